// The downloads' cache folder as the build's own thread sees it: which entries exist and
// which to remove. Kept apart from downloadFiles.ts, whose exporters only the workers
// load (importing them costs the build's thread about 0.2 s).
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/** Digests that have a complete cache entry under `cacheRoot` (entries are renamed into place whole). */
export async function cachedDigests(cacheRoot: string): Promise<Set<string>> {
  await mkdir(cacheRoot, { recursive: true });
  return new Set((await readdir(cacheRoot)).filter((entry) => !entry.startsWith('.')));
}

/** Removes the cache entries (and leftover temporaries) of digests no debate has any more. */
export async function pruneCache(cacheRoot: string, used: ReadonlySet<string>): Promise<number> {
  const stale = (await readdir(cacheRoot)).filter((entry) => !used.has(entry));
  await Promise.all(stale.map((entry) => rm(path.join(cacheRoot, entry), { recursive: true, force: true })));
  return stale.length;
}
