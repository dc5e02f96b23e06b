// Indexes the built site with Pagefind, into <outDir>/pagefind/, in the after-build step
// (afterBuild.ts), in a process of its own (pagefindProcess.ts). Only pages with
// data-pagefind-body are indexed (BaseLayout's `searchable`), each read as searchSource.ts
// cuts it, from the search store kept between builds (<cacheDir>/debate-atlas/search/).
// Parts (DEBATE_ATLAS_SEARCH_PAGES_PER_INDEX): docs/decisions/search-index-parts.md.
import { closeSync, constants, fstatSync, openSync, readFileSync, readSync } from 'node:fs';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AstroIntegrationLogger } from 'astro';
import * as pagefind from 'pagefind';
import { makeCacheFolderSync } from '../lib/core/cache.ts';
import { makeFolder } from '../lib/core/makeFolder.ts';
import { say } from '../lib/core/terminalText.ts';
import { childIds, newChildrenEnded } from './childProcesses.ts';
import { linkOrCopy } from './linkOrCopy.ts';
import { sealedPageDigests } from './pageCopies.ts';
import { pageDigest, type SearchablePage, type Sources, updateSources } from './searchSource.ts';

/**
 * Every page goes into ONE index under one language, whatever its <html lang>.
 *
 * By default Pagefind writes an index per page language and the browser searches only
 * the index of the page it is on, so from an English page a Japanese debate could never
 * be found. Alternatives weighed:
 * - mergeIndex / createInstance per language: Pagefind skips merging a bundle into
 *   itself, so that needs one bundle per language; each index ranks on its own corpus
 *   (scores of a 1-page Japanese index and a 50-page English one do not compare), the
 *   filters must be merged by hand, and a merged index is searched with the page's
 *   language module, so English stemming is lost on CJK pages anyway.
 * - forcing 'en': Pagefind segments words only for zh/ja/th, so a Japanese or Chinese
 *   sentence would be indexed as one "word" and be unsearchable.
 * - forcing 'zh' (chosen, as Pagefind's maintainers suggest for mixed-language sites):
 *   the extended binary the npm package runs segments every page with charabia, which
 *   detects the script and language per run of text (jieba for Chinese, lindera for
 *   Japanese; Latin and Hangul split at spaces and punctuation), so one index serves
 *   every language, with one ranking and one set of filters. The price is English
 *   stemming ("weeks" is not reduced to "week"); Pagefind's prefix matching in both
 *   directions covers most of it, since readers type the words as they appear. The
 *   search box segments CJK queries with Intl.Segmenter to match (search-client.ts).
 * 'zh' and 'ja' give identical indexes: neither has a stemmer, and charabia picks the
 * segmenter from the text, not from this setting. A segmented index stores each page's
 * content with a U+200B after every word (Pagefind's word marks, its client splits on them:
 * docs/decisions/search-index-word-marks.md): the search box drops them from every excerpt it
 * shows (search-core.ts excerptText). The page language ('en') would drop them from the
 * index too, and with them every Japanese and Chinese word but the first of a sentence.
 */
export const INDEX_LANGUAGE = 'zh';

/** Pagefind's prebuilt UIs: the site renders its own results, so they are not shipped. */
const UNUSED_BUNDLE_FILES = [
  'pagefind-ui.js', 'pagefind-ui.css', 'pagefind-modular-ui.js', 'pagefind-modular-ui.css',
  'pagefind-component-ui.js', 'pagefind-component-ui.css', 'pagefind-highlight.js',
];

// Attribute names are read whatever their case, by Pagefind too.
const SEARCHABLE = /<[^>]*\sdata-pagefind-body[\s=>]/i;

/** The folder of sources Pagefind reads (searchSource.ts): in the search store, its ledger beside it as `source.json`. */
const SOURCES_KEPT = 'source';
/** The folder of sources when there is no store to keep them in, for this build only. */
const SOURCES = '.pagefind-source';
/** Where a part's sources are linked while Pagefind indexes them. */
const STAGING = '.pagefind-part';

