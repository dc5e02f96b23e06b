// Log text written in Markdown (**bold**, `code`, [link](x), _it_ in Markdown titles, claims,
// syntheses, questions, a hold's reason and resume condition) never shows its markers: it
// is rendered where a page shows HTML and stripped where only text fits. Names are not
// Markdown: a persona and a domain show as written.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SiteBuild } from '../support/buildSite.ts';
import { fixtureSite } from '../support/fixtureSites.ts';
import { listFiles } from '../../scripts/support/siteFiles.ts';
import { visibleText } from '../support/visibleText.ts';

// Strikethrough, character references, footnote references, `<br>` and backslash escapes too (probe 39).
const MARKERS = ['**', '`', '](', '__', '~~', '&amp;', '&mdash;', '&ndash;', '&#39;', '&lt;', '[^', '<br', '\\*'];
// Names (a persona's, a domain's) are shown as written, never read as
// Markdown (probe 2026-12-08 row 21, docs/decisions/inline-markdown-in-log-text.md).
const NAMES = ['**Formatter** _A_', '`Plain` [reader](x)', '**Tooling** `docs`'];
const withoutNames = (text: string) => NAMES.reduce((t, name) => t.replaceAll(name, ''), text);
// Single-star or underscore emphasis left raw: `*x*` with no space inside its markers.
const SINGLE = /(?<![*\w])[*_](?![\s*_])[^*_\n]{1,80}?(?<![\s*_])[*_](?![*\w])/u;

