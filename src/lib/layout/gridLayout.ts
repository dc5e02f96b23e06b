// The layout of a graph past the force budget (layoutGraph.ts FORCE_LAYOUT_LIMIT): no
// simulation, a square grid filled in an order that keeps related nodes near each other.
// Connected parts come one after the other, the part of the most connected node first;
// inside a part, nodes in breadth-first order from that node (neighbours in graph order).
// Every node has a point of its own, one grid step from the next: a reader of graph.json
// (or the atlas, which places each debate's own layout) never gets nodes on top of each
// other. Linear in nodes + relations after one sort by degree; integer coordinates.
import type { DebateGraph, GraphLayout } from '../graph/types.ts';

/** Distance between neighbouring grid points: the largest node's diameter and a label's room. */
export const GRID_STEP = 80;
const PADDING = 48;

export function gridLayout(graph: DebateGraph): Pick<GraphLayout, 'width' | 'height' | 'points'> {
  const n = graph.nodes.length;
  const order = componentOrder(graph);
  const columns = Math.max(1, Math.ceil(Math.sqrt(n)));
  const rows = Math.max(1, Math.ceil(n / columns));
  const x = new Int32Array(n), y = new Int32Array(n);
  for (let k = 0; k < n; k++) {
    const node = order[k]!;
    x[node] = PADDING + (k % columns) * GRID_STEP;
    y[node] = PADDING + Math.floor(k / columns) * GRID_STEP;
  }
  return {
    width: 2 * PADDING + (columns - 1) * GRID_STEP,
    height: 2 * PADDING + (rows - 1) * GRID_STEP,
    points: graph.nodes.map((node, i) => ({ id: node.id, x: x[i]!, y: y[i]! })),
  };
}

/** Node indices, part by part, each part breadth first from its most connected node. */
function componentOrder(graph: DebateGraph): Int32Array {
  const n = graph.nodes.length;
  const index = new Map<string, number>();
  graph.nodes.forEach((node, i) => index.set(node.id, i));
  const pairs: number[] = [];
  for (const edge of graph.edges) {
    const s = index.get(edge.source), t = index.get(edge.target);
    if (s !== undefined && t !== undefined && s !== t) pairs.push(s, t);
  }
  // Neighbours in one flat array (compressed rows): memory linear in the relations.
  const start = new Int32Array(n + 1);
  for (const node of pairs) start[node + 1]!++;
  for (let i = 0; i < n; i++) start[i + 1]! += start[i]!;
  const fill = start.slice(0, n);
  const neighbours = new Int32Array(pairs.length);
  for (let k = 0; k < pairs.length; k += 2) {
    const s = pairs[k]!, t = pairs[k + 1]!;
    neighbours[fill[s]!++] = t;
    neighbours[fill[t]!++] = s;
  }
  const degree = (i: number) => start[i + 1]! - start[i]!;
  const seeds = Array.from({ length: n }, (_, i) => i).sort((a, b) => degree(b) - degree(a) || a - b);
  const order = new Int32Array(n);
  const seen = new Uint8Array(n);
  let head = 0, tail = 0;
  for (const seed of seeds) {
    if (seen[seed]) continue;
    seen[seed] = 1;
    order[tail++] = seed;
    while (head < tail) {
      const node = order[head++]!;
      for (let k = start[node]!; k < start[node + 1]!; k++) {
        const next = neighbours[k]!;
        if (!seen[next]) { seen[next] = 1; order[tail++] = next; }
      }
    }
  }
  return order;
}
