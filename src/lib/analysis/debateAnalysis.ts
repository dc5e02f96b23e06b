// The computed fields of one graph (a debate's or the merged atlas): status (A1), crux
// rank (A2) and steelman coverage (A3), in the shape graph.json and the pages read.
import { findCruxes, type Crux } from './cruxes.ts';
import { steelmanCoverage, type Coverage } from './coverage.ts';
import { groundedLabelling, type ArgumentStatus, type Labelling } from './status.ts';
import type { ArgGraph } from './argumentGraph.ts';
import { FULL_RULES, type AnalysisRules } from './formatRules.ts';

export interface GraphAnalysis {
  /** Which panels apply to the graph's format. */
  rules: AnalysisRules;
  labelling: Labelling;
  cruxes: Crux[];
  cruxRank: ReadonlyMap<string, number>;
  coverage: Coverage;
}

const cache = new WeakMap<ArgGraph, Map<AnalysisRules, GraphAnalysis>>();

/** The analysis of a graph read by its format's rules (formatRules.ts; roundtable-kg's by default). */
export function analyseGraph(graph: ArgGraph, rules: AnalysisRules = FULL_RULES): GraphAnalysis {
  const perRules = cache.get(graph) ?? new Map<AnalysisRules, GraphAnalysis>();
  cache.set(graph, perRules);
  const cached = perRules.get(rules);
  if (cached !== undefined) return cached;
  // A transcript ranks no cruxes: what the two conceded and what stays live replace them.
  const cruxes = rules.cruxes ? findCruxes(graph, rules.stanceHolder) : [];
  const result: GraphAnalysis = {
    rules,
    labelling: groundedLabelling(graph, rules),
    cruxes,
    cruxRank: new Map(cruxes.map((c) => [c.id, c.rank])),
    coverage: steelmanCoverage(graph),
  };
  perRules.set(rules, result);
  return result;
}

/** The per-node fields graph.json carries (fixed key order). */
export function nodeAnalysisFields(a: GraphAnalysis, id: string): { status?: ArgumentStatus; crux_rank?: number } {
  const status = a.labelling.status.get(id);
  const rank = a.cruxRank.get(id);
  return { ...(status !== undefined ? { status } : {}), ...(rank !== undefined ? { crux_rank: rank } : {}) };
}

/** The graph-level `analysis` object of graph.json (documented in docs/formats.md). */
export function analysisJson(a: GraphAnalysis) {
  const { coverage, labelling, rules } = a;
  return {
    applies: { status: rules.status, cruxes: rules.cruxes, steelmen: rules.steelmen },
    status: { IN: labelling.counts.IN, OUT: labelling.counts.OUT, UNDECIDED: labelling.counts.UNDECIDED },
    unanswered_objections: labelling.unanswered.map((e) => ({ source: e.source, target: e.target, ...(e.debate !== undefined ? { debate: e.debate } : {}) })),
    cruxes: a.cruxes.map((c) => ({ id: c.id, rank: c.rank, supporters: c.supporters, opponents: c.opponents })),
    coverage: !rules.steelmen ? null : {
      contested: coverage.contested,
      covered: coverage.covered,
      ratio: coverage.ratio === null ? null : Math.round(coverage.ratio * 10000) / 10000,
      steelmen: coverage.steelmen,
      by_opponent: coverage.byOpponent,
      claims: coverage.claims.map((c) => ({ claim: c.claim, steelmen: c.steelmen.map((s) => ({ id: s.steelman, ...(s.by !== undefined ? { by: s.by } : {}), by_opponent: s.byOpponent })) })),
    },
  };
}
