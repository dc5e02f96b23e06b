// layout: a force layout computed once per debate at build time and stored with the
// graph, so pages draw it (with or without JavaScript) and never recompute it.
import { forceCollide, forceLink, forceManyBody, forceSimulation, forceX, forceY, type SimulationNodeDatum } from 'd3-force';
import { EXACT_FORCE_LIMIT, collideExact, manyBodyExact } from './exactForces.ts';
import { fnv1a, type NodeId } from '../core/ids.ts';
import { gridLayout } from './gridLayout.ts';
import type { DebateGraph, GraphLayout } from '../graph/types.ts';

const PADDING = 48;
const CHARGE = -520;
const CHARGE_RANGE = 900;
const COLLIDE_PADDING = 34;

/**
 * Past this a force drawing is unreadable (and a page of its SVG is megabytes), so the
 * graph's page gets an overview instead of a drawing, and its points come from the
 * linear grid layout (gridLayout.ts) for graph.json and the atlas.
 */
export const FORCE_LAYOUT_LIMIT = { nodes: 1_000, edges: 4_000 } as const;

/**
 * Work is bounded by ticks × (nodes + edges), not by a clock: a wall-clock budget would
 * make the layout depend on the machine's speed, and the same input must give the same
 * output byte for byte. Small debates get MAX_TICKS; larger ones fewer, never under
 * MIN_TICKS. The cooling schedule is compressed to the tick count, so the simulation
 * still settles (alpha reaches alphaMin on the last tick).
 */
const MAX_TICKS = 160;
const MIN_TICKS = 40;
const WORK_BUDGET = 160 * 400;
const ALPHA_MIN = 0.001;

export const layoutTicks = (nodes: number, edges: number): number =>
  Math.max(MIN_TICKS, Math.min(MAX_TICKS, Math.floor(WORK_BUDGET / Math.max(1, nodes + edges))));

import { nodeRadius } from '../graph/nodeSize.ts';
export { nodeRadius };

interface LayoutNode extends SimulationNodeDatum { id: string; radius: number }

/** Same graph and seed, same layout, byte for byte: d3-force runs on a seeded random source. */
export function layoutGraph(graph: DebateGraph, seedText: string): GraphLayout {
  if (graph.nodes.length > FORCE_LAYOUT_LIMIT.nodes || graph.edges.length > FORCE_LAYOUT_LIMIT.edges) {
    return {
      ...gridLayout(graph),
      overview: { reason: `${graph.nodes.length} nodes and ${graph.edges.length} relations are more than a force drawing can show readably (limit ${FORCE_LAYOUT_LIMIT.nodes} nodes, ${FORCE_LAYOUT_LIMIT.edges} relations)` },
    };
  }
  const nodes: LayoutNode[] = graph.nodes.map((n) => ({ id: n.id, radius: nodeRadius(n.type) }));
  if (nodes.length === 0) return { width: PADDING * 2, height: PADDING * 2, points: [] };
  const index = new Map(nodes.map((n, i) => [n.id, i]));
  const links = graph.edges
    .filter((e) => index.has(e.source) && index.has(e.target) && e.source !== e.target)
    .map((e) => ({ source: index.get(e.source)!, target: index.get(e.target)!, weak: e.type === 'belongs_to' || e.type === 'related' }));

  const ticks = layoutTicks(nodes.length, links.length);
  const random = seededRandom(fnv1a(seedText));
  const exact = nodes.length <= EXACT_FORCE_LIMIT;
  const simulation = forceSimulation(nodes)
    .randomSource(random)
    .alphaMin(ALPHA_MIN)
    .alphaDecay(1 - Math.pow(ALPHA_MIN, 1 / ticks))
    .force('charge', exact ? manyBodyExact<LayoutNode>(CHARGE, CHARGE_RANGE, random) : forceManyBody<LayoutNode>().strength(CHARGE).distanceMax(CHARGE_RANGE))
    .force('link', forceLink<LayoutNode, (typeof links)[number]>(links).distance((l) => (l.weak ? 160 : 110)).strength((l) => (l.weak ? 0.03 : 0.4)))
    .force('collide', exact ? collideExact<LayoutNode>(COLLIDE_PADDING, random) : forceCollide<LayoutNode>((n) => n.radius + COLLIDE_PADDING))
    .force('x', forceX<LayoutNode>(0).strength(0.04))
    .force('y', forceY<LayoutNode>(0).strength(0.06))
    .stop();
  simulation.tick(ticks);

  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const n of nodes) {
    minX = Math.min(minX, n.x!); maxX = Math.max(maxX, n.x!);
    minY = Math.min(minY, n.y!); maxY = Math.max(maxY, n.y!);
  }
  const fixed = (v: number) => Math.round(v * 10) / 10;
  return {
    width: fixed(maxX - minX + PADDING * 2),
    height: fixed(maxY - minY + PADDING * 2),
    points: nodes.map((n) => ({ id: n.id as NodeId, x: fixed(n.x! - minX + PADDING), y: fixed(n.y! - minY + PADDING) })),
  };
}

/** A linear congruential generator, as d3 itself uses for its seeded default. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(1664525, state) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}
