// The bundled sample archive, built as `npm run build` builds it, checked file by file.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/buildSite.ts';
import { fixtureSite } from '../support/fixtureSites.ts';
import { bundleDifferences, pagefindBundleOf } from '../support/searchBundles.ts';
import { tempFolder } from '../support/tempFolder.ts';
import { readSiteFile } from '../../scripts/support/siteFiles.ts';

const site = fixtureSite('sample');
const read = (file: string) => readSiteFile(site.outDir, file);
// Tests that name a debate read the reading fixture (a frozen copy of the sample): a
// user's own content/ may drop any sample debate; over content/ only invariants hold.
const readingSite = fixtureSite('reading');
const reading = (file: string) => readSiteFile(readingSite.outDir, file);
const contentFiles = fg.sync('**/*.{json,md}', { cwd: path.join(projectRoot, 'content/debates') });

describe('the sample archive build', () => {
  it('succeeds', () => {
    expect(site.status, site.output).toBe(0);
  });

  it('lists every debate of content/ on the index, newest first', () => {
    const index = read('index.html');
    const items = [...index.matchAll(/<li class="debate-item"[^>]*>[\s\S]*?<time datetime="([^"]+)"/g)].map((m) => m[1]!);
    expect(index.match(/class="debate-item"/g)?.length).toBe(contentFiles.length);
    expect(items).toEqual([...items].sort().reverse());
    // Each with what it came to, in one line.
    expect(index.match(/class="debate-item__outcome"/g)?.length).toBe(contentFiles.length);
  });

  it('gives every debate a page with graph, cards, self-check and downloads', () => {
    for (const file of contentFiles) {
      const slug = file.replace(/\.(json|md)$/, '');
      const page = read(`debates/${slug}/index.html`);
      expect(page, slug).toContain('<svg class="da-graph__svg"');
      expect(page, slug).toContain('class="card');
      expect(page, slug).toContain('id="outcome-heading"');
      expect(page, slug).toContain('id="check-heading"');
      const graph = JSON.parse(read(`debates/${slug}/graph.json`));
      expect(graph.nodes.length, slug).toBe(graph.stats.nodes);
      expect(page.match(/<g class="node [^"]*" data-anchor=/g)?.length, slug).toBe(graph.nodes.length);
      for (const node of graph.nodes) expect(typeof node.x).toBe('number');
      expect(JSON.parse(read(`debates/${slug}/intermediate.json`)).nodes.length).toBe(graph.nodes.length);
      expect(read(`debates/${slug}/concepts.md`)).toMatch(/^### \[\[.+\]\]$/m);
      expect(read(`debates/${slug}/README.md`)).toContain('## Self-check');
    }
  });

  it('shows the seed debate as roundtable-kg would: steelman diamond, contested claims, a synthesis that is not a conclusion', () => {
    const page = reading('debates/2026/ai-creativity/index.html');
    expect(page).toContain('AI は真の創造性を持つか');
    expect(page).toContain('<html lang="ja"');
    expect(page).toMatch(/<g class="node node--steelman[^"]*"[^>]*>\s*<path class="node__shape" d="M0,-14L14,0L0,14L-14,0Z"/);
    expect(page).toContain('Host synthesis — not a conclusion');
    expect(page).toMatch(/class="card card--contested"/);
    // The steelman card names its original (quoted) and its author.
    expect(page).toMatch(/<dt[^>]*>Steelman of<\/dt>\s*<dd><a href="#n-[^"]+">[^<]+<\/a><blockquote class="card__quote"[^>]*>[\s\S]*?<dt[^>]*>Written by<\/dt>\s*<dd><a href="\/atlas\/personas\/[^"]+" data-card="n-p_func">機能主義者<\/a>/);
  });

  it('works without JavaScript: a static SVG from the stored layout and a table of every relation', () => {
    const page = reading('debates/2026/ai-creativity/index.html');
    const graph = JSON.parse(reading('debates/2026/ai-creativity/graph.json'));
    expect(page).toContain(`transform="translate(${graph.nodes[0].x},${graph.nodes[0].y})"`);
    const table = /<table class="da-relations">[\s\S]*?<tbody>([\s\S]*?)<\/tbody>/.exec(page)![1]!;
    expect(table.match(/<tr>/g)?.length).toBe(graph.edges.length);
    // Every edge drawn, its dash and arrowhead from the figure's own style rules; the wide
    // hit path is the script's to add (hovering needs the script).
    expect(page.match(/<path class="edge__line" d="[^"]+"\/>/g)?.length).toBe(graph.edges.length);
    expect(page).toMatch(/<style>\[data-edge-style="debate-graph"\] \.edge--supports \.edge__line\{marker-end:url\(#debate-graph-arrow-supports\)\}/);
  });

  it('publishes the JSON Schema of the log', () => {
    const schema = JSON.parse(read('schema/debate-log.json'));
    expect(schema.$id).toMatch(/\/schema\/debate-log\.json$/);
    expect(schema.required).toEqual(expect.arrayContaining(['topic', 'personas', 'claims']));
    expect(schema.properties.relations.items.properties.type.enum).toContain('steelmanned_by');
  });

  it('makes the downloads, the atlas files and the search index once astro build has ended, then checks them, then says Complete!', () => {
    // Astro's own "Complete!" says what is done instead; the build says it is complete at its end.
    const later = site.output.indexOf('the downloads, the atlas files and the search index are made once this build has ended');
    const built = site.output.indexOf('[build] pages written; the downloads, the atlas files, the search index and the final check follow');
    // The index is made beside the atlas files (a small atlas): either may end first.
    const made = [
      site.output.search(/\[debate-atlas:downloads\] wrote the downloads of \d+ debate\(s\) \(\d+ from the cache\) and 5 atlas files/),
      site.output.search(/\[debate-atlas:pagefind\] indexed \d+ page\(s\) into pagefind\//),
    ];
    const checked = site.output.search(/\[debate-atlas:site-complete\] all \d+ files/);
    expect(later).toBeGreaterThan(-1);
    expect(built).toBeGreaterThan(later);
    for (const step of made) {
      expect(step).toBeGreaterThan(built);
      expect(checked).toBeGreaterThan(step);
    }
    expect(site.output.indexOf('[build] Complete!')).toBeGreaterThan(checked);
  });

  it('publishes the search index Pagefind makes from the whole pages, though it read them cut', async () => {
    // An archive with no debate has no searchable page, and no index (the build says so).
    if (!existsSync(path.join(site.outDir, 'pagefind'))) return expect(site.output).toContain('no page is marked searchable');
    const whole = tempFolder('da-sample-pagefind-');
    await pagefindBundleOf(site.outDir, whole);
    expect(bundleDifferences(path.join(site.outDir, 'pagefind'), whole)).toEqual([]);
  });
});
