// What Pagefind is given of a page: the page, with the content of its elements marked
// data-pagefind-ignore="all" cut out (their tags stay). Pagefind reads every byte it is
// given, and a debate page is two thirds such content (its graph as SVG, the relations
// table, the self-check, the downloads, each card's backlinks): at 1,000 debates, 172 MB
// of pages hold 52 MB that Pagefind indexes. Reading the cut pages instead takes it
// 1.4–1.8 s, against 3.3–3.4 s, and writes the same bundle, byte for byte
// (tests/unit/searchSource.test.ts holds each rule to real Pagefind).
//
// Cutting is exact only where Pagefind 1.6's parser (fossick/parser.rs) can take nothing
// from the content, and it can: under an excluded element, an <svg>, <script>, <style>,
// <nav>, <form>… is only "ignored", and what lies below it sets the page's meta, filters
// and sort, its default title (the first <h1>, else the first <title>) and image (an
// <img>), or its language (<html lang>). So an element's content is cut only if it holds
// - no data-pagefind-* attribute but data-pagefind-ignore (a body, meta, filter, sort or
//   weight), and the element's own tag none but that one;
// - no <h1>, <img>, <image> or <html>, and no <title> unless one came earlier outside
//   any ignored element (the first sets the fallback title);
// - nothing the two parsers could read differently: every element in it opened and
//   closed explicitly (void and self-closing ones aside), no comment, CDATA or
//   processing instruction, no "<" in script or style text, no element whose content
//   HTML parses as raw text other than script and style (textarea, xmp, iframe…).
// Anchors (ids) under an excluded element are numbered but never written. An element
// whose content is kept is looked into: an element inside it may still be cut.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { threadId, Worker } from 'node:worker_threads';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import type { SearchablePage } from './searchFragments.ts';

/** Recorded with the sources kept between builds: sources cut under other rules are not used. */
export const SOURCE_RULES = 'cut1';

