// The map's data in the shapes drawing needs, made once after loading: typed arrays of
// positions, radii and types, each node's island (the debate it alone belongs to), the
// order in which nodes are offered a label (largest first), and the spatial indexes.
import type { AtlasData } from '../../../lib/atlas/atlasData.ts';
import { indexAtlasData, type AtlasDataIndex } from '../../../lib/atlas/atlasView.ts';
import { gridOfPoints, gridOfSegments, segmentGridSteps, type Grid } from '../../../lib/atlas/spatialIndex.ts';
import { atlasNodeRadius } from '../../../lib/render/nodeStyle.ts';

/** Smallest radius a node is drawn with (px). */
export const MIN_NODE_PX = 1.2;

/** Labels on the canvas are cut to this many characters. */
const LABEL_CHARS = 42;

export interface MapModel {
  index: AtlasDataIndex;
  data: AtlasData;
  n: number;
  m: number;
  X: Float64Array;
  Y: Float64Array;
  /** Radius in map units. */
  R: Float64Array;
  maxRadius: number;
  type: Uint8Array;
  typeName: string[];
  /** Distinct debates a node is used in. */
  debates: Uint16Array;
  /** The island (debate index) of a node used in one debate; -1 for shared nodes. */
  island: Int32Array;
  islandX: Float64Array;
  islandY: Float64Array;
  islandR: Float64Array;
  source: Int32Array;
  target: Int32Array;
  relation: Uint8Array;
  /** Edge indexes by importance: edges of the largest nodes first (drawn first, thinned last). */
  edgeOrder: Int32Array;
  /** Edge indexes grouped by relation. */
  edgesByRelation: Int32Array[];
  /** Node indexes by label priority: largest first, then most relations, then index. */
  order: Int32Array;
  nodeGrid: Grid;
  /** Made on first need (see edgeGrid()): the first drawing shows the whole map and needs none. */
  edgeGrid?: Grid;
  /** Canvas labels, cut to LABEL_CHARS. */
  shortLabel: string[];
}

/**
 * The model, made in steps (the generator yields between them; the page runs it with
 * runSteps, yielding to the browser once a slice of time is used): at 10,000 nodes no
 * step keeps a slow phone busy for long. Each step is one linear pass or one sort over
 * the nodes or the edges.
 */
export function* modelSteps(data: AtlasData): Generator<void, MapModel, void> {
  const index = indexAtlasData(data);
  yield;
  const nodes = nodeArrays(data);
  yield;
  const degree = new Int32Array(index.nodeCount);
  for (let i = 0; i < index.nodeCount; i++) degree[i] = index.adjStart[i + 1]! - index.adjStart[i]!;
  const order = byKeys(index.nodeCount, nodes.R, degree);
  yield;
  const source = Int32Array.from(data.edges.source), target = Int32Array.from(data.edges.target);
  const relation = Uint8Array.from(data.edges.relation);
  const weight = new Float64Array(index.edgeCount);
  for (let e = 0; e < index.edgeCount; e++) weight[e] = Math.max(nodes.R[source[e]!]!, nodes.R[target[e]!]!);
  const edgeOrder = byKeys(index.edgeCount, weight);
  yield;
  const nodeGrid = gridOfPoints(nodes.X, nodes.Y, data.bounds);
  yield;
  const shortLabel = data.nodes.label.map((l) => shorten(l, LABEL_CHARS));
  return {
    index, data, n: index.nodeCount, m: index.edgeCount, ...nodes,
    islandX: Float64Array.from(data.debates.x), islandY: Float64Array.from(data.debates.y), islandR: Float64Array.from(data.debates.r),
    source, target, relation, edgeOrder,
    edgesByRelation: groupIndexes(data.relations.length, relation),
    order,
    nodeGrid,
    shortLabel,
  };
}

type NodeArrays = Pick<MapModel, 'X' | 'Y' | 'R' | 'maxRadius' | 'type' | 'typeName' | 'debates' | 'island'>;

/** Positions, types, radii, and the debates of each node. */
function nodeArrays(data: AtlasData): NodeArrays {
  const n = data.nodes.id.length;
  const typeName = data.nodes.type.map((t) => data.types[t] ?? '');
  const debates = new Uint16Array(n);
  const island = new Int32Array(n);
  const R = new Float64Array(n);
  let maxRadius = 0;
  for (let i = 0; i < n; i++) {
    const list = data.nodes.debate[i]!;
    const distinct = list.length <= 1 ? list.length : new Set(list).size;
    debates[i] = distinct;
    island[i] = distinct === 1 ? list[0]! : -1;
    R[i] = atlasNodeRadius(typeName[i]!, distinct);
    if (R[i]! > maxRadius) maxRadius = R[i]!;
  }
  return { X: Float64Array.from(data.nodes.x), Y: Float64Array.from(data.nodes.y), R, maxRadius, type: Uint8Array.from(data.nodes.type), typeName, debates, island };
}

/** Indexes 0..count−1, largest `first` first, then largest `then`, then by index. */
function byKeys(count: number, first: Float64Array, then?: Int32Array): Int32Array {
  const out = new Int32Array(count);
  for (let i = 0; i < count; i++) out[i] = i;
  return out.sort((a, b) => first[b]! - first[a]! || (then ? then[b]! - then[a]! : 0) || a - b);
}

/** Indexes 0..n-1 grouped by `keys[i]`, in index order. */
export function groupIndexes(groups: number, keys: ArrayLike<number>): Int32Array[] {
  const counts = new Int32Array(groups);
  for (let i = 0; i < keys.length; i++) counts[keys[i]!]!++;
  const out = Array.from(counts, (c) => new Int32Array(c));
  const fill = new Int32Array(groups);
  for (let i = 0; i < keys.length; i++) out[keys[i]!]![fill[keys[i]!]!++] = i;
  return out;
}

const shorten = (text: string, max: number) => {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
};

/** The edges' grid, made the first time it is asked for (at once, if edgeGridSteps has not finished it). */
export function edgeGrid(model: MapModel): Grid {
  model.edgeGrid ??= gridOfSegments(model.X, model.Y, model.source, model.target, model.data.bounds);
  return model.edgeGrid;
}

/**
 * The edges' grid made in steps ahead of need (the page runs them with runSteps after the
 * first drawing); a step finds it made already when a drawing needed it sooner.
 */
export function* edgeGridSteps(model: MapModel): Generator<void, void, void> {
  const steps = segmentGridSteps(model.X, model.Y, model.source, model.target, model.data.bounds);
  for (let next = steps.next(); ; next = steps.next()) {
    if (model.edgeGrid) return;
    if (next.done) { model.edgeGrid = next.value; return; }
    yield;
  }
}
