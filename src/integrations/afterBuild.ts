// The one step after `astro build` has written the pages: the downloads and the atlas files
// (a worker pool), the search index, the final check, then the site published whole
// (docs/decisions/one-build-runner.md, publish-whole.md).
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { rm } from 'node:fs/promises';
import { serialize } from 'node:v8';
import type { AstroIntegrationLogger } from 'astro';
import Tinypool from 'tinypool';
import { ATLAS_DOWNLOADS } from '../lib/atlas/atlasDownloads.ts';
import { writeFileAtomic } from '../lib/core/atomicWrite.ts';
import { bytesDigest } from '../lib/core/digest.ts';
import { makeFolder } from '../lib/core/makeFolder.ts';
import { say } from '../lib/core/terminalText.ts';
import type { LoadedArchive } from '../site/loadedArchive.ts';
import type { AfterBuildTask, AtlasFilesWritten, AtlasInput, TaskOutcome } from './afterBuildWorker.ts';
import { cachedDigests, pruneCache, stampCache } from './downloadCache.ts';
import { copyCachedDownloads, type DebateToPublish } from './downloadCopies.ts';
import { moveFile } from './linkOrCopy.ts';
import { locatedError } from './locatedError.ts';
import { oldOutputFolder, publishedFolderOf, publishOutput } from './outputFolder.ts';
import { buildOwner, releaseCache, releaseStaging } from './buildLock.ts';
import { indexInWorker } from './pagefindProcess.ts';
import { checkPublished, expectedSite, type ExpectedSite } from './publishedSite.ts';

export type Logger = Pick<AstroIntegrationLogger, 'info' | 'warn'>;
/** The build log's label of each part of the step: `[debate-atlas:<part>]`. */
export type LoggerFor = (part: 'downloads' | 'pagefind' | 'site-complete') => Logger;

/** What the step needs, as JSON: scripts/build.ts reads it from the file the build wrote. */
export interface AfterBuildJob {
  /** Where the build wrote the site: the staging folder of the output folder (outputFolder.ts). */
  outDir: string;
  /** The output folder (`--outDir` included) the complete site is renamed to; unset, it stays in outDir. */
  publishTo?: string | undefined;
  /** The build's cache: <cacheDir>/debate-atlas. */
  cache: string;
  debates: DebateToPublish[];
  expected: ExpectedSite;
  /** Searchable pages per part of the search index (pagefindIndex.ts); unset, one index. */
  pagesPerIndex?: number | undefined;
  /** The digest of the atlas input this build wrote: the worker reads nothing else. */
  atlasInputDigest: string;
  /** The digests of the debates whose downloads this build made into the cache while it wrote the pages (earlyDownloads.ts). */
  madeBesidePages?: string[] | undefined;
  /** The atlas files this build made while it wrote the pages (atlasBesidePages.ts): moved into the site, not made again. */
  atlasMade?: AtlasMade | undefined;
}

/** Atlas files made before the after-build step: `<folder>/atlas/<file>`, and what the worker said of them. */
export interface AtlasMade {
  folder: string;
  written: AtlasFilesWritten;
}

/** What the atlas worker beside the pages leaves: the input it wrote (unless that failed), and the files it made (unless that failed). */
export interface AtlasBeside {
  inputDigest?: string | undefined;
  made?: AtlasMade | undefined;
}

/** Debates per task: a worker holds one batch of records at a time (and the early worker can be stopped between two). */
export const DEBATES_PER_TASK = 50;

export const atlasInputFile = (cache: string): string => path.join(cache, 'atlas-input.v8');
/** The vault's deflated notes, kept from one build to the next (deflatedEntries.ts). */
export const vaultCacheFile = (cache: string): string => path.join(cache, 'atlas', 'vault-entries.bin');

/**
 * The job for a build of `loaded` into `outDir`, with the atlas input written into the
 * cache, unless the worker beside the pages wrote it (`beside`).
 */
export async function prepareAfterBuild(loaded: LoadedArchive, outDir: string, cache: string, pagesPerIndex?: number, madeBesidePages?: string[], beside: AtlasBeside = {}): Promise<AfterBuildJob> {
  const atlasInputDigest = beside.inputDigest ?? (await writeAtlasInput(loaded, cache));
  return { outDir, publishTo: publishedFolderOf(outDir), cache, debates: debatesToPublish(loaded), expected: expectedSite(loaded), pagesPerIndex, atlasInputDigest, madeBesidePages, atlasMade: beside.made };
}

