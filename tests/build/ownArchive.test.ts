// An archive of your own: `init` empties a clone's sample archive and the next build passes;
// deleting or renaming content files (a log, the notes folder, aliases.json) never leaves a
// cache behind that fails the next build. Minimal archives: these builds are real (one to
// two builds a test, hence the long timeouts on a shared 2-core machine).
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.ts';
import type { CliIo } from '../../src/cli/cliIo.ts';
import { buildSite, projectRoot, testOutput } from '../support/buildSite.ts';
import { listFiles, readSiteFile } from '../support/siteFiles.ts';

const quietIo = (cwd: string): CliIo => ({ cwd, stdout: () => {}, stderr: () => {}, readStdin: async () => new Uint8Array() });

describe('npx debate-atlas init, then a build', () => {
  it('builds a site with no debates, whose index says so', async () => {
    const clone = testOutput('clone-init');
    rmSync(clone, { recursive: true, force: true });
    cpSync(path.join(projectRoot, 'content'), path.join(clone, 'content'), { recursive: true });
    expect(await runCli(['init'], quietIo(clone))).toBe(0);
    const build = buildSite('own-archive-empty', { content: path.join(clone, 'content/debates') });
    expect(build.status, build.output).toBe(0);
    expect(build.output).not.toContain('collection "notes" does not exist');
    expect(readSiteFile(build.outDir, 'index.html')).toContain('No debates yet.');
    expect(listFiles(build.outDir).filter((f) => f.startsWith('debates/') || f.startsWith('notes/') && f !== 'notes/index.html')).toEqual([]);
  }, 240_000);
});

describe('deleting and renaming content files between builds', () => {
  it('rebuilds with the same cache folder after the notes folder, aliases.json and a log’s name are gone', () => {
    const archive = testOutput('content-own-archive');
    rmSync(archive, { recursive: true, force: true });
    mkdirSync(path.join(archive, 'debates/2026'), { recursive: true });
    mkdirSync(path.join(archive, 'notes'));
    for (const name of ['one', 'two']) cpSync(path.join(projectRoot, 'tests/fixtures/logs/valid-minimal.json'), path.join(archive, `debates/2026/${name}.json`));
    writeFileSync(path.join(archive, 'aliases.json'), JSON.stringify({ groups: [['2026/one:c2', '2026/two:c2']] }));
    writeFileSync(path.join(archive, 'notes/on-sandwiches.mdx'), '---\ntitle: On sandwiches\n---\n\n<Claim ref="2026/one:c1" />\n');
    const first = buildSite('own-archive-edits', { content: path.join(archive, 'debates') });
    expect(first.status, first.output).toBe(0);
    expect(listFiles(first.outDir)).toContain('notes/on-sandwiches/index.html');

    rmSync(path.join(archive, 'notes'), { recursive: true });
    rmSync(path.join(archive, 'aliases.json'));
    renameSync(path.join(archive, 'debates/2026/two.json'), path.join(archive, 'debates/2026/three.json'));
    const again = buildSite('own-archive-edits', { content: path.join(archive, 'debates'), keepCache: true });
    expect(again.status, again.output).toBe(0);
    const pages = listFiles(again.outDir);
    expect(pages).toContain('debates/2026/three/index.html');
    expect(pages).not.toContain('debates/2026/two/index.html');
    expect(pages).not.toContain('notes/on-sandwiches/index.html');
    expect(existsSync(again.cacheDir)).toBe(true);
  }, 480_000);
});
