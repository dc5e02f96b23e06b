// MDX notes built in fixture sites (with an AIF debate among the logs): listed, searchable, in the feed, named on the cards
// they embed; a note with broken references fails the build naming file and line.
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite, projectRoot, testOutput } from '../support/buildSite.ts';
import { fixtureSite } from '../support/fixtureSites.ts';
import { listFiles, readSiteFile } from '../../scripts/support/siteFiles.ts';

describe('a site with notes', () => {
  const site = fixtureSite('notes');
  const read = (file: string) => readSiteFile(site.outDir, file);

  it('builds a page per note and lists it under /notes/', () => {
    expect(site.status, site.output).toBe(0);
    // The bundler's boxed warning of Astro's own directive in each compiled note is not passed on (probe 12, row 37).
    expect(site.output).not.toContain('MODULE_LEVEL_DIRECTIVE');
    expect(listFiles(site.outDir)).toContain('notes/hybrid-work/index.html');
    // _draft.mdx (whose reference is broken) is skipped, like a debate file named "_…".
    expect(listFiles(site.outDir).filter((f) => f.startsWith('notes/'))).toEqual(['notes/hybrid-work/index.html', 'notes/index.html']);
    expect(read('notes/index.html')).toContain('href="/notes/hybrid-work/"><strong>Why hybrid work keeps winning</strong>');
    expect(read('index.html')).toContain('href="/notes/"');
  });

  it('embeds the claim card, the local graph and the persona, linked to their pages', () => {
    const html = read('notes/hybrid-work/index.html');
    expect(html).toContain('data-ref="2026/remote-work:c1"');
    expect(html).toContain('<a href="/debates/2026/remote-work/#n-c1">Remote work raises productivity</a>');
    expect(html).toMatch(/<dt>Opponents<\/dt><dd><a href="\/debates\/2026\/remote-work\/#n-p_bruno">Bruno Costa<\/a>/);
    // Its status: opposed by a persona only (a stance, not an attack), so IN: it stands.
    expect(html).toMatch(/data-embed="claim"[^>]*>[\s\S]*?<span class="badge an-badge an-badge--in" data-status="IN">stands<\/span>/);
    expect(html).toMatch(/data-embed="graph"[^>]*data-focus="c1"/);
    expect(html).toMatch(/<span class="da-graph__counts">5 nodes,/);
    expect(html).toContain('Persona in 2 debates');
    // Tags inside code are text, not embeds.
    expect(html).toContain('<code>&lt;Claim ref=&quot;nowhere:c0&quot; /&gt;</code>');
  });

  it('is searchable, and in the feed', () => {
    expect(read('notes/hybrid-work/index.html')).toContain('data-pagefind-body');
    expect(listFiles(site.outDir).some((f) => f.startsWith('pagefind/'))).toBe(true);
    const rss = read('rss.xml');
    expect(rss).toContain('<title>Why hybrid work keeps winning</title>');
    expect(rss).toContain('/notes/hybrid-work/</link>');
  });

  it('names the note on the cards it discusses', () => {
    const debate = read('debates/2026/remote-work/index.html');
    const card = debate.slice(debate.indexOf('id="n-c1"'), debate.indexOf('</article>', debate.indexOf('id="n-c1"')));
    expect(card).toContain('Discussed in: <a href="/notes/hybrid-work/">Why hybrid work keeps winning</a>');
    const other = debate.slice(debate.indexOf('id="n-c2"'), debate.indexOf('</article>', debate.indexOf('id="n-c2"')));
    expect(other).not.toContain('Discussed in');
  });
});

describe('an AIF file in the archive', () => {
  const site = fixtureSite('notes');

  it('is published as a debate like any other format', () => {
    const html = readSiteFile(site.outDir, 'debates/2025/aifdb-map/index.html');
    expect(html).toContain('data-format="aif"');
    expect(html).toContain('<h1 data-pagefind-meta="title" data-pagefind-weight="10">aifdb-map</h1>');
    expect(html).toContain('Cities should ban private cars downtown');
    expect(html).toContain('Ann Lee');
    // Its own warnings (the dialogue layer left out) are shown on the page.
    expect(html).toContain('locution (dialogue) nodes (L) and their edges are not imported');
  });
});

