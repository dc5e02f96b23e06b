import { describe, expect, it } from 'vitest';
import { buildGraphOverview } from '../../../src/lib/render/graphOverview.ts';
import type { DebateGraph } from '../../../src/lib/graph/types.ts';
import type { NodeId } from '../../../src/lib/core/ids.ts';

const id = (s: string) => s as NodeId;
const graph: DebateGraph = {
  topic: 't', meta: { tags: [] },
  nodes: [
    { id: id('p1'), type: 'persona', label: 'Ann' },
    { id: id('p2'), type: 'persona', label: 'Bo' },
    { id: id('c1'), type: 'claim', label: 'One' },
    { id: id('c2'), type: 'claim', label: 'Two' },
  ],
  edges: [
    { source: id('p1'), target: id('c1'), type: 'supports' },
    { source: id('p2'), target: id('c1'), type: 'opposes' },
    { source: id('c2'), target: id('c1'), type: 'opposes' },
    { source: id('p2'), target: id('c2'), type: 'supports' },
  ],
} as DebateGraph;

describe('buildGraphOverview', () => {
  it('counts by type, counts incoming stances per node, and ranks hubs by degree then graph order', () => {
    const o = buildGraphOverview(graph, 'too big');
    expect(o.reason).toBe('too big');
    expect(o.nodeTypes).toEqual([{ type: 'persona', label: 'Persona', count: 2 }, { type: 'claim', label: 'Claim', count: 2 }]);
    expect(o.relationTypes.map((r) => [r.type, r.count])).toEqual([['supports', 2], ['opposes', 2]]);
    const c1 = o.rows.find((r) => r.id === 'c1')!;
    expect([c1.supportedBy, c1.opposedBy, c1.degree, c1.anchor]).toEqual([1, 2, 3, 'n-c1']);
    expect(o.hubs.map((r) => r.id)).toEqual(['c1', 'p2', 'c2', 'p1']);
  });
});
