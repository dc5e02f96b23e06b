// graph.json (spec §4): nodes with their stored positions, edges and stats, the kg-gen
// shape, plus the computed analysis (spec analysis §A: `status`, `crux_rank` on nodes,
// `analysis` with cruxes, unanswered objections and steelman coverage). Serialised with fixed key order and a final newline: same input, same bytes.
import { analysisRules } from '../analysis/formatRules.ts';
import { analyseGraph, analysisJson, nodeAnalysisFields } from '../analysis/debateAnalysis.ts';
import type { DebateGraph, GraphLayout, GraphStats } from '../graph/types.ts';

/** `format`: the debate's format, whose analysis rules apply (analysis/formatRules.ts). */
export function exportGraphJson(graph: DebateGraph, stats: GraphStats, layout: GraphLayout, format?: string): string {
  const point = new Map(layout.points.map((p) => [p.id as string, p]));
  const analysis = analyseGraph(graph, analysisRules(format));
  return stableJson({
    topic: graph.topic,
    meta: graph.meta,
    nodes: graph.nodes.map((n) => ({ ...n, ...nodeAnalysisFields(analysis, n.id), x: point.get(n.id)?.x ?? 0, y: point.get(n.id)?.y ?? 0 })),
    edges: graph.edges,
    stats,
    analysis: analysisJson(analysis),
    // What the log keeps beyond nodes and edges (round summaries, unknown keys) and what a correction file changed.
    ...(graph.rounds !== undefined ? { rounds: graph.rounds } : {}),
    ...(graph.attributes !== undefined ? { attributes: graph.attributes } : {}),
    ...(graph.corrections !== undefined ? { corrections: graph.corrections } : {}),
  });
}

/** The intermediate graph: the extractor's output, itself a valid input (spec §1.2). */
export const exportIntermediateJson = (graph: DebateGraph): string => stableJson(graph);

export const stableJson = (value: unknown): string => JSON.stringify(value, null, 2) + '\n';
