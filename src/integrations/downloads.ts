// Writes the downloads beside each debate page and beside the atlas map at the end of
// every `astro build`, from the records the content loader published
// (site/loadedArchive.ts), on worker threads. They are not Astro routes: a route costs
// Astro about a millisecond of its own per file and holds its whole body in memory, and
// 1,000 debates have 8,000 downloads (the routes phase: 19.5 s with them, 9.3 s
// without). On the build's own thread they took 11–14 s, most of it garbage collection
// beside Astro's heap; on a worker with a heap of its own, 7.5–11 s; as two jobs on two
// workers (the debates' files; the atlas's), 5–7 s.
//
// The workers run after the pages, not beside them: on two cores, rendering downloads
// while Astro renders pages (or while Pagefind indexes them) made the whole build slower
// (a 1,000-debate build: 33–36 s in turn, 36–43 s side by side, with two to three times
// the system time).
//
// A debate's files are made from its record alone, so they are cached under its digest
// (its bytes, name, slug and the pipeline's code) in <cacheDir>/debate-atlas/downloads/:
// a rebuild links an unchanged debate's files instead of making them again. The atlas
// files depend on every debate and are made every time.
//
// `astro dev` serves the same files from the same tables (site/devDownloads.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AstroIntegration } from 'astro';
import { ATLAS_DOWNLOADS } from '../lib/atlas/atlasDownloads.ts';
import { devDownload } from '../site/devDownloads.ts';
import { loadedArchive, type LoadedArchive } from '../site/loadedArchive.ts';
import { cachedDigests, pruneCache, type DebateToPublish, type DebateToRender } from './downloadFiles.ts';
import type { FromWorker, ToWorker } from './downloadsWorker.ts';

/** Debates per message: the worker's heap holds one batch of records at a time. */
const BATCH = 50;

export interface DownloadsWritten {
  debates: number;
  /** Debates whose files came from the cache. */
  fromCache: number;
}

/** A worker for one job; `done` settles when it reports the job done, or fails. */
function startJob(): { worker: Worker; send: (message: ToWorker) => void; done: Promise<void> } {
  const worker = new Worker(new URL('./downloadsWorker.ts', import.meta.url));
  const done = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: FromWorker) => {
      if (message.kind === 'done') resolve();
      else reject(new Error(`could not write the downloads:\n${message.message}`));
    });
    worker.on('error', reject);
    worker.on('exit', (code) => reject(new Error(`a downloads worker stopped (exit code ${code}) before it finished`)));
  });
  // Awaited together with the other job's; a rejection before then is not unhandled.
  done.catch(() => {});
  return { worker, send: (message) => worker.postMessage(message), done };
}

/**
 * Every debate's downloads into `root/debates/<slug>/` and the atlas files into
 * `root/atlas/`, on two worker threads side by side (the build's own thread waits).
 */
export async function writeDownloads(root: string, loaded: LoadedArchive, cacheRoot: string): Promise<DownloadsWritten> {
  const cached = await cachedDigests(cacheRoot);
  const debates: DebateToPublish[] = [];
  const toRender: DebateToRender[] = [];
  for (const d of loaded.debates) {
    if (d.digest === undefined) throw new Error(`${d.file} has no digest`);
    debates.push({ digest: d.digest, slug: d.slug });
    if (!cached.has(d.digest)) toRender.push({ digest: d.digest, slug: d.slug, title: d.title, graph: d.graph, stats: d.stats, selfCheck: d.selfCheck, layout: d.layout });
  }
  const debateJob = startJob();
  const atlasJob = startJob();
  try {
    for (let i = 0; i < toRender.length; i += BATCH) debateJob.send({ kind: 'render', cacheRoot, debates: toRender.slice(i, i + BATCH) });
    debateJob.send({ kind: 'link', root, cacheRoot, debates });
    atlasJob.send({ kind: 'atlas', root, atlas: loaded.merge.atlas, layout: loaded.atlasLayout, titles: loaded.debates.map((d) => ({ slug: d.slug, title: d.title })) });
    await Promise.all([debateJob.done, atlasJob.done]);
  } finally {
    await Promise.all([debateJob.worker.terminate(), atlasJob.worker.terminate()]);
  }
  await pruneCache(cacheRoot, new Set(debates.map((d) => d.digest)));
  return { debates: debates.length, fromCache: debates.length - toRender.length };
}

export default function downloads(): AstroIntegration {
  let cacheRoot = '';
  let base = '/';
  return {
    name: 'debate-atlas:downloads',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((request, response, next) => {
          const served = devDownload(request.url ?? '', base, loadedArchive());
          if (served === undefined) return next();
          response.setHeader('Content-Type', served.contentType);
          response.end(served.body);
        });
      },
      'astro:config:done': ({ config }) => {
        base = config.base;
        cacheRoot = path.join(fileURLToPath(config.cacheDir), 'debate-atlas', 'downloads');
      },
      // `dir` is wherever this build writes (`--outDir` included).
      'astro:build:done': async ({ dir, logger }) => {
        const loaded = loadedArchive();
        if (loaded === undefined) throw new Error('debate-atlas:downloads: the content loader did not run in this build');
        const started = performance.now();
        const written = await writeDownloads(fileURLToPath(dir), loaded, cacheRoot);
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        logger.info(`wrote the downloads of ${written.debates} debate(s) (${written.fromCache} from the cache) and ${ATLAS_DOWNLOADS.length} atlas files in ${seconds} s`);
      },
    },
  };
}
