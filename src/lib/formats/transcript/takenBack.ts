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
        // A round named in a form not read is not guessed at.
        if (taken === null || taken.unknownRound) continue;
        // Named by its round, that round's concessions; else the agent's latest before this one.
        const from = taken.round ?? latestBefore(byRound[agent], round.number);
        if (from === undefined || from >= round.number) continue;
        for (const relation of whichOf(byRound[agent].get(from) ?? [], taken.topic)) {
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

/**
 * Which of a round's concessions a take-back means: its only one; of several, those that share
 * a word with what the take-back says after it (`… concession on onboarding speed`); none when
 * it says nothing that tells them apart (review 06w W2: every one of the round was marked).
 */
function whichOf(concessions: readonly Relation[], topic: string): readonly Relation[] {
  if (concessions.length <= 1) return concessions;
  // Past a few dozen in one round no word tells one apart: none is marked (and the cost stays bounded).
  if (concessions.length > MAX_TOLD_APART) return [];
  // What names the point comes before a colon, a dash or a reason; what follows it is why ("… concession on
  // per-invocation billing: the June volumes are past a million images", probe 57 row 2). With nothing before them, after them.
  const head = words(topic.split(/[:：;；—–]|[,，](?![ \t]*(?:and|or|as[ \t]+well[ \t]+as|plus)[ \t]+(?:on|about|for|over|regarding|around|the|my|our|that|those)(?![\p{L}]))|(?<![\p{L}])(?<!well[ \t]+)(?:because|since|as(?![ \t]+well(?![\p{L}]))|given|now that|after)(?![\p{L}])/u, 1)[0] ?? '');
  const said = head.size > 0 ? head : words(topic);
  return concessions.filter((c) => [...words(c.provenance?.quote ?? c.text ?? '')].some((w) => said.has(w)));
}

const MAX_TOLD_APART = 32;

/** Words that tell points apart: Latin words of five letters or more (but the commonest), pairs of CJK characters; bounded. */
function words(text: string): Set<string> {
  const found = new Set<string>();
  const sample = text.slice(0, 400).toLowerCase();
  for (const m of sample.matchAll(/[\p{Script=Latin}]{5,}/gu)) if (!COMMON.has(m[0])) found.add(m[0]);
  // A compound names a point too, however short its parts: "on-call", "per-seat" (review 07g h2).
  for (const m of sample.matchAll(/[\p{Script=Latin}]{2,}(?:-[\p{Script=Latin}]{2,})+/gu)) found.add(m[0]);
  for (const run of sample.matchAll(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{2,}/gu)) {
    for (let i = 0; i + 1 < run[0].length; i++) {
      const pair = run[0].slice(i, i + 2);
      if (!COMMON.has(pair)) found.add(pair);
    }
  }
  return found;
}

/** Words of a take-back itself, or of any point, that say nothing of which one. */
const COMMON = new Set(['concession', 'concede', 'conceded', 'round', 'about', 'point', 'anyway', 'because', 'their', 'there', 'these', 'those', 'which', 'would', 'could', 'should', 'other', 'still', 'where', 'after', 'before', 'being', 'since', 'while', 'really', 'think', 'agent', 'every', 'never', 'always', 'maybe', 'argument', '譲歩', '撤回', '양보', '철회', '라운', '운드', 'ラウ', 'ウン', 'ンド', '让步', '收回', '합니', '니다', 'ます']);
