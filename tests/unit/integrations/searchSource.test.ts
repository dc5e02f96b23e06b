// What Pagefind is given of a page (src/integrations/searchSource.ts): the content of
// data-pagefind-ignore="all" elements cut, only where Pagefind could take nothing from
// it. Real Pagefind is the judge: the bundle made from the cut pages must be the bundle
// made from the pages, and for each case the rules keep, cutting anyway must change it.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexSite } from '../../../src/integrations/pagefindIndex.ts';
import { searchSource, updateSources, type SearchablePage } from '../../../src/integrations/searchSource.ts';
import { bundleDifferences, pagefindBundleOf } from '../../support/searchBundles.ts';
import { site } from '../../support/searchSites.ts';
import { listFiles } from '../../../scripts/support/siteFiles.ts';
import { tempFolder } from '../../support/tempFolder.ts';
import { settledUnder } from '../../support/changeClock.ts';
import { SETTLED_NS } from '../../../src/lib/core/cache.ts';

const IGNORED = '<section data-pagefind-ignore="all">';
/** A searchable page whose body holds `body`; `head` false leaves out the <title>. */
const pageWith = (body: string, head = true) =>
  `<!doctype html><html lang="en"><head>${head ? '<title>Page title</title>' : ''}<script>if (1 < 2) {}</script></head>` +
  `<body><header>menu</header><main data-pagefind-body>${body}</main><footer>foot</footer></body></html>`;

/** `inner` in an ignored section between indexed words. */
const around = (inner: string) => pageWith(`<h1>Heading</h1><p>before words</p>${IGNORED}${inner}</section><p>after words</p>`);

/** Cases whose ignored content Pagefind reads: `inner` is that content, cut by `naive` to show it matters. */
const kept: Record<string, { page: (inner: string) => string; inner: string }> = {
  'a meta under an svg': { page: (inner) => pageWith(`<h1>Meta</h1><p>words</p>${IGNORED}${inner}</section>`), inner: '<svg><g data-pagefind-meta="image[data-src]" data-src="/x.png"></g></svg>' },
  'a filter under an svg': { page: (inner) => pageWith(`<h1>Filter</h1><p>words</p>${IGNORED}${inner}</section>`), inner: '<svg><text data-pagefind-filter="colour">blue</text></svg>' },
  'a sort under an svg': { page: (inner) => pageWith(`<h1>Sort</h1><p>words</p>${IGNORED}${inner}</section>`), inner: '<svg><text data-pagefind-sort="rank">7</text></svg>' },
  'the first h1 under an svg': { page: (inner) => pageWith(`${IGNORED}${inner}</section><p>words</p>`), inner: '<svg><foreignObject><h1>Hidden heading</h1></foreignObject></svg>' },
  'the only title under an svg': { page: (inner) => pageWith(`${IGNORED}${inner}</section><p>words</p>`, false), inner: '<svg><title>Tooltip title</title></svg>' },
  'the first image under an svg': { page: (inner) => pageWith(`<h1>Image</h1><p>words</p>${IGNORED}${inner}</section>`), inner: '<svg><foreignObject><img src="/picture.png" alt="a picture"></foreignObject></svg>' },
  // Markup the two parsers read otherwise (found in review, each checked against Pagefind).
  'a meta in a form htmlparser2 drops': { page: around, inner: '<form><form data-pagefind-meta="leak:yes"></form></form>' },
  'a meta under MathML in an svg': { page: around, inner: '<svg><mi><title><span data-pagefind-meta="leak:yes"></span></title></mi></svg>' },
  'an end tag in a title under MathML in an svg': { page: around, inner: '<svg><mi><title></section><p>leaked words</p><section></title></mi></svg>' },
  'an end tag in CDATA after a <b> in an svg': { page: around, inner: '<svg><b></b><![CDATA[></section><p>leaked words</p><section>]]></svg>' },
  'an end tag in a title after a self-closed svg': { page: around, inner: '<svg/><title></section><p>leaked words</p><section></title>' },
  'a self-closed style after a <b> in an svg': { page: around, inner: '<svg><b></b><style/></svg>' },
  'a self-closed script after a <p> in an svg': { page: around, inner: '<svg><p></p><script/></svg>' },
  'an end tag in a title under annotation-xml': { page: around, inner: '<math><annotation-xml><title></section><p>leaked words</p><section></title></annotation-xml></math>' },
  'an end tag in CDATA after a <font color> in an svg': { page: around, inner: '<svg><font color=red></font><![CDATA[></section><p>leaked words</p><section>]]></svg>' },
};

