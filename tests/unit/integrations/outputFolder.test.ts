// The output folder emptied as a build begins (src/integrations/outputFolder.ts): at once
// (entries renamed into the cache folder), then deleted on a thread; `.git` kept.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import outputFolder, { crossDeviceOutput, emptyOutputFolder, publishedFolderOf, publishOutput, stagingFolder } from '../../../src/integrations/outputFolder.ts';

// An immutable cache folder (`chattr +i`; as root, `chmod a-w` stops nothing): mkdtemp under
// a folder named here fails as the kernel fails it.
const immutable = vi.hoisted(() => ({ folder: '' }));
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  const mkdtempSync = ((prefix: string, options?: unknown) => {
    if (immutable.folder !== '' && prefix.startsWith(immutable.folder)) {
      throw Object.assign(new Error(`EPERM: operation not permitted, mkdtemp '${prefix}XXXXXX'`), { code: 'EPERM', path: `${prefix}XXXXXX` });
    }
    return fs.mkdtempSync(prefix, options as undefined);
  }) as typeof fs.mkdtempSync;
  return { ...fs, default: { ...fs, mkdtempSync }, mkdtempSync };
});

const work = mkdtempSync(path.join(tmpdir(), 'da-output-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function lastBuild(outDir: string): void {
  mkdirSync(path.join(outDir, 'debates/2026/a'), { recursive: true });
  writeFileSync(path.join(outDir, 'index.html'), '<p>old</p>');
  writeFileSync(path.join(outDir, 'debates-index.json'), '[]');
  writeFileSync(path.join(outDir, 'debates/2026/a/index.html'), '<p>old</p>');
  mkdirSync(path.join(outDir, '.git'));
  writeFileSync(path.join(outDir, '.git/HEAD'), 'ref: refs/heads/gh-pages\n');
}

describe('emptying the output folder', () => {
  it('leaves it empty but for .git at once, and deletes the old entries and any stopped build’s leftovers after', async () => {
    const outDir = path.join(work, 'dist');
    const trashRoot = path.join(work, 'cache/debate-atlas/old-output');
    lastBuild(outDir);
    mkdirSync(path.join(trashRoot, 'output-stopped'), { recursive: true });
    writeFileSync(path.join(trashRoot, 'output-stopped/index.html'), '<p>older</p>');

    const { deleted } = emptyOutputFolder(outDir, trashRoot);
    expect(readdirSync(outDir)).toEqual(['.git']);
    await deleted;
    expect(readdirSync(trashRoot)).toEqual([]);
    expect(existsSync(path.join(outDir, '.git/HEAD'))).toBe(true);
  });

  it('does nothing to a folder that is not there yet', async () => {
    const { deleted } = emptyOutputFolder(path.join(work, 'none'), path.join(work, 'cache-none'));
    await deleted;
    expect(existsSync(path.join(work, 'none'))).toBe(false);
    expect(existsSync(path.join(work, 'cache-none'))).toBe(false);
  });

  it('deletes the entries where they are when the cache folder lies inside the output folder', async () => {
    const outDir = path.join(work, 'dist-holding-cache');
    lastBuild(outDir);
    const { deleted } = emptyOutputFolder(outDir, path.join(outDir, '.cache/debate-atlas/old-output'));
    await deleted;
    expect(readdirSync(outDir)).toEqual(['.git']);
  });
});

describe('a faulty output or cache folder', () => {
  it('names the cache folder and the fault when the old output cannot be moved into it, with no stack', () => {
    const outDir = path.join(work, 'dist-ro-cache');
    lastBuild(outDir);
    const blocked = path.join(work, 'cache-blocked');
    writeFileSync(blocked, 'a file where the cache folder belongs');
    const trashRoot = path.join(blocked, 'debate-atlas/old-output');
    let thrown: unknown;
    try {
      emptyOutputFolder(outDir, trashRoot);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).message).toBe(`could not write ${trashRoot}: not a folder, ENOTDIR`);
    expect((thrown as Error).stack).toBe('');
    expect(readdirSync(outDir).sort()).toEqual(['.git', 'debates', 'debates-index.json', 'index.html']);
  });

  it('names the cache folder and EPERM when the cache folder is immutable, and leaves the output as it was', () => {
    const outDir = path.join(work, 'dist-immutable-cache');
    lastBuild(outDir);
    const trashRoot = path.join(work, 'cache-immutable/debate-atlas/old-output');
    mkdirSync(trashRoot, { recursive: true });
    immutable.folder = trashRoot;
    try {
      expect(() => emptyOutputFolder(outDir, trashRoot)).toThrow(`could not write ${trashRoot}: operation not permitted, EPERM`);
    } finally {
      immutable.folder = '';
    }
    expect(readdirSync(outDir).sort()).toEqual(['.git', 'debates', 'debates-index.json', 'index.html']);
  });

  it('refuses an output folder outside the project on another file system, naming both, and keeps one on the same', () => {
    const project = path.join(work, 'project');
    const mount = path.join(work, 'mnt');
    mkdirSync(mount);
    const outDir = path.join(mount, 'dist');
    const devices = (other: string) => (p: string) => (p.startsWith(other) ? 2 : 1);
    const refused = crossDeviceOutput(outDir, project, devices(mount));
    expect(refused).toContain(`the output folder ${outDir} is on another file system than the project ${project}`);
    expect(refused).toContain('EXDEV');
    expect(crossDeviceOutput(outDir, project, devices('/elsewhere'))).toBeUndefined();
    expect(crossDeviceOutput(path.join(project, 'dist'), project, () => { throw new Error('not asked'); })).toBeUndefined();
  });
});

