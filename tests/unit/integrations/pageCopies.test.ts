// Astro's incremental page copies sealed by src/integrations/pageCopies.ts: a copy that is
// not what the last build wrote is deleted (Astro then renders its page again), naming it;
// without the seal, or with another manifest, every copy and the manifest are cleared.
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sealedPageDigests, sealPageCopies, verifyPageCopies } from '../../../src/integrations/pageCopies.ts';
import { bytesDigest, SETTLED_NS } from '../../../src/lib/core/cache.ts';
import { settledUnder } from '../../support/changeClock.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const work = tempFolder('da-page-copies-');
/** A cache folder as Astro leaves it: a manifest and a copy per page. */
function astroCache(name: string): string {
  const cacheDir = path.join(work, name);
  mkdirSync(path.join(cacheDir, 'dist/debates/a'), { recursive: true });
  mkdirSync(path.join(cacheDir, 'dist/tags/b'), { recursive: true });
  writeFileSync(path.join(cacheDir, 'incremental-build.json'), '{"version":1,"routes":{}}');
  writeFileSync(path.join(cacheDir, 'dist/debates/a/index.html'), '<p>a</p>');
  writeFileSync(path.join(cacheDir, 'dist/tags/b/index.html'), '<p>b</p>');
  return cacheDir;
}

