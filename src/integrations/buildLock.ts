// One build at a time per output folder: two builds writing one staging folder would each
// publish a mix of both archives (docs/decisions/publish-whole.md). One build at a time per
// cache folder: each prunes what its own archive does not use, and would remove what the
// other is reading (probe 36 B4).
import { createHash, randomBytes } from 'node:crypto';
import { type BigIntStats, linkSync, lstatSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type WriteError, writeError } from '../lib/core/atomicWrite.ts';
import { say } from '../lib/core/terminalText.ts';

/** Set by scripts/build.ts for Astro's process: the build is that script's, which publishes after Astro has ended. */
export const BUILD_OWNER_ENV = 'DEBATE_ATLAS_BUILD_OWNER';

/** Beside the staging folder, however it is written (Astro's `dir` ends in "/": the lock is never looked for inside it). */
export const lockFileOf = (staging: string): string => `${path.resolve(staging)}.lock`;

/** The process a build belongs to: the script that runs Astro and then publishes, or this one. */
export function buildOwner(env: NodeJS.ProcessEnv = process.env): number {
  const owner = Number(env[BUILD_OWNER_ENV]);
  return Number.isSafeInteger(owner) && owner > 0 ? owner : process.pid;
}

/**
 * When the process started, in clock ticks since boot (Linux's /proc/<pid>/stat, field 22),
 * or undefined where there is no /proc. A lock keeps it, so a process id the system has given
 * to another process since (a kernel thread, another program) is no build.
 */
function startOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** The build that wrote the lock still runs: its process id is alive and, where /proc tells, is the same process. */
function isRunning(holder: Holder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const start = startOf(holder.pid);
  if (start === undefined) return true;
  // A lock without a start time (written before it kept one): a kernel thread has no command line.
  return holder.start === undefined ? commandLineOf(holder.pid) !== '' : start === holder.start;
}

function commandLineOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

interface Holder { pid: number; start?: string | undefined }

function holderOf(lock: string): Holder | undefined {
  try {
    return holderIn(readFileSync(lock, 'utf8'));
  } catch {
    return undefined;
  }
}

