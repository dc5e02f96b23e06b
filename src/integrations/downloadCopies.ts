// The debates' downloads copied from their cache entries into the site (downloadCache.ts keeps
// the entries). Light on purpose: the build's own process copies the entries it found sound,
// without loading the exporters, while the pool makes only the missing ones.
import { constants } from 'node:fs';
import { copyFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { FOLDER_SEAL } from '../lib/core/cache.ts';
import { makeFolder } from '../lib/core/makeFolder.ts';
import { filePool } from './filePool.ts';

/** File copies in flight at once: enough to keep the disk busy. */
const COPIES_IN_FLIGHT = 32;

/** A cache entry and where its files go: `debates/<slug>/` under the output folder. */
export interface DebateToPublish { digest: string; slug: string }

/** `root/<parts>`, refusing any path that would leave `root` (slugs come from file names). */
export function inside(root: string, ...parts: string[]): string {
  const target = path.resolve(root, ...parts);
  if (!target.startsWith(path.resolve(root) + path.sep)) throw new Error(`refusing to write outside ${root}: ${JSON.stringify(parts.join('/'))}`);
  return target;
}

/**
 * Copies each debate's cache entry (every file but its seal) into `root/debates/<slug>/`. A
 * copy, never a hard link: a linked download would be the cache's file, and an edit to the
 * cache would change the published site with no build to check it (probe 36 B9). Where the
 * file system can, the copy shares the blocks until either side is written (a reflink).
 */
export async function copyCachedDownloads(root: string, debates: readonly DebateToPublish[], cacheRoot: string, files?: readonly string[]): Promise<void> {
  const pool = filePool(COPIES_IN_FLIGHT);
  for (const { digest, slug } of debates) {
    const from = inside(cacheRoot, digest);
    const folder = inside(root, 'debates', ...slug.split('/'));
    await makeFolder(folder);
    for (const file of files ?? (await readdir(from)).filter((name) => name !== FOLDER_SEAL).sort()) {
      await pool.add(() => copyFile(path.join(from, file), path.join(folder, file), constants.COPYFILE_FICLONE));
    }
  }
  await pool.drain();
}
