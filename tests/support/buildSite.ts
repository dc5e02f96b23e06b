// Builds the real Astro site over a content folder into its own output folder, with
// `astro build` (or `npm run build`'s script), so the build and browser suites test what
// users publish.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AFTER_BUILD_ENV } from '../../src/integrations/afterBuildEnv.ts';
import { FS_FAULT_ENV } from './faultyFs.ts';
import { withLock } from './runLock.ts';

export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
export const testOutput = (name: string) => path.join(projectRoot, 'test-results', name);

export interface SiteBuild {
  outDir: string;
  /** The build's cacheDir (Astro's data store, the record and downloads caches). */
  cacheDir: string;
  status: number;
  output: string;
}

export interface BuildOptions {
  content?: string;
  base?: string;
  keepCache?: boolean;
  /** Build into the output folder as the last build left it (the build itself must empty it). */
  keepOutput?: boolean;
  env?: Record<string, string>;
  /** Build with `npm run build`'s script (the search index made after `astro build` ends) instead of `astro build` alone. */
  npmBuild?: boolean;
}

/** Every process of the build with a disk fault (tests/support/faultyFs.ts). */
export const withFault = (fault: string): Record<string, string> => ({
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${path.join(projectRoot, 'tests/support/faultyFs.ts')}`.trim(),
  [FS_FAULT_ENV]: fault,
});

/**
 * Builds one at a time across the run's processes (an Astro build takes several hundred
 * MB; fixture builds run in the background beside the unit files, siteSetup.ts).
 */
export function buildSite(name: string, options: BuildOptions = {}): SiteBuild {
  return oneBuildAtATime(() => buildSiteNow(name, options));
}

/**
 * How long a spec may wait for the lock below: the run's fixture builds, which the full
 * suite's prebuild holds for minutes on 2 cores (3.6 minutes in one CI run).
 */
export const FIXTURE_BUILDS_MS = 900_000;

/** `work` (a process that runs Astro: a build, a refusal that starts it) while no other build runs. */
export const oneBuildAtATime = <T>(work: () => T): T => withLock(testOutput('one-build.lock'), work);

function buildSiteNow(name: string, options: BuildOptions): SiteBuild {
  const outDir = testOutput(`site-${name}`);
  const cacheDir = testOutput(`cache-${name}`);
  if (!options.keepOutput) rmSync(outDir, { recursive: true, force: true });
  // keepCache: a rebuild, as a user's second `npm run build` (its caches kept).
  if (!options.keepCache) rmSync(cacheDir, { recursive: true, force: true });
  const [command, args] = options.npmBuild
    ? [path.join(projectRoot, 'node_modules/.bin/node'), ['scripts/build.ts', '--outDir', outDir]]
    : [path.join(projectRoot, 'node_modules/.bin/astro'), ['build', '--outDir', outDir]];
  const result = spawnSync(command, args, {
    cwd: projectRoot,
    encoding: 'utf8',
    env: {
      ...process.env,
      PATH: `${path.join(projectRoot, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
      ASTRO_TELEMETRY_DISABLED: '1',
      // The log as text: Astro's colours turn on when CI is set, and tests read its labels.
      NO_COLOR: '1',
      DEBATE_ATLAS_CACHE_DIR: cacheDir,
      ...(options.content ? { DEBATE_ATLAS_CONTENT: options.content } : {}),
      ...(options.base ? { BASE: options.base } : {}),
      // Only scripts/build.ts sets it, for the build it runs: an `astro build` runs the
      // after-build step itself.
      [AFTER_BUILD_ENV]: '',
      ...options.env,
    },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { outDir, cacheDir, status: result.status ?? 1, output: `${result.stdout}\n${result.stderr}` };
}
