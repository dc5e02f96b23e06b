// What stands at a path that is not a regular file, in words: one wording for the archive
// walk, the CLI's output guard and `add`, and the caches.
import type { BigIntStats, Stats } from 'node:fs';

/** What is at a path that is not a regular file ("a named pipe (FIFO)"), or null for a regular file. */
export function notAFile(stats: Stats | BigIntStats): string | null {
  if (stats.isFile()) return null;
  if (stats.isSymbolicLink()) return 'a symbolic link';
  if (stats.isDirectory()) return 'a folder';
  if (stats.isFIFO()) return 'a named pipe (FIFO)';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  return 'a special file';
}
