// The downloads integration's file work (src/integrations/downloadFiles.ts), on a real
// archive in temporary folders: each debate's files made once into a cache entry under
// its digest, linked into the output, the atlas files written beside the map, stale
// entries removed, and no path outside the output folder.
import { appendFileSync, existsSync, readFileSync, readdirSync, rmSync, statSync, mkdirSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadArchive } from '../../../src/lib/archive/loadArchive.ts';
import type { LaidOutDebate } from '../../../src/lib/archive/debateRecord.ts';
import { layoutAtlas } from '../../../src/lib/layout/layoutAtlas.ts';
import { layoutGraph } from '../../../src/lib/layout/layoutGraph.ts';
import { ATLAS_DOWNLOADS, atlasDownloadSource } from '../../../src/lib/atlas/atlasDownloads.ts';
import { DEBATE_DOWNLOADS } from '../../../src/lib/export/downloads.ts';
import { cachedDigests, pruneCache, stampCache } from '../../../src/integrations/downloadCache.ts';
import { inside } from '../../../src/integrations/downloadCopies.ts';
import { publishAtlasDownloads, publishDebateDownloads, renderIntoCache, writeChunks } from '../../../src/integrations/downloadFiles.ts';
import { prepareAfterBuild, runAfterBuild } from '../../../src/integrations/afterBuild.ts';
import { recordCache } from '../../../src/site/recordCache.ts';
import type { MergeResult } from '../../../src/lib/merge/mergeDebates.ts';
import { devDownload } from '../../../src/site/devDownloads.ts';
import { exportMergedGraph } from '../../../src/lib/atlas/exportMergedGraph.ts';
import { exportAif } from '../../../src/lib/export/exportAif.ts';
import { exportGexf } from '../../../src/lib/export/exportGexf.ts';
import { exportGraphMl } from '../../../src/lib/export/exportGraphMl.ts';
import { stableJson } from '../../../src/lib/export/exportGraphJson.ts';
import { exportObsidianVault } from '../../../src/lib/export/exportObsidianVault.ts';
import { zipFiles } from '../../../src/lib/export/zipFiles.ts';
import { pastChangesUnder } from '../../support/changeClock.ts';
import { buildLog, writePagesOf } from '../../support/afterBuildFixture.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const work = tempFolder('da-downloads-');
let debates: LaidOutDebate[];
let merge: MergeResult;

