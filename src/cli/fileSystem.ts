// File writing for the CLI: atomic (write a temporary file, then rename), so a crash or
// a full disk never leaves half a log; and reading that always names the file.
import { randomBytes } from 'node:crypto';
import { link, mkdir, open, rename, rm, unlink } from 'node:fs/promises';
import path from 'node:path';

export async function writeFileAtomic(target: string, content: string | Uint8Array, options: { exclusive?: boolean } = {}): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(temporary, 'wx');
  try {
    await (typeof content === 'string' ? handle.writeFile(content, 'utf8') : handle.writeFile(content));
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    if (options.exclusive) {
      // link() fails if the target exists: no window in which another writer is overwritten.
      await link(temporary, target);
      await unlink(temporary);
    } else {
      await rename(temporary, target);
    }
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
