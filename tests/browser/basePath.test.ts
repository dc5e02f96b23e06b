// The sample archive built with BASE=/repo/ and served under /repo/ only, as GitHub
// Pages serves a project site: a crawl from /repo/ follows every same-origin link and
// asset, loads each HTML page in Chromium and fetches everything else. Any 404 (or a
// link that leaves /repo/) fails, and every page of the build must be reached. Pages are
// loaded by a few tabs at once: most of a page's time is the wait for its network to go idle.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureSite } from '../support/fixtureSites.ts';
import { htmlPages, pageUrl } from '../../scripts/support/pageTypes.ts';
import { servedSite } from '../support/servedSite.ts';
import { readSiteFile } from '../../scripts/support/siteFiles.ts';

const BASE = '/repo/';
const SITE = 'https://example.org'; // astro.config.mjs' default SITE
const site = fixtureSite('base');
/** Pages loading at once in the crawl. */
const TABS = 4;

const served = servedSite('base', BASE);

interface Crawl {
  /** Pages loaded, by address without query. */
  pages: Set<string>;
  assets: Set<string>;
  /** "<status> <url> (from <page>)" for every failed request. */
  failures: string[];
  /** Links to the public site (canonical, feed items) found on the pages. */
  siteLinks: Set<string>;
}
let crawl: Crawl;

/** Every address a page refers to: links, stylesheets, icons, scripts, images, downloads, module preloads. */
const referencesOf = (p: Page) => p.evaluate(() => [
  ...[...document.querySelectorAll('a[href], link[href], area[href]')].map((el) => el.getAttribute('href')!),
  ...[...document.querySelectorAll('script[src], img[src], source[src], iframe[src]')].map((el) => el.getAttribute('src')!),
  ...[...document.querySelectorAll('[data-src], [data-href]')].flatMap((el) => [el.getAttribute('data-src'), el.getAttribute('data-href')]).filter((v): v is string => !!v && /^[./]/.test(v)),
]);

async function crawlSite(start: string, tabs: Page[]): Promise<Crawl> {
  const origin = new URL(start).origin;
  const result: Crawl = { pages: new Set(), assets: new Set(), failures: [], siteLinks: new Set() };
  const queue: Array<{ url: string; from: string }> = [{ url: start, from: '(start)' }];
  // A query string does not change the file served, so of links that differ only in
  // their query values one is loaded per page and set of parameter names
  // (e.g. /atlas/?focus=…&local=1), enough to run the page's script on them.
  const key = (url: URL) => `${url.origin}${url.pathname}?${[...new Set(url.searchParams.keys())].sort().join('&')}`;
  const seen = new Set<string>([key(new URL(start))]);
  const current = new Map<Page, string>();
  for (const page of tabs) {
    page.on('response', (response) => {
      if (response.status() >= 400) result.failures.push(`${response.status()} ${response.url()} (loaded by ${current.get(page)})`);
    });
    page.on('requestfailed', (request) => {
      // Cancelled as the tab moved on to the next page (a favicon still loading): not a
      // broken address, which answers with a status (above) or another network error.
      if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
      result.failures.push(`failed ${request.url()}: ${request.failure()?.errorText} (loaded by ${current.get(page)})`);
    });
  }
  const enqueue = (raw: string, from: string) => {
    let url: URL;
    try { url = new URL(raw, from); } catch { result.failures.push(`unparsable link ${raw} (on ${from})`); return; }
    if (url.origin === SITE) { result.siteLinks.add(url.href); return; }
    if (url.origin !== origin) return;
    url.hash = '';
    if (!url.pathname.startsWith(BASE)) { result.failures.push(`outside ${BASE}: ${url.pathname} (on ${from})`); return; }
    if (seen.has(key(url))) return;
    seen.add(key(url));
    queue.push({ url: url.href, from });
  };
  const visit = async (page: Page, { url, from }: { url: string; from: string }) => {
    const response = await fetch(url, { redirect: 'manual' });
    await response.arrayBuffer();
    if (response.status !== 200) { result.failures.push(`${response.status} ${url} (linked from ${from})`); return; }
    if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) { result.assets.add(url); return; }
    current.set(page, url);
    result.pages.add(url.split('?')[0]!);
    await page.goto(url, { waitUntil: 'networkidle' });
    for (const ref of await referencesOf(page)) enqueue(ref, url);
  };
  // Each tab takes the next address until none is left and no tab is loading (a page
  // still loading may add more).
  await new Promise<void>((resolve, reject) => {
    const idle = [...tabs];
    const pump = () => {
      while (queue.length > 0 && idle.length > 0) {
        const page = idle.pop()!;
        visit(page, queue.shift()!).then(() => { idle.push(page); pump(); }, reject);
      }
      if (queue.length === 0 && idle.length === tabs.length) resolve();
    };
    pump();
  });
  return result;
}

