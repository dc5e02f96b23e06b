// One file at a second path without a second copy on disk: a search-index part's sources
// into its staging folder. Never into the published site (downloadFiles.ts copies).
import { copyFile, link } from 'node:fs/promises';

/**
 * A hard link (a quarter of a copy's cost, and no second copy on disk; the files linked
 * are never written again in place, and Astro unlinks, never truncates, what it clears),
 * or a copy where links cannot be made (another file system, one without links).
 */
export async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch {
    await copyFile(from, to);
  }
}