/** What the search box reads to merge the parts: the folders under pagefind/ besides the first. */
export const PARTS_FILE = 'parts.json';
export interface SearchParts { parts: string[] }

/** The site's HTML pages, by path relative to it, with their digests: those that opt into search, and the others. */
export interface PagesFound {
  searchable: SearchablePage[];
  unsearchable: SearchablePage[];
  /** How many of them were read whole to be digested (the others' digests were known). */
  read: number;
}

/**
 * The HTML files under `root`, searchable or not, with their digests. A page whose digest
 * is known (`digests`: pageCopies.ts sealedPageDigests) is not read whole: only its first
 * 64 KB, for the marker, which no cache vouches for. The others are read one after another,
 * synchronously: nothing else runs meanwhile, and after a build the pages are in memory
 * (faster than eight at a time: docs/benchmarks.md).
 */
export async function findPages(root: string, digests: ReadonlyMap<string, string> = new Map()): Promise<PagesFound> {
  const files = (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !outsideTheSite(root, file));
  const found: PagesFound = { searchable: [], unsearchable: [], read: 0 };
  for (const file of files) {
    const relative = path.relative(root, file);
    const known = digests.get(relative);
    const head = known === undefined ? undefined : headOf(file);
    const marked = head === undefined ? undefined : SEARCHABLE.test(head.text) ? true : head.whole ? false : undefined;
    if (marked !== undefined) {
      (marked ? found.searchable : found.unsearchable).push({ path: relative, digest: known! });
      continue;
    }
    const bytes = readFileSync(file);
    found.read += 1;
    (marksSearchable(bytes) ? found.searchable : found.unsearchable).push({ path: relative, digest: known ?? pageDigest(bytes) });
  }
  const byPath = (a: SearchablePage, b: SearchablePage) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  found.searchable.sort(byPath);
  found.unsearchable.sort(byPath);
  return found;
}

/** The one buffer a page's head is read into (findPages reads one page at a time). */
let headBuffer: Buffer | undefined;

/** A page's first 64 KB as text, and whether that is the whole page; undefined if it is not a regular file. */
function headOf(file: string): { text: string; whole: boolean } | undefined {
  // Not blocked by a FIFO put in a page's place: opened, found not a file, closed.
  const fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    if (!fstatSync(fd).isFile()) return undefined;
    headBuffer ??= Buffer.allocUnsafe(HEAD_BYTES + 1);
    const length = readSync(fd, headBuffer, 0, HEAD_BYTES + 1, 0);
    return { text: headBuffer.toString('utf8', 0, Math.min(length, HEAD_BYTES)), whole: length <= HEAD_BYTES };
  } finally {
    closeSync(fd);
  }
}

/** The search bundle's own files, and the sources and parts staged for it, are not pages of the site. */
const outsideTheSite = (root: string, file: string): boolean =>
  [path.join(root, 'pagefind'), path.join(root, SOURCES), path.join(root, STAGING)].some((folder) => file.startsWith(folder + path.sep));

const HEAD_BYTES = 64 * 1024;

/**
 * Whether a page carries data-pagefind-body. The marker sits on <main>, a few KB into a
 * page of a few hundred: the page's first 64 KB are decoded first, the whole only for a
 * larger page without the marker there (a build of 1,000 debates has 180 MB of pages).
 */
function marksSearchable(bytes: Buffer): boolean {
  if (SEARCHABLE.test(bytes.toString('utf8', 0, Math.min(bytes.length, HEAD_BYTES)))) return true;
  return bytes.length > HEAD_BYTES && SEARCHABLE.test(bytes.toString('utf8'));
}

function check(step: string, errors: readonly string[]): void {
  if (errors.length > 0) throw new Error(`Pagefind failed to ${step}:\n  ${errors.join('\n  ')}`);
}

/** What indexSite wrote: the pages indexed, and how many of their sources (searchSource.ts) came from the last build's. */
export interface IndexWritten {
  pages: number;
  sourcesKept: number;
  /** The site's HTML pages, and how many of them were read to find the searchable ones. */
  found: number;
  read: number;
}

