import { describe, expect, it } from 'vitest';
import { islandOrder, layoutAtlas, squareSpiral } from '../../../src/lib/layout/layoutAtlas.ts';
import type { DebateSlug, NodeId } from '../../../src/lib/core/ids.ts';
import type { GraphLayout, GraphNode } from '../../../src/lib/graph/types.ts';
import { mergeDebates, type MergeInput } from '../../../src/lib/merge/mergeDebates.ts';
import { prng, shuffled, syntheticDebates } from '../../../scripts/support/syntheticGraphs.ts';

const persona = (id: string, label: string): GraphNode => ({ id: id as NodeId, type: 'persona', label, position: 'p', argument: 'a' });
const claim = (id: string, text: string): GraphNode => ({ id: id as NodeId, type: 'claim', label: text, text });
const debate = (slug: string, nodes: GraphNode[]): MergeInput => ({ slug: slug as DebateSlug, file: `${slug}.json`, graph: { topic: slug, meta: { tags: [] }, nodes, edges: [] } });
/** A stored layout putting the nodes on a row, 100 apart, in a width × height box. */
const row = (input: MergeInput, width = 400, height = 200): GraphLayout => ({
  width, height, points: input.graph.nodes.map((n, i) => ({ id: n.id, x: 50 + i * 100, y: height / 2 })),
});
const layoutsOf = (inputs: MergeInput[], size?: [number, number]) => new Map(inputs.map((i) => [i.slug, row(i, ...(size ?? []))]));

describe('squareSpiral', () => {
  it('visits distinct cells, each next to the one before, from the centre out', () => {
    const cells = Array.from({ length: 400 }, (_, i) => squareSpiral(i));
    expect(cells.slice(0, 9)).toEqual([[0, 0], [1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1], [0, -1], [1, -1]]);
    expect(new Set(cells.map((c) => c.join(','))).size).toBe(400);
    for (let i = 1; i < cells.length; i++) {
      const [a, b] = [cells[i - 1]!, cells[i]!];
      expect(Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]), `cell ${i}`).toBe(1);
    }
    // 400 cells fill the 20 × 20 square around the centre... almost: rings are whole squares.
    expect(Math.max(...cells.map(([x, y]) => Math.max(Math.abs(x), Math.abs(y))))).toBe(10);
  });
});

describe('islandOrder', () => {
  it('starts from the best-connected debate and keeps debates that share nodes together', () => {
    const inputs = [
      debate('a', [persona('p', 'Ada'), claim('c', 'x')]),
      debate('b', [persona('p', 'Lone')]),
      debate('c', [persona('p', 'Ada'), persona('q', 'Bo')]),
      debate('d', [persona('q', 'Bo')]),
    ];
    const { atlas } = mergeDebates(inputs);
    // c shares Ada with a and Bo with d: it goes first, its neighbours next, the loner last.
    expect(islandOrder(atlas)).toEqual(['c', 'a', 'd', 'b']);
  });
});

describe('layoutAtlas', () => {
  it('places each debate as an island and a merged node at the mean of its members', () => {
    const inputs = [debate('a', [persona('p1', 'Ada'), claim('c1', 'x')]), debate('b', [claim('c1', 'y'), persona('p9', 'ada ')])];
    const { atlas } = mergeDebates(inputs);
    const layout = layoutAtlas(atlas, layoutsOf(inputs));
    const at = (id: string) => { const i = atlas.nodes.findIndex((n) => n.id === id); return [layout.x[i], layout.y[i]]; };
    const [ia, ib] = layout.islands;
    expect(ia).toMatchObject({ debate: 'a', scale: 1, radius: 200 });
    // a:c1 is the second point of a's row: 150 from the left of a 400-wide box, 50 left of its centre.
    expect(at('a:c1')).toEqual([ia!.x - 50, ia!.y]);
    expect(at('b:c1')).toEqual([ib!.x - 150, ib!.y]);
    // Ada: a:p1 (150 left of a's centre) and b:p9 (50 left of b's centre), averaged.
    expect(at('a:p1')).toEqual([Math.round((ia!.x - 150 + ib!.x - 50) / 2), Math.round((ia!.y + ib!.y) / 2)]);
    expect(layout.x.every(Number.isInteger) && layout.y.every(Number.isInteger)).toBe(true);
    expect(layout.bounds).toEqual({ minX: Math.min(...layout.x), minY: Math.min(...layout.y), maxX: Math.max(...layout.x), maxY: Math.max(...layout.y) });
  });

  it('keeps islands apart and scales down the few that are larger than a cell', () => {
    const inputs = Array.from({ length: 20 }, (_, d) => debate(`d${String(d).padStart(2, '0')}`, [claim('c1', `x${d}`), claim('c2', `y${d}`)]));
    const layouts = layoutsOf(inputs, [300, 300]);
    layouts.set('d07' as DebateSlug, { width: 3000, height: 900, points: [{ id: 'c1' as NodeId, x: 0, y: 0 }, { id: 'c2' as NodeId, x: 3000, y: 900 }] });
    const { atlas } = mergeDebates(inputs);
    const layout = layoutAtlas(atlas, layouts);
    const big = layout.islands.find((i) => i.debate === 'd07')!;
    expect(big.scale).toBe(0.1);
    expect(big.radius).toBe(150);
    for (const a of layout.islands) {
      for (const b of layout.islands) {
        if (a === b) continue;
        expect(Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y)), `${a.debate} / ${b.debate}`).toBeGreaterThanOrEqual(a.radius + b.radius);
      }
    }
  });

  it('never puts two nodes on one point, and falls back to the island centre without a layout', () => {
    const inputs = [debate('a', [claim('c1', 'x'), claim('c2', 'y'), claim('c3', 'z')])];
    const { atlas } = mergeDebates(inputs);
    const layout = layoutAtlas(atlas, new Map()); // no stored layout at all
    const points = atlas.nodes.map((_, i) => `${layout.x[i]},${layout.y[i]}`);
    expect(new Set(points).size).toBe(3);
    expect(points[0]).toBe('0,0');
  });

  it('is deterministic and independent of input order', () => {
    const inputs = syntheticDebates({ debates: 60, seed: 5 });
    const layouts = layoutsOf(inputs);
    const first = layoutAtlas(mergeDebates(inputs).atlas, layouts);
    const again = layoutAtlas(mergeDebates(shuffled(inputs, prng(9))).atlas, new Map(shuffled([...layouts], prng(4))));
    expect(again).toEqual(first);
  });

  it('handles an empty atlas', () => {
    expect(layoutAtlas(mergeDebates([]).atlas, new Map())).toEqual({ x: [], y: [], bounds: { minX: 0, minY: 0, maxX: 0, maxY: 0 }, islands: [] });
  });

  it('lays out a 10,000-node atlas (its time: npm run bench:atlas)', () => {
    const inputs = syntheticDebates({ debates: 400, seed: 3 });
    const { atlas } = mergeDebates(inputs);
    expect(atlas.nodes.length).toBeGreaterThan(9_000);
    const layout = layoutAtlas(atlas, layoutsOf(inputs));
    expect(layout.x).toHaveLength(atlas.nodes.length);
  });
});
