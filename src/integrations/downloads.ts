// Writes the downloads beside each debate page and beside the atlas map in every
// `astro build`, from the records the content loader published (site/loadedArchive.ts),
// in worker processes (downloadsWorker.ts). They are not Astro routes: a route costs
// Astro about a millisecond of its own per file and holds its whole body in memory, and
// 1,000 debates have 8,000 downloads (the routes phase: 19.5 s with them, 9.3 s
// without). On the build's own thread they took 11–14 s, most of it garbage collection
// beside Astro's heap; on a worker with a heap of its own, 7.5–11 s; as two jobs on two
// workers (the debates' files; the atlas's), 5–7 s. The workers were threads until a
// thread's memory was seen to outlive it (see startJob).
//
// A debate's files are made from its record alone, so they are cached under its digest
// (its bytes, name, slug and the pipeline's code) in <cacheDir>/debate-atlas/downloads/:
// a rebuild links an unchanged debate's files instead of making them again. The atlas
// files depend on every debate and are made every time.
//
// When the work runs: what overlaps well starts as soon as Astro has emptied the output
// folder (`astro:build:setup`), beside Vite and the pages: the atlas files (one worker,
// one core; before the pages for a large atlas, see ATLAS_NODES_BESIDE_PAGES) and the
// links of the debates already cached (file-system calls). Making the
// files of debates not cached waits for the pages: on two cores, rendering 1,000 debates'
// downloads while Astro renders pages (or while Pagefind indexes them) made the whole
// build slower (a 1,000-debate build: 33–36 s in turn, 36–43 s side by side, with two to
// three times the system time).
//
// Under `npm run build` atlas files still being written once the pages are are not waited
// for: their worker is handed over to scripts/build.ts, which makes the search index
// beside it (atlasFilesReport.ts); a worker that has ended by then is not handed over, and
// its failure fails the build here. Below ATLAS_NODES_BESIDE_PAGES the worker is small, so it
// runs beside Pagefind as it runs beside the pages; past it, the files were written
// before the pages and nothing is left to hand over.
//
// `astro dev` serves the same files from the same tables (site/devDownloads.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { say } from '../lib/core/terminalText.ts';
import { loadedArchive, type LoadedArchive } from '../site/loadedArchive.ts';
import { cachedDigests, pruneCache } from './downloadCache.ts';
// Types only: the exporters behind them load in the workers (and in `astro dev`), never
// on the build's own thread.
import type { DebateToPublish, DebateToRender } from './downloadFiles.ts';
import { describeAtlasFiles, reportFd, type AtlasFilesWritten } from './atlasFilesReport.ts';
import { startWorkers, type Job, type Workers } from './downloadJob.ts';

/** Debates per message: the worker's heap holds one batch of records at a time. */
const BATCH = 50;
/** Atlas nodes or edges per message (a few megabytes), each read by the worker before the next is sent. */
export const ATLAS_PIECE = 20_000;
/**
 * Past this many atlas nodes the atlas files are written before the pages, not beside
 * them. The atlas worker's heap grows with the atlas (2.2 GB at 268,000 nodes, 10,000
 * debates) and the build's own grows while it renders the pages (1.3 GB after the
 * content sync, 2.3 GB through the routes): side by side they made the build's peak. Below
 * it (27,000 nodes at 1,000 debates) the worker stays small, and writing its files beside
 * the pages saves their seconds (docs/benchmarks.md).
 */
export const ATLAS_NODES_BESIDE_PAGES = 100_000;

export interface DownloadsWritten {
  debates: number;
  /** Debates whose files came from the cache. */
  fromCache: number;
  /** The atlas files written; `handed over` when their worker was left to finish them (see atlasFilesReport.ts). */
  atlas: AtlasFilesWritten | 'handed over';
}

/** The atlas to its job in pieces, then the order to write its files and end. A worker that fails settles the job's `done` instead. */
async function sendAtlas(job: Job, root: string, loaded: LoadedArchive, piece: number, vaultCache: string | undefined): Promise<void> {
  const { nodes, edges, ...rest } = loaded.merge.atlas;
  for (let i = 0; i < nodes.length; i += piece) {
    // Each node's per-debate entries are a quarter of the atlas, and no file reads them.
    await job.sendPiece({ kind: 'atlas-nodes', nodes: nodes.slice(i, i + piece).map(({ perDebate: _, ...fields }) => fields) });
  }
  for (let i = 0; i < edges.length; i += piece) await job.sendPiece({ kind: 'atlas-edges', edges: edges.slice(i, i + piece) });
  job.send({ kind: 'atlas', root, atlas: rest, layout: loaded.atlasLayout, titles: loaded.debates.map((d) => ({ slug: d.slug, title: d.title, format: d.format })), vaultCache });
  job.send({ kind: 'end' });
}

