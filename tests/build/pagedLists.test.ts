// The site's long lists at a small page size (DEBATE_ATLAS_LIST_PAGE_SIZE=5) over a
// generated archive of 61 debates: the question ledger, the cruxes and the persona and
// domain indexes are numbered static pages (every entry once, none past the last page),
// each with the one sort and filter form and a list index of its own; the tag filter and
// the browse page list only the most used tags, the rest on paged tag lists; a year's
// debates are numbered pages too, under their months, linked from browse; so are the alias
// report's merges; a very long claim is whole on its card and cut everywhere else on its
// debate's page.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FacetRow } from '../../src/lib/archive/listFacets.ts';
import type { AtlasData } from '../../src/lib/atlas/atlasData.ts';
import { TAGS_IN_FILTER } from '../../src/lib/archive/listing.ts';
import type { ListIndex } from '../../src/lib/archive/listing.ts';
import type { ListRows } from '../../src/lib/archive/listQuery.ts';
import { buildSite, testOutput, type SiteBuild } from '../support/buildSite.ts';
import { LIST_PERSONAS, writeListArchive, writeWideDebate, type ListArchive } from '../support/listArchive.ts';
import { visibleText } from '../support/visibleText.ts';

const SIZE = 5;
const WIDE_TAGS = 120;
const LONG = 150_000;
/** Personas one letter off the archive's: each a suggestion of the alias report, never merged. */
const NEAR_NAMES = LIST_PERSONAS.slice(0, 7).map((name) => `${name}x`);
let archive: ListArchive;
let long: string;
let build: SiteBuild;

beforeAll(() => {
  archive = writeListArchive(testOutput('content-paged-lists'), 56, 4);
  long = writeWideDebate(archive.folder, WIDE_TAGS, LONG, NEAR_NAMES);
  build = buildSite('paged-lists', { content: archive.folder, env: { DEBATE_ATLAS_LIST_PAGE_SIZE: String(SIZE) } });
  if (build.status !== 0) throw new Error(build.output);
}, 600_000);

const read = (file: string) => readFileSync(path.join(build.outDir, file), 'utf8');
const exists = (file: string) => existsSync(path.join(build.outDir, file));
const pageFile = (first: string, page: number) => (page === 1 ? `${first}index.html` : `${first}page/${page}/index.html`);
const itemsOf = (html: string) => html.match(/<li[^>]*class="debate-item"/g)?.length ?? 0;

/** Every page of a list: each at most SIZE entries, the last one last; returns the pages. */
function pagesOf(first: string, total: number): string[] {
  const count = Math.ceil(total / SIZE);
  const pages = Array.from({ length: count }, (_, i) => read(pageFile(first, i + 1)));
  pages.forEach((html, i) => expect(itemsOf(html), `${first} page ${i + 1}`).toBe(i < count - 1 ? SIZE : total - SIZE * (count - 1)));
  expect(exists(pageFile(first, count + 1))).toBe(false);
  return pages;
}

