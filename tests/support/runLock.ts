// A lock shared by the processes of one test run (the vitest workers and the fixture
// prebuild, siteSetup.ts): a folder made atomically, holding its holder's pid. A lock
// whose holder has died (a run killed mid-build) is taken over. Waiting blocks the
// process: the waiter has nothing else to do until the holder is done.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const pause = new Int32Array(new SharedArrayBuffer(4));
const POLL_MS = 250;

/** Takes the lock if it is free; false if another live process holds it. */
export function tryLock(dir: string): boolean {
  mkdirSync(path.dirname(dir), { recursive: true });
  try {
    mkdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if (holderAlive(dir)) return false;
    rmSync(dir, { recursive: true, force: true });
    return tryLock(dir);
  }
  writeFileSync(path.join(dir, 'pid'), String(process.pid));
  return true;
}

export const unlock = (dir: string): void => rmSync(dir, { recursive: true, force: true });

/** Blocks this process for a moment (a lock's holder is working). */
export const pauseSync = (): void => { Atomics.wait(pause, 0, 0, POLL_MS); };

function holderAlive(dir: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(dir, 'pid'), 'utf8'));
  } catch {
    return true; // just taken: its pid is being written
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
