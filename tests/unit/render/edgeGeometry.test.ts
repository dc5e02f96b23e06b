// The graph's drawing rules, without a browser: labels placed clear of each other and of
// every node inside the frame; parallel and opposite edges bent apart.
import { describe, expect, it } from 'vitest';
import { placeLabels, type Box, type LabelRequest } from '../../../src/lib/render/labelPlacement.ts';
import { edgeBends, edgeShape } from '../../../src/lib/render/edgeGeometry.ts';
import { EDGE_STYLES } from '../../../src/lib/render/edgeStyles.ts';
import { RELATION_TYPES } from '../../../src/lib/graph/types.ts';

const overlap = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const hits = (n: LabelRequest, b: Box) => {
  const x = Math.max(b.x, Math.min(n.x, b.x + b.w)), y = Math.max(b.y, Math.min(n.y, b.y + b.h));
  return (n.x - x) ** 2 + (n.y - y) ** 2 < n.r ** 2;
};

describe('placeLabels', () => {
  // A deterministic crowd: 60 nodes on a jittered grid, long and short labels.
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  const frame = { x: 0, y: 0, w: 600, h: 400 };
  const nodes: LabelRequest[] = Array.from({ length: 60 }, (_, i) => ({
    x: 30 + (i % 10) * 60 + random() * 20, y: 30 + Math.floor(i / 10) * 60 + random() * 20,
    r: 6 + random() * 10, w: 30 + random() * 120, h: 14, priority: Math.floor(random() * 10),
  }));
  const placed = placeLabels(nodes, frame);

  it('never lets a label overlap another label or any node, or leave the frame', () => {
    const boxes = placed.flatMap((p) => (p.box ? [p.box] : []));
    expect(boxes.length).toBeGreaterThan(20);
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) expect(overlap(a, b)).toBe(false);
      for (const n of nodes) expect(hits(n, a)).toBe(false);
      expect(a.x >= 0 && a.y >= 0 && a.x + a.w <= frame.w && a.y + a.h <= frame.h).toBe(true);
    }
  });

  it('hides the less connected label when two compete', () => {
    const pair: LabelRequest[] = [
      { x: 100, y: 10, r: 4, w: 180, h: 14, priority: 1 },
      { x: 110, y: 10, r: 4, w: 180, h: 14, priority: 9 },
    ];
    // Room for one label only: below the pair.
    const [low, high] = placeLabels(pair, { x: 0, y: 0, w: 220, h: 40 });
    expect(high!.box).not.toBeNull();
    expect(low!.box).toBeNull();
  });

  it('is deterministic', () => {
    expect(placeLabels(nodes, frame)).toEqual(placed);
  });

  it('slides a wide label of a node near the frame\'s side under it rather than hiding it (probe 39, zoomed in)', () => {
    // A node 40 units from the left edge with a label 300 wide: no spot fits as drawn.
    const [near] = placeLabels([{ x: 40, y: 100, r: 10, w: 300, h: 42, priority: 1 }], { x: 0, y: 0, w: 320, h: 300 });
    expect(near!.box).toEqual({ x: 0, y: 115, w: 300, h: 42 });
    expect(near!.spot).toBe('below');
    // Wider than the frame, it stays hidden.
    const [wide] = placeLabels([{ x: 40, y: 100, r: 10, w: 400, h: 42, priority: 1 }], { x: 0, y: 0, w: 320, h: 300 });
    expect(wide!.box).toBeNull();
  });
});

describe('edges', () => {
  it('bends parallel edges apart, and an opposite edge to its own side', () => {
    const bends = edgeBends([{ s: 0, t: 1 }, { s: 0, t: 1 }, { s: 0, t: 1 }, { s: 1, t: 0 }, { s: 2, t: 3 }]);
    expect(bends[4]).toBe(0); // alone: straight
    const a = { x: 0, y: 0 }, b = { x: 100, y: 0 };
    const mids = [0, 1, 2].map((k) => edgeShape(a, b, 5, 5, bends[k]!).mid.y);
    const back = edgeShape(b, a, 5, 5, bends[3]!).mid.y;
    expect(new Set([...mids, back].map((y) => Math.round(y))).size).toBe(4);
  });

  it('gives every relation type its own pair of dash pattern and arrowhead', () => {
    const pairs = RELATION_TYPES.map((t) => `${EDGE_STYLES[t].dash}|${EDGE_STYLES[t].marker}`);
    expect(new Set(pairs).size).toBe(RELATION_TYPES.length);
    expect(new Set(RELATION_TYPES.map((t) => EDGE_STYLES[t].marker)).size).toBe(RELATION_TYPES.length);
  });
});
