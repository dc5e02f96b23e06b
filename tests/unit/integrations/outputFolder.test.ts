// The output folder emptied as a build begins (src/integrations/outputFolder.ts): at once
// (entries renamed into the cache folder), then deleted on a thread; `.git` kept.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { crossDeviceOutput, emptyOutputFolder } from '../../../src/integrations/outputFolder.ts';

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
    expect(readdirSync(outDir).sort()).toEqual(['.git', 'debates', 'index.html']);
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
    expect(readdirSync(outDir).sort()).toEqual(['.git', 'debates', 'index.html']);
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
