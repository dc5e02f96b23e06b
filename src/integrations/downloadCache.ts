// The downloads' cache folder as the build's own thread sees it: which entries exist and
// which to remove. Kept apart from downloadFiles.ts, whose exporters only the workers
// load (importing them would cost the build's thread time). The entries are folder
// entries of the cache module (src/lib/core/cache.ts), one per record digest.
import { mkdir, rm } from 'node:fs/promises';
import { soundFolders, staleEntries } from '../lib/core/cache.ts';
import { locatedError } from './locatedError.ts';

/**
 * Digests that have a complete, untouched cache entry under `cacheRoot` (entries are
 * renamed into place whole). An entry whose files are not the ones its seal names (edited,
 * cut short, added or removed, or no seal at all) is removed with a warning naming it, and
 * its debate's files are made again: a download is linked into the site only as it was made.
 */
export async function cachedDigests(cacheRoot: string, warn: (message: string) => void = () => {}): Promise<Set<string>> {
  try {
    await mkdir(cacheRoot, { recursive: true });
  } catch (error) {
    // The debates' files are made in this folder, then linked into the site: no way around it.
    throw locatedError(`the downloads' cache folder ${cacheRoot} cannot be used (${error instanceof Error ? error.message : String(error)}): free the disk, or remove what stands in its place`);
  }
  return soundFolders(cacheRoot, "the downloads' cache", warn);
}

/** Removes the cache entries of digests no debate has any more, and temporaries left an hour ago or more. */
export async function pruneCache(cacheRoot: string, used: ReadonlySet<string>): Promise<number> {
  const stale = staleEntries(cacheRoot, used);
  await Promise.all(stale.map((entry) => rm(entry, { recursive: true, force: true })));
  return stale.length;
}
