import { compareText } from '../core/diagnostics.ts';
import type { NodeId } from '../core/ids.ts';
import type { DebateGraph, GraphStats } from '../graph/types.ts';

export function graphStats(graph: DebateGraph): GraphStats {
  const touched = new Set<string>();
  for (const e of graph.edges) {
    touched.add(e.source);
    touched.add(e.target);
  }
  const isolated = graph.nodes.filter((n) => !touched.has(n.id)).map((n) => n.id as NodeId);
  return {
    nodes: graph.nodes.length,
    edges: graph.edges.length,
    nodesByType: countBy(graph.nodes.map((n) => n.type)),
    edgesByType: countBy(graph.edges.map((e) => e.type)),
    isolated,
    isolatedRatio: graph.nodes.length === 0 ? 0 : round(isolated.length / graph.nodes.length, 4),
    contestedClaims: graph.nodes.filter((n) => n.contested === true).length,
  };
}

/** Counts keyed in sorted order; Object.fromEntries defines own keys, so "__proto__" is safe. */
export function countBy(keys: readonly string[]): Record<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return Object.fromEntries([...counts].sort(([a], [b]) => compareText(a, b)));
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