describe('the question ledger, a page at a time', () => {
  it('lists every question once over its numbered pages, each printed once', () => {
    const index = JSON.parse(read('atlas/questions/index.json')) as ListRows<FacetRow>;
    // One question a roundtable (the minutes ask none).
    const questions = archive.roundtables + 1;
    expect(index.rows).toHaveLength(questions);
    const pages = pagesOf('atlas/questions/', questions);
    const ids = pages.flatMap((html) => [...html.matchAll(/data-question="([^"]+)"/g)].map((m) => m[1]));
    expect(new Set(ids).size).toBe(questions);
    const text = visibleText(pages[0]!).join(' ');
    for (const row of index.rows.slice(0, SIZE)) expect(text.split(row.t).length - 1, row.t).toBe(1);
    expect(pages[1]).toContain('<a href="/atlas/questions/" aria-label="Page 1">1</a>');
  });

  it('carries the sort and filter form (hidden without JavaScript) over its own index', () => {
    const page = read('atlas/questions/index.html');
    expect(page).toMatch(/<form class="list-controls js-only" data-list-controls data-index="\/atlas\/questions\/index.json"[^>]* hidden/);
    for (const name of ['q', 'debate', 'format', 'year', 'sort']) expect(page).toContain(`name="${name}"`);
    const index = JSON.parse(read('atlas/questions/index.json')) as ListRows<FacetRow>;
    expect(index.rows.find((r) => r.t === 'Question of debate 7?')).toMatchObject({ b: [expect.stringMatching(/^Debate 007 on /)], f: ['roundtable-kg'], n: 1 });
  });
});

describe('the cruxes, a page at a time', () => {
  it('ranks every crux once over its numbered pages, with a persona filter', () => {
    const index = JSON.parse(read('atlas/cruxes/index.json')) as ListRows<FacetRow & { r: number }>;
    expect(index.rows.length).toBeGreaterThan(SIZE * 3);
    const pages = pagesOf('atlas/cruxes/', index.rows.length);
    const ranks = pages.flatMap((html) => [...html.matchAll(/data-rank="(\d+)"/g)].map((m) => Number(m[1])));
    expect(ranks).toEqual(index.rows.map((r) => r.r));
    expect(pages[0]).toContain('name="persona"');
    expect(pages[0]).not.toContain('The first 500');
  });
});

describe('the alias report, a page at a time', () => {
  it('shows a bounded first page, and every merge once by following its pages without a script', () => {
    // Every merged node of the atlas (more than one node of the debates behind it).
    const data = JSON.parse(read('atlas/atlas-data.json')) as AtlasData;
    const merged = data.nodes.id.filter((_, i) => (data.nodes.anchor[i]?.length ?? 0) > 1);
    expect(merged.length).toBeGreaterThan(SIZE);
    const first = read('atlas/aliases/index.html');
    expect(first).toContain(`Merges (${merged.length})`);
    expect(first).toContain('Suggestions not applied');
    // A persona in every debate is one merge of ~60 nodes; twelve are named, the rest counted.
    expect(first).toMatch(/data-more-members>and \d+ more nodes</);
    const seen: string[] = [];
    const visited = new Set<string>();
    for (let href: string | undefined = '/atlas/aliases/'; href !== undefined;) {
      expect(visited.has(href), href).toBe(false);
      visited.add(href);
      const html = read(`${href.slice(1)}index.html`);
      const canonicals = [...html.matchAll(/<li data-canonical="([^"]+)"/g)].map((m) => m[1]!);
      expect(canonicals.length, href).toBeGreaterThan(0);
      expect(canonicals.length, href).toBeLessThanOrEqual(SIZE);
      const memberLines = html.match(/<span class="muted">in /g)?.length ?? 0;
      expect(memberLines, href).toBeLessThanOrEqual(SIZE * 12);
      seen.push(...canonicals);
      href = /<a href="([^"]+)" rel="next">/.exec(html)?.[1];
    }
    expect(visited.size).toBe(Math.ceil(merged.length / SIZE));
    expect(seen.toSorted()).toEqual(merged.toSorted());
    expect(read('atlas/aliases/page/2/index.html')).toContain('<a href="/atlas/aliases/" aria-label="Page 1">1</a>');
  });

  it('lists the suggestions not applied a page at a time too, the first on the report', () => {
    const first = read('atlas/aliases/index.html');
    const total = Number(/Suggestions not applied \((\d+)\)/.exec(first)?.[1]);
    const suggestionsOf = (html: string) => { const at = html.indexOf('data-suggestions'); return html.slice(at, html.indexOf('</ul>', at)).match(/<li>/g)?.length ?? 0; };
    expect(total).toBeGreaterThanOrEqual(NEAR_NAMES.length);
    let listed = suggestionsOf(first);
    expect(listed).toBe(Math.min(SIZE, total));
    for (let page = 2; page <= Math.ceil(total / SIZE); page++) {
      const html = read(`atlas/aliases/suggestions/page/${page}/index.html`);
      expect(suggestionsOf(html)).toBeLessThanOrEqual(SIZE);
      listed += suggestionsOf(html);
    }
    expect(listed).toBe(total);
  });
});

