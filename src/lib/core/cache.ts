// The one cache module: every cache under <cacheDir>/debate-atlas/ keeps its entries here,
// sealed, written atomically, pruned by one rule (docs/decisions/one-cache-module.md).
import { lstatSync, readFileSync, readdirSync, rmSync, statSync, type Dirent } from 'node:fs';
import { lstat, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describeError, temporaryBeside, WriteError, writeError, writeFileAtomicSync } from './atomicWrite.ts';
import { bytesDigest } from './digest.ts';
import { makeFolder, makeFolderSync } from './makeFolder.ts';
import { removeTree } from './removeTree.ts';

export { bytesDigest, digest, digestOf } from './digest.ts';
export { asSeal, digestFiles, fileFingerprint, type FilesSeal, mismatches, sealedFiles, SETTLED_NS } from './filesSeal.ts';
import { type FilesSeal, mismatches } from './filesSeal.ts';

/** What an entry may be named: a digest (base64url). Anything else in a cache folder is a temporary or a stray. */
const KEY = /^[A-Za-z0-9_-]{16,128}$/;
export const isCacheKey = (name: string): boolean => KEY.test(name);

const MAGIC = 'debate-atlas-cache-entry 1';
const NO_SEAL = 'it has no seal (not written by this build, or cut short)';

/** `body` with its seal in front: what it was made from and its digest, on one line. */
export function sealEntry(madeFrom: string, body: Uint8Array): Buffer {
  return Buffer.concat([Buffer.from(`${MAGIC} ${madeFrom} ${bytesDigest(body)}\n`), body]);
}

/** The body of a sealed entry made from `madeFrom`, or why it is not one. */
export function openEntry(bytes: Buffer, madeFrom: string): { body: Buffer } | { problem: string } {
  const newline = bytes.indexOf(0x0a);
  if (newline < 0 || newline > 512) return { problem: NO_SEAL };
  const [magic, version, from, sealed] = bytes.toString('utf8', 0, newline).split(' ');
  if (`${magic} ${version}` !== MAGIC) return { problem: NO_SEAL };
  if (from !== madeFrom) return { problem: `it was made from ${from}, not ${madeFrom}` };
  const body = bytes.subarray(newline + 1);
  if (bytesDigest(body) !== sealed) return { problem: 'its bytes do not match its digest (edited or cut short)' };
  return { body };
}

/** The warning for an entry discarded: its path and why, so a reader can find it. */
export const discardedWarning = (cache: string, entry: string, problem: string): string =>
  `${cache}: discarded the cache entry ${entry} and made it again: ${problem}`;

/**
 * The most bytes a cache file may hold to be read: a record or seal of a 16 MiB log, or the
 * seals of 10,000 debates, are a few MiB; a file of gigabytes in the cache was not written
 * by a build, and reading it whole first would cost its size in memory (probe 2026-12-18a rows 9–10).
 */
export const MAX_CACHE_FILE_BYTES = 256 * 2 ** 20;
const tooLarge = (size: number): string =>
  `it holds ${Math.ceil(size / 2 ** 20)} MiB, more than the ${MAX_CACHE_FILE_BYTES / 2 ** 20} MiB a cache file may (not written by a build)`;

/** Why a cache file must not be opened: a FIFO would block the read forever, a link would be read through. */
export const NOT_A_FILE = 'it is not a regular file (a symbolic link or a special file); links in the cache are never followed';

/**
 * Makes a folder of the build's own cache (`name` in warnings). What stands at its name and is
 * not a folder (a file, a link: edited or damaged; links in the cache are never followed) is
 * the cache's own and is removed with a warning naming it, then the folder is made; any other
 * fault (a read-only or full disk) is thrown, named as it is (makeFolder.ts).
 */
export async function makeCacheFolder(folder: string, name: string, warn: (message: string) => void): Promise<void> {
  const there = await lstat(folder).catch(() => undefined);
  if (there !== undefined && !there.isDirectory()) {
    warn(discardedWarning(name, folder, NOT_A_FOLDER));
    await rm(folder, { force: true });
  }
  await makeFolder(folder);
}

/** makeCacheFolder, synchronous. */
export function makeCacheFolderSync(folder: string, name: string, warn: (message: string) => void): void {
  const there = lstatSync(folder, { throwIfNoEntry: false });
  if (there !== undefined && !there.isDirectory()) {
    warn(discardedWarning(name, folder, NOT_A_FOLDER));
    rmSync(folder, { force: true });
  }
  makeFolderSync(folder);
}

const NOT_A_FOLDER = 'a file or link stood where its folder goes';

/**
 * The parsed JSON index or seal at `file` (page copies' seal, the downloads' stamp…), or
 * nothing: absent silently; anything but a regular file, or text that does not parse, is
 * removed with a warning naming it (a miss, made again; never opened, never a failed build).
 */
