// How a search index in parts answers against one index of the same pages (issue 8; see
// pagefindIndex.ts for why parts are not the default). Run on a built site:
//   node scripts/search-parts-compare.ts dist [pages per part, default 4000]
// It indexes the folder in parts (pagefind/), and as one index into pagefind-single/,
// asks both the same 50 queries through Pagefind's own browser API in Chromium (the
// parts merged as the search box merges them), prints where they differ, and leaves the
// folder with its one index again. Queries suit the bench's synthetic archive
// (scripts/syntheticDebates.ts): debate numbers, titles, its vocabulary, persona names.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { indexSite, INDEX_LANGUAGE } from '../src/integrations/pagefindIndex.ts';
import { launchChromium } from './support/chromium.ts';
import { serveDirectory } from './support/staticServer.ts';

const root = path.resolve(process.argv[2] ?? 'dist');
const pagesPerIndex = Number(process.argv[3] ?? 4000);

const vocabulary = ['value', 'cost', 'market', 'energy', 'school', 'labour', 'risk', 'time', 'city', 'quality', 'state', 'care', 'privacy', 'scale', 'growth', 'safety', 'speed', 'power', 'data', 'trust', 'health'];
const personas = ['Greta', 'Dmitri', 'Priya', 'Chiara', 'Kwame', 'Lena'];
let seed = 7;
const pick = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
const word = () => vocabulary[pick(vocabulary.length)]!;
const queries = [
  ...Array.from({ length: 15 }, () => `debate ${String(pick(10000)).padStart(5, '0')}`),
  ...Array.from({ length: 15 }, () => `Synthetic debate ${pick(10000)}`),
  ...Array.from({ length: 15 }, () => `${word()} ${word()} ${word()}`),
  ...Array.from({ length: 5 }, () => `${personas[pick(personas.length)]} ${word()}`),
];

const { pages } = await indexSite(root, undefined, { pagesPerIndex });
console.log(`indexed ${pages} pages in parts of at most ${pagesPerIndex}`);
const single = path.join(root, 'pagefind-single');
try {
  const { index } = await pagefind.createIndex({ forceLanguage: INDEX_LANGUAGE });
  await index!.addDirectory({ path: root, glob: '{atlas,debates}/**/*.html' });
  await index!.writeFiles({ outputPath: single });
} finally {
  await pagefind.close();
}

const server = await serveDirectory(root);
const browser = await launchChromium();
try {
  const page = await (await browser.newContext()).newPage();
  await page.goto(server.url);
  const ask = (bundle: string, merged: boolean) => page.evaluate(async ({ bundle, merged, queries }) => {
    const api = await import(`${bundle}pagefind.js`);
    await api.options({ baseUrl: '/' });
    await api.init();
    if (merged) for (const part of (await (await fetch(`${bundle}parts.json`)).json()).parts as string[]) await api.mergeIndex(`${bundle}${part}`, { baseUrl: '/' });
    const answers: Record<string, { count: number; first: string[] }> = {};
    for (const query of queries) {
      const response = await api.search(query);
      const first = await Promise.all(response.results.slice(0, 10).map((r: { data: () => Promise<{ url: string }> }) => r.data()));
      answers[query] = { count: response.results.length, first: first.map((d: { url: string }) => d.url) };
    }
    return answers;
  }, { bundle, merged, queries });
  const inParts = await ask('/pagefind/', true);
  const inOne = await ask('/pagefind-single/', false);
  let sameFirst = 0, sameCount = 0;
  for (const query of queries) {
    const a = inParts[query]!, b = inOne[query]!;
    if (a.first[0] === b.first[0]) sameFirst++;
    if (a.count === b.count) sameCount++;
    else console.log(`${JSON.stringify(query)}: ${a.count} results in parts, ${b.count} in one index`);
  }
  console.log(`${queries.length} queries: the same first result ${sameFirst}, the same number of results ${sameCount}`);
} finally {
  await browser.close();
  await server.close();
  await rm(single, { recursive: true, force: true });
  await indexSite(root);
}