describe('browse, bounded', () => {
  it('pages the personas and domains, each name linked, the first few of its debates named', () => {
    const personas = JSON.parse(read('browse/personas/index.json')) as ListRows<FacetRow>;
    // The eight of the roundtables, the minutes' two participants and the wide debate's near names.
    const total = LIST_PERSONAS.length + 2 + NEAR_NAMES.length;
    expect(personas.rows).toHaveLength(total);
    const pages = pagesOf('browse/personas/', total);
    expect(pages[0]).toMatch(/<h3 class="debate-item__title"><a href="\/atlas\/personas\/[^"]+\/">Ada Berg<\/a><\/h3>/);
    expect(visibleText(pages[0]!).join(' ')).toMatch(/and \d+ more/);
    expect(exists('browse/domains/index.html')).toBe(true);
  });

  it('shows the most used tags and links the paged list of every tag', () => {
    const browse = read('browse/index.html');
    const tags = WIDE_TAGS + 4;
    expect(browse.match(/<a class="tag"/g)).toHaveLength(30);
    expect(browse).toContain(`<a href="/browse/tags/">All ${tags} tags</a>`);
    const perPage = SIZE * 10;
    const pages = Array.from({ length: Math.ceil(tags / perPage) }, (_, i) => read(pageFile('browse/tags/', i + 1)));
    const listed = pages.flatMap((html) => [...html.matchAll(/<a class="tag" href="([^"]+)"/g)].map((m) => m[1]));
    expect(new Set(listed).size).toBe(tags);
    for (const html of pages) expect(html.match(/<a class="tag"/g)!.length).toBeLessThanOrEqual(perPage);
  });
});

describe('the index\'s tag filter and the tag pages, bounded', () => {
  it('suggests the most used tags and links the rest, on every page of the index', () => {
    for (const file of ['index.html', 'page/2/index.html']) {
      const html = read(file);
      const datalist = html.slice(html.indexOf('<datalist id="list-tag">'), html.indexOf('</datalist>'));
      expect(datalist.match(/<option/g)).toHaveLength(TAGS_IN_FILTER);
      expect(html).toContain(`<a class="list-controls__more" href="/browse/tags/">All ${WIDE_TAGS + 4} tags</a>`);
    }
  });

  it('keeps a tag page\'s tags to those of the debates it lists', () => {
    const html = read('tags/wide-tag-0000/index.html');
    expect(html.match(/<a class="tag"/g)!.length).toBeLessThanOrEqual(8);
    expect(visibleText(html).join(' ')).toContain(`+${WIDE_TAGS - 8} more`);
  });
});

describe('a year\'s debates, a page at a time', () => {
  /** The index's rows by year: what each year's pages must list. */
  const byYear = () => {
    const years = new Map<string, string[]>();
    for (const row of (JSON.parse(read('debates-index.json')) as ListIndex).rows) {
      const year = row.d.slice(0, 4);
      years.set(year, [...(years.get(year) ?? []), row.u]);
    }
    return years;
  };

  it('lists every debate of a year once over its numbered pages, each at most a page long', () => {
    const years = byYear();
    expect([...years.keys()].sort()).toEqual(['2023', '2024', '2025', '2026']);
    for (const [year, urls] of years) {
      const pages = pagesOf(`years/${year}/`, urls.length);
      const listed = pages.flatMap((html) => [...html.matchAll(/<h3 class="debate-item__title"><a href="([^"]+)"/g)].map((m) => m[1]));
      expect(listed.sort(), year).toEqual([...urls].sort());
    }
    // 2025: its roundtables and the four minutes, over several pages.
    expect(years.get('2025')!.length).toBeGreaterThan(SIZE * 3);
    const second = read('years/2025/page/2/index.html');
    expect(second).toContain('<a href="/years/2025/" aria-label="Page 1">1</a>');
    expect(second).toMatch(/<h2 id="m-2025-\d\d">\w+ 2025<\/h2>/);
  });

  it('links each month from browse to the page and heading where it starts', () => {
    const links = [...read('browse/index.html').matchAll(/href="\/(years\/\d{4}\/(?:page\/\d+\/)?)#(m-\d{4}-\d\d)"/g)];
    expect(links.length).toBeGreaterThan(12);
    for (const [, page, id] of links) expect(read(`${page}index.html`), `${page}#${id}`).toContain(`<h2 id="${id}">`);
  });
});

describe('a very long claim on its debate\'s page', () => {
  it('is whole once (its card) and cut in every relation row, backlink and list', () => {
    const html = read('debates/2023/wide/index.html');
    expect(html.split(long).length - 1).toBe(1);
    expect(html).toMatch(/<p class="card__text">Long claim word/);
    expect(html.length).toBeLessThan(LONG * 2);
  });
});