export function readCacheIndex(file: string, name: string, warn: (message: string) => void): unknown {
  let found;
  try {
    found = lstatSync(file);
  } catch {
    return undefined; // absent, or its folder unreadable: nothing to trust
  }
  let problem = NOT_A_FILE;
  if (found.isFile() && found.size > MAX_CACHE_FILE_BYTES) problem = tooLarge(found.size);
  else if (found.isFile()) {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as unknown;
    } catch (error) {
      problem = `it cannot be read as JSON (${error instanceof Error ? error.message : String(error)}; edited or cut short)`;
    }
  }
  warn(discardedWarning(name, file, problem));
  try {
    rmSync(file, { force: true, recursive: true });
  } catch {
    // A read-only folder: the next write (atomic, a rename) takes its place.
  }
  return undefined;
}

/** A minute-old temporary may be a write in flight; one an hour old was left by a stopped build. */
const IN_FLIGHT_MS = 60 * 60 * 1000;

/**
 * The prune rule of every cache: paths under `folder` to remove, namely entries (as
 * `isEntry` tells them) not in `used`, and anything else an hour old or more (a temporary
 * a stopped write left behind; a younger one may be another process's write in flight:
 * `astro dev` and `astro build` share the folder).
 */
export function staleEntries(folder: string, used: ReadonlySet<string>, isEntry: (name: string) => boolean = isCacheKey): string[] {
  const stale: string[] = [];
  for (const name of readdirSync(folder)) {
    if (used.has(name)) continue;
    const entry = path.join(folder, name);
    if (isEntry(name) || leftOver(entry)) stale.push(entry);
  }
  return stale;
}

function leftOver(file: string): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs > IN_FLIGHT_MS;
  } catch {
    return false; // already gone
  }
}

/** A system fault in words with its path (Node's own message can be ", Unknown error: …"); any other error, its message. */
function faultOf(error: unknown): string {
  const fault = error as NodeJS.ErrnoException;
  if (typeof fault?.code === 'string' && typeof fault.path === 'string') return `${describeError(fault)}: ${fault.path}`;
  return error instanceof Error ? error.message : String(error);
}

/** A cache of file entries. */
export interface FileCache {
  readonly folder: string;
  /** The body cached under `key` and made from `madeFrom` (the key itself unless said); none when absent or unusable. A sealed entry that does not match is removed with a warning naming it. */
  get(key: string, madeFrom?: string): Buffer | undefined;
  /** Caches `body` under `key`, atomically. A write that fails leaves the entry uncached (said once), never fails the build. */
  put(key: string, body: Uint8Array, madeFrom?: string): void;
  /** Removes the entries whose keys are not in `used` and old leftovers; returns how many. */
  prune(used: ReadonlySet<string>): number;
  /** Discards the entry under `key` with a warning (its body was sealed but is not what the caller expected). */
  discard(key: string, problem: string): void;
}

/**
 * The file cache in `folder`, called `name` in warnings ("the record cache"). A folder that
 * cannot be made or written (a file in its place, a read-only or full disk) is said once,
 * with its path, and the build goes on without the cache.
 */
export function fileCache(folder: string, name: string, warn: (message: string) => void = () => {}): FileCache {
  let usable = true;
  const unusable = (error: unknown) => {
    if (usable) warn(`${name} cannot be used (${faultOf(error)}): what it would hold is made again`);
    usable = false;
  };
  try {
    makeCacheFolderSync(folder, name, warn);
  } catch (error) {
    unusable(error);
  }
  const file = (key: string): string => {
    if (!isCacheKey(key)) throw new Error(`not a cache key: ${JSON.stringify(key)}`);
    return path.join(folder, key);
  };
  /** Removes `target`: true when it is gone. One that cannot be (a read-only folder) makes the cache unusable, said once: it is not read again. */
  const remove = (target: string): boolean => {
    try {
      rmSync(target, { force: true, recursive: true });
      return true;
    } catch (error) {
      unusable(error);
      return false;
    }
  };
  /** Removes the entry at `target` that `problem` says is unsound, and says so; an entry that stays is named as not used. */
  const drop = (target: string, problem: string): void => {
    if (remove(target)) warn(discardedWarning(name, target, problem));
    else warn(`${name}: the cache entry ${target} is not used (${problem}), and it could not be removed: make the folder writable, or remove it`);
  };
  const discard = (key: string, problem: string) => drop(file(key), problem);
  return {
    folder,
    get(key, madeFrom = key) {
      const target = file(key);
      if (!usable) return undefined;
      let bytes: Buffer;
      try {
        // Never opened unless a regular file: a FIFO in its place would hang the build.
        const found = lstatSync(target);
        if (!found.isFile() || found.size > MAX_CACHE_FILE_BYTES) {
          drop(target, found.isFile() ? tooLarge(found.size) : NOT_A_FILE);
          return undefined;
        }
        bytes = readFileSync(target);
      } catch {
        return undefined; // absent (or unreadable): made again
      }
      const opened = openEntry(bytes, madeFrom);
      if ('body' in opened) return opened.body;
      discard(key, opened.problem);
      return undefined;
    },
    put(key, body, madeFrom = key) {
      const target = file(key);
      if (!usable) return;
      try {
        writeFileAtomicSync(target, sealEntry(madeFrom, body));
      } catch (error) {
        // A folder pruned by another process meanwhile is not a fault worth a word.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') unusable(error);
      }
    },
    prune(used) {
      if (!usable) return 0;
      // Only what is gone counts: a folder that turned read-only stops the cache, said once.
      return staleEntries(folder, used).filter(remove).length;
    },
    discard,
  };
}

