// Atomic file writes: a temporary file, then rename (or link, for an exclusive write), so a
// crash or a full disk never leaves half a file; on any failure the temporary file is
// removed and the error names the file that could not be written.
import { randomBytes } from 'node:crypto';
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
    this.file = file;
    this.reason = reason;
    this.code = code;
  }
}

/** A failed write as a WriteError naming the file. */
export const writeError = (file: string, error: unknown): WriteError =>
  new WriteError(file, describeError(error as NodeJS.ErrnoException), (error as NodeJS.ErrnoException).code);

/** `content` whole, or in chunks written as they come (a merged atlas of 10,000 debates is over 300 MB). */
export async function writeFileAtomic(target: string, content: string | Uint8Array | Iterable<string | Uint8Array>, options: { exclusive?: boolean } = {}): Promise<void> {
  try {
    await mkdir(path.dirname(target), { recursive: true });
  } catch (error) {
    throw writeError(target, error);
  }
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
  let handle;
  try {
    handle = await open(temporary, 'wx');
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
