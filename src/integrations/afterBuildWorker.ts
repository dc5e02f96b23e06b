// A worker process of the after-build pool (afterBuild.ts, tinypool): runs one task at a
// time, a batch of debates (their downloads made into the downloads' cache from their
// records where they are not there yet, then copied into the site) or the atlas files
// (from the atlas the build left in its cache). A failure comes back as its message (a
// disk fault names its path; a fault of the code carries its stack), never as a throw.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { deserialize } from 'node:v8';
import { atlasDownloadSource, type AtlasDownloadSource } from '../lib/atlas/atlasDownloads.ts';
import { shareAtlasStrings } from '../lib/atlas/sharedStrings.ts';
import { makeCacheFolderSync } from '../lib/core/cache.ts';
import { bytesDigest } from '../lib/core/digest.ts';
import type { LaidOutDebate } from '../lib/archive/debateRecord.ts';
import type { DebateSlug } from '../lib/core/ids.ts';
import { say } from '../lib/core/terminalText.ts';
import type { AtlasLayout } from '../lib/layout/layoutAtlas.ts';
import type { AtlasGraphFields } from '../lib/merge/types.ts';
import { recordCache } from '../site/recordCache.ts';
import { loadDeflatedEntries } from './deflatedEntries.ts';
import { entryFingerprints } from './downloadCache.ts';
import type { DebateToPublish } from './downloadCopies.ts';
import { publishAtlasDownloads, publishDebateDownloads, renderIntoCache, type DebateToRender } from './downloadFiles.ts';

/** What the atlas files are made from: the build writes it into its cache (afterBuild.ts), the atlas task reads it. */
export interface AtlasInput {
  atlas: AtlasGraphFields;
  layout: AtlasLayout;
  titles: Array<{ slug: DebateSlug; title: string; format?: string | undefined }>;
}

export type AfterBuildTask =
  /** These debates' files into `root/debates/<slug>/`; those not `cached` are made first, from the record cache. */
  | { kind: 'debates'; root: string; cacheRoot: string; records: string; debates: Array<DebateToPublish & { cached: boolean }> }
  /** The atlas files into `root/atlas/`, from the AtlasInput in `input` (its bytes' digest `inputDigest`); the vault's deflated notes kept in `vaultCache`. */
  | { kind: 'atlas'; root: string; input: string; inputDigest: string; vaultCache: string }
  /** While the pages are written (earlyDownloads.ts): these debates' downloads into the cache where it has no entry for them yet, nothing into the site. */
  | { kind: 'into-cache'; cacheRoot: string; records: string; debates: DebateToPublish[] };

/** What the atlas task wrote: its files, and of the vault's notes, how many were deflated in an earlier build (deflatedEntries.ts). */
export interface AtlasFilesWritten {
  atlasFiles: number;
  vaultNotes?: { kept: number; of: number } | undefined;
}

/** A task's result, with the warnings it gave on the way: the build's logger prints them as its own. */
export type TaskOutcome = { warnings: string[] } & ({ failed: string } | ({ failed?: undefined; madeIntoCache?: MadeEntry[] } & Partial<AtlasFilesWritten>));

/** A cache entry the worker made: its digest, and its files' fingerprints as it was made (downloadCache.ts). */
export type MadeEntry = [digest: string, fingerprints: Record<string, string>];

/** A warning of the task, made safe for a terminal; an error adds its message. */
type Warn = (what: string, error?: unknown) => void;

// A worker whose parent has gone (a build that failed or was stopped) ends at once rather
// than finish a batch no one will read (its temporaries are pruned by a later build).
if (process.connected) process.once('disconnect', () => process.exit(1));

export default async function run(task: AfterBuildTask): Promise<TaskOutcome> {
  const warnings: string[] = [];
  const warn: Warn = (what, error) => warnings.push(say`${what}${error === undefined ? '' : `: ${error instanceof Error ? error.message : String(error)}`}`);
  try {
    if (task.kind === 'into-cache') return { warnings, madeIntoCache: await makeIntoCache(task, warn) };
    return { warnings, ...(task.kind === 'atlas' ? await writeAtlas(task, warn) : await writeDebates(task, warn)) };
  } catch (error) {
    // A file-system fault (a full disk, a file where a folder should be) is its message, which
    // names the path; only a fault of the code itself carries its stack.
    const located = error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string' && typeof (error as NodeJS.ErrnoException).path === 'string';
    return { warnings, failed: error instanceof Error ? (located || error.stack === '' ? error.message : (error.stack ?? error.message)) : String(error) };
  }
}

async function writeDebates(task: Extract<AfterBuildTask, { kind: 'debates' }>, warn: Warn): Promise<Partial<AtlasFilesWritten>> {
  const records = recordCache(task.records, (message) => warn(message));
  const toRender: DebateToRender[] = [];
  for (const { digest, slug, cached } of task.debates) {
    if (cached) continue;
    const record = records.get(digest);
    if (record === undefined) {
      const error = new Error(say`the record of ${slug} is not in the record cache ${task.records}: its downloads cannot be made; build again once the cache folder can be written`);
      error.stack = '';
      throw error;
    }
    toRender.push(renderable(digest, record));
  }
  await renderIntoCache(toRender, task.cacheRoot);
  await publishDebateDownloads(task.root, task.debates.map(({ digest, slug }) => ({ digest, slug })), task.cacheRoot);
  return {};
}

/** What a debate's downloads are made from, out of its cached record. */
const renderable = (digest: string, record: LaidOutDebate): DebateToRender =>
  ({ digest, slug: record.slug, title: record.title, graph: record.graph, stats: record.stats, selfCheck: record.selfCheck, layout: record.layout, format: record.format });