beforeAll(async () => {
  const tabs = await Promise.all(Array.from({ length: TABS }, () => served.open('about:blank')));
  if (site.status === 0) crawl = await crawlSite(served.server.url, tabs);
}, 600_000);

describe(`a build with BASE=${BASE}, served under ${BASE}`, () => {
  it('builds', () => {
    expect(site.status, site.output).toBe(0);
  });

  it('has no 404 for any page, asset, download or link, and no link leaving the base', () => {
    console.log(`crawled ${crawl.pages.size} pages and ${crawl.assets.size} other files under ${BASE}`);
    expect(crawl.failures.join('\n')).toBe('');
    expect(served.server.requests.filter((r) => r.status >= 400)).toEqual([]);
  });

  it('reaches every page of the build by following links', () => {
    const expected = htmlPages(site.outDir).filter((f) => f !== '404.html').map((f) => `${served.server.url}${pageUrl(f)}`);
    const missed = expected.filter((url) => !crawl.pages.has(url));
    expect(missed, 'pages no link leads to').toEqual([]);
    expect(crawl.pages.size).toBe(expected.length);
  });

  it('loads the scripts, styles and downloads of the pages', () => {
    const assets = [...crawl.assets].map((u) => new URL(u).pathname);
    expect(assets.some((a) => a.startsWith(`${BASE}_astro/`) && a.endsWith('.js'))).toBe(true);
    expect(assets.some((a) => a.endsWith('.css'))).toBe(true);
    for (const download of ['graph.json', 'intermediate.json', 'concepts.md', 'README.md']) {
      expect(assets.some((a) => a.startsWith(`${BASE}debates/`) && a.endsWith(`/${download}`)), download).toBe(true);
    }
    expect(assets).toContain(`${BASE}rss.xml`);
  });

  it('gives canonical links under the base on the public site', () => {
    expect(crawl.siteLinks.size).toBeGreaterThan(0);
    for (const link of crawl.siteLinks) expect(new URL(link).pathname.startsWith(BASE), link).toBe(true);
  });

  it('lists /repo/ addresses in the sitemap, each a page that loads', () => {
    const index = readSiteFile(site.outDir, 'sitemap-index.xml');
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(sitemaps.length).toBeGreaterThan(0);
    const locs: string[] = [];
    for (const sitemap of sitemaps) {
      expect(sitemap.startsWith(`${SITE}${BASE}`), sitemap).toBe(true);
      locs.push(...[...readSiteFile(site.outDir, new URL(sitemap).pathname.slice(BASE.length)).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!));
    }
    expect(locs.length).toBeGreaterThan(5);
    for (const loc of locs) {
      expect(loc.startsWith(`${SITE}${BASE}`), loc).toBe(true);
      expect(crawl.pages.has(`${served.server.url}${loc.slice(`${SITE}${BASE}`.length)}`), `${loc} is a crawled page`).toBe(true);
    }
  });

  it('links every feed item to a page under /repo/', () => {
    const rss = readSiteFile(site.outDir, 'rss.xml');
    const links = [...rss.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(0);
    expect(rss).toMatch(new RegExp(`<channel><title>[^<]*</title><description>[^<]*</description><link>${SITE}${BASE}`));
    for (const link of links) {
      expect(link.startsWith(`${SITE}${BASE}debates/`) || link.startsWith(`${SITE}${BASE}notes/`), link).toBe(true);
      expect(crawl.pages.has(`${served.server.url}${link.slice(`${SITE}${BASE}`.length)}`), `${link} is a crawled page`).toBe(true);
    }
  });
});
