// What the transcript page shows, worked out from a parsed /debate transcript (spec §1.3):
// rounds with both agents paired, each turn's status, how the debate ended in words,
// DONE→CONTINUE flips and the verdict. Pure data; the component only lays it out.
import {
  ROUND_CAP,
  type AgentKey,
  type EndingKind,
  type EngagementKind,
  type ExtraSection,
  type Round,
  type Transcript,
  type Turn,
  type Verdict,
} from './parse.ts';
import { groupNotInterpreted, type NotInterpretedBlock } from '../../parse/lineAccount.ts';
import { verdictSaysCap } from './ending.ts';

export const ENGAGEMENT_LABELS: Record<EngagementKind, string> = {
  attack: 'Attack',
  defend: 'Defend',
  'new-ground': 'New ground',
  concede: 'Concede',
  other: 'Point',
};

export interface SideView {
  agent: AgentKey;
  /** The side's name from frontmatter, or "Agent A". */
  name: string;
  /** "Agent A", or "Agent A (PostgreSQL)" when the side has its own name. */
  display: string;
}

export interface StatusView {
  kind: 'DONE' | 'CONTINUE' | 'missing';
  /** "DONE", "CONTINUE" or "No status". */
  label: string;
  /** The DONE sentence or the CONTINUE reason; for a missing status, what that means. */
  reason: string;
  /** Set when this CONTINUE follows the same agent's DONE of the previous round. */
  flippedFrom?: number;
}

export interface EngagementView {
  kind: EngagementKind;
  label: string;
  text: string;
}

export interface TurnView {
  agent: AgentKey;
  side: SideView;
  round: number;
  /** Anchor of the turn on the page, e.g. "round-3-a". */
  id: string;
  label?: string;
  position?: string;
  reasoning: string[];
  anticipatedObjection?: string;
  engagement: EngagementView[];
  refinedPosition?: string;
  positionUnchanged: boolean;
  agreement?: { heading: string; markdown: string };
  /** Null in round 1, where the protocol has no status line. */
  status: StatusView | null;
  extraSections: ExtraSection[];
  /** Problems worth saying on the turn itself ("This turn is empty."). */
  notes: string[];
}

export interface RoundSlot {
  agent: AgentKey;
  side: SideView;
  turn: TurnView | null;
}

export interface RoundView {
  number: number;
  /** Anchor, e.g. "round-3". */
  id: string;
  /** "Round 1 — Opening", "Round 4". */
  heading: string;
  /** Always A then B; a slot without a turn is a round the agent did not answer. */
  slots: [RoundSlot, RoundSlot];
  /** "Agent B has no turn in this round." */
  missing: string[];
  mutualDone: boolean;
  final: boolean;
  /** "A: CONTINUE · B: DONE". */
  summary: string;
}

export interface EndingView {
  kind: EndingKind;
  round: number;
  /** One line: "Both agents said DONE in round 3 — natural convergence". */
  headline: string;
  /** Further facts about the ending: an asymmetric final round, a verdict that disagrees … */
  details: string[];
}

export interface FlipView {
  agent: AgentKey;
  doneRound: number;
  continueRound: number;
  /** "Agent A: DONE in round 4 → CONTINUE in round 5". */
  text: string;
  /** The CONTINUE reason given when flipping back. */
  reason: string;
}

export type VerdictFieldKey = 'convergedOn' | 'liveDisagreement' | 'recommendation' | 'tippedBy';

export interface VerdictView {
  fields: Array<{ key: VerdictFieldKey; label: string; markdown?: string }>;
  /** The Rounds line: "6 — hit 6-round cap". */
  rounds?: { count: number | null; ending: string; text: string };
  notes?: string;
}

export interface TranscriptView {
  title: string;
  task?: string;
  sides: [SideView, SideView];
  rounds: RoundView[];
  ending: EndingView;
  flips: FlipView[];
  verdict: VerdictView | null;
  unfinished: boolean;
  /** Text the parser kept but did not understand, by line: shown as "not interpreted". */
  notInterpreted: NotInterpretedBlock[];
}

const VERDICT_LABELS: Record<VerdictFieldKey, string> = {
  convergedOn: 'Converged on',
  liveDisagreement: 'Live disagreement',
  recommendation: 'Recommendation',
  tippedBy: 'What tipped the call',
};

const other = (agent: AgentKey): AgentKey => (agent === 'A' ? 'B' : 'A');

