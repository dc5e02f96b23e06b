// The graph of a transcript (spec §1.3 as issue 26 amends it): personas, positions,
// attacks, concessions and the verdict (docs/decisions/transcript-concessions-and-readings.md).
import type { Reading, SourceRef } from '../../graph/types.ts';
import { nonEmpty } from '../../parse/markdownLines.ts';
import type { DebateLog } from '../../schemas/roundtableLog.ts';
import type { AgentKey, Transcript, Turn } from './model.ts';
import { markTakenBack } from './takenBack.ts';
import { boundedQuote, doublyNegated, pointConceded, quotesSpeaker, saysNoPoint, saysNothing } from './reading.ts';

export { saysNothing };

type Relations = DebateLog['relations'];
type Claims = DebateLog['claims'];
const PERSONA_ID = { A: 'agent-a', B: 'agent-b' } as const;
const other = (agent: AgentKey): AgentKey => (agent === 'A' ? 'B' : 'A');

/** The log being built, and where each part was read. */
interface Builder {
  t: Transcript;
  claims: Claims;
  relations: Relations;
  sideName: (agent: AgentKey) => string;
  at: (line: number, round?: number, agent?: AgentKey) => { source: SourceRef };
  /** Where a relation was read and how: its lines, round, speaker, the words quoted, its reading. */
  via: (reading: Reading, quote: string, line: number, endLine: number | undefined, round?: number, agent?: AgentKey) => Pick<Relations[number], 'provenance' | 'reading'>;
}

export function transcriptToLog(t: Transcript): DebateLog {
  const sideName = (agent: AgentKey) => nonEmpty(t.sides[agent === 'A' ? 0 : 1], `Agent ${agent}`);
  const ref = (line: number, round?: number, agent?: AgentKey): SourceRef => ({ line, ...(round !== undefined ? { round } : {}), ...(agent ? { speaker: sideName(agent) } : {}) });
  const b: Builder = {
    t, claims: [], relations: [], sideName,
    at: (line, round, agent) => ({ source: ref(line, round, agent) }),
    via: (reading, quote, line, endLine, round, agent) => ({
      provenance: { ...ref(line, round, agent), ...(endLine !== undefined && endLine > line ? { endLine } : {}), ...(quote.trim() !== '' ? { quote: boundedQuote(quote) } : {}) },
      reading,
    }),
  };
  const positions = addPositions(b);
  for (const round of t.rounds) {
    for (const agent of ['A', 'B'] as const) {
      const turn = round.turns[agent];
      if (!turn) continue;
      const target = currentPosition(positions, other(agent), round.number, turn.line);
      const opponent = { persona: PERSONA_ID[other(agent)], names: [other(agent), b.sideName(other(agent))] };
      engagementRelations(turn, { persona: PERSONA_ID[agent], target, opponent, claims: b.claims, relations: b.relations, via: (reading, quote, line, endLine) => b.via(reading, quote, line, endLine, round.number, agent) });
    }
  }
  markTakenBack(t, b.relations, PERSONA_ID);
  const synthesis = addVerdict(b);
  return {
    topic: nonEmpty(t.task ?? t.title, 'Untitled debate'),
    meta: {
      ...(t.date ? { created: t.date } : {}),
      tags: t.tags.filter((tag) => tag.trim() !== ''),
      ...(t.lang ? { lang: t.lang } : {}),
    },
    domains: [],
    personas: personasOf(b),
    claims: b.claims,
    relations: b.relations,
    ...(synthesis ? { synthesis } : {}),
    open_questions: [],
  };
}

/** Personas A and B, each with the opening of its first turn (a paste from mid-debate has no round 1). */
function personasOf(b: Builder): DebateLog['personas'] {
  return (['A', 'B'] as const).map((agent) => {
    const turn = b.t.rounds.find((r) => r.turns[agent])?.turns[agent];
    const argument = turn?.reasoning.join('\n').trim();
    return {
      id: PERSONA_ID[agent],
      name: b.sideName(agent),
      position: nonEmpty(turn?.position ?? turn?.refinedPosition, '—'),
      argument: nonEmpty(argument, '—'),
      ...(turn ? b.at(turn.line, turn.round, agent) : {}),
    };
  });
}