/**
 * The job for a build whose atlas files are being made beside the pages (`beside`): the step
 * starts without them; its atlas part follows, with the input written here if the worker
 * beside the pages could not write it.
 */
export function prepareAfterBuildBeside(loaded: LoadedArchive, outDir: string, cache: string, pagesPerIndex: number | undefined, beside: Promise<AtlasBeside>): { job: StepJob; atlas: Promise<AtlasPart> } {
  const job: StepJob = { outDir, publishTo: publishedFolderOf(outDir), cache, debates: debatesToPublish(loaded), expected: expectedSite(loaded), pagesPerIndex };
  const atlas = beside.then(async (made) => ({ atlasInputDigest: made.inputDigest ?? (await writeAtlasInput(loaded, cache)), atlasMade: made.made }));
  return { job, atlas };
}

/** Writes what the atlas files are made from into the cache; returns its bytes' digest. */
export async function writeAtlasInput(loaded: LoadedArchive, cache: string): Promise<string> {
  const { nodes, ...rest } = loaded.merge.atlas;
  // Each node's per-debate entries are a quarter of the atlas, and no file reads them.
  const input: AtlasInput = {
    atlas: { ...rest, nodes: nodes.map(({ perDebate: _, ...fields }) => fields) },
    layout: loaded.atlasLayout,
    titles: loaded.debates.map((d) => ({ slug: d.slug, title: d.title, format: d.format })),
  };
  const bytes = serialize(input);
  try {
    await makeFolder(cache);
    await writeFileAtomic(atlasInputFile(cache), bytes);
  } catch (error) {
    throw locatedError(`the build's cache folder ${cache} cannot be used (${error instanceof Error ? error.message : String(error)}): free the disk, or remove what stands in its place`);
  }
  return bytesDigest(bytes);
}

/** Each debate's cache entry of downloads (its record's digest) and where they go. */
export function debatesToPublish(loaded: LoadedArchive): DebateToPublish[] {
  return loaded.debates.map((d) => {
    if (d.digest === undefined) throw new Error(`${d.file} has no digest`);
    return { digest: d.digest, slug: d.slug };
  });
}

/** The job without its atlas part, which can follow once the atlas files made beside the pages are done (atlasBesidePages.ts). */
export type StepJob = Omit<AfterBuildJob, 'atlasInputDigest' | 'atlasMade'>;
/** What the step needs of the atlas: the input to make its files from, or the files already made. */
export type AtlasPart = Pick<AfterBuildJob, 'atlasInputDigest' | 'atlasMade'>;

/** Runs the step: downloads and atlas files, the search index, the final check; the process is held until it ends. */
export const runAfterBuild = (job: AfterBuildJob, log: LoggerFor): Promise<void> => runAfterBuildBeside(job, Promise.resolve(job), log);

/**
 * The same step, begun while the atlas files are still being made beside the pages: the
 * search index and the debates' downloads start at once, the atlas files are moved in when
 * `atlas` settles (docs/decisions/one-build-runner.md).
 */
export async function runAfterBuildBeside(job: StepJob, atlas: Promise<AtlasPart>, log: LoggerFor): Promise<void> {
  // The pool's idle workers do not keep the process alive, and a process with nothing
  // else to wait for would end here with code 0, the site unfinished: the step holds it.
  const held = setInterval(() => {}, 60_000);
  try {
    await runSteps(job, atlas, log);
  } finally {
    clearInterval(held);
  }
}

