// Small hand-made sites for the search index's specs.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempFolder } from './tempFolder.ts';

/** A page as the site writes one: searchable pages carry data-pagefind-body on <main>. */
export const page = (lang: string, body: string, searchable = true) =>
  `<!doctype html><html lang="${lang}"><head><title>t</title></head><body><header>menu</header>` +
  `<main${searchable ? ' data-pagefind-body' : ''}><h1 data-pagefind-meta="title">${body}</h1>` +
  `<span hidden data-pagefind-filter="format">Roundtable</span><p>${body}</p></main></body></html>`;

/** A new folder holding `files` (path under it → content), removed after the test (tempFolder.ts). */
export function site(files: Record<string, string>): string {
  const root = tempFolder('da-search-');
  for (const [file, html] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), html);
  }
  return root;
}