function sideView(agent: AgentKey, name: string): SideView {
  const trimmed = name.trim();
  const plain = trimmed === '' || trimmed.toLowerCase() === `agent ${agent.toLowerCase()}`;
  return { agent, name: plain ? `Agent ${agent}` : trimmed, display: plain ? `Agent ${agent}` : `Agent ${agent} (${trimmed})` };
}

/** "DONE", "CONTINUE", "opening" (round 1), "no status" (a reply without a status line), "no turn". */
function statusWord(turn: Turn | undefined): string {
  if (!turn) return 'no turn';
  return turn.status?.kind ?? (turn.round === 1 ? 'opening' : 'no status');
}

export function buildTranscriptView(t: Transcript): TranscriptView {
  const sides: [SideView, SideView] = [sideView('A', t.sides[0]), sideView('B', t.sides[1])];
  const sideOf = (agent: AgentKey) => (agent === 'A' ? sides[0] : sides[1]);
  const rounds = [...t.rounds].sort((a, b) => a.number - b.number);
  const last = rounds[rounds.length - 1];
  const lastNumber = last?.number ?? t.ending.round;
  const byNumber = new Map(rounds.map((r) => [r.number, r]));

  const flips: FlipView[] = t.flips.map((flip) => {
    const reason = byNumber.get(flip.continueRound)?.turns[flip.agent]?.status?.reason ?? '';
    return {
      ...flip,
      text: `${sideOf(flip.agent).display}: DONE in round ${flip.doneRound} → CONTINUE in round ${flip.continueRound}`,
      reason,
    };
  });
  const flippedAt = new Map(flips.map((f) => [`${f.agent}${f.continueRound}`, f.doneRound]));

  const turnView = (turn: Turn): TurnView => {
    let status: StatusView | null = null;
    if (turn.status) {
      const flippedFrom = turn.status.kind === 'CONTINUE' ? flippedAt.get(`${turn.agent}${turn.round}`) : undefined;
      status = { kind: turn.status.kind, label: turn.status.kind, reason: turn.status.reason, ...(flippedFrom !== undefined ? { flippedFrom } : {}) };
    } else if (turn.round >= 2) {
      status = { kind: 'missing', label: 'No status', reason: 'The reply has no "Status: DONE" or "Status: CONTINUE" line; it may be cut off.' };
    }
    const empty = turn.position === undefined && turn.reasoning.length === 0 && turn.engagement.length === 0 &&
      turn.refinedPosition === undefined && turn.anticipatedObjection === undefined && turn.agreement === undefined &&
      turn.status === undefined && turn.extraSections.length === 0;
    return {
      agent: turn.agent,
      side: sideOf(turn.agent),
      round: turn.round,
      id: `round-${turn.round}-${turn.agent.toLowerCase()}`,
      ...(turn.label !== undefined ? { label: turn.label } : {}),
      ...(turn.position !== undefined ? { position: turn.position } : {}),
      reasoning: turn.reasoning,
      ...(turn.anticipatedObjection !== undefined ? { anticipatedObjection: turn.anticipatedObjection } : {}),
      engagement: turn.engagement.map((point) => ({ kind: point.kind, label: ENGAGEMENT_LABELS[point.kind], text: point.text })),
      ...(turn.refinedPosition !== undefined ? { refinedPosition: turn.refinedPosition } : {}),
      positionUnchanged: turn.positionUnchanged,
      ...(turn.agreement !== undefined ? { agreement: { heading: `Agreement with ${other(turn.agent)}`, markdown: turn.agreement } } : {}),
      status,
      extraSections: turn.extraSections,
      notes: empty ? ['This turn is empty.'] : [],
    };
  };

  const roundViews: RoundView[] = rounds.map((round) => {
    const a = round.turns.A;
    const b = round.turns.B;
    const label = a?.label ?? b?.label;
    const missing = (['A', 'B'] as const).filter((agent) => !round.turns[agent]).map((agent) => `${sideOf(agent).display} has no turn in this round.`);
    return {
      number: round.number,
      id: `round-${round.number}`,
      heading: `Round ${round.number}${label ? ` — ${label}` : ''}`,
      slots: [
        { agent: 'A', side: sides[0], turn: a ? turnView(a) : null },
        { agent: 'B', side: sides[1], turn: b ? turnView(b) : null },
      ],
      missing,
      mutualDone: isMutualDone(round),
      final: round === last,
      summary: round.number === 1 && !a?.status && !b?.status ? 'Opening statements; no status in round 1' : `A: ${statusWord(a)} · B: ${statusWord(b)}`,
    };
  });

  return {
    title: t.title,
    ...(t.task !== undefined ? { task: t.task } : {}),
    sides,
    rounds: roundViews,
    ending: describeEnding(t, rounds, lastNumber),
    flips,
    verdict: t.verdict ? verdictView(t.verdict) : null,
    unfinished: t.verdict === null || t.ending.kind === 'unfinished',
    notInterpreted: groupNotInterpreted(t.notInterpreted),
  };
}

