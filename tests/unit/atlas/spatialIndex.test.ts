// The atlas map's spatial indexes and label culling, against brute force on random maps.
import { describe, expect, it } from 'vitest';
import { labelPlacer, overlappingPairs, type LabelBox } from '../../../src/lib/atlas/labelPlacement.ts';
import { FrameSet, clipSegment, gridOfPoints, gridOfSegments, queryGrid, segmentCells, segmentGridSteps, type Rect } from '../../../src/lib/atlas/spatialIndex.ts';
import { prng } from '../../../scripts/support/syntheticGraphs.ts';

const BOUNDS: [number, number, number, number] = [-500, -300, 1500, 900];

function randomMap(seed: number, nodes: number, edges: number) {
  const random = prng(seed);
  const X = Float64Array.from({ length: nodes }, () => BOUNDS[0] + random() * (BOUNDS[2] - BOUNDS[0]));
  const Y = Float64Array.from({ length: nodes }, () => BOUNDS[1] + random() * (BOUNDS[3] - BOUNDS[1]));
  const source = Int32Array.from({ length: edges }, () => Math.floor(random() * nodes));
  const target = Int32Array.from({ length: edges }, () => Math.floor(random() * nodes));
  return { X, Y, source, target, random };
}

/** Does segment a→b touch the rectangle? (sampled densely: the reference, not the code under test) */
function touches(ax: number, ay: number, bx: number, by: number, r: Rect): boolean {
  const steps = 2000;
  for (let s = 0; s <= steps; s++) {
    const x = ax + ((bx - ax) * s) / steps, y = ay + ((by - ay) * s) / steps;
    if (x >= r.x0 && x <= r.x1 && y >= r.y0 && y <= r.y1) return true;
  }
  return false;
}

describe('the spatial grid', () => {
  it('finds every node in a rectangle, each once', () => {
    const { X, Y, random } = randomMap(1, 3000, 0);
    const grid = gridOfPoints(X, Y, BOUNDS, 256);
    const stamp = new Uint32Array(X.length);
    for (let q = 1; q <= 20; q++) {
      const x0 = BOUNDS[0] + random() * 1800, y0 = BOUNDS[1] + random() * 1000;
      const r = { x0, y0, x1: x0 + random() * 400, y1: y0 + random() * 300 };
      const found: number[] = [];
      queryGrid(grid, r, stamp, q, (i) => { found.push(i); });
      expect(new Set(found).size).toBe(found.length);
      const inside = [...X.keys()].filter((i) => X[i]! >= r.x0 && X[i]! <= r.x1 && Y[i]! >= r.y0 && Y[i]! <= r.y1);
      for (const i of inside) expect(found).toContain(i);
    }
  });

  it('finds every edge crossing a small view, including long edges with both ends outside it', () => {
    const { X, Y, source, target, random } = randomMap(2, 400, 2000);
    const grid = gridOfSegments(X, Y, source, target, BOUNDS, 1024);
    const stamp = new Uint32Array(source.length);
    let crossingWithEndsOutside = 0;
    for (let q = 1; q <= 15; q++) {
      const x0 = BOUNDS[0] + random() * 1900, y0 = BOUNDS[1] + random() * 1100;
      const r = { x0, y0, x1: x0 + 60, y1: y0 + 40 };
      const found = new Set<number>();
      queryGrid(grid, r, stamp, q, (e) => { found.add(e); });
      for (let e = 0; e < source.length; e++) {
        const ax = X[source[e]!]!, ay = Y[source[e]!]!, bx = X[target[e]!]!, by = Y[target[e]!]!;
        if (!touches(ax, ay, bx, by, r)) continue;
        expect(found.has(e), `edge ${e}`).toBe(true);
        const out = (x: number, y: number) => x < r.x0 || x > r.x1 || y < r.y0 || y > r.y1;
        if (out(ax, ay) && out(bx, by)) crossingWithEndsOutside++;
      }
      // The index is selective: far fewer candidates than edges.
      expect(found.size).toBeLessThan(source.length / 4);
    }
    expect(crossingWithEndsOutside).toBeGreaterThan(10);
  });

  it('makes the same edge grid in steps as at once, a step per 100 edges of each pass', () => {
    const { X, Y, source, target } = randomMap(3, 400, 1050);
    const steps = segmentGridSteps(X, Y, source, target, BOUNDS, 1024, 100);
    let paused = 0;
    let next = steps.next();
    for (; !next.done; next = steps.next()) paused++;
    // 11 chunks in the count pass and 11 in the fill pass, no pause after the last.
    expect(paused).toBe(21);
    expect(next.value).toEqual(gridOfSegments(X, Y, source, target, BOUNDS, 1024));
  });

  it('walks a segment through adjacent cells from one end to the other', () => {
    const grid = { minX: 0, minY: 0, cell: 10, cols: 10, rows: 10 };
    const cells: number[] = [];
    segmentCells(grid, 1, 1, 95, 38, (c) => cells.push(c));
    expect(cells[0]).toBe(0);
    expect(cells.at(-1)).toBe(3 * 10 + 9);
    for (let i = 1; i < cells.length; i++) {
      const a = cells[i - 1]!, b = cells[i]!;
      expect(Math.abs((a % 10) - (b % 10)) + Math.abs(Math.floor(a / 10) - Math.floor(b / 10))).toBe(1);
    }
  });

  it('clips segments to a rectangle', () => {
    const out = new Float64Array(4);
    const r = { x0: 0, y0: 0, x1: 100, y1: 100 };
    expect(clipSegment(-50, 50, 150, 50, r, out)).toBe(true);
    expect([...out]).toEqual([0, 50, 100, 50]);
    expect(clipSegment(-50, -10, 150, -10, r, out)).toBe(false);
    expect(clipSegment(-10, 90, 20, 120, r, out)).toBe(true); // cuts the corner
    expect(clipSegment(-10, 130, 40, 101, r, out)).toBe(false); // passes the corner outside
    expect(clipSegment(10, 10, 20, 20, r, out)).toBe(true);
    expect([...out]).toEqual([10, 10, 20, 20]);
  });
});

describe('label placement', () => {
  it('never places overlapping labels, and places the first offered', () => {
    const random = prng(5);
    const placer = labelPlacer(800, 600);
    const offered: LabelBox[] = Array.from({ length: 2000 }, (_, node) => ({ node, x: random() * 820 - 10, y: random() * 620 - 10, w: 20 + random() * 160, h: 15 }));
    const placed = offered.filter((box) => placer.place(box));
    expect(placed[0]).toBe(offered[0]);
    expect(placed.length).toBeGreaterThan(40);
    expect(overlappingPairs(placer.boxes)).toEqual([]);
    // Every box not placed overlaps one that was.
    const rejected = offered.filter((b) => !placed.includes(b) && b.x + b.w > 0 && b.x < 800 && b.y + b.h > 0 && b.y < 600);
    for (const b of rejected.slice(0, 200)) expect(overlappingPairs([...placed, b], 2).some(([, q]) => q === b.node)).toBe(true);
  });
});

describe('the frame set', () => {
  it('holds large integers once, grows, and empties in one step', () => {
    const set = new FrameSet(4);
    const keys = Array.from({ length: 5000 }, (_, i) => i * 7_919_000_003 + (i % 3));
    for (const k of keys) expect(set.add(k)).toBe(true);
    for (const k of keys) expect(set.add(k)).toBe(false);
    set.clear();
    expect(set.add(keys[42]!)).toBe(true);
    expect(set.add(keys[42]!)).toBe(false);
    expect(set.add(keys[43]!)).toBe(true);
  });
});
