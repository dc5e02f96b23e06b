// Probe 9 (CP3, CP4/CP7): a cache file that is not a regular file (a FIFO would block the
// read forever) is never opened, and a cache index or seal cut short or of another shape is
// a miss: removed with a warning naming it, made again, never a failed build.
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readFileSync, truncateSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sealPageCopies, verifyPageCopies } from '../../../src/integrations/pageCopies.ts';
import { cachedDigests } from '../../../src/integrations/downloadCache.ts';
import { updateSources } from '../../../src/integrations/searchSource.ts';
import { digest, fileCache, folderProblem, putFolder, readCacheIndex } from '../../../src/lib/core/cache.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const work = tempFolder('da-cache-not-a-file-');
const fifo = (file: string) => execFileSync('mkfifo', [file]);
const collect = () => {
  const warnings: string[] = [];
  return { warnings, warn: (message: string) => warnings.push(message) };
};
const cutInHalf = (file: string) => truncateSync(file, Math.floor(statSync(file).size / 2));

describe('a cache file that is not a regular file', () => {
  it('is a miss in a file cache, removed with a warning naming it, never opened', () => {
    const folder = path.join(work, 'records');
    const { warnings, warn } = collect();
    const cache = fileCache(folder, 'the record cache', warn);
    const key = digest(['a']);
    fifo(path.join(folder, key));
    expect(cache.get(key)).toBeUndefined();
    expect(warnings).toEqual([expect.stringContaining(`the record cache: discarded the cache entry ${path.join(folder, key)}`)]);
    expect(warnings[0]).toContain('not a regular file');
    expect(existsSync(path.join(folder, key))).toBe(false);
  });

  it('as a folder entry’s seal, makes the entry unsound without opening it', async () => {
    const root = path.join(work, 'folders');
    const key = digest(['b']);
    await putFolder(root, key, [{ file: 'a.txt', body: 'a' }]);
    const seal = path.join(root, key, 'seal.json');
    execFileSync('rm', [seal]);
    fifo(seal);
    expect(await folderProblem(path.join(root, key), key)).toContain('seal.json is not a regular file');
  });

  it('as an index, is removed with a warning naming it', async () => {
    const file = path.join(work, 'index-fifo.json');
    fifo(file);
    const { warnings, warn } = collect();
    expect(await readCacheIndex(file, 'the test cache', warn)).toBeUndefined();
    expect(warnings).toEqual([expect.stringContaining(`discarded the cache entry ${file}`)]);
    expect(existsSync(file)).toBe(false);
  });
});

describe('a cache index cut short', () => {
  it('is a miss, named: the page copies are cleared and sealed again, twice over', async () => {
    const cacheDir = path.join(work, 'astro');
    mkdirSync(path.join(cacheDir, 'dist/a'), { recursive: true });
    writeFileSync(path.join(cacheDir, 'incremental-build.json'), '{"version":1,"routes":{}}');
    writeFileSync(path.join(cacheDir, 'dist/a/index.html'), '<p>a</p>');
    await sealPageCopies(cacheDir);
    const seal = path.join(cacheDir, 'debate-atlas/page-copies.json');
    cutInHalf(seal);
    const { warnings, warn } = collect();
    await sealPageCopies(cacheDir, warn);
    cutInHalf(seal);
    expect(await verifyPageCopies(cacheDir, warn)).toBe(1);
    expect(warnings[0]).toContain(`discarded the cache entry ${seal}`);
    expect(warnings.some((w) => w.includes('cannot be read as JSON'))).toBe(true);
    await sealPageCopies(cacheDir, warn);
    expect(await verifyPageCopies(cacheDir, warn)).toBe(0);
  });

  it('is a miss, named: the downloads’ stamp cut short is removed, the entries read', async () => {
    const root = path.join(work, 'downloads');
    const key = digest(['c']);
    await putFolder(root, key, [{ file: 'a.txt', body: 'a' }]);
    const stamp = `${root}-stamp.json`;
    writeFileSync(stamp, JSON.stringify({ entries: { [key]: { 'a.txt': 'x' } } }));
    cutInHalf(stamp);
    const { warnings, warn } = collect();
    expect([...(await cachedDigests(root, warn))]).toEqual([key]);
    expect(warnings).toEqual([expect.stringContaining(`discarded the cache entry ${stamp}`)]);
    expect(existsSync(stamp)).toBe(false);
    expect(readFileSync(path.join(root, key, 'a.txt'), 'utf8')).toBe('a');
    writeFileSync(stamp, '[1]');
    const shape = collect();
    expect([...(await cachedDigests(root, shape.warn))]).toEqual([key]);
    expect(shape.warnings).toEqual([expect.stringContaining(`discarded the cache entry ${stamp} and made it again: it is not a stamp`)]);
  });

  it('is a miss, named: the search sources’ ledger cut short or a FIFO, every page cut again', async () => {
    for (const spoil of ['cut', 'fifo']) {
      const root = path.join(work, `site-${spoil}`);
      mkdirSync(path.join(root, 'a'), { recursive: true });
      writeFileSync(path.join(root, 'a/index.html'), '<html><head><title>A</title></head><body><p>words</p></body></html>');
      const folder = path.join(work, `sources-${spoil}`);
      const ledger = `${folder}.json`;
      const pages = [{ path: 'a/index.html', digest: 'd' }];
      await updateSources(root, pages, folder, ledger);
      if (spoil === 'cut') cutInHalf(ledger);
      else {
        execFileSync('rm', [ledger]);
        fifo(ledger);
      }
      const { warnings, warn } = collect();
      expect(await updateSources(root, pages, folder, ledger, { warn })).toEqual({ folder, kept: 0 });
      expect(warnings, spoil).toEqual([expect.stringContaining(`discarded the cache entry ${ledger}`)]);
    }
  });

  it('a search page source replaced by a FIFO or a link is removed, named, and cut again', async () => {
    const root = path.join(work, 'site-kinds');
    mkdirSync(path.join(root, 'a'), { recursive: true });
    mkdirSync(path.join(root, 'b'), { recursive: true });
    writeFileSync(path.join(root, 'a/index.html'), '<html><body><p>words a</p></body></html>');
    writeFileSync(path.join(root, 'b/index.html'), '<html><body><p>words b</p></body></html>');
    const folder = path.join(work, 'sources-kinds');
    const ledger = `${folder}.json`;
    const pages = [{ path: 'a/index.html', digest: 'da' }, { path: 'b/index.html', digest: 'db' }];
    await updateSources(root, pages, folder, ledger);
    execFileSync('rm', [path.join(folder, 'a/index.html'), path.join(folder, 'b/index.html')]);
    fifo(path.join(folder, 'a/index.html'));
    writeFileSync(path.join(work, 'elsewhere.html'), 'secret');
    symlinkSync(path.join(work, 'elsewhere.html'), path.join(folder, 'b/index.html'));
    const { warnings, warn } = collect();
    expect(await updateSources(root, pages, folder, ledger, { warn })).toEqual({ folder, kept: 0 });
    expect(warnings.sort()).toEqual([path.join(folder, 'a/index.html'), path.join(folder, 'b/index.html')].map((file) => expect.stringContaining(`discarded the cache entry ${file}`)));
    for (const page of pages) expect(lstatSync(path.join(folder, page.path)).isFile()).toBe(true);
    expect(readFileSync(path.join(work, 'elsewhere.html'), 'utf8')).toBe('secret');
  });
});