/** Pages whose first title is not where a simple reading puts it: the svg's title must stay. */
const titled: Record<string, string> = {
  'a title in a repaired paragraph': '<!doctype html><html lang="en"><head><script>1</script></head><body><main data-pagefind-body><p>words here</p><p data-pagefind-ignore="all">x<div><title>First title</title></div></p><section data-pagefind-ignore="all"><svg><title>Second title</title></svg></section><p>after</p></main></body></html>',
  'a title before <html>': '<!doctype html><title>Pre title</title><html lang="en"><head></head><body><main data-pagefind-body><p>words here</p><section data-pagefind-ignore="all"><svg><title>Svg title</title></svg></section><p>after</p></main></body></html>',
};

/** Cases cut (or left whole for another reason) that must index as the pages do. */
const cut: Record<string, string> = {
  'a graph section': pageWith(
    `<h1>A four-day week</h1><p>alpha words</p>${IGNORED}<h2 id="graph">Graph</h2><svg><title>node tip</title><g id="n1"><text>svg words</text></g></svg>` +
      '<table><tr><td id="r1">relation words</td></tr></table><script type="application/json">{"a":1}</script></section><p>after words</p>',
  ),
  'cards with backlinks': pageWith(
    `<h1>Cards</h1>${['one', 'two', 'three'].map((n) => `<article id="c-${n}"><h3>Card ${n}</h3><p>claim ${n}</p><details class="backlinks" data-pagefind-ignore="all"><summary>Backlinks</summary><ul><li id="b-${n}"><a href="#x">linked ${n}</a></li></ul></details></article>`).join('')}`,
  ),
  'an ignored element left whole (index)': pageWith('<h1>Index only</h1><p data-pagefind-ignore>not indexed</p><p>indexed words</p>'),
  'an implied end inside': pageWith(`<h1>Implied</h1>${IGNORED}<p>one<div>two</div></section><p>after</p>`),
  'a comment inside': pageWith(`<h1>Comment</h1>${IGNORED}<!-- note --><p>gone</p></section><p>after</p>`),
  'an element kept around one cut': pageWith(
    `<h1>Nested</h1><div data-pagefind-ignore="all"><svg><foreignObject><h1>Inner heading</h1></foreignObject></svg>${IGNORED}<table><tr><td>deep words</td></tr></table></section></div><p>after</p>`,
  ),
  'an ignored element inside one cut': pageWith(`<h1>Nested cut</h1>${IGNORED}<p>outer words</p><div data-pagefind-ignore="all"><p>inner words</p></div></section><p>after</p>`),
  'script text with a "<" in cut content': pageWith(`<h1>Script</h1>${IGNORED}<script>if (a < b) {}</script><p>gone</p></section><p>after</p>`),
  'a title after the head’s, outside any svg': pageWith(`<h1>Titles</h1>${IGNORED}<div><title>late title</title></div></section><p>after</p>`),
  'self-closing shapes in an svg': pageWith(`<h1>Shapes</h1>${IGNORED}<svg><path d="M0 0"/><circle r="1"/><g><line x1="0"/></g></svg></section><p>after</p>`),
  'ignore values Pagefind reads as ignore or as all': pageWith('<h1>Values</h1><p data-pagefind-ignore="">a</p><p data-pagefind-ignore="index">b</p><p data-pagefind-ignore="nonsense">c</p><p data-pagefind-ignore=" all">d</p><p>after</p>'),
  ...Object.fromEntries(Object.entries(kept).map(([name, { page, inner }]) => [name, page(inner)])),
  ...titled,
};
/** The cases whose content is cut: each must come out shorter. */
const cutShort = ['a graph section', 'cards with backlinks', 'an element kept around one cut', 'an ignored element inside one cut', 'a title after the head’s, outside any svg', 'self-closing shapes in an svg'];

const siteOf = (pages: Record<string, string>) => site(Object.fromEntries(Object.entries(pages).map(([name, html], i) => [`p${i}-${name.replaceAll(' ', '-')}/index.html`, html])));

