// One build at a time per output folder: two builds writing one staging folder would each
// publish a mix of both archives (docs/decisions/publish-whole.md). One build at a time per
// cache folder: each prunes what its own archive does not use, and would remove what the
// other is reading (probe 36 B4).
import { lstatSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeError } from '../lib/core/atomicWrite.ts';
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
    const { pid, start } = JSON.parse(readFileSync(lock, 'utf8')) as { pid?: unknown; start?: unknown };
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
  const lock = cacheLockOf(cacheDir);
  if (holderOf(lock)?.pid === owner) rmSync(lock, { force: true });
}

function claim(lock: string, owner: number, busy: (holder: number) => string): string | undefined {
  const start = startOf(owner);
  const claimed = JSON.stringify({ pid: owner, ...(start === undefined ? {} : { start }) });
  try {
    writeFileSync(lock, claimed, { flag: 'wx' });
    return undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw writeError(lock, error);
  }
  // Only a file the build wrote is a lock: a link there is never written through.
  if (!lstatSync(lock).isFile()) return say`${lock} is not a lock file a build wrote (a symbolic link or a folder): the build never writes through it. Remove it.`;
  const holder = holderOf(lock);
  if (holder !== undefined && holder.pid !== owner && isRunning(holder)) return busy(holder.pid);
  // Taken over by a rename: the stopped build's file is replaced, never written into.
  const taken = `${lock}.${owner}`;
  try {
    rmSync(taken, { force: true });
    writeFileSync(taken, claimed, { flag: 'wx' });
    renameSync(taken, lock);
  } catch (error) {
    rmSync(taken, { force: true });
    throw writeError(lock, error);
  }
  return undefined;
}

/** Gives the staging folder up, if `owner` holds it. */
export function releaseStaging(staging: string, owner: number): void {
  const lock = lockFileOf(staging);
  if (holderOf(lock)?.pid === owner) rmSync(lock, { force: true });
}
