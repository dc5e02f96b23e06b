// Log text written in Markdown (**bold**, `code`, [link](x), _it_ in titles, names, claims,
// syntheses, questions, a hold's reason and resume condition) never shows its markers: it
// is rendered where a page shows HTML and stripped where only text fits.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type SiteBuild } from '../support/buildSite.ts';
import { listFiles } from '../../scripts/support/siteFiles.ts';
import { visibleText } from '../support/visibleText.ts';

const MARKERS = ['**', '`', ']('];

describe('a fixture archive written in Markdown', () => {
  let build: SiteBuild;
  beforeAll(() => {
    build = buildSite('markdown', { content: 'tests/fixtures/sites/markdown/debates' });
  }, 300_000);

  it('shows no raw Markdown marker on any page', () => {
    expect(build.status, build.output).toBe(0);
    const pages = listFiles(build.outDir).filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(10);
    const leaks: string[] = [];
    for (const page of pages) {
      for (const text of visibleText(readFileSync(path.join(build.outDir, page), 'utf8'))) {
        if (MARKERS.some((m) => text.includes(m))) leaks.push(`${page}: ${text.trim().slice(0, 120)}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('renders the Markdown where the page shows HTML', () => {
    const html = readFileSync(path.join(build.outDir, 'debates/2026/marked-up/index.html'), 'utf8');
    expect(html).toContain('<strong>Bold</strong> claims and <code>code</code> spans');
    const index = readFileSync(path.join(build.outDir, 'index.html'), 'utf8');
    expect(index).toContain('resume when an A/B test has 2,000 sessions per arm');
    expect(index).not.toContain('resume when Resume when');
  });

  it('gives the atlas map plain labels, a synthesis labelled by its text', () => {
    const data = JSON.parse(readFileSync(path.join(build.outDir, 'atlas/atlas-data.json'), 'utf8')) as { nodes: { label: string[] }; debates: { title: string[] } };
    for (const text of [...data.nodes.label, ...data.debates.title]) for (const m of MARKERS) expect(text).not.toContain(m);
    expect(data.nodes.label).toContain('Synthesis: Render it where HTML fits, strip it elsewhere, always.');
    expect(data.nodes.label.filter((l) => l.startsWith('Host synthesis'))).toEqual([]);
  });
});