const isMutualDone = (round: Round): boolean => round.turns.A?.status?.kind === 'DONE' && round.turns.B?.status?.kind === 'DONE';

/** "Asymmetric stop in round 6: A DONE, B CONTINUE", or null when the round is not asymmetric. */
export function asymmetricStop(round: Round): string | null {
  const a = round.turns.A?.status?.kind;
  const b = round.turns.B?.status?.kind;
  if ((a === 'DONE') === (b === 'DONE') || (a === undefined && b === undefined)) return null;
  return `Asymmetric stop in round ${round.number}: A ${statusWord(round.turns.A)}, B ${statusWord(round.turns.B)}`;
}

function describeEnding(t: Transcript, rounds: Round[], lastNumber: number): EndingView {
  const { kind } = t.ending;
  const round = t.ending.round;
  const last = rounds[rounds.length - 1];
  const asymmetric = last ? asymmetricStop(last) : null;
  const details: string[] = [];
  let headline: string;
  switch (kind) {
    case 'mutual-done':
      headline = `Both agents said DONE in round ${round} — natural convergence`;
      break;
    case 'cap':
      headline = `Hit the ${ROUND_CAP}-round cap: no mutual DONE by round ${round}`;
      if (asymmetric) details.push(asymmetric);
      break;
    case 'asymmetric':
      headline = asymmetric ?? `Asymmetric stop in round ${round}`;
      details.push('Only one agent said DONE in the final round; that is not convergence.');
      break;
    case 'stopped-early':
      headline = `Stopped early after round ${round}: a verdict was written while neither agent said DONE`;
      break;
    case 'unfinished':
      // A log published unread has no round at all: its note says so (parse.ts).
      headline = rounds.length === 0 ? 'Unread: no turn of a known shape' : 'Unfinished: no verdict';
      details.push(rounds.length === 0 ? t.ending.note : `The transcript ends after round ${round} without a verdict.`);
      if (asymmetric) details.push(asymmetric);
      break;
  }
  if (t.startsAtRound !== undefined) details.push(`The transcript starts at round ${t.startsAtRound}: a paste from the middle of the debate.`);
  for (const r of rounds) {
    if (r !== last && isMutualDone(r)) details.push(`Both agents said DONE in round ${r.number}, but the debate went on to round ${lastNumber}.`);
  }
  const verdict = t.verdict;
  if (verdict?.rounds) {
    const { count } = verdict.rounds;
    const saysCap = verdictSaysCap(verdict);
    if (count !== null && count !== lastNumber) details.push(`The verdict says ${count} round${count === 1 ? '' : 's'}; the transcript has ${lastNumber}.`);
    if (saysCap && kind === 'mutual-done') details.push(`The verdict says the cap was hit, but both agents said DONE in round ${lastNumber}.`);
    if (!saysCap && kind === 'cap') details.push(`The verdict does not say the ${ROUND_CAP}-round cap was hit.`);
  }
  return { kind, round, headline, details };
}

function verdictView(verdict: Verdict): VerdictView {
  const fields = (Object.keys(VERDICT_LABELS) as VerdictFieldKey[]).map((key) => {
    const markdown = verdict[key];
    return { key, label: VERDICT_LABELS[key], ...(markdown !== undefined ? { markdown } : {}) };
  });
  const rounds = verdict.rounds
    ? {
        count: verdict.rounds.count,
        ending: verdict.rounds.ending,
        text: [verdict.rounds.count === null ? '' : String(verdict.rounds.count), verdict.rounds.ending].filter((s) => s !== '').join(' — '),
      }
    : undefined;
  return { fields, ...(rounds ? { rounds } : {}), ...(verdict.notes !== undefined ? { notes: verdict.notes } : {}) };
}
