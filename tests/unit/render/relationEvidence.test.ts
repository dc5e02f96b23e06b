// The page side of a relation's evidence (issue 26): wherever a relation read from a
// transcript is shown — the graph's tooltip data, the relation table, a card's lists —
// its source line(s), the clause quoted and whether it was stated or read go with it;
// a read stance is marked as read, and the toolbar's "Hide read stances" exists only
// when there is one (rendered hidden: the script shows it). All text is escaped.
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../src/lib/core/ids.ts';
import { exportGraphJson } from '../../../src/lib/export/exportGraphJson.ts';
import { layoutGraph } from '../../../src/lib/layout/layoutGraph.ts';
import { buildConceptIndex } from '../../../src/lib/render/conceptCards.ts';
import { buildGraphScene, renderRelationTable, renderSceneFigure } from '../../../src/lib/render/graphFigure.ts';
import { readIsland, writeIsland } from '../../../src/lib/render/graphIsland.ts';
import { evidenceText } from '../../../src/lib/render/graphText.ts';
import { fixtureSource, textSource } from '../fixtureSource.ts';

function record(name: string) {
  const result = processDebate(fixtureSource(name), 'test' as DebateSlug);
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return result.value;
}
const ja = () => record('transcripts/ja-status-lines-concession.md');

describe('evidence of a relation on the page', () => {
  it('is in the tooltip data: place, reading and the quoted clause', () => {
    const { graph } = ja();
    const scene = buildGraphScene(graph, layoutGraph(graph, 'test'));
    const edges = readIsland(JSON.parse(JSON.stringify(writeIsland(scene)))).edges;
    const concession = edges.find((e) => e.type === 'concedes' && e.reading === 'read')!;
    expect(concession.evidence).toBe('line 28 · round 2 · SSO 統一 — read from prose: “連携工数の点は認める”');
    const attack = edges.find((e) => e.type === 'opposes')!;
    expect(attack.evidence).toBe('line 27 · round 2 · SSO 統一 — stated in the log: “二日という見積もりは SAML 対応済みのツールでは半日で済む。”');
  });

  it('marks a read relation in the figure, with a hidden "Hide read stances" button and a legend entry', () => {
    const { graph } = ja();
    const figure = renderSceneFigure(buildGraphScene(graph, layoutGraph(graph, 'test')), { figureId: 'g', title: 'T', linkToCards: true });
    expect(figure.match(/class="edge edge--concedes is-read"/g)).toHaveLength(1);
    // The read concession and the turn-back after it ("…は認めるが、Y": Y opposes B's position, read).
    expect(figure.match(/class="edge edge--opposes is-read"/g)).toHaveLength(1);
    expect(figure).toContain('<button type="button" class="da-button" data-action="hide-read" aria-pressed="false" hidden>Hide read stances (2)</button>');
    expect(figure).toContain('faded: read from prose, not stated');
    // A log whose relations are all written by hand has no such button.
    const plain = record('logs/valid-minimal.json').graph;
    expect(renderSceneFigure(buildGraphScene(plain, layoutGraph(plain, 'test')), { figureId: 'g', title: 'T', linkToCards: true })).not.toContain('hide-read');
  });

  it('is a column of the relation table: lines, reading and the quote', () => {
    const table = renderRelationTable(ja().graph, { linkToCards: false, caption: 'Relations' });
    expect(table).toContain('<th scope="col">Evidence</th>');
    expect(table).toContain('<td data-reading="read">line 28 · round 2 · SSO 統一 · <span class="reading reading--read">read from prose</span> · <q>連携工数の点は認める</q></td>');
    // No evidence column for a structured log.
    expect(renderRelationTable(record('logs/valid-minimal.json').graph, { linkToCards: false, caption: 'R' })).not.toContain('Evidence');
  });

  it('goes with a card\u2019s supporters, opponents and concessions', () => {
    const index = buildConceptIndex(ja().graph);
    const point = index.byId.get('a-r2-concedes-1' as never)!;
    expect(point.concededBy).toEqual([{ id: 'agent-a', evidence: { place: 'line 28 · round 2 · SSO 統一', reading: 'read', quote: '連携工数の点は認める' } }]);
    const position = index.byId.get('b-r1-position' as never)!;
    expect(position.opponents.map((l) => evidenceText(l.evidence!))).toEqual([
      'line 27 · round 2 · SSO 統一 — stated in the log: “二日という見積もりは SAML 対応済みのツールでは半日で済む。”',
      'line 28 · round 2 · SSO 統一 — read from prose: “退職者対応の漏れの方が高くつく”',
    ]);
  });

  it('is kept in graph.json', () => {
    const { graph, stats, slug } = ja();
    const json = JSON.parse(exportGraphJson(graph, stats, layoutGraph(graph, slug))) as { edges: Array<{ type: string; reading?: string; provenance?: unknown }> };
    expect(json.edges.find((e) => e.type === 'concedes' && e.reading === 'read')?.provenance).toEqual({ line: 28, round: 2, speaker: 'SSO 統一', quote: '連携工数の点は認める' });
  });

  it('escapes a quote that holds markup', () => {
    const text = ['🅰️ Agent A — Round 1', '## Position', 'X.', '🅱️ Agent B — Round 1', '## Position', 'Y.',
      '🅰️ Agent A — Round 2', '## Engagement', '- Attack: <img src=x onerror=alert(1)> "quoted" & more', '## Status: DONE', 'ok',
      '🅱️ Agent B — Round 2', '## Refined position', 'unchanged', '## Status: DONE', 'ok'].join('\n');
    const result = processDebate(textSource('h.md', text), 'h' as DebateSlug);
    if (!result.ok) throw new Error('expected a transcript');
    const table = renderRelationTable(result.value.graph, { linkToCards: false, caption: 'R' });
    expect(table).not.toContain('<img');
    expect(table).toContain('<q>&lt;img src=x onerror=alert(1)&gt; &quot;quoted&quot; &amp; more</q>');
  });
});
