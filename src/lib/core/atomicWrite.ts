// The one atomic write: a temporary file beside the target, then a rename (or a link, when
// the target must not exist yet), so a crash or a full disk never leaves half a file. On
// any failure the temporary is removed and the error names the file that could not be
// written, in words (a full disk, a read-only folder), never a stack trace. Used by the
// CLI's outputs and by every cache (cache.ts).
import { randomBytes } from 'node:crypto';
import { renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { link, open, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { writeChunksTo } from './chunkedWrite.ts';
import { makeFolder } from './makeFolder.ts';

/** What went wrong, in words, with the errno code for searching: never a stack trace. */
export function describeError(error: NodeJS.ErrnoException): string {
  const words: Record<string, string> = {
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    ENOENT: 'no such file or folder',
    ENOTDIR: 'not a folder',
    EISDIR: 'is a folder',
    ELOOP: 'too many levels of symbolic links',
    ENAMETOOLONG: 'the name is too long',
    EIO: 'input/output error',
    EMFILE: 'too many open files',
    ENOSPC: 'no space left on the device',
    EFBIG: 'the file is larger than this system allows',
    EDQUOT: 'disk quota exceeded',
    EROFS: 'read-only file system',
    EBUSY: 'busy: a mount point, or in use',
  };
  const code = error.code ?? 'error';
  return words[code] ? `${words[code]}, ${code}` : code;
}

/** A file that could not be written; `file` is the absolute path of the intended file. */
export class WriteError extends Error {
  readonly file: string;
  readonly reason: string;
  readonly code: string | undefined;
  /** Files this write made and could not remove (an append-only folder): left behind, to be named. */
  readonly leftovers: readonly string[];
  constructor(file: string, reason: string, code: string | undefined, leftovers: readonly string[] = []) {
    super(`could not write ${file}: ${reason}`);
    // A fault of the disk, not of the code: the message says all, and a tool that prints a
    // stack (Astro under "Stack trace:") prints none.
    this.stack = '';
    this.file = file;
    this.reason = reason;
    this.code = code;
    this.leftovers = leftovers;
  }
}

/** `error` (from writing `file`) as a WriteError naming the file. */
export const writeError = (file: string, error: unknown, leftovers: readonly string[] = []): WriteError => {
  const code = (error as NodeJS.ErrnoException).code;
  // describeError's ENOENT speaks of a read; a write's means its folder is not there (any more).
  const reason = code === 'ENOENT' ? 'its folder does not exist: removed meanwhile, or a place that holds no files, ENOENT' : describeError(error as NodeJS.ErrnoException);
  return new WriteError(file, reason, code, leftovers);
};

/**
 * Removes a file this process made, never throwing: why it could not be removed, or null
 * (removed, or gone already). unlink, not rm: rm takes an EPERM (an append-only folder) for
 * a folder's and fails again, as ENOTDIR, from a scandir of the file (probe 2026-12-09 AD5).
 */
export async function removeFile(file: string): Promise<string | null> {
  try {
    await unlink(file);
    return null;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? null : describeError(error as NodeJS.ErrnoException);
  }
}

/** The files of `files` that could not be removed. */
async function removeAll(files: readonly string[]): Promise<string[]> {
  const left: string[] = [];
  for (const file of files) if ((await removeFile(file)) !== null) left.push(file);
  return left;
}

/** The first of `folder` and the folders above it that exists and is not a folder, or null. */
async function fileInTheWay(folder: string): Promise<string | null> {
  const chain: string[] = [];
  for (let current = path.resolve(folder); ; current = path.dirname(current)) {
    chain.unshift(current);
    if (path.dirname(current) === current) break;
  }
  for (const current of chain) {
    const stats = await stat(current).catch(() => null);
    if (stats === null) return null;
    if (!stats.isDirectory()) return current;
  }
  return null;
}

/**
 * Makes `folder` (and those above it) for writing `file` in it. A file where one of the
 * folders goes (mkdir says EEXIST or ENOTDIR) is named as that, not as the file's fault.
 */
export async function makeFolderFor(file: string, folder: string): Promise<void> {
  try {
    await makeFolder(folder);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const blocker = code === 'EEXIST' || code === 'ENOTDIR' ? await fileInTheWay(folder) : null;
    if (blocker !== null) throw new WriteError(blocker, 'a file is where a folder is needed, ENOTDIR', 'ENOTDIR');
    throw writeError(file, error);
  }
}

/**
 * `content` whole, or in chunks written as they come (a merged atlas of 10,000 debates is
 * over 300 MB). `exclusive`: fail (EEXIST) if the target exists; `mode`: the file's
 * permissions (less the umask), e.g. 0o600 for a file no one else may read; `temporary`:
 * the name written first (temporaryBeside), for a caller that removes it when stopped.
 */
export async function writeFileAtomic(target: string, content: string | Uint8Array | Iterable<string | Uint8Array>, options: { exclusive?: boolean; mode?: number; temporary?: string } = {}): Promise<void> {
  await makeFolderFor(target, path.dirname(target));
  const temporary = options.temporary ?? temporaryBeside(target);
  let handle;
  try {
    // O_CREAT|O_EXCL: never a file that exists, nor through a link planted at the name.
    handle = await open(temporary, 'wx', options.mode ?? 0o666);
  } catch (error) {
    throw writeError(target, error);
  }
  let linked = false;
  try {
    try {
      if (typeof content === 'string' || content instanceof Uint8Array) await handle.writeFile(content);
      else await writeChunksTo(handle, content);
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (options.exclusive) {
      // link() fails if the target exists: no window in which another writer is overwritten.
      await link(temporary, target);
      linked = true;
      await unlink(temporary);
    } else {
      await rename(temporary, target);
    }
  } catch (error) {
    // Linked but the temporary not removable: the target goes too, so a failed write leaves
    // nothing; whatever cannot be removed (an append-only folder) is named, never thrown.
    const leftovers = await removeAll(linked ? [temporary, target] : [temporary]);
    if ((error as NodeJS.ErrnoException).code === 'EEXIST' && leftovers.length === 0) throw error;
    // What the chunks' maker raised is not a fault of the file system: passed on as it is.
    if ((error as NodeJS.ErrnoException).syscall === undefined) throw error;
    throw writeError(target, error, leftovers);
  }
}

/**
 * A temporary name beside `target`: a dot first (never an entry of a cache, never a page
 * Pagefind would index), unique to this write, and short whatever the target's name: a
 * name of 243 bytes fits a file system's 255, a longer one beside it would not (probe
 * 2026-12-07, VN dir).
 */
export const temporaryBeside = (target: string): string =>
  path.join(path.dirname(target), `.tmp-${randomBytes(6).toString('hex')}`);

/**
 * `bytes` into `target` whole or not at all, synchronously and without syncing to disk (a
 * cache's write: lost in a crash, never partial). The folder must exist: a cache folder
 * another process pruned meanwhile is not made again.
 */
export function writeFileAtomicSync(target: string, bytes: Uint8Array | string): void {
  const temporary = temporaryBeside(target);
  try {
    writeFileSync(temporary, bytes);
    renameSync(temporary, target);
  } catch (error) {
    let leftovers: string[] = [];
    try {
      unlinkSync(temporary);
    } catch (removal) {
      if ((removal as NodeJS.ErrnoException).code !== 'ENOENT') leftovers = [temporary];
    }
    throw writeError(target, error, leftovers);
  }
}
