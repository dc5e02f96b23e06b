// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import noteCode from './src/integrations/noteCode.ts';
import { cacheDirFromEnv } from './src/integrations/cacheFolder.ts';
import outputFolder from './src/integrations/outputFolder.ts';
import ownStreams from './src/integrations/ownStreams.ts';
import pageCopies from './src/integrations/pageCopies.ts';
import siteOutputs from './src/integrations/siteOutputs.ts';

// SITE and BASE let one build serve from a domain root or from a sub-path such as
// GitHub Pages' /<repo>/; every link in the site goes through withBase().
const site = process.env.SITE ?? 'https://example.org';
const base = process.env.BASE ?? '/';
// Vite lets a BASE_URL in the environment (a user's shell; vitest sets one in its workers)
// override `base` in import.meta.env.BASE_URL while pages prerender, and so in every link
// (withBase, src/site/paths.ts): the configured base is the one.
delete process.env.BASE_URL;

export default defineConfig({
  site,
  base,
  // Test suites build fixture archives side by side; each needs its own content store.
  // DEBATE_ATLAS_CACHE_DIR, else node_modules/.astro; a folder inside the archive, public/
  // or the output folder is refused before anything is written (integrations/cacheFolder.ts).
  cacheDir: cacheDirFromEnv(),
  trailingSlash: 'always',
  // github-dark-default keeps comments in code blocks at WCAG AA contrast (github-dark does not).
  // Shiki stops tokenizing a line after 500 ms by default and colours the rest as one token:
  // on a loaded machine the same page came out differently. No limit: same input, same bytes.
  markdown: { shikiConfig: { theme: 'github-dark-default', transformers: [{ name: 'no-time-limit', preprocess(_code, options) { options.tokenizeTimeLimit = 0; } }] } },
  // Eight pages in flight: a page's file writes overlap the next page's rendering (a
  // 1,000-debate build: routes 29 s → 23 s). The output is byte-identical to one at a time.
  build: { format: 'directory', concurrency: 8 },
  // ownStreams passes `astro build`'s own output through the filter scripts/build.ts applies
  // to it under `npm run build` (control characters made visible, a full disk's stack left
  // out); outputFolder empties the last build's output without holding the build up;
  // pageCopies checks Astro's incremental page copies against the digests it recorded, so
  // no copy edited in the cache is published; noteCode refuses a note that holds code before
  // @astrojs/mdx compiles it (notes/noteCode.ts; `astro dev` too). siteOutputs comes last: once the pages are
  // written, one after-build step (src/integrations/afterBuild.ts) makes the downloads, the
  // atlas files and the search index of whatever folder the build wrote (--outDir
  // included), then fails the build unless every file it was to publish is there; under
  // `npm run build` scripts/build.ts runs that step once this process has ended.
  integrations: [ownStreams(), outputFolder(), pageCopies(), noteCode(), mdx(), sitemap(), siteOutputs()],
  devToolbar: { enabled: false },
  // The dev server watches the project for changed logs; the build's output and the
  // benchmark's generated archives (hundreds of thousands of files) would exhaust the
  // system's file watchers (ENOSPC), after which no edit reaches the page.
  vite: {
    server: { watch: { ignored: ['**/dist/**', '**/bench-out/**'] } },
    // The bundler warns, boxed and coloured even into a file, of the directive Astro itself
    // writes into every compiled note ("use astro:head-inject"): about Astro's code, not the
    // archive's, once per note (probe 2026-12-12, row 37). Every other message passes.
    build: { rolldownOptions: { onLog: (level, log, handler) => (isAstrosOwnDirective(log) ? undefined : handler(level, log)) } },
  },
  // Pages whose getStaticPaths gives a cacheKey (a debate's page, the atlas persona and
  // shared-claim pages, a tag's and a year's page) are copied from the previous build when
  // the key and the route's code are unchanged: a rebuild renders only what changed. The
  // copies live in cacheDir, beside the record cache (site/recordCache.ts) and the
  // downloads' cache (integrations/downloadCache.ts).
  experimental: { incrementalBuild: true },
});

/**
 * The bundler's warning of the module-level directive Astro puts in a compiled note.
 * @param {string | { code?: string, message?: string }} log
 */
function isAstrosOwnDirective(log) {
  return typeof log === 'object' && log.code === 'MODULE_LEVEL_DIRECTIVE' && String(log.message).includes('"use astro:head-inject"');
}
