// A lock shared by the processes of one test run (the vitest workers and the fixture
// prebuild, siteSetup.ts): a folder made atomically, holding its holder's pid. A lock
// whose holder has died (a run killed mid-build) is taken over. Waiting blocks the
// process: the waiter has nothing else to do until the holder is done.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const pause = new Int32Array(new SharedArrayBuffer(4));
const POLL_MS = 250;

/**
 * Takes the lock if it is free; false if another live process holds it. The lock is made
 * whole beside its place and renamed into it, so it never exists without its holder's pid:
 * a holder killed while taking it (the prebuild stopped as a run ends) leaves no lock that
 * would look held for ever to the next run.
 */
export function tryLock(dir: string): boolean {
  mkdirSync(path.dirname(dir), { recursive: true });
  const staging = `${dir}.${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging);
  writeFileSync(path.join(staging, 'pid'), String(process.pid));
  try {
    // Onto a folder holding a pid, rename fails: the one atomic step that takes the lock.
    renameSync(staging, dir);
    return true;
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    if (!['ENOTEMPTY', 'EEXIST'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
    if (holderAlive(dir)) return false;
    rmSync(dir, { recursive: true, force: true });
    return tryLock(dir);
  }
}

/** Frees the lock at once (renamed away whole, then deleted): a taker never finds it half removed. */
export function unlock(dir: string): void {
  const released = `${dir}.released-${process.pid}`;
  try {
    renameSync(dir, released);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  rmSync(released, { recursive: true, force: true });
}

/** Blocks this process for a moment (a lock's holder is working). */
export const pauseSync = (): void => { Atomics.wait(pause, 0, 0, POLL_MS); };

function holderAlive(dir: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(dir, 'pid'), 'utf8'));
  } catch {
    return true; // unreadable for a moment: checked again on the next try
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** `work` run while holding the lock, waiting for it first. */
export function withLock<T>(dir: string, work: () => T): T {
  while (!tryLock(dir)) pauseSync();
  try {
    return work();
  } finally {
    unlock(dir);
  }
}
