// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import downloads from './src/integrations/downloads.ts';
import outputFolder from './src/integrations/outputFolder.ts';
import pageCopies from './src/integrations/pageCopies.ts';
import pagefindIndex, { searchIndexSettings } from './src/integrations/pagefindIndex.ts';
import siteComplete from './src/integrations/publishedSite.ts';

// SITE and BASE let one build serve from a domain root or from a sub-path such as
// GitHub Pages' /<repo>/; every link in the site goes through withBase().
const site = process.env.SITE ?? 'https://example.org';
const base = process.env.BASE ?? '/';
// The search index (pagefindIndex.ts): in parts with DEBATE_ATLAS_SEARCH_PAGES_PER_INDEX
// (less memory while indexing, but some searches answer with more pages than one index
// would); left for after the build when `npm run build` (scripts/build.ts) runs it.
const searchIndex = searchIndexSettings();
// Past this many atlas nodes the atlas files are written before the pages
// (downloads.ts: ATLAS_NODES_BESIDE_PAGES, 100,000); the tests set it low to build that way.
const atlasFilesFirstPast = process.env.DEBATE_ATLAS_ATLAS_FILES_FIRST_PAST;
const atlasNodesBesidePages = atlasFilesFirstPast ? Number(atlasFilesFirstPast) : undefined;

export default defineConfig({
  site,
  base,
  // Test suites build fixture archives side by side; each needs its own content store.
  cacheDir: process.env.DEBATE_ATLAS_CACHE_DIR ?? './node_modules/.astro',
  trailingSlash: 'always',
  // github-dark-default keeps comments in code blocks at WCAG AA contrast (github-dark does not).
  markdown: { shikiConfig: { theme: 'github-dark-default' } },
  // Eight pages in flight: a page's file writes overlap the next page's rendering (a
  // 1,000-debate build: routes 29 s → 23 s). The output is byte-identical to one at a time.
  build: { format: 'directory', concurrency: 8 },
  // outputFolder empties the last build's output without holding the build up; the
  // downloads begin beside Vite and the pages and end after them; pagefindIndex then
  // indexes whatever folder the build wrote (--outDir included), unless scripts/build.ts
  // does it once this process has ended. pageCopies checks Astro's incremental page copies
  // against the digests it recorded, so no copy edited in the cache is published; siteComplete comes last: the build fails unless
  // every debate's page and downloads, the atlas files and the index are there.
  integrations: [outputFolder(), pageCopies(), mdx(), sitemap(), downloads({ atlasNodesBesidePages }), pagefindIndex(searchIndex), siteComplete(searchIndex)],
  devToolbar: { enabled: false },
  // The dev server watches the project for changed logs; the build's output and the
  // benchmark's generated archives (hundreds of thousands of files) would exhaust the
  // system's file watchers (ENOSPC), after which no edit reaches the page.
  vite: { server: { watch: { ignored: ['**/dist/**', '**/bench-out/**'] } } },
  // Pages whose getStaticPaths gives a cacheKey (a debate's page, the atlas persona and
  // shared-claim pages, a tag's and a year's page) are copied from the previous build when
  // the key and the route's code are unchanged: a rebuild renders only what changed. The
  // copies live in cacheDir, beside the record cache (site/recordCache.ts) and the
  // downloads' cache (integrations/downloads.ts).
  experimental: { incrementalBuild: true },
});
