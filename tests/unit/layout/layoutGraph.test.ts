import { describe, expect, it } from 'vitest';
import { extractGraph } from '../../../src/lib/extract/extractGraph.ts';
import { FORCE_LAYOUT_LIMIT, layoutGraph, layoutTicks } from '../../../src/lib/layout/layoutGraph.ts';
import { GRID_STEP } from '../../../src/lib/layout/gridLayout.ts';
import type { DebateGraph } from '../../../src/lib/graph/types.ts';
import type { NodeId } from '../../../src/lib/core/ids.ts';
import { parseRoundtableLog } from '../../../src/lib/formats/roundtable-kg/validate.ts';
import { fixtureSource } from '../fixtureSource.ts';

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

  it('keeps nodes apart on a larger graph laid out by d3-force\'s approximate forces', () => {
    const n = 400;
    const big: DebateGraph = {
      ...graph,
      nodes: Array.from({ length: n }, (_, i) => ({ id: `c${i}` as NodeId, type: 'claim', label: `c${i}` })),
      edges: Array.from({ length: n }, (_, i) => ({ source: `c${i}` as NodeId, target: `c${(i * 7 + 1) % n}` as NodeId, type: 'supports' as const })),
    };
    const layout = layoutGraph(big, 'seed');
    expect(layout.points).toHaveLength(n);
    expect(JSON.stringify(layoutGraph(big, 'seed'))).toBe(JSON.stringify(layout));
    const close = layout.points.filter((a, i) => layout.points.some((b, j) => i !== j && Math.hypot(a.x - b.x, a.y - b.y) < 10));
    expect(close.length).toBeLessThan(n * 0.02);
  });

  it('bounds the work: fewer ticks for larger graphs, and an overview instead of a layout past the limit', () => {
    expect(layoutTicks(30, 80)).toBeGreaterThan(layoutTicks(600, 3000));
    expect(layoutTicks(100_000, 100_000)).toBeGreaterThanOrEqual(40);
    const n = FORCE_LAYOUT_LIMIT.nodes + 1;
    const huge: DebateGraph = { ...graph, nodes: Array.from({ length: n }, (_, i) => ({ id: `c${i}` as NodeId, type: 'claim', label: `c${i}` })), edges: [] };
    const layout = layoutGraph(huge, 'seed');
    expect(layout.points).toHaveLength(n);
    expect(layout.overview?.reason).toContain(`${n} nodes`);
  });

  it('places a 49,000-claim cycle past the limit on a grid: every node apart, neighbours near, in the box', () => {
    const n = 49_000;
    const nodes = Array.from({ length: n }, (_, i) => ({ id: `c${i}` as NodeId, type: 'claim' as const, label: `claim ${i}` }));
    const edges = nodes.map((node, i) => ({ source: node.id, target: nodes[(i + 1) % n]!.id, type: i % 2 ? 'opposes' as const : 'supports' as const }));
    const layout = layoutGraph({ ...graph, nodes, edges }, 'seed');
    expect(layout.overview).toBeDefined();
    expect(layout.points.map((p) => p.id)).toEqual(nodes.map((node) => node.id));
    expect(new Set(layout.points.map((p) => `${p.x},${p.y}`)).size).toBe(n);
    expect(layout.points.filter((p) => !(p.x > 0 && p.x < layout.width && p.y > 0 && p.y < layout.height))).toEqual([]);
    // Breadth first from c0: its two neighbours come right after it on the first row.
    const at = (id: string) => layout.points.find((p) => p.id === id)!;
    expect(Math.hypot(at('c0').x - at('c1').x, at('c0').y - at('c1').y)).toBeLessThanOrEqual(2 * GRID_STEP);
    expect(layoutGraph({ ...graph, nodes, edges }, 'seed')).toEqual(layout);
  });
});
