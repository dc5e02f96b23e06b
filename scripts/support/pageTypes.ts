// One page of every page type of a built site, found from its files, so a page type
// added later (a new atlas view, a 404 page, …) is checked by the accessibility,
// HTML-validity and budget suites without anyone remembering to list it.
//
// Known collections (one page per member) are grouped into one type: debates (one type
// per format, read from the page's `data-format`), tags, years, atlas personas and
// claims. Each view directly under /atlas/ (questions, aliases, the persona and claim
// indexes) is a type of its own. Any other folder with more than three member pages is
// treated as a new collection (`<folder>/*`); every remaining page is a type of its own.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from './siteFiles.ts';

export interface PageOfType {
  /** The built site the page is in. */
  root: string;
  /** e.g. `home`, `debate: transcript`, `tag`, `atlas persona`, `atlas/questions`. */
  type: string;
  /** The HTML file, relative to the site root: `debates/2026/x/index.html`. */
  file: string;
  /** The page's address relative to the base, percent-encoded: `debates/2026/x/`. */
  url: string;
}

const KNOWN_COLLECTIONS: Array<{ folder: string; type: string }> = [
  { folder: 'tags', type: 'tag' },
  { folder: 'years', type: 'year' },
  { folder: 'atlas/personas', type: 'atlas persona' },
  { folder: 'atlas/claims', type: 'atlas claim' },
];
const NAMED: Record<string, string> = { '': 'home', browse: 'browse', formats: 'formats', atlas: 'atlas' };

/** `tags/交通/index.html` → `tags/%E4%BA%A4%E9%80%9A/`; `404.html` → `404.html`. */
export function pageUrl(file: string): string {
  const dir = file.endsWith('index.html') ? file.slice(0, -'index.html'.length) : file;
  return dir.split('/').map(encodeURIComponent).join('/');
}

/** Every HTML page of a built site, relative to its root. */
/** Astro's static redirect page: a meta refresh to the new address. */
export const isRedirectPage = (file: string): boolean => /^<!doctype html><title>Redirecting to: [^<]*<\/title><meta http-equiv="refresh"/.test(readFileSync(file, 'utf8'));

export const htmlPages = (root: string): string[] => listFiles(root).filter((f) => f.endsWith('.html'));

/** One page per page type, in a stable order (the first page of each type, sorted by path). */
export function pagesOfEveryType(root: string): PageOfType[] {
  const found = new Map<string, string>();
  const pending: string[] = [];
  const take = (type: string, file: string) => { if (!found.has(type)) found.set(type, file); };
  for (const file of htmlPages(root)) {
    const dir = path.posix.dirname(file) === '.' ? '' : path.posix.dirname(file);
    // A moved atlas address (Astro.redirect): its own type, never a stand-in for the pages it points to.
    if (isRedirectPage(path.join(root, file))) { take('redirect', file); continue; }
    if (!file.endsWith('/index.html') && file !== 'index.html') { take(file.replace(/\.html$/, ''), file); continue; }
    if (dir.startsWith('debates/')) {
      const format = /<article\b[^>]*\bdata-format="([^"]+)"/.exec(readFileSync(path.join(root, file), 'utf8'))?.[1] ?? 'unknown';
      take(`debate: ${format}`, file);
      continue;
    }
    // Numbered pages of a list (src/lib/archive/listing.ts): the index's and each tag's.
    if (/^page\/\d+$/.test(dir)) { take('index page', file); continue; }
    if (/^tags\/[^/]+\/page\/\d+$/.test(dir)) { take('tag page', file); continue; }
    const collection = KNOWN_COLLECTIONS.find((c) => path.posix.dirname(dir) === c.folder);
    if (collection) { take(collection.type, file); continue; }
    if (dir in NAMED) { take(NAMED[dir]!, file); continue; }
    if (path.posix.dirname(dir) === 'atlas') { take(dir, file); continue; }
    pending.push(file);
  }
  // Unknown pages: a folder holding many sibling pages is a collection; else a page type of its own.
  const siblings = new Map<string, string[]>();
  for (const file of pending) {
    const parent = path.posix.dirname(path.posix.dirname(file));
    siblings.set(parent, [...(siblings.get(parent) ?? []), file]);
  }
  for (const [parent, files] of siblings) {
    if (files.length > 3 && parent !== '.') take(`${parent}/*`, files[0]!);
    else for (const file of files) take(path.posix.dirname(file), file);
  }
  return [...found].map(([type, file]) => ({ root, type, file, url: pageUrl(file) }));
}

/**
 * One page per page type over several built sites: every type of the first, then the
 * types only the next ones have (the sample archive has no atlas claim page; the
 * atlas fixture does).
 */
export function pagesOfEveryTypeAcross(roots: string[]): PageOfType[] {
  const pages: PageOfType[] = [];
  for (const root of roots) {
    for (const page of pagesOfEveryType(root)) if (!pages.some((p) => p.type === page.type)) pages.push(page);
  }
  return pages;
}

/** The debate page of one format, e.g. `roundtable-kg`; throws if the site has none. */
export function debatePageOf(pages: PageOfType[], format = 'roundtable-kg'): PageOfType {
  const page = pages.find((p) => p.type === `debate: ${format}`);
  if (!page) throw new Error(`no debate page of format ${format} among ${pages.map((p) => p.type).join(', ')}`);
  return page;
}
