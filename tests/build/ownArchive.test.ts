// An archive of your own: `init` empties a clone's sample archive and the next build passes;
// deleting or renaming content files (a log, the notes folder, aliases.json) never leaves a
// cache behind that fails the next build. Minimal archives: these builds are real (one to
// two builds a test, hence the long timeouts on a shared 2-core machine).
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite, projectRoot, testOutput } from '../support/buildSite.ts';
import { runCaptured } from '../support/cli.ts';
import { writeFixtureArchive } from '../support/fixtureArchive.ts';
import { listFiles, readSiteFile } from '../../scripts/support/siteFiles.ts';

describe('npx debate-atlas init, then a build', () => {
  it('builds a site with no debates, whose index says so', async () => {
    const clone = testOutput('clone-init');
    rmSync(clone, { recursive: true, force: true });
    cpSync(path.join(projectRoot, 'content'), path.join(clone, 'content'), { recursive: true });
    expect((await runCaptured(['init'], { cwd: clone })).code).toBe(0);
    const build = buildSite('own-archive-empty', { content: path.join(clone, 'content/debates') });
    expect(build.status, build.output).toBe(0);
    expect(build.output).not.toContain('collection "notes" does not exist');
    expect(readSiteFile(build.outDir, 'index.html')).toContain('No debates yet.');
    expect(listFiles(build.outDir).filter((f) => f.startsWith('debates/') || f.startsWith('notes/') && f !== 'notes/index.html')).toEqual([]);
  }, 240_000);
});

describe('deleting and renaming content files between builds', () => {
  it('rebuilds with the same cache folder after the notes folder, aliases.json and a log’s name are gone', () => {
    const log = { copy: 'tests/fixtures/logs/valid-minimal.json' };
    const { root: archive, debates } = writeFixtureArchive('own-archive', {
      files: {
        'debates/2026/one.json': log,
        'debates/2026/two.json': log,
        'aliases.json': JSON.stringify({ groups: [['2026/one:c2', '2026/two:c2']] }),
        'notes/on-sandwiches.mdx': '---\ntitle: On sandwiches\n---\n\n<Claim ref="2026/one:c1" />\n',
      },
    });
    const first = buildSite('own-archive-edits', { content: debates });
    expect(first.status, first.output).toBe(0);
    expect(listFiles(first.outDir)).toContain('notes/on-sandwiches/index.html');

    rmSync(path.join(archive, 'notes'), { recursive: true });
    rmSync(path.join(archive, 'aliases.json'));
    renameSync(path.join(archive, 'debates/2026/two.json'), path.join(archive, 'debates/2026/three.json'));
    const again = buildSite('own-archive-edits', { content: debates, keepCache: true });
    expect(again.status, again.output).toBe(0);
    const pages = listFiles(again.outDir);
    expect(pages).toContain('debates/2026/three/index.html');
    expect(pages).not.toContain('debates/2026/two/index.html');
    expect(pages).not.toContain('notes/on-sandwiches/index.html');
    expect(existsSync(again.cacheDir)).toBe(true);
  }, 480_000);
});