describe('a note with broken references', () => {
  const build = fixtureSite('notes-broken');

  it('fails the build, naming each broken reference with file and line', () => {
    expect(build.status).not.toBe(0);
    const file = 'tests/fixtures/sites/notes-broken/notes/broken.mdx';
    // Found by the content loader with the notes' other problems (docs/decisions/every-problem-at-once.md).
    expect(build.output).toContain('3 problems in notes (nothing was published)');
    expect(build.output).toContain(`${file}:11:1: error [note-reference] <Claim>: ref "2026/remote-work:c404": debate "2026/remote-work" has no node "c404"`);
    expect(build.output).toContain(`${file}:15:1: error [note-reference] <DebateGraph>: slug "2026/nowhere": no such debate`);
    expect(build.output).toContain(`${file}:16:1: error [note-reference] <Persona>: name "Nobody Known": no persona of that name in the archive`);
  });
});

// Issue 30 (probe 2026-12-07 NL, NL2, NS2–NS4, NS date2): frontmatter keys Astro acts on.
// validate's spec (tests/unit/cli/validateNotes.test.ts) reads the same archive in the quick suite.
describe('notes whose frontmatter Astro would act on', () => {
  const build = fixtureSite('notes-hostile');
  const file = (name: string) => `tests/fixtures/sites/notes-hostile/notes/${name}`;

  it('fail the build, every note at once, located, before any note is compiled', () => {
    expect(build.status).not.toBe(0);
    expect(build.output).toContain('13 problems in notes (nothing was published)');
    for (const name of ['plain.mdx', 'helper.mdx', 'lay.mdx']) expect(build.output).toContain(`${file(name)}:3:1: error [schema] layout: a note is laid out by the site`);
    for (const name of ['trav.mdx', 'up3.mdx', 'one.mdx', 'root.mdx', 'bidi.mdx']) expect(build.output).toContain(`${file(name)}:3:1: error [schema] slug: a note's address is its path`);
    expect(build.output).toContain(`${file('date2.mdx')}:3:1: error [schema] date: the year must be between 1000 and 9999`);
    expect(build.output).toContain(`${file('feb30.mdx')}:3:1: error [schema] date: no such day in the calendar`);
    expect(build.output).toContain(`${file('title-list.mdx')}:2:1: error [schema] title: title must be text`);
    expect(build.output).toContain(`${file('title-null.mdx')}:2:1: error [schema] title: must not be empty`);
    expect(build.output).toContain(`${file('tags-map.mdx')}:3:1: error [schema] tags: expected a list of tags`);
    expect(build.output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m); // no stack trace
    expect(build.output).not.toMatch(/InvalidContentEntryDataError|UNRESOLVED_IMPORT|NoMatchingStaticPathFound/);
  });

  it('never runs the module a layout names, and writes nothing outside the output folder', () => {
    expect(existsSync(testOutput('notes-hostile-layout-ran.txt'))).toBe(false);
    expect(build.output).not.toMatch(/NLMARK|NL2MARK/);
    // `../../notes-escape/a` from <out>/notes/, and one level more: out of the project.
    expect(existsSync(path.join(build.outDir, '..', 'notes-escape'))).toBe(false);
    expect(existsSync(path.join(projectRoot, 'notes-escape-up'))).toBe(false);
    expect(existsSync(path.join(build.outDir, 'notes'))).toBe(false);
  });
});

describe('note frontmatter that YAML would type (probe 2026-12-14 rows 3 and 4)', () => {
  it('is published as written, as `validate` reads it: a hex title stays "0x1F", a date-like title is text', () => {
    const root = testOutput('notes-scalars-archive');
    rmSync(root, { recursive: true, force: true });
    mkdirSync(path.join(root, 'debates'), { recursive: true });
    mkdirSync(path.join(root, 'notes'), { recursive: true });
    copyFileSync(path.join(projectRoot, 'examples/roundtable-kg.json'), path.join(root, 'debates', 'a.json'));
    writeFileSync(path.join(root, 'notes', 'hex.mdx'), '---\ntitle: 0x1F\nsummary: 0x10\ntags: [1e3, TRUE, "012"]\n---\n\nBody.\n');
    writeFileSync(path.join(root, 'notes', 'day.mdx'), '---\ntitle: 2026-12-03\ntags: [2026-12-03]\n---\n\nBody.\n');
    const build = buildSite('notes-scalars', { content: path.join(root, 'debates') });
    expect(build.status, build.output).toBe(0);
    expect(build.output).not.toMatch(/InvalidContentEntryDataError|Stack trace:|^\s+at /m);
    const hex = readSiteFile(build.outDir, 'notes/hex/index.html');
    expect(hex).toContain('<title>0x1F · debate-atlas</title>');
    expect(hex).toMatch(/>1e3</);
    expect(hex).toMatch(/>TRUE</);
    expect(readSiteFile(build.outDir, 'notes/index.html')).toContain('0x10');
    expect(readSiteFile(build.outDir, 'notes/day/index.html')).toContain('<title>2026-12-03 · debate-atlas</title>');
  }, 240_000);
});
