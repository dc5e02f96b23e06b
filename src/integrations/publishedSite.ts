// The last step of every build: every file the build was to publish is looked for, and an
// early exit 0 fails (docs/decisions/build-final-check-and-sealed-caches.md).
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { ATLAS_DOWNLOADS } from '../lib/atlas/atlasDownloads.ts';
import { say } from '../lib/core/terminalText.ts';
import { DEBATE_DOWNLOADS } from '../lib/export/downloads.ts';
import type { LoadedArchive } from '../site/loadedArchive.ts';
import { locatedError } from './locatedError.ts';

/** The files a build must publish, by path relative to its output folder. */
export interface ExpectedSite {
  files: string[];
}

/** The search index's entry file: Pagefind writes it last, and the search box reads it first. */
export const SEARCH_INDEX_ENTRY = 'pagefind/pagefind-entry.json';

/** What a build of this archive publishes at least: every debate's page and downloads, the atlas files, the search index. */
export function expectedSite(loaded: Pick<LoadedArchive, 'debates'>): ExpectedSite {
  const files: string[] = [];
  for (const { slug } of loaded.debates) {
    files.push(`debates/${slug}/index.html`);
    for (const { file } of DEBATE_DOWNLOADS) files.push(`debates/${slug}/${file}`);
  }
  // An empty archive (a fresh one) publishes no debate; what it does publish is not checked.
  if (loaded.debates.length === 0) return { files };
  for (const { file } of ATLAS_DOWNLOADS) files.push(`atlas/${file}`);
  files.push('atlas/index.html');
  // Every debate page is searchable, so the index is there.
  files.push(SEARCH_INDEX_ENTRY);
  return { files };
}

/** How many missing files the error names; the rest are counted. */
const NAMED = 20;

/**
 * Fails, naming what is missing, unless every expected file is in `outDir` as a non-empty
 * file; each is named as it would be published, under `shownAs` (the output folder, where
 * `outDir` is its staging folder: outputFolder.ts).
 */
export async function checkPublished(outDir: string, expected: ExpectedSite, shownAs = outDir): Promise<void> {
  const missing: string[] = [];
  for (const file of expected.files) {
    const found = await stat(path.join(outDir, file)).catch(() => undefined);
    if (found === undefined || !found.isFile() || found.size === 0) missing.push(file);
  }
  if (missing.length === 0) return;
  const named = missing.slice(0, NAMED).map((file) => say`\n  ${path.join(shownAs, file)}`).join('');
  const more = missing.length > NAMED ? `\n  … and ${missing.length - NAMED} more` : '';
  const kept = shownAs === outDir ? '' : say` (nothing was published: ${shownAs} is as the last build left it)`;
  throw locatedError(`the build is incomplete: ${missing.length} of the ${expected.files.length} files it was to publish are missing or empty, so it fails${kept}:${named}${more}`);
}

const EXIT_GUARD = Symbol.for('debate-atlas.exit-guard');
type Guarded = { [EXIT_GUARD]?: (code: number) => void };

/** From now until `disarm`, an exit with code 0 is a failure: the build has not said it is complete. */
export function armExitGuard(what: string): void {
  disarmExitGuard();
  const guard = (code: number) => {
    if (code !== 0) return;
    console.error(`[debate-atlas] ${what} ended before the site was complete (its last step never ran): the build fails`);
    process.exitCode = 1;
  };
  (process as Guarded)[EXIT_GUARD] = guard;
  process.on('exit', guard);
}

export function disarmExitGuard(): void {
  const guard = (process as Guarded)[EXIT_GUARD];
  if (guard !== undefined) process.off('exit', guard);
  (process as Guarded)[EXIT_GUARD] = undefined;
}
