// `npm run build`: `astro build`, then the search index in this process once the build's
// process has ended. Inside `astro build` the index was made at its end, beside the
// build's own memory (2.3 GB at 10,000 debates, held until the process exits) while
// Pagefind peaked at 3.0–3.2 GB; one after the other, the larger of the two is the peak
// (docs/benchmarks.md). The index is the one `astro build` alone makes
// (src/integrations/pagefindIndex.ts), so both ways publish the same site.
//
// The atlas files are finished beside the index: once its pages are written, `astro build`
// hands their worker over to this script (src/integrations/atlasFilesReport.ts) and ends;
// the build is done when both are.
//
// Usage: node scripts/build.ts [astro build options]; every option goes to `astro build`.
// The build says which folder it wrote (into a file this script names), so the index goes
// where Astro put the site, whatever the options or the config said.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { constants, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { ATLAS_FILES_FD_ENV, describeAtlasFiles, readReports, type AtlasFilesOutcome } from '../src/integrations/atlasFilesReport.ts';
import { AFTER_BUILD_ENV, searchIndexSettings, type BuiltSite } from '../src/integrations/pagefindIndex.ts';
import { indexInWorker } from '../src/integrations/pagefindProcess.ts';
import { checkPublished, expectedFileFor, type ExpectedSite } from '../src/integrations/publishedSite.ts';
import { say } from '../src/lib/core/terminalText.ts';

const time = () => new Date().toTimeString().slice(0, 8);
const loggerFor = (label: string) => ({
  info: (message: string) => console.log(`${time()} [${label}] ${message}`),
  warn: (message: string) => console.warn(`${time()} [${label}] ${message}`),
  error: (message: string) => console.error(say`${time()} [${label}] ${message}`),
});
const searchLog = loggerFor('debate-atlas:pagefind');
const atlasLog = loggerFor('debate-atlas:downloads');
const completeLog = loggerFor('debate-atlas:site-complete');
const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Astro's last line, `[build] Complete!`, said before the search index, the atlas files and
 * the final check: it says what is done instead, and this script says Complete! at the end.
 */
