// A2. Cruxes: claim-like nodes some persona supports and some other persona opposes.
// Ranked by min(s, o) descending, then s + o descending, then id (UTF-16 order).
//
// Decided here (docs/formats.md, "Analysis"): a split needs two different personas on
// opposite sides. One persona on both sides (a flip across debates on the atlas, a
// mixed reading of one meeting) is no crux by itself: the claim is a crux only when the
// personas taking a side are at least two. Only `supports` / `opposes` stances count
// (`concedes` and `mentions` never do).
import { compareText } from '../core/diagnostics.ts';
import { indexArguments, sortedUnique, stanceOf, type ArgEdge, type ArgGraph, type ArgIndex } from './argumentGraph.ts';

export interface Crux {
  id: string;
  /** 1 for the sharpest split. */
  rank: number;
  /** Persona ids with a `supports` / `opposes` stance on it, sorted. */
  supporters: string[];
  opponents: string[];
}

const cache = new WeakMap<ArgGraph, Crux[]>();

/**
 * The persona whose stance an argument edge is, where the format says so (minutes: an
 * opinion's stance on an option is its author's); undefined for any other edge.
 */
export type StanceHolder = (edge: ArgEdge, index: ArgIndex) => string | undefined;

export function findCruxes(graph: ArgGraph, holderOf?: StanceHolder): Crux[] {
  const cached = holderOf === undefined ? cache.get(graph) : undefined;
  if (cached !== undefined) return cached;
  const index = indexArguments(graph);
  const found: Array<Omit<Crux, 'rank'>> = [];
  for (const id of index.claimLike) {
    const s: string[] = [], o: string[] = [];
    const held = { supports: new Set<string>(), opposes: new Set<string>() };
    for (const e of index.incoming.get(id) ?? []) {
      const stance = stanceOf(index, e);
      if (stance === 'supports') s.push(e.source);
      else if (stance === 'opposes') o.push(e.source);
      else if ((e.type === 'supports' || e.type === 'opposes') && holderOf !== undefined) {
        const holder = holderOf(e, index);
        if (holder !== undefined) held[e.type].add(holder);
      }
    }
    // Stances read through one's opinions on both sides of a claim (a later move the minutes did
    // not mark as a change of mind) are mixed: they count on neither side (review 06w W8).
    for (const holder of held.supports) if (!held.opposes.has(holder)) s.push(holder);
    for (const holder of held.opposes) if (!held.supports.has(holder)) o.push(holder);
    if (s.length === 0 || o.length === 0) continue;
    const supporters = sortedUnique(s), opponents = sortedUnique(o);
    if (supporters.length === 1 && opponents.length === 1 && supporters[0] === opponents[0]) continue;
    found.push({ id, supporters, opponents });
  }
  const min = (c: Omit<Crux, 'rank'>) => Math.min(c.supporters.length, c.opponents.length);
  const sum = (c: Omit<Crux, 'rank'>) => c.supporters.length + c.opponents.length;
  found.sort((a, b) => min(b) - min(a) || sum(b) - sum(a) || compareText(a.id, b.id));
  const result = found.map((c, i) => ({ ...c, rank: i + 1 }));
  if (holderOf === undefined) cache.set(graph, result);
  return result;
}
