// The atlas layout, computed once per build: each debate's own layout an island, the
// islands on a square spiral (docs/decisions/atlas-layout-islands.md).
import type { DebateSlug } from '../core/ids.ts';
import type { GraphLayout } from '../graph/types.ts';
import type { AtlasGraph } from '../merge/mergeDebates.ts';
import { appendAll } from '../core/arrays.ts';

export interface AtlasIsland {
  debate: DebateSlug;
  /** Centre of the island in atlas coordinates. */
  x: number;
  y: number;
  /** Half the side of the square the island fits in, after scaling. */
  radius: number;
  /** Factor applied to the debate's own layout (1 unless the island was too large). */
  scale: number;
}

export interface AtlasLayout {
  /** Positions in atlas node order. */
  x: number[];
  y: number[];
  bounds: { minX: number; minY: number; maxX: number; maxY: number };
  /** One per debate, in `atlas.debates` order. */
  islands: AtlasIsland[];
}

const GAP = 120;
const SPREAD = 18;
const FALLBACK_SIZE = 240;
/** A node in more debates than this says little about which debates are alike. */
const MAX_SHARED_FOR_ORDER = 64;

/** Cell (column, row) of the i-th position on a square spiral: (0,0), (1,0), (1,1), (0,1), (-1,1), … */
export function squareSpiral(i: number): [number, number] {
  if (i === 0) return [0, 0];
  const ring = Math.ceil((Math.sqrt(i + 1) - 1) / 2); // ring r holds indices (2r-1)² … (2r+1)²-1
  const side = 2 * ring;
  const start = (side - 1) ** 2; // first index of the ring
  const offset = i - start;
  const leg = Math.floor(offset / side);
  const along = offset % side;
  switch (leg) {
    case 0: return [ring, -ring + 1 + along];
    case 1: return [ring - 1 - along, ring];
    case 2: return [-ring, ring - 1 - along];
    default: return [-ring + 1 + along, -ring];
  }
}

/** Debates in island order: breadth first over shared nodes, widest-connected debate first. */
export function islandOrder(atlas: AtlasGraph): DebateSlug[] {
  const debateIndex = new Map<DebateSlug, number>(atlas.debates.map((d, i) => [d, i]));
  const shared: number[][] = atlas.debates.map(() => []); // debate → shared node indexes (in id order)
  atlas.nodes.forEach((node, i) => {
    if (node.used_in.length < 2 || node.used_in.length > MAX_SHARED_FOR_ORDER) return;
    for (const d of node.used_in) shared[debateIndex.get(d)!]!.push(i);
  });
  // Cross-debate edges (`related`) tie debates too.
  const nodeDebates = atlas.nodes.map((n) => n.used_in);
  const nodeIndex = new Map(atlas.nodes.map((n, i) => [n.id, i]));
  const links: Array<Set<number>> = atlas.debates.map(() => new Set());
  for (const e of atlas.edges) {
    const s = nodeIndex.get(e.source), t = nodeIndex.get(e.target);
    if (s === undefined || t === undefined) continue;
    const ds = nodeDebates[s]!, dt = nodeDebates[t]!;
    if (ds.length === 1 && dt.length === 1 && ds[0] !== dt[0]) {
      const a = debateIndex.get(ds[0]!)!, b = debateIndex.get(dt[0]!)!;
      links[a]!.add(b);
      links[b]!.add(a);
    }
  }
  const degree = shared.map((list, d) => list.length + links[d]!.size);
  const starts = atlas.debates.map((_, d) => d).sort((a, b) => degree[b]! - degree[a]! || a - b);
  const seen = new Uint8Array(atlas.debates.length);
  const order: DebateSlug[] = [];
  for (const start of starts) {
    if (seen[start]) continue;
    seen[start] = 1;
    const queue = [start];
    for (let head = 0; head < queue.length; head++) {
      const d = queue[head]!;
      order.push(atlas.debates[d]!);
      const next: number[] = [];
      for (const i of shared[d]!) for (const slug of atlas.nodes[i]!.used_in) next.push(debateIndex.get(slug)!);
      appendAll(next, [...links[d]!].sort((a, b) => a - b));
      for (const n of next) {
        if (seen[n]) continue;
        seen[n] = 1;
        queue.push(n);
      }
    }
  }
  return order;
}

export function layoutAtlas(atlas: AtlasGraph, layouts: ReadonlyMap<DebateSlug, GraphLayout>): AtlasLayout {
  // Each debate's own layout: its box and its points by id.
  const boxes = atlas.debates.map((slug) => {
    const layout = layouts.get(slug);
    const points = new Map<string, { x: number; y: number }>();
    if (layout === undefined || layout.points.length === 0) return { slug, w: FALLBACK_SIZE, h: FALLBACK_SIZE, points };
    for (const p of layout.points) points.set(p.id, p);
    return { slug, w: Math.max(1, layout.width), h: Math.max(1, layout.height), points };
  });
  const sizes = boxes.map((b) => Math.max(b.w, b.h)).sort((a, b) => a - b);
  const cellInner = sizes.length === 0 ? FALLBACK_SIZE : sizes[Math.min(sizes.length - 1, Math.floor(sizes.length * 0.9))]!;
  const cell = Math.round(cellInner + GAP);

  const boxOf = new Map(boxes.map((b) => [b.slug, b]));
  const islandOf = new Map<DebateSlug, AtlasIsland>();
  islandOrder(atlas).forEach((slug, i) => {
    const box = boxOf.get(slug)!;
    const [col, row] = squareSpiral(i);
    const scale = Math.min(1, cellInner / Math.max(box.w, box.h));
    islandOf.set(slug, { debate: slug, x: col * cell, y: row * cell, radius: Math.round((Math.max(box.w, box.h) * scale) / 2), scale: Math.round(scale * 1000) / 1000 });
  });

  const n = atlas.nodes.length;
  const x = new Array<number>(n), y = new Array<number>(n);
  const occupied = new Map<string, number>();
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (let i = 0; i < n; i++) {
    const node = atlas.nodes[i]!;
    let sx = 0, sy = 0, count = 0;
    for (const member of node.perDebate) {
      const island = islandOf.get(member.debate);
      const box = boxOf.get(member.debate);
      if (island === undefined || box === undefined) continue;
      const p = box.points.get(member.id);
      // A point missing from a stored layout (it cannot happen for records the archive
      // made, but a layout is data) puts the node at its island's centre.
      sx += p === undefined ? island.x : island.x + (p.x - box.w / 2) * island.scale;
      sy += p === undefined ? island.y : island.y + (p.y - box.h / 2) * island.scale;
      count++;
    }
    let px = count === 0 ? 0 : Math.round(sx / count);
    let py = count === 0 ? 0 : Math.round(sy / count);
    // Nodes on one point would hide each other: the k-th newcomer moves onto a golden-angle spiral.
    const key = `${px},${py}`;
    const taken = occupied.get(key) ?? 0;
    occupied.set(key, taken + 1);
    if (taken > 0) {
      const angle = taken * 2.399963229728653;
      const r = SPREAD * Math.sqrt(taken);
      px = Math.round(px + r * Math.cos(angle));
      py = Math.round(py + r * Math.sin(angle));
    }
    x[i] = px;
    y[i] = py;
    if (px < minX) minX = px;
    if (px > maxX) maxX = px;
    if (py < minY) minY = py;
    if (py > maxY) maxY = py;
  }
  if (n === 0) minX = minY = maxX = maxY = 0;
  const islands = atlas.debates.map((slug) => islandOf.get(slug)!);
  return { x, y, bounds: { minX, minY, maxX, maxY }, islands };
}

