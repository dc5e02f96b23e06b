// The analysis in built files: graph.json's computed fields on the analysis fixture, the
// atlas cruxes page and claim status, and an invariant of the sample archive (every
// claim-like node of every debate's graph.json has a status).
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { fixtureSite } from '../support/fixtureSites.ts';
import { readSiteFile } from '../../scripts/support/siteFiles.ts';

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

describe('analysis that fits the format, seed shapes and corrections in the build', () => {
  const page = (slug: string) => read(`debates/${slug}/index.html`);

  it('keeps a minutes decision IN despite its pre-mortem risk, and shows no steelman coverage there', () => {
    const json = JSON.parse(read('debates/2026/2026-06-03-14-30-ko-full/graph.json'));
    expect(json.nodes.find((n: { id: string }) => n.id === 'option-b')).toMatchObject({ status: 'IN' });
    expect(json.analysis).toMatchObject({ applies: { status: true, cruxes: true, steelmen: false }, coverage: null });
    const html = text(page('2026/2026-06-03-14-30-ko-full'));
    expect(html).not.toContain('Steelman coverage');
    expect(text(read('index.html'))).not.toMatch(/\d+ warnings? steelmen|Meeting minutes[^]*?steelmen 0%/);
  });

  it('keeps an objection its author withdrew in R4 on the page, marked, and out of the analysis (probe 20 row 10)', () => {
    const slug = '2026/2026-06-03-1000-queue-mind-change';
    const json = JSON.parse(read(`debates/${slug}/graph.json`));
    const withdrawn = json.edges.find((e: { source: string; target: string; type: string }) => e.source === 'opinion-mina' && e.target === 'option-b' && e.type === 'opposes');
    expect(withdrawn).toMatchObject({ reading: 'stated', attributes: { stance_changed: 'line 37 (withdrawn): “I withdraw my objection to B.”' } });
    expect(json.analysis.unanswered_objections).toEqual([{ source: 'opinion-omar', target: 'option-c' }]);
    expect(json.nodes.find((n: { id: string }) => n.id === 'option-b')).toMatchObject({ status: 'IN' });
    // Who holds the unanswered objection is named with a link to the persona's atlas page (probe 64 row 15).
    const raw = page(slug);
    const unanswered = raw.slice(raw.indexOf('data-unanswered-count'), raw.indexOf('</li>', raw.indexOf('data-unanswered-count')));
    expect(unanswered).toMatch(/<a href="\/atlas\/personas\/[^"]+\/">Omar<\/a>: /);
    const html = text(raw);
    expect(html).toContain('Changes of mind Mina opposed option B ( Move to a queue ) (line 25, stated: “Against: B.”) , then withdrew that stance (line 37, stated: “I withdraw my objection to B.”) .');
    // The objection's evidence says it changed; the reply is round 4, not 2; the atlas counts it as the debate does.
    expect(html).toContain('line 25 · round 2 · Mina · stated in the log · Against: B. · changed at line 37 (withdrawn): “I withdraw my objection to B.”');
    expect(html).toContain('line 37 · round 4 · Mina · read from prose · I now support B.');
    const atlas = JSON.parse(read('atlas/graph.json'));
    expect(atlas.nodes.find((n: { id: string }) => n.id === `${slug}:option-b`)).toMatchObject({ status: 'IN' });
    expect(text(page('2026/2026-06-03-14-30-ko-full'))).toContain('No reply or vote in the minutes withdraws or reverses a stance given earlier.');
  });

  it('shows what a converged transcript conceded and that nothing stays live, with no status or cruxes', () => {
    const html = page('2026/tabs-or-spaces');
    const panel = text(html.slice(html.indexOf('id="where-they-split"'), html.indexOf('</section>', html.indexOf('id="where-they-split"'))));
    expect(panel).toContain('Nothing stays live : they converged on');
    expect(panel).toContain('YAML must use spaces.');
    // The quoted agreement ends its sentence: no second full stop after the quote (probe 51 row 22).
    expect(panel).not.toMatch(/spaces\.\s*\./);
    expect(panel).not.toMatch(/Status: |Steelman coverage|No claim has a persona on each side/);
    expect(html).not.toContain('class="an-status"');
    // Nor in the drawing: no claim styled by status, no status legend (probe 65 row 3).
    expect(html).not.toMatch(/da-legend--status|\bstatus-(?:in|out|undecided)\b/);
  });

  it('shows a roundtable log\'s round summaries as a timeline and its unknown keys under their node', () => {
    const html = page('2026/downtown-cars-january');
    expect(text(html)).toContain('Round 2 Deliveries emerged as the sharpest objection to the ban.');
    expect(html).toContain('data-kept-key="constituency"');
    expect(text(html)).toContain('Other fields of the log (1) meta {"session":"council-7"}');
    const json = JSON.parse(read('debates/2026/downtown-cars-january/graph.json'));
    expect(json.rounds).toHaveLength(2);
    expect(json.nodes.find((n: { id: string }) => n.id === 'p_drv').attributes).toEqual({ constituency: 'commuters' });
  });

  it('applies the correction file: the relation is marked corrected by hand and the recorder is no silent persona', () => {
    const html = page('2026/2026-06-03-14-30-ko-full');
    expect(text(html)).toContain('Corrected by hand These readings come from');
    expect(html).toContain('2026-06-03-14-30-ko-full.corrections.json');
    expect(html).toContain('data-corrected-stance="against"');
    expect(html).toContain('data-role="recorder"');
    const json = JSON.parse(read('debates/2026/2026-06-03-14-30-ko-full/graph.json'));
    expect(json.edges).toContainEqual(expect.objectContaining({ source: 'p-style-enforcer', target: 'option-b', type: 'opposes', reading: 'corrected' }));
    expect(read('schema/corrections.json')).toContain('"not_claims"');
  });

  it('shows an outcome stated by the correction file as decided, corrected by hand, on the page and the index', () => {
    const slug = '2026/2026-10-01-0900-queue-outcome-misread';
    const html = page(slug);
    expect(html).toContain('data-outcome-corrected');
    expect(text(html)).toMatch(/corrected by hand The outcome below comes from \S*2026-10-01-0900-queue-outcome-misread\.corrections\.json , not from the log/);
    expect(text(html)).toContain('Decided — option B');
    expect(html).toContain('data-corrected-outcome="decided"');
    expect(text(read('index.html'))).toMatch(/Decided option B \(move the jobs to a stream\): From next sprint [^·]*· corrected by hand/);
    const json = JSON.parse(read(`debates/${slug}/graph.json`));
    expect(json.corrections.outcome).toMatchObject({ kind: 'decided', option: 'option-b' });
    expect(read('schema/corrections.json')).toContain('"escalated"');
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
