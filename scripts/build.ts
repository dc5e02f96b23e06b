// `npm run build`: `astro build`, then, once its process has ended, the one after-build
// step (src/integrations/afterBuild.ts: the downloads, the atlas files, the search index,
// the final check) from the job the build wrote. At 10,000 debates Astro holds 2.3 GB
// until it exits and Pagefind peaks at 3 GB: one after the other, the larger of the two is
// the peak (docs/decisions/one-build-runner.md). `astro build` alone runs the same step
// in its last hook, so both publish the same site; so does a rebuild of a small archive.
//
// Usage: node scripts/build.ts [astro build options]; every option goes to `astro build`.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { constants, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { AfterBuildJob } from '../src/integrations/afterBuild.ts';
import { AFTER_BUILD_ENV, STEP_DONE, stepDone } from '../src/integrations/afterBuildEnv.ts';
import { BUILD_OWNER_ENV } from '../src/integrations/buildLock.ts';
import { whenParentEnds } from '../src/integrations/parentWatch.ts';
import { DiskFullLines, diskFullSummary } from '../src/integrations/diskFull.ts';
import { filteredLines, showsColours } from '../src/integrations/ownStreams.ts';
import { relayedLine, say } from '../src/lib/core/terminalText.ts';
import { unbuildableProjectFolder, unsafeBuildFolders } from '../src/integrations/outputGuards.ts';
import { cacheDirFromEnv, misplacedCacheFolder } from '../src/integrations/cacheFolder.ts';
import { unwritableBuildFolders } from '../src/integrations/writableFolders.ts';
import { oldOutputFolder, stagingFolder } from '../src/integrations/outputFolder.ts';

const time = () => new Date().toTimeString().slice(0, 8);
const loggerFor = (label: string) => ({
  info: (message: string) => console.log(`${time()} [${label}] ${message}`),
  // As Astro's logger marks them, so a CI grep for [WARN] or [ERROR] finds both builds' lines.
  warn: (message: string) => console.warn(say`${time()} [WARN] [${label}] ${message}`),
});
const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Astro's last line, `[build] Complete!`, said before the after-build step: it says what is
 * done instead, and this script says Complete! at the end. Where the build ran the step
 * itself (`jobFile` says so), Astro's line is true and stays.
 */
