// A worker process of the downloads integration (see downloads.ts), running one job: the
// debates' files, or the atlas's. It has a heap of its own: on the build's thread, beside
// Astro's two gigabytes, the same work took half as long again, most of it in garbage
// collection. Messages are handled strictly in order; `end` reports the job done, and the
// process then ends, giving all its memory back.
import type { AtlasEdge, AtlasGraphFields, AtlasNodeFields } from '../lib/merge/mergeDebates.ts';
import type { AtlasLayout } from '../lib/layout/layoutAtlas.ts';
import type { DebateSlug } from '../lib/core/ids.ts';
import { atlasDownloadSource } from '../lib/atlas/atlasDownloads.ts';
import { publishAtlasDownloads, publishDebateDownloads, renderIntoCache, type DebateToPublish, type DebateToRender } from './downloadFiles.ts';

export type ToWorker =
  | { kind: 'render'; cacheRoot: string; debates: DebateToRender[] }
  /** These debates' files, cached by now, into the output folder. */
  | { kind: 'link'; root: string; cacheRoot: string; debates: DebateToPublish[] }
  /**
   * The atlas comes in pieces, each answered with `received` before the next is sent: a
   * whole atlas of 10,000 debates is half a gigabyte as a message, held by the build's
   * thread until this one has read it.
   */
  | { kind: 'atlas-nodes'; nodes: AtlasNodeFields[] }
  | { kind: 'atlas-edges'; edges: AtlasEdge[] }
  /** The atlas files into the output folder, from the pieces received. */
  | { kind: 'atlas'; root: string; atlas: Omit<AtlasGraphFields, 'nodes' | 'edges'>; layout: AtlasLayout; titles: Array<{ slug: DebateSlug; title: string }> }
  /** The job's last message: answered with `done` once everything before it is written. */
  | { kind: 'end' };

/** `done` says how many atlas files the job wrote (none in the debates' job). */
export type FromWorker = { kind: 'received' } | { kind: 'done'; atlasFiles: number } | { kind: 'failed'; message: string };

if (process.send === undefined) throw new Error('downloadsWorker.ts runs as a process forked by downloads.ts, with a channel to it');
const send = (message: FromWorker, then?: () => void) => process.send!(message, undefined, undefined, then);
// The build ended or stopped it: nothing is left to do for anyone, and nobody to tell
// (a message that can no longer be sent is not an error worth a stack trace).
process.on('disconnect', () => process.exit());
process.on('error', () => process.exit(1));

/**
 * A full collection (the process runs with --expose-gc), between atlas files: each file's
 * garbage goes before the next file begins. Left to itself, V8 grew the heap through all
 * five files of a 10,000-debate atlas (to 2.2 GB, over 1 GB of it garbage), beside the
 * build's own 1.4 GB.
 */
const collectGarbage = (): void => (globalThis as { gc?: () => void }).gc?.();

let queue: Promise<void> = Promise.resolve();
let failed = false;
let atlasFiles = 0;
let atlasNodes: AtlasNodeFields[] = [];
let atlasEdges: AtlasEdge[] = [];

async function handle(message: ToWorker): Promise<void> {
  switch (message.kind) {
    case 'render':
      await renderIntoCache(message.debates, message.cacheRoot);
      return;
    case 'link':
      await publishDebateDownloads(message.root, message.debates, message.cacheRoot);
      return;
    case 'atlas-nodes':
      for (const node of message.nodes) atlasNodes.push(node);
      send({ kind: 'received' });
      return;
    case 'atlas-edges':
      for (const edge of message.edges) atlasEdges.push(edge);
      send({ kind: 'received' });
      return;
    case 'atlas': {
      const atlas: AtlasGraphFields = { ...message.atlas, nodes: atlasNodes, edges: atlasEdges };
      atlasNodes = [];
      atlasEdges = [];
      atlasFiles += await publishAtlasDownloads(message.root, atlasDownloadSource(atlas, message.layout, message.titles), collectGarbage);
      return;
    }
    case 'end':
      // Once `done` is on its way, the channel closes and the process ends.
      send({ kind: 'done', atlasFiles }, () => {
        if (process.connected) process.disconnect();
      });
      return;
  }
}

process.on('message', (message: ToWorker) => {
  queue = queue.then(async () => {
    if (failed) return;
    try {
      await handle(message);
    } catch (error) {
      failed = true;
      send({ kind: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  });
});