describe('searchSource', () => {
  it('cuts the content of an element Pagefind excludes, keeping its tags', () => {
    const source = searchSource(cut['a graph section']!);
    expect(source).toContain(`${IGNORED}</section>`);
    expect(source).not.toContain('svg words');
    expect(source).toContain('<p>after words</p>');
    expect(searchSource(pageWith('<p>x</p><div data-pagefind-ignore="ALL"><b>y</b></div>'))).toContain('<div data-pagefind-ignore="ALL"></div>');
  });

  it('leaves a page with nothing to cut as it is, and what only looks like markup', () => {
    const plain = pageWith('<h1>Plain</h1><p>words</p>');
    expect(searchSource(plain)).toBe(plain);
    const inScript = pageWith(`<h1>Script</h1><script>const s = '${IGNORED}<p>x</p></section>';</script>`);
    expect(searchSource(inScript)).toBe(inScript);
    const unclosed = pageWith(`<h1>Unclosed</h1>${IGNORED}<p>never closed</p>`).replace('</main><footer>foot</footer></body></html>', '');
    expect(searchSource(unclosed)).toBe(unclosed);
  });

  it.each(Object.entries(kept))('keeps the content that holds %s', (_name, { page, inner }) => {
    expect(searchSource(page(inner))).toContain(inner);
  });

  it('keeps what another parser could read otherwise, and an element whose own tag Pagefind reads', () => {
    for (const inner of ['<p>one<div>two</div>', '<!-- note --><p>x</p>', '<textarea>t</textarea>', '<noscript><p>n</p></noscript>', '<style>a < b {}</style>', '<template><p>t</p></template>']) {
      expect(searchSource(pageWith(`${IGNORED}${inner}</section>`)), inner).toContain(inner);
    }
    const metaOnItself = pageWith('<svg data-pagefind-ignore="all" data-pagefind-meta="shape"><text>round</text></svg>');
    expect(searchSource(metaOnItself)).toBe(metaOnItself);
  });

  it.each(cutShort)('cuts %s', (name) => {
    expect(searchSource(cut[name]!).length).toBeLessThan(cut[name]!.length);
  });

  it.each(Object.entries(titled))('keeps the svg title of %s', (_name, html) => {
    expect(searchSource(html)).toBe(html);
  });

  it('cuts an element inside one it must keep', () => {
    const source = searchSource(cut['an element kept around one cut']!);
    expect(source).toContain('Inner heading');
    expect(source).not.toContain('deep words');
  });

  it('gives Pagefind what the pages give it: the same bundle, byte for byte', async () => {
    const root = siteOf(cut);
    const fromPages = tempFolder('da-search-pages-');
    await pagefindBundleOf(root, fromPages);
    await indexSite(root);
    expect(bundleDifferences(path.join(root, 'pagefind'), fromPages)).toEqual([]);
    expect(listFiles(path.join(root, 'pagefind')).filter((name) => name.endsWith('.pf_fragment')).length).toBe(Object.keys(cut).length);
  });

  it.each(Object.entries(kept))('would change the bundle if the content holding %s were cut', async (_name, { page, inner }) => {
    const whole = site({ 'p/index.html': page(inner) });
    const naive = site({ 'p/index.html': page('') });
    const [a, b] = [tempFolder('da-search-a-'), tempFolder('da-search-b-')];
    await pagefindBundleOf(whole, a);
    await pagefindBundleOf(naive, b);
    expect(bundleDifferences(a, b).length).toBeGreaterThan(0);
  });
});

describe('searchSource, what the review found', () => {
  it.each(Object.entries(titled))('would change the bundle if the svg title of %s were cut', async (_name, html) => {
    const whole = site({ 'p/index.html': html });
    const naive = site({ 'p/index.html': html.replace(/<svg><title>[^<]*<\/title><\/svg>/, '<svg></svg>') });
    const [a, b] = [tempFolder('da-search-a-'), tempFolder('da-search-b-')];
    await pagefindBundleOf(whole, a);
    await pagefindBundleOf(naive, b);
    expect(bundleDifferences(a, b).length).toBeGreaterThan(0);
  });
});

describe('cutting on worker threads', () => {
  const pagesOf = (root: string): SearchablePage[] => listFiles(root).map((file) => ({ path: file, digest: file }));

  it('cuts each page as this thread does', async () => {
    const root = site(Object.fromEntries(Object.entries(cut).slice(0, 5).map(([, html], i) => [`p${i}/index.html`, html])));
    const folder = path.join(tempFolder('da-search-sources-'), 'source');
    const pages = pagesOf(root);
    expect(await updateSources(root, pages, folder, undefined, { cutsForWorkers: 1 })).toEqual({ folder, kept: 0 });
    for (const page of pages) expect(readFileSync(path.join(folder, page.path), 'utf8'), page.path).toBe(searchSource(readFileSync(path.join(root, page.path), 'utf8')));
  });

  it('passes on a failure with its code and path, once every thread has stopped', async () => {
    const root = site({ 'a/index.html': cut['a graph section']!, 'b/index.html': cut['a graph section']! });
    const folder = path.join(tempFolder('da-search-sources-'), 'source');
    const pages = [...pagesOf(root), { path: 'gone/index.html', digest: 'x' }, { path: 'gone-too/index.html', digest: 'y' }];
    const failure = await updateSources(root, pages, folder, undefined, { cutsForWorkers: 1 }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'ENOENT', path: expect.stringContaining('gone') });
  });
});

