// The atlas files made while Astro writes the pages, in a rebuild of an archive under
// ATLAS_BESIDE_UP_TO debates: Astro's renderer keeps one core busy, and one worker makes the
// files on the other into a folder of the cache, from which the after-build step moves them
// into the site (docs/decisions/downloads-beside-pages.md). A failure here costs only time:
// the after-build step makes them as it would have, and reports its own failure.
import { rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { say } from '../lib/core/terminalText.ts';
import type { LoadedArchive } from '../site/loadedArchive.ts';
import { atlasInputFile, debatesToPublish, startPool, vaultCacheFile, writeAtlasInput, type AtlasBeside, type Logger } from './afterBuild.ts';
import type { TaskOutcome } from './afterBuildWorker.ts';
import { withoutDownloads } from './earlyDownloads.ts';

/**
 * From this many debates on, the atlas files wait for the pages: at 10,000 debates their
 * worker peaks at 1.2–1.4 GB beside Astro's 2.7–3.2 GB, which would pass 4 GB. At 1,000 it
 * peaks at about 0.3 GB beside Astro's 1.1 GB (docs/benchmarks.md).
 */
export const ATLAS_BESIDE_UP_TO = 2_000;

/**
 * More than this share of the debates without their downloads (a cold build, a new version
 * of the code) and the atlas files wait for the pages: the step after them has the debates'
 * downloads to make on both cores, and a worker beside the pages only slowed them (1,000
 * debates, cold: 8 s longer in pairs; docs/benchmarks.md).
 */
export const ATLAS_BESIDE_NEW_AT_MOST = 0.1;

/** Where the worker writes: `<folder>/atlas/<file>`, as into a site. */
export const atlasBesideFolder = (cache: string): string => path.join(cache, 'atlas', 'beside-pages');

/**
 * Starts making the atlas files of `loaded` into the cache (its input written there first),
 * unless the archive has `upTo` debates or more, or more than ATLAS_BESIDE_NEW_AT_MOST of
 * them have no downloads yet. Resolves with the input's digest and, when the files were
 * made, where they are; it never rejects.
 */
export function startAtlasBesidePages(loaded: LoadedArchive, cache: string, log: Logger, upTo = ATLAS_BESIDE_UP_TO): Promise<AtlasBeside> | undefined {
  if (loaded.debates.length >= upTo || withoutDownloads(debatesToPublish(loaded), cache).length > ATLAS_BESIDE_NEW_AT_MOST * loaded.debates.length) {
    // What a stopped or failed build left there goes: it is never published (review 06l B1).
    try {
      rmSync(atlasBesideFolder(cache), { recursive: true, force: true });
    } catch {
      // Left for a later build: it is never published.
    }
    return undefined;
  }
  log.info('making the atlas files while the pages are written');
  return makeBeside(loaded, cache, log);
}

async function makeBeside(loaded: LoadedArchive, cache: string, log: Logger): Promise<AtlasBeside> {
  let inputDigest: string;
  try {
    inputDigest = await writeAtlasInput(loaded, cache);
  } catch {
    // The after-build step writes it again, and names the fault.
    return {};
  }
  const folder = atlasBesideFolder(cache);
  const pool = startPool(1);
  try {
    await rm(folder, { recursive: true, force: true });
    const outcome = (await pool.run({ kind: 'atlas', root: folder, input: atlasInputFile(cache), inputDigest, vaultCache: vaultCacheFile(cache) })) as TaskOutcome;
    for (const warning of outcome.warnings) log.warn(warning);
    if (outcome.failed !== undefined) throw new Error(outcome.failed);
    return { inputDigest, made: { folder, written: { atlasFiles: outcome.atlasFiles ?? 0, vaultNotes: outcome.vaultNotes } } };
  } catch (error) {
    log.warn(say`the atlas files could not be made while the pages were written (${error instanceof Error ? error.message : String(error)}); they are made after the pages`);
    await rm(folder, { recursive: true, force: true }).catch(() => {});
    return { inputDigest };
  } finally {
    await pool.destroy();
  }
}