/** In each folder entry, the digests of its files and of what they were made from. */
export const FOLDER_SEAL = 'seal.json';


/**
 * Writes a folder entry `root/<key>/` holding `files` and their seal: made under a temporary
 * name, then renamed whole, so an entry is never partial. Another process may have made the
 * same entry meanwhile: its files are the same, and this one is dropped. A write that fails
 * throws a WriteError naming the entry and the fault (no stack).
 */
export async function putFolder(root: string, key: string, files: ReadonlyArray<{ file: string; body: string | Uint8Array }>, madeFrom: string = key): Promise<void> {
  if (!isCacheKey(key)) throw new Error(`not a cache key: ${JSON.stringify(key)}`);
  const entry = path.join(root, key);
  const temporary = temporaryBeside(entry);
  try {
    await makeFolder(temporary);
    await Promise.all(files.map(({ file, body }) => writeFile(path.join(temporary, file), body)));
    const seal: FilesSeal = { madeFrom, files: Object.fromEntries(files.map(({ file, body }) => [file, bytesDigest(body)])) };
    await writeFile(path.join(temporary, FOLDER_SEAL), JSON.stringify(seal));
  } catch (error) {
    // A full disk, a read-only folder: said with the entry's path, nothing half-written left.
    await rm(temporary, { recursive: true, force: true });
    throw writeError(entry, error);
  }
  await rename(temporary, entry).catch(() => rm(temporary, { recursive: true, force: true }));
}

/** Why the folder entry `folder` (made from `madeFrom`) cannot be used, or nothing when it is sound. */
export async function folderProblem(folder: string, madeFrom: string): Promise<string | undefined> {
  let seal: unknown;
  let entries: Dirent[];
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch {
    return 'it has no readable seal (not written by this build, or cut short)';
  }
  // A link would be read through here and published as a link (its target free to change);
  // a FIFO would block the read: both are found before any file is opened.
  const strange = entries.filter((entry) => !entry.isFile()).map((entry) => entry.name).sort();
  if (strange.length > 0) return `${strange.join(', ')} ${strange.length === 1 ? 'is' : 'are'} not a regular file (a symbolic link or a special file); links in the cache are never followed`;
  const sealSize = (await lstat(path.join(folder, FOLDER_SEAL)).catch(() => undefined))?.size ?? 0;
  if (sealSize > MAX_CACHE_FILE_BYTES) return `its seal: ${tooLarge(sealSize)}`;
  try {
    seal = JSON.parse(await readFile(path.join(folder, FOLDER_SEAL), 'utf8'));
  } catch {
    return 'it has no readable seal (not written by this build, or cut short)';
  }
  const present = entries.map((entry) => entry.name).filter((name) => name !== FOLDER_SEAL).sort();
  const sealed = Object.keys((seal as { files?: object } | null)?.files ?? {}).sort();
  if (sealed.join('\0') !== present.join('\0')) return `its files (${present.join(', ')}) are not the ones sealed (${sealed.join(', ')})`;
  const wrong = mismatches(folder, seal, madeFrom);
  return wrong.length === 0 ? undefined : `${wrong.join(', ')} ${wrong.length === 1 ? 'does' : 'do'} not match the digest sealed when it was made`;
}

/**
 * The keys of the sound folder entries under `root` (each made from its key); any other
 * entry is removed with a warning naming it. An entry `unchanged` vouches for (its files'
 * fingerprints are those taken when it was last known sound) is not read.
 */
export async function soundFolders(root: string, name: string, warn: (message: string) => void, unchanged: (key: string, folder: string) => Promise<boolean> = async () => false): Promise<Set<string>> {
  const sound = new Set<string>();
  for (const key of (await readdir(root)).filter(isCacheKey)) {
    const folder = path.join(root, key);
    const problem = (await unchanged(key, folder)) ? undefined : await folderProblem(folder, key);
    if (problem === undefined) sound.add(key);
    else {
      // Removed before it is said to be: an entry that stays (a read-only or mounted folder) would be made again over it.
      await removeTree(folder).catch((error: unknown) => {
        const fault = error as NodeJS.ErrnoException;
        const where = typeof fault.path === 'string' && fault.path !== folder ? `${fault.path}: ` : '';
        throw new WriteError(folder, `${name}: the entry does not match (${problem}) and cannot be removed (${where}${describeError(fault)}); make the folder writable, or remove the entry`, fault.code);
      });
      warn(discardedWarning(name, folder, problem));
    }
  }
  return sound;
}
