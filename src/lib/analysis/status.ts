// A1. Status: grounded labelling of the claim-like nodes, attacks being `opposes` edges
// between them, in linear time (docs/decisions/analysis-rules.md).
import { compareText } from '../core/diagnostics.ts';
import { indexArguments, isAttack, type ArgEdge, type ArgGraph } from './argumentGraph.ts';
import { FULL_RULES, type AnalysisRules } from './formatRules.ts';

export type ArgumentStatus = 'IN' | 'OUT' | 'UNDECIDED';

export interface Labelling {
  /** Every claim-like node, in graph order. */
  readonly status: ReadonlyMap<string, ArgumentStatus>;
  /** Attacks (deduplicated by source and target), sorted by source then target. */
  readonly attacks: readonly ArgEdge[];
  /** Attacks whose source nobody attacks: objections left unanswered. Sorted like `attacks`. */
  readonly unanswered: readonly ArgEdge[];
  /** Ids of claim-like nodes that are the target of an unanswered objection. */
  readonly unansweredTargets: ReadonlySet<string>;
  counts: Record<ArgumentStatus, number>;
}

const labellings = new WeakMap<ArgGraph, Map<AnalysisRules, Labelling>>();

/** `rules` say which `opposes` arguments attack in the graph's format (formatRules.ts). */
export function groundedLabelling(graph: ArgGraph, rules: AnalysisRules = FULL_RULES): Labelling {
  const perRules = labellings.get(graph) ?? new Map<AnalysisRules, Labelling>();
  labellings.set(graph, perRules);
  const cached = perRules.get(rules);
  if (cached !== undefined) return cached;
  const index = indexArguments(graph);
  const attacks: ArgEdge[] = [];
  const seen = new Set<string>();
  const attacked = new Map<string, string[]>(); // source → targets
  const remaining = new Map<string, number>();
  for (const id of index.claimLike) remaining.set(id, 0);
  for (const e of graph.edges) {
    if (!isAttack(index, e) || !rules.attacks(e, index)) continue;
    const key = `${e.source}\u0000${e.target}`;
    if (seen.has(key)) continue;
    seen.add(key);
    attacks.push(e);
    const list = attacked.get(e.source);
    if (list === undefined) attacked.set(e.source, [e.target]);
    else list.push(e.target);
    remaining.set(e.target, remaining.get(e.target)! + 1);
  }
  const unattacked = new Set(index.claimLike.filter((id) => remaining.get(id) === 0));

  const status = new Map<string, ArgumentStatus>();
  const queue: string[] = [];
  for (const id of index.claimLike) if (remaining.get(id) === 0) { status.set(id, 'IN'); queue.push(id); }
  for (let head = 0; head < queue.length; head++) {
    for (const target of attacked.get(queue[head]!) ?? []) {
      if (status.has(target)) continue;
      status.set(target, 'OUT');
      for (const next of attacked.get(target) ?? []) {
        if (status.has(next)) continue;
        const left = remaining.get(next)! - 1;
        remaining.set(next, left);
        if (left === 0) { status.set(next, 'IN'); queue.push(next); }
      }
    }
  }
  const ordered = new Map<string, ArgumentStatus>();
  const counts: Record<ArgumentStatus, number> = { IN: 0, OUT: 0, UNDECIDED: 0 };
  for (const id of index.claimLike) {
    const s = status.get(id) ?? 'UNDECIDED';
    ordered.set(id, s);
    counts[s]++;
  }
  const byEnds = (a: ArgEdge, b: ArgEdge) => compareText(a.source, b.source) || compareText(a.target, b.target);
  attacks.sort(byEnds);
  const unanswered = attacks.filter((e) => unattacked.has(e.source));
  const result: Labelling = {
    status: ordered, attacks, unanswered, unansweredTargets: new Set(unanswered.map((e) => e.target)), counts,
  };
  perRules.set(rules, result);
  return result;
}
