// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';

// SITE and BASE let one build serve from a domain root or from a sub-path such as
// GitHub Pages' /<repo>/; every link in the site goes through withBase().
const site = process.env.SITE ?? 'https://example.org';
const base = process.env.BASE ?? '/';

export default defineConfig({
  site,
  base,
  // Test suites build fixture archives side by side; each needs its own content store.
  cacheDir: process.env.DEBATE_ATLAS_CACHE_DIR ?? './node_modules/.astro',
  trailingSlash: 'always',
  build: { format: 'directory' },
  integrations: [mdx(), sitemap()],
  devToolbar: { enabled: false },
});