describe('sources kept between builds', () => {
  const storeOf = () => path.join(tempFolder('da-search-store-'), 'search');
  const pages = () => ({
    'debates/a/index.html': cut['a graph section']!,
    'debates/b/index.html': cut['cards with backlinks']!,
    'debates/城市 交通/index.html': pageWith(`<h1>城市交通</h1>${IGNORED}<p>x</p></section><p>是否应当</p>`),
  });
  const index = async (root: string, store: string, warn: string[] = []) => {
    rmSync(path.join(root, 'pagefind'), { recursive: true, force: true });
    return indexSite(root, { info: () => {}, warn: (m: string) => warn.push(m) }, { searchStore: store });
  };
  const tree = (store: string) => listFiles(path.join(store, 'source'));

  it('keeps the unchanged pages’ sources, cuts the others, and holds no page the site lost', async () => {
    const root = site(pages());
    const store = storeOf();
    expect((await index(root, store)).sourcesKept).toBe(0);
    expect(tree(store)).toEqual(Object.keys(pages()).sort());
    expect(readFileSync(path.join(store, 'source/debates/a/index.html'), 'utf8')).toBe(searchSource(cut['a graph section']!));
    expect((await index(root, store)).sourcesKept).toBe(3);

    writeFileSync(path.join(root, 'debates/a/index.html'), cut['a graph section']!.replace('alpha words', 'edited words'));
    rmSync(path.join(root, 'debates/b'), { recursive: true });
    writeFileSync(path.join(root, 'debates/c.html'), pageWith('<h1>New</h1><p>added page</p>'));
    expect((await index(root, store)).sourcesKept).toBe(1);
    expect(tree(store)).toEqual(['debates/a/index.html', 'debates/c.html', 'debates/城市 交通/index.html']);
    expect(readFileSync(path.join(store, 'source/debates/a/index.html'), 'utf8')).toContain('edited words');
    // The index the kept sources give is the one a build with nothing kept writes.
    const cold = site(Object.fromEntries(listFiles(root).filter((f) => !f.startsWith('pagefind/')).map((f) => [f, readFileSync(path.join(root, f), 'utf8')])));
    await indexSite(cold);
    expect(bundleDifferences(path.join(root, 'pagefind'), path.join(cold, 'pagefind'))).toEqual([]);
  });

  it('cuts every page again when the ledger is gone or was written under other rules, dropping what it does not list', async () => {
    const root = site(pages());
    const store = storeOf();
    await index(root, store);
    writeFileSync(path.join(store, 'source/debates/stray.html'), pageWith('<p>left by a stopped build</p>'));
    rmSync(path.join(store, 'source.json'));
    expect((await index(root, store)).sourcesKept).toBe(0);
    expect(existsSync(path.join(store, 'source/debates/stray.html'))).toBe(false);
    const ledger = JSON.parse(readFileSync(path.join(store, 'source.json'), 'utf8')) as { rules: string };
    writeFileSync(path.join(store, 'source.json'), JSON.stringify({ ...ledger, rules: 'older' }));
    expect((await index(root, store)).sourcesKept).toBe(0);
    writeFileSync(path.join(store, 'source.json'), '{ not json');
    expect((await index(root, store)).sourcesKept).toBe(0);
    expect((await index(root, store)).sourcesKept).toBe(3);
    // A source gone from the folder is cut again, whatever the ledger says; so is the folder.
    rmSync(path.join(store, 'source/debates/b/index.html'));
    expect((await index(root, store)).sourcesKept).toBe(2);
    expect(existsSync(path.join(store, 'source/debates/b/index.html'))).toBe(true);
    rmSync(path.join(store, 'source'), { recursive: true });
    const warnings: string[] = [];
    expect((await index(root, store, warnings)).sourcesKept).toBe(0);
    expect(warnings).toEqual([]);
    expect(tree(store)).toEqual(Object.keys(pages()).sort());
  });

  it('names a folder put where a kept source goes (probe 16, row 13), and cuts the page again', async () => {
    const root = site(pages());
    const store = storeOf();
    await index(root, store);
    const source = path.join(store, 'source/debates/a/index.html');
    rmSync(source);
    mkdirSync(path.join(source, 'inside'), { recursive: true });
    const warnings: string[] = [];
    expect((await index(root, store, warnings)).sourcesKept).toBe(2);
    expect(warnings).toEqual([expect.stringContaining(`the search index's page sources: discarded the cache entry ${source} and made it again: it is a folder, not a page source`)]);
    expect(readFileSync(source, 'utf8')).toBe(searchSource(cut['a graph section']!));
  });

  it('discards a kept source edited in the store (probe 3, C1), naming it, and indexes the page as built', async () => {
    const root = site(pages());
    const store = storeOf();
    await index(root, store);
    const poisoned = path.join(store, 'source/debates/a/index.html');
    writeFileSync(poisoned, readFileSync(poisoned, 'utf8').replace('alpha words', 'POISON words<script>window.POISON=1</script>'));
    const warnings: string[] = [];
    expect((await index(root, store, warnings)).sourcesKept).toBe(2);
    expect(warnings).toEqual([`the search index's kept source ${poisoned} does not match what the last build wrote: discarded, cut again from the page`]);
    expect(readFileSync(poisoned, 'utf8')).toBe(searchSource(cut['a graph section']!));
    expect((await index(root, store)).sourcesKept).toBe(3);
  });

  it('trusts a settled kept source by its fingerprint, and still catches one edited to the same length, its time set back', async () => {
    const root = site(pages());
    const store = storeOf();
    await index(root, store);
    await settledUnder(path.join(store, 'source'), SETTLED_NS);
    expect((await index(root, store)).sourcesKept).toBe(3);
    const ledger = JSON.parse(readFileSync(path.join(store, 'source.json'), 'utf8')) as { sources: { stats: Record<string, string> } };
    expect(Object.keys(ledger.sources.stats).sort()).toEqual(Object.keys(pages()).sort());
    const poisoned = path.join(store, 'source/debates/a/index.html');
    const { atime, mtime } = statSync(poisoned);
    writeFileSync(poisoned, readFileSync(poisoned, 'utf8').replace('alpha words', 'POISON words'));
    utimesSync(poisoned, atime, mtime);
    const warnings: string[] = [];
    expect((await index(root, store, warnings)).sourcesKept).toBe(2);
    expect(warnings).toEqual([`the search index's kept source ${poisoned} does not match what the last build wrote: discarded, cut again from the page`]);
    expect(readFileSync(poisoned, 'utf8')).toBe(searchSource(cut['a graph section']!));
  });

  it('keeps the sources of unchanged pages for the next index', async () => {
    const root = site(pages());
    const store = storeOf();
    await index(root, store);
    expect(await index(root, store)).toMatchObject({ pages: 3, sourcesKept: 3 });
  });

  it('lets a page take the place of a folder of the last build, and a folder that of a page', async () => {
    const root = site({ 'notes/x.html/index.html': pageWith('<h1>In a folder</h1>'), 'notes/y.html': pageWith('<h1>A file</h1>') });
    const store = storeOf();
    await index(root, store);
    const swapped = site({ 'notes/x.html': pageWith('<h1>Now a file</h1>'), 'notes/y.html/index.html': pageWith('<h1>Now in a folder</h1>') });
    const warnings: string[] = [];
    expect(await index(swapped, store, warnings)).toMatchObject({ pages: 2, sourcesKept: 0 });
    expect(warnings).toEqual([]);
    expect(tree(store)).toEqual(['notes/x.html', 'notes/y.html/index.html']);
  });

  it('indexes from a folder of its own when the store cannot be written, with a warning', async () => {
    const root = site(pages());
    const above = storeOf();
    writeFileSync(above, 'a file on the way to the store');
    const store = path.join(above, 'search');
    const warnings: string[] = [];
    expect(await index(root, store, warnings)).toMatchObject({ pages: 3, sourcesKept: 0 });
    expect(warnings.join('\n')).toMatch(/page sources could not be kept in .*search \(ENOTDIR/);
    // This build's own folder of sources is gone with the build.
    expect(readdirSync(root).sort()).toEqual(['debates', 'pagefind']);
  });

  // Probe 11, row 10: the file was warned about and left, so every later build ran without the store.
  it('removes a file where the store goes, naming it, and keeps the sources there from then on', async () => {
    const root = site(pages());
    const store = storeOf();
    writeFileSync(store, 'a file where the store would be');
    const warnings: string[] = [];
    await index(root, store, warnings);
    expect(warnings).toEqual([`the search index's cache: discarded the cache entry ${store} and made it again: a file or link stood where its folder goes`]);
    expect(await index(root, store, warnings)).toMatchObject({ pages: 3, sourcesKept: 3 });
    expect(warnings).toHaveLength(1);
  });
});
