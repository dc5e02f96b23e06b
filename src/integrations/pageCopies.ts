// Seals Astro's incremental page copies as a build ends and checks them as the next one
// begins: no copy edited in the cache is published (docs/decisions/page-copies-by-fingerprint.md).
import { lstatSync, readFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { say } from '../lib/core/terminalText.ts';
import { writeFileAtomic } from '../lib/core/atomicWrite.ts';
import { bytesDigest, digestFiles, discardedWarning, mismatches, NOT_A_FILE, readCacheIndex, sealedFiles } from '../lib/core/cache.ts';
import { locatedError, locatedHook } from './locatedError.ts';

/** Where Astro keeps its incremental page copies, under the cache folder (astro/dist/core/build/incremental.js). */
export const COPIES = 'dist';
const MANIFEST = 'incremental-build.json';
const SEAL = path.join('debate-atlas', 'page-copies.json');

/** The regular files under the copies' folder, and every entry that is neither a file nor a folder (a link, a socket…). */
async function entriesUnder(cacheDir: string): Promise<{ files: string[]; strangers: string[] }> {
  const root = path.join(cacheDir, COPIES);
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const relative = (entry: (typeof entries)[number]) => path.relative(root, path.join(entry.parentPath, entry.name));
  return {
    files: entries.filter((entry) => entry.isFile()).map(relative).sort(),
    strangers: entries.filter((entry) => !entry.isFile() && !entry.isDirectory()).map(relative).sort(),
  };
}

const copiesUnder = async (cacheDir: string): Promise<string[]> => (await entriesUnder(cacheDir)).files;

/** Astro restores a copy by reading through whatever is there: a link would publish its target. */
async function removeStrangers(root: string, strangers: readonly string[], warn: (message: string) => void): Promise<void> {
  for (const entry of strangers) {
    const file = path.join(root, entry);
    warn(discardedWarning("Astro's page copies", file, NOT_A_FILE));
    await rm(file, { force: true });
  }
}

/** The digest of Astro's incremental manifest, or undefined without one (a small file, read at once). */
function manifestDigest(cacheDir: string): string | undefined {
  try {
    return bytesDigest(readFileSync(path.join(cacheDir, MANIFEST)));
  } catch {
    return undefined;
  }
}

/** Checks Astro's page copies against the last build's seal; removes what does not match. Returns how many copies were removed. */
export async function verifyPageCopies(cacheDir: string, warn: (message: string) => void): Promise<number> {
  const { files: copies, strangers } = await entriesUnder(cacheDir);
  const root = path.join(cacheDir, COPIES);
  await removeStrangers(root, strangers, warn);
  const manifest = manifestDigest(cacheDir);
  if (copies.length === 0 && manifest === undefined) return strangers.length;
  const seal = readCacheIndex(path.join(cacheDir, SEAL), "Astro's page copies", warn);
  const { madeFrom, files } = (seal ?? {}) as { madeFrom?: unknown; files?: object };
  if (manifest === undefined || madeFrom !== manifest) {
    warn(`Astro's page copies in ${root} were not sealed by the last build (or its manifest ${path.join(cacheDir, MANIFEST)} was changed): cleared, every page is rendered again`);
    await Promise.all([rm(root, { recursive: true, force: true }), rm(path.join(cacheDir, MANIFEST), { force: true })]);
    return strangers.length + copies.length;
  }
  const wrong = mismatches(root, seal, manifest, copies);
  for (const copy of wrong) {
    const file = path.join(root, copy);
    warn(discardedWarning("Astro's page copies", file, Object.hasOwn(files ?? {}, copy) ? 'its bytes do not match the digest sealed when it was written' : 'the last build did not write it'));
    await rm(file, { force: true });
  }
  return strangers.length + wrong.length;
}

/** Seals the page copies and the manifest as this build left them. */
export async function sealPageCopies(cacheDir: string, warn: (message: string) => void = () => {}): Promise<void> {
  const manifest = manifestDigest(cacheDir);
  const file = path.join(cacheDir, SEAL);
  if (manifest === undefined) {
    await rm(file, { force: true });
    return;
  }
  // A copy Astro did not write again since the last seal keeps its digest unread (cache.ts: digestFiles).
  const previous = readCacheIndex(file, "Astro's page copies", warn);
  const seal = digestFiles(path.join(cacheDir, COPIES), await copiesUnder(cacheDir), manifest, previous);
  await writeFileAtomic(file, JSON.stringify(seal));
}

/**
 * The digests of the pages this build wrote into `outDir`, by path, from the seal their
 * copies got as the build ended: Astro writes a page and its copy from the same bytes, or
 * the page from its copy. Only a copy sealed with a fingerprint, whose page is a regular
 * file of the sealed size, counts; none when the seal is not the one of this build's manifest.
 */
export function sealedPageDigests(cacheDir: string, outDir: string): Map<string, string> {
  const found = new Map<string, string>();
  const manifest = manifestDigest(cacheDir);
  if (manifest === undefined) return found;
  for (const [file, { digest, size }] of sealedFiles(readCacheIndex(path.join(cacheDir, SEAL), "Astro's page copies", () => {}), manifest)) {
    const page = lstatSync(path.join(outDir, file), { throwIfNoEntry: false });
    if (page?.isFile() && String(page.size) === size) found.set(file, digest);
  }
  return found;
}

export default function pageCopies(): AstroIntegration {
  let cacheDir = '';
  return {
    name: 'debate-atlas:page-copies',
    hooks: {
      'astro:config:done': ({ config }) => {
        cacheDir = fileURLToPath(config.cacheDir);
      },
      'astro:build:start': locatedHook(async ({ logger }) => {
        const removed = await verifyPageCopies(cacheDir, (message) => logger.warn(say`${message}`)).catch((error: unknown) => {
          // A copy that cannot be checked or removed could be published as it is: the build stops, naming the folder.
          throw locatedError(`Astro's page copies in ${path.join(cacheDir, COPIES)} could not be checked (${error instanceof Error ? error.message : String(error)}): free the disk or make the folder writable, or delete it`);
        });
        if (removed > 0) logger.info(`${removed} page copies of the last build were not used`);
      }),
      'astro:build:done': async ({ logger }) => {
        try {
          await sealPageCopies(cacheDir, (message) => logger.warn(say`${message}`));
        } catch (error) {
          // Unsealed, the copies are cleared as the next build starts: a slower build, never a wrong page.
          logger.warn(say`Astro's page copies could not be sealed in ${path.join(cacheDir, SEAL)} (${error instanceof Error ? error.message : String(error)}): the next build renders every page again`);
        }
      },
    },
  };
}
