// A worker process of the downloads integration (see downloads.ts), running one job: the
// debates' files, or the atlas's. It has a heap of its own: on the build's thread, beside
// Astro's two gigabytes, the same work took half as long again, most of it in garbage
// collection. Messages are handled strictly in order; `end` reports the job done, and the
// process then ends, giving all its memory back.
//
// The atlas job may be handed over (`handover`, answered at once): it then goes on when
// the build's process has ended, and reports how it ended on the pipe of `npm run build`
// (atlasFilesReport.ts) instead of the channel.
import type { AtlasEdge, AtlasGraphFields, AtlasNodeFields } from '../lib/merge/mergeDebates.ts';
import type { AtlasLayout } from '../lib/layout/layoutAtlas.ts';
import type { DebateSlug } from '../lib/core/ids.ts';
import { atlasDownloadSource } from '../lib/atlas/atlasDownloads.ts';
import { say } from '../lib/core/terminalText.ts';
import { reportFd, writeReport, type AtlasFilesReport, type AtlasFilesWritten } from './atlasFilesReport.ts';
import { loadDeflatedEntries } from './deflatedEntries.ts';
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
  | {
    kind: 'atlas';
    root: string;
    atlas: Omit<AtlasGraphFields, 'nodes' | 'edges'>;
    layout: AtlasLayout;
    titles: Array<{ slug: DebateSlug; title: string; format?: string }>;
    /** The file the vault's deflated notes are kept in between builds (deflatedEntries.ts), if any. */
    vaultCache?: string | undefined;
  }
  /** The job's last message: answered with `done` once everything before it is written. */
  | { kind: 'end' }
  /** Read out of turn: answered with `handed-over`; from then on the job goes on once the build's process has ended. */
  | { kind: 'handover' };

/** `done` says how many atlas files the job wrote (none in the debates' job). */
export type FromWorker = { kind: 'received' } | { kind: 'handed-over' } | ({ kind: 'done' } & AtlasFilesWritten) | { kind: 'failed'; message: string };

if (process.send === undefined) throw new Error('downloadsWorker.ts runs as a process forked by downloadJob.ts, with a channel to it');
const send = (message: FromWorker, then?: () => void) => process.send!(message, undefined, undefined, then);
/** The pipe of `npm run build`, for the atlas job (fd 4), if it has one. */
const pipe = reportFd();
/** Set by `handover`: the job goes on without the build's process. */
let handedOver = false;
// The build ended or stopped it: nothing is left to do for anyone, and nobody to tell
// (a message that can no longer be sent is not an error worth a stack trace). A job
// handed over goes on, and ends itself once it has reported.
process.on('disconnect', () => {
  if (!handedOver) process.exit();
});
process.on('error', () => process.exit(1));

/** How the job ended, on the pipe (if any) and, while the build is there, on the channel; then the process ends. */
function report(outcome: Exclude<AtlasFilesReport, { kind: 'started' }>): void {
  if (pipe !== undefined) {
    try {
      writeReport(pipe, outcome);
    } catch {
      // npm run build has gone (stopped or failed): nobody is left to read it.
    }
  }
  if (!process.connected) process.exit(outcome.kind === 'done' ? 0 : 1);
  // Once it is on its way, the channel closes and the process ends.
  send(outcome, () => {
    if (process.connected) process.disconnect();
  });
}

if (pipe !== undefined) writeReport(pipe, { kind: 'started', pid: process.pid });

/**
 * A full collection (the process runs with --expose-gc), between atlas files: each file's
 * garbage goes before the next file begins. Left to itself, V8 grew the heap through all
 * five files of a 10,000-debate atlas (to 2.2 GB, over 1 GB of it garbage), beside the
 * build's own 1.4 GB.
 */
const collectGarbage = (): void => (globalThis as { gc?: () => void }).gc?.();

let queue: Promise<void> = Promise.resolve();
let failed = false;
const written: AtlasFilesWritten = { atlasFiles: 0 };
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
      const { vaultCache } = message;
      const warn = (what: string, error: unknown) => console.warn(say`[debate-atlas:downloads] ${what}: ${error instanceof Error ? error.message : String(error)}`);
      // Without them the vault is deflated whole, as in a first build: a second, not the files.
      const kept = vaultCache === undefined ? undefined : await loadDeflatedEntries(vaultCache).catch((error: unknown) => {
        warn("could not keep the vault's deflated notes", error);
        return undefined;
      });
      const source = atlasDownloadSource(atlas, message.layout, message.titles, kept);
      try {
        written.atlasFiles += await publishAtlasDownloads(message.root, source, (file, last) => {
          if (file === 'vault.zip' && kept) {
            // Let go of as soon as the vault is written: the files after it need not carry them.
            source.deflated = undefined;
            written.vaultNotes = { kept: kept.reused, of: kept.size };
            if (kept.discarded > 0) console.warn(say`[debate-atlas:downloads] ${kept.file}: discarded ${kept.discarded} kept vault note(s) that did not inflate to their note (edited or damaged) and deflated them again`);
            try {
              kept.save();
            } catch (error) {
              warn("could not keep the vault's deflated notes for the next build", error);
            }
          }
          if (!last) collectGarbage();
        });
      } finally {
        kept?.discard();
      }
      return;
    }
    case 'end':
      report({ kind: 'done', ...written });
      return;
    case 'handover':
      // Read out of turn (below), never queued.
      return;
  }
}

/** Whether `end` has been read: every message of the job has. */
let whole = false;

process.on('message', (message: ToWorker) => {
  if (message.kind === 'handover') {
    handedOver = true;
    send({ kind: 'handed-over' });
    // Left without the rest of its job, it would end with nothing written and nothing said.
    if (!whole) report({ kind: 'failed', message: 'the atlas files were handed over before the whole atlas had been sent' });
    return;
  }
  if (message.kind === 'end') whole = true;
  queue = queue.then(async () => {
    if (failed) return;
    try {
      await handle(message);
    } catch (error) {
      failed = true;
      // A file-system fault (a full disk, a file where a folder should be) is its message, which
      // names the path; only a fault of the code itself carries its stack.
      const located = error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string' && typeof (error as NodeJS.ErrnoException).path === 'string';
      report({ kind: 'failed', message: error instanceof Error ? (located ? error.message : (error.stack ?? error.message)) : String(error) });
    }
  });
});
