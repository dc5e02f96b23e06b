// Two builds into one output folder: the second is refused while the first runs, naming the
// folder and the lock; a lock left by a build that ended is taken over.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildOwner, BUILD_OWNER_ENV, claimStaging, lockFileOf, releaseStaging } from '../../../src/integrations/buildLock.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const work = tempFolder('da-build-lock-');

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
    expect(JSON.parse(readFileSync(lockFileOf(staging), 'utf8'))).toEqual({ pid: process.pid });
    releaseStaging(staging, process.pid);
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
