// Which node is under a point of the map: the node grid's cells around it, the node whose
// disc (plus a few pixels of slop) holds the point, nearest to its centre first.
import type { Visibility } from '../../../lib/atlas/atlasView.ts';
import { queryGrid } from '../../../lib/atlas/spatialIndex.ts';
import { MIN_NODE_PX as MIN_PX, type MapModel } from './model.ts';

/** Extra reach around a node (px), so a small node is easy to hit. */
const SLOP_PX = 6;

/** `model`: the one drawn (its positions and node grid); every model of a map has the same nodes. */
export type HitTest = (model: MapModel, vis: Visibility, x: number, y: number, k: number) => number | undefined;

export function hitTester(nodes: number): HitTest {
  const stamp = new Uint32Array(nodes);
  let mark = 0;
  return (model, vis, x, y, k) => {
    mark = (mark + 1) >>> 0 || 1;
    const reach = model.maxRadius + (SLOP_PX + MIN_PX) / k;
    let best: number | undefined, bestScore = Infinity;
    queryGrid(model.nodeGrid, { x0: x - reach, y0: y - reach, x1: x + reach, y1: y + reach }, stamp, mark, (i) => {
      if (!vis.nodes[i]) return;
      const r = Math.max(model.R[i]!, MIN_PX / k);
      const d = Math.hypot(model.X[i]! - x, model.Y[i]! - y);
      if (d > r + SLOP_PX / k) return;
      const score = d / r;
      if (score < bestScore) { bestScore = score; best = i; }
    });
    return best;
  };
}
