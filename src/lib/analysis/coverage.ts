// A3. Steelman coverage: the share of contested claims with a steelman, and how many an
// opponent wrote (docs/decisions/analysis-rules.md).
import { indexArguments, sortedUnique, stanceOf, type ArgGraph } from './argumentGraph.ts';
import { analysisRules } from './formatRules.ts';

export interface SteelmanOf {
  steelman: string;
  by?: string;
  byOpponent: boolean;
}

export interface ClaimCoverage {
  claim: string;
  steelmen: SteelmanOf[];
}

export interface Coverage {
  /** Contested claims, in graph order, with their steelmen. */
  claims: ClaimCoverage[];
  contested: number;
  /** Contested claims with at least one steelman. */
  covered: number;
  /** covered ÷ contested, or null without contested claims. */
  ratio: number | null;
  /** Steelmen (of any claim) in the graph. */
  steelmen: number;
  /** Of those, written by an opponent of the claim they steelman. */
  byOpponent: number;
}

const cache = new WeakMap<ArgGraph, Coverage>();

export function steelmanCoverage(graph: ArgGraph): Coverage {
  const cached = cache.get(graph);
  if (cached !== undefined) return cached;
  const index = indexArguments(graph);
  // Steelmen by original.
  const steelmenOf = new Map<string, Set<string>>();
  const add = (claim: string, steelman: string) => {
    const set = steelmenOf.get(claim) ?? new Set<string>();
    set.add(steelman);
    steelmenOf.set(claim, set);
  };
  for (const n of index.node.values()) if (n.type === 'steelman' && n.steelman_of !== undefined && index.node.has(n.steelman_of)) add(n.steelman_of, n.id);
  for (const e of graph.edges) if (e.type === 'steelmanned_by' && index.node.get(e.source)?.type === 'steelman' && index.node.has(e.target)) add(e.target, e.source);

  const opposesClaim = (persona: string, claim: string): boolean => {
    for (const e of index.incoming.get(claim) ?? []) {
      if (e.type !== 'opposes') continue;
      if (e.source === persona && stanceOf(index, e) === 'opposes') return true;
      if (index.isClaimLike(e.source)) {
        for (const s of index.incoming.get(e.source) ?? []) if (s.source === persona && stanceOf(index, s) === 'supports') return true;
      }
    }
    return false;
  };
  const describe = (claim: string, steelman: string): SteelmanOf => {
    const by = index.node.get(steelman)?.by;
    return { steelman, ...(by !== undefined ? { by } : {}), byOpponent: by !== undefined && opposesClaim(by, claim) };
  };

  let steelmen = 0, byOpponent = 0;
  for (const [claim, set] of steelmenOf) for (const s of set) {
    steelmen++;
    if (describe(claim, s).byOpponent) byOpponent++;
  }
  const claims: ClaimCoverage[] = [];
  for (const id of index.claimLike) {
    const n = index.node.get(id)!;
    if (n.contested !== true || n.type === 'steelman' || n.type === 'synthesis') continue;
    claims.push({ claim: id, steelmen: sortedUnique(steelmenOf.get(id) ?? []).map((s) => describe(id, s)) });
  }
  const covered = claims.filter((c) => c.steelmen.length > 0).length;
  const result: Coverage = {
    claims, contested: claims.length, covered, ratio: claims.length === 0 ? null : covered / claims.length, steelmen, byOpponent,
  };
  cache.set(graph, result);
  return result;
}

/** "67%" or "—" when there is nothing to cover. */
export const formatCoverage = (c: Pick<Coverage, 'ratio'>): string => (c.ratio === null ? '—' : `${Math.round(c.ratio * 100)}%`);

/** Whether a debate's list entry shows steelman coverage: only where its format writes steelmen and a claim is contested. */
export const showsCoverage = (graph: ArgGraph, format: string): boolean => analysisRules(format).steelmen && steelmanCoverage(graph).ratio !== null;
