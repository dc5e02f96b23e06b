// The CLI's file-system helpers beyond the atomic write (src/lib/core/atomicWrite.ts): the
// claim `add` takes on an address, so two adds of one address never both write, links on
// the way to a target, and the recovery file for text read from stdin, only ever in a
// folder no one else can read or change (docs/decisions/add-recovery-folder.md).
import { randomBytes } from 'node:crypto';
import { constants, type Stats } from 'node:fs';
import { lstat, mkdir, open, readdir, readFile, readlink, realpath, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_DEBATES_DIR } from '../lib/archive/contentPath.ts';
import { describeError, makeFolderFor, removeFile, writeError, writeFileAtomic } from '../lib/core/atomicWrite.ts';
import { notAFile } from '../lib/core/fileKind.ts';
import { say } from '../lib/core/terminalText.ts';
import { UsageError } from './cliIo.ts';

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

/** How an address's holder differs from the text being added, for the refusal: its content, or that it is no file at all. */
export async function howItDiffers(file: string): Promise<string> {
  const stats = await lstat(file).catch(() => null);
  const what = stats === null ? null : notAFile(stats);
  return what === null ? 'which has different content' : `which is ${what}, not a debate file`;
}

/** How long `add` waits for another add of the same address to finish, and how often it looks. */
const CLAIM_WAIT_MS = 10_000;
const CLAIM_POLL_MS = 25;

/**
 * A claim held: `release` removes its file, never throwing: why it could not (it is left
 * behind), or null. Busy: the claim file, and whether the process it names runs here (a
 * process id means nothing on another machine or in another container sharing the archive).
 */
export type Claim = { file: string; release: () => Promise<string | null> } | { busy: string; holder?: { pid: number; runsHere: boolean } };

/** The process a claim file names, and whether a process of that id runs on this machine; nothing if it names none. */
export async function holderOfClaim(claim: string): Promise<{ pid: number; runsHere: boolean } | undefined> {
  const text = await readFile(claim, { encoding: 'utf8', flag: constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK }).catch(() => '');
  const pid = /^(\d{1,9})\n?$/.exec(text)?.[1];
  if (pid === undefined || Number(pid) === 0) return undefined;
  try {
    process.kill(Number(pid), 0);
    return { pid: Number(pid), runsHere: true };
  } catch (error) {
    // EPERM: it runs, as another user.
    return { pid: Number(pid), runsHere: (error as NodeJS.ErrnoException).code === 'EPERM' };
  }
}

/**
 * Claims an address for writing: an exclusive create (O_CREAT|O_EXCL, which also refuses a
 * link) of `.<name>.add-claim` beside it, one file whatever extension the debate gets, so
 * a .json and a .md for one address take the same claim. Waits while another add holds it;
 * after CLAIM_WAIT_MS it gives up and names the claim file (a crashed add leaves it behind).
 * The caller must look at the address again once it holds the claim.
 */
export async function claimAddress(folder: string, name: string, writeOwner: (handle: FileHandle) => Promise<void> = writePid, claimed: (release: () => Promise<string | null>) => void = () => {}): Promise<Claim> {
  const claim = path.join(folder, `.${name}.add-claim`);
  await makeFolderFor(claim, folder);
  for (let waited = 0; ; waited += CLAIM_POLL_MS) {
    let handle: FileHandle;
    try {
      handle = await open(claim, 'wx');
      // Told before anything else can run (a signal's handler among them): the file is ours to remove.
      claimed(() => removeFile(claim));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw writeError(claim, error);
      if (waited >= CLAIM_WAIT_MS) {
        const holder = await holderOfClaim(claim);
        return holder === undefined ? { busy: claim } : { busy: claim, holder };
      }
      await new Promise((resolve) => setTimeout(resolve, CLAIM_POLL_MS));
      continue;
    }
    try {
      await writeOwner(handle);
      await handle.close();
    } catch (error) {
      // Created but not written (a full disk): never left behind, or the next add would
      // wait for it and call the address busy.
      await handle.close().catch(() => undefined);
      const left = await removeFile(claim);
      throw writeError(claim, error, left === null ? [] : [claim]);
    }
    return { file: claim, release: () => removeFile(claim) };
  }
}

const writePid = (handle: FileHandle): Promise<void> => handle.writeFile(`${process.pid}\n`);

/** The names in `folder` (bytes decoded as UTF-8), or none when it does not exist. */
export const namesIn = (folder: string): Promise<string[]> => readdir(folder).catch(() => []);

/** The folder of each user's recovery files under `base` (the temp folder): one per user, so no user's blocks another's. */
export const recoveryFolderIn = (base: string): string =>
  path.join(base, process.getuid === undefined ? 'debate-atlas-recovery' : `debate-atlas-recovery-${process.getuid()}`);

/** A folder a recovery file may go in: `own` is the user's own recovery folder, made (mode 0700) when missing. */
export interface RecoveryPlace { folder: string; own: boolean }

/** A place not used, and why, in words: a rule about the folder, or the write itself failed there (`failedWrite`). */
export interface RecoveryRefusal { folder: string; reason: string; failedWrite?: true }

/**
 * Why no one but the user is sure to be kept from `folder`, or null: a symbolic link (it
 * could send the file anywhere), not a folder, another user's (its owner can read, replace
 * or remove what is in it), or one others may write to, where they could rename the file
 * and put their own in its place before it is added back. `shared` allows root's folders
 * and a folder others write to when it is sticky (/tmp: there only a file's owner may
 * rename or remove it). Owners and modes are not looked at where there are none (Windows).
 */
