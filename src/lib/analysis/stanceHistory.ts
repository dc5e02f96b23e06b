// A4. Stance history on the merged atlas: each persona's stances in debate date order, and
// its flips, explained or not (docs/decisions/analysis-rules.md).
import { compareText } from '../core/diagnostics.ts';
import { indexArguments, stanceOf, type ArgEdge, type ArgGraph } from './argumentGraph.ts';

export interface DebateDate {
  slug: string;
  date?: string;
}

export type Stance = 'supports' | 'opposes';

export interface StanceEntry {
  debate: string;
  date?: string;
  claim: string;
  stance: Stance;
  text?: string;
}

export interface FlipExplanation {
  debate: string;
  /** The claim-like node whose argument explains the change. */
  argument: string;
  type: Stance;
  text?: string;
}

export interface Flip {
  claim: string;
  from: { debate: string; date?: string; stance: Stance };
  to: { debate: string; date?: string; stance: Stance };
  explanation: FlipExplanation | null;
}

export interface StanceHistory {
  persona: string;
  stances: StanceEntry[];
  flips: Flip[];
}

/** Debates in the order of A4: date ascending, undated last, ties by slug. */
export function orderDebates(debates: readonly DebateDate[]): DebateDate[] {
  return [...debates].sort((a, b) => {
    if (a.date !== b.date) {
      if (a.date === undefined) return 1;
      if (b.date === undefined) return -1;
      return compareText(a.date, b.date);
    }
    return compareText(a.slug, b.slug);
  });
}

/** Every persona's history, in graph order of the personas. */
export function stanceHistories(graph: ArgGraph, debates: readonly DebateDate[]): StanceHistory[] {
  const index = indexArguments(graph);
  const ordered = orderDebates(debates);
  const position = new Map(ordered.map((d, i) => [d.slug, i]));
  const dateOf = new Map(ordered.map((d) => [d.slug, d.date]));
  const rank = (debate: string | undefined) => (debate === undefined ? ordered.length : position.get(debate) ?? ordered.length);

  const histories: StanceHistory[] = [];
  for (const persona of graph.nodes) {
    if (persona.type !== 'persona') continue;
    const stances: StanceEntry[] = [];
    for (const e of index.outgoing.get(persona.id) ?? []) {
      const stance = stanceOf(index, e);
      if (stance === null) continue;
      const debate = e.debate ?? '';
      const date = dateOf.get(debate);
      stances.push({ debate, ...(date !== undefined ? { date } : {}), claim: e.target, stance, ...(e.text ? { text: e.text } : {}) });
    }
    stances.sort((a, b) => rank(a.debate) - rank(b.debate) || compareText(a.debate, b.debate) || compareText(a.claim, b.claim) || compareText(a.stance, b.stance));
    const unique = dedupe(stances);
    histories.push({ persona: persona.id, stances: unique, flips: flipsOf(unique, index.incoming, index.isClaimLike, rank) });
  }
  return histories;
}

function dedupe(stances: StanceEntry[]): StanceEntry[] {
  return stances.filter((s, i) => i === 0 || !(s.debate === stances[i - 1]!.debate && s.claim === stances[i - 1]!.claim && s.stance === stances[i - 1]!.stance));
}

function flipsOf(
  stances: readonly StanceEntry[],
  incoming: ReadonlyMap<string, readonly ArgEdge[]>,
  isClaimLike: (id: string) => boolean,
  rank: (debate: string | undefined) => number,
): Flip[] {
  // Per claim, the single-sided stance of each debate, in debate order.
  const perClaim = new Map<string, Array<{ debate: string; date?: string; stances: Set<Stance> }>>();
  for (const s of stances) {
    const list = perClaim.get(s.claim) ?? [];
    const last = list[list.length - 1];
    if (last !== undefined && last.debate === s.debate) last.stances.add(s.stance);
    else list.push({ debate: s.debate, ...(s.date !== undefined ? { date: s.date } : {}), stances: new Set([s.stance]) });
    perClaim.set(s.claim, list);
  }
  const flips: Flip[] = [];
  for (const [claim, steps] of perClaim) {
    let previous: { debate: string; date?: string; stance: Stance } | undefined;
    for (const step of steps) {
      if (step.stances.size !== 1) continue;
      const stance = [...step.stances][0]!;
      const current = { debate: step.debate, ...(step.date !== undefined ? { date: step.date } : {}), stance };
      if (previous !== undefined && previous.stance !== stance) {
        flips.push({ claim, from: previous, to: current, explanation: explain(claim, previous, current, incoming, isClaimLike, rank) });
      }
      previous = current;
    }
  }
  return flips.sort((a, b) => rank(a.to.debate) - rank(b.to.debate) || compareText(a.claim, b.claim));
}

function explain(
  claim: string,
  from: { debate: string; stance: Stance },
  to: { debate: string },
  incoming: ReadonlyMap<string, readonly ArgEdge[]>,
  isClaimLike: (id: string) => boolean,
  rank: (debate: string | undefined) => number,
): FlipExplanation | null {
  const wanted: Stance = from.stance === 'supports' ? 'opposes' : 'supports';
  const lo = rank(from.debate), hi = rank(to.debate);
  let best: ArgEdge | undefined;
  for (const e of incoming.get(claim) ?? []) {
    if (e.type !== wanted || !isClaimLike(e.source) || e.source === claim) continue;
    const r = rank(e.debate);
    if (r <= lo || r > hi) continue;
    if (best === undefined || r < rank(best.debate) || (r === rank(best.debate) && compareText(e.source, best.source) < 0)) best = e;
  }
  return best === undefined ? null : { debate: best.debate ?? '', argument: best.source, type: wanted, ...(best.text ? { text: best.text } : {}) };
}
