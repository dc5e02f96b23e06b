// Removing a folder and all it holds, with the fault the system gave. Node's recursive `rm`
// reports a file it may not remove (an immutable file: EPERM) as `ENOTDIR: scandir '<file>'`,
// a fault of its own walk (probe 2026-12-18a row 37); the true one is found by removing
// what is left, file by file.
import type { Dirent } from 'node:fs';
import { readdir, rm, unlink } from 'node:fs/promises';
import path from 'node:path';

/** Removes `folder` whole; throws the fault of the first entry that could not be removed, its path in it. */
export async function removeTree(folder: string): Promise<void> {
  try {
    await rm(folder, { recursive: true, force: true });
  } catch (error) {
    throw (error as NodeJS.ErrnoException).code === 'ENOTDIR' ? ((await firstFault(folder)) ?? error) : error;
  }
}

/** The fault of the first file under `folder` that cannot be unlinked (a walk of what `rm` left). */
async function firstFault(folder: string): Promise<NodeJS.ErrnoException | undefined> {
  const folders = [folder];
  for (let at = folders.pop(); at !== undefined; at = folders.pop()) {
    const entries: Dirent[] = await readdir(at, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const entryPath = path.join(at, entry.name);
      if (entry.isDirectory()) {
        folders.push(entryPath);
        continue;
      }
      const fault = await unlink(entryPath).then(() => undefined, (error: unknown) => error as NodeJS.ErrnoException);
      if (fault !== undefined) return fault;
    }
  }
  return undefined;
}
