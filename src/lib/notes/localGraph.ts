// The part of a debate a note's <DebateGraph focus="c3" depth={1}/> shows: the focus and
// every node within `depth` relations of it (either direction), with the stored layout
// cropped to those nodes so the figure is drawn at a readable size.
import type { NodeId } from '../core/ids.ts';
import type { DebateGraph, GraphLayout } from '../graph/types.ts';
import { maxOf, minOf } from '../core/arrays.ts';

const PADDING = 60;

export function localGraph(graph: DebateGraph, layout: GraphLayout, focus: NodeId | undefined, depth: number): { graph: DebateGraph; layout: GraphLayout } {
  if (focus === undefined) return { graph, layout };
  const neighbours = new Map<string, string[]>();
  const add = (from: string, to: string) => {
    const list = neighbours.get(from);
    if (list === undefined) neighbours.set(from, [to]); else list.push(to);
  };
  for (const e of graph.edges) {
    add(e.source, e.target);
    add(e.target, e.source);
  }
  const keep = new Set<string>([focus]);
  let frontier: string[] = [focus];
  for (let hop = 0; hop < depth; hop++) {
    const next: string[] = [];
    for (const id of frontier) for (const n of neighbours.get(id) ?? []) if (!keep.has(n)) { keep.add(n); next.push(n); }
    frontier = next;
  }
  const nodes = graph.nodes.filter((n) => keep.has(n.id));
  const edges = graph.edges.filter((e) => keep.has(e.source) && keep.has(e.target));
  const points = layout.points.filter((p) => keep.has(p.id));
  const xs = points.map((p) => p.x), ys = points.map((p) => p.y);
  const minX = minOf(xs) - PADDING, minY = minOf(ys) - PADDING;
  const width = Math.round(maxOf(xs) + PADDING - minX), height = Math.round(maxOf(ys) + PADDING - minY);
  return {
    graph: { ...graph, nodes, edges },
    layout: { width: Math.max(width, 160), height: Math.max(height, 120), points: points.map((p) => ({ id: p.id, x: Math.round(p.x - minX), y: Math.round(p.y - minY) })) },
  };
}
