// Addresses that last: the atlas fixture archive is built, debates are added (the
// atlas-grown fixture: one sorts first and joins the shared claim, an alias joins two
// personas, two debates each have an "Agent A"), the archive is built again, and every
// URL of the first build's sitemap is requested from the second: none may be missing,
// and an address that moved is a redirect to a page that exists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameKey } from '../../src/lib/atlas/pageKeys.ts';
import type { DebateSlug } from '../../src/lib/core/ids.ts';
import { fixtureSite } from '../support/fixtureSites.ts';
import { listFiles, readSiteFile } from '../../scripts/support/siteFiles.ts';
import { serveDirectory, type RunningServer } from '../../scripts/support/staticServer.ts';

const first = fixtureSite('atlas');
const grown = fixtureSite('atlas-grown');
let server: RunningServer;

/** Paths of every <loc> of a built site's sitemap (index and its sitemaps). */
function sitemapPaths(outDir: string): string[] {
  const locs = (file: string) => [...readSiteFile(outDir, file).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&')));
  return locs('sitemap-index.xml').flatMap((sitemap) => locs(sitemap.pathname.slice(1))).map((url) => url.pathname).sort();
}

/** The target of a static redirect page (meta refresh), or undefined for a page. */
const redirectTarget = (html: string): string | undefined => /<meta http-equiv="refresh" content="\d+;\s*url=([^"]+)"/i.exec(html)?.[1];

async function request(pathname: string): Promise<{ status: number; html: string }> {
  const response = await fetch(new URL(pathname.slice(1), server.url), { redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}

beforeAll(async () => {
  server = await serveDirectory(grown.outDir);
});
afterAll(async () => {
  await server?.close();
});

describe('page addresses after debates are added', () => {
  it('both archives build', () => {
    expect(first.status, first.output).toBe(0);
    expect(grown.status, grown.output).toBe(0);
  });

  it('answer every URL of the first build’s sitemap, following redirects to real pages', async () => {
    const paths = sitemapPaths(first.outDir);
    expect(paths.filter((p) => p.startsWith('/atlas/personas/')).length).toBeGreaterThan(8);
    const missing: string[] = [];
    let redirects = 0;
    for (const pathname of paths) {
      const { status, html } = await request(pathname);
      if (status !== 200) { missing.push(`${status} ${pathname}`); continue; }
      const target = redirectTarget(html);
      if (target === undefined) continue;
      redirects++;
      const landed = await request(target);
      if (landed.status !== 200 || redirectTarget(landed.html) !== undefined) missing.push(`${pathname} → ${target}: ${landed.status}`);
    }
    expect(missing).toEqual([]);
    expect(redirects).toBeGreaterThan(0); // the fixture does move addresses
  });

  it('keeps a persona at its name, and redirects a claim whose canonical member changed', async () => {
    const bruno = await request(`/atlas/personas/${nameKey('Bruno Costa')}/`);
    expect(bruno.html).toMatch(/<h1[^>]*>Bruno Costa<\/h1>/);
    expect(redirectTarget(bruno.html)).toBeUndefined();
    // "Chiara Dahl" is now an alias of "Chiara Dahll": the old address leads to the joined persona.
    const chiara = await request(`/atlas/personas/${nameKey('Chiara Dahl')}/`);
    expect(redirectTarget(chiara.html)).toBe(`/atlas/personas/${nameKey('Chiara Dahll')}/`);
    const claims = (dir: string) => listFiles(dir).filter((f) => /^atlas\/claims\/[^/]+\/index\.html$/.test(f));
    const moved = claims(first.outDir).filter((f) => redirectTarget(readSiteFile(first.outDir, f)) === undefined && redirectTarget(readSiteFile(grown.outDir, f)) !== undefined);
    expect(moved).toHaveLength(1);
    expect(redirectTarget(readSiteFile(grown.outDir, moved[0]!))).toMatch(/^\/atlas\/claims\/2024-bike-lanes-c1-[0-9a-z]{7}\/$/);
  });

  it('gives each placeholder persona its own page, named with its debate', () => {
    const fpga = readSiteFile(grown.outDir, `atlas/personas/${nameKey('Agent A', '2024/fpga-vs-tinytapeout' as DebateSlug)}/index.html`);
    const rust = readSiteFile(grown.outDir, `atlas/personas/${nameKey('Agent A', '2026/rust-vs-go' as DebateSlug)}/index.html`);
    expect(fpga).toMatch(/<h1[^>]*>Agent A · fpga-vs-tinytapeout<\/h1>/);
    expect(rust).toMatch(/<h1[^>]*>Agent A · rust-vs-go<\/h1>/);
    const list = readSiteFile(grown.outDir, 'atlas/personas/index.html');
    expect(list).toContain('Agent A · fpga-vs-tinytapeout');
    expect(list).toContain('1 debate<');
  });

  it('keeps redirect pages out of the search index', () => {
    const chiara = readSiteFile(grown.outDir, `atlas/personas/${nameKey('Chiara Dahl')}/index.html`);
    expect(chiara).not.toContain('data-pagefind-body');
    expect(readSiteFile(grown.outDir, `atlas/personas/${nameKey('Bruno Costa')}/index.html`)).toContain('data-pagefind-body');
  });
});