function holderIn(text: string): Holder | undefined {
  try {
    const { pid, start } = JSON.parse(text) as { pid?: unknown; start?: unknown };
    return typeof pid === 'number' && Number.isSafeInteger(pid) && pid > 0 ? { pid, ...(typeof start === 'string' ? { start } : {}) } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Claims the staging folder for `owner`; returns the message that refuses the build when
 * another running build holds it. A lock whose process has ended (a stopped or failed
 * build) is taken over.
 */
export function claimStaging(staging: string, outDir: string, owner: number): string | undefined {
  return claim(lockFileOf(staging), owner, (holder) => say`another build (process ${String(holder)}) is writing the output folder ${outDir}: two builds into one folder would publish a mix of both. Wait for it to end; if no build is running, delete ${lockFileOf(staging)}`);
}

/** The cache folder's lock: beside the build's own folder in it, `<cacheDir>/debate-atlas.lock`. */
export const cacheLockOf = (cacheDir: string): string => path.join(path.resolve(cacheDir), 'debate-atlas.lock');

/** Claims the cache folder for `owner`, as claimStaging claims the output folder. */
export function claimCache(cacheDir: string, owner: number): string | undefined {
  try {
    mkdirSync(path.resolve(cacheDir), { recursive: true });
  } catch (error) {
    throw writeError(cacheLockOf(cacheDir), error);
  }
  return claim(cacheLockOf(cacheDir), owner, (holder) => say`another build (process ${String(holder)}) is using the cache folder ${path.resolve(cacheDir)}: each build removes from it what its own archive does not use. Wait for it to end, or give this build a cache of its own (DEBATE_ATLAS_CACHE_DIR); if no build is running, delete ${cacheLockOf(cacheDir)}`);
}

/**
 * Another running build holds the cache folder: `astro dev` and `astro sync`, which do not
 * claim it, then leave its entries as they are (review 05g F4: they pruned what the build read).
 */
export function cacheHeldByAnother(cacheDir: string, owner: number = buildOwner()): boolean {
  const holder = holderOf(cacheLockOf(cacheDir));
  return holder !== undefined && holder.pid !== owner && isRunning(holder);
}

/** Gives the cache folder up, if `owner` holds it. */
export function releaseCache(cacheDir: string, owner: number): void {
  release(cacheLockOf(cacheDir), owner);
}

/** A lock file as read: which file it is (a lock replaced since is another inode) and what it says. */
interface Seen { file: boolean; inode: string; text: string }

function seenAt(lock: string): Seen | undefined {
  let stat: BigIntStats;
  try {
    stat = lstatSync(lock, { bigint: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw writeError(lock, error);
  }
  let text = '';
  try {
    if (stat.isFile()) text = readFileSync(lock, 'utf8');
  } catch {
    // Unreadable: it names no holder, so it is taken over as a stopped build's.
  }
  return { file: stat.isFile(), inode: `${stat.dev}:${stat.ino}`, text };
}

const sameLock = (now: Seen | undefined, seen: Seen): boolean => now !== undefined && now.inode === seen.inode && now.text === seen.text;

/** The file whose holder alone may replace or remove the lock `seen` (docs/decisions/publish-whole.md). */
const takeOverFileOf = (lock: string, seen: Seen): string =>
  `${lock}.${createHash('sha256').update(`${seen.inode}\n${seen.text}`).digest('hex').slice(0, 16)}.takeover`;

/** A lock's text: its build's process, when that started, and a word of its own, so no two locks read alike. */
function lockText(owner: number): string {
  const start = startOf(owner);
  return JSON.stringify({ pid: owner, ...(start === undefined ? {} : { start }), claim: randomBytes(8).toString('hex') });
}

/** `text` written whole beside `lock`, then put in place by `into`: no build ever reads a lock half written. */
function beside<T>(lock: string, text: string, into: (file: string) => T): T {
  const file = `${lock}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    writeFileSync(file, text, { flag: 'wx' });
    return into(file);
  } catch (error) {
    throw writeError(lock, error);
  } finally {
    rmSync(file, { force: true });
  }
}

/** Makes the lock if there is none (a link fails if the name is taken); false if there is one. */
function created(lock: string, text: string): boolean {
  try {
    return beside(lock, text, (file) => {
      linkSync(file, lock);
      return true;
    });
  } catch (error) {
    if ((error as WriteError).code === 'EEXIST') return false;
    // A file system without hard links (FAT): made exclusively instead, empty for an instant.
    if (!['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS'].includes((error as WriteError).code ?? '')) throw error;
  }
  try {
    writeFileSync(lock, text, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw writeError(lock, error);
  }
}

/**
 * Claims `lock` for `owner`: undefined, or the message that refuses it. A lock whose build has
 * ended is taken over, by one build of any number judging it so at once (review 05h F7; the
 * argument is in docs/decisions/publish-whole.md, "Taking a stale lock over").
 */
function claim(lock: string, owner: number, busy: (holder: number) => string): string | undefined {
  const text = lockText(owner);
  for (let tries = 0; tries < 100; tries += 1) {
    if (created(lock, text)) return undefined;
    const seen = seenAt(lock);
    // Given up meanwhile: made again.
    if (seen === undefined) continue;
    // Only a file the build wrote is a lock: a link there is never written through.
    if (!seen.file) return say`${lock} is not a lock file a build wrote (a symbolic link or a folder): the build never writes through it. Remove it.`;
    const holder = holderIn(seen.text);
    if (holder !== undefined && holder.pid !== owner && isRunning(holder)) return busy(holder.pid);
    const taken = takeOver(lock, seen, text, busy);
    if (taken !== null) return taken;
  }
  throw new Error(say`${lock} changed a hundred times while this build claimed it: other builds keep claiming and giving it up. Try again.`);
}

/**
 * Replaces the stopped build's lock `seen` with this build's, holding `seen`'s take-over file
 * (claimed as a lock is, by this process) while it checks the lock is still `seen` and renames
 * its own over it: of all the builds that judged `seen` stale, one replaces it. Another is
 * refused, naming that one, while the lock is still `seen`; once it has changed, null: the
 * lock is judged again (its new holder named).
 */
function takeOver(lock: string, seen: Seen, text: string, busy: (holder: number) => string): string | undefined | null {
  const takeOverFile = takeOverFileOf(lock, seen);
  let taker: number | undefined;
  const refused = claim(takeOverFile, process.pid, (holder) => {
    taker = holder;
    return 'taken over';
  });
  if (taker !== undefined) return sameLock(seenAt(lock), seen) ? busy(taker) : null;
  if (refused !== undefined) return refused;
  try {
    if (!sameLock(seenAt(lock), seen)) return null;
    beside(lock, text, (file) => renameSync(file, lock));
    return undefined;
  } finally {
    rmSync(takeOverFile, { force: true });
  }
}

/** Removes the lock if `owner` holds it, under its take-over file: never a lock another build has taken over. */
function release(lock: string, owner: number): void {
  const seen = seenAt(lock);
  if (seen === undefined || holderIn(seen.text)?.pid !== owner) return;
  const takeOverFile = takeOverFileOf(lock, seen);
  // Being taken over (its build ended): the other build replaces it.
  if (claim(takeOverFile, process.pid, () => 'taken over') !== undefined) return;
  try {
    if (sameLock(seenAt(lock), seen)) rmSync(lock, { force: true });
  } finally {
    rmSync(takeOverFile, { force: true });
  }
}

/** Gives the staging folder up, if `owner` holds it. */
export function releaseStaging(staging: string, owner: number): void {
  release(lockFileOf(staging), owner);
}
