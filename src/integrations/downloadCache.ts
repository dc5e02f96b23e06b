// The downloads' cache folder as the build's own thread sees it: which entries exist and
// which to remove. Kept apart from downloadFiles.ts, whose exporters only the workers
// load (importing them costs the build's thread about 0.2 s).
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** Digests that have a complete cache entry under `cacheRoot` (entries are renamed into place whole). */
export async function cachedDigests(cacheRoot: string): Promise<Set<string>> {
  await mkdir(cacheRoot, { recursive: true });
  return new Set((await readdir(cacheRoot)).filter((entry) => !entry.startsWith('.')));
}

/** A temporary entry younger than this may be another build's write in flight (`astro dev` and `astro build` share the folder). */
const IN_FLIGHT_MS = 60 * 60 * 1000;

/** Removes the cache entries of digests no debate has any more, and temporaries left an hour ago or more. */
export async function pruneCache(cacheRoot: string, used: ReadonlySet<string>): Promise<number> {
  const stale: string[] = [];
  for (const entry of await readdir(cacheRoot)) {
    if (used.has(entry)) continue;
    const entryPath = path.join(cacheRoot, entry);
    if (entry.startsWith('.')) {
      const modified = await stat(entryPath).then((s) => s.mtimeMs, () => Date.now());
      if (Date.now() - modified < IN_FLIGHT_MS) continue;
    }
    stale.push(entryPath);
  }
  await Promise.all(stale.map((entry) => rm(entry, { recursive: true, force: true })));
  return stale.length;
}