describe('a fixture archive written in Markdown', () => {
  const build: SiteBuild = fixtureSite('markdown');

  it('shows no raw Markdown marker on any page', () => {
    expect(build.status, build.output).toBe(0);
    const pages = listFiles(build.outDir).filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(10);
    const leaks: string[] = [];
    for (const page of pages) {
      for (const shown of visibleText(readFileSync(path.join(build.outDir, page), 'utf8'))) {
        const text = withoutNames(shown);
        if (MARKERS.some((m) => text.includes(m)) || SINGLE.test(text)) leaks.push(`${page}: ${text.trim().slice(0, 120)}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('shows struck words struck on the page and leaves them out where only text fits (probe 39)', () => {
    const html = readFileSync(path.join(build.outDir, 'debates/2026/struck-and-referenced/index.html'), 'utf8');
    expect(html).toContain('<s>Block</s> Flag Friday migrations.');
    expect(html).toMatch(/<tspan [^>]*>Flag Friday migrations\.<\/tspan>/);
    expect(html).toContain('Ship the ledger cut-over \u2014 now or after the audit?</h1>');
    expect(html).toContain('Dual reads first:<br>');
    expect(html).toContain('<sup>1</sup>');
    const index = readFileSync(path.join(build.outDir, 'index.html'), 'utf8');
    expect(index).toContain('Run a four-week pilot with one rehearsal \u2014 then decide.');
  });

  it('renders the Markdown where the page shows HTML', () => {
    const html = readFileSync(path.join(build.outDir, 'debates/2026/marked-up/index.html'), 'utf8');
    expect(html).toContain('<strong>Bold</strong> claims and <code>code</code> spans');
    const index = readFileSync(path.join(build.outDir, 'index.html'), 'utf8');
    expect(index).toContain('resume when an A/B test has 2,000 sessions per arm');
    expect(index).not.toContain('resume when Resume when');
  });

  it('renders the rounds, keeping asterisks that are not emphasis', () => {
    const html = readFileSync(path.join(build.outDir, 'debates/2026/marked-up/index.html'), 'utf8');
    const rounds = html.slice(html.indexOf('data-round-timeline'), html.indexOf('</section>', html.indexOf('data-round-timeline')));
    expect(rounds).toContain('<strong>収束主義者</strong>と<code>host_synthesis</code>、<strong>六轮上限</strong>');
    expect(rounds).toContain('<em>破線の枠</em>を議論');
    expect(rounds).toContain('<strong>Decision: Option B</strong>');
    expect(html).toContain('論争地形を<em>誠実に</em>示すこと、<code>2 * 3</code> と 2 * 3 は強調ではない');
    // Plain where no markup fits (a name in the relations table, an SVG label), the same asterisks kept.
    expect(html).toContain('<td><a href="#n-c3">論争地形を誠実に示すこと、2 * 3 と 2 * 3 は強調ではない <small>');
    expect(html).toMatch(/<tspan [^>]*>論争地形を誠実に示すこと、2 \* 3 と 2 \* <\/tspan>/);
  });

  it('links an action item\'s owners who are participants to their atlas pages (probe 39 row 13)', () => {
    const [file] = listFiles(build.outDir).filter((f) => /marked-hold\/index\.html$/.test(f));
    const html = readFileSync(path.join(build.outDir, file!), 'utf8');
    const owners = [...html.matchAll(/<td data-owner>([^]*?)<\/td>/g)].map((m) => m[1]);
    expect(owners).toHaveLength(5);
    // A link holding a separator (`/` in its address) keeps the cell whole, rendered (review 05k F5).
    expect(html).toContain('<td>analyst, <a href="https://wiki.example/ops/runbook" rel="nofollow noopener noreferrer">runbook</a></td>');
    // Plain brackets in a part do not keep the others from linking (review 05l F4).
    expect(owners[4]).toBe('<a class="wikilink" href="/atlas/personas/analyst/">1) analyst</a>, <a class="wikilink" href="/atlas/personas/skeptic/">2) skeptic</a>');
    expect(owners[0]).toMatch(/^<a class="wikilink" href="\/atlas\/personas\/analyst\/">analyst<\/a>$/);
    expect(owners[1]).toMatch(/^<a class="wikilink" href="\/atlas\/personas\/skeptic\/">@skeptic<\/a> and Pat$/);
    // An owner written in Markdown links by its words; the other parts are rendered (review 05j F3).
    expect(owners[2]).toMatch(/^<a class="wikilink" href="\/atlas\/personas\/analyst\/">analyst<\/a>, Pat$/);
    expect(owners[3]).toMatch(/^<a class="wikilink" href="\/atlas\/personas\/analyst\/">analyst<\/a> and <code>ops_team<\/code>$/);
  });

  it('links a speaker\'s bold name in a minutes round to the persona\'s atlas page, as bold', () => {
    const [file] = listFiles(build.outDir).filter((f) => /marked-hold\/index\.html$/.test(f));
    const html = readFileSync(path.join(build.outDir, file!), 'utf8');
    const r2 = html.slice(html.indexOf('data-round="R2"'), html.indexOf('</section>', html.indexOf('data-round="R2"')));
    expect(r2).toMatch(/<strong><a href="\/atlas\/personas\/analyst[^"]*" class="name-link">analyst:<\/a><\/strong> Option A/);
    expect(r2).toMatch(/<strong><a href="\/atlas\/personas\/skeptic[^"]*" class="name-link">skeptic<\/a><\/strong>: I prefer B/);
  });

  it('breaks a table cell\'s line at <br>, showing no tag', () => {
    const [file] = listFiles(build.outDir).filter((f) => /table-breaks\/index\.html$/.test(f));
    const html = readFileSync(path.join(build.outDir, file!), 'utf8');
    expect(html).toContain('<td>- cheaper<br>\n- <strong>audited</strong> yearly</td>');
    expect(html).toContain('<td>- managed upgrades<br>\n- <code>99.9%</code> uptime</td>');
    expect(html).not.toMatch(/&lt;br/);
  });

  it('draws a claim written as a list or in paragraphs as a list and paragraphs on its card', () => {
    const [file] = listFiles(build.outDir).filter((f) => /listed-claims\/index\.html$/.test(f));
    const html = readFileSync(path.join(build.outDir, file!), 'utf8');
    expect(html).toContain('<div class="card__text"><p>Keep three tiers:</p>\n<ul>\n<li>hot NVMe</li>\n<li>warm HDD</li>\n<li>cold object store</li>\n</ul>\n</div>');
    expect(html).toContain('<div class="card__text"><p>Two tiers are enough.</p>\n<p>The warm tier saves <strong>4%</strong> a year.</p>\n</div>');
  });

  it('sets a right-to-left page for a log in Arabic, its graph drawn left to right', () => {
    const [file] = listFiles(build.outDir).filter((f) => /rtl-arabic\/index\.html$/.test(f));
    const html = readFileSync(path.join(build.outDir, file!), 'utf8');
    expect(html).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl">/i);
    expect(readFileSync(path.join(build.outDir, 'index.html'), 'utf8')).toMatch(/^<!DOCTYPE html><html lang="en">/i);
  });

  it('gives the atlas map plain labels, a synthesis labelled by its text', () => {
    const data = JSON.parse(readFileSync(path.join(build.outDir, 'atlas/atlas-data.json'), 'utf8')) as { nodes: { label: string[] }; debates: { title: string[] } };
    for (const text of [...data.nodes.label, ...data.debates.title]) for (const m of MARKERS) expect(withoutNames(text)).not.toContain(m);
    expect(data.nodes.label).toContain('**Formatter** _A_');
    expect(data.nodes.label).toContain('Synthesis: Render it where HTML fits, strip it elsewhere, always.');
    expect(data.nodes.label.filter((l) => l.startsWith('Host synthesis'))).toEqual([]);
  });
});

describe('wikilinks in a relation\'s text (probe 55 row 4)', () => {
  const build: SiteBuild = fixtureSite('markdown');
  it('link to the persona, the claim and the debate they name, in the cards and the relations table', () => {
    const html = readFileSync(path.join(build.outDir, 'debates/2026/relation-wikilinks/index.html'), 'utf8');
    expect(html).not.toContain('wikilink--unresolved');
    expect(html).toContain('see <a href="#n-c2" class="wikilink">c2</a>');
    expect(html).toContain('as in <a href="/debates/2026/struck-and-referenced/" class="wikilink">');
    expect(html.match(/class="wikilink"[^>]*>doc reviewer</gu)?.length).toBeGreaterThanOrEqual(2);
  });
});
