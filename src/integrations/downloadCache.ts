// The downloads' cache folder as the build's own thread sees it: which entries exist and
// which to remove. Kept apart from downloadFiles.ts, whose exporters only the workers
// load (importing them would cost the build's thread time). The entries are folder
// entries of the cache module (src/lib/core/cache.ts), one per record digest; the stamp
// beside them spares reading sound entries (docs/decisions/downloads-cache-stamp.md).
import { lstatSync, readdirSync } from 'node:fs';
import { lstat, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { temporaryBeside } from '../lib/core/atomicWrite.ts';
import { discardedWarning, fileFingerprint, makeCacheFolder, readCacheIndex, soundFolders, staleEntries } from '../lib/core/cache.ts';
import { locatedError } from './locatedError.ts';

/** Each entry's files and their fingerprints, by entry key then file name. */
type Fingerprints = Record<string, Record<string, string>>;

/** The stamp of the cache at `cacheRoot`: a file beside the folder, so the prune rule never sees it. */
const stampOf = (cacheRoot: string): string => `${cacheRoot}-stamp.json`;

/**
 * The fingerprint of every file in the entry `folder` (fileFingerprint: device, inode,
 * size, mtime, ctime; links not followed), or nothing if it holds anything but regular
 * files, cannot be read, or (with `before`) holds a file changed at or after `before`.
 */
export function entryFingerprints(folder: string, before?: bigint): Record<string, string> | undefined {
  const prints: Record<string, string> = {};
  try {
    // Synchronous: ten calls an entry, each a fraction of what a call through libuv's pool costs.
    for (const name of readdirSync(folder).sort()) {
      const stats = lstatSync(path.join(folder, name), { bigint: true });
      if (!stats.isFile() || (before !== undefined && stats.ctimeNs >= before)) return undefined;
      prints[name] = fileFingerprint(stats);
    }
  } catch {
    return undefined;
  }
  return prints;
}

async function readStamp(cacheRoot: string, warn: (message: string) => void): Promise<Fingerprints> {
  const parsed = readCacheIndex(stampOf(cacheRoot), "the downloads' cache", warn);
  const entries = (parsed as { entries?: unknown } | null | undefined)?.entries;
  if (typeof entries === 'object' && entries !== null) return entries as Fingerprints;
  // Of another shape: not used (every entry is read and checked), named, and written again.
  if (parsed !== undefined) warn(discardedWarning("the downloads' cache", stampOf(cacheRoot), 'it is not a stamp of the entries (edited)'));
  return {};
}

const sameFingerprints = (found: Record<string, string>, stamped: unknown): boolean =>
  typeof stamped === 'object' && stamped !== null && JSON.stringify(found) === JSON.stringify(stamped);

/**
 * Digests that have a complete, untouched cache entry under `cacheRoot` (entries are
 * renamed into place whole). An entry whose files are not the ones its seal names (edited,
 * cut short, added or removed, or no seal at all) is removed with a warning naming it, and
 * its debate's files are made again: a download is linked into the site only as it was made.
 * An entry whose every file has the fingerprint the last build stamped is not read again.
 */
export async function cachedDigests(cacheRoot: string, warn: (message: string) => void = () => {}): Promise<Set<string>> {
  try {
    await makeCacheFolder(cacheRoot, "the downloads' cache", warn);
  } catch (error) {
    // The debates' files are made in this folder, then linked into the site: no way around it.
    throw locatedError(`the downloads' cache folder ${cacheRoot} cannot be used (${error instanceof Error ? error.message : String(error)}): make it writable or free its disk`);
  }
  const stamp = await readStamp(cacheRoot, warn);
  const unchanged = async (key: string, folder: string): Promise<boolean> => {
    if (!Object.hasOwn(stamp, key)) return false;
    const found = entryFingerprints(folder);
    return found !== undefined && sameFingerprints(found, stamp[key]);
  };
  return soundFolders(cacheRoot, "the downloads' cache", warn, unchanged);
}

/**
 * Stamps the entries `keys` as they are now, once the build has done its last link and
 * unlink of them (the site published, the last output deleted). A file changed at or after
 * the stamp began keeps no fingerprint (a coarse clock could stamp a later change the same),
 * so its entry is read next time. Written whole (a temporary, then renamed).
 */
export async function stampCache(cacheRoot: string, keys: Iterable<string>): Promise<void> {
  await writeStamp(cacheRoot, keys, {});
}

/**
 * Adds to the stamp the entries this build has just made (earlyDownloads.ts), each only if
 * its files still have the fingerprints taken as it was made (`made`): one changed since is
 * read and checked by the after-build step. The stamp's other entries stay as they were.
 */
export async function stampMadeEntries(cacheRoot: string, made: ReadonlyMap<string, Record<string, string>>, warn: (message: string) => void): Promise<void> {
  await writeStamp(cacheRoot, made.keys(), await readStamp(cacheRoot, warn), made);
}

async function writeStamp(cacheRoot: string, keys: Iterable<string>, kept: Fingerprints, asMade?: ReadonlyMap<string, Record<string, string>>): Promise<void> {
  const file = stampOf(cacheRoot);
  const temporary = temporaryBeside(file);
  try {
    // Its change time is the kernel's clock now, on the clock the entries' times are on.
    await writeFile(temporary, '');
    const before = (await lstat(temporary, { bigint: true })).ctimeNs;
    const entries: Fingerprints = { ...kept };
    for (const key of keys) {
      const prints = entryFingerprints(path.join(cacheRoot, key), before);
      const unchanged = prints !== undefined && (asMade === undefined || sameFingerprints(prints, asMade.get(key)));
      if (unchanged) entries[key] = prints;
      else delete entries[key];
    }
    await writeFile(temporary, JSON.stringify({ entries }));
    await rename(temporary, file);
  } finally {
    await rm(temporary, { force: true });
  }
}

/** Removes the cache entries of digests no debate has any more, and temporaries left an hour ago or more. */
export async function pruneCache(cacheRoot: string, used: ReadonlySet<string>): Promise<number> {
  const stale = staleEntries(cacheRoot, used);
  await Promise.all(stale.map((entry) => rm(entry, { recursive: true, force: true })));
  return stale.length;
}
