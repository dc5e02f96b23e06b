// graph.json and the merged graph.json carry status, crux_rank and the analysis object;
// the intermediate-graph reader drops them again (they are computed, not data).
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../src/lib/core/ids.ts';
import { exportGraphJson } from '../../../src/lib/export/exportGraphJson.ts';
import { exportMergedGraph } from '../../../src/lib/atlas/exportMergedGraph.ts';
import { layoutGraph } from '../../../src/lib/layout/layoutGraph.ts';
import { mergeDebates } from '../../../src/lib/merge/mergeDebates.ts';
import { parseJsonDocument } from '../../../src/lib/parse/jsonDocument.ts';
import { validateIntermediateGraph } from '../../../src/lib/formats/intermediate/validate.ts';
import { fixtureSource } from '../fixtureSource.ts';

function record(name: string, slug: string) {
  const r = processDebate(fixtureSource(name), slug as DebateSlug);
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.value;
}
const january = record('sites/analysis/debates/2026/downtown-cars-january.json', '2026/downtown-cars-january');
const march = record('sites/analysis/debates/2026/downtown-cars-march.json', '2026/downtown-cars-march');

describe('graph.json analysis fields', () => {
  const json = JSON.parse(exportGraphJson(january.graph, january.stats, layoutGraph(january.graph, january.slug)));
  const node = (id: string) => json.nodes.find((n: { id: string }) => n.id === id);

  it('labels claim-like nodes and ranks cruxes', () => {
    // c2 opposes c1 and nobody answers c2: c2 IN, c1 OUT. c1 and c3 each have one persona per side.
    expect(node('c1')).toMatchObject({ status: 'OUT', crux_rank: 1 });
    expect(node('c2')).toMatchObject({ status: 'IN' });
    expect(node('c2')).not.toHaveProperty('crux_rank');
    expect(node('c3')).toMatchObject({ status: 'IN', crux_rank: 2 });
    expect(node('s1')).toMatchObject({ status: 'IN' });
    expect(node('p_urb')).not.toHaveProperty('status');
  });

  it('has the analysis object: counts, unanswered objections, cruxes, coverage', () => {
    expect(json.analysis.status).toEqual({ IN: 4, OUT: 1, UNDECIDED: 0 });
    expect(json.analysis.unanswered_objections).toEqual([{ source: 'c2', target: 'c1' }]);
    expect(json.analysis.cruxes[0]).toEqual({ id: 'c1', rank: 1, supporters: ['p_urb'], opponents: ['p_shop'] });
    // Contested: c1 and c3; only c1 has a steelman (sm1 by the Shopkeeper, who opposes c1).
    expect(json.analysis.coverage).toEqual({
      contested: 2, covered: 1, ratio: 0.5, steelmen: 1, by_opponent: 1,
      claims: [{ claim: 'c1', steelmen: [{ id: 'sm1', by: 'p_shop', by_opponent: true }] }, { claim: 'c3', steelmen: [] }],
    });
  });

  it('is read back as an intermediate graph without the computed fields', () => {
    const doc = parseJsonDocument({ file: 'graph.json', text: exportGraphJson(january.graph, january.stats, layoutGraph(january.graph, january.slug)) });
    if (!doc.ok) throw new Error('json');
    const back = validateIntermediateGraph(doc.value);
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    const c1 = back.value.nodes.find((n) => n.id === 'c1')!;
    expect(c1.attributes).toBeUndefined();
  });
});

describe('the merged graph.json', () => {
  const merged = mergeDebates([
    { slug: january.slug, file: january.file, graph: january.graph },
    { slug: march.slug, file: march.file, graph: march.graph },
  ]);
  const json = JSON.parse(exportMergedGraph(merged.atlas));
  const node = (id: string) => json.nodes.find((n: { id: string }) => n.id === id);

  it('labels the merged graph: an objection answered in a later debate', () => {
    // March's b2 (unanswered) attacks b4 = January's c2, so c2 is OUT and c1 (= b1) IN.
    expect(node('2026/downtown-cars-january:c2')).toMatchObject({ status: 'OUT' });
    expect(node('2026/downtown-cars-january:c1')).toMatchObject({ status: 'IN', crux_rank: 1 });
    expect(json.analysis.unanswered_objections).toEqual([
      { source: '2026/downtown-cars-march:b2', target: '2026/downtown-cars-january:c2', debate: '2026/downtown-cars-march' },
    ]);
    expect(json.analysis.coverage).toMatchObject({ steelmen: 1, by_opponent: 1 });
  });
});
