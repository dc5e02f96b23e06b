// One file at a second path without a second copy on disk: a search-index part's sources
// into its staging folder (never into the published site: downloadFiles.ts copies); and a
// file moved, across file systems too: the atlas files made beside the pages.
import { constants } from 'node:fs';
import { copyFile, link, rename, rm } from 'node:fs/promises';

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

/** A rename, or where it cannot cross file systems (EXDEV), a copy then the original removed. */
export async function moveFile(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(from, to, constants.COPYFILE_FICLONE);
    await rm(from);
  }
}
