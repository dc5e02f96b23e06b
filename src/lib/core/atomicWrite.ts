// The one atomic write: a temporary file beside the target, then a rename (or a link, when
// the target must not exist yet), so a crash or a full disk never leaves half a file. On
// any failure the temporary is removed and the error names the file that could not be
// written, in words (a full disk, a read-only folder), never a stack trace. Used by the
// CLI's outputs and by every cache (cache.ts).
import { randomBytes } from 'node:crypto';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { link, mkdir, open, rename, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { writeChunksTo } from './chunkedWrite.ts';

/** What went wrong, in words, with the errno code for searching: never a stack trace. */
export function describeError(error: NodeJS.ErrnoException): string {
  const words: Record<string, string> = {
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    ENOENT: 'it disappeared while being read',
    ENOTDIR: 'not a folder',
    EISDIR: 'is a folder',
    ELOOP: 'too many levels of symbolic links',
    ENAMETOOLONG: 'the name is too long',
    EIO: 'input/output error',
    EMFILE: 'too many open files',
    ENOSPC: 'no space left on the device',
    EDQUOT: 'disk quota exceeded',
    EROFS: 'read-only file system',
  };
  const code = error.code ?? 'error';
  return words[code] ? `${words[code]}, ${code}` : code;
}

/** A file that could not be written; `file` is the absolute path of the intended file. */
export class WriteError extends Error {
  readonly file: string;
  readonly reason: string;
  readonly code: string | undefined;
  constructor(file: string, reason: string, code: string | undefined) {
    super(`could not write ${file}: ${reason}`);
    // A fault of the disk, not of the code: the message says all, and a tool that prints a
    // stack (Astro under "Stack trace:") prints none.
    this.stack = '';
    this.file = file;
    this.reason = reason;
    this.code = code;
  }
}

/** `error` (from writing `file`) as a WriteError naming the file. */
export const writeError = (file: string, error: unknown): WriteError =>
  new WriteError(file, describeError(error as NodeJS.ErrnoException), (error as NodeJS.ErrnoException).code);

/**
 * `content` whole, or in chunks written as they come (a merged atlas of 10,000 debates is
 * over 300 MB). `exclusive`: fail (EEXIST) if the target exists; `mode`: the file's
 * permissions (less the umask), e.g. 0o600 for a file no one else may read.
 */
export async function writeFileAtomic(target: string, content: string | Uint8Array | Iterable<string | Uint8Array>, options: { exclusive?: boolean; mode?: number } = {}): Promise<void> {
  try {
    await mkdir(path.dirname(target), { recursive: true });
  } catch (error) {
    throw writeError(target, error);
  }
  const temporary = temporaryBeside(target);
  let handle;
  try {
    // O_CREAT|O_EXCL: never a file that exists, nor through a link planted at the name.
    handle = await open(temporary, 'wx', options.mode ?? 0o666);
  } catch (error) {
    throw writeError(target, error);
  }
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
      await unlink(temporary);
    } else {
      await rename(temporary, target);
    }
  } catch (error) {
    await rm(temporary, { force: true });
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw error;
    // What the chunks' maker raised is not a fault of the file system: passed on as it is.
    if ((error as NodeJS.ErrnoException).syscall === undefined) throw error;
    throw writeError(target, error);
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
    rmSync(temporary, { force: true });
    throw writeError(target, error);
  }
}
