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

  it('marks each position with its turn header line, round and speaker', () => {
    // Line 10: "🅰️ Agent A — Round 1 (Opening)"; line 26: Agent B's opening.
    expect(node('a-r1-position').source).toEqual({ line: 10, round: 1, speaker: 'Tabs' });
    expect(node('b-r1-position').source).toEqual({ line: 26, round: 1, speaker: 'Spaces' });
    expect(node('verdict').source?.line).toBe(73);
    expect(fixtureSource('transcripts/natural-convergence.md').text.split('\n')[9]).toMatch(/Agent A — Round 1/);
  });

  it('links a node to its turn and the turn back to its nodes', () => {
    const p = buildProvenance(graph, document);
    expect(p.ofNode.get('a-r1-position' as NodeId)).toEqual({ anchor: 'round-1-a', label: 'Round 1, Agent A (Tabs)', line: 10, sourceLine: 10 });
    expect(p.ofNode.get('converged' as NodeId)?.anchor).toBe('tx-outcome-heading');
    expect(p.nodesAt.get('round-1-b')!.map((n) => n.id)).toEqual(['agent-b', 'b-r1-position']);
  });
});