export interface IndexOptions {
  /** Searchable pages per part of the index; unset, one index. */
  pagesPerIndex?: number | undefined;
  /** Where the pages' sources are kept for the next build (searchSource.ts); unset, none are. */
  searchStore?: string | undefined;
  /** Astro's cache folder, whose page copies' seal gives the digests of the pages this build wrote (pageCopies.ts); unset, every page is read. */
  pageCopies?: string | undefined;
}

/** Builds the index of `root` into `root/pagefind/` (in parts past `pagesPerIndex` searchable pages, when given). */
export async function indexSite(root: string, logger?: Pick<AstroIntegrationLogger, 'info' | 'warn'>, options: IndexOptions = {}): Promise<IndexWritten> {
  const pagesPerIndex = options.pagesPerIndex ?? Infinity;
  if (pagesPerIndex !== Infinity && (!Number.isInteger(pagesPerIndex) || pagesPerIndex < 1)) throw new Error(`pages per search index must be a whole number above 0, not ${pagesPerIndex}`);
  const output = path.join(root, 'pagefind');
  const ownSources = path.join(root, SOURCES);
  const staging = path.join(root, STAGING);
  const store = options.searchStore;
  // A bundle left by an earlier build into the same folder must not outlive its pages,
  // nor a staging folder left by a build that was stopped.
  await Promise.all([output, ownSources, staging].map((folder) => rm(folder, { recursive: true, force: true })));
  const { searchable: pages, unsearchable, read } = await findPages(root, options.pageCopies === undefined ? undefined : sealedPageDigests(options.pageCopies, root));
  if (pages.length === 0) {
    // Given no page marked, Pagefind would index every page (home, tag lists…); the search
    // box then says search is unavailable.
    logger?.warn('no page is marked searchable (data-pagefind-body): no search index written');
    return { pages: 0, sourcesKept: 0, found: unsearchable.length, read };
  }
  let parts: SearchablePage[][];
  let sourcesKept = 0;
  try {
    // Pagefind reads each page as searchSource.ts cuts it, from a folder of sources: the
    // store's, kept between builds, or one of this build's own.
    const sources = await sourcesFor(root, pages, store, logger);
    const folder = sources.folder;
    sourcesKept = sources.kept;
    if (pages.length <= pagesPerIndex) {
      await withPagefind(async (index) => {
        check(`index ${root}`, (await index.addDirectory({ path: folder })).errors);
        check(`write ${output}`, (await index.writeFiles({ outputPath: output })).errors);
      });
      parts = [pages];
    } else {
      const count = Math.ceil(pages.length / pagesPerIndex);
      parts = Array.from({ length: count }, (_, part) => pages.filter((_page, i) => i % count === part));
      for (const [i, part] of parts.entries()) {
        const partOutput = partPath(output, i);
        try {
          await stagePages(folder, part.map((page) => page.path), staging);
          await withPagefind(async (index) => {
            check(`index part ${i + 1} of ${root}`, (await index.addDirectory({ path: staging })).errors);
            check(`write ${partOutput}`, (await index.writeFiles({ outputPath: partOutput })).errors);
          });
        } finally {
          await rm(staging, { recursive: true, force: true });
        }
        if (i > 0) await keepIndexOnly(partOutput);
      }
    }
  } finally {
    await rm(ownSources, { recursive: true, force: true });
  }
  await writeFile(path.join(output, PARTS_FILE), `${JSON.stringify({ parts: parts.slice(1).map((_, i) => `${partFolder(i + 1)}/`) } satisfies SearchParts)}\n`);
  let indexed = 0;
  for (const i of parts.keys()) indexed += await pageCount(partPath(output, i));
  if (indexed !== pages.length) {
    throw new Error(`Pagefind indexed ${indexed} pages, but ${pages.length} are marked searchable: see the messages above`);
  }
  await Promise.all(UNUSED_BUNDLE_FILES.map((file) => rm(path.join(output, file), { force: true })));
  return { pages: indexed, sourcesKept, found: pages.length + unsearchable.length, read };
}