/** Downloads under way: `finish` makes what was left for after the pages and waits for all of it. */
export interface DownloadsInProgress {
  root: string;
  /** Settles once the atlas files are written (the atlas job has ended); keeps the process alive until then. */
  atlasWritten(): Promise<void>;
  finish(): Promise<DownloadsWritten>;
  /** Stops the workers without waiting (the build failed before its end). */
  abandon(): Promise<void>;
}

export interface DownloadOptions {
  atlasPiece?: number;
  /** Workers forked already (startWorkers). */
  workers?: Workers;
  /** Where the atlas vault's deflated notes are kept between builds (deflatedEntries.ts); none kept without it. */
  vaultCache?: string;
  /** Hears each cache entry discarded because it is not what was made (downloadCache.ts). */
  warn?: (message: string) => void;
}

/**
 * Starts writing every debate's downloads into `root/debates/<slug>/` and the atlas files
 * into `root/atlas/`, in two worker processes: the atlas files and the links of debates
 * already cached begin at once; debates not cached are made when `finish` is called.
 * The workers do not keep the process alive until `finish`.
 */
export async function startDownloads(root: string, loaded: LoadedArchive, cacheRoot: string, options: DownloadOptions = {}): Promise<DownloadsInProgress> {
  const cached = await cachedDigests(cacheRoot, options.warn);
  const ready: DebateToPublish[] = [];
  const toRender: DebateToRender[] = [];
  for (const d of loaded.debates) {
    if (d.digest === undefined) throw new Error(`${d.file} has no digest`);
    if (cached.has(d.digest)) ready.push({ digest: d.digest, slug: d.slug });
    else toRender.push({ digest: d.digest, slug: d.slug, title: d.title, graph: d.graph, stats: d.stats, selfCheck: d.selfCheck, layout: d.layout, format: d.format });
  }
  const [debateJob, atlasJob] = options.workers ?? (await startWorkers(reportFd()));
  const jobs = [debateJob, atlasJob];
  // Beside the pages: the build goes on while the pieces are sent. A piece that cannot be
  // sent fails the atlas job, which `finish` reports.
  const sending = sendAtlas(atlasJob, root, loaded, options.atlasPiece ?? ATLAS_PIECE, options.vaultCache).catch(atlasJob.fail);
  debateJob.send({ kind: 'link', root, cacheRoot, debates: ready });
  const stop = () => Promise.all(jobs.map((job) => job.stop())).then(() => undefined);
  return {
    root,
    abandon: stop,
    async atlasWritten() {
      atlasJob.hold(true);
      try {
        await atlasJob.done;
        // Its memory (gigabytes at 10,000 debates) is the system's again once it has ended.
        await atlasJob.exited;
      } finally {
        atlasJob.hold(false);
      }
    },
    async finish() {
      for (const job of jobs) job.hold(true);
      try {
        for (let i = 0; i < toRender.length; i += BATCH) debateJob.send({ kind: 'render', cacheRoot, debates: toRender.slice(i, i + BATCH) });
        debateJob.send({ kind: 'link', root, cacheRoot, debates: toRender.map(({ digest, slug }) => ({ digest, slug })) });
        debateJob.send({ kind: 'end' });
        // Under `npm run build` atlas files still being written are finished beside the search index.
        const handOver = atlasJob.reportsOnPipe;
        const [, written] = await Promise.all([debateJob.done, handOver ? undefined : atlasJob.done]);
        await pruneCache(cacheRoot, new Set(loaded.debates.map((d) => d.digest!)));
        let atlas: AtlasFilesWritten | 'handed over';
        if (written !== undefined) atlas = written;
        else {
          // Not before the whole atlas is sent: the channel closes once it is handed over.
          await sending;
          // A job that failed meanwhile (or could not be sent its atlas) raises its error here.
          atlas = await atlasJob.handOver();
        }
        return { debates: loaded.debates.length, fromCache: ready.length, atlas };
      } finally {
        await stop();
      }
    },
  };
}

