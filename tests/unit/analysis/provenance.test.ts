// A6: transcript nodes carry the line, round and speaker of their turn; the page maps
// them to the turn's anchor and back.
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../src/lib/archive/processDebate.ts';
import type { DebateSlug, NodeId } from '../../../src/lib/core/ids.ts';
import { buildProvenance } from '../../../src/lib/render/provenance.ts';
import { fixtureSource } from '../fixtureSource.ts';

describe('A6 provenance', () => {
  const r = processDebate(fixtureSource('transcripts/natural-convergence.md'), 'x' as DebateSlug);
  if (!r.ok) throw new Error('fixture');
  const { graph, document } = r.value;
  const node = (id: string) => graph.nodes.find((n) => n.id === id)!;

  it('marks each position with a line of its turn and its round', () => {
    // Agent A's opening turn runs from line 10 ("🅰️ Agent A — Round 1 (Opening)") to 25;
    // Agent B's from 26 to 40. The verdict starts on line 73.
    const a = node('a-r1-position').source!, b = node('b-r1-position').source!;
    expect(a.line).toBeGreaterThanOrEqual(10);
    expect(a.line).toBeLessThan(26);
    expect(b.line).toBeGreaterThanOrEqual(26);
    expect(b.line).toBeLessThan(41);
    expect([a.round, b.round]).toEqual([1, 1]);
    expect(node('verdict').source!.line).toBeGreaterThanOrEqual(73);
    expect(fixtureSource('transcripts/natural-convergence.md').text.split('\n')[9]).toMatch(/Agent A — Round 1/);
  });

  it('links a node to its turn and the turn back to its nodes', () => {
    const p = buildProvenance(graph, document);
    expect(p.ofNode.get('a-r1-position' as NodeId)).toMatchObject({ anchor: 'round-1-a', label: 'Round 1, Agent A (Tabs)', line: 10 });
    expect(p.ofNode.get('converged' as NodeId)?.anchor).toBe('tx-outcome-heading');
    expect(p.nodesAt.get('round-1-b')!.map((n) => n.id)).toContain('b-r1-position');
    expect(p.nodesAt.get('round-1-a')!.map((n) => n.id)).not.toContain('b-r1-position');
  });
});

describe('A6 provenance in minutes', () => {
  it('links a line inside a round to the round, a risk of the risks section to its entry', () => {
    const r = processDebate(fixtureSource('minutes/2026-06-03-14-30-ko-full.md'), 'm' as DebateSlug);
    if (!r.ok) throw new Error('fixture');
    // R2 starts on line 25 and holds the opinions (27–34); "## 리스크" (line 70) is no round:
    // its risks (after R5's own, line 46) link to their entries in the page's risks list.
    const graph = {
      ...r.value.graph,
      nodes: r.value.graph.nodes.map((n) => (n.id === 'opinion-doc-reviewer' ? { ...n, source: { line: 28 } } : n)),
    };
    const p = buildProvenance(graph, r.value.document);
    expect(p.ofNode.get('opinion-doc-reviewer' as NodeId)).toMatchObject({ anchor: 'minutes-r2', sourceLine: 28 });
    expect(p.ofNode.get('risk-1' as NodeId)).toMatchObject({ anchor: 'minutes-r5', sourceLine: 46 });
    expect(p.ofNode.get('risk-2' as NodeId)).toMatchObject({ anchor: 'mn-risk-2', sourceLine: 72 });
    expect(p.nodesAt.get('minutes-r2')!.map((n) => n.id)).toContain('opinion-doc-reviewer');
    expect(p.nodesAt.get('minutes-r7')?.map((n) => n.id) ?? []).not.toContain('risk-2');
  });

  it('links a minutes risk to its entry in the risks list, or to R5 when the pre-mortem holds it, and back', () => {
    const held = processDebate(fixtureSource('minutes/2026-05-18-1231-en-hold.md'), 'h' as DebateSlug);
    const r5 = processDebate(fixtureSource('minutes/corpus/m02-en-adhoc-bullets.md'), 'r' as DebateSlug);
    if (!held.ok || !r5.ok) throw new Error('fixture');
    const fromList = buildProvenance(held.value.graph, held.value.document);
    // The held meeting's R5 risk comes first (risk-1), its risks section after.
    expect(fromList.ofNode.get('risk-1' as NodeId)).toMatchObject({ anchor: 'minutes-r5' });
    expect(fromList.ofNode.get('risk-2' as NodeId)).toMatchObject({ anchor: 'mn-risk-2', label: 'Risks' });
    expect(fromList.nodesAt.get('mn-risk-3')?.map((n) => n.id)).toEqual(['risk-3']);
    const fromRound = buildProvenance(r5.value.graph, r5.value.document);
    expect(fromRound.ofNode.get('risk-1' as NodeId)).toMatchObject({ anchor: 'minutes-r5' });
    expect(fromRound.nodesAt.get('minutes-r5')?.map((n) => n.id)).toContain('risk-1');
  });
});
