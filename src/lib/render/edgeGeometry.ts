// Where an edge is drawn: from the rim of its source to the rim of its target, straight
// when it is the only edge between the two nodes, else one arc per edge, so parallel and
// opposite edges never lie on top of each other. Shared by the page and the browser
// script (which redraws edges while a node is dragged).

export interface Point { x: number; y: number }

/** Distance between neighbouring arcs of one pair, at their middle. */
export const ARC_SPACING = 22;

/**
 * Bend (signed offset of the arc's middle from the straight line) of every edge, given
 * its endpoints as indexes. Edges are grouped by unordered pair; a group of n gets
 * offsets spread around 0, measured on the pair's canonical direction (lower index
 * first), so an edge and its opposite bend to different sides.
 */
export function edgeBends(edges: ReadonlyArray<{ s: number; t: number }>): number[] {
  const groups = new Map<string, number[]>();
  edges.forEach((e, k) => {
    const key = e.s < e.t ? `${e.s}-${e.t}` : `${e.t}-${e.s}`;
    const group = groups.get(key);
    if (group) group.push(k); else groups.set(key, [k]);
  });
  const bends = edges.map(() => 0);
  for (const group of groups.values()) {
    if (group.length === 1) continue;
    group.forEach((k, i) => {
      const offset = (i - (group.length - 1) / 2) * ARC_SPACING;
      const e = edges[k]!;
      bends[k] = e.s < e.t ? offset : -offset;
    });
  }
  return bends;
}

/**
 * The order edges are drawn in: structural ones (domain membership, loose relations)
 * first, under the argument's, so the argument's edges are the ones on top to point at;
 * else by index. The page writes edges in this order without their indexes, and the
 * browser script, calling this too, knows which element is which edge.
 */
export function edgeDrawOrder(types: readonly string[]): number[] {
  const under = (type: string) => (type === 'belongs_to' || type === 'related' || type === 'used_in' ? 0 : 1);
  return types.map((_, k) => k).sort((a, b) => under(types[a]!) - under(types[b]!) || a - b);
}

export interface EdgeShape {
  d: string;
  /** The middle of the drawn edge (for a tooltip or a test). */
  mid: Point;
}

/** The path of one edge: rim to rim, a quadratic arc whose middle is `bend` off the line. */
export function edgeShape(s: Point, t: Point, sourceRadius: number, targetRadius: number, bend: number): EdgeShape {
  const dx = t.x - s.x, dy = t.y - s.y;
  const length = Math.hypot(dx, dy) || 1;
  const nx = -dy / length, ny = dx / length;
  // A quadratic curve's middle lies halfway to its control point.
  const c = { x: (s.x + t.x) / 2 + nx * bend * 2, y: (s.y + t.y) / 2 + ny * bend * 2 };
  const start = towards(s, c, sourceRadius + 1);
  const end = towards(t, c, targetRadius + 3);
  const mid = { x: round((start.x + 2 * c.x + end.x) / 4), y: round((start.y + 2 * c.y + end.y) / 4) };
  const d = bend === 0
    ? `M${round(start.x)},${round(start.y)}L${round(end.x)},${round(end.y)}`
    : `M${round(start.x)},${round(start.y)}Q${round(c.x)},${round(c.y)} ${round(end.x)},${round(end.y)}`;
  return { d, mid };
}

function towards(from: Point, to: Point, distance: number): Point {
  const dx = to.x - from.x, dy = to.y - from.y;
  const length = Math.hypot(dx, dy) || 1;
  const k = Math.min(distance, length / 2) / length;
  return { x: from.x + dx * k, y: from.y + dy * k };
}

const round = (v: number) => Math.round(v * 10) / 10;