export async function unsafeFolder(folder: string, shared: boolean): Promise<string | null> {
  let stats;
  try {
    stats = await lstat(folder);
  } catch (error) {
    return describeError(error as NodeJS.ErrnoException);
  }
  if (stats.isSymbolicLink()) return 'it is a symbolic link';
  if (!stats.isDirectory()) return 'it is not a folder';
  const uid = process.getuid?.();
  if (uid === undefined) return null;
  if (stats.uid !== uid && !(shared && stats.uid === 0)) return `it belongs to another user (uid ${stats.uid})`;
  const othersWrite = (stats.mode & 0o022) !== 0;
  if (othersWrite && !(shared && (stats.mode & 0o1000) !== 0)) return `others can write to it (mode ${(stats.mode & 0o7777).toString(8).padStart(4, '0')})`;
  return null;
}

/**
 * Where `folder` is: its parent's real path and its own name, so a link on the way (macOS's
 * /tmp is one) is looked at where it leads, while the folder itself is never followed.
 */
async function realPlace(folder: string): Promise<{ folder: string } | { reason: string }> {
  try {
    return { folder: path.join(await realpath(path.dirname(folder)), path.basename(folder)) };
  } catch (error) {
    return { reason: `the folder it is in cannot be used: ${describeError(error as NodeJS.ErrnoException)}` };
  }
}

/** True when `folder` is `root` or under it. */
const within = (root: string, folder: string): boolean => {
  const relative = path.relative(root, folder);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/**
 * The folder of `place` a recovery file may go in (its own folder made first, if missing),
 * or why none; `place.folder` is a real place already (`realPlace`). The user's own folder
 * needs a parent others cannot swap it in; the working folder (the fallback) is checked itself.
 */
async function usablePlace(place: RecoveryPlace): Promise<{ folder: string } | { reason: string }> {
  if (!place.own) {
    const reason = await unsafeFolder(place.folder, true);
    return reason === null ? { folder: place.folder } : { reason };
  }
  const base = path.dirname(place.folder);
  // The temp folder must keep others from renaming the user's folder and putting theirs in its place.
  const parent = await unsafeFolder(base, true);
  if (parent !== null) return { reason: `the folder it is in, ${base}, cannot be used: ${parent}` };
  const folder = place.folder;
  try {
    // Not recursive, and never through a link: mkdir fails (EEXIST) on anything at the name.
    await mkdir(folder, { mode: 0o700 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return { reason: describeError(error as NodeJS.ErrnoException) };
  }
  const reason = await unsafeFolder(folder, false);
  return reason === null ? { folder } : { reason };
}

/**
 * Saves text that exists nowhere else (read from stdin) after a write failed, as
 * `<folder>/<name>-<time>-<random><ext>`, mode 0600, created exclusively (never over a
 * file, never through a link): in the first of `places` that is safe (`unsafeFolder`)
 * and has room, never inside `contentDir` (where the next build would read it). The path
 * (or null), and the places refused as unsafe, each with why.
 */
export async function saveRecovery(text: string | Uint8Array, name: string, ext: string, places: readonly RecoveryPlace[], contentDir: string): Promise<{ saved: string | null; refused: RecoveryRefusal[] }> {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
  const refused: RecoveryRefusal[] = [];
  // The archive where it is: a place reached through a link into it is inside it too.
  const archive = await realpath(contentDir).catch(() => contentDir);
  for (const place of places) {
    if (within(contentDir, place.folder)) continue;
    // Both places, the preferred and the fallback, by the same checks, on the real path.
    const real = await realPlace(place.folder);
    if ('reason' in real) {
      refused.push({ folder: place.folder, reason: real.reason });
      continue;
    }
    if (within(archive, real.folder)) {
      refused.push({ folder: place.folder, reason: `it is inside the archive (${real.folder}), where the next build would read the file` });
      continue;
    }
    const usable = await usablePlace({ folder: real.folder, own: place.own });
    if ('reason' in usable) {
      refused.push({ folder: place.folder, reason: usable.reason });
      continue;
    }
    const file = path.join(usable.folder, `${name}-${stamp}-${randomBytes(3).toString('hex')}${ext}`);
    try {
      await writeFileAtomic(file, text, { exclusive: true, mode: 0o600 });
      return { saved: file, refused };
    } catch (error) {
      // A full or read-only folder: said, and the next one tried.
      refused.push({ folder: place.folder, reason: `the file could not be written (${describeError(error as NodeJS.ErrnoException)})`, failedWrite: true });
    }
  }
  return { saved: null, refused };
}

/**
 * The archive folder `add` writes into, as it is: only a folder that is not there is a usage
 * error (the usage text follows); something else at its name (a file, a dangling link, a
 * folder that cannot be read) is said as it is, without the usage text.
 */
export async function checkContentFolder(contentDir: string, shown: string): Promise<void> {
  let found: Stats;
  try {
    found = await stat(contentDir);
  } catch (error) {
    const fault = error as NodeJS.ErrnoException;
    const link = await lstat(contentDir).then((there) => there.isSymbolicLink(), () => false);
    if (link) throw new Error(say`the content folder ${shown} is a symbolic link to ${await readlink(contentDir).catch(() => '?')}, which cannot be followed (${describeError(fault)}); pass --content <dir>, the archive folder itself`);
    if (fault.code !== 'ENOENT') throw new Error(`the content folder ${shown} cannot be read (${describeError(fault)})`);
    throw new UsageError(`the content folder ${shown} does not exist; run in the project folder or pass --content <dir>`);
  }
  // Something is there: its name is right, what it is is not; no usage text for that.
  if (!found.isDirectory()) throw new Error(`the content folder ${shown} is not a folder (a file is there); pass --content <dir>, the archive folder (default: ${DEFAULT_DEBATES_DIR})`);
}
