// A concession taken back later in the debate (`I take back my round-3 concession: …`,
// `我收回第2轮的让步`): the concession stays in the graph, as the log wrote it, marked with the
// round and line that took it back, so the page never lists it as standing unmarked.
import type { DebateLog } from '../../schemas/roundtableLog.ts';
import type { AgentKey, Transcript } from './model.ts';
import { takesBack } from './reading.ts';

type Relation = DebateLog['relations'][number];

/** Marks each concession of `relations` a later turn of its agent takes back (`persona`: each agent's persona id). */
export function markTakenBack(t: Transcript, relations: readonly Relation[], persona: Readonly<Record<AgentKey, string>>): void {
  // Each agent's concessions by round, gathered once.
  const byRound = { A: new Map<number, Relation[]>(), B: new Map<number, Relation[]>() };
  for (const relation of relations) {
    const agent = relation.type !== 'concedes' ? undefined : relation.source === persona.A ? 'A' : relation.source === persona.B ? 'B' : undefined;
    const round = relation.provenance?.round;
    if (agent === undefined || round === undefined) continue;
    const list = byRound[agent].get(round);
    if (list) list.push(relation);
    else byRound[agent].set(round, [relation]);
  }
  for (const round of t.rounds) {
    for (const agent of ['A', 'B'] as const) {
      for (const point of round.turns[agent]?.engagement ?? []) {
        const taken = takesBack(point.text);
        if (taken === null) continue;
        // Named by its round, that round's concessions; else the agent's latest before this one.
        const from = taken.round ?? latestBefore(byRound[agent], round.number);
        if (from === undefined || from >= round.number) continue;
        for (const relation of byRound[agent].get(from) ?? []) {
          if (relation.attributes?.taken_back_in_round !== undefined) continue;
          relation.attributes = { ...relation.attributes, taken_back_in_round: round.number, ...(point.line !== undefined ? { taken_back_at_line: point.line } : {}) };
        }
      }
    }
  }
}

function latestBefore(rounds: ReadonlyMap<number, readonly Relation[]>, round: number): number | undefined {
  let latest: number | undefined;
  for (const r of rounds.keys()) if (r < round && (latest === undefined || r > latest)) latest = r;
  return latest;
}
