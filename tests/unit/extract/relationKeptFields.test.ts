// A roundtable-kg relation's keys beyond the format's (`round`, `strength`) are kept on its
// edge in the intermediate graph, as a claim's are on its node (issue 26 §6), survive the
// intermediate graph read back, and are shown, escaped, where the page lists relations.
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../src/lib/core/ids.ts';
import { exportIntermediateJson } from '../../../src/lib/export/exportGraphJson.ts';
import { renderRelationTable } from '../../../src/lib/render/graphFigure.ts';
import { fixtureSource, textSource } from '../fixtureSource.ts';

function graphOf(source: ReturnType<typeof fixtureSource>) {
  const result = processDebate(source, 'test' as DebateSlug);
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return result.value.graph;
}

describe('unknown keys of a relation', () => {
  it('are kept on its edge, as written; the format\'s own keys are not repeated there', () => {
    const graph = graphOf(fixtureSource('logs/relation-extra-keys.json'));
    const written = graph.edges.filter((e) => !e.derived);
    expect(written).toEqual([
      { source: 'p1', target: 'c1', type: 'supports', text: 'first', attributes: { round: 2, strength: 0.8 } },
      { source: 'p2', target: 'c1', type: 'opposes', attributes: { note: '<b>loud</b>' } },
    ]);
  });

  it('survive the intermediate graph written and read back, not nested', () => {
    const graph = graphOf(fixtureSource('logs/relation-extra-keys.json'));
    const again = graphOf(textSource('again.json', exportIntermediateJson(graph)));
    expect(again.edges).toEqual(graph.edges);
  });

  it('in an intermediate graph, an edge\'s unknown keys are kept too', () => {
    const kg = JSON.stringify({
      topic: 'T', nodes: [{ id: 'a', type: 'concept', label: 'A' }, { id: 'b', type: 'concept', label: 'B' }],
      edges: [{ source: 'a', target: 'b', type: 'related', weight: 3 }],
    });
    expect(graphOf(textSource('kg.json', kg)).edges[0]!.attributes).toEqual({ weight: 3 });
  });

  it('are listed, escaped, after the note in the relation table', () => {
    const html = renderRelationTable(graphOf(fixtureSource('logs/relation-extra-keys.json')), { linkToCards: true, caption: 'Relations' });
    expect(html).toContain('<td>first <small class="kept-fields">(round: 2, strength: 0.8)</small></td>');
    expect(html).toContain('<small class="kept-fields">(note: &lt;b&gt;loud&lt;/b&gt;)</small>');
    expect(html).not.toContain('<b>loud');
  });
});