export default function downloads(options: { atlasNodesBesidePages?: number } = {}): AstroIntegration {
  const atlasNodesBesidePages = options.atlasNodesBesidePages ?? ATLAS_NODES_BESIDE_PAGES;
  if (!Number.isInteger(atlasNodesBesidePages) || atlasNodesBesidePages < 0) {
    throw new Error(`debate-atlas:downloads: the atlas nodes past which its files come before the pages must be a whole number, 0 or more, not ${atlasNodesBesidePages}`);
  }
  let cacheRoot = '';
  let vaultCache = '';
  let base = '/';
  /** Where a static build writes its pages; empty when this build may write elsewhere (an adapter, on-demand routes). */
  let staticOutDir = '';
  let started: Promise<DownloadsInProgress> | undefined;
  let startedAt = 0;
  /** Workers forked as a build begins, for the first downloads begun in it. */
  let forked: Promise<Workers> | undefined;
  const takeWorkers = () => {
    const workers = forked;
    forked = undefined;
    return workers;
  };
  const begin = async (root: string, loaded: LoadedArchive, warn: (message: string) => void) => {
    startedAt = performance.now();
    return startDownloads(root, loaded, cacheRoot, { workers: await takeWorkers(), vaultCache, warn });
  };
  return {
    name: 'debate-atlas:downloads',
    hooks: {
      'astro:config:setup': ({ command }) => {
        if (command !== 'build') return;
        forked = startWorkers(reportFd());
        // Raised when the downloads begin and await it; not unhandled before then.
        forked.catch(() => {});
      },
      'astro:server:setup': async ({ server }) => {
        const { devDownload } = await import('../site/devDownloads.ts');
        server.middlewares.use((request, response, next) => {
          const served = devDownload(request.url ?? '', base, loadedArchive());
          if (served === undefined) return next();
          response.setHeader('Content-Type', served.contentType);
          response.end(served.body);
        });
      },
      'astro:config:done': ({ config, buildOutput }) => {
        base = config.base;
        staticOutDir = buildOutput === 'static' && config.adapter === undefined ? fileURLToPath(config.outDir) : '';
        cacheRoot = path.join(fileURLToPath(config.cacheDir), 'debate-atlas', 'downloads');
        vaultCache = path.join(fileURLToPath(config.cacheDir), 'debate-atlas', 'atlas', 'vault-entries.bin');
      },
      // Astro has emptied the output folder by now and is about to run Vite, then render
      // the pages: the downloads begin beside them.
      'astro:build:setup': async ({ logger }) => {
        const loaded = loadedArchive();
        if (started !== undefined || loaded === undefined || staticOutDir === '') return;
        started = begin(staticOutDir, loaded, (message) => logger.warn(say`${message}`));
        // Raised when build:done awaits it; not unhandled before then.
        started.catch(() => {});
        const atlasNodes = loaded.merge.atlas.nodes.length;
        if (atlasNodes <= atlasNodesBesidePages) return;
        // A large atlas: its files first, while the build's own heap is smallest. If they
        // cannot be written the build stops here, not after minutes of pages.
        const inProgress = await started;
        try {
          await inProgress.atlasWritten();
        } catch (error) {
          started = undefined;
          await inProgress.abandon();
          throw error;
        }
        logger.info(`wrote the atlas files before the pages (${atlasNodes} atlas nodes, over ${atlasNodesBesidePages}) in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
      },
      // `dir` is wherever this build writes (`--outDir` included).
      'astro:build:done': async ({ dir, logger }) => {
        const loaded = loadedArchive();
        if (loaded === undefined) throw new Error('debate-atlas:downloads: the content loader did not run in this build');
        const root = fileURLToPath(dir);
        let inProgress = started === undefined ? undefined : await started;
        started = undefined;
        if (inProgress !== undefined && path.resolve(inProgress.root) !== path.resolve(root)) {
          // Not expected of a static build; said, not hidden, since files were begun there.
          await inProgress.abandon();
          logger.warn(say`the downloads began in ${inProgress.root}, but the site was written to ${root}: they are written there again, and what was begun in the first folder may be left there`);
          inProgress = undefined;
        }
        if (inProgress === undefined) inProgress = await begin(root, loaded, (message) => logger.warn(say`${message}`));
        const finishing = performance.now();
        const written = await inProgress.finish();
        const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);
        const took = `${seconds(startedAt)} s since they began, ${seconds(finishing)} s after the pages`;
        if (written.atlas === 'handed over') {
          logger.info(`wrote the downloads of ${written.debates} debate(s) (${written.fromCache} from the cache): ${took}; the atlas files are finished beside the search index (scripts/build.ts)`);
        } else {
          logger.info(`wrote the downloads of ${written.debates} debate(s) (${written.fromCache} from the cache) and ${describeAtlasFiles(written.atlas)}: ${took}`);
        }
      },
    },
  };
}
