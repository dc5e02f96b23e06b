// Empties the output folder as a build begins without holding the build up: its entries are
// renamed into the cache and deleted on a thread (docs/decisions/output-folder-faults.md).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AstroIntegration } from 'astro';
import { writeError } from '../lib/core/atomicWrite.ts';
import { say } from '../lib/core/terminalText.ts';
import { locatedError } from './locatedError.ts';

/** Entries of the output folder a build leaves in place. */
const KEPT = new Set(['.git']);

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
      mkdirSync(trashRoot, { recursive: true });
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
  let existing = outDir;
  while (!existsSync(existing) && path.dirname(existing) !== existing) existing = path.dirname(existing);
  if (device(existing) === device(cwd)) return undefined;
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

export default function outputFolder(): AstroIntegration {
  let outDir = '';
  let trashRoot = '';
  let deleted: Promise<void> | undefined;
  return {
    name: 'debate-atlas:output-folder',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command === 'build') updateConfig({ vite: { build: { emptyOutDir: false } } });
      },
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
        trashRoot = path.join(fileURLToPath(config.cacheDir), 'debate-atlas', 'old-output');
      },
      'astro:build:start': () => {
        const refused = crossDeviceOutput(outDir, process.cwd());
        if (refused !== undefined) throw locatedError(refused);
        deleted = emptyOutputFolder(outDir, trashRoot).deleted;
        // Awaited at build:done; not unhandled before then.
        deleted.catch(() => {});
      },
      'astro:build:done': async ({ logger }) => {
        await deleted?.catch((error: unknown) => {
          // The site is whole: what is left is the last build's output, in the cache folder.
          logger.warn(say`could not delete the last build's output from ${trashRoot}: ${error instanceof Error ? error.message : String(error)}`);
        });
      },
    },
  };
}
