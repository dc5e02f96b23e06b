// Publishes a build's output folder whole or not at all, and empties the last attempt's
// without holding the build up (docs/decisions/publish-whole.md, output-folder-faults.md).
import { existsSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AstroIntegration } from 'astro';
import { writeError } from '../lib/core/atomicWrite.ts';
import { makeFolderSync } from '../lib/core/makeFolder.ts';
import { say } from '../lib/core/terminalText.ts';
import { locatedError, locatedHook } from './locatedError.ts';
import { misplacedCacheFolder } from './cacheFolder.ts';
import { unwritableBuildFolders } from './writableFolders.ts';
import { buildOwner, claimCache, claimStaging } from './buildLock.ts';
import { KEPT_IN_OUTPUT as KEPT, nearestExisting, unbuildableProjectFolder, unsafeBuildFolders } from './outputGuards.ts';


/**
 * Moves every entry of `outDir` (but `.git`) into a new folder under `trashRoot`, then
 * deletes everything under `trashRoot` (a stopped build's leftovers too) on a worker
 * thread; resolves once that is done.
 */
export function emptyOutputFolder(outDir: string, trashRoot: string): { deleted: Promise<void> } {
  const entries = readdirOrNone(outDir).filter((name) => !KEPT.has(name));
  const relative = path.relative(outDir, trashRoot);
  const trashInside = relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
  let trash: string | undefined;
  if (entries.length > 0 && !trashInside) {
    try {
      makeFolderSync(trashRoot);
      trash = mkdtempSync(path.join(trashRoot, 'output-'));
    } catch (error) {
      throw writeError(trashRoot, error);
    }
  }
  for (const name of entries) {
    const entry = path.join(outDir, name);
    if (trash !== undefined) {
      try {
        renameSync(entry, path.join(trash, name));
        continue;
      } catch {
        // another file system, or a name the rename cannot take: deleted here instead
      }
    }
    try {
      rmSync(entry, { recursive: true, force: true, maxRetries: 3 });
    } catch (error) {
      throw writeError(entry, error);
    }
  }
  const leftovers = trashInside ? [] : readdirOrNone(trashRoot).map((name) => path.join(trashRoot, name));
  return { deleted: leftovers.length === 0 ? Promise.resolve() : deleteOnThread(leftovers) };
}

/**
 * Why `outDir` cannot take a static build, or undefined. Astro stages a build's assets
 * in `<cwd>/.astro/.prerender/` when the output folder lies outside the project (`cwd`),
 * then renames each into it (ssrMoveAssets, astro/dist/core/build/static-build.js); a
 * rename cannot cross file systems (EXDEV), so such a folder is refused up front, named,
 * rather than failing halfway with Astro's stack trace. `device` is the file system of a path that exists.
 */
export function crossDeviceOutput(outDir: string, cwd: string, device: (existing: string) => number = (p) => statSync(p).dev): string | undefined {
  if (outDir.startsWith(cwd)) return undefined;
  if (device(nearestExisting(outDir)) === device(cwd)) return undefined;
  return say`the output folder ${outDir} is on another file system than the project ${cwd}: Astro moves the built files into it by renaming, which cannot cross file systems (EXDEV). Build into a folder on the project's file system (--outDir inside it, or on the same disk), then copy the site.`;
}

function readdirOrNone(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw writeError(dir, error);
  }
}

/** rmSync (native, one thread, not libuv's pool the build's own file work uses) of each path, on a worker thread. */
function deleteOnThread(paths: readonly string[]): Promise<void> {
  const worker = new Worker(
    "const { rmSync } = require('node:fs'); for (const p of require('node:worker_threads').workerData) rmSync(p, { recursive: true, force: true, maxRetries: 3 });",
    { eval: true, workerData: paths },
  );
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`deleting the last build's output stopped (exit code ${code})`))));
  });
}

/** Where a build into `outDir` writes until it is complete: beside it, so on its file system. */
export const stagingFolder = (outDir: string): string => path.join(path.dirname(outDir), `.${path.basename(outDir)}.building`);

/** The output folder a staging folder is published to, or undefined for any other folder. */
export function publishedFolderOf(staging: string): string | undefined {
  const name = /^\.(.+)\.building$/.exec(path.basename(staging));
  return name === null ? undefined : path.join(path.dirname(staging), name[1]!);
}

/** The cache's folder for old outputs being deleted. */
export const oldOutputFolder = (cacheDir: string): string => path.join(cacheDir, 'debate-atlas', 'old-output');

