// The build's cache folder, resolved in one place (astro.config.mjs gives it to Astro,
// scripts/build.ts checks it first): DEBATE_ATLAS_CACHE_DIR, else node_modules/.astro;
// and the folders it must not be in, compared by real path
// (docs/decisions/cache-folder-placement.md).
import { lstatSync, readlinkSync, realpathSync, type Stats } from 'node:fs';
import path from 'node:path';
import { debatesDirFromEnv, notesDirFromEnv } from '../lib/archive/contentPath.ts';
import { foldFileName } from '../lib/core/names.ts';
import { say } from '../lib/core/terminalText.ts';
import { COPIES } from './pageCopies.ts';

export const CACHE_DIR_ENV = 'DEBATE_ATLAS_CACHE_DIR';
export const DEFAULT_CACHE_DIR = './node_modules/.astro';

type Env = Record<string, string | undefined>;

/** The cache folder, relative to the project root unless absolute; an empty variable counts as unset (not the project root). */
export const cacheDirFromEnv = (env: Env = process.env): string => env[CACHE_DIR_ENV] || DEFAULT_CACHE_DIR;

/** Links a path may pass through before it is given up on (Linux's own limit is 40). */
const MAX_LINKS = 40;

/**
 * Where `folder` (absolute) really is: the part that exists through realpath, a dangling
 * link at its end followed by hand, the part that does not exist yet appended. `..` is
 * taken away first, as Astro resolves the folder (a URL) before it writes.
 */
export function realPathOf(folder: string, links = 0): string {
  const missing: string[] = [];
  let at = path.resolve(folder);
  for (;;) {
    try {
      return path.join(realpathSync(at), ...missing);
    } catch {
      // below: a link that leads nowhere yet, or a name that does not exist yet
    }
    const link = linkTarget(at);
    if (link !== undefined && links < MAX_LINKS) return realPathOf(path.join(path.resolve(path.dirname(at), link), ...missing), links + 1);
    const parent = path.dirname(at);
    if (parent === at) return path.join(at, ...missing);
    missing.unshift(path.basename(at));
    at = parent;
  }
}

function linkTarget(entry: string): string | undefined {
  try {
    return lstatSync(entry).isSymbolicLink() ? readlinkSync(entry) : undefined;
  } catch {
    return undefined;
  }
}

const isInside = (folder: string, entry: string): boolean => {
  const relative = path.relative(folder, entry);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/**
 * Whether the file system `folder` is on compares names without letter case (macOS's and
 * Windows' default): the deepest existing entry on the way whose name has a letter is
 * looked up again with its letters' case swapped; the same entry (device and inode) found
 * means yes. No such entry, or a different or missing one, means no.
 */
export function foldsCaseAt(folder: string): boolean {
  for (let at = path.resolve(folder); path.dirname(at) !== at; at = path.dirname(at)) {
    const name = path.basename(at);
    const swapped = [...name].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');
    if (swapped === name) continue;
    const entry = lstatOrNull(at);
    if (entry === null) continue;
    const other = lstatOrNull(path.join(path.dirname(at), swapped));
    return other !== null && other.dev === entry.dev && other.ino === entry.ino;
  }
  return false;
}

function lstatOrNull(entry: string): Stats | null {
  try {
    return lstatSync(entry, { throwIfNoEntry: false }) ?? null;
  } catch {
    return null;
  }
}

/** A folder the cache must not be in, and what would go wrong there. */
interface GuardedFolder { folder: string; what: string }

/** The folders of a build in `projectRoot` (into `output`, when it builds) that the cache must stay out of. */
function guardedFolders(projectRoot: string, env: Env, output?: { outDir: string; staging: string }): GuardedFolder[] {
  const read = 'which the build reads: the cache files would be read as debates and notes by the next build';
  const debates = path.resolve(projectRoot, debatesDirFromEnv(env));
  const notes = path.resolve(projectRoot, notesDirFromEnv(env));
  const content = path.join(projectRoot, 'content');
  const publicDir = path.join(projectRoot, 'public');
  const folders = [
    { folder: debates, what: `the archive's debates folder ${debates}, ${read}` },
    { folder: notes, what: `the archive's notes folder ${notes}, ${read}` },
    { folder: content, what: `the archive's content folder ${content}, ${read}` },
    { folder: publicDir, what: `public/ ${publicDir}, which is copied into the site as it is: the cache would be published` },
  ];
  if (output === undefined) return folders;
  return [
    ...folders,
    { folder: output.outDir, what: `the output folder ${output.outDir}, which a build replaces whole: the cache would be published with the site, then deleted with it` },
    { folder: output.staging, what: `the folder a build writes into before it publishes, ${output.staging}, which a build empties when it starts` },
  ];
}

/**
 * Why the build must not use its cache folder `cacheDir` (as configured, relative to
 * `projectRoot`), or undefined: inside the archive (probe 2026-12-07 E1: a green build
 * wrote its cache into content/debates, the next read it as debates), in public/, or in
 * the output folder or its staging folder when building (E2: the build then blamed the
 * user's output folder for the cache it had just made there). Real paths are compared:
 * links, `..` and trailing slashes change nothing; letter case neither, where the file
 * system ignores it (`foldsCase`, `foldsCaseAt` unless a spec stands in for one). Checked
 * before anything is written.
 */
export function misplacedCacheFolder(cacheDir: string, projectRoot: string, env: Env = process.env, output?: { outDir: string; staging: string }, foldsCase: (folder: string) => boolean = foldsCaseAt): string | undefined {
  const cache = realPathOf(path.resolve(projectRoot, cacheDir));
  const named = env[CACHE_DIR_ENV] ? `${CACHE_DIR_ENV}=${env[CACHE_DIR_ENV]}` : `the default cache folder ${DEFAULT_CACHE_DIR}`;
  // On a file system that ignores letter case, `Content/debates/cache` is in content/debates.
  const compared = foldsCase(cache) ? foldFileName : (entry: string) => entry;
  const inside = (folder: string, entry: string): boolean => isInside(compared(folder), compared(entry));
  for (const { folder, what } of guardedFolders(projectRoot, env, output)) {
    if (!inside(realPathOf(folder), cache)) continue;
    return say`${named} puts the build's cache folder, ${cache}, inside ${what}. Set ${CACHE_DIR_ENV} to a folder outside the archive, public/ and the output folder (unset, it is ${DEFAULT_CACHE_DIR}); nothing was written.`;
  }
  // Astro keeps its page copies in the cache's dist/: were that the output folder (a cache
  // at the project root, the output the default dist/), a build would discard "stale
  // copies" from the published site and publish over them.
  const copies = path.join(cache, COPIES);
  for (const folder of output === undefined ? [] : [output.outDir, output.staging]) {
    const real = realPathOf(folder);
    if (!inside(real, copies) && !inside(copies, real)) continue;
    return say`${named} puts the folder of Astro's page copies, ${copies} (the cache folder's ${COPIES}/), at the output folder ${real}: a build would delete and rewrite files of the published site. Set ${CACHE_DIR_ENV} to a folder outside the archive, public/ and the output folder (unset, it is ${DEFAULT_CACHE_DIR}); nothing was written.`;
  }
  return undefined;
}