describe("Astro's page copies", () => {
  it('are kept as the last build sealed them', async () => {
    const cacheDir = astroCache('kept');
    await sealPageCopies(cacheDir);
    const warnings: string[] = [];
    expect(await verifyPageCopies(cacheDir, (message) => warnings.push(message))).toBe(0);
    expect(warnings).toEqual([]);
    expect(existsSync(path.join(cacheDir, 'dist/debates/a/index.html'))).toBe(true);
  });

  it('lose a copy edited or added by hand, named, so that its page is rendered again', async () => {
    const cacheDir = astroCache('edited');
    await sealPageCopies(cacheDir);
    const edited = path.join(cacheDir, 'dist/debates/a/index.html');
    const added = path.join(cacheDir, 'dist/debates/a/extra.html');
    writeFileSync(edited, '<p>a</p><script>alert(1)</script>');
    writeFileSync(added, '<script>alert(2)</script>');
    const warnings: string[] = [];
    expect(await verifyPageCopies(cacheDir, (message) => warnings.push(message))).toBe(2);
    expect(warnings.sort()).toEqual([
      `Astro's page copies: discarded the cache entry ${added} and made it again: the last build did not write it`,
      `Astro's page copies: discarded the cache entry ${edited} and made it again: its bytes do not match the digest sealed when it was written`,
    ]);
    expect(existsSync(edited)).toBe(false);
    expect(existsSync(added)).toBe(false);
    expect(existsSync(path.join(cacheDir, 'dist/tags/b/index.html'))).toBe(true);
  });

  it('lose a copy replaced by a link, to a file or a folder outside, and the target is never read or touched', async () => {
    const cacheDir = astroCache('linked');
    await sealPageCopies(cacheDir);
    const outside = path.join(work, 'linked-outside');
    mkdirSync(path.join(outside, 'pages'), { recursive: true });
    writeFileSync(path.join(outside, 'poison.html'), '<p>POISON</p>');
    writeFileSync(path.join(outside, 'pages/index.html'), '<p>POISON</p>');
    const linkedFile = path.join(cacheDir, 'dist/debates/a/index.html');
    const linkedFolder = path.join(cacheDir, 'dist/debates/c');
    rmSync(linkedFile);
    symlinkSync(path.join(outside, 'poison.html'), linkedFile);
    symlinkSync(path.join(outside, 'pages'), linkedFolder);
    const warnings: string[] = [];
    expect(await verifyPageCopies(cacheDir, (message) => warnings.push(message))).toBe(2);
    const why = 'it is not a regular file (a symbolic link or a special file); links in the cache are never followed';
    expect(warnings.sort()).toEqual([
      `Astro's page copies: discarded the cache entry ${linkedFile} and made it again: ${why}`,
      `Astro's page copies: discarded the cache entry ${linkedFolder} and made it again: ${why}`,
    ]);
    expect(() => lstatSync(linkedFile)).toThrow();
    expect(() => lstatSync(linkedFolder)).toThrow();
    expect(readFileSync(path.join(outside, 'pages/index.html'), 'utf8')).toBe('<p>POISON</p>');
    expect(existsSync(path.join(cacheDir, 'dist/tags/b/index.html'))).toBe(true);
  });

  it('are sealed with their fingerprints once settled, and an edit of the same length is still caught', async () => {
    const cacheDir = astroCache('settled');
    // A file changed within the last second keeps no fingerprint (cache.ts: settled).
    await settledUnder(cacheDir, SETTLED_NS);
    await sealPageCopies(cacheDir);
    const sealFile = path.join(cacheDir, 'debate-atlas/page-copies.json');
    const seal = JSON.parse(readFileSync(sealFile, 'utf8')) as { stats: Record<string, string> };
    expect(Object.keys(seal.stats).sort()).toEqual(['debates/a/index.html', 'tags/b/index.html']);
    // Sealed again with nothing changed: the same seal.
    await sealPageCopies(cacheDir);
    expect(JSON.parse(readFileSync(sealFile, 'utf8'))).toEqual(seal);
    const edited = path.join(cacheDir, 'dist/debates/a/index.html');
    writeFileSync(edited, '<p>b</p>');
    const warnings: string[] = [];
    expect(await verifyPageCopies(cacheDir, (message) => warnings.push(message))).toBe(1);
    expect(warnings).toEqual([`Astro's page copies: discarded the cache entry ${edited} and made it again: its bytes do not match the digest sealed when it was written`]);
    expect(existsSync(path.join(cacheDir, 'dist/tags/b/index.html'))).toBe(true);
  });

  it('give the digests of the pages written from them: sealed with a fingerprint, of the sealed size, under this manifest', async () => {
    const cacheDir = astroCache('digests');
    const outDir = path.join(work, 'digests-out');
    mkdirSync(path.join(outDir, 'debates/a'), { recursive: true });
    mkdirSync(path.join(outDir, 'tags/b'), { recursive: true });
    writeFileSync(path.join(outDir, 'debates/a/index.html'), '<p>a</p>');
    // Not the size of its copy: not the page the copy was written with, so it is read.
    writeFileSync(path.join(outDir, 'tags/b/index.html'), '<p>bb</p>');
    expect(sealedPageDigests(cacheDir, outDir).size, 'no seal').toBe(0);
    await sealPageCopies(cacheDir);
    expect(sealedPageDigests(cacheDir, outDir).size, 'copies too new for a fingerprint').toBe(0);
    await settledUnder(cacheDir, SETTLED_NS);
    await sealPageCopies(cacheDir);
    expect([...sealedPageDigests(cacheDir, outDir)]).toEqual([['debates/a/index.html', bytesDigest('<p>a</p>')]]);
    writeFileSync(path.join(cacheDir, 'incremental-build.json'), '{"version":1,"routes":{"x":{}}}');
    expect(sealedPageDigests(cacheDir, outDir).size, 'another manifest').toBe(0);
  });

  it('are all cleared, with the manifest, when there is no seal or the manifest is not the sealed one', async () => {
    for (const [name, spoil] of [
      ['unsealed', (cacheDir: string) => rmSync(path.join(cacheDir, 'debate-atlas/page-copies.json'))],
      ['manifest', (cacheDir: string) => writeFileSync(path.join(cacheDir, 'incremental-build.json'), '{"version":1,"routes":{"x":{}}}')],
    ] as const) {
      const cacheDir = astroCache(name);
      await sealPageCopies(cacheDir);
      spoil(cacheDir);
      const warnings: string[] = [];
      expect(await verifyPageCopies(cacheDir, (message) => warnings.push(message))).toBe(2);
      expect(warnings).toEqual([expect.stringContaining(`Astro's page copies in ${path.join(cacheDir, 'dist')} were not sealed by the last build`)]);
      expect(readdirSync(cacheDir).sort()).toEqual(['debate-atlas']);
    }
  });
});
