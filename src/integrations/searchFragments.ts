// Pagefind's page fragments, kept between builds in <cacheDir>/debate-atlas/search/ (the
// search store, which also keeps the pages' sources: searchSource.ts).
//
// Pagefind writes a fragment per page (its URL, text and meta, gzipped at the highest
// level) named by a hash of its content, and does not write a hashed file that already
// exists. Compressing the 1,401 fragments of a 1,000-debate site took 1.5 s of a
// rebuild's 5.6 s of indexing. A page whose HTML is byte for byte the last build's has
// the same fragment: before Pagefind writes, its file is linked in from the last build
// (Astro empties the output folder, so the files live here, as hard links). The key is
// the whole page, so a change to every page (its header, say) keeps nothing.
//
// Pagefind names a fragment `<language>_` and the first 7 hex digits of its content's
// hash, lengthening a name only within one build, when two pages' names collide: a file
// kept from the last build could stand under a name this build gives another page
// (Pagefind's own "TODO: There are some collision issues here"). So no name that the
// last build's ledger shows colliding is kept, and every fragment in the bundle is read
// back once Pagefind has written: one file a page, no URL twice, and each kept file
// holding its own page's URL. Otherwise the caller writes the bundle again from nothing
// (see indexSite), and fragments it cannot keep are forgotten, never a reason to fail a build.
import { hash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { writeFileAtomic } from '../lib/core/atomicWrite.ts';
import { bytesDigest, discardedWarning } from '../site/cacheSeal.ts';
import { staleEntries } from '../site/staleEntries.ts';
import { eachOf } from './filePool.ts';
import { linkOrCopy } from './linkOrCopy.ts';

/** A page that opts into search: its path under the site's root, and a digest of its bytes. */
export interface SearchablePage {
  path: string;
  digest: string;
}

export const pageDigest = (bytes: Uint8Array): string => hash('sha256', bytes);

/** The folder of fragments in Pagefind's bundle, and their suffix (Pagefind 1.x). */
const FRAGMENTS = 'fragment';
const SUFFIX = '.pf_fragment';
/** Pagefind's prefix on the bytes it compresses. */
const MARK = 'pagefind_dcd';
/** Fragment files handled at once. */
const IN_FLIGHT = 32;

/** What the last index held: each page's digest, the name of its fragment and a digest of the fragment's bytes (cacheSeal.ts), by page path. */
interface Ledger {
  version: 2;
  pages: Record<string, { digest: string; fragment: string; bytes: string }>;
}
const LEDGER = 'ledger.json';
const FRAGMENT_NAME = /^[\w-]+$/;

/**
 * The URL Pagefind 1.6 gives the page at `page` (a path under the site's root): a trailing
 * index.html dropped, then what a URL path cannot hold percent-encoded as UTF-8 (controls,
 * space, " # % < > ? ` { }, and every character past ASCII), as its output shows for such
 * names (tests/unit/searchFragments.test.ts). Undefined for a name it cannot encode.
 */
export function pagefindUrl(page: string): string | undefined {
  const address = `/${page.split(path.sep).join('/')}`.replace(/(^|\/)index\.html$/, '$1');
  try {
    return address.replace(/[\u0000-\u0020\u007f"#%<>?`{}]|[^\u0000-\u007f]/gu, (character) => encodeURIComponent(character));
  } catch {
    return undefined; // a lone surrogate: encodeURIComponent has no UTF-8 for it
  }
}

/** The last index's ledger, its entries that are well formed; empty when there is none or it cannot be read. */
async function readLedger(store: string): Promise<Ledger['pages']> {
  const pages: Ledger['pages'] = {};
  try {
    const ledger = JSON.parse(await readFile(path.join(store, LEDGER), 'utf8')) as { version?: unknown; pages?: unknown };
    if (ledger.version !== 2 || typeof ledger.pages !== 'object' || ledger.pages === null) return pages;
    for (const [page, entry] of Object.entries(ledger.pages as Record<string, unknown>)) {
      const { digest, fragment, bytes } = (entry ?? {}) as { digest?: unknown; fragment?: unknown; bytes?: unknown };
      if (typeof digest === 'string' && typeof fragment === 'string' && typeof bytes === 'string' && FRAGMENT_NAME.test(fragment)) pages[page] = { digest, fragment, bytes };
    }
  } catch {
    // none yet, or unreadable: nothing is kept
  }
  return pages;
}

/** Names that are a prefix of another name, or have another as their prefix: Pagefind lengthened them for a collision. */
function collided(names: readonly string[]): Set<string> {
  const sorted = [...names].sort();
  const found = new Set<string>();
  // A name's extensions sort right after it.
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length && sorted[j]!.startsWith(sorted[i]!); j++) {
      found.add(sorted[i]!);
      found.add(sorted[j]!);
    }
  }
  return found;
}

/** Fragments linked in from the store: each name with the URL of the page it was kept for. */
export type Seeded = ReadonlyMap<string, string>;

/**
 * Links into `bundle` (Pagefind's output folder, about to be written) the fragments of
 * the pages whose digest is the one the last index recorded.
 */
export async function seedFragments(store: string, bundle: string, pages: readonly SearchablePage[], warn: (message: string) => void = () => {}): Promise<Seeded> {
  const ledger = await readLedger(store);
  const clashing = collided(Object.values(ledger).map((entry) => entry.fragment));
  const kept: Array<{ name: string; url: string; bytes: string }> = [];
  for (const page of pages) {
    const entry = ledger[page.path];
    const url = pagefindUrl(page.path);
    if (entry !== undefined && url !== undefined && entry.digest === page.digest && !clashing.has(entry.fragment)) kept.push({ name: entry.fragment, url, bytes: entry.bytes });
  }
  const seeded = new Map<string, string>();
  if (kept.length === 0) return seeded;
  await mkdir(path.join(bundle, FRAGMENTS), { recursive: true });
  await eachOf(kept, async ({ name, url, bytes }) => {
    const file = `${name}${SUFFIX}`;
    const stored = path.join(store, FRAGMENTS, file);
    try {
      // Only the bytes the last index wrote: an edited or cut fragment is left for Pagefind to write.
      if (bytesDigest(await readFile(stored)) !== bytes) {
        warn(discardedWarning("the search index's fragments", stored, 'its bytes do not match the digest recorded when it was kept'));
        await rm(stored, { force: true });
        return;
      }
      await linkOrCopy(stored, path.join(bundle, FRAGMENTS, file));
      seeded.set(name, url);
    } catch {
      // Gone from the store: Pagefind writes it.
    }
  }, IN_FLIGHT);
  return seeded;
}

/** The URL a fragment file holds, and the digest of its bytes; undefined if it is not a fragment as Pagefind 1.x writes them. */
async function fragmentUrl(file: string): Promise<{ url: string; bytes: string } | undefined> {
  try {
    const bytes = await readFile(file);
    const text = (await promisify(gunzip)(bytes)).toString('utf8');
    if (!text.startsWith(MARK)) return undefined;
    // serde writes the fields in order, URL first; the whole is parsed only if not.
    const head = /^\{"url":("(?:[^"\\]|\\.)*")/.exec(text.slice(MARK.length, MARK.length + 4096));
    const url: unknown = head === null ? (JSON.parse(text.slice(MARK.length)) as { url?: unknown }).url : JSON.parse(head[1]!);
    return typeof url === 'string' ? { url, bytes: bytesDigest(bytes) } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads back the fragments in `bundle` once Pagefind has written it. Each of `pages` must
 * have exactly one, no URL twice, and each file `seeded` must hold the URL of the page it
 * was kept for: then the store is made to hold them, with the ledger for the next build,
 * and the result is 'kept'. Otherwise 'clash', and the store is left as it was.
 */
export async function keepFragments(store: string, bundle: string, pages: readonly SearchablePage[], seeded: Seeded): Promise<'kept' | 'clash'> {
  const folder = path.join(bundle, FRAGMENTS);
  const names = (await readdir(folder).catch(() => [] as string[])).filter((file) => file.endsWith(SUFFIX)).map((file) => file.slice(0, -SUFFIX.length));
  if (names.length !== pages.length) return 'clash';
  const byUrl = new Map<string, string>();
  const digests = new Map<string, string>();
  let readable = true;
  await eachOf(names, async (name) => {
    const read = await fragmentUrl(path.join(folder, `${name}${SUFFIX}`));
    if (read === undefined || byUrl.has(read.url)) readable = false;
    else {
      byUrl.set(read.url, name);
      digests.set(name, read.bytes);
    }
  }, IN_FLIGHT);
  if (!readable || [...seeded].some(([name, url]) => byUrl.get(url) !== name)) return 'clash';

  const ledger: Ledger = { version: 2, pages: {} };
  for (const page of pages) {
    // A page whose URL is not derived as Pagefind derives it is not recorded: written again next time.
    const url = pagefindUrl(page.path);
    const fragment = url === undefined ? undefined : byUrl.get(url);
    if (fragment !== undefined) ledger.pages[page.path] = { digest: page.digest, fragment, bytes: digests.get(fragment)! };
  }
  // The old ledger goes first: stopped halfway, the store has no ledger, and keeps nothing.
  await rm(path.join(store, LEDGER), { force: true });
  const kept = path.join(store, FRAGMENTS);
  await mkdir(kept, { recursive: true });
  // A seeded file is the stored file; any other replaces a stored one of its name, whose
  // content only the last build's check vouched for.
  await eachOf(names.filter((name) => !seeded.has(name)), async (name) => {
    const file = `${name}${SUFFIX}`;
    const temporary = path.join(kept, `.${file}.${process.pid}`);
    await linkOrCopy(path.join(folder, file), temporary);
    await rename(temporary, path.join(kept, file));
  }, IN_FLIGHT);
  // Another build's temporaries are left until an hour old (staleEntries).
  const current = new Set(names.map((name) => `${name}${SUFFIX}`));
  await eachOf(staleEntries(kept, current, (file) => !file.startsWith('.')), (file) => rm(file, { force: true }), IN_FLIGHT);
  await writeFileAtomic(path.join(store, LEDGER), `${JSON.stringify(ledger)}\n`);
  return 'kept';
}

/**
 * Empties the store of fragments and their ledger: what they were can no longer be trusted
 * to match what Pagefind writes. The pages' sources beside them (searchSource.ts) stand.
 */
export const forgetFragments = async (store: string): Promise<void> => {
  await rm(path.join(store, LEDGER), { force: true });
  await rm(path.join(store, FRAGMENTS), { recursive: true, force: true });
};