type Positions = Record<AgentKey, Array<{ round: number; id: string; line: number }>>;

/** Each opening Position and each changed Refined position: a claim its agent supports, in round order. */
function addPositions(b: Builder): Positions {
  const positions: Positions = { A: [], B: [] };
  for (const round of b.t.rounds) {
    for (const agent of ['A', 'B'] as const) {
      const turn = round.turns[agent];
      if (!turn) continue;
      const opening = turn.position !== undefined && (round.number === 1 || positions[agent].length === 0);
      const text = opening ? turn.position : turn.positionUnchanged ? undefined : turn.refinedPosition;
      if (text === undefined || text.trim() === '') continue;
      const id = `${agent.toLowerCase()}-r${round.number}-position`;
      const line = (opening ? turn.positionLine : turn.refinedLine) ?? turn.line;
      const endLine = opening ? turn.positionEndLine : turn.refinedEndLine;
      b.claims.push({ id, text: text.trim(), ...b.at(line, round.number, agent) });
      const reading = opening && turn.positionRead ? 'read' : 'stated';
      b.relations.push({ source: PERSONA_ID[agent], target: id, type: 'supports', ...b.via(reading, text, line, endLine, round.number, agent) });
      positions[agent].push({ round: round.number, id, line: turn.line });
    }
  }
  return positions;
}

/**
 * What an agent answers in round N is the opponent's latest position from an earlier round
 * (they speak in parallel); with none, one of round N written above the turn (a reply in
 * turn), never one written after it (probe 44 T03); else the opponent itself.
 */
function currentPosition(positions: Positions, agent: AgentKey, round: number, turnLine: number): string {
  const before = positions[agent].filter((p) => p.round < round);
  const above = positions[agent].filter((p) => p.round === round && p.line < turnLine);
  return before.at(-1)?.id ?? above.at(-1)?.id ?? PERSONA_ID[agent];
}

/**
 * The verdict: "Converged on" is a claim both support; each side's view in the live
 * disagreement is a claim of that side only where the verdict attributes it; the
 * recommendation (and what tipped the call) is the host synthesis, returned.
 */
function addVerdict(b: Builder): DebateLog['synthesis'] {
  const verdict = b.t.verdict;
  if (!verdict) return undefined;
  if (!saysNothing(verdict.convergedOn)) {
    const line = verdict.convergedLine ?? verdict.line;
    const text = verdict.convergedOn!.trim();
    b.claims.push({ id: 'converged', text, ...b.at(line) });
    b.relations.push(
      { source: PERSONA_ID.A, target: 'converged', type: 'supports', ...b.via('stated', text, line, undefined) },
      { source: PERSONA_ID.B, target: 'converged', type: 'supports', ...b.via('stated', text, line, undefined) },
    );
  }
  const synthesisText = [verdict.recommendation?.trim(), verdict.tippedBy ? `What tipped the call: ${verdict.tippedBy.trim()}` : undefined]
    .filter((part): part is string => part !== undefined && part !== '')
    .join('\n\n');
  const hasSynthesis = synthesisText !== '';
  if (!saysNothing(verdict.liveDisagreement)) {
    const line = verdict.liveLine ?? verdict.line;
    const views = verdict.liveViews ?? [];
    if (views.length === 0) {
      // Named by the verdict, held by no side it names: no stance is drawn.
      b.claims.push({ id: 'live-disagreement', text: verdict.liveDisagreement!.trim(), ...b.at(line) });
      if (hasSynthesis) b.relations.push({ source: 'live-disagreement', target: 'verdict', type: 'related', text: 'the live disagreement the verdict names', ...b.via('stated', verdict.liveDisagreement!, line, undefined) });
    } else {
      views.forEach((view, i) => {
        const id = `live-disagreement-${i + 1}`;
        b.claims.push({ id, text: view.text, ...b.at(view.line, undefined, view.agent) });
        b.relations.push({ source: PERSONA_ID[view.agent], target: id, type: 'supports', text: 'as the verdict states it', ...b.via(view.reading ?? 'stated', view.text, view.line, undefined, undefined, view.agent) });
      });
      (verdict.liveUnheld ?? []).forEach((item, i) => {
        const id = `live-disagreement-open-${i + 1}`;
        b.claims.push({ id, text: item.text, ...b.at(item.line) });
        if (hasSynthesis) b.relations.push({ source: id, target: 'verdict', type: 'related', text: 'a point the verdict leaves live, held by no side it names', ...b.via('stated', item.text, item.line, undefined) });
      });
    }
  }
  return hasSynthesis ? { id: 'verdict', text: synthesisText, ...b.at(verdict.recommendationLine ?? verdict.line) } : undefined;
}