async function runSteps(job: StepJob, atlas: Promise<AtlasPart>, log: LoggerFor): Promise<void> {
  const started = performance.now();
  const downloads = writeDownloads(job, atlas, log('downloads')).then((written) => {
    const took = `${((performance.now() - started) / 1000).toFixed(1)} s`;
    log('downloads').info(`wrote the downloads of ${written.debates} debate(s) (${describeCached(written.fromCache, written.madeBesidePages)}) and ${describeAtlasFiles(written.atlas, written.atlasBesidePages)} in ${took}`);
  });
  // Beside the atlas files, at every size: on two cores the index takes the core the atlas
  // worker leaves once the debates' files are made (in a large build, most while the pages
  // were written: earlyDownloads.ts; docs/decisions/downloads-beside-pages.md).
  const index = indexInWorker(job.outDir, log('pagefind'), { pagesPerIndex: job.pagesPerIndex, searchStore: path.join(job.cache, 'search'), pageCopies: path.dirname(job.cache) });
  // Both end before the build does, whichever fails: no worker is left writing into the site.
  const failed = (await Promise.allSettled([downloads, index])).find((result) => result.status === 'rejected');
  if (failed !== undefined) throw failed.reason;
  await checkPublished(job.outDir, job.expected, job.publishTo);
  log('site-complete').info(`all ${job.expected.files.length} files the build was to publish are there (every debate's page and downloads, the atlas files, the search index)`);
  if (job.publishTo !== undefined) {
    // Until here the last output folder is as it was; now the whole site replaces it at once.
    const { deleted, left } = publishOutput(job.outDir, job.publishTo, oldOutputFolder(path.dirname(job.cache)));
    releaseStaging(job.outDir, buildOwner());
    log('site-complete').info(say`published ${job.publishTo}`);
    if (left !== undefined) log('site-complete').info(say`the last output waits in ${left} for the next build, which deletes it as it starts`);
    await deleted.catch((error: unknown) => log('site-complete').warn(say`could not delete the last build's output: ${error instanceof Error ? error.message : String(error)}`));
  }
  // After the last copy of the downloads' entries: the next build reads only those changed since.
  await stampCache(downloadsCache(job), job.debates.map((d) => d.digest)).catch((error: unknown) =>
    log('downloads').warn(say`could not stamp the downloads' cache ${downloadsCache(job)} (the site is complete; the next build reads every entry again): ${error instanceof Error ? error.message : String(error)}`));
  releaseCache(path.dirname(job.cache), buildOwner());
}

const downloadsCache = (job: StepJob): string => path.join(job.cache, 'downloads');

/**
 * `12 from the cache`, or with some made beside the pages `10 made while the pages were
 * written, 2 from the last build` (`madeBesidePages`: those of the cached ones made so).
 */
const describeCached = (fromCache: number, madeBesidePages: number): string =>
  madeBesidePages === 0 ? `${fromCache} from the cache` : `${madeBesidePages} made while the pages were written, ${fromCache - madeBesidePages} from the last build`;

/** `5 atlas files (made while the pages were written; 28,600 of 28,634 vault notes kept from the last build)`, for the build log. */
export function describeAtlasFiles({ atlasFiles, vaultNotes }: AtlasFilesWritten, besidePages = false): string {
  const said = [besidePages ? 'made while the pages were written' : '', vaultNotes === undefined ? '' : `${vaultNotes.kept} of ${vaultNotes.of} vault notes kept from the last build`].filter((part) => part !== '');
  return `${atlasFiles} atlas files${said.length === 0 ? '' : ` (${said.join('; ')})`}`;
}

/** The pool: a worker process per core (or `threads`), each with a heap of its own that goes when the pool is destroyed. */
export function startPool(threads = Math.max(2, availableParallelism())): Tinypool {
  return new Tinypool({
    filename: new URL('./afterBuildWorker.ts', import.meta.url).href,
    runtime: 'child_process',
    minThreads: 1,
    maxThreads: threads,
    // For a collection between the atlas files (afterBuildWorker.ts).
    execArgv: ['--expose-gc'],
    env: process.env as Record<string, string>,
  });
}

/** A task's outcome, or its failure as the build's located error. */
async function outcomeOf(running: Promise<TaskOutcome>, log: Logger): Promise<Partial<AtlasFilesWritten>> {
  let outcome: TaskOutcome;
  try {
    outcome = await running;
  } catch (error) {
    // The worker itself stopped (killed, most likely for want of memory).
    throw locatedError(`a downloads worker stopped before it finished (${error instanceof Error ? error.message : String(error)})`);
  }
  for (const warning of outcome.warnings) log.warn(warning);
  if (outcome.failed !== undefined) throw locatedError(`could not write the downloads:\n${outcome.failed}`);
  return outcome;
}

