// Two builds into one output folder, or with one cache folder: the second is refused while the
// first runs, naming the folder and the lock; a lock left by a build that ended is taken over.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
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


// Review 05h F7: a failed build leaves its lock, so builds that start together meet a stale
// one; each judged it stale and took it over, and two of them both claimed the cache. Here
// every racer reads the stale lock before any acts on it (tests/support/lockRacer.ts stops
// each after that read until the spec opens its gate): the order is the spec's, not the
// scheduler's, and the polls below only wait for what the racers report.
describe('builds racing over a stale lock', () => {
  type Kind = 'cache' | 'staging';
  const racer = path.join(import.meta.dirname, '../../support/lockRacer.ts');
  const lockIn = (kind: Kind, folder: string) => (kind === 'cache' ? cacheLockOf(folder) : lockFileOf(path.join(folder, '.dist.building')));
  const refusal = (kind: Kind, folder: string, pid: number) =>
    kind === 'cache'
      ? `another build (process ${pid}) is using the cache folder ${folder}: each build removes from it what its own archive does not use. Wait for it to end, or give this build a cache of its own (DEBATE_ATLAS_CACHE_DIR); if no build is running, delete ${cacheLockOf(folder)}`
      : `another build (process ${pid}) is writing the output folder ${path.join(folder, 'dist')}: two builds into one folder would publish a mix of both. Wait for it to end; if no build is running, delete ${lockIn(kind, folder)}`;
  const staleLock = (kind: Kind, folder: string) => writeFileSync(lockIn(kind, folder), JSON.stringify({ pid: 2 ** 30 }));

  const until = async (done: () => boolean, what: string): Promise<void> => {
    for (const deadline = Date.now() + 60_000; !done(); await new Promise((resolve) => setTimeout(resolve, 5))) {
      if (Date.now() > deadline) throw new Error(`waited a minute for ${what}`);
    }
  };

  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
  });

  /** `count` racers, each stopped after its first read of the lock; `open(name)` lets one on ('' all) and waits for its result. */
  async function racers(kind: Kind, folder: string, count: number, die = '') {
    const gate = tempFolder('da-lock-gate-');
    const results = new Map<string, { pid: number; result: string }>();
    const names = Array.from({ length: count }, (_, i) => `r${i}`);
    const exits = names.map((name) => {
      const child = spawn(process.execPath, [racer, kind, folder, gate, name, die], { stdio: ['ignore', 'pipe', 'inherit'] });
      children.push(child);
      child.stdout.on('data', (chunk: Buffer) => {
        for (const line of chunk.toString().split('\n').filter(Boolean)) results.set(name, JSON.parse(line));
      });
      return new Promise<string | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
    });
    await until(() => names.every((name) => existsSync(path.join(gate, `judged-${name}`))), 'every racer to read the lock');
    const open = async (name: string) => {
      writeFileSync(path.join(gate, name === '' ? 'go' : `go-${name}`), '');
      if (die === '') await until(() => (name === '' ? results.size === count : results.has(name)), `racer ${name || 'all'} to end its claim`);
    };
    return { results, open, exits };
  }

  /** Exactly one racer holds the lock; every other was refused, naming it. */
  function expectOneOwner(kind: Kind, folder: string, results: Map<string, { pid: number; result: string }>): void {
    const owners = [...results.values()].filter(({ result }) => result === 'claimed').map(({ pid }) => pid);
    expect(owners).toHaveLength(1);
    expect(JSON.parse(readFileSync(lockIn(kind, folder), 'utf8'))).toMatchObject({ pid: owners[0] });
    for (const { pid, result } of results.values()) if (pid !== owners[0]) expect(result).toBe(refusal(kind, folder, owners[0]!));
  }

  for (const kind of ['cache', 'staging'] as const) {
    it(`lets exactly one of six ${kind} claims let on at once take it over`, async () => {
      const folder = tempFolder('da-lock-race-');
      staleLock(kind, folder);
      const race = await racers(kind, folder, 6);
      await race.open('');
      expectOneOwner(kind, folder, race.results);
    });

    it(`refuses ${kind} claims let on after another took the lock over`, async () => {
      const folder = tempFolder('da-lock-late-');
      staleLock(kind, folder);
      const race = await racers(kind, folder, 4);
      await race.open('r0');
      expect(race.results.get('r0')?.result).toBe('claimed');
      await race.open('');
      expectOneOwner(kind, folder, race.results);
    });
  }

  it('never lets racers take a lock whose build runs', async () => {
    const folder = tempFolder('da-lock-live-');
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    children.push(other);
    expect(claimCache(folder, other.pid!)).toBeUndefined();
    const race = await racers('cache', folder, 4);
    await race.open('');
    for (const { result } of race.results.values()) expect(result).toBe(refusal('cache', folder, other.pid!));
    expect(JSON.parse(readFileSync(cacheLockOf(folder), 'utf8'))).toMatchObject({ pid: other.pid });
  });

  // SIGKILL (an out-of-memory stop) as it replaces the stale lock: what it left never blocks the next build.
  it('takes over a stale lock after a build was killed taking it over', async () => {
    const folder = tempFolder('da-lock-killed-');
    staleLock('cache', folder);
    const race = await racers('cache', folder, 1, 'die');
    await race.open('r0');
    expect(await race.exits[0]).toBe('SIGKILL');
    expect(claimCache(folder, process.pid)).toBeUndefined();
    expect(JSON.parse(readFileSync(cacheLockOf(folder), 'utf8'))).toMatchObject({ pid: process.pid });
    releaseCache(folder, process.pid);
    expect(readdirSync(folder).filter((name) => name === 'debate-atlas.lock' || name.endsWith('.takeover'))).toEqual([]);
  });
});
