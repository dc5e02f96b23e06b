import { describe, expect, it } from 'vitest';
import { extractGraph } from '../../src/lib/extract/extractGraph.ts';
import { layoutGraph } from '../../src/lib/layout/layoutGraph.ts';
import { parseRoundtableLog } from '../../src/lib/formats/roundtable-kg/validate.ts';
import { fixtureSource } from './fixtureSource.ts';

const parsed = parseRoundtableLog(fixtureSource('logs/valid-minimal.json'));
if (!parsed.ok) throw new Error('fixture invalid');
const graph = extractGraph(parsed.value);

describe('layoutGraph', () => {
  it('gives the same layout for the same graph and seed, byte for byte', () => {
    expect(JSON.stringify(layoutGraph(graph, '2026/x'))).toBe(JSON.stringify(layoutGraph(graph, '2026/x')));
  });

  it('places every node, in node order, inside the box', () => {
    const layout = layoutGraph(graph, 'seed');
    expect(layout.points.map((p) => p.id)).toEqual(graph.nodes.map((n) => n.id));
    for (const p of layout.points) {
      expect(p.x).toBeGreaterThan(0);
      expect(p.y).toBeGreaterThan(0);
      expect(p.x).toBeLessThan(layout.width);
      expect(p.y).toBeLessThan(layout.height);
    }
  });

  it('keeps nodes apart', () => {
    const { points } = layoutGraph(graph, 'seed');
    for (const a of points) for (const b of points) if (a !== b) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(20);
  });

  it('handles an empty graph and edges into other debates', () => {
    expect(layoutGraph({ ...graph, nodes: [], edges: [] }, 's').points).toEqual([]);
    const crossing = { ...graph, edges: [...graph.edges, { source: 'c1', target: '2026/other:c9', type: 'related' as const }] };
    expect(layoutGraph(crossing, 's').points).toHaveLength(graph.nodes.length);
  });
});
