// The downloads' cache folder as the build's own thread sees it: which entries exist and
// which to remove. Kept apart from downloadFiles.ts, whose exporters only the workers
// load (importing them costs the build's thread about 0.2 s).
import { mkdir, readdir, rm } from 'node:fs/promises';
import { staleEntries } from '../site/staleEntries.ts';

/** Digests that have a complete cache entry under `cacheRoot` (entries are renamed into place whole). */
export async function cachedDigests(cacheRoot: string): Promise<Set<string>> {
  await mkdir(cacheRoot, { recursive: true });
  return new Set((await readdir(cacheRoot)).filter((entry) => !entry.startsWith('.')));
}

/** Removes the cache entries of digests no debate has any more, and temporaries left an hour ago or more. */
export async function pruneCache(cacheRoot: string, used: ReadonlySet<string>): Promise<number> {
  // Entries are named by digest; temporaries start with a dot (renderIntoCache).
  const stale = staleEntries(cacheRoot, used, (name) => !name.startsWith('.'));
  await Promise.all(stale.map((entry) => rm(entry, { recursive: true, force: true })));
  return stale.length;
}