/** The ledger of the sources kept in the search store. */
const ledgerOf = (store: string): string => path.join(store, `${SOURCES_KEPT}.json`);

/**
 * The store's folder of sources (and its ledger), brought up to date; if the store cannot be
 * written (a failure on a path inside it), a folder of this build's own under `root`.
 */
async function sourcesFor(root: string, pages: readonly SearchablePage[], store: string | undefined, logger?: Pick<AstroIntegrationLogger, 'warn'>): Promise<Sources> {
  const warn = (message: string) => logger?.warn(say`${message}`);
  if (store !== undefined) {
    try {
      makeCacheFolderSync(store, "the search index's cache", warn);
      return await updateSources(root, pages, path.join(store, SOURCES_KEPT), ledgerOf(store), { warn });
    } catch (error) {
      const failedPath = (error as NodeJS.ErrnoException).path;
      const relative = failedPath === undefined ? undefined : path.relative(path.resolve(store), path.resolve(failedPath));
      const inStore = relative !== undefined && relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
      if (!(error instanceof Error) || !inStore) throw error;
      logger?.warn(say`the search index's page sources could not be kept in ${store} (${error.message}): every page is cut again next build`);
    }
  }
  return updateSources(root, pages, path.join(root, SOURCES));
}

/** The folder of part i (from 0) under pagefind/, as parts.json names it; the first part is pagefind/ itself. */
const partFolder = (i: number) => `part-${i + 1}`;
const partPath = (output: string, i: number) => (i === 0 ? output : path.join(output, partFolder(i)));

/** Runs `work` on a new index in its own Pagefind process, which ends (and frees its memory) whatever happens. */
async function withPagefind<T>(work: (index: pagefind.PagefindIndex) => Promise<T>): Promise<T> {
  const children = childIds();
  try {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: INDEX_LANGUAGE });
    check('start', errors);
    if (!index) throw new Error('Pagefind returned no index');
    return await work(index);
  } finally {
    await pagefind.close();
    await newChildrenEnded(children);
  }
}

/** `pages` (relative to `root`, a folder of sources) into `staging` at the same relative paths, as hard links: Pagefind names each page by its path there. */
async function stagePages(root: string, pages: readonly string[], staging: string): Promise<void> {
  await rm(staging, { recursive: true, force: true });
  const folders = new Set(pages.map((page) => path.dirname(path.join(staging, page))));
  for (const folder of folders) await makeFolder(folder);
  for (const page of pages) await linkOrCopy(path.join(root, page), path.join(staging, page));
}

/** A part besides the first is read by the first's script and WebAssembly: only its index stays. */
async function keepIndexOnly(folder: string): Promise<void> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (entry.isFile() && entry.name !== 'pagefind-entry.json' && !entry.name.endsWith('.pf_meta')) await rm(path.join(folder, entry.name));
  }
}

async function pageCount(folder: string): Promise<number> {
  const entry = JSON.parse(await readFile(path.join(folder, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { page_count: number }>;
  };
  return Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
}

async function folderSize(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

/** Indexes `root` and logs what was written (pages, size, parts, fragments kept, seconds). */
export async function indexAndReport(root: string, logger: Pick<AstroIntegrationLogger, 'info' | 'warn'>, options: IndexOptions = {}): Promise<void> {
  const started = performance.now();
  const { pages, sourcesKept, found, read } = await indexSite(root, logger, options);
  if (pages === 0) return;
  const bundle = path.join(root, 'pagefind');
  const kib = (await folderSize(bundle)) / 1024;
  const parts = (JSON.parse(await readFile(path.join(bundle, PARTS_FILE), 'utf8')) as SearchParts).parts.length + 1;
  const kept = options.searchStore === undefined ? '' : `, ${sourcesKept} page source(s) from the last build, ${read} of ${found} HTML pages read whole`;
  logger.info(`indexed ${pages} page(s) into pagefind/ (${kib.toFixed(0)} KiB${parts > 1 ? `, in ${parts} parts` : ''}${kept}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
