// Domains drawn as regions: each domain a rounded hull around itself and its members
// (the nodes that `belongs_to` it), instead of one edge per member, which crossed most
// of the graph's other edges. The hull is a convex polygon drawn with a wide round
// stroke in the fill's colour, so it reaches REGION_PADDING past every node and one or
// two members still make a disc or a capsule. Pure: the page draws the regions, the
// browser script redraws a region while one of its nodes is dragged.
import type { Point } from './edgeGeometry.ts';

/** How far a region reaches past its nodes' centres (drawing units). */
export const REGION_PADDING = 22;

/** Each domain (a node index) and its members' indexes, from `belongs_to` edges; domains in index order. */
export function domainMembers(edges: ReadonlyArray<{ s: number; t: number; type: string }>): Map<number, number[]> {
  const members = new Map<number, number[]>();
  for (const e of edges) {
    if (e.type !== 'belongs_to') continue;
    const list = members.get(e.t);
    if (list) list.push(e.s); else members.set(e.t, [e.s]);
  }
  return new Map([...members].sort((a, b) => a[0] - b[0]));
}

const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

/** The convex hull (Andrew's monotone chain, O(n log n)), counter-clockwise, no repeated point. */
export function convexHull(points: readonly Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y)
    .filter((p, i, all) => i === 0 || p.x !== all[i - 1]!.x || p.y !== all[i - 1]!.y);
  if (sorted.length < 3) return sorted;
  const half = (list: Point[]) => {
    const out: Point[] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, p) <= 0) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

/** The SVG path of a region around these points (drawn with a 2 × REGION_PADDING round stroke). */
export function regionPath(points: readonly Point[]): string {
  const hull = convexHull(points);
  if (hull.length === 0) return '';
  const r = (v: number) => Math.round(v * 10) / 10;
  // A single point still needs a segment for the round caps to draw a disc.
  const drawn = hull.length === 1 ? [hull[0]!, { x: hull[0]!.x + 0.1, y: hull[0]!.y }] : hull;
  return `M${drawn.map((p) => `${r(p.x)},${r(p.y)}`).join('L')}Z`;
}
