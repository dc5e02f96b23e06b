// Pagefind's page fragments, kept between builds in <cacheDir>/debate-atlas/search/.
//
// Pagefind writes a fragment per page (its URL, text and meta, gzipped at the highest
// level) named by a hash of its content, and does not write a hashed file that already
// exists. Compressing the 1,401 fragments of a 1,000-debate site took 1.5 s of a
// rebuild's 5.6 s of indexing. A page whose HTML is byte for byte the last build's has
// the same fragment: before Pagefind writes, its file is linked in from the last build
// (Astro empties the output folder, so the files live here, as hard links).
//
// Pagefind names a fragment by the first 7 hex digits of its hash, lengthening a name only
// within one build, when two pages' names collide: a file kept from the last build could
// stand under a name this build gives another page (Pagefind's own "TODO: There are some
// collision issues here"). So only names that collided with no other last time are kept,
// and every fragment in the bundle is read back once Pagefind has written: each must hold
// a URL no other holds, one file a page. A clash the kept files caused breaks that (the
// page the name was lengthened for has a second file), and the caller then writes the
// bundle again from nothing (see indexSite).
import { hash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { eachOf } from './eachOf.ts';
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

/** What the last index held: each page's digest and the name of its fragment, by page path. */
interface Ledger {
  version: 1;
  pages: Record<string, { digest: string; fragment: string }>;
}
const LEDGER = 'ledger.json';

/** The URL Pagefind gives the page at `page` (a path under the site's root): its fossick/build_url. */
export const pagefindUrl = (page: string): string => `/${page.split(path.sep).join('/').replaceAll('index.html', '')}`;

async function readLedger(store: string): Promise<Ledger['pages']> {
  try {
    const ledger = JSON.parse(await readFile(path.join(store, LEDGER), 'utf8')) as Partial<Ledger>;
    return ledger.version === 1 && typeof ledger.pages === 'object' && ledger.pages !== null ? ledger.pages : {};
  } catch {
    return {}; // none yet, or unreadable: nothing is kept
  }
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

/** Fragment files handled at once. */
const WIDTH = 32;

/**
 * Links into `bundle` (Pagefind's output folder, about to be written) the fragments of
 * the pages whose digest is the one the last index recorded; returns the names linked.
 */
export async function seedFragments(store: string, bundle: string, pages: readonly SearchablePage[]): Promise<Set<string>> {
  const ledger = await readLedger(store);
  const clashing = collided(Object.values(ledger).map((entry) => entry.fragment));
  const kept = pages.flatMap((page) => {
    const entry = ledger[page.path];
    return entry !== undefined && entry.digest === page.digest && !clashing.has(entry.fragment) && /^[\w-]+$/.test(entry.fragment) ? [entry.fragment] : [];
  });
  const linked = new Set<string>();
  if (kept.length === 0) return linked;
  await mkdir(path.join(bundle, FRAGMENTS), { recursive: true });
  await eachOf(kept, async (name) => {
    const file = `${name}${SUFFIX}`;
    try {
      await linkOrCopy(path.join(store, FRAGMENTS, file), path.join(bundle, FRAGMENTS, file));
      linked.add(name);
    } catch {
      // Gone from the store: Pagefind writes it.
    }
  }, WIDTH);
  return linked;
}

/** The URL a fragment file holds; undefined if it is not a fragment as Pagefind 1.x writes them. */
async function fragmentUrl(file: string): Promise<string | undefined> {
  try {
    const text = (await promisify(gunzip)(await readFile(file))).toString('utf8');
    if (!text.startsWith(MARK)) return undefined;
    // serde writes the fields in order, URL first; the whole is parsed only if not.
    const head = /^\{"url":("(?:[^"\\]|\\.)*")/.exec(text.slice(MARK.length, MARK.length + 4096));
    const url: unknown = head === null ? (JSON.parse(text.slice(MARK.length)) as { url?: unknown }).url : JSON.parse(head[1]!);
    return typeof url === 'string' ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads back the fragments in `bundle` once Pagefind has written it (`seeded`: those
 * seedFragments linked in). If each of `pages` has exactly one, the store is made to
 * hold them, with the ledger for the next build, and true is returned; otherwise false,
 * and the store is left as it was.
 */
export async function keepFragments(store: string, bundle: string, pages: readonly SearchablePage[], seeded: ReadonlySet<string>): Promise<boolean> {
  const folder = path.join(bundle, FRAGMENTS);
  const names = (await readdir(folder).catch(() => [] as string[])).filter((file) => file.endsWith(SUFFIX)).map((file) => file.slice(0, -SUFFIX.length));
  if (names.length !== pages.length) return false;
  const byUrl = new Map<string, string>();
  let readable = true;
  await eachOf(names, async (name) => {
    const url = await fragmentUrl(path.join(folder, `${name}${SUFFIX}`));
    if (url === undefined || byUrl.has(url)) readable = false;
    else byUrl.set(url, name);
  }, WIDTH);
  if (!readable) return false;

  const ledger: Ledger = { version: 1, pages: {} };
  for (const page of pages) {
    // A page whose URL this module does not derive as Pagefind does is not recorded: written again next time.
    const fragment = byUrl.get(pagefindUrl(page.path));
    if (fragment !== undefined) ledger.pages[page.path] = { digest: page.digest, fragment };
  }
  const kept = path.join(store, FRAGMENTS);
  await mkdir(kept, { recursive: true });
  const stored = new Set(await readdir(kept));
  const current = new Set(names.map((name) => `${name}${SUFFIX}`));
  // A seeded file is the stored file; any other replaces a stored one of its name, whose
  // content only the last build's check vouched for.
  const written = names.filter((name) => !seeded.has(name)).map((name) => `${name}${SUFFIX}`);
  await eachOf(written, async (file) => {
    const temporary = path.join(kept, `.${file}.${randomBytes(4).toString('hex')}`);
    await linkOrCopy(path.join(folder, file), temporary);
    await rename(temporary, path.join(kept, file));
  }, WIDTH);
  await eachOf([...stored].filter((file) => !current.has(file)), (file) => rm(path.join(kept, file), { force: true }), WIDTH);
  const temporary = path.join(store, `.${LEDGER}.${randomBytes(4).toString('hex')}`);
  await writeFile(temporary, `${JSON.stringify(ledger)}\n`);
  await rename(temporary, path.join(store, LEDGER));
  return true;
}

/** Empties the store: what it held can no longer be trusted to match what Pagefind writes. */
export const forgetFragments = (store: string): Promise<void> => rm(store, { recursive: true, force: true });
