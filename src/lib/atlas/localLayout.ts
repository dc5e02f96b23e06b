// The atlas map's local view laid out as its own graph: a small force layout (d3-force,
// seeded, a bounded number of ticks) over the nodes near the selected one, so a 1-hop
// view of a hub fills the view instead of keeping its nodes' places on the whole map.
// Pure and DOM-free: same members and links, same positions, byte for byte.
import { forceCollide, forceLink, forceManyBody, forceSimulation, forceX, forceY, type SimulationNodeDatum } from 'd3-force';
import { seededRandom } from '../layout/layoutGraph.ts';

/** Past this many nodes a local view keeps the map's positions (a layout would take too long on a phone). */
export const LOCAL_LAYOUT_LIMIT = 2_000;
/** Room beside a node for its label: links are this long, collisions keep this apart. */
const LINK_DISTANCE = 120;
const COLLIDE_PADDING = 26;
const CHARGE = -500;
/** Work bounded by ticks × (nodes + links), as layoutGraph does, never by a clock. */
const MAX_TICKS = 200;
const MIN_TICKS = 30;
const WORK_BUDGET = 200 * 300;
const ALPHA_MIN = 0.001;
const SEED = 27;

export interface LocalLayoutInput {
  /** The nodes to lay out (indexes into the map), the selected one first, nearest first. */
  members: readonly number[];
  /** Radius of node `i` in map units. */
  radius: (i: number) => number;
  /** Links between members, as pairs of map indexes. */
  links: ReadonlyArray<readonly [number, number]>;
}

export interface LocalLayout {
  members: Int32Array;
  /** Positions aligned with members, the first member at (0, 0). */
  x: Float64Array;
  y: Float64Array;
  bounds: [number, number, number, number];
}

interface LocalNode extends SimulationNodeDatum { r: number }

export function layoutLocal(input: LocalLayoutInput): LocalLayout {
  const { members } = input;
  const slot = new Map<number, number>();
  members.forEach((i, j) => slot.set(i, j));
  // Start on d3's phyllotaxis spiral in the given order: the nearest nodes start nearest.
  const nodes: LocalNode[] = members.map((i) => ({ r: input.radius(i) }));
  const links = input.links
    .map(([a, b]) => ({ source: slot.get(a)!, target: slot.get(b)! }))
    .filter((l) => l.source !== undefined && l.target !== undefined && l.source !== l.target);
  const ticks = Math.max(MIN_TICKS, Math.min(MAX_TICKS, Math.floor(WORK_BUDGET / Math.max(1, nodes.length + links.length))));
  if (nodes.length > 1) {
    forceSimulation(nodes)
      .randomSource(seededRandom(SEED))
      .alphaMin(ALPHA_MIN)
      .alphaDecay(1 - Math.pow(ALPHA_MIN, 1 / ticks))
      .force('charge', forceManyBody<LocalNode>().strength(CHARGE))
      .force('link', forceLink<LocalNode, { source: number; target: number }>(links).distance(LINK_DISTANCE).strength(0.3))
      .force('collide', forceCollide<LocalNode>((n) => n.r + COLLIDE_PADDING))
      .force('x', forceX<LocalNode>(0).strength(0.03))
      .force('y', forceY<LocalNode>(0).strength(0.03))
      .stop()
      .tick(ticks);
  }
  const x = new Float64Array(nodes.length), y = new Float64Array(nodes.length);
  const x0 = nodes[0]?.x ?? 0, y0 = nodes[0]?.y ?? 0;
  let minX = 0, minY = 0, maxX = 0, maxY = 0;
  nodes.forEach((n, j) => {
    x[j] = Math.round(((n.x ?? 0) - x0) * 10) / 10;
    y[j] = Math.round(((n.y ?? 0) - y0) * 10) / 10;
    minX = Math.min(minX, x[j]! - n.r); maxX = Math.max(maxX, x[j]! + n.r);
    minY = Math.min(minY, y[j]! - n.r); maxY = Math.max(maxY, y[j]! + n.r);
  });
  return { members: Int32Array.from(members), x, y, bounds: [minX, minY, maxX, maxY] };
}
