// The JavaScript budget: for one page of every page type of a built site, the JS the page
// loads at startup — its script[src] and module scripts, inline scripts, modulepreload
// links, and every static import of those chunks, recursively (dynamic import() is
// left out: it is not loaded at startup) — gzipped one file at a time at level 9.
// Prints a table; exits 1 when a debate page ships more than 60 KB gzip.
//
//   node scripts/check-js-budget.ts [dist]      (npm run budget)
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { pagesOfEveryType } from './support/pageTypes.ts';

/** The budget of a debate page, in bytes of gzip. */
export const DEBATE_PAGE_BUDGET = 60 * 1024;

export interface ScriptFile { name: string; raw: number; gzip: number }
export interface PageBudget { type: string; url: string; files: ScriptFile[]; raw: number; gzip: number; budget?: number }

const gzipSize = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length;

// `import x from "./a.js"`, `import "./a.js"`, `export * from "./a.js"` (minified or not);
// `import("./a.js")` is not matched: a dynamic import is not part of startup.
const STATIC_IMPORT = /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?(["'])([^"'\n]+)\1/g;
export const staticImports = (code: string): string[] => [...code.matchAll(STATIC_IMPORT)].map((m) => m[2]!);

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(1).find((v) => v !== undefined);

/** Maps a URL path of the site to its file in `dist`, whatever base the site was built with. */
function fileOf(dist: string, pathname: string): string | undefined {
  const segments = decodeURIComponent(pathname).split('/').filter(Boolean);
  for (let skip = 0; skip < segments.length; skip++) {
    const file = path.join(dist, ...segments.slice(skip));
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

/** The JS one page loads at startup. Throws on a script that is not in the build. */
export function pageScripts(dist: string, htmlFile: string, pageUrl: string): ScriptFile[] {
  const html = readFileSync(path.join(dist, htmlFile), 'utf8');
  const origin = 'http://site.invalid';
  const pageHref = new URL(pageUrl, `${origin}/`).href;
  const files: ScriptFile[] = [];
  const seen = new Set<string>();
  const follow = (specifier: string, from: string) => {
    if (!/^(\.{0,2}\/|https?:)/.test(specifier)) return; // a bare specifier cannot load in a browser
    const url = new URL(specifier, from);
    if (url.origin !== origin) return; // another host: not part of the build
    const file = fileOf(dist, url.pathname);
    if (!file) throw new Error(`${htmlFile}: script ${specifier} (from ${from}) is not in ${dist}`);
    if (seen.has(file)) return;
    seen.add(file);
    const bytes = readFileSync(file);
    files.push({ name: path.relative(dist, file).split(path.sep).join('/'), raw: bytes.length, gzip: gzipSize(bytes) });
    for (const next of staticImports(bytes.toString('utf8'))) follow(next, url.href);
  };
  let inline = 0;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    const type = attribute(attributes, 'type');
    if (type && !/^(module|text\/javascript|application\/javascript)$/i.test(type)) continue; // JSON, templates
    const src = attribute(attributes, 'src');
    if (src) { follow(src, pageHref); continue; }
    if (body.trim() === '') continue;
    const bytes = Buffer.from(body);
    files.push({ name: `(inline script ${++inline})`, raw: bytes.length, gzip: gzipSize(bytes) });
    if (type === 'module') for (const next of staticImports(body)) follow(next, pageHref);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = attribute(tag, 'href');
    if (href && /^modulepreload$/i.test(attribute(tag, 'rel') ?? '')) follow(href, pageHref);
  }
  return files;
}

/** One row per page type of the built site in `dist`. */
export function measureJsBudget(dist: string): PageBudget[] {
  return pagesOfEveryType(dist).map(({ type, file, url }) => {
    const files = pageScripts(dist, file, url);
    return {
      type, url, files,
      raw: files.reduce((sum, f) => sum + f.raw, 0),
      gzip: files.reduce((sum, f) => sum + f.gzip, 0),
      ...(type.startsWith('debate') ? { budget: DEBATE_PAGE_BUDGET } : {}),
    };
  });
}

export const overBudget = (rows: PageBudget[]) => rows.filter((r) => r.budget !== undefined && r.gzip > r.budget);

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The table `npm run budget` prints. */
export function formatBudgetTable(rows: PageBudget[]): string {
  const header = ['page type', 'files', 'raw KB', 'gzip KB', 'budget'];
  const body = rows.map((r) => [r.type, String(r.files.length), kb(r.raw), kb(r.gzip), r.budget === undefined ? '' : `${kb(r.budget)}${r.gzip > r.budget ? ' OVER' : ' ok'}`]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ').trimEnd();
  const details = rows.map((r) => `${r.type} (/${r.url}):${r.files.length ? '' : ' no JavaScript'}\n${r.files.map((f) => `  ${f.name}  ${kb(f.raw)} KB raw, ${kb(f.gzip)} KB gzip`).join('\n')}`.trimEnd());
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line), '', ...details].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.error(`no built site in ${dist}: run npm run build first, or pass the folder`);
    process.exit(2);
  }
  const rows = measureJsBudget(dist);
  console.log(`JavaScript loaded at startup, ${dist} (gzip level 9, file by file):\n`);
  console.log(formatBudgetTable(rows));
  const over = overBudget(rows);
  if (over.length > 0) {
    console.error(`\nover budget: ${over.map((r) => `${r.type} ${kb(r.gzip)} KB gzip > ${kb(r.budget!)} KB`).join('; ')}`);
    process.exit(1);
  }
  console.log(`\nevery debate page is within ${kb(DEBATE_PAGE_BUDGET)} KB gzip`);
}