function notYetComplete(line: string, jobFile: string): string {
  const complete = /(\[build\](?:\x1b\[[0-9;]*m)*\s+)Complete!/.exec(line);
  if (complete !== null) astroSaidComplete = true;
  if (complete === null || (existsSync(jobFile) && stepDone(readFileSync(jobFile, 'utf8')))) return line;
  return line.replace(complete[0], `${complete[1]}pages written; the downloads, the atlas files, the search index and the final check follow (scripts/build.ts)`);
}

/** Astro printed its "Complete!" (not under `--silent`). */
let astroSaidComplete = false;

/** Astro's colours as if it wrote to this script's terminal (its stdout is a pipe here). */
const colours = (): Record<string, string> => (showsColours(process.stdout) && process.env.FORCE_COLOR === undefined ? { FORCE_COLOR: '1' } : {});

/**
 * Passes each line of `input` on through `write`: colour codes only to a terminal, every
 * other control character shown as an escape (core/terminalText.ts relayedLine), so a log
 * file or CI log never holds a raw escape (Vite colours its warnings whatever the output).
 */
function relay(input: NodeJS.ReadableStream, write: (line: string) => void, stream: NodeJS.WriteStream, jobFile: string): Promise<void> {
  const lines = createInterface({ input, crlfDelay: Infinity });
  const keep = showsColours(stream);
  const from = stream === process.stdout ? 'stdout' : 'stderr';
  const print = (passed: readonly string[]) => {
    for (const line of passed) write(line);
  };
  lines.on('line', (line) => print(filteredLines(diskFull, notYetComplete(line, jobFile), from, keep)));
  return new Promise((resolve) =>
    lines.once('close', () => {
      print(diskFull.end(from).map((line) => relayedLine(line, keep)));
      resolve();
    }),
  );
}

/** Astro's and its bundler's lines, both streams: a full disk's stack frames left out (src/integrations/diskFull.ts). */
const diskFull = new DiskFullLines();

/** The folders a build writes to, as `astro build` will resolve them (astro.config.mjs). */
function writtenFolders(options: readonly string[]): Array<{ what: string; folder: string }> {
  const at = options.indexOf('--outDir');
  const given = at === -1 ? options.find((o) => o.startsWith('--outDir='))?.slice('--outDir='.length) : options[at + 1];
  return [
    { what: 'output folder', folder: path.resolve(given ?? 'dist') },
    { what: 'cache folder', folder: path.resolve(cacheDirFromEnv()) },
  ];
}

/**
 * Runs `astro build` with these options; resolves with its exit status (128 + n if signal n
 * stopped it) and the job it left, if it built a site and left the step to this script.
 */
async function astroBuild(options: readonly string[]): Promise<{ status: number; job?: AfterBuildJob | typeof STEP_DONE }> {
  // Made at once, so Astro starts before this script loads anything more (below).
  const scratch = mkdtempSync(path.join(tmpdir(), 'debate-atlas-build-'));
  const jobFile = path.join(scratch, 'job.json');
  try {
    const astro = path.join(import.meta.dirname, '../node_modules/astro/bin/astro.mjs');
    const child = spawn(process.execPath, [...process.execArgv, astro, 'build', ...options], {
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, ...colours(), [AFTER_BUILD_ENV]: jobFile, [BUILD_OWNER_ENV]: String(process.pid) },
    });
    const linesRead = Promise.all([relay(child.stdout!, console.log, process.stdout, jobFile), relay(child.stderr!, console.error, process.stderr, jobFile)]);
    // A signal sent to this process alone (a CI runner's stop, `timeout`) reaches the build;
    // once the build has ended, it ends this script too, as it would without a handler.
    let astroEnded = false;
    const stop = (signal: (typeof FORWARDED)[number]) => {
      if (!astroEnded) child.kill(signal);
      else process.exit(128 + constants.signals[signal]);
    };
    for (const signal of FORWARDED) process.on(signal, () => stop(signal));
    // Its starter ended without a signal reaching this script (npm stopped alone): a hang-up.
    whenParentEnds(() => {
      console.error(`${time()} [ERROR] [build] the command that started this build has ended: the build stops and publishes nothing`);
      stop('SIGHUP');
    });
    const status = await new Promise<number>((resolve) => {
      child.on('error', (error) => {
        console.error(say`could not start astro build: ${error.message}`);
        resolve(1);
      });
      child.on('exit', (code, signal) => resolve(code ?? 128 + (signal === null ? 0 : constants.signals[signal])));
    });
    await linesRead;
    astroEnded = true;
    // No such file: the build wrote no site (`--help`, `--version`).
    const written = status === 0 ? await readFile(jobFile, 'utf8').catch(() => undefined) : undefined;
    return { status, ...(written === undefined ? {} : { job: stepDone(written) ? STEP_DONE : (JSON.parse(written) as AfterBuildJob) }) };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

// Refused before Astro starts (the hook refuses it too, for `astro build` alone): docs/decisions/output-folder-guards.md.
const folders = writtenFolders(process.argv.slice(2));
const [output, cache] = folders;
// public/ is the project's (astro.config.mjs sets no publicDir).
// The cache's place first: a cache in dist/ would otherwise be blamed on the output folder.
const refusedOutput =
  unbuildableProjectFolder(process.cwd()) ??
  misplacedCacheFolder(cacheDirFromEnv(), process.cwd(), process.env, { outDir: output!.folder, staging: stagingFolder(output!.folder) }) ??
  unwritableBuildFolders(cacheDirFromEnv(), process.cwd(), (message) => console.warn(`${time()} [WARN] [build] ${message}`)) ??
  unsafeBuildFolders(output!.folder, stagingFolder(output!.folder), oldOutputFolder(cache!.folder), process.cwd(), path.resolve('public'));
if (refusedOutput !== undefined) {
  console.error(`${time()} [ERROR] [build] ${refusedOutput}`);
  process.exit(1);
}
const building = astroBuild(process.argv.slice(2));
// The after-build step's modules load while Astro starts, not before it does.
const step = Promise.all([import('../src/integrations/afterBuild.ts'), import('../src/integrations/publishedSite.ts')]);
step.catch(() => {}); // awaited below, where a failure to load is the build's
const { status, job } = await building;
if (status !== 0 && diskFull.full) console.error(say`${time()} [ERROR] [build] ${diskFullSummary(folders, diskFull)}`);
// No job (`--help`), or the build ran the step itself: Astro's Complete! was the last word (said here under `--silent`: review 07zg E16).
if (status === 0 && job !== undefined && 'done' in job && !astroSaidComplete) console.log(`${time()} [build] Complete!`);
if (status !== 0 || job === undefined || 'done' in job) process.exit(status);
const [{ runAfterBuild }, { armExitGuard, disarmExitGuard }] = await step;
// Until the final check has passed, an exit with code 0 is a failure (publishedSite.ts).
armExitGuard('npm run build');
try {
  await runAfterBuild(job, (part) => loggerFor(`debate-atlas:${part}`));
} catch (error) {
  // Each message is made inert where it was made (a path named in it, say).
  console.error(`${time()} [ERROR] [debate-atlas:site-complete] ${error instanceof Error ? error.message : say`${String(error)}`}`);
  process.exit(1);
}
disarmExitGuard();
console.log(`${time()} [build] Complete!`);
