// The run's lock (tests/support/runLock.ts): taken and freed whole, so a holder killed at
// any moment leaves either no lock or one naming it, which the next taker sees is dead.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tryLock, unlock } from '../../support/runLock.ts';
import { tempFolder } from '../../support/tempFolder.ts';

/** A process that has ended, so its id names no holder. */
const endedPid = (): number => spawnSync(process.execPath, ['-e', '0']).pid!;

describe('the run lock', () => {
  it('is taken with its holder named, refused while the holder lives, and freed leaving nothing', () => {
    const work = tempFolder('da-run-lock-');
    const lock = path.join(work, 'one.lock');
    expect(tryLock(lock)).toBe(true);
    expect(readFileSync(path.join(lock, 'pid'), 'utf8')).toBe(String(process.pid));
    expect(tryLock(lock)).toBe(false);
    unlock(lock);
    expect(readdirSync(work)).toEqual([]);
    unlock(lock);
  });

  it('is taken over from a holder that died, named or not (killed before it wrote its pid)', () => {
    const work = tempFolder('da-run-lock-');
    const named = path.join(work, 'named.lock');
    mkdirSync(named);
    writeFileSync(path.join(named, 'pid'), String(endedPid()));
    expect(tryLock(named)).toBe(true);
    expect(readFileSync(path.join(named, 'pid'), 'utf8')).toBe(String(process.pid));
    const unnamed = path.join(work, 'unnamed.lock');
    mkdirSync(unnamed);
    expect(tryLock(unnamed)).toBe(true);
    unlock(named);
    unlock(unnamed);
    expect(readdirSync(work)).toEqual([]);
  });
});
