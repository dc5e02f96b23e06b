// Two builds into one output folder, or with one cache folder: the second is refused while the
// first runs, naming the folder and the lock; a lock left by a build that ended is taken over.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildOwner, BUILD_OWNER_ENV, cacheLockOf, claimCache, claimStaging, lockFileOf, releaseCache, releaseStaging } from '../../../src/integrations/buildLock.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const work = tempFolder('da-build-lock-');

/** A process with no command line: a kernel thread (false for one that ended meanwhile). */
const noCommandLine = (pid: string): boolean => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8') === '';
  } catch {
    return false;
  }
};

/** A process that has ended, so its id names no running build. */
const endedPid = (): number => spawnSync(process.execPath, ['-e', '0']).pid!;

describe('one build at a time per output folder', () => {
  it('refuses a second build while the first runs, and lets it in once the first has published', () => {
    const staging = path.join(work, '.dist.building');
    const outDir = path.join(work, 'dist');
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      expect(claimStaging(staging, outDir, other.pid!)).toBeUndefined();
      const refused = claimStaging(staging, outDir, process.pid);
      expect(refused).toBe(`another build (process ${other.pid}) is writing the output folder ${outDir}: two builds into one folder would publish a mix of both. Wait for it to end; if no build is running, delete ${lockFileOf(staging)}`);
      releaseStaging(staging, process.pid);
      expect(existsSync(lockFileOf(staging))).toBe(true);
      releaseStaging(staging, other.pid!);
      expect(existsSync(lockFileOf(staging))).toBe(false);
      expect(claimStaging(staging, outDir, process.pid)).toBeUndefined();
    } finally {
      other.kill();
      releaseStaging(staging, process.pid);
    }
  });

  it('takes over a lock left by a build that was stopped, or one it cannot read', () => {
    const staging = path.join(work, 'stale', '.site.building');
    spawnSync('mkdir', ['-p', path.dirname(staging)]);
    expect(claimStaging(staging, 'site', endedPid())).toBeUndefined();
    expect(claimStaging(staging, 'site', process.pid)).toBeUndefined();
    expect(JSON.parse(readFileSync(lockFileOf(staging), 'utf8'))).toMatchObject({ pid: process.pid, start: expect.stringMatching(/^\d+$/) });
    releaseStaging(staging, process.pid);
  });

  // A failed build leaves its lock; its process id, given later to another process (a kernel
  // thread in one full run), refused every build into that folder as "another build".
  it('takes over a lock whose process id now names another process', () => {
    const staging = path.join(work, 'recycled', '.site.building');
    spawnSync('mkdir', ['-p', path.dirname(staging)]);
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      // The id of a running process, with the start time of another (the build that wrote it).
      writeFileSync(lockFileOf(staging), JSON.stringify({ pid: other.pid, start: '1' }));
      expect(claimStaging(staging, 'site', process.pid)).toBeUndefined();
      // Written before locks kept a start time: a process with no command line (a kernel thread) is no build.
      const kernelThread = readdirSync('/proc').find((entry) => /^\d+$/.test(entry) && noCommandLine(entry));
      if (kernelThread !== undefined) {
        writeFileSync(lockFileOf(staging), JSON.stringify({ pid: Number(kernelThread) }));
        expect(claimStaging(staging, 'site', process.pid)).toBeUndefined();
      }
    } finally {
      other.kill();
      releaseStaging(staging, process.pid);
    }
  });

  // Probe 5 ("lock after green"): the after-build step names the staging folder as Astro's
  // `dir` does, with a trailing "/", and looked for the lock inside it: every green build
  // left `.dist.building.lock` behind, and a recycled pid then refused the next build.
  it('releases the lock when the staging folder is named with a trailing slash', () => {
    const staging = path.join(work, 'slash', '.dist.building');
    spawnSync('mkdir', ['-p', staging]);
    expect(claimStaging(staging, 'dist', process.pid)).toBeUndefined();
    expect(lockFileOf(`${staging}/`)).toBe(lockFileOf(staging));
    releaseStaging(`${staging}/`, process.pid);
    expect(existsSync(`${staging}.lock`)).toBe(false);
  });

  it('counts Astro started by the build script as the script, which publishes', () => {
    expect(buildOwner({ [BUILD_OWNER_ENV]: '4242' })).toBe(4242);
    expect(buildOwner({})).toBe(process.pid);
    expect(buildOwner({ [BUILD_OWNER_ENV]: 'x' })).toBe(process.pid);
  });
});

// Probe 36 B4: two builds sharing one cache folder each pruned what the other was reading; the
// second failed after its whole build on a file the first had removed, not saying why.
describe('one build at a time per cache folder', () => {
  it('refuses a second build while the first uses the cache, and lets it in once the first has ended', () => {
    const cacheDir = path.join(work, 'shared-cache');
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      expect(claimCache(cacheDir, other.pid!)).toBeUndefined();
      expect(claimCache(cacheDir, other.pid!)).toBeUndefined();
      expect(claimCache(cacheDir, process.pid)).toBe(`another build (process ${other.pid}) is using the cache folder ${cacheDir}: each build removes from it what its own archive does not use. Wait for it to end, or give this build a cache of its own (DEBATE_ATLAS_CACHE_DIR); if no build is running, delete ${cacheLockOf(cacheDir)}`);
      releaseCache(cacheDir, other.pid!);
      expect(existsSync(cacheLockOf(cacheDir))).toBe(false);
      expect(claimCache(cacheDir, process.pid)).toBeUndefined();
      releaseCache(cacheDir, process.pid);
      // A build that was stopped leaves its lock; the next takes it over.
      expect(claimCache(cacheDir, endedPid())).toBeUndefined();
      expect(claimCache(cacheDir, process.pid)).toBeUndefined();
    } finally {
      other.kill();
      releaseCache(cacheDir, process.pid);
    }
  });
});

