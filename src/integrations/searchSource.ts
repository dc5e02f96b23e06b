// What Pagefind is given of a page: the page, with the content of its elements marked
// data-pagefind-ignore="all" cut out (their tags stay), only where Pagefind could take
// nothing from it, so the index is the one the whole page gives. The rules and why:
// docs/decisions/search-source-cuts.md.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeFileAtomicSync } from '../lib/core/atomicWrite.ts';
import { asSeal, digestFiles, discardedWarning, type FilesSeal, makeCacheFolderSync, mismatches, NOT_A_FILE, readCacheIndex } from '../lib/core/cache.ts';
import { bytesDigest } from '../lib/core/digest.ts';
import { makeFolderSync } from '../lib/core/makeFolder.ts';
import { Parser } from 'htmlparser2';

/** A page of the site Pagefind indexes: its path under the output folder, and a digest of its bytes. */
export interface SearchablePage {
  path: string;
  digest: string;
}

export const pageDigest = (bytes: Uint8Array): string => bytesDigest(bytes);

/** Under an excluded element these set what Pagefind writes for the page, or are where another parser reads otherwise. */
const TAINTS = new Set(['h1', 'img', 'image', 'html', 'form', 'math', 'foreignobject', 'textarea', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext', 'template']);
/**
 * What an <svg> in cut content may hold: a drawing's elements. Any other (a <b>, a <p>,
 * MathML's <mi>…) is where HTML parsers leave or enter foreign content each in their own way.
 */
const SVG_ELEMENTS = new Set(['svg', 'g', 'defs', 'symbol', 'use', 'marker', 'path', 'line', 'polyline', 'polygon', 'rect', 'circle', 'ellipse', 'text', 'tspan', 'textpath', 'title', 'desc', 'style', 'lineargradient', 'radialgradient', 'stop', 'clippath', 'mask', 'pattern']);
/** HTML's void elements: they close where their start tag ends, with or without a slash. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const PAGEFIND_ATTRIBUTE = 'data-pagefind-';
const IGNORE = 'data-pagefind-ignore';

interface OpenElement {
  name: string;
  /** Where the end of its start tag is (a void or self-closing element closes there). */
  startTagEnd: number;
  ignored: boolean;
  /** Whether it opened inside an <svg>. */
  inSvg: boolean;
  /** Set when its content may be cut: where the content begins, whether anything forbids it, how many cuts came before. */
  cut?: { from: number; tainted: boolean; cutsBefore: number };
}

/** What the parse has seen so far: the elements open, the cuts found, and what forbids cutting. */
interface CutState {
  open: OpenElement[];
  cuts: Array<[number, number]>;
  /** Elements open whose content may be cut: while there are none, nothing is tainted. */
  cutsOpen: number;
  ignoredOpen: number;
  svgOpen: number;
  htmlOpen: number;
  /** Whether htmlparser2 has repaired any structure so far: past that, which <title> came first is not known for certain. */
  repaired: boolean;
  titleSeen: boolean;
  /** htmlparser2 closes elements in the order it opened them; if it ever did not, nothing is cut. */
  lost: boolean;
}

const cutting = (state: CutState): boolean => state.cutsOpen > 0;
const taint = (state: CutState): void => {
  for (const element of state.open) if (element.cut) element.cut.tainted = true;
};

function openTag(state: CutState, parser: Parser, tag: string, attributes: Record<string, string>, isImplied: boolean): void {
  const name = tag.toLowerCase();
  const names = Object.keys(attributes);
  const readByPagefind = names.some((attribute) => attribute.startsWith(PAGEFIND_ATTRIBUTE) && attribute !== IGNORE);
  if (isImplied) state.repaired = true;
  if (cutting(state) && (isImplied || readByPagefind || TAINTS.has(name) || (name === 'title' && !state.titleSeen) || (state.svgOpen > 0 && !SVG_ELEMENTS.has(name)))) taint(state);
  const ignored = names.includes(IGNORE);
  const element: OpenElement = { name, startTagEnd: parser.endIndex, ignored, inSvg: state.svgOpen > 0 };
  if (ignored && attributes[IGNORE]!.toLowerCase() === 'all' && !readByPagefind && !TAINTS.has(name) && name !== 'title') {
    element.cut = { from: parser.endIndex + 1, tainted: false, cutsBefore: state.cuts.length };
    state.cutsOpen++;
  }
  if (ignored) state.ignoredOpen++;
  if (name === 'svg') state.svgOpen++;
  if (name === 'html') state.htmlOpen++;
  state.open.push(element);
}

function closeTag(state: CutState, parser: Parser, tag: string, isImplied: boolean): void {
  const name = tag.toLowerCase();
  const element = state.open.pop();
  if (element === undefined || element.name !== name) {
    state.lost = true;
    return;
  }
  if (element.cut) state.cutsOpen--;
  if (element.ignored) state.ignoredOpen--;
  if (name === 'svg') state.svgOpen--;
  if (name === 'html') state.htmlOpen--;
  // A void or self-closing element is closed where its start tag ends; any other
  // implied end is a structure HTML parsers repair each in their own way. A
  // self-closing element is only a drawing's, inside an <svg>: elsewhere HTML ignores
  // the slash, and the element stays open.
  const closedByItsOwnTag = isImplied && parser.endIndex === element.startTagEnd;
  const selfClosed = closedByItsOwnTag && !VOID.has(name);
  if (isImplied && !closedByItsOwnTag) state.repaired = true;
  if ((isImplied && !closedByItsOwnTag) || (selfClosed && !(element.inSvg && name !== 'svg' && SVG_ELEMENTS.has(name)))) {
    taint(state);
    if (element.cut) element.cut.tainted = true;
  }
  if (name === 'title' && !isImplied && state.ignoredOpen === 0 && state.htmlOpen > 0 && !state.repaired) state.titleSeen = true;
  if (element.cut && !element.cut.tainted && !isImplied) {
    // Its content goes, and with it any cut inside.
    state.cuts.length = element.cut.cutsBefore;
    state.cuts.push([element.cut.from, parser.startIndex]);
  }
}

/** The page as Pagefind should read it (see above); the page itself when nothing can be cut. */
export function searchSource(html: string): string {
  const state: CutState = { open: [], cuts: [], cutsOpen: 0, ignoredOpen: 0, svgOpen: 0, htmlOpen: 0, repaired: false, titleSeen: false, lost: false };
  const parser: Parser = new Parser(
    {
      onopentag: (tag, attributes, isImplied) => openTag(state, parser, tag, attributes, isImplied),
      onclosetag: (tag, isImplied) => closeTag(state, parser, tag, isImplied),
      // Text with a "<" in it is markup one of the two parsers did not read as such (raw
      // text, CDATA in foreign content…); escaped text never has one.
      ontext: (text) => cutting(state) && text.includes('<') && taint(state),
      oncomment: () => cutting(state) && taint(state),
      oncdatastart: () => cutting(state) && taint(state),
      onprocessinginstruction: (name) => {
        // The doctype comes as one; anything else inside content is not ordinary markup.
        if (!name.toLowerCase().startsWith('!doctype') && cutting(state)) taint(state);
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  if (state.lost || state.cuts.length === 0) return html;
  let source = '';
  let at = 0;
  for (const [from, to] of state.cuts) {
    source += html.slice(at, from);
    at = to;
  }
  return source + html.slice(at);
}

let rules: string | undefined;
/**
 * What the sources kept between builds were cut under: these rules as written (this
 * module's code), and the htmlparser2 that read the pages. Sources cut otherwise are not used.
 */
function sourceRules(): string {
  if (rules === undefined) {
    const parserPackage = path.join(path.dirname(createRequire(import.meta.url).resolve('htmlparser2')), '..', 'package.json');
    const parserVersion = (JSON.parse(readFileSync(parserPackage, 'utf8')) as { version?: string }).version ?? '?';
    rules = `htmlparser2@${parserVersion} ${bytesDigest(readFileSync(fileURLToPath(import.meta.url))).slice(0, 16)}`;
  }
  return rules;
}

/**
 * What the last build gave Pagefind, under these `rules`: the digest of the page each
 * source was cut from, by path, and the sources as written (their seal: digests and
 * fingerprints, core/cache.ts).
 */
interface SourceLedger {
  rules: string;
  pages: Record<string, string>;
  sources: FilesSeal;
}

/** What updateSources left for Pagefind: the folder to index, and how many of its sources were there before. */
export interface Sources {
  folder: string;
  kept: number;
}

export interface SourceOptions {
  cutsForWorkers?: number;
  warn?: (message: string) => void;
}

/**
 * Makes `folder` hold the source of each of `pages` (pages of the site at `root`) at the
 * page's path, and no other page: Pagefind names a page by its path under the folder it
 * indexes. With a `ledger` (a file beside the folder, in the search store), the folder is
 * kept between builds: a page whose digest the ledger records for its path keeps the
 * source it has, if that is still the one written (its fingerprint, else its bytes), and
 * only the others are cut and written. Without one, every page is cut into an emptied folder.
 *
 * Kept, the folder is the last build's tree: the pages' folders are there, only changed
 * pages are written (creating every folder anew, just after a build, was slow:
 * docs/benchmarks.md).
 *
 * The ledger is removed before the folder is touched and written once it is whole: a
 * build stopped halfway leaves none, and the next cuts every page again. Two builds
 * sharing a cache folder at once are not supported (nor are they by Astro's own caches).
 */
export async function updateSources(root: string, pages: readonly SearchablePage[], folder: string, ledger?: string, options: SourceOptions = {}): Promise<Sources> {
  const warn = options.warn ?? (() => {});
  const last = ledger === undefined ? undefined : readSourceLedger(ledger, warn);
  if (last === undefined) rmSync(folder, { recursive: true, force: true });
  if (ledger !== undefined) rmSync(ledger, { force: true });
  if (last !== undefined) makeCacheFolderSync(folder, "the search index's page sources", warn);
  if (last !== undefined && statSync(folder, { throwIfNoEntry: false })?.isDirectory()) removeStrangers(folder, new Set(pages.map((page) => page.path)), warn);
  const there = new Map(pages.map((page) => [page.path, statSync(path.join(folder, page.path), { throwIfNoEntry: false })]));
  const recorded = (page: SearchablePage) => (last !== undefined && Object.hasOwn(last.pages, page.path) ? last.pages[page.path] : undefined);
  const candidates = pages.filter((page) => recorded(page) === page.digest && there.get(page.path)?.isFile());
  // A kept source is trusted only as the bytes written: an edited one (say, with a word or a
  // script added) is cut again from the page, with a warning naming it.
  const edited = new Set(last === undefined ? [] : mismatches(folder, last.sources, last.rules, candidates.map((page) => page.path)));
  const kept = new Set(candidates.filter((page) => !edited.has(page.path)).map((page) => page.path));
  const cuts: Cut[] = [];
  for (const page of pages) {
    if (kept.has(page.path)) continue;
    const file = path.join(folder, page.path);
    if (edited.has(page.path)) warn(`the search index's kept source ${file} does not match what the last build wrote: discarded, cut again from the page`);
    if (there.get(page.path)?.isDirectory()) {
      // A folder where a kept source goes: not this build's, named as any other unsound entry.
      if (recorded(page) !== undefined) warn(discardedWarning("the search index's page sources", file, 'it is a folder, not a page source'));
      rmSync(file, { recursive: true });
    }
    cuts.push({ page: path.join(root, page.path), file, kept: ledger !== undefined });
  }
  await cutAll(cuts, options.cutsForWorkers ?? CUTS_FOR_WORKERS);
  if (ledger !== undefined) {
    const paths = pages.map((page) => page.path);
    const written: SourceLedger = {
      rules: sourceRules(),
      pages: Object.fromEntries(pages.map((page) => [page.path, page.digest])),
      // The kept ones keep their digests unread (their fingerprints are the sealed ones).
      sources: digestFiles(folder, paths, sourceRules(), last?.sources),
    };
    writeFileAtomicSync(ledger, `${JSON.stringify(written)}\n`);
  }
  return { folder, kept: pages.length - cuts.length };
}

/**
 * Pages gone since the last build, and what a stopped build left, go first: a file can
 * then take the place of a folder, or a folder of a file.
 */
function removeStrangers(folder: string, current: ReadonlySet<string>, warn: (message: string) => void): void {
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    // A link or a FIFO is never read (one would read through, the other block the build).
    const strange = !entry.isDirectory() && !entry.isFile();
    if (strange) warn(discardedWarning("the search index's page sources", file, NOT_A_FILE));
    if (strange || (!entry.isDirectory() && !current.has(path.relative(folder, file)))) rmSync(file, { force: true });
  }
}

/** A page to cut: where it is, where its source goes, and whether that folder is kept between builds. */
export interface Cut {
  page: string;
  file: string;
  kept: boolean;
}

/** Writes the source of `cut.page` to `cut.file`. */
export function cutPage(cut: Cut): void {
  const source = searchSource(readFileSync(cut.page, 'utf8'));
  makeFolderSync(path.dirname(cut.file));
  if (!cut.kept) {
    writeFileSync(cut.file, source);
    return;
  }
  // Kept, whole or absent: written under a temporary name (not an .html one, which
  // Pagefind would index), then renamed. Not synced to disk, as the other caches are not.
  writeFileAtomicSync(cut.file, source);
}

/**
 * Past this many pages to cut (a first build, say), worker threads take shares, one a
 * hundred pages up to one a core but this one: cutting is htmlparser2's work on every
 * byte of a page (docs/benchmarks.md).
 */
const CUTS_FOR_WORKERS = 200;
const MOST_THREADS = 8;

async function cutAll(cuts: readonly Cut[], cutsForWorkers: number): Promise<void> {
  const threads = cuts.length < cutsForWorkers ? 1 : Math.max(1, Math.min(availableParallelism(), Math.ceil(cuts.length / 100), MOST_THREADS));
  // Dealt round-robin: pages of one kind (and size) sit together in path order.
  const shares = Array.from({ length: threads }, (_, share) => cuts.filter((_cut, i) => i % threads === share));
  // Each worker's failure is kept (and raised below), never left unhandled while this
  // thread cuts; and whatever happens here, the workers have ended before this returns.
  const settled = Promise.allSettled(shares.slice(1).map((share) => cutInWorker(share)));
  let failure: unknown;
  try {
    for (const cut of shares[0] ?? []) cutPage(cut);
  } catch (error) {
    failure = error;
  }
  const failed = (await settled).find((result) => result.status === 'rejected');
  if (failure !== undefined) throw failure;
  if (failed !== undefined) throw failed.reason;
}

/** What a worker reports: done, or the failure, with the file system's code and path when it was the file system's. */
export type CutReport = { failed?: undefined } | { failed: string; code?: string | undefined; path?: string | undefined };

function cutInWorker(cuts: readonly Cut[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./searchSourceWorker.ts', import.meta.url), { workerData: cuts });
    worker.once('message', (report: CutReport) => {
      if (report.failed === undefined) resolve();
      else reject(Object.assign(new Error(report.failed), report.code === undefined ? {} : { code: report.code }, report.path === undefined ? {} : { path: report.path }));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the worker cutting search sources ended (exit ${code}) before it was done`)));
  });
}

const stringsOf = (value: unknown): Record<string, string> =>
  typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) : {};

/** The ledger of the search store (`ledger`), if it was written under these rules; undefined if there is none to trust. */
function readSourceLedger(ledger: string, warn: (message: string) => void): SourceLedger | undefined {
  // Never opened unless a regular file (a FIFO would hang the build); one cut short is named.
  const read = readCacheIndex(ledger, "the search index's page sources", warn) as Partial<SourceLedger> | undefined;
  if (read === undefined || read === null || typeof read !== 'object' || read.rules !== sourceRules() || typeof read.pages !== 'object' || read.pages === null) return undefined;
  // Without a seal, every kept source is read again (core/cache.ts mismatches).
  const sources = asSeal(read.sources) ?? { madeFrom: '', files: {} };
  return { rules: read.rules, pages: stringsOf(read.pages), sources };
}
