// Indexes the built site with Pagefind after every `astro build`, into <outDir>/pagefind/.
// Only pages that carry data-pagefind-body (the debate pages and the atlas persona and
// shared-claim pages, see BaseLayout's `searchable`; never a redirect page) are indexed;
// the header's search box loads the bundle lazily.
import { open, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import * as pagefind from 'pagefind';

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
 * segmenter from the text, not from this setting.
 */
export const INDEX_LANGUAGE = 'zh';

/** Pagefind's prebuilt UIs: the site renders its own results, so they are not shipped. */
const UNUSED_BUNDLE_FILES = [
  'pagefind-ui.js', 'pagefind-ui.css', 'pagefind-modular-ui.js', 'pagefind-modular-ui.css',
  'pagefind-component-ui.js', 'pagefind-component-ui.css', 'pagefind-highlight.js',
];

const SEARCHABLE = /<[^>]*\sdata-pagefind-body[\s=>]/;

/** HTML files under `root` that opt into search, relative to it. */
export async function searchablePages(root: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (file.startsWith(path.join(root, 'pagefind') + path.sep)) continue;
    if (await marksSearchable(file)) found.push(path.relative(root, file));
  }
  return found.sort();
}

const HEAD_BYTES = 64 * 1024;

/**
 * Whether a page carries data-pagefind-body. The marker sits on <main>, a few KB into a
 * page of a few hundred: the file's first 64 KB decide, and only a larger page without
 * the marker there is read whole (a build of 1,000 debates has 250 MB of pages).
 */
async function marksSearchable(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(head, 0, HEAD_BYTES, 0);
    if (SEARCHABLE.test(head.toString('utf8', 0, bytesRead))) return true;
    if (bytesRead < HEAD_BYTES) return false;
  } finally {
    await handle.close();
  }
  return SEARCHABLE.test(await readFile(file, 'utf8'));
}

function check(step: string, errors: readonly string[]): void {
  if (errors.length > 0) throw new Error(`Pagefind failed to ${step}:\n  ${errors.join('\n  ')}`);
}

/** Builds the index of `root` into `root/pagefind/`; returns the number of pages indexed. */
export async function indexSite(root: string, logger?: Pick<AstroIntegrationLogger, 'info' | 'warn'>): Promise<number> {
  const output = path.join(root, 'pagefind');
  // A bundle left by an earlier build into the same folder must not outlive its pages.
  await rm(output, { recursive: true, force: true });
  let pages: string[];
  try {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: INDEX_LANGUAGE });
    check('start', errors);
    if (!index) throw new Error('Pagefind returned no index');
    // The scan reads every page's head while Pagefind's own process indexes: side by side,
    // not one after the other (half a second at 1,000 debates).
    const [found, added] = await Promise.all([searchablePages(root), index.addDirectory({ path: root })]);
    pages = found;
    if (pages.length === 0) {
      // Pagefind would fall back to indexing every page (home, tag lists…): write nothing;
      // the search box then says search is unavailable.
      logger?.warn('no page is marked searchable (data-pagefind-body): no search index written');
      return 0;
    }
    check(`index ${root}`, added.errors);
    const written = await index.writeFiles({ outputPath: output });
    check(`write ${output}`, written.errors);
  } finally {
    await pagefind.close();
  }
  const entry = JSON.parse(await readFile(path.join(output, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { page_count: number }>;
  };
  const indexed = Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
  if (indexed !== pages.length) {
    throw new Error(`Pagefind indexed ${indexed} pages, but ${pages.length} are marked searchable: see the messages above`);
  }
  await Promise.all(UNUSED_BUNDLE_FILES.map((file) => rm(path.join(output, file), { force: true })));
  return indexed;
}

async function folderSize(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

export default function pagefindIndex(): AstroIntegration {
  return {
    name: 'debate-atlas:pagefind',
    hooks: {
      // `dir` is wherever this build writes (`--outDir` included), so test builds are indexed too.
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const started = performance.now();
        const pages = await indexSite(root, logger);
        if (pages === 0) return;
        const kib = (await folderSize(path.join(root, 'pagefind'))) / 1024;
        logger.info(`indexed ${pages} page(s) into pagefind/ (${kib.toFixed(0)} KiB) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      },
    },
  };
}