/** Under an excluded element these set what Pagefind writes for the page, or may be parsed otherwise. */
const TAINTS = new Set(['h1', 'img', 'image', 'html', 'textarea', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext', 'template']);
const RAW_TEXT = new Set(['script', 'style']);
const PAGEFIND_ATTRIBUTE = 'data-pagefind-';
const IGNORE = 'data-pagefind-ignore';

interface OpenElement {
  name: string;
  /** Where the end of its start tag is (a void or self-closing element closes there). */
  startTagEnd: number;
  ignored: boolean;
  /** Set when its content may be cut: where the content begins, whether anything forbids it, how many cuts came before. */
  cut?: { from: number; tainted: boolean; cutsBefore: number };
}

/** The page as Pagefind should read it (see above); the page itself when nothing can be cut. */
export function searchSource(html: string): string {
  const open: OpenElement[] = [];
  const cuts: Array<[number, number]> = [];
  let ignoredOpen = 0;
  let titleSeen = false;
  // htmlparser2 closes elements in the order it opened them; if it ever did not, nothing is cut.
  let lost = false;
  const taint = () => {
    for (const element of open) if (element.cut) element.cut.tainted = true;
  };
  // Elements open whose content may be cut: while there are none, nothing is tainted.
  let cutsOpen = 0;
  const cutting = () => cutsOpen > 0;
  const parser: Parser = new Parser(
    {
      onopentag(name, attributes, isImplied) {
        const names = Object.keys(attributes);
        if (cutting() && (isImplied || TAINTS.has(name) || (name === 'title' && !titleSeen) || names.some((attribute) => attribute.startsWith(PAGEFIND_ATTRIBUTE) && attribute !== IGNORE))) taint();
        const ignored = names.includes(IGNORE);
        const element: OpenElement = { name, startTagEnd: parser.endIndex, ignored };
        if (ignored && attributes[IGNORE]!.toLowerCase() === 'all' && !TAINTS.has(name) && name !== 'title' && names.every((attribute) => !attribute.startsWith(PAGEFIND_ATTRIBUTE) || attribute === IGNORE)) {
          element.cut = { from: parser.endIndex + 1, tainted: false, cutsBefore: cuts.length };
        }
        if (ignored) ignoredOpen++;
        if (element.cut) cutsOpen++;
        open.push(element);
      },
      onclosetag(name, isImplied) {
        const element = open.pop();
        if (element === undefined || element.name !== name) {
          lost = true;
          return;
        }
        if (element.ignored) ignoredOpen--;
        if (element.cut) cutsOpen--;
        // A void or self-closing element is closed where its start tag ends; any other
        // implied end is a structure HTML parsers repair each in their own way.
        const closedByItsOwnTag = isImplied && parser.endIndex === element.startTagEnd;
        if (isImplied && !closedByItsOwnTag) {
          taint();
          if (element.cut) element.cut.tainted = true;
        }
        if (name === 'title' && !isImplied && ignoredOpen === 0) titleSeen = true;
        if (element.cut && !element.cut.tainted && !isImplied) {
          // Its content goes, and with it any cut inside.
          cuts.length = element.cut.cutsBefore;
          cuts.push([element.cut.from, parser.startIndex]);
        }
      },
      ontext(text) {
        const inside = open.at(-1);
        if (inside !== undefined && RAW_TEXT.has(inside.name) && text.includes('<') && cutting()) taint();
      },
      oncomment: () => cutting() && taint(),
      oncdatastart: () => cutting() && taint(),
      onprocessinginstruction: (name) => {
        // The doctype comes as one; anything else inside content is not ordinary markup.
        if (!name.toLowerCase().startsWith('!doctype') && cutting()) taint();
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  if (lost || cuts.length === 0) return html;
  let source = '';
  let at = 0;
  for (const [from, to] of cuts) {
    source += html.slice(at, from);
    at = to;
  }
  return source + html.slice(at);
}

/** The sources the last build gave Pagefind: each page's, cut under these rules from a page with this digest. */
interface SourceLedger {
  rules: string;
  pages: Record<string, string>;
}

/** What updateSources left for Pagefind: the folder to index, and how many of its sources were there before. */
export interface Sources {
  folder: string;
  kept: number;
}

/**
 * Makes `folder` hold the source of each of `pages` (pages of the site at `root`) at the
 * page's path, and no other page: Pagefind names a page by its path under the folder it
 * indexes. With a `ledger` (a file beside the folder, in the search store), the folder is
 * kept between builds: a page whose digest the ledger records for its path keeps the
 * source it has, and only the others are cut and written. Without one, every page is cut
 * into an emptied folder.
 *
 * Kept, the folder is the last build's tree: the pages' folders are there, only changed
 * pages are written. Made anew, a 1,000-debate site's 1,401 folders took 0.6–1.1 s to
 * create just after a build, while the disk wrote out the build's pages.
 *
 * The ledger is removed before the folder is touched and written once it is whole: a
 * build stopped halfway leaves none, and the next cuts every page again. Two builds
 * sharing a cache folder at once are not supported (nor are they by Astro's own caches).
 */
export async function updateSources(root: string, pages: readonly SearchablePage[], folder: string, ledger?: string): Promise<Sources> {
  const last = ledger === undefined ? undefined : readSourceLedger(ledger);
  if (last === undefined) rmSync(folder, { recursive: true, force: true });
  if (ledger !== undefined) rmSync(ledger, { force: true });
  const current = new Set<string>();
  const cuts: Cut[] = [];
  for (const page of pages) {
    current.add(page.path);
    const file = path.join(folder, page.path);
    if (last?.[page.path] !== page.digest || !existsSync(file)) cuts.push({ page: path.join(root, page.path), file, kept: ledger !== undefined });
  }
  await cutAll(cuts);
  if (last !== undefined) {
    // Pages gone since the last build, and what a stopped build left.
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
      const file = path.join(entry.parentPath, entry.name);
      if (entry.isFile() && !current.has(path.relative(folder, file))) rmSync(file, { force: true });
    }
  }
  if (ledger !== undefined) {
    const written: SourceLedger = { rules: SOURCE_RULES, pages: Object.fromEntries(pages.map((page) => [page.path, page.digest])) };
    const temporary = `${ledger}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(written)}\n`);
    renameSync(temporary, ledger);
  }
  return { folder, kept: pages.length - cuts.length };
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
  mkdirSync(path.dirname(cut.file), { recursive: true });
  if (!cut.kept) {
    writeFileSync(cut.file, source);
    return;
  }
  // Kept, whole or absent: written under a temporary name (not an .html one, which
  // Pagefind would index), then renamed. Not synced to disk, as the other caches are not.
  const temporary = `${cut.file}.${process.pid}.${threadId}.tmp`;
  writeFileSync(temporary, source);
  renameSync(temporary, cut.file);
}

/**
 * Past this many pages to cut (a first build, say), a worker thread for each core but
 * this one takes a share: cutting is 2.5 ms a page of htmlparser2's work, 3.5 s for a
 * 1,000-debate site's 1,401 pages on one thread.
 */
const CUTS_FOR_WORKERS = 200;

async function cutAll(cuts: readonly Cut[]): Promise<void> {
  const threads = cuts.length < CUTS_FOR_WORKERS ? 1 : Math.max(1, availableParallelism());
  // Dealt round-robin: pages of one kind (and size) sit together in path order.
  const shares = Array.from({ length: threads }, (_, share) => cuts.filter((_cut, i) => i % threads === share));
  const workers = shares.slice(1).map((share) => cutInWorker(share));
  // Each worker's failure is caught at once (and raised below), never left unhandled while this thread cuts.
  const settled = Promise.allSettled(workers);
  for (const cut of shares[0] ?? []) cutPage(cut);
  const failed = (await settled).find((result) => result.status === 'rejected');
  if (failed !== undefined) throw failed.reason;
}

function cutInWorker(cuts: readonly Cut[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./searchSourceWorker.ts', import.meta.url), { workerData: cuts });
    worker.once('message', (message: { failed?: string; code?: string }) => {
      if (message.failed === undefined) resolve();
      else reject(Object.assign(new Error(message.failed), message.code === undefined ? {} : { code: message.code }));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the worker cutting search sources ended (exit ${code}) before it was done`)));
  });
}

/** The pages' digests the ledger records, if it was written under these rules; undefined if there is none to trust. */
function readSourceLedger(ledger: string): Record<string, string> | undefined {
  try {
    const read = JSON.parse(readFileSync(ledger, 'utf8')) as Partial<SourceLedger>;
    if (read.rules !== SOURCE_RULES || typeof read.pages !== 'object' || read.pages === null) return undefined;
    return Object.fromEntries(Object.entries(read.pages).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return undefined;
  }
}