// Probe 3, FAIL 11: a failed build left a partial dist/ (`.prerender/`, `_astro/`) while
// saying "nothing was published". A build writes into the staging folder beside the output
// folder; only a complete build replaces the output folder, by two renames.
describe('publishing the output folder whole', () => {
  function build(staging: string, page: string): void {
    mkdirSync(path.join(staging, 'debates/2026/a'), { recursive: true });
    writeFileSync(path.join(staging, 'index.html'), page);
    writeFileSync(path.join(staging, 'debates/2026/a/index.html'), page);
  }

  it('writes into a staging folder beside the output folder and leaves the last output as it was until published', async () => {
    const outDir = path.join(work, 'pub/dist');
    lastBuild(outDir);
    const staging = stagingFolder(outDir);
    expect(staging).toBe(path.join(work, 'pub/.dist.building'));
    expect(publishedFolderOf(staging)).toBe(outDir);
    expect(publishedFolderOf(outDir)).toBeUndefined();
    let outDirAsked: URL | undefined;
    const hooks = outputFolder().hooks as Record<string, (options: unknown) => unknown>;
    hooks['astro:config:setup']!({ command: 'build', config: { outDir: pathToFileURL(`${outDir}/`) }, updateConfig: (c: { outDir: URL }) => { outDirAsked = c.outDir; } });
    hooks['astro:config:done']!({ config: { root: pathToFileURL(path.join(work, 'pub/')), cacheDir: pathToFileURL(path.join(work, 'pub/cache/')), publicDir: pathToFileURL(path.join(work, 'pub/public/')) } });
    expect(outDirAsked?.href).toBe(pathToFileURL(`${staging}/`).href);
    // A stopped build's leftovers in the staging folder are cleared as the next one starts.
    build(staging, '<p>stopped</p>');
    hooks['astro:build:start']!({});
    await hooks['astro:build:done']!({ logger: { warn: () => {} } });
    expect(readdirSync(staging)).toEqual([]);
    // The build writes part of a site and fails: the output folder is the last one, byte for byte.
    build(staging, '<p>partial</p>');
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('<p>old</p>');
    expect(readdirSync(outDir).sort()).toEqual(['.git', 'debates', 'debates-index.json', 'index.html']);
  });

  it('publishes by renaming, no copy: the same files (inodes), the .git kept, the old output left to the next build', async () => {
    const outDir = path.join(work, 'swap/dist');
    const trashRoot = path.join(work, 'swap/cache/debate-atlas/old-output');
    lastBuild(outDir);
    const staging = stagingFolder(outDir);
    build(staging, '<p>new</p>');
    const inode = statSync(path.join(staging, 'debates/2026/a/index.html')).ino;
    const { deleted, left } = publishOutput(staging, outDir, trashRoot);
    expect(existsSync(staging)).toBe(false);
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('<p>new</p>');
    expect(statSync(path.join(outDir, 'debates/2026/a/index.html')).ino).toBe(inode);
    expect(readFileSync(path.join(outDir, '.git/HEAD'), 'utf8')).toBe('ref: refs/heads/gh-pages\n');
    await deleted;
    // The old output waits in the cache folder, whole; the next build's start deletes it.
    const [waiting, ...others] = readdirSync(trashRoot);
    expect(others).toEqual([]);
    expect(left).toBe(path.join(trashRoot, waiting!));
    expect(readFileSync(path.join(left!, 'site/index.html'), 'utf8')).toBe('<p>old</p>');
    await emptyOutputFolder(stagingFolder(outDir), trashRoot).deleted;
    expect(readdirSync(trashRoot)).toEqual([]);
  });

  it('deletes at once an old output it could not move into the cache folder (moved beside the output folder)', async () => {
    const outDir = path.join(work, 'beside/dist');
    // A file where the cache's old-output folder goes: the old output is renamed beside outDir instead.
    const trashRoot = path.join(work, 'beside/cache-file');
    lastBuild(outDir);
    writeFileSync(trashRoot, '');
    const staging = stagingFolder(outDir);
    build(staging, '<p>new</p>');
    const { deleted, left } = publishOutput(staging, outDir, trashRoot);
    expect(left).toBeUndefined();
    await deleted;
    expect(readdirSync(path.join(work, 'beside')).sort()).toEqual(['cache-file', 'dist']);
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('<p>new</p>');
  });

  it('publishes the first build, with no output folder before it', async () => {
    const outDir = path.join(work, 'first/dist');
    const staging = stagingFolder(outDir);
    build(staging, '<p>first</p>');
    await publishOutput(staging, outDir, path.join(work, 'first/cache')).deleted;
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('<p>first</p>');
  });
});
