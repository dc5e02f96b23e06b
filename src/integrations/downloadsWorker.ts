// The downloads integration's worker thread (see downloads.ts). It has a heap of its own:
// on the build's thread, beside Astro's two gigabytes, the same work took half as long
// again, most of it in garbage collection. Messages are handled strictly in order.
import { parentPort } from 'node:worker_threads';
import type { AtlasGraph } from '../lib/merge/mergeDebates.ts';
import type { AtlasLayout } from '../lib/layout/layoutAtlas.ts';
import type { DebateSlug } from '../lib/core/ids.ts';
import { atlasDownloadSource } from '../lib/atlas/atlasDownloads.ts';
import { publishDownloads, renderIntoCache, type DebateToPublish, type DebateToRender } from './downloadFiles.ts';

export type ToWorker =
  | { kind: 'render'; cacheRoot: string; debates: DebateToRender[] }
  | { kind: 'atlas'; atlas: AtlasGraph; layout: AtlasLayout; titles: Array<{ slug: DebateSlug; title: string }> }
  /** Every debate's files (cached by now) and the atlas files go into the output folder. */
  | { kind: 'publish'; root: string; cacheRoot: string; debates: DebateToPublish[] };

export type FromWorker = { kind: 'published' } | { kind: 'failed'; message: string };

const port = parentPort;
if (port === null) throw new Error('downloadsWorker.ts runs as a worker thread');

let atlasMessage: Extract<ToWorker, { kind: 'atlas' }> | undefined;
let queue: Promise<void> = Promise.resolve();
let failed = false;

async function handle(message: ToWorker): Promise<void> {
  switch (message.kind) {
    case 'render':
      await renderIntoCache(message.debates, message.cacheRoot);
      return;
    case 'atlas':
      atlasMessage = message;
      return;
    case 'publish': {
      if (atlasMessage === undefined) throw new Error('the atlas was not sent before publishing');
      const atlas = atlasDownloadSource(atlasMessage.atlas, atlasMessage.layout, atlasMessage.titles);
      atlasMessage = undefined;
      await publishDownloads(message.root, message.debates, message.cacheRoot, atlas);
      port!.postMessage({ kind: 'published' } satisfies FromWorker);
      return;
    }
  }
}

port.on('message', (message: ToWorker) => {
  queue = queue.then(async () => {
    if (failed) return;
    try {
      await handle(message);
    } catch (error) {
      failed = true;
      port.postMessage({ kind: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies FromWorker);
    }
  });
});
