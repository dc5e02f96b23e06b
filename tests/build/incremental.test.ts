// A rebuild after one log changes processes that log only (records come back from
// Astro's data store by content digest), says so in the build log, and publishes exactly
// what a cold build of the same content publishes, byte for byte.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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

    const cold = buildSite('incremental-cold', { content: debates });
    expect(cold.status, cold.output).toBe(0);
    const files = listFiles(cold.outDir);
    expect(listFiles(second.outDir)).toEqual(files);
    const differing = files.filter((file) => !readFileSync(path.join(cold.outDir, file)).equals(readFileSync(path.join(second.outDir, file))));
    expect(differing).toEqual([]);
  }, 240_000);
});
