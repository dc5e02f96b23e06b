// The one way the build and the CLI make a folder and the folders above it. Node's recursive
// mkdir reports any fault on the way as ENOENT (a read-only disk included), so when it
// fails that way the folders are made again a level at a time, which throws the fault
// that stopped it (EROFS, EACCES, ENOTDIR…): the message then names what is wrong.
import { existsSync, mkdirSync } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';

const code = (error: unknown): string | undefined => (error as NodeJS.ErrnoException).code;

/** Makes `folder` and what is missing above it; throws the fault of the level that failed. */
export function makeFolderSync(folder: string): void {
  try {
    mkdirSync(folder, { recursive: true });
  } catch (error) {
    if (code(error) !== 'ENOENT') throw error;
    for (const level of missingLevels(folder, existsSync)) mkdirSync(level);
  }
}

/** Makes `folder` and what is missing above it; rejects with the fault of the level that failed. */
export async function makeFolder(folder: string): Promise<void> {
  try {
    await mkdir(folder, { recursive: true });
  } catch (error) {
    if (code(error) !== 'ENOENT') throw error;
    const exists = new Set<string>();
    // Walked upwards until a level exists: at most the path's depth, not the input's size.
    for (let at = path.resolve(folder); ; at = path.dirname(at)) {
      if (await stat(at).then(() => true, () => false)) {
        exists.add(at);
        break;
      }
      if (path.dirname(at) === at) break;
    }
    for (const level of missingLevels(folder, (at) => exists.has(at))) await mkdir(level);
  }
}

/** The folders from the highest missing one down to `folder`, by `exists`. */
function missingLevels(folder: string, exists: (at: string) => boolean): string[] {
  const missing: string[] = [];
  for (let at = path.resolve(folder); !exists(at); at = path.dirname(at)) {
    missing.push(at);
    if (path.dirname(at) === at) break;
  }
  return missing.reverse();
}
