// The analysis in built files: graph.json's computed fields on the analysis fixture, the
// atlas cruxes page and claim status, and an invariant of the sample archive (every
// claim-like node of every debate's graph.json has a status).
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { fixtureSite } from '../support/fixtureSites.ts';
import { readSiteFile } from '../support/siteFiles.ts';

const site = fixtureSite('analysis');
const read = (file: string) => readSiteFile(site.outDir, file);
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/\s+/g, ' ');

describe('analysis in the build', () => {
  it('writes status, crux_rank and analysis into a debate\'s graph.json', () => {
    expect(site.status, site.output).toBe(0);
    const json = JSON.parse(read('debates/2026/downtown-cars-january/graph.json'));
    const byId = new Map(json.nodes.map((n: { id: string }) => [n.id, n]));
    expect(byId.get('c1')).toMatchObject({ status: 'OUT', crux_rank: 1 });
    expect(json.analysis.unanswered_objections).toEqual([{ source: 'c2', target: 'c1' }]);
  });

  it('labels the merged atlas, where March answers January\'s objection', () => {
    const json = JSON.parse(read('atlas/graph.json'));
    const c1 = json.nodes.find((n: { id: string }) => n.id === '2026/downtown-cars-january:c1');
    expect(c1).toMatchObject({ status: 'IN' });
    expect(json.analysis.cruxes.length).toBeGreaterThan(0);
    const atlas = text(read('atlas/index.html'));
    expect(atlas).toMatch(/Steelman coverage: \d+%/);
  });

  it('lists the atlas cruxes ranked, and the claim page shows both labels', () => {
    const cruxes = read('atlas/cruxes/index.html');
    const ranks = [...cruxes.matchAll(/data-rank="(\d+)"/g)].map((m) => Number(m[1]));
    expect(ranks).toEqual(ranks.map((_, i) => i + 1));
    expect(text(cruxes)).toContain('A car-free downtown helps local shops 2 for ( Shopkeeper , Urbanist ) · 1 against ( Shopkeeper )');
    const claimPages = fg.sync('atlas/claims/*/index.html', { cwd: site.outDir }).map(read).map(text);
    expect(claimPages.some((p) => p.includes('Should the city ban private cars downtown? : falls falls here, stands across the archive'))).toBe(true);
  });

  it('shows steelman coverage on index entries with contested claims', () => {
    expect(text(read('index.html'))).toContain('steelmen 50%');
  });
});

describe('the sample archive (invariants only)', () => {
  const sample = fixtureSite('sample');
  const graphs = fg.sync('debates/**/graph.json', { cwd: sample.outDir });
  it('gives every claim-like node a status and numbers cruxes 1…n', () => {
    // Every published debate page has its graph.json (whatever debates the archive holds).
    expect(graphs.length).toBe(fg.sync('debates/**/index.html', { cwd: sample.outDir }).length);
    expect(graphs.length).toBeGreaterThan(0);
    for (const file of graphs) {
      const json = JSON.parse(readSiteFile(sample.outDir, file));
      for (const n of json.nodes) {
        if (['claim', 'steelman', 'synthesis'].includes(n.type)) expect(['IN', 'OUT', 'UNDECIDED'], `${file} ${n.id}`).toContain(n.status);
        else expect(n.status, `${file} ${n.id}`).toBeUndefined();
      }
      expect(json.analysis.cruxes.map((c: { rank: number }) => c.rank)).toEqual(json.analysis.cruxes.map((_: unknown, i: number) => i + 1));
    }
  });
});