async function writeDownloads(job: StepJob, atlas: Promise<AtlasPart>, log: Logger): Promise<{ debates: number; fromCache: number; madeBesidePages: number; atlas: AtlasFilesWritten; atlasBesidePages: boolean }> {
  const cacheRoot = downloadsCache(job);
  const cached = await cachedDigests(cacheRoot, (message) => log.warn(message));
  // Both end before a failure is raised: nothing is left writing into the site.
  const [copied, made] = await Promise.allSettled([
    copyCachedDownloads(job.outDir, job.debates.filter((d) => cached.has(d.digest)), cacheRoot),
    makeMissing(job, atlas, cached, log),
  ]);
  if (made.status === 'rejected') throw made.reason;
  if (copied.status === 'rejected') throw locatedError(`could not write the downloads:\n${copied.reason instanceof Error ? copied.reason.message : String(copied.reason)}`);
  await pruneCache(cacheRoot, new Set(job.debates.map((d) => d.digest)));
  const fromCache = job.debates.filter((d) => cached.has(d.digest));
  const early = new Set(job.madeBesidePages);
  return {
    debates: job.debates.length,
    fromCache: fromCache.length,
    madeBesidePages: fromCache.filter((d) => early.has(d.digest)).length,
    atlas: made.value.atlas,
    atlasBesidePages: made.value.besidePages,
  };
}

/** The atlas files (moved in when made beside the pages) and the downloads the cache has no entry for, made by the pool. */
async function makeMissing(job: StepJob, atlas: Promise<AtlasPart>, cached: ReadonlySet<string>, log: Logger): Promise<{ atlas: AtlasFilesWritten; besidePages: boolean }> {
  const cacheRoot = downloadsCache(job);
  let pool: Tinypool | undefined;
  try {
    const part = await atlas;
    const madeAtlas = part.atlasMade !== undefined && (await movedAtlasFiles(part.atlasMade.folder, job.outDir, log)) ? part.atlasMade.written : undefined;
    const tasks: AfterBuildTask[] = [];
    // The atlas first: its one task is the longest; the debates' batches share the other workers.
    if (madeAtlas === undefined) tasks.push({ kind: 'atlas', root: job.outDir, input: atlasInputFile(job.cache), inputDigest: part.atlasInputDigest, vaultCache: vaultCacheFile(job.cache) });
    // A debate whose entry is sound is only copied (writeDownloads): in a rebuild, all but the changed ones.
    const toMake = job.debates.filter((d) => !cached.has(d.digest));
    for (let i = 0; i < toMake.length; i += DEBATES_PER_TASK) {
      const debates = toMake.slice(i, i + DEBATES_PER_TASK).map((d) => ({ ...d, cached: false }));
      tasks.push({ kind: 'debates', root: job.outDir, cacheRoot, records: path.join(job.cache, 'records'), debates });
    }
    pool = tasks.length === 0 ? undefined : startPool(Math.min(tasks.length, Math.max(2, availableParallelism())));
    const outcomes = await Promise.all(tasks.map((task) => outcomeOf(pool!.run(task) as Promise<TaskOutcome>, log)));
    const written = madeAtlas ?? outcomes[0];
    return { atlas: { atlasFiles: written?.atlasFiles ?? 0, vaultNotes: written?.vaultNotes }, besidePages: madeAtlas !== undefined };
  } finally {
    // Every worker ends, and with it all its memory, before the build goes on.
    await pool?.destroy();
    // A hand-over, not a cache: no later build reads it (docs/publishing.md).
    await rm(atlasInputFile(job.cache), { force: true });
  }
}

/**
 * The atlas files made beside the pages, moved from `folder` into the site; false (said) when
 * one of them cannot be, and then the after-build step makes them all again.
 */
async function movedAtlasFiles(folder: string, root: string, log: Logger): Promise<boolean> {
  try {
    await makeFolder(path.join(root, 'atlas'));
    for (const { file } of ATLAS_DOWNLOADS) await moveFile(path.join(folder, 'atlas', file), path.join(root, 'atlas', file));
    await rm(folder, { recursive: true, force: true });
    return true;
  } catch (error) {
    log.warn(say`could not move the atlas files made while the pages were written (${error instanceof Error ? error.message : String(error)}); they are made again`);
    return false;
  }
}
