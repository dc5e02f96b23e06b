// The Pagefind integration on small hand-made sites: what it indexes, in which language,
// and what it refuses.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { childIds } from '../../../src/integrations/childProcesses.ts';
import { findPages, INDEX_LANGUAGE, indexSite, PARTS_FILE } from '../../../src/integrations/pagefindIndex.ts';
import { page, site } from '../../support/searchSites.ts';

const pathsOf = async (root: string) => (await findPages(root)).searchable.map((found) => found.path);

describe('the Pagefind index', () => {
  it('finds the searchable marker wherever it is in a page, near the start or far in', async () => {
    const padding = (n: number) => `<meta name="x" content="${'p'.repeat(n)}">`;
    const late = (n: number) => page('en', 'Late marker').replace('<head>', `<head>${padding(n)}`);
    const root = site({
      'a/index.html': page('en', 'Early marker'),
      // The marker past the first 64 KB, and straddling it.
      'b/index.html': late(100_000),
      'c/index.html': late(64 * 1024 - 120),
      'd/index.html': page('en', 'Not searchable', false).replace('<head>', `<head>${padding(100_000)}`),
    });
    expect(await pathsOf(root)).toEqual(['a/index.html', 'b/index.html', 'c/index.html']);
  });

  it('reads whole no page whose digest this build sealed, and finds its marker in the page itself', async () => {
    const root = site({ 'a/index.html': page('en', 'Searchable'), 'b/index.html': page('en', 'Not searchable', false), 'c/index.html': page('en', 'Another') });
    const before = await findPages(root);
    expect(before.read).toBe(3);
    // On disk a and b turn into each other; with their sealed digests they are not digested
    // again, but whether each is searchable is read from the page, never from a cache (review 06zb, row 4).
    writeFileSync(path.join(root, 'a/index.html'), page('en', 'Now not searchable', false));
    writeFileSync(path.join(root, 'b/index.html'), page('en', 'Now searchable'));
    const known = await findPages(root, new Map([['a/index.html', 'sealed a'], ['b/index.html', 'sealed b']]));
    expect(known.searchable).toEqual([{ path: 'b/index.html', digest: 'sealed b' }, { path: 'c/index.html', digest: before.searchable[1]!.digest }]);
    expect(known.unsearchable).toEqual([{ path: 'a/index.html', digest: 'sealed a' }]);
    expect(known.read).toBe(1);
    // A page past 64 KB with no marker in its head is read whole for it.
    writeFileSync(path.join(root, 'a/index.html'), page('en', 'Late marker').replace('<head>', `<head><meta name="x" content="${'p'.repeat(100_000)}">`));
    const late = await findPages(root, new Map([['a/index.html', 'sealed a']]));
    expect(late.searchable.map((p) => p.path)).toContain('a/index.html');
    expect(late.read).toBe(3);
  });

  it('indexes only searchable pages, every language into one index', async () => {
    const root = site({
      'index.html': page('en', 'Home page', false),
      'debates/a/index.html': page('en', 'A four-day week'),
      'debates/b/index.html': page('ja', 'AI は真の創造性を持つか'),
      'debates/c/index.html': page('zh-Hans', '是否应当在市中心全面禁止私家车通行'),
      'debates/d/index.html': page('ko', '다음 글감 선정 회의'),
    });
    expect(await pathsOf(root)).toEqual(['debates/a/index.html', 'debates/b/index.html', 'debates/c/index.html', 'debates/d/index.html']);
    const warnings: string[] = [];
    expect((await indexSite(root, { info: () => {}, warn: (m: string) => warnings.push(m) })).pages).toBe(4);
    expect(warnings).toEqual([]);
    const entry = JSON.parse(readFileSync(path.join(root, 'pagefind/pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
    expect(Object.keys(entry.languages)).toEqual([INDEX_LANGUAGE]);
    expect(entry.languages[INDEX_LANGUAGE]?.page_count).toBe(4);
    const bundle = readdirSync(path.join(root, 'pagefind'));
    expect(bundle).toContain('pagefind.js');
    expect(bundle.filter((f) => f.startsWith('pagefind-ui') || f.includes('component-ui'))).toEqual([]);
  });

  it("leaves no Pagefind process behind: each part's binary has ended, its CPU counted in the build's", async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 4; i++) files[`debates/d${i}/index.html`] = page('en', `Debate ${i}`);
    const before = childIds();
    expect((await indexSite(site(files), undefined, { pagesPerIndex: 2 })).pages).toBe(4);
    expect([...childIds()].filter((id) => !before.has(id))).toEqual([]);
  });

  it('writes nothing, and removes a stale bundle, when no page is searchable', async () => {
    const root = site({ 'index.html': page('en', 'Home page', false), 'pagefind/pagefind.js': '// stale' });
    const warnings: string[] = [];
    expect((await indexSite(root, { info: () => {}, warn: (m: string) => warnings.push(m) })).pages).toBe(0);
    expect(warnings.join('\n')).toContain('no page is marked searchable');
    expect(existsSync(path.join(root, 'pagefind'))).toBe(false);
  });

  it('indexes a site past pagesPerIndex in parts, every page in exactly one, that the search box merges', async () => {
    const files: Record<string, string> = { 'index.html': page('en', 'Home page', false) };
    for (let i = 0; i < 7; i++) files[`debates/d${i}/index.html`] = page('en', `Debate number ${i} on topic${i}`);
    const root = site(files);
    expect((await indexSite(root, undefined, { pagesPerIndex: 3 })).pages).toBe(7);
    const bundle = path.join(root, 'pagefind');
    const parts = JSON.parse(readFileSync(path.join(bundle, PARTS_FILE), 'utf8')) as { parts: string[] };
    expect(parts.parts).toEqual(['part-2/', 'part-3/']);
    const entry = (folder: string) => JSON.parse(readFileSync(path.join(folder, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
    const counts = [bundle, ...parts.parts.map((p) => path.join(bundle, p))].map((folder) => entry(folder).languages[INDEX_LANGUAGE]?.page_count);
    // Dealt round-robin: 3 + 2 + 2.
    expect(counts).toEqual([3, 2, 2]);
    // The first part is the bundle the browser loads; the others are its index only.
    expect(readdirSync(bundle)).toContain('pagefind.js');
    for (const part of parts.parts) {
      const own = readdirSync(path.join(bundle, part), { withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);
      expect(own.every((name) => name === 'pagefind-entry.json' || name.endsWith('.pf_meta')), own.join(', ')).toBe(true);
    }
    // Nothing of the staging is left in the site.
    expect(readdirSync(root).sort()).toEqual(['debates', 'index.html', 'pagefind']);
  });

  it('writes an empty parts list for a site in one index', async () => {
    const root = site({ 'a/index.html': page('en', 'Only page') });
    expect((await indexSite(root)).pages).toBe(1);
    expect(JSON.parse(readFileSync(path.join(root, 'pagefind', PARTS_FILE), 'utf8'))).toEqual({ parts: [] });
  });

  it('counts searchable pages, not HTML files: a large site with few searchable pages keeps one index', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 6; i++) files[`tags/t${i}/index.html`] = page('en', `Tag ${i}`, false);
    files['debates/a/index.html'] = page('en', 'Only debate');
    files['debates/b/index.html'] = page('en', 'Other debate');
    const root = site(files);
    expect((await indexSite(root, undefined, { pagesPerIndex: 3 })).pages).toBe(2);
    expect(JSON.parse(readFileSync(path.join(root, 'pagefind', PARTS_FILE), 'utf8'))).toEqual({ parts: [] });
  });

  it('writes nothing when a large site has no searchable page, and refuses a part size below one', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 5; i++) files[`tags/t${i}/index.html`] = page('en', `Tag ${i}`, false);
    const root = site(files);
    const warnings: string[] = [];
    expect((await indexSite(root, { info: () => {}, warn: (m: string) => warnings.push(m) }, { pagesPerIndex: 2 })).pages).toBe(0);
    expect(warnings.join('\n')).toContain('no page is marked searchable');
    expect(existsSync(path.join(root, 'pagefind'))).toBe(false);
    await expect(indexSite(root, undefined, { pagesPerIndex: 0 })).rejects.toThrow(/whole number above 0/);
  });

  it('neither indexes nor keeps a staging folder a stopped build left behind', async () => {
    const files: Record<string, string> = { '.pagefind-part/debates/x/index.html': page('en', 'Left behind') };
    for (let i = 0; i < 4; i++) files[`debates/d${i}/index.html`] = page('en', `Debate ${i}`);
    const root = site(files);
    expect(await pathsOf(root)).toEqual(['debates/d0/index.html', 'debates/d1/index.html', 'debates/d2/index.html', 'debates/d3/index.html']);
    expect((await indexSite(root, undefined, { pagesPerIndex: 2 })).pages).toBe(4);
    expect(existsSync(path.join(root, '.pagefind-part'))).toBe(false);
  });
});
