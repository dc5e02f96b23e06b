// layout: a force layout computed once per debate at build time and stored with the
// graph, so pages draw it (with or without JavaScript) and never recompute it.
import { forceCollide, forceLink, forceManyBody, forceSimulation, forceX, forceY, type SimulationNodeDatum } from 'd3-force';
import { fnv1a, type NodeId } from '../core/ids.ts';
import type { DebateGraph, GraphLayout } from '../graph/types.ts';

const TICKS = 300;
const PADDING = 48;

import { nodeRadius } from '../graph/nodeSize.ts';
export { nodeRadius };

interface LayoutNode extends SimulationNodeDatum { id: string; radius: number }

/** Same graph and seed, same layout, byte for byte: d3-force runs on a seeded random source. */
export function layoutGraph(graph: DebateGraph, seedText: string): GraphLayout {
  const nodes: LayoutNode[] = graph.nodes.map((n) => ({ id: n.id, radius: nodeRadius(n.type) }));
  if (nodes.length === 0) return { width: PADDING * 2, height: PADDING * 2, points: [] };
  const index = new Map(nodes.map((n, i) => [n.id, i]));
  const links = graph.edges
    .filter((e) => index.has(e.source) && index.has(e.target) && e.source !== e.target)
    .map((e) => ({ source: index.get(e.source)!, target: index.get(e.target)!, weak: e.type === 'belongs_to' || e.type === 'related' }));

  const simulation = forceSimulation(nodes)
    .randomSource(seededRandom(fnv1a(seedText)))
    .force('charge', forceManyBody<LayoutNode>().strength(-520).distanceMax(900))
    .force('link', forceLink<LayoutNode, (typeof links)[number]>(links).distance((l) => (l.weak ? 160 : 110)).strength((l) => (l.weak ? 0.03 : 0.4)))
    .force('collide', forceCollide<LayoutNode>((n) => n.radius + 34))
    .force('x', forceX<LayoutNode>(0).strength(0.04))
    .force('y', forceY<LayoutNode>(0).strength(0.06))
    .stop();
  simulation.tick(TICKS);

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
function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(1664525, state) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}