beforeAll(async () => {
  const archive = await loadArchive('tests/fixtures/sites/atlas/debates', process.cwd(), { pipelineVersion: 'test' });
  expect(archive.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  debates = archive.debates.map((d) => ({ ...d, layout: layoutGraph(d.graph, d.slug) }));
  merge = archive.merge!;
});

const toRender = (d: LaidOutDebate) => ({ ...d, digest: d.digest! });
const toPublish = (d: LaidOutDebate) => ({ digest: d.digest!, slug: d.slug });
const atlasSource = () => atlasDownloadSource(merge.atlas, layoutAtlas(merge.atlas, new Map(debates.map((d) => [d.slug, d.layout]))), debates);

describe('downloads written from a cache', () => {
  it('makes each debate’s files once, under its digest, and copies them into the output', async () => {
    const cache = path.join(work, 'cache');
    const out = path.join(work, 'dist');
    await renderIntoCache(debates.map(toRender), cache);
    expect([...(await cachedDigests(cache))].sort()).toEqual(debates.map((d) => d.digest!).sort());
    expect(readdirSync(cache).filter((entry) => entry.startsWith('.'))).toEqual([]);

    await publishDebateDownloads(out, debates.map(toPublish), cache);
    const published = atlasSource();
    const order: string[] = [];
    await publishAtlasDownloads(out, published, (file) => void order.push(file));
    // graph.json first, and the merge it alone reads let go of once it is written.
    expect(order).toEqual(['graph.json', 'vault.zip', 'atlas.aif.json', 'atlas.graphml', 'atlas.gexf']);
    expect(published.merged).toBeUndefined();
    for (const debate of debates) {
      for (const download of DEBATE_DOWNLOADS) {
        const published = path.join(out, 'debates', ...debate.slug.split('/'), download.file);
        const expected = download.render(debate);
        expect(readFileSync(published).equals(Buffer.from(expected)), `${debate.slug}/${download.file}`).toBe(true);
        // A file of its own, not the cache entry's: an edit to the cache never reaches a published site (probe 36 B9).
        expect(statSync(published).ino).not.toBe(statSync(path.join(cache, debate.digest!, download.file)).ino);
      }
    }
    // Written in chunks, each atlas file is byte for byte what its exporter makes whole.
    const source = atlasSource();
    const whole: Record<string, () => string | Uint8Array> = {
      'graph.json': () => exportMergedGraph(source.merged!.atlas, source.merged!.layout),
      'atlas.aif.json': () => exportAif(source.subject.graph).text,
      'atlas.graphml': () => exportGraphMl(source.subject),
      'atlas.gexf': () => exportGexf(source.subject),
      'vault.zip': () => zipFiles(exportObsidianVault(source.subject), 'debate-atlas-vault'),
    };
    expect(ATLAS_DOWNLOADS.map((d) => d.file).sort()).toEqual(Object.keys(whole).sort());
    for (const download of ATLAS_DOWNLOADS) {
      expect(readFileSync(path.join(out, 'atlas', download.file)).equals(Buffer.from(whole[download.file]!())), download.file).toBe(true);
    }
    const text = readFileSync(path.join(out, 'atlas', 'graph.json'), 'utf8');
    const graph = JSON.parse(text) as { nodes: unknown[] };
    expect(graph.nodes.length).toBe(merge.atlas.nodes.length);
    // JSON.stringify's own layout, though no string of the whole file was ever made.
    expect(stableJson(graph)).toBe(text);
  });

  it('a second output needs no rendering: every file comes from the cache, and an edit to the cache reaches neither', async () => {
    const cache = path.join(work, 'cache');
    const again = path.join(work, 'dist-again');
    await publishDebateDownloads(again, debates.map(toPublish), cache);
    const first = debates[0]!;
    const published = [again, path.join(work, 'dist')].map((root) => path.join(root, 'debates', ...first.slug.split('/'), 'concepts.md'));
    expect(readFileSync(published[0]!)).toEqual(readFileSync(published[1]!));
    const before = readFileSync(published[0]!);
    appendFileSync(path.join(cache, first.digest!, 'concepts.md'), '\n<script>alert("cache")</script>\n');
    for (const file of published) expect(readFileSync(file)).toEqual(before);
  });

  it('discards an entry whose files are not what was made (edited, cut short, unsealed), naming it, so it is made again', async () => {
    const cache = path.join(work, 'cache-poisoned');
    await renderIntoCache(debates.map(toRender), cache);
    const [edited, truncated, unsealed, sound] = debates.map((d) => path.join(cache, d.digest!));
    writeFileSync(path.join(edited!, 'graph.json'), readFileSync(path.join(edited!, 'graph.json'), 'utf8').replace('"', '"<script>alert(1)</script>'));
    writeFileSync(path.join(truncated!, 'vault.zip'), readFileSync(path.join(truncated!, 'vault.zip')).subarray(0, 10));
    rmSync(path.join(unsealed!, 'seal.json'));
    const warnings: string[] = [];
    expect([...(await cachedDigests(cache, (message) => warnings.push(message)))]).toEqual([path.basename(sound!)]);
    expect(warnings.sort()).toEqual([
      `the downloads' cache: discarded the cache entry ${edited} and made it again: graph.json does not match the digest sealed when it was made`,
      `the downloads' cache: discarded the cache entry ${truncated} and made it again: vault.zip does not match the digest sealed when it was made`,
      `the downloads' cache: discarded the cache entry ${unsealed} and made it again: it has no readable seal (not written by this build, or cut short)`,
    ].sort());
    expect(readdirSync(cache)).toEqual([path.basename(sound!)]);
  });

  // Probe 10, CPh: a file where the folder goes failed every build until removed by hand.
  it('removes a file standing where the cache folder goes, naming it, and makes the folder', async () => {
    const cache = path.join(work, 'cache-a-file');
    writeFileSync(cache, 'x');
    const warnings: string[] = [];
    expect([...(await cachedDigests(cache, (message) => warnings.push(message)))]).toEqual([]);
    expect(warnings).toEqual([`the downloads' cache: discarded the cache entry ${cache} and made it again: a file or link stood where its folder goes`]);
    expect(statSync(cache).isDirectory()).toBe(true);
  });

  it('keeps a stamped entry unread, and still discards one changed after the stamp, its time set back or its file a link', async () => {
    const cache = path.join(work, 'cache-stamped');
    await renderIntoCache(debates.map(toRender), cache);
    const keys = debates.map((d) => d.digest!);
    // The stamp leaves out files changed in the kernel clock's last tick; past it, every entry is stamped.
    await pastChangesUnder(cache);
    await stampCache(cache, keys);
    const stamped = JSON.parse(readFileSync(`${cache}-stamp.json`, 'utf8')) as { entries: Record<string, Record<string, string>> };
    expect(Object.keys(stamped.entries).sort()).toEqual([...keys].sort());
    expect(Object.keys(stamped.entries[keys[0]!]!).sort()).toEqual([...DEBATE_DOWNLOADS.map((d) => d.file), 'seal.json'].sort());
    const quiet: string[] = [];
    expect([...(await cachedDigests(cache, (message) => quiet.push(message)))].sort()).toEqual([...keys].sort());
    expect(quiet).toEqual([]);

    const [backdated, linked] = keys.map((key) => path.join(cache, key));
    const graph = path.join(backdated!, 'graph.json');
    const { atime, mtime } = statSync(graph);
    writeFileSync(graph, readFileSync(graph, 'utf8').replace('"', '"<script>alert(1)</script>'));
    utimesSync(graph, atime, mtime);
    const outside = path.join(work, 'outside-graph.json');
    writeFileSync(outside, readFileSync(path.join(linked!, 'graph.json')));
    rmSync(path.join(linked!, 'graph.json'));
    symlinkSync(outside, path.join(linked!, 'graph.json'));
    const warnings: string[] = [];
    const sound = await cachedDigests(cache, (message) => warnings.push(message));
    expect([...sound].sort()).toEqual(keys.slice(2).sort());
    expect(warnings.sort()).toEqual([
      `the downloads' cache: discarded the cache entry ${backdated} and made it again: graph.json does not match the digest sealed when it was made`,
      `the downloads' cache: discarded the cache entry ${linked} and made it again: graph.json is not a regular file (a symbolic link or a special file); links in the cache are never followed`,
    ].sort());
  });

  it('removes the entries no debate uses any more and old leftovers, never a write in flight', async () => {
    const cache = path.join(work, 'cache');
    const leftover = path.join(cache, '.left-by-a-crash.123.tmp');
    mkdirSync(leftover);
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(leftover, twoHoursAgo, twoHoursAgo);
    const inFlight = '.being-written.456.tmp';
    mkdirSync(path.join(cache, inFlight));
    const kept = debates.slice(1).map((d) => d.digest!);
    expect(await pruneCache(cache, new Set(kept))).toBe(2);
    expect(readdirSync(cache).sort()).toEqual([...kept, inFlight].sort());
  });

  it('never writes outside the output folder, whatever a slug says', () => {
    expect(() => inside('/site', 'debates', '..', '..', 'etc')).toThrow(/outside/);
    expect(() => inside('/site', '..')).toThrow(/outside/);
    expect(inside('/site', 'debates', '2026', 'ok')).toBe(path.resolve('/site/debates/2026/ok'));
  });
});

// Probe 5 (FAIL 2, FO-after): a full output disk while the atlas files were written gave
// Node's `Error: ENOSPC: no space left on device, write` with a 10-frame stack and no path.
describe('a download that cannot be written', () => {
  it('is a WriteError naming the file and the fault, with no stack, and leaves no partial file', async () => {
    const dir = tempFolder('da-full-disk-');
    try {
      // /dev/full takes an open and refuses every write with ENOSPC: a full disk, without one.
      const file = path.join(dir, 'graph.json');
      symlinkSync('/dev/full', file);
      const failure = await writeChunks(file, ['{"nodes": [', 'x'.repeat(2 << 20), ']}']).then(() => undefined, (error: unknown) => error as Error);
      expect(failure?.message).toBe(`could not write ${file}: no space left on the device, ENOSPC`);
      expect(failure?.stack).toBe('');
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('downloads in astro dev', () => {
  it('serves the file a request names, under the base path, from the same tables', () => {
    const loaded = { merge, debates, atlasLayout: layoutAtlas(merge.atlas, new Map(debates.map((d) => [d.slug, d.layout]))) };
    const debate = debates[0]!;
    const encoded = debate.slug.split('/').map(encodeURIComponent).join('/');
    const served = devDownload(`/repo/debates/${encoded}/graph.gexf?download=1`, '/repo/', loaded);
    expect(served?.contentType).toBe('application/xml');
    expect(served?.body).toBe(DEBATE_DOWNLOADS.find((d) => d.file === 'graph.gexf')!.render(debate));
    expect(devDownload('/repo/atlas/atlas.graphml', '/repo/', loaded)?.contentType).toBe('application/graphml+xml');
    // Anything else is left to Astro: pages, other bases, unknown files and debates, bad escapes.
    for (const url of [`/repo/debates/${encoded}/`, `/debates/${encoded}/graph.json`, `/repo/debates/${encoded}/notes.txt`, '/repo/debates/2026/nobody/graph.json', '/repo/debates/%E0%A4%A/graph.json', '/repo/atlas/atlas-data.json']) {
      expect(devDownload(url, '/repo/', loaded), url).toBeUndefined();
    }
    expect(devDownload('/atlas/vault.zip', '/', undefined)).toBeUndefined();
  });
});

describe('the after-build step, with its pool of worker processes', () => {
  const pagesOf = (out: string) => writePagesOf(out, debates);
  const loadedAt = () => ({ merge, debates, atlasLayout: layoutAtlas(merge.atlas, new Map(debates.map((d) => [d.slug, d.layout]))) });

  it('writes what the direct writers write, indexes the site, checks it, and takes every debate from the cache the second time', async () => {
    const loaded = loadedAt();
    const direct = path.join(work, 'atlas-direct');
    await publishAtlasDownloads(direct, atlasDownloadSource(merge.atlas, loaded.atlasLayout, debates));
    const cache = path.join(work, 'cache-step', 'debate-atlas');
    // The records as the content loader caches them.
    const records = recordCache(path.join(cache, 'records'));
    for (const debate of debates) records.put(debate);
    const { said, log } = buildLog();
    for (const run of [1, 2]) {
      const out = path.join(work, `dist-step-${run}`);
      pagesOf(out);
      await runAfterBuild(await prepareAfterBuild(loaded, out, cache), log);
      for (const { file } of ATLAS_DOWNLOADS) {
        expect(readFileSync(path.join(out, 'atlas', file)).equals(readFileSync(path.join(direct, 'atlas', file))), file).toBe(true);
      }
      for (const debate of debates) {
        for (const { file } of DEBATE_DOWNLOADS) expect(readFileSync(path.join(out, 'debates', ...debate.slug.split('/'), file), 'utf8')).toEqual(String(DEBATE_DOWNLOADS.find((d) => d.file === file)!.render(debate)));
        // Copied from the cache (run 2, in the build's own process): the downloads only, never the entry's seal.
        const folder = path.join(out, 'debates', ...debate.slug.split('/'));
        expect(readdirSync(folder).filter((f) => !f.endsWith('.html')).sort(), `run ${run}`).toEqual(DEBATE_DOWNLOADS.map((d) => d.file).sort());
      }
    }
    expect(said.filter((line) => line.includes('wrote the downloads'))).toEqual([
      expect.stringContaining(`[downloads] wrote the downloads of ${debates.length} debate(s) (0 from the cache) and 5 atlas files`),
      expect.stringContaining(`[downloads] wrote the downloads of ${debates.length} debate(s) (${debates.length} from the cache) and 5 atlas files`),
    ]);
    expect(said.filter((line) => line.startsWith('[site-complete] all '))).toHaveLength(2);
  }, 120_000);

  it('warns through the build log of a damaged vault cache, refuses an atlas input changed after the build, and leaves no input behind (probe 15, row 14)', async () => {
    const cache = path.join(work, 'cache-handover', 'debate-atlas');
    const records = recordCache(path.join(cache, 'records'));
    for (const debate of debates) records.put(debate);
    const { said, log } = buildLog();
    const first = path.join(work, 'dist-handover-1');
    pagesOf(first);
    await runAfterBuild(await prepareAfterBuild(loadedAt(), first, cache), log);
    expect(readdirSync(cache)).not.toContain('atlas-input.v8');
    const vault = path.join(cache, 'atlas', 'vault-entries.bin');
    writeFileSync(vault, readFileSync(vault).subarray(0, Math.floor(statSync(vault).size / 2)));

    const second = path.join(work, 'dist-handover-2');
    pagesOf(second);
    await runAfterBuild(await prepareAfterBuild(loadedAt(), second, cache), log);
    expect(said).toContainEqual(expect.stringMatching(/^\[downloads\] warning: \S+vault-entries\.bin: \d+ kept vault record\(s\) did not match their checksum or were cut short/));

    const third = path.join(work, 'dist-handover-3');
    pagesOf(third);
    const job = await prepareAfterBuild(loadedAt(), third, cache);
    const input = path.join(cache, 'atlas-input.v8');
    const bytes = readFileSync(input);
    bytes[bytes.length >> 1]! ^= 0xff;
    writeFileSync(input, bytes);
    await expect(runAfterBuild(job, log)).rejects.toThrow(`${input}, the atlas this build handed to its after-build step, is not what the build wrote`);
    expect(existsSync(input)).toBe(false);
  }, 120_000);

  it('fails naming the debate whose record is not in the record cache, and publishes nothing as complete', async () => {
    const out = path.join(work, 'dist-no-records');
    pagesOf(out);
    const { said, log } = buildLog();
    const job = await prepareAfterBuild(loadedAt(), out, path.join(work, 'cache-no-records', 'debate-atlas'));
    await expect(runAfterBuild(job, log)).rejects.toThrow(`the record of ${debates[0]!.slug} is not in the record cache`);
    expect(said.some((message) => message.startsWith('[site-complete] all '))).toBe(false);
  }, 120_000);
});