/**
 * The downloads of the debates whose cache entry is missing, made into the cache; returns
 * each one's digest and fingerprints. An entry there is left to the after-build step, which
 * checks it; a record not in the record cache is left to it too, which names it.
 */
async function makeIntoCache(task: Extract<AfterBuildTask, { kind: 'into-cache' }>, warn: Warn): Promise<MadeEntry[]> {
  const records = recordCache(task.records, (message) => warn(message));
  const toRender: DebateToRender[] = [];
  for (const { digest } of task.debates) {
    if (existsSync(path.join(task.cacheRoot, digest))) continue;
    const record = records.get(digest);
    if (record !== undefined) toRender.push(renderable(digest, record));
  }
  await renderIntoCache(toRender, task.cacheRoot);
  const made: MadeEntry[] = [];
  for (const { digest } of toRender) {
    const prints = entryFingerprints(path.join(task.cacheRoot, digest));
    if (prints !== undefined) made.push([digest, prints]);
  }
  return made;
}

/**
 * A full collection (the worker runs with --expose-gc) between atlas files: each file's
 * garbage goes before the next begins. Left to itself, V8 grew the heap through all five
 * files of a 10,000-debate atlas (to 2.2 GB, over 1 GB of it garbage). A plain one keeps the
 * pages it empties pooled and resident for the next file; `giveBack` (V8's last-resort
 * kind, several collections in one: 0.7–1.8 s instead of 0.2–0.7 s at 10,000 debates) hands
 * them back, after the vault: 0.9 GB resident outside the heap otherwise (docs/benchmarks.md).
 */
const collectGarbage = (giveBack = false): void =>
  (globalThis as { gc?: (options: { type: 'major'; execution: 'sync'; flavor: 'regular' | 'last-resort' }) => void }).gc?.({ type: 'major', execution: 'sync', flavor: giveBack ? 'last-resort' : 'regular' });

/** The vault's notes deflated by the last build, or nothing (said) when its cache cannot be used. */
type KeptNotes = Awaited<ReturnType<typeof loadDeflatedEntries>>;

async function keptVaultNotes(vaultCache: string, warn: Warn): Promise<KeptNotes | undefined> {
  try {
    makeCacheFolderSync(path.dirname(vaultCache), "the vault's cache", (message) => warn(message));
    return await loadDeflatedEntries(vaultCache);
  } catch (error) {
    warn("could not keep the vault's deflated notes", error);
    return undefined;
  }
}

/** The AtlasInput the build wrote, checked against its digest, each repeated string of it held once (sharedStrings.ts); its bytes go when it returns. */
async function readAtlasInput(task: Extract<AfterBuildTask, { kind: 'atlas' }>): Promise<AtlasInput> {
  const bytes = await readFile(task.input);
  if (bytesDigest(bytes) !== task.inputDigest) {
    const error = new Error(say`${task.input}, the atlas this build handed to its after-build step, is not what the build wrote (changed meanwhile): build again`);
    error.stack = '';
    throw error;
  }
  const input = deserialize(bytes) as AtlasInput;
  shareAtlasStrings(input.atlas);
  return input;
}

/**
 * What the atlas files are made from, and the vault's kept notes. An async function of its
 * own: a suspended one keeps its temporaries, and in writeAtlas those held the input's
 * atlas past graph.json (with the analysis cached on it, 0.5 GB at 10,000 debates).
 */
async function atlasSource(task: Extract<AfterBuildTask, { kind: 'atlas' }>, warn: Warn): Promise<{ source: AtlasDownloadSource; kept: KeptNotes | undefined }> {
  const input = await readAtlasInput(task);
  // Without them the vault is deflated whole, as in a first build: a second, not the files.
  const kept = await keptVaultNotes(task.vaultCache, warn);
  return { source: atlasDownloadSource(input.atlas, input.layout, input.titles, kept), kept };
}

async function writeAtlas(task: Extract<AfterBuildTask, { kind: 'atlas' }>, warn: Warn): Promise<Partial<AtlasFilesWritten>> {
  // The source lets go of the merge once graph.json is written (publishAtlasDownloads).
  const { source, kept } = await atlasSource(task, warn);
  // The input's bytes and the copies of the strings it shares go before graph.json begins.
  collectGarbage();
  const written: AtlasFilesWritten = { atlasFiles: 0 };
  try {
    written.atlasFiles = await publishAtlasDownloads(task.root, source, (file, last) => {
      if (file === 'vault.zip' && kept) {
        // Let go of as soon as the vault is written: the files after it need not carry them.
        source.deflated = undefined;
        written.vaultNotes = { kept: kept.reused, of: kept.size };
        if (kept.problem !== undefined) warn(`${kept.file}: ${kept.problem}; the vault's notes deflated again`);
        if (kept.damaged > 0) warn(`${kept.file}: ${kept.damaged} kept vault record(s) did not match their checksum or were cut short (edited or damaged): not read, their notes deflated again`);
        if (kept.discarded > 0) warn(`${kept.file}: discarded ${kept.discarded} kept vault note(s) that did not inflate to their note (edited or damaged) and deflated them again`);
        try {
          kept.save();
        } catch (error) {
          warn("could not keep the vault's deflated notes for the next build", error);
        }
      }
      // The vault holds the most: what it emptied is more than the files after it need.
      if (!last) collectGarbage(file === 'vault.zip');
    });
  } finally {
    kept?.discard();
  }
  return written;
}
