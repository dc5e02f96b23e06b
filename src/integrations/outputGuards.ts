// What a build refuses before it empties, replaces or deletes a folder: an output folder
// that is the project (or holds it) or holds files that are no debate-atlas site, and a
// symbolic link where the build writes or deletes, and a link in public/ that would publish
// what it points to (docs/decisions/output-folder-guards.md).
import { existsSync, lstatSync, readdirSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { say } from '../lib/core/terminalText.ts';
import { urlUnsafeSign } from '../lib/core/urlPaths.ts';

/** Files every debate-atlas site has at its top: a folder holding both is one. */
const SITE_FILES = ['index.html', 'debates-index.json'] as const;
/** Entries of an output folder a build leaves in place, and which it may hold besides a site (a gh-pages checkout's). */
export const KEPT_IN_OUTPUT: ReadonlySet<string> = new Set(['.git']);

/** `folder`, or the nearest folder above it that exists (for its file system or its free space). */
export function nearestExisting(folder: string): string {
  let at = path.resolve(folder);
  while (!existsSync(at) && path.dirname(at) !== at) at = path.dirname(at);
  return at;
}

type Kind = 'none' | 'directory' | 'file' | 'link' | 'other';

function kindOf(entry: string): Kind {
  try {
    const stats = lstatSync(entry);
    if (stats.isSymbolicLink()) return 'link';
    if (stats.isDirectory()) return 'directory';
    return stats.isFile() ? 'file' : 'other';
  } catch (error) {
    // Nothing there: missing, or a file where a folder on its way should be.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return 'none';
    throw error;
  }
}

const inside = (folder: string, entry: string): boolean => {
  const relative = path.relative(folder, entry);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/**
 * Why the build must not publish into `outDir`, or undefined. Publishing replaces the
 * folder whole, so it is refused when it is the project or one of its parents (`--outDir .`,
 * `--outDir ""`, `--outDir ..`), and when it holds anything but a debate-atlas site
 * (`--outDir src`, `--outDir content/debates`, a folder of the user's): nothing a user
 * keeps is deleted by a mistyped option. A link as the output folder is refused: publishing
 * would replace it, never follow it (probe 2026-12-18a row 16).
 */
export function unsafeOutputFolder(outDir: string, projectRoot: string): string | undefined {
  const out = path.resolve(outDir);
  if (inside(out, path.resolve(projectRoot))) {
    return say`the output folder ${out} is the project folder or holds it: a build replaces its output folder whole, which would delete the project. Build into a folder of its own (the default is dist).`;
  }
  const kind = kindOf(out);
  if (kind === 'none') return undefined;
  if (kind === 'link') {
    const target = (() => {
      try {
        return readlinkSync(out);
      } catch {
        return 'somewhere unreadable';
      }
    })();
    return say`the output folder ${out} is a symbolic link (to ${target}): a build publishes by putting a new folder in its place, which would replace the link and never reach where it points. Build into the folder itself (--outDir <its path>), or remove the link.`;
  }
  if (kind !== 'directory') return say`the output folder ${out} is a file, not a folder: a build replaces its output folder whole. Choose another --outDir or remove the file.`;
  const entries = readdirSync(out).filter((name) => !KEPT_IN_OUTPUT.has(name));
  if (entries.length === 0 || SITE_FILES.every((name) => kindOf(path.join(out, name)) === 'file')) return undefined;
  return say`the output folder ${out} holds files that are not a debate-atlas site (it has no index.html and debates-index.json): a build replaces its output folder whole and would delete them. Build into an empty or new folder, or empty this one yourself.`;
}

/** Why the project cannot be built where it is (probe 2026-12-18a row 33), or undefined: Vite fails on such a root with a stack trace. */
export function unbuildableProjectFolder(projectRoot: string): string | undefined {
  const sign = urlUnsafeSign(path.resolve(projectRoot));
  if (sign === undefined) return undefined;
  return say`the project folder ${path.resolve(projectRoot)} holds ${sign} in its path: Vite, which builds the site, reads file paths as URLs and cannot load the project's files there. Move or rename the folders so the path holds no "#", "?", "%", "\\" or line break.`;
}

/**
 * Why the build must not use `folder` for its own files (the staging folder it empties,
 * the cache folder it deletes old outputs in), or undefined: a symbolic link or a file there
 * would have the build empty whatever it points to.
 */
export function unsafeWorkFolder(folder: string, role: string): string | undefined {
  const kind = kindOf(folder);
  if (kind === 'none' || kind === 'directory') return undefined;
  const what = kind === 'link' ? 'a symbolic link' : 'not a folder';
  return say`${folder} (${role}) is ${what}: the build empties and deletes what it holds and never follows a link there. Remove it; the build makes the folder itself.`;
}

/** The first refusal of a build into `outDir` through `staging`, deleting old outputs in `trashRoot`, copying `publicDir`, or undefined. */
export function unsafeBuildFolders(outDir: string, staging: string, trashRoot: string, projectRoot: string, publicDir: string): string | undefined {
  return (
    unsafeOutputFolder(outDir, projectRoot) ??
    unsafeWorkFolder(staging, 'the folder a build writes into before it publishes') ??
    unsafeWorkFolder(path.dirname(trashRoot), "the build's cache folder") ??
    unsafeWorkFolder(trashRoot, "the cache's folder for old outputs") ??
    unsafePublicFolder(publicDir)
  );
}

/** How many links of public/ a refusal names; the rest are counted. */
const LINKS_NAMED = 10;

/** Whether the link `entry` resolves (every hop) to a regular file inside `realRoot`. */
function linksToFileInside(entry: string, realRoot: string): boolean {
  try {
    const target = realpathSync(entry);
    return target !== realRoot && inside(realRoot, target) && statSync(target).isFile();
  } catch {
    return false; // dangling, a loop, or unreadable
  }
}

/**
 * Why the build must not copy `publicDir` (the project's `public/`, copied into the site as
 * it is), or undefined. Vite copies it following every link (statSync, copyFileSync), so
 * `public/leak.txt -> /etc/passwd` would publish that file and a link to a folder above
 * would recurse: a link is allowed only when it resolves to a regular file inside
 * public/ (whose bytes are published anyway); any other link, and anything that is not a
 * file or a folder (a named pipe would hang the copy), is refused, named.
 */
export function unsafePublicFolder(publicDir: string): string | undefined {
  if (kindOf(publicDir) !== 'directory') return undefined;
  const realRoot = realpathSync(publicDir);
  const refused: string[] = [];
  const folders = [publicDir];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch (error) {
      return say`could not read ${folder} (${(error as NodeJS.ErrnoException).code ?? String(error)}): the build copies public/ into the site and checks it for links first.`;
    }
    for (const entry of entries) {
      const at = path.join(folder, entry.name);
      if (entry.isDirectory()) folders.push(at);
      else if (entry.isSymbolicLink() ? !linksToFileInside(at, realRoot) : !entry.isFile()) refused.push(at);
    }
  }
  if (refused.length === 0) return undefined;
  refused.sort();
  const named = refused.slice(0, LINKS_NAMED).map((entry) => path.relative(path.dirname(publicDir), entry)).join(', ');
  const more = refused.length > LINKS_NAMED ? ` and ${refused.length - LINKS_NAMED} more` : '';
  const what = refused.length === 1 ? 'a symbolic link or special file' : `${refused.length} symbolic links or special files`;
  return say`${publicDir} holds ${what} the build will not publish: ${named}${more}. public/ is copied into the site as it is, and a link there would publish what it points to: as in the archive, links are not followed (only a link to a file inside public/ is copied, as that file). Put the file itself there, or remove the link.`;
}
