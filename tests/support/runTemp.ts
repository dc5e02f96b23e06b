// Global setup of every run: the run's own temporary folder. The test workers, and every
// process they start, see it as the system's temporary folder (TMPDIR, which os.tmpdir()
// and Chromium read), so what a spec makes there is this run's and no other's (a shared
// machine runs several suites at once). When the run ends, whatever is still in it was
// left by a spec that should have removed it (tempFolder.ts does): the run names it and
// fails, then removes the folder, so no run leaves anything in /tmp (issue 29).
//
// vitest sets the projects up before the whole run and tears them down after it: the site
// project lists this setup before its own (siteSetup.ts), so that the check comes after the
// shared Chromium, which siteSetup's teardown stops, has removed its own temporary files; the
// whole run's listing then finds the folder made and leaves it be.
//
// Not flaky: the check runs after every test file has ended, and looks only at this run's
// folder; a folder a test made and removed when it finished (awaited) is gone by then.
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Not the specs' to remove: Node's compile cache (astro turns it on; a link to the system's,
 * kept between runs), and Chromium's own `.org.chromium.Chromium.*`, which it removes as it
 * shuts down unless it is stopped first, as closing a browser may do (one run of the
 * Chromium fallback's spec in three left one). Both go with the run's folder, never
 * counted: counting them would be flaky.
 */
const NOT_THE_SPECS = [/^node-compile-cache$/, /^\.org\.chromium\.Chromium\./];

/** Set while a run's folder is in force: a second setup of the same run (a project's) leaves it be. */
const RUN_FOLDER_ENV = 'DEBATE_ATLAS_RUN_TEMP';

export default function setup(): () => void {
  if (process.env[RUN_FOLDER_ENV]) return () => {};
  const system = tmpdir();
  const previous = process.env.TMPDIR;
  const runFolder = mkdtempSync(path.join(system, 'debate-atlas-run-'));
  // Open to every user, as /tmp is: root's tests run the CLI as "nobody" in folders made here.
  chmodSync(runFolder, 0o1777);
  mkdirSync(path.join(system, 'node-compile-cache'), { recursive: true });
  symlinkSync(path.join(system, 'node-compile-cache'), path.join(runFolder, 'node-compile-cache'));
  process.env.TMPDIR = runFolder;
  process.env[RUN_FOLDER_ENV] = runFolder;
  return () => {
    delete process.env[RUN_FOLDER_ENV];
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    const left = readdirSync(runFolder).filter((entry) => !NOT_THE_SPECS.some((own) => own.test(entry))).sort();
    try {
      rmSync(runFolder, { recursive: true, force: true, maxRetries: 3 });
    } catch (error) {
      // A process still writing there (a browser not yet gone): said, not failed on.
      console.warn(`could not remove the run's temporary folder ${runFolder}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (left.length > 0) {
      throw new Error(`the run's tests left ${left.join(', ')} in its temporary folder (removed now): make temporary folders with tests/support/tempFolder.ts`);
    }
  };
}
