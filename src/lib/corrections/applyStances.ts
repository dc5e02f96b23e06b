// A sidecar's stances applied to a graph's edges (applyCorrections.ts): each replaces the
// persona's stance on its target, and the stances of the claims the persona wrote on it.
// Linear in the edges and the stances: edges are found by their target, and each persona's
// own claims are counted once and kept up to date as edges go and come (probe 25, K13).
import type { GraphEdge, GraphNode } from '../graph/types.ts';

const STANCE_TYPES: ReadonlySet<string> = new Set(['supports', 'opposes', 'mentions', 'concedes']);

export interface StanceCorrection { persona: string; target: string; stance: 'for' | 'against' | 'none'; note?: string }

/** The edges with every stance applied in order, as a new list in the old order, the added edges last. */
export function applyStances(nodes: readonly GraphNode[], edges: readonly GraphEdge[], stances: readonly StanceCorrection[], file: string): GraphEdge[] {
  const byId = new Map(nodes.map((n) => [n.id as string, n]));
  const live: Array<GraphEdge | undefined> = [...edges];
  const byTarget = new Map<string, number[]>();
  const index = (i: number) => {
    const list = byTarget.get(live[i]!.target);
    if (list) list.push(i);
    else byTarget.set(live[i]!.target, [i]);
  };
  live.forEach((_, i) => index(i));
  // A claim the persona wrote (its author or speaker) and supports is its own: counted per supporting edge.
  const tracked = new Set(stances.map((s) => s.persona));
  const own = new Map<string, Map<string, number>>([...tracked].map((p) => [p, new Map()]));
  const written = (persona: string, claim: string) => {
    const node = byId.get(claim);
    return node !== undefined && (node.by === persona || node.source?.speaker === byId.get(persona)?.label);
  };
  const count = (e: GraphEdge, by: 1 | -1) => {
    const counts = e.type === 'supports' ? own.get(e.source) : undefined;
    if (counts !== undefined && written(e.source, e.target)) counts.set(e.target, (counts.get(e.target) ?? 0) + by);
  };
  for (const e of edges) count(e, 1);
  for (const s of stances) {
    const counts = own.get(s.persona)!;
    const speaksFor = (source: string) => source === s.persona || (source !== s.target && (counts.get(source) ?? 0) > 0);
    for (const i of byTarget.get(s.target) ?? []) {
      const e = live[i];
      if (e === undefined || !STANCE_TYPES.has(e.type) || !speaksFor(e.source)) continue;
      live[i] = undefined;
      count(e, -1);
    }
    if (s.stance === 'none') continue;
    const added: GraphEdge = { source: s.persona, target: s.target, type: s.stance === 'for' ? 'supports' : 'opposes', text: s.note ?? `corrected by hand (${file})`, reading: 'corrected' };
    live.push(added);
    index(live.length - 1);
    count(added, 1);
  }
  return live.filter((e): e is GraphEdge => e !== undefined);
}
