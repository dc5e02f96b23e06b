// Probe 16 rows 14 and 15: a poisoned cache entry that cannot be removed (its folder a
// read-only bind mount, EROFS; the entry itself a mount point, EBUSY). Before, the record
// cache's removal threw out of Astro's content loader with a stack trace, and the
// downloads' cache warned "made it again" and then failed in Astro's hook with Node's raw
// EBUSY line. Now a file cache stops using itself, saying so once, and a folder entry that
// cannot be removed is a located write error naming it and the fault.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { WriteError } from '../../../src/lib/core/atomicWrite.ts';
import { digest, fileCache, putFolder, soundFolders } from '../../../src/lib/core/cache.ts';
import { tempFolder } from '../../support/tempFolder.ts';

// As root, `chmod a-w` stops nothing: the kernel's refusals are made here, for paths under `stuck.folder`.
const stuck = vi.hoisted(() => ({ folder: '\0' }));
const refuse = (code: string, target: string) => Object.assign(new Error(`${code}: refused, rm '${target}'`), { code, path: target });
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  const rmSync = ((target: string, options?: unknown) => {
    if (String(target).startsWith(stuck.folder)) throw refuse('EROFS', String(target));
    return fs.rmSync(target, options as undefined);
  }) as typeof fs.rmSync;
  return { ...fs, default: { ...fs, rmSync }, rmSync };
});
vi.mock('node:fs/promises', async (original) => {
  const fs = await original<typeof import('node:fs/promises')>();
  const rm = ((target: string, options?: unknown) =>
    String(target).startsWith(stuck.folder) ? Promise.reject(refuse('EBUSY', String(target))) : fs.rm(target, options as undefined)) as typeof fs.rm;
  return { ...fs, default: { ...fs, rm }, rm };
});

const work = tempFolder('da-cache-stuck-');

describe('a poisoned cache entry that cannot be removed', () => {
  it('in a file cache: not used, named, and the cache not read again this build', () => {
    const folder = path.join(work, 'records');
    const warnings: string[] = [];
    const cache = fileCache(folder, 'the record cache', (message) => warnings.push(message));
    const [a, b] = [digest(['a']), digest(['b'])];
    cache.put(a, Buffer.from('record a'));
    cache.put(b, Buffer.from('record b'));
    writeFileSync(path.join(folder, a), 'POISON');
    stuck.folder = folder;
    try {
      expect(cache.get(a)).toBeUndefined();
      expect(cache.get(b)).toBeUndefined();
    } finally {
      stuck.folder = '\0';
    }
    expect(warnings).toEqual([
      `the record cache cannot be used (read-only file system, EROFS: ${path.join(folder, a)}): what it would hold is made again`,
      expect.stringMatching(new RegExp(`^the record cache: the cache entry ${path.join(folder, a)} is not used \\(.+\\), and it could not be removed: make the folder writable, or remove it$`)),
    ]);
  });

  it('in a folder cache: a located write error naming the entry and the fault, never said to be made again', async () => {
    const root = path.join(work, 'downloads');
    const key = digest(['c']);
    await putFolder(root, key, [{ file: 'graph.json', body: '{}' }]);
    writeFileSync(path.join(root, key, 'graph.json'), '{"POISON":1}');
    mkdirSync(path.join(root, 'unrelated'), { recursive: true });
    const warnings: string[] = [];
    stuck.folder = path.join(root, key);
    let thrown: unknown;
    try {
      await soundFolders(root, "the downloads' cache", (message) => warnings.push(message)).catch((error: unknown) => { thrown = error; });
    } finally {
      stuck.folder = '\0';
    }
    expect(thrown).toBeInstanceOf(WriteError);
    expect((thrown as WriteError).stack).toBe('');
    expect((thrown as WriteError).message).toBe(`could not write ${path.join(root, key)}: the downloads' cache: the entry does not match (graph.json does not match the digest sealed when it was made) and cannot be removed (busy: a mount point, or in use, EBUSY); make the folder writable, or remove the entry`);
    expect(warnings).toEqual([]);
  });
});