/**
 * Makes the complete build in `staging` the output folder `outDir`: the old one (if any)
 * renamed into a new folder under `trashRoot` (beside `outDir` when that is another file
 * system), its `.git` moved into the new one first, then `staging` renamed to `outDir`.
 * Renames only: no file of the site is copied. An old output in `trashRoot` stays there for
 * the next build to delete as it starts (emptyOutputFolder); one moved beside `outDir` is
 * deleted now, and `deleted` resolves once it is gone (docs/decisions/publish-whole.md).
 */
export function publishOutput(staging: string, outDir: string, trashRoot: string): { deleted: Promise<void>; left?: string } {
  let old: string | undefined;
  if (existsSync(outDir)) {
    const moved: string[] = [];
    for (const kept of KEPT) {
      const from = path.join(outDir, kept);
      if (existsSync(from) && !existsSync(path.join(staging, kept))) {
        renameOrFail(from, path.join(staging, kept));
        moved.push(kept);
      }
    }
    try {
      old = moveAside(outDir, trashRoot);
    } catch (error) {
      // The last output keeps its .git: a failed publish changes nothing.
      for (const kept of moved) renameSync(path.join(staging, kept), path.join(outDir, kept));
      throw error;
    }
  }
  try {
    renameSync(staging, outDir);
  } catch (error) {
    // The last output goes back where it was: a failed publish changes nothing.
    if (old !== undefined) renameSync(old, outDir);
    throw writeError(outDir, error);
  }
  if (old === undefined) return { deleted: Promise.resolve() };
  return path.dirname(old) === path.dirname(outDir) ? { deleted: deleteOnThread([old]) } : { deleted: Promise.resolve(), left: path.dirname(old) };
}

/** Renames `outDir` into a new folder of `trashRoot`, or beside itself where that is another file system; returns where it went. */
function moveAside(outDir: string, trashRoot: string): string {
  try {
    makeFolderSync(trashRoot);
    const trash = path.join(mkdtempSync(path.join(trashRoot, 'output-')), 'site');
    renameSync(outDir, trash);
    return trash;
  } catch {
    const beside = path.join(path.dirname(outDir), `.${path.basename(outDir)}.old-${process.pid}`);
    renameOrFail(outDir, beside);
    return beside;
  }
}

function renameOrFail(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (error) {
    throw writeError(from, error);
  }
}

export default function outputFolder(): AstroIntegration {
  let outDir = '';
  let staging = '';
  let trashRoot = '';
  let publicDir = '';
  let deleted: Promise<void> | undefined;
  return {
    name: 'debate-atlas:output-folder',
    hooks: {
      // A build writes into the staging folder; afterBuild.ts publishes it once complete.
      'astro:config:setup': ({ command, config, updateConfig }) => {
        if (command !== 'build') return;
        outDir = fileURLToPath(config.outDir);
        staging = stagingFolder(outDir);
        updateConfig({ outDir: pathToFileURL(`${staging}/`), vite: { build: { emptyOutDir: false } } });
      },
      'astro:config:done': locatedHook(({ config, logger }) => {
        // Before Astro writes its data store there (`astro build`, `astro dev` alone; scripts/build.ts checked first).
        const misplaced =
          unbuildableProjectFolder(fileURLToPath(config.root)) ??
          misplacedCacheFolder(fileURLToPath(config.cacheDir), fileURLToPath(config.root), process.env, outDir === '' ? undefined : { outDir, staging }) ??
          unwritableBuildFolders(fileURLToPath(config.cacheDir), fileURLToPath(config.root), (message) => logger.warn(message));
        if (misplaced !== undefined) throw locatedError(misplaced);
        // Before the content sync writes and prunes the records: one build per cache folder.
        const cacheBusy = outDir === '' ? undefined : claimCache(fileURLToPath(config.cacheDir), buildOwner());
        if (cacheBusy !== undefined) throw locatedError(cacheBusy);
        trashRoot = oldOutputFolder(fileURLToPath(config.cacheDir));
        publicDir = path.resolve(fileURLToPath(config.publicDir));
      }),
      'astro:build:start': locatedHook(() => {
        const refused =
          unsafeBuildFolders(outDir, staging, trashRoot, process.cwd(), publicDir) ??
          crossDeviceOutput(outDir, process.cwd());
        if (refused !== undefined) throw locatedError(refused);
        const busy = claimStaging(staging, outDir, buildOwner());
        if (busy !== undefined) throw locatedError(busy);
        deleted = emptyOutputFolder(staging, trashRoot).deleted;
        // Awaited at build:done; not unhandled before then.
        deleted.catch(() => {});
      }),
      'astro:build:done': async ({ logger }) => {
        await deleted?.catch((error: unknown) => {
          // The site is whole: what is left is the last build's output, in the cache folder.
          logger.warn(say`could not delete the last build's output from ${trashRoot}: ${error instanceof Error ? error.message : String(error)}`);
        });
      },
    },
  };
}
