// The folders a build writes before anything else, checked for being writable before Astro
// starts: the cache folder and the project's .astro/. A file at the cache's name, a
// read-only disk or a folder without permission is one located line, never Node's or
// Astro's stack trace from deep inside the build (probe 2026-12-10, rows CF and RO).
import { lstatSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describeError } from '../lib/core/atomicWrite.ts';
import { makeFolderSync } from '../lib/core/makeFolder.ts';
import { say } from '../lib/core/terminalText.ts';
import { CACHE_DIR_ENV, DEFAULT_CACHE_DIR } from './cacheFolder.ts';

/** Why `folder` cannot be written, in words, or undefined: made as the build would make it, then one empty file written in it and removed. */
export function unwritableFolder(folder: string): string | undefined {
  try {
    makeFolderSync(folder);
    if (!statSync(folder).isDirectory()) return 'something that is not a folder has its name';
    const probe = path.join(folder, `.debate-atlas-write-check-${process.pid}`);
    writeFileSync(probe, '');
    unlinkSync(probe);
    return undefined;
  } catch (error) {
    const fault = error as NodeJS.ErrnoException;
    return fault.code === 'EEXIST' ? 'something that is not a folder has its name' : describeError(fault);
  }
}

/** Why the build cannot write its cache folder or the project's .astro/, or undefined. */
export function unwritableBuildFolders(cacheDir: string, projectRoot: string, warn: (message: string) => void, env: Record<string, string | undefined> = process.env): string | undefined {
  const cache = path.resolve(projectRoot, cacheDir);
  const cacheFault = unwritableFolder(cache);
  if (cacheFault !== undefined) {
    const named = env[CACHE_DIR_ENV] ? `${CACHE_DIR_ENV}=${env[CACHE_DIR_ENV]}` : `the default cache folder ${DEFAULT_CACHE_DIR}`;
    return say`${named}: the build's cache folder ${cache} cannot be written (${cacheFault}). Make it writable or free its disk, or set ${CACHE_DIR_ENV} to another folder; nothing was published.`;
  }
  const astroEntry = astroCacheEntryProblem(cache, warn);
  if (astroEntry !== undefined) return astroEntry;
  const dotAstro = path.join(projectRoot, '.astro');
  const astroFault = unwritableFolder(dotAstro);
  if (astroFault !== undefined) return say`the project's folder ${dotAstro}, where Astro writes the types of the content it reads, cannot be written (${astroFault}). Build from a writable copy of the project; nothing was published.`;
  return undefined;
}

/** What Astro keeps in the cache folder: its page copies (a folder) and two files it reads and replaces. */
const ASTRO_CACHE_ENTRIES: ReadonlyArray<{ name: string; folder: boolean; what: string }> = [
  { name: 'dist', folder: true, what: 'its copies of the pages it built' },
  { name: 'data-store.json', folder: false, what: 'its content store' },
  { name: 'incremental-build.json', folder: false, what: 'its record of the last build' },
];

/**
 * Astro's own entries in the cache folder, checked before it reads or writes them (it would
 * fail with a stack trace, or block on a FIFO): what is not what Astro writes there (a file
 * or link for its folder, a link or special file for its files) is the cache's and is
 * removed with a warning; a folder where a file of Astro's goes, or a page-copy folder that
 * cannot be written, is refused, named.
 */
function astroCacheEntryProblem(cache: string, warn: (message: string) => void): string | undefined {
  for (const { name, folder, what } of ASTRO_CACHE_ENTRIES) {
    const entry = path.join(cache, name);
    const there = lstatSync(entry, { throwIfNoEntry: false });
    if (there === undefined) continue;
    if (!folder && there.isDirectory()) return say`${entry}, where Astro keeps ${what}, is a folder: remove it (everything in the cache folder ${cache} is made again when missing); nothing was published.`;
    if (folder ? !there.isDirectory() : !there.isFile()) {
      warn(say`${entry}, where Astro keeps ${what}, was not what Astro writes there (a ${folder ? 'file or link' : 'link or special file'}): removed, made again by this build`);
      rmSync(entry, { force: true });
      continue;
    }
    const fault = folder ? unwritableFolder(entry) : undefined;
    if (fault !== undefined) return say`${entry}, where Astro keeps ${what}, cannot be written (${fault}): make it writable or remove it (it is made again when missing); nothing was published.`;
  }
  return undefined;
}
