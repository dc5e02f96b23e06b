// Global setup of the site project: this run builds the fixture sites its suites read
// afresh (fixtureSites.ts, once each), and its browser suites share one Chromium, started
// when the first of them asks (sharedBrowser.ts).
//
// vitest runs the site files one at a time after the unit files. On a whole run (no file
// named on the command line: `npm test`, `npm run test:full`) the fixtures that run reads
// are built meanwhile, one after the other, by a process of their own started here, so
// that the site files find them built; a suite that needs one still being built waits for
// it, and builds stay one at a time (buildSite.ts), bounding the run's memory.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { prebuiltFixtures } from './buildFixtureSites.ts';
import { projectRoot } from './buildSite.ts';
import { forgetFixtureSites } from './fixtureSites.ts';
import { offerSharedBrowser, stopSharedBrowser } from './sharedBrowser.ts';
import { FULL_SUITE } from './suite.ts';

const prebuildScript = fileURLToPath(new URL('./prebuildFixtures.ts', import.meta.url));

/** Whether the run names files or patterns (vitest keeps them internally; none on a whole run). */
const namesFiles = (project: TestProject): boolean => Reflect.get(project.vitest, 'filenamePattern') !== undefined;

function startPrebuild(project: TestProject): ChildProcess | undefined {
  if (namesFiles(project)) return undefined;
  // The project's own Node (it runs the TypeScript as is); its own process group, so that
  // stopping it stops the build it has started.
  return spawn(path.join(projectRoot, 'node_modules/.bin/node'), [prebuildScript, ...prebuiltFixtures(FULL_SUITE)], { stdio: ['ignore', 'inherit', 'inherit'], detached: true });
}

function stopPrebuild(prebuild: ChildProcess | undefined): void {
  if (prebuild?.pid === undefined || prebuild.exitCode !== null || prebuild.signalCode !== null) return;
  try {
    process.kill(-prebuild.pid, 'SIGTERM');
  } catch {
    // ended meanwhile
  }
}

export default function setup(project: TestProject): () => Promise<void> {
  forgetFixtureSites();
  const prebuild = startPrebuild(project);
  offerSharedBrowser(project);
  return async () => {
    stopPrebuild(prebuild);
    await stopSharedBrowser();
  };
}
