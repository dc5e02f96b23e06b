// The one cache module (src/lib/core/cache.ts): an entry comes back as it was put; an
// entry edited, cut short or filed under another key is discarded with a warning naming
// it; a folder it cannot use is said once with its path, never thrown; one prune rule.
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, truncateSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bytesDigest, digest, digestOf, fileCache, folderProblem, MAX_CACHE_FILE_BYTES, putFolder, readCacheIndex, soundFolders, staleEntries } from '../../../src/lib/core/cache.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const work = tempFolder('da-cache-');

const key = (name: string) => digest([name]);
const collect = () => {
  const warnings: string[] = [];
  return { warnings, warn: (message: string) => warnings.push(message) };
};

describe('digests', () => {
  it('are SHA-256 in base64url, of parts apart from their joins', () => {
    expect(bytesDigest('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
    expect(digest(['ab', 'c'])).not.toBe(digest(['a', 'bc']));
    expect(digestOf([new Map([['a', 1]]), new Set(['b'])])).toBe(digest(['[["a",1]]', '["b"]']));
  });
});

describe('a file cache', () => {
  it('gives back what was put, under its key, and nothing else sits in its folder', () => {
    const folder = path.join(work, 'plain');
    const cache = fileCache(folder, 'the test cache');
    cache.put(key('a'), Buffer.from('body a'));
    expect(cache.get(key('a'))?.toString()).toBe('body a');
    expect(cache.get(key('b'))).toBeUndefined();
    expect(readdirSync(folder)).toEqual([key('a')]);
  });

  it('discards an entry edited, cut short, unsealed or filed under another key, naming it', () => {
    const folder = path.join(work, 'poisoned');
    const { warnings, warn } = collect();
    const cache = fileCache(folder, 'the test cache', warn);
    const names = ['edited', 'short', 'unsealed', 'moved'].map(key);
    for (const name of names) cache.put(name, Buffer.from(`the body of ${name}, long enough to cut`));
    const entry = (name: string) => path.join(folder, name);
    writeFileSync(entry(names[0]!), readFileSync(entry(names[0]!), 'utf8').replace('body', 'BODY'));
    writeFileSync(entry(names[1]!), readFileSync(entry(names[1]!)).subarray(0, -5));
    writeFileSync(entry(names[2]!), 'a body with no seal');
    writeFileSync(entry(names[3]!), readFileSync(entry(names[0]!)));
    for (const name of names) expect(cache.get(name)).toBeUndefined();
    expect(warnings).toEqual([
      `the test cache: discarded the cache entry ${entry(names[0]!)} and made it again: its bytes do not match its digest (edited or cut short)`,
      `the test cache: discarded the cache entry ${entry(names[1]!)} and made it again: its bytes do not match its digest (edited or cut short)`,
      `the test cache: discarded the cache entry ${entry(names[2]!)} and made it again: it has no seal (not written by this build, or cut short)`,
      `the test cache: discarded the cache entry ${entry(names[3]!)} and made it again: it was made from ${names[0]}, not ${names[3]}`,
    ]);
    expect(readdirSync(folder)).toEqual([]);
  });

  it('says once, with the path, that it cannot write (here a folder stands where an entry goes), and goes on without it', () => {
    const folder = path.join(work, 'unwritable');
    const { warnings, warn } = collect();
    const cache = fileCache(folder, 'the test cache', warn);
    mkdirSync(path.join(folder, key('a'), 'inside'), { recursive: true });
    expect(() => cache.put(key('a'), Buffer.from('a'))).not.toThrow();
    expect(() => cache.put(key('b'), Buffer.from('b'))).not.toThrow();
    expect(cache.get(key('a'))).toBeUndefined();
    expect(warnings).toEqual([expect.stringMatching(new RegExp(`^the test cache cannot be used \\(could not write ${path.join(folder, key('a')).replaceAll('/', '\\/')}: \\w+`))]);
  });

  it('removes a file or link where its folder goes, naming it, and makes the folder (probe 11, row 10)', () => {
    for (const [name, place] of [['a-file', (at: string) => writeFileSync(at, '')], ['a-link', (at: string) => symlinkSync(work, at)]] as const) {
      const folder = path.join(work, name);
      place(folder);
      const { warnings, warn } = collect();
      const cache = fileCache(folder, 'the test cache', warn);
      cache.put(key('a'), Buffer.from('a'));
      expect(cache.get(key('a'))?.toString()).toBe('a');
      expect(lstatSync(folder).isDirectory()).toBe(true);
      expect(warnings).toEqual([`the test cache: discarded the cache entry ${folder} and made it again: a file or link stood where its folder goes`]);
    }
  });

  it('says once, with the path, that a folder it cannot make is not used', () => {
    const file = path.join(work, 'a-file-above');
    writeFileSync(file, '');
    const folder = path.join(file, 'records');
    const { warnings, warn } = collect();
    const cache = fileCache(folder, 'the test cache', warn);
    expect(cache.get(key('a'))).toBeUndefined();
    expect(cache.prune(new Set())).toBe(0);
    expect(warnings).toEqual([`the test cache cannot be used (not a folder, ENOTDIR: ${folder}): what it would hold is made again`]);
  });

  it('refuses a key that is not a digest (no path leaves the folder)', () => {
    const cache = fileCache(path.join(work, 'names'), 'the test cache');
    for (const name of ['../escape', 'a/b', '', '.hidden', 'short']) {
      expect(() => cache.get(name)).toThrow(/not a cache key/);
      expect(() => cache.put(name, Buffer.from('x'))).toThrow(/not a cache key/);
    }
  });
});

describe('a cache file of gigabytes (probe 2026-12-18a rows 9–10)', () => {
  it('is discarded by its size, named, without being read: an entry and a seal', () => {
    const folder = path.join(work, 'huge');
    const { warnings, warn } = collect();
    const cache = fileCache(folder, 'the test cache', warn);
    cache.put(key('huge'), Buffer.from('a body'));
    const entry = path.join(folder, key('huge'));
    // Sparse: 3 GiB on paper, no disk used; read whole it would fail or take 3 GiB of memory.
    truncateSync(entry, 3 * 2 ** 30);
    const seal = path.join(folder, 'seal.json');
    writeFileSync(seal, '{}');
    truncateSync(seal, MAX_CACHE_FILE_BYTES + 44 * 2 ** 20);
    expect(cache.get(key('huge'))).toBeUndefined();
    expect(readCacheIndex(seal, 'the test seal', warn)).toBeUndefined();
    expect(warnings).toEqual([
      `the test cache: discarded the cache entry ${entry} and made it again: it holds 3072 MiB, more than the 256 MiB a cache file may (not written by a build)`,
      `the test seal: discarded the cache entry ${seal} and made it again: it holds 300 MiB, more than the 256 MiB a cache file may (not written by a build)`,
    ]);
    expect([existsSync(entry), existsSync(seal)]).toEqual([false, false]);
  });
});

describe('the prune rule', () => {
  it('removes entries not used and leftovers an hour old, never a write in flight', () => {
    const folder = path.join(work, 'prune');
    const cache = fileCache(folder, 'the test cache');
    for (const name of ['a', 'b', 'c']) cache.put(key(name), Buffer.from(name));
    writeFileSync(path.join(folder, '.in-flight.tmp'), '');
    writeFileSync(path.join(folder, '.left-over.tmp'), '');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(path.join(folder, '.left-over.tmp'), twoHoursAgo, twoHoursAgo);
    expect(staleEntries(folder, new Set([key('a')])).map((p) => path.basename(p)).sort()).toEqual(['.left-over.tmp', key('b'), key('c')].sort());
    expect(cache.prune(new Set([key('a')]))).toBe(3);
    expect(readdirSync(folder).sort()).toEqual(['.in-flight.tmp', key('a')].sort());
  });
});

describe('folder entries', () => {
  it('are sound as made, and discarded, named, when a file is edited, added or the seal is gone', async () => {
    const root = path.join(work, 'folders');
    const names = ['sound', 'edited', 'added', 'unsealed'].map(key);
    for (const name of names) await putFolder(root, name, [{ file: 'a.json', body: '{"a":1}' }, { file: 'b.bin', body: new Uint8Array([1, 2, 3]) }]);
    writeFileSync(path.join(root, names[1]!, 'a.json'), '{"a":2}');
    writeFileSync(path.join(root, names[2]!, 'c.txt'), 'more');
    rmSync(path.join(root, names[3]!, 'seal.json'));
    expect(await folderProblem(path.join(root, names[0]!), names[0]!)).toBeUndefined();
    const { warnings, warn } = collect();
    expect(await soundFolders(root, 'the folder cache', warn)).toEqual(new Set([names[0]]));
    expect(warnings.sort()).toEqual([
      `the folder cache: discarded the cache entry ${path.join(root, names[1]!)} and made it again: a.json does not match the digest sealed when it was made`,
      `the folder cache: discarded the cache entry ${path.join(root, names[2]!)} and made it again: its files (a.json, b.bin, c.txt) are not the ones sealed (a.json, b.bin)`,
      `the folder cache: discarded the cache entry ${path.join(root, names[3]!)} and made it again: it has no readable seal (not written by this build, or cut short)`,
    ].sort());
    expect(readdirSync(root)).toEqual([names[0]]);
  });
});

describe('a folder entry that cannot be written', () => {
  it('fails naming the entry and the fault, with no stack, and leaves nothing behind', async () => {
    const root = path.join(work, 'folder-fault');
    mkdirSync(root, { recursive: true });
    const name = key('fault');
    // A file where the entry's files go: the write fails as on a full or read-only disk.
    const error = await putFolder(root, name, [{ file: 'a.json/inside', body: 'x' }]).then(() => undefined, (e: Error) => e);
    expect(error?.message).toMatch(new RegExp(`^could not write ${path.join(root, name).replaceAll('/', '\\/')}: `));
    expect(error?.stack).toBe('');
    expect(readdirSync(root)).toEqual([]);
  });
});
