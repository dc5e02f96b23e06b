// The atlas files made while the pages are written in a rebuild (src/integrations/atlasBesidePages.ts),
// then moved into the site by the after-build step: the same bytes as when the step makes
// them, nothing left in the cache, a file gone from the cache made again, said; not in a
// cold build, nor in an archive of the line's size.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LaidOutDebate } from '../../../src/lib/archive/debateRecord.ts';
import { ATLAS_DOWNLOADS } from '../../../src/lib/atlas/atlasDownloads.ts';
import { prepareAfterBuild, prepareAfterBuildBeside, runAfterBuild, runAfterBuildBeside, type AtlasBeside } from '../../../src/integrations/afterBuild.ts';
import { atlasBesideFolder, startAtlasBesidePages } from '../../../src/integrations/atlasBesidePages.ts';
import { recordCache } from '../../../src/site/recordCache.ts';
import { atlasFixture, buildLog, writePagesOf, type AtlasFixture } from '../../support/afterBuildFixture.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const work = tempFolder('da-atlas-beside-');
let debates: LaidOutDebate[];
let loadedAt: AtlasFixture['loaded'];

beforeAll(async () => {
  ({ debates, loaded: loadedAt } = await atlasFixture());
});

/** A cache with the fixture's records, as the content loader leaves it. */
function cacheOf(name: string): string {
  const cache = path.join(work, name, 'cache', 'debate-atlas');
  const records = recordCache(path.join(cache, 'records'));
  for (const debate of debates) records.put(debate);
  return cache;
}

/** `cacheOf(name)` after a first build into `<name>/first` (every debate's downloads cached), and that build's site. */
async function builtOnce(name: string): Promise<{ cache: string; first: string }> {
  const cache = cacheOf(name);
  const first = path.join(work, name, 'first');
  writePagesOf(first, debates);
  await runAfterBuild(await prepareAfterBuild(loadedAt(), first, cache), buildLog().log);
  return { cache, first };
}

/** The atlas files of `site`, by name. */
const atlasFiles = (site: string): Map<string, Buffer> => new Map(ATLAS_DOWNLOADS.map(({ file }) => [file, readFileSync(path.join(site, 'atlas', file))]));

describe('the atlas files made beside the pages', () => {
  it('are moved into the site, byte for byte what the after-build step makes, and leave nothing in the cache', async () => {
    const { cache, first } = await builtOnce('beside');
    const { said, log } = buildLog();
    const beside = await startAtlasBesidePages(loadedAt(), cache, log('downloads'));
    expect(beside?.made?.written.atlasFiles).toBe(ATLAS_DOWNLOADS.length);
    const site = path.join(work, 'beside', 'site');
    writePagesOf(site, debates);
    await runAfterBuild(await prepareAfterBuild(loadedAt(), site, cache, undefined, undefined, beside), log);

    expect(said).toContain('[downloads] making the atlas files while the pages are written');
    expect(said).toContainEqual(expect.stringMatching(/^\[downloads\] wrote the downloads of (\d+) debate\(s\) \(\1 from the cache\) and 5 atlas files \(made while the pages were written; (\d+) of \2 vault notes kept from the last build\)/));
    expect(said.filter((line) => line.includes('warning'))).toEqual([]);
    const made = atlasFiles(site);
    for (const [file, bytes] of atlasFiles(first)) expect(made.get(file)!.equals(bytes), file).toBe(true);
    expect(existsSync(atlasBesideFolder(cache))).toBe(false);
    expect(readdirSync(cache)).not.toContain('atlas-input.v8');
  }, 120_000);

  it('need not be done for the step to begin: the search index is made while they are, then they are moved in', async () => {
    const { cache, first } = await builtOnce('pending');
    const { said, log } = buildLog();
    const beside = startAtlasBesidePages(loadedAt(), cache, log('downloads'))!;
    let release = (_: AtlasBeside) => {};
    const held = new Promise<AtlasBeside>((resolve) => (release = resolve));
    const site = path.join(work, 'pending', 'site');
    writePagesOf(site, debates);
    const { job, atlas } = prepareAfterBuildBeside(loadedAt(), site, cache, undefined, held);
    const step = runAfterBuildBeside(job, atlas, log);
    // The index ends while the atlas files are held back: it never waited for them.
    await expect.poll(() => said.some((line) => line.startsWith('[pagefind] indexed')), { timeout: 60_000, interval: 50 }).toBe(true);
    expect(said.some((line) => line.includes('wrote the downloads of'))).toBe(false);
    release(await beside);
    await step;

    expect(said).toContainEqual(expect.stringMatching(/and 5 atlas files \(made while the pages were written; /));
    const made = atlasFiles(site);
    for (const [file, bytes] of atlasFiles(first)) expect(made.get(file)!.equals(bytes), file).toBe(true);
    expect(readdirSync(cache)).not.toContain('atlas-input.v8');
  }, 120_000);

  it('are made after the pages when the worker beside them could not write their input', async () => {
    const { cache } = await builtOnce('no-input');
    const { said, log } = buildLog();
    const site = path.join(work, 'no-input', 'site');
    writePagesOf(site, debates);
    const { job, atlas } = prepareAfterBuildBeside(loadedAt(), site, cache, undefined, Promise.resolve({}));
    await runAfterBuildBeside(job, atlas, log);
    expect(said).toContainEqual(expect.stringMatching(/and 5 atlas files \(\d+ of \d+ vault notes kept from the last build\) in/));
    for (const { file } of ATLAS_DOWNLOADS) expect(existsSync(path.join(site, 'atlas', file)), file).toBe(true);
  }, 120_000);

  it('are made again after the pages, with a warning, when one of them is gone from the cache', async () => {
    const { cache } = await builtOnce('gone');
    const { said, log } = buildLog();
    const beside = await startAtlasBesidePages(loadedAt(), cache, log('downloads'));
    rmSync(path.join(atlasBesideFolder(cache), 'atlas', 'vault.zip'));
    const site = path.join(work, 'gone', 'site');
    writePagesOf(site, debates);
    await runAfterBuild(await prepareAfterBuild(loadedAt(), site, cache, undefined, undefined, beside), log);

    expect(said).toContainEqual(expect.stringMatching(/^\[downloads\] warning: could not move the atlas files made while the pages were written \(ENOENT.*vault\.zip.*\); they are made again$/));
    expect(said).toContainEqual(expect.stringMatching(/and 5 atlas files \(\d+ of \d+ vault notes kept from the last build\) in/));
    for (const { file } of ATLAS_DOWNLOADS) expect(existsSync(path.join(site, 'atlas', file)), file).toBe(true);
  }, 120_000);

  it('are not started in an archive of the line’s size or more', async () => {
    const { said, log } = buildLog();
    const { cache } = await builtOnce('large');
    expect(startAtlasBesidePages(loadedAt(), cache, log('downloads'), debates.length)).toBeUndefined();
    expect(said).toEqual([]);
  }, 120_000);

  it('are not started in a cold build: the step after the pages has every debate’s downloads to make beside them; what a stopped build left goes', () => {
    const { said, log } = buildLog();
    const cache = cacheOf('cold');
    mkdirSync(path.join(atlasBesideFolder(cache), 'atlas'), { recursive: true });
    writeFileSync(path.join(atlasBesideFolder(cache), 'atlas', 'graph.json'), 'partial');
    expect(startAtlasBesidePages(loadedAt(), cache, log('downloads'))).toBeUndefined();
    expect(said).toEqual([]);
    expect(existsSync(atlasBesideFolder(cache))).toBe(false);
  });
});
