// The local view's geometry: the nodes near the selected one laid out as their own graph
// (src/lib/atlas/localLayout.ts), as a MapModel whose positions and spatial indexes
// cover only them, so drawing, hit testing and fitting work on it unchanged. The atlas's
// islands are left out (no bundled edges, no titles: a neighbourhood has no islands).
import type { Visibility } from '../../../lib/atlas/atlasView.ts';
import { LOCAL_LAYOUT_LIMIT, layoutLocal } from '../../../lib/atlas/localLayout.ts';
import { gridOfPoints, gridOfSegments, type Grid } from '../../../lib/atlas/spatialIndex.ts';
import type { MapModel } from './model.ts';

/** The local view's model, or undefined when the view is not local or too large to lay out. */
export function localGeometry(model: MapModel, vis: Visibility): MapModel | undefined {
  const ring = vis.ring;
  if (ring === undefined || ring.size > LOCAL_LAYOUT_LIMIT) return undefined;
  // The selected node first (distance 0), then by distance, then by index.
  const members = [...ring.keys()].sort((a, b) => ring.get(a)! - ring.get(b)! || a - b);
  const edges: number[] = [];
  const links: Array<[number, number]> = [];
  for (let e = 0; e < model.m; e++) {
    if (!vis.edges[e]) continue;
    edges.push(e);
    links.push([model.source[e]!, model.target[e]!]);
  }
  const started = performance.now();
  const layout = layoutLocal({ members, radius: (i) => model.R[i]!, links });
  performance.measure('atlas:local-layout', { start: started }); // benchmarks and tests read it
  const X = new Float64Array(model.n), Y = new Float64Array(model.n);
  layout.members.forEach((i, j) => { X[i] = layout.x[j]!; Y[i] = layout.y[j]!; });
  const { bounds } = layout;
  const nodeGrid = remapped(gridOfPoints(layout.x, layout.y, bounds), layout.members);
  const source = Int32Array.from(edges, (e) => model.source[e]!), target = Int32Array.from(edges, (e) => model.target[e]!);
  const edgeGrid = remapped(gridOfSegments(X, Y, source, target, bounds), Int32Array.from(edges));
  const none = new Float64Array(0);
  return {
    ...model, X, Y, nodeGrid, edgeGrid,
    data: { ...model.data, bounds },
    island: new Int32Array(model.n).fill(-1), islandX: none, islandY: none, islandR: none,
  };
}

/** A grid built over a subset (items 0..k-1) with its items named by the subset's own indexes. */
const remapped = (grid: Grid, names: Int32Array): Grid => ({ ...grid, items: grid.items.map((item) => names[item]!) });
