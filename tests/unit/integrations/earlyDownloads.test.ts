// The debates' downloads made into the cache while the pages are written
// (src/integrations/earlyDownloads.ts), then published by the after-build step: the same
// files as when the step makes them all, none made twice, and an entry edited after it was
// made is found and made again.
import { appendFileSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadArchive } from '../../../src/lib/archive/loadArchive.ts';
import type { LaidOutDebate } from '../../../src/lib/archive/debateRecord.ts';
import { layoutAtlas } from '../../../src/lib/layout/layoutAtlas.ts';
import { layoutGraph } from '../../../src/lib/layout/layoutGraph.ts';
import type { MergeResult } from '../../../src/lib/merge/mergeDebates.ts';
import { DEBATE_DOWNLOADS } from '../../../src/lib/export/downloads.ts';
import { debatesToPublish, prepareAfterBuild, runAfterBuild } from '../../../src/integrations/afterBuild.ts';
import { EARLY_FROM, earlyFromEnv, startEarlyDownloads } from '../../../src/integrations/earlyDownloads.ts';
import { recordCache } from '../../../src/site/recordCache.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const work = tempFolder('da-early-');
let debates: LaidOutDebate[];
let merge: MergeResult;

beforeAll(async () => {
  const archive = await loadArchive('tests/fixtures/sites/atlas/debates', process.cwd(), { pipelineVersion: 'test' });
  debates = archive.debates.map((d) => ({ ...d, layout: layoutGraph(d.graph, d.slug) }));
  merge = archive.merge!;
});

const loadedAt = () => ({ merge, debates, atlasLayout: layoutAtlas(merge.atlas, new Map(debates.map((d) => [d.slug, d.layout]))) });

/** A site as `astro build` leaves it: a searchable page per debate, and the atlas's. */
function pagesOf(out: string): void {
  for (const page of [...debates.map((d) => `debates/${d.slug}/index.html`), 'atlas/index.html']) {
    mkdirSync(path.dirname(path.join(out, page)), { recursive: true });
    writeFileSync(path.join(out, page), `<!doctype html><html lang="en"><head><title>${page}</title></head><body><main data-pagefind-body><h1>${page}</h1></main></body></html>`);
  }
}

function recorder() {
  const said: string[] = [];
  const log = (part: string) => ({ info: (message: string) => void said.push(`[${part}] ${message}`), warn: (message: string) => void said.push(`[${part}] warning: ${message}`) });
  return { said, log };
}

/** Every debate's published downloads are what its exporters make. */
function expectPublished(out: string): void {
  for (const debate of debates) {
    for (const download of DEBATE_DOWNLOADS) {
      expect(readFileSync(path.join(out, 'debates', ...debate.slug.split('/'), download.file), 'utf8'), `${debate.slug} ${download.file}`).toEqual(String(download.render(debate)));
    }
  }
}

/** A build's cache with the records of `cached` in it, and the worker started on every debate (the line at one). */
function started(name: string, cached: readonly LaidOutDebate[] = debates) {
  const cache = path.join(work, name, 'debate-atlas');
  const records = recordCache(path.join(cache, 'records'));
  for (const debate of cached) records.put(debate);
  const { said, log } = recorder();
  const early = startEarlyDownloads(debatesToPublish(loadedAt()), cache, log('downloads'), 1)!;
  return { cache, said, log, early, out: path.join(work, name, 'dist') };
}

describe('downloads made while the pages are written', () => {
  it('draw the line at 2,000 debates to make, or at the whole number the environment gives', () => {
    expect(earlyFromEnv({})).toBe(EARLY_FROM);
    expect(EARLY_FROM).toBe(2_000);
    expect(earlyFromEnv({ DEBATE_ATLAS_DOWNLOADS_BESIDE_PAGES_FROM: '100' })).toBe(100);
    for (const odd of ['', 'many', '0', '-5', '1.5']) expect(earlyFromEnv({ DEBATE_ATLAS_DOWNLOADS_BESIDE_PAGES_FROM: odd }), odd).toBe(EARLY_FROM);
  });

  it('start no worker when fewer debates than the line have no cache entry', () => {
    const cache = path.join(work, 'few', 'debate-atlas');
    expect(startEarlyDownloads(debatesToPublish(loadedAt()), cache, recorder().log('downloads'), debates.length + 1)).toBeUndefined();
  });

  it('are published as the after-build step would make them, and not made again by it', async () => {
    const { cache, said, log, early, out } = started('all');
    await early.idle;
    expect(await early.stop()).toBe(debates.length);
    expect(readdirSync(path.join(cache, 'downloads')).filter((name) => !name.startsWith('.'))).toHaveLength(debates.length);
    // Stamped as made, so the after-build step does not read them back to check them.
    const stamp = JSON.parse(readFileSync(path.join(cache, 'downloads-stamp.json'), 'utf8')) as { entries: Record<string, unknown> };
    expect(Object.keys(stamp.entries).sort()).toEqual(debates.map((d) => d.digest).sort());
    pagesOf(out);
    await runAfterBuild(await prepareAfterBuild(loadedAt(), out, cache, undefined, debates.length), log);
    expectPublished(out);
    expect(said.filter((line) => line.includes('wrote the downloads'))).toEqual([
      expect.stringContaining(`[downloads] wrote the downloads of ${debates.length} debate(s) (${debates.length} made while the pages were written, 0 from the last build)`),
    ]);
    expect(said.filter((line) => line.includes('warning'))).toEqual([]);
  }, 120_000);

  it('stopped before it began, leaves every debate to the after-build step', async () => {
    const { cache, said, log, early, out } = started('none');
    const made = await early.stop();
    expect(made).toBeLessThanOrEqual(debates.length);
    pagesOf(out);
    await runAfterBuild(await prepareAfterBuild(loadedAt(), out, cache, undefined, made), log);
    expectPublished(out);
    expect(said.filter((line) => line.includes('warning'))).toEqual([]);
  }, 120_000);

  it('skips a debate whose record is not cached, which the after-build step then names', async () => {
    const { cache, log, early, out } = started('missing', debates.slice(1));
    await early.idle;
    expect(await early.stop()).toBe(debates.length - 1);
    pagesOf(out);
    await expect(runAfterBuild(await prepareAfterBuild(loadedAt(), out, cache, undefined, debates.length - 1), log)).rejects.toThrow(`the record of ${debates[0]!.slug} is not in the record cache`);
  }, 120_000);

  it('an entry edited after it was made is discarded, named, and made again', async () => {
    const { cache, said, log, early, out } = started('edited');
    await early.idle;
    await early.stop();
    const digest = debates[0]!.digest!;
    appendFileSync(path.join(cache, 'downloads', digest, DEBATE_DOWNLOADS[0]!.file), 'edited');
    pagesOf(out);
    await runAfterBuild(await prepareAfterBuild(loadedAt(), out, cache, undefined, debates.length), log);
    expectPublished(out);
    expect(said).toContainEqual(expect.stringMatching(new RegExp(`^\\[downloads\\] warning: .*${digest}`)));
  }, 120_000);
});
