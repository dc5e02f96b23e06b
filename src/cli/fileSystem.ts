// The CLI's file-system helpers beyond the atomic write (src/lib/core/atomicWrite.ts): the
// claim `add` takes on an address, so two adds of one address never both write, links on
// the way to a target, and the recovery file for text read from stdin.
import { randomBytes } from 'node:crypto';
import { lstat, mkdir, open, readdir, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { writeError, writeFileAtomic } from '../lib/core/atomicWrite.ts';

// The atomic write is the project's one (src/lib/core/atomicWrite.ts), also used by the caches.
export { writeFileAtomic, WriteError } from '../lib/core/atomicWrite.ts';

/**
 * The first folder from `root` (included) down to `target`'s folder that is a symbolic
 * link, or null. `add` never writes through a link (spec: links under content/ are never
 * followed); a folder that does not exist yet is not a link.
 */
export async function linkOnTheWay(root: string, target: string): Promise<string | null> {
  const parts = path.relative(root, path.dirname(target)).split(path.sep).filter((p) => p !== '' && p !== '.');
  let current = root;
  for (const part of ['', ...parts]) {
    current = part === '' ? current : path.join(current, part);
    const stats = await lstat(current).catch(() => null);
    if (stats === null) return null;
    if (stats.isSymbolicLink()) return current;
  }
  return null;
}

/** How long `add` waits for another add of the same address to finish, and how often it looks. */
const CLAIM_WAIT_MS = 10_000;
const CLAIM_POLL_MS = 25;

export type Claim = { release: () => Promise<void> } | { busy: string };

/**
 * Claims an address for writing: an exclusive create (O_CREAT|O_EXCL, which also refuses a
 * link) of `.<name>.add-claim` beside it, one file whatever extension the debate gets, so
 * a .json and a .md for one address take the same claim. Waits while another add holds it;
 * after CLAIM_WAIT_MS it gives up and names the claim file (a crashed add leaves it behind).
 * The caller must look at the address again once it holds the claim.
 */
export async function claimAddress(folder: string, name: string, writeOwner: (handle: FileHandle) => Promise<void> = writePid): Promise<Claim> {
  const claim = path.join(folder, `.${name}.add-claim`);
  try {
    await mkdir(folder, { recursive: true });
  } catch (error) {
    throw writeError(claim, error);
  }
  for (let waited = 0; ; waited += CLAIM_POLL_MS) {
    let handle: FileHandle;
    try {
      handle = await open(claim, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw writeError(claim, error);
      if (waited >= CLAIM_WAIT_MS) return { busy: claim };
      await new Promise((resolve) => setTimeout(resolve, CLAIM_POLL_MS));
      continue;
    }
    try {
      await writeOwner(handle);
    } catch (error) {
      // Created but not written (a full disk): never left behind, or the next add would
      // wait for it and call the address busy.
      await handle.close().catch(() => undefined);
      await rm(claim, { force: true });
      throw writeError(claim, error);
    }
    await handle.close();
    return { release: () => rm(claim, { force: true }) };
  }
}

const writePid = (handle: FileHandle): Promise<void> => handle.writeFile(`${process.pid}\n`);

/** The names in `folder` (bytes decoded as UTF-8), or none when it does not exist. */
export const namesIn = (folder: string): Promise<string[]> => readdir(folder).catch(() => []);

/**
 * Saves text that exists nowhere else (read from stdin) after a write failed, as
 * `<folder>/<name>-<time>-<random><ext>`: the first of `folders` where it can be written,
 * never inside `contentDir` (where the next build would read it). The path, or null.
 */
export async function saveRecovery(text: string, name: string, ext: string, folders: readonly string[], contentDir: string): Promise<string | null> {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
  for (const folder of folders) {
    const relative = path.relative(contentDir, folder);
    if (relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))) continue;
    const file = path.join(folder, `${name}-${stamp}-${randomBytes(3).toString('hex')}${ext}`);
    try {
      await writeFileAtomic(file, text, { exclusive: true });
      return file;
    } catch {
      // a full or read-only folder: try the next one
    }
  }
  return null;
}
