// A rebuild after one log changes processes that log only (records come back from
// Astro's data store by content digest), says so in the build log, renders only the
// pages whose inputs changed (Astro's incremental build restores the others), and
// publishes exactly what a cold build of the same content publishes, byte for byte.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nameKey } from '../../src/lib/atlas/pageKeys.ts';
import { buildSite, testOutput } from '../support/buildSite.ts';
import { listFiles } from '../support/siteFiles.ts';

const fixture = 'tests/fixtures/sites/atlas';
const content = testOutput('incremental-content');
const changedFile = path.join(content, 'debates/2026/remote-work.json');

describe('a rebuild from the cache', () => {
  it('reprocesses only the changed log and publishes what a cold build publishes', () => {
    rmSync(content, { recursive: true, force: true });
    cpSync(fixture, content, { recursive: true });
    const debates = path.join(content, 'debates');

    const first = buildSite('incremental', { content: debates });
    expect(first.status, first.output).toBe(0);
    expect(first.output).toMatch(/4 debates loaded, 0 unchanged from the cache/);

    const log = JSON.parse(readFileSync(changedFile, 'utf8')) as { topic: string };
    writeFileSync(changedFile, JSON.stringify({ ...log, topic: 'Remote work, reconsidered after an edit' }, null, 2));
    const second = buildSite('incremental', { content: debates, keepCache: true });
    expect(second.status, second.output).toBe(0);
    expect(second.output).toMatch(/4 debates loaded, 3 unchanged from the cache/);
    expect(readFileSync(path.join(second.outDir, 'debates/2026/remote-work/index.html'), 'utf8')).toContain('Remote work, reconsidered after an edit');

    // What was rendered again and what was restored from the previous build.
    const plain = second.output.replace(/\x1b\[[0-9;]*m/g, '');
    const restored = (route: string) => new RegExp(`${route.replaceAll('.', '\\.')} \\((restored|cached)\\)`).test(plain);
    for (const file of ['index.html', 'graph.json', 'vault.zip', 'concepts.md']) {
      expect(restored(`/debates/2026/remote-work/${file}`), `the changed debate's ${file}`).toBe(false);
      expect(restored(`/debates/2026/ai-art/${file}`), `an unrelated debate's ${file}`).toBe(true);
    }
    // shorter-week's cards name remote-work ("also in"): its page is rendered again, its downloads are not.
    expect(restored('/debates/2026/shorter-week/index.html')).toBe(false);
    expect(restored('/debates/2026/shorter-week/graph.json')).toBe(true);
    expect(readFileSync(path.join(second.outDir, 'debates/2026/shorter-week/index.html'), 'utf8')).toContain('Remote work, reconsidered after an edit');

    // An atlas page is keyed by what it shows: Ada Berg's page names the edited debate,
    // Eun-ji Ito's (city-transit only) does not.
    expect(restored(`/atlas/personas/${nameKey('Ada Berg')}/index.html`)).toBe(false);
    expect(restored(`/atlas/personas/${nameKey('Eun-ji Ito')}/index.html`)).toBe(true);

    const cold = buildSite('incremental-cold', { content: debates });
    expect(cold.status, cold.output).toBe(0);
    const files = listFiles(cold.outDir);
    expect(listFiles(second.outDir)).toEqual(files);
    const differing = files.filter((file) => !readFileSync(path.join(cold.outDir, file)).equals(readFileSync(path.join(second.outDir, file))));
    expect(differing).toEqual([]);
  }, 240_000);
});
