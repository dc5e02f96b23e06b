// The debates' downloads made into the downloads' cache while Astro writes the pages: its
// renderer keeps one core busy, and on the other one worker makes what the after-build
// step would otherwise make after the pages (docs/decisions/downloads-beside-pages.md).
// Stopped once the pages are written; what it has not reached, the after-build step makes.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { say } from '../lib/core/terminalText.ts';
import { DEBATES_PER_TASK, startPool, type Logger } from './afterBuild.ts';
import type { AfterBuildTask, TaskOutcome } from './afterBuildWorker.ts';
import { stampMadeEntries } from './downloadCache.ts';
import type { DebateToPublish } from './downloadCopies.ts';

/**
 * Fewer debates than this to make, and no worker is started. At 1,000 debates the page
 * phase is half a minute and a worker beside it saved nothing in measured pairs; at 10,000
 * it saved 36 s on average (docs/benchmarks.md). DEBATE_ATLAS_DOWNLOADS_BESIDE_PAGES_FROM
 * sets another line (the build specs use a small one), or `off` none.
 */
export const EARLY_FROM = 2_000;

/** The line: EARLY_FROM, the whole number DEBATE_ATLAS_DOWNLOADS_BESIDE_PAGES_FROM gives, or none (`off`: never). */
export function earlyFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.DEBATE_ATLAS_DOWNLOADS_BESIDE_PAGES_FROM?.trim().toLowerCase();
  if (text === 'off') return Infinity;
  const given = Number(text);
  return Number.isSafeInteger(given) && given > 0 ? given : EARLY_FROM;
}

export interface EarlyDownloads {
  /** Resolves once every debate's downloads are in the cache, or the worker has stopped. */
  readonly idle: Promise<void>;
  /** Stops after the task under way, then stamps what was made (downloadCache.ts); resolves with the digests of the debates whose downloads it made. */
  stop(): Promise<string[]>;
}

/** Those of `all` whose downloads have no entry in `cache/downloads` yet. */
export const withoutDownloads = (all: readonly DebateToPublish[], cache: string): DebateToPublish[] =>
  all.filter(({ digest }) => !existsSync(path.join(cache, 'downloads', digest)));

/**
 * Starts making the downloads of those of `debates` (their records in `cache/records`) that
 * have no entry in `cache/downloads` yet, `batch` debates a task; nothing when fewer than
 * `from` have none.
 */
export function startEarlyDownloads(all: readonly DebateToPublish[], cache: string, log: Logger, { from = earlyFromEnv(), batch = DEBATES_PER_TASK } = {}): EarlyDownloads | undefined {
  const cacheRoot = path.join(cache, 'downloads');
  const debates = withoutDownloads(all, cache);
  if (debates.length < from) return undefined;
  log.info(`making the downloads of ${debates.length} debate(s) while the pages are written`);
  const pool = startPool(1);
  // Each entry made, with its files' fingerprints as it was made: only those still so are stamped.
  const made = new Map<string, Record<string, string>>();
  let stopped = false;
  const running = (async () => {
    for (let i = 0; i < debates.length && !stopped; i += batch) {
      const task: AfterBuildTask = { kind: 'into-cache', cacheRoot, records: path.join(cache, 'records'), debates: debates.slice(i, i + batch) };
      const outcome = (await pool.run(task)) as TaskOutcome;
      for (const warning of outcome.warnings) log.warn(warning);
      // A fault here (a full disk) is the after-build step's to report: it makes the rest and names it.
      if (outcome.failed !== undefined) return;
      for (const [digest, prints] of outcome.madeIntoCache ?? []) made.set(digest, prints);
    }
  })().catch((error: unknown) =>
    // The worker itself stopped (killed, most likely for want of memory): the after-build step makes the rest.
    log.warn(say`the downloads made beside the pages stopped (${error instanceof Error ? error.message : String(error)}); the rest are made after the pages`));
  return {
    idle: running,
    async stop() {
      stopped = true;
      await running;
      await pool.destroy();
      // Unstamped, an entry made here is read and checked by the after-build step: slower, never wrong.
      await stampMadeEntries(cacheRoot, made, (message) => log.warn(message)).catch((error: unknown) =>
        log.warn(say`could not stamp the downloads made beside the pages in ${cacheRoot} (the after-build step reads them again): ${error instanceof Error ? error.message : String(error)}`));
      return [...made.keys()];
    },
  };
}
