// The downloads' cache folder as the build's own thread sees it: which entries exist and
// which to remove. Kept apart from downloadFiles.ts, whose exporters only the workers
// load (importing them costs the build's thread about 0.2 s).
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { discardedWarning, mismatches } from '../site/cacheSeal.ts';
import { staleEntries } from '../site/staleEntries.ts';
import { locatedError } from './locatedError.ts';

/** In each entry, the digests of its files and of the record they were made from (cacheSeal.ts), written before the entry is renamed into place. */
export const ENTRY_SEAL = 'seal.json';

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
  const sound = new Set<string>();
  for (const digest of (await readdir(cacheRoot)).filter((entry) => !entry.startsWith('.'))) {
    const folder = path.join(cacheRoot, digest);
    const problem = await entryProblem(folder, digest);
    if (problem === undefined) sound.add(digest);
    else {
      warn(discardedWarning("the downloads' cache", folder, problem));
      await rm(folder, { recursive: true, force: true });
    }
  }
  return sound;
}

async function entryProblem(folder: string, digest: string): Promise<string | undefined> {
  let seal: unknown;
  let present: string[];
  try {
    seal = JSON.parse(await readFile(path.join(folder, ENTRY_SEAL), 'utf8'));
    present = (await readdir(folder)).filter((name) => name !== ENTRY_SEAL).sort();
  } catch {
    return 'it has no readable seal (not written by this build, or cut short)';
  }
  const sealed = Object.keys((seal as { files?: object } | null)?.files ?? {}).sort();
  if (sealed.join('\0') !== present.join('\0')) return `its files (${present.join(', ')}) are not the ones sealed (${sealed.join(', ')})`;
  const wrong = await mismatches(folder, seal, digest);
  return wrong.length === 0 ? undefined : `${wrong.join(', ')} ${wrong.length === 1 ? 'does' : 'do'} not match the digest sealed when it was made`;
}

/** Removes the cache entries of digests no debate has any more, and temporaries left an hour ago or more. */
export async function pruneCache(cacheRoot: string, used: ReadonlySet<string>): Promise<number> {
  // Entries are named by digest; temporaries start with a dot (renderIntoCache).
  const stale = staleEntries(cacheRoot, used, (name) => !name.startsWith('.'));
  await Promise.all(stale.map((entry) => rm(entry, { recursive: true, force: true })));
  return stale.length;
}