interface TurnContext {
  persona: string;
  /** The opponent's position this turn answers. */
  target: string;
  /** The opponent's persona and the names a turn calls it by ("B", "代理人 B"). */
  opponent: { persona: string; names: readonly string[] };
  claims: Claims;
  relations: Relations;
  via: (reading: Reading, quote: string, line: number, endLine: number | undefined) => Pick<Relations[number], 'provenance' | 'reading'>;
}

/**
 * A turn's engagement: an Attack opposes the opponent's position (stated by its label);
 * a concession — a "Concede:" bullet or an "Agreement with" item (stated), or a clause
 * that concedes inside another bullet (read) — is a claim for the point conceded, which
 * the agent `concedes`: never support of the opponent's whole position. A concession of the
 * opponent's quoted words is a `concedes` to the opponent, the words as its evidence.
 */
function engagementRelations(turn: Turn, c: TurnContext): void {
  const prefix = `${turn.agent.toLowerCase()}-r${turn.round}-concedes`;
  let conceded = 0;
  const concede = (text: string, reading: Reading, line: number, endLine: number | undefined) => {
    // Conceding the opponent's quoted words ("B 说“…”，没错") grants the opponent's point: no
    // claim of the conceder is made from them; the concession is to the opponent, quoted.
    // A concession through a double negative ("推さないわけにはいかない…も認める") is hedged:
    // it mentions the opponent's position, it grants no point of its own.
    if (doublyNegated(text)) {
      c.relations.push({ source: c.persona, target: c.target, type: 'mentions', text: text.trim(), ...c.via('read', text, line, endLine) });
      return;
    }
    if (quotesSpeaker(text, c.opponent.names)) {
      c.relations.push({ source: c.persona, target: c.opponent.persona, type: 'concedes', text: text.trim(), ...c.via(reading, text, line, endLine) });
      return;
    }
    const id = `${prefix}-${++conceded}`;
    c.claims.push({ id, text: text.trim(), source: { ...c.via(reading, text, line, endLine).provenance! } });
    c.relations.push({ source: c.persona, target: id, type: 'concedes', ...c.via(reading, text, line, endLine) });
  };
  for (const point of turn.engagement) {
    // "Attack: (none yet)" makes no point: nothing opposes anything (its line is a field).
    if (point.text === '' || ((point.kind === 'attack' || point.kind === 'new-ground') && saysNoPoint(point.text))) continue;
    const line = point.line ?? turn.line;
    if (point.kind === 'attack') c.relations.push({ source: c.persona, target: c.target, type: 'opposes', text: point.text, ...c.via('stated', point.text, line, point.endLine) });
    // New ground is raised against the position it answers: read, since its label names no target.
    if (point.kind === 'new-ground') c.relations.push({ source: c.persona, target: c.target, type: 'opposes', text: point.text, ...c.via('read', point.text, line, point.endLine) });
    // "Concede: none" / "n/a" / "nothing — …" concedes nothing: no concession is drawn.
    if (point.kind === 'concede') {
      // The point granted, without the clause that turns back (that one opposes, below).
      const granted = pointConceded(point);
      if (granted !== undefined) concede(granted, 'stated', line, point.endLine);
    }
    else if (point.concession !== undefined) concede(point.concession, 'read', line, point.endLine);
    // What turns back after the concession opposes the opponent's position: read, not stated.
    if (point.rejoinder !== undefined) c.relations.push({ source: c.persona, target: c.target, type: 'opposes', text: point.rejoinder, ...c.via('read', point.rejoinder, line, point.endLine) });
  }
  for (const point of turn.agreementPoints ?? []) concede(point.text, 'stated', point.line, point.endLine);
}
