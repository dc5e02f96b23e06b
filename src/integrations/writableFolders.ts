// The folders a build writes before anything else, checked for being writable before Astro
// starts: the cache folder and the project's .astro/. A file at the cache's name, a
// read-only disk or a folder without permission is one located line, never Node's or
// Astro's stack trace from deep inside the build (probe 2026-12-10, rows CF and RO).
import { existsSync, mkdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describeError } from '../lib/core/atomicWrite.ts';
import { say } from '../lib/core/terminalText.ts';
import { CACHE_DIR_ENV, DEFAULT_CACHE_DIR } from './cacheFolder.ts';

/** Why `folder` cannot be written, in words, or undefined: made as the build would make it, then one empty file written in it and removed. */
export function unwritableFolder(folder: string): string | undefined {
  try {
    makeFolder(folder);
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

/** Makes `folder` a level at a time: a recursive mkdir says ENOENT where a level fails as read-only (EROFS). */
function makeFolder(folder: string): void {
  const missing: string[] = [];
  for (let at = path.resolve(folder); !existsSync(at); at = path.dirname(at)) {
    missing.push(at);
    if (path.dirname(at) === at) break;
  }
  for (const level of missing.reverse()) mkdirSync(level);
}

/** Why the build cannot write its cache folder or the project's .astro/, or undefined. */
export function unwritableBuildFolders(cacheDir: string, projectRoot: string, env: Record<string, string | undefined> = process.env): string | undefined {
  const cache = path.resolve(projectRoot, cacheDir);
  const cacheFault = unwritableFolder(cache);
  if (cacheFault !== undefined) {
    const named = env[CACHE_DIR_ENV] ? `${CACHE_DIR_ENV}=${env[CACHE_DIR_ENV]}` : `the default cache folder ${DEFAULT_CACHE_DIR}`;
    return say`${named}: the build's cache folder ${cache} cannot be written (${cacheFault}). Make it writable or free its disk, or set ${CACHE_DIR_ENV} to another folder; nothing was published.`;
  }
  const dotAstro = path.join(projectRoot, '.astro');
  const astroFault = unwritableFolder(dotAstro);
  if (astroFault !== undefined) return say`the project's folder ${dotAstro}, where Astro writes the types of the content it reads, cannot be written (${astroFault}). Build from a writable copy of the project; nothing was published.`;
  return undefined;
}
