// The file work behind the downloads integration, run in its worker processes
// (downloadsWorker.ts): debates' downloads made into a cache entry per record digest,
// then every entry copied into the output folder; the atlas files written there.
// Plain functions over folders, so a spec can drive them without Astro or a worker.
import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import { ATLAS_DOWNLOADS, type AtlasDownloadSource } from '../lib/atlas/atlasDownloads.ts';
import { writeError } from '../lib/core/atomicWrite.ts';
import { writeChunksTo } from '../lib/core/chunkedWrite.ts';
import { DEBATE_DOWNLOADS, type DebateDownloadSource } from '../lib/export/downloads.ts';
import { putFolder } from '../lib/core/cache.ts';
import { makeFolder } from '../lib/core/makeFolder.ts';
import { filePool } from './filePool.ts';
import { copyCachedDownloads, inside, type DebateToPublish } from './downloadCopies.ts';

/** File writes in flight at once: enough to keep the disk busy while the next debate renders. */
const WRITES_IN_FLIGHT = 32;
const writePool = () => filePool(WRITES_IN_FLIGHT);

/** What a debate's downloads need from its record, and the digest they are cached under. */
export type DebateToRender = DebateDownloadSource & { digest: string };

/** Makes each debate's downloads into `cacheRoot/<digest>/`: written under a temporary name, then renamed, so an entry is never partial. */
export async function renderIntoCache(debates: readonly DebateToRender[], cacheRoot: string): Promise<void> {
  const pool = writePool();
  for (const debate of debates) {
    const bodies = DEBATE_DOWNLOADS.map((download) => ({ file: download.file, body: download.render(debate) }));
    // A sealed folder entry of the cache module, renamed into place whole (src/lib/core/cache.ts).
    await pool.add(() => putFolder(cacheRoot, debate.digest, bodies));
  }
  await pool.drain();
}

/** Copies every debate's cache entry into `root/debates/<slug>/` (downloadCopies.ts), the downloads' files only. */
export const publishDebateDownloads = (root: string, debates: readonly DebateToPublish[], cacheRoot: string): Promise<void> =>
  copyCachedDownloads(root, debates, cacheRoot, DEBATE_DOWNLOADS.map((d) => d.file));

/**
 * The atlas files into `root/atlas/`, one at a time, each written as it is made (at 10,000
 * debates each is a few hundred megabytes); returns how many. `afterFile` runs after each
 * file is written, before the next begins (the worker keeps the vault's deflated notes,
 * and collects its garbage there). `atlas.merged` is let go of once graph.json is written.
 */
export async function publishAtlasDownloads(root: string, atlas: AtlasDownloadSource, afterFile: (file: string, last: boolean) => void | Promise<void> = () => {}): Promise<number> {
  const folder = inside(root, 'atlas');
  await makeFolder(folder);
  const inOrder = [...ATLAS_DOWNLOADS].sort((a, b) => WRITE_ORDER.indexOf(a.file) - WRITE_ORDER.indexOf(b.file));
  for (const [i, download] of inOrder.entries()) {
    await writeChunks(path.join(folder, download.file), download.render(atlas));
    // The merge, its layout and the analysis cached on it are graph.json's alone.
    if (download.file === 'graph.json') atlas.merged = undefined;
    await afterFile(download.file, i === inOrder.length - 1);
  }
  return ATLAS_DOWNLOADS.length;
}

/**
 * graph.json first, the only file that reads the merge itself: after it the merge (and its
 * analysis) goes, and the vault, which holds the most (a card for every atlas node, every
 * note's name), is made next on what is left, the subject the other files read, with none
 * of their garbage (docs/benchmarks.md: at 10,000 debates, 1.75 GB the other way round).
 */
const WRITE_ORDER: readonly string[] = ['graph.json', 'vault.zip', 'atlas.aif.json', 'atlas.graphml', 'atlas.gexf'];

/** Writes `chunks` into `file` in order; a file left partial by a failure is removed. */
export async function writeChunks(file: string, chunks: Iterable<string | Uint8Array>): Promise<void> {
  // A failed open names its path already (`ENOSPC: … open '…/vault.zip'`).
  const handle = await open(file, 'w');
  try {
    await writeChunksTo(handle, chunks);
    await handle.close();
  } catch (error) {
    await handle.close().catch(() => {});
    await rm(file, { force: true });
    // A write on a handle names no path (a full disk: `ENOSPC … write`): this one does.
    throw unlocatedSystemError(error) ? writeError(file, error) : error;
  }
}

/** A fault the system reported (a full disk) without the path it happened at. */
const unlocatedSystemError = (error: unknown): boolean =>
  error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string' && typeof (error as NodeJS.ErrnoException).syscall === 'string' && (error as NodeJS.ErrnoException).path === undefined;