const notYetComplete = (line: string): string => line.replace(/(\[build\](?:\x1b\[[0-9;]*m)*\s+)Complete!/, '$1pages written; the search index, the atlas files and the final check follow (scripts/build.ts)');

/** Astro's colours as if it wrote to this script's terminal (its stdout is a pipe here). */
const colours = (): Record<string, string> => (process.stdout.isTTY && process.env.NO_COLOR === undefined && process.env.FORCE_COLOR === undefined ? { FORCE_COLOR: '1' } : {});

/** The atlas files' worker once handed over: its pid while it runs, and how it ended. */
interface AtlasFilesJob {
  /** The worker's pid until the pipe ends (after that the pid may be another process's). */
  pid?: number | undefined;
  /** When the worker said how it ended, by performance.now(). */
  endedAt?: number;
  outcome: Promise<AtlasFilesOutcome>;
}

/** Stops the atlas files' worker if it still runs (this script stops or has failed). */
function stopAtlasFiles(job: AtlasFilesJob, signal: NodeJS.Signals = 'SIGTERM'): void {
  if (job.pid === undefined || job.endedAt !== undefined) return;
  try {
    process.kill(job.pid, signal);
  } catch {
    // it has just ended
  }
}

/**
 * Runs `astro build` with these options; resolves with its exit status (128 + n if signal n
 * stopped it), what it built (the folder, and where the search index's sources and
 * fragments are kept) if it got that far, and the atlas files' job, which may outlive it.
 */
async function astroBuild(options: readonly string[]): Promise<{ status: number; built?: BuiltSite & { expected?: ExpectedSite }; atlasFiles: AtlasFilesJob }> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'debate-atlas-build-'));
  const built = path.join(scratch, 'built.json');
  try {
    const astro = path.join(import.meta.dirname, '../node_modules/astro/bin/astro.mjs');
    const child = spawn(process.execPath, [...process.execArgv, astro, 'build', ...options], {
      // fd 3: the atlas files' worker reports on it (atlasFilesReport.ts).
      // stdout read line by line: the build is not complete when Astro says so (below).
      stdio: ['inherit', 'pipe', 'inherit', 'pipe'],
      env: { ...process.env, ...colours(), [AFTER_BUILD_ENV]: built, [ATLAS_FILES_FD_ENV]: '3' },
    });
    const lines = createInterface({ input: child.stdout!, crlfDelay: Infinity });
    lines.on('line', (line) => console.log(notYetComplete(line)));
    const linesRead = new Promise((resolve) => lines.once('close', resolve));
    const atlasFiles: AtlasFilesJob = { outcome: Promise.resolve({ kind: 'none' }) };
    atlasFiles.outcome = readReports(child.stdio[3] as Readable, {
      started: (pid) => {
        atlasFiles.pid = pid;
      },
      ended: () => {
        atlasFiles.endedAt = performance.now();
      },
    }).finally(() => {
      atlasFiles.pid = undefined;
    });
    // A signal sent to this process alone (a CI runner's stop, `timeout`) reaches the build
    // and the atlas files' worker; once the build has ended, it ends this script too, as
    // it would have without a handler.
    let astroEnded = false;
    for (const signal of FORWARDED) {
      process.on(signal, () => {
        stopAtlasFiles(atlasFiles, signal);
        if (!astroEnded) child.kill(signal);
        else process.exit(128 + constants.signals[signal]);
      });
    }
    const status = await new Promise<number>((resolve) => {
      child.on('error', (error) => {
        console.error(say`could not start astro build: ${error.message}`);
        resolve(1);
      });
      child.on('exit', (code, signal) => resolve(code ?? 128 + (signal === null ? 0 : constants.signals[signal])));
    });
    await linesRead;
    astroEnded = true;
    if (status !== 0) {
      // A build that failed after handing the atlas files over leaves nothing to finish them for.
      stopAtlasFiles(atlasFiles);
      return { status, atlasFiles };
    }
    // No such file: the build wrote no site (`--help`, `--version`).
    const written = await readFile(built, 'utf8').catch(() => undefined);
    if (written === undefined) return { status, atlasFiles };
    // What the site must hold once the index and the atlas files are done (publishedSite.ts).
    const expected = await readFile(expectedFileFor(built), 'utf8').catch(() => undefined);
    return { status, built: { ...(JSON.parse(written) as BuiltSite), ...(expected === undefined ? {} : { expected: JSON.parse(expected) as ExpectedSite }) }, atlasFiles };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

const { status, built, atlasFiles } = await astroBuild(process.argv.slice(2));
if (status !== 0 || built === undefined) process.exit(status);
const astroEndedAt = performance.now();
try {
  await indexInWorker(built.outDir, searchLog, { ...searchIndexSettings(), searchStore: built.searchStore });
} catch (error) {
  searchLog.error(error instanceof Error ? error.message : String(error));
  stopAtlasFiles(atlasFiles);
  process.exit(1);
}
const outcome = await atlasFiles.outcome;
if (outcome.kind === 'failed') {
  atlasLog.error(`could not write the atlas files: ${outcome.message}`);
  process.exit(1);
}
if (outcome.kind === 'done') {
  const after = ((atlasFiles.endedAt ?? astroEndedAt) - astroEndedAt) / 1000;
  atlasLog.info(`wrote ${describeAtlasFiles(outcome)}, ${after > 0 ? `beside the search index: done ${after.toFixed(1)} s after astro build ended` : 'before astro build ended'}`);
}
// The last step, as `astro build` alone takes it: every file the build was to publish is there.
try {
  if (built.expected === undefined) throw new Error('astro build ended without saying what it published: its last step never ran');
  await checkPublished(built.outDir, built.expected);
  completeLog.info(`all ${built.expected.files.length} files the build was to publish are there (every debate's page and downloads, the atlas files, the search index)`);
} catch (error) {
  // One line per missing file, each made inert where it was named (publishedSite.ts).
  console.error(`${time()} [debate-atlas:site-complete] ${error instanceof Error ? error.message : say`${String(error)}`}`);
  process.exit(1);
}
console.log(`${time()} [build] Complete!`);
