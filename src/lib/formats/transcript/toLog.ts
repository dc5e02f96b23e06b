// The graph of a transcript (spec §1.3 as issue 26 amends it): personas A and B; each
// opening Position and each changed Refined position is a claim its agent supports (a
// refined position that says it is unchanged, in any language, is a field of the turn,
// never a claim); Attack bullets oppose the opponent's latest position; a concession
// ("Concede:" bullets, an "Agreement with" item, or a clause that concedes) is a claim of
// its own for the point conceded, which the conceding agent `concedes`; the verdict is the
// host synthesis; "Converged on" is a claim both support; each side's view in the live
// disagreement is a claim of that side only where the verdict attributes it. Every
// relation carries where it was read (line, endLine, round, speaker, the quoted words)
// and its reading: `stated` where the text labels it, `read` where a cue in the clause says it.
import type { Reading, SourceRef } from '../../graph/types.ts';
import { nonEmpty } from '../../parse/markdownLines.ts';
import type { DebateLog } from '../../schemas/roundtableLog.ts';
import type { AgentKey, Transcript, Turn } from './model.ts';
import { boundedQuote, saysNothing } from './reading.ts';

export { saysNothing };

type Relations = DebateLog['relations'];
type Claims = DebateLog['claims'];


export function transcriptToLog(t: Transcript): DebateLog {
  const personaId = { A: 'agent-a', B: 'agent-b' } as const;
  const other = (agent: AgentKey): AgentKey => (agent === 'A' ? 'B' : 'A');
  const sideName = (agent: AgentKey) => nonEmpty(t.sides[agent === 'A' ? 0 : 1], `Agent ${agent}`);
  const ref = (line: number, round?: number, agent?: AgentKey): SourceRef => ({ line, ...(round !== undefined ? { round } : {}), ...(agent ? { speaker: sideName(agent) } : {}) });
  const at = (line: number, round?: number, agent?: AgentKey) => ({ source: ref(line, round, agent) });
  /** Where a relation was read and how: its lines, round, speaker, the words quoted, its reading. */
  const via = (reading: Reading, quote: string, line: number, endLine: number | undefined, round?: number, agent?: AgentKey) => ({
    provenance: { ...ref(line, round, agent), ...(endLine !== undefined && endLine > line ? { endLine } : {}), ...(quote.trim() !== '' ? { quote: boundedQuote(quote) } : {}) },
    reading,
  });
  // A paste from mid-debate has no round 1: the first turn each agent has stands in for the opening.
  const firstTurn = (agent: AgentKey) => t.rounds.find((r) => r.turns[agent])?.turns[agent];

  const personas = (['A', 'B'] as const).map((agent) => {
    const turn = firstTurn(agent);
    const argument = turn?.reasoning.join('\n').trim();
    return {
      id: personaId[agent],
      name: sideName(agent),
      position: nonEmpty(turn?.position ?? turn?.refinedPosition, '—'),
      argument: nonEmpty(argument, '—'),
      ...(turn ? at(turn.line, turn.round, agent) : {}),
    };
  });

  const claims: DebateLog['claims'] = [];
  const relations: DebateLog['relations'] = [];
  // Each agent's position claims in round order, to find "the current position" later.
  const positions = { A: [] as Array<{ round: number; id: string }>, B: [] as Array<{ round: number; id: string }> };
  for (const round of t.rounds) {
    for (const agent of ['A', 'B'] as const) {
      const turn = round.turns[agent];
      if (!turn) continue;
      const opening = turn.position !== undefined && (round.number === 1 || positions[agent].length === 0);
      const text = opening ? turn.position : turn.positionUnchanged ? undefined : turn.refinedPosition;
      if (text === undefined || text.trim() === '') continue;
      const id = `${agent.toLowerCase()}-r${round.number}-position`;
      const line = (opening ? turn.positionLine : turn.refinedLine) ?? turn.line;
      const endLine = opening ? turn.positionEndLine : turn.refinedEndLine;
      claims.push({ id, text: text.trim(), ...at(line, round.number, agent) });
      relations.push({ source: personaId[agent], target: id, type: 'supports', ...via('stated', text, line, endLine, round.number, agent) });
      positions[agent].push({ round: round.number, id });
    }
  }
  // What an agent answers in round N is the opponent's round N-1 output (they speak in parallel).
  const currentPosition = (agent: AgentKey, round: number): string => {
    const list = positions[agent];
    const before = list.filter((p) => p.round < round);
    const atOrBefore = list.filter((p) => p.round <= round);
    return before[before.length - 1]?.id ?? atOrBefore[atOrBefore.length - 1]?.id ?? personaId[agent];
  };

  for (const round of t.rounds) {
    for (const agent of ['A', 'B'] as const) {
      const turn = round.turns[agent];
      if (!turn) continue;
      const target = currentPosition(other(agent), round.number);
      engagementRelations(turn, { persona: personaId[agent], target, claims, relations, via: (reading, quote, line, endLine) => via(reading, quote, line, endLine, round.number, agent) });
    }
  }

  const verdict = t.verdict;
  if (verdict && !saysNothing(verdict.convergedOn)) {
    const line = verdict.convergedLine ?? verdict.line;
    const text = verdict.convergedOn!.trim();
    claims.push({ id: 'converged', text, ...at(line) });
    relations.push(
      { source: personaId.A, target: 'converged', type: 'supports', ...via('stated', text, line, undefined) },
      { source: personaId.B, target: 'converged', type: 'supports', ...via('stated', text, line, undefined) },
    );
  }
  const synthesisText = verdict
    ? [verdict.recommendation?.trim(), verdict.tippedBy ? `What tipped the call: ${verdict.tippedBy.trim()}` : undefined]
        .filter((part): part is string => part !== undefined && part !== '')
        .join('\n\n')
    : '';
  const hasSynthesis = synthesisText !== '';
  if (verdict && !saysNothing(verdict.liveDisagreement)) {
    const line = verdict.liveLine ?? verdict.line;
    const views = verdict.liveViews ?? [];
    if (views.length === 0) {
      // Named by the verdict, held by no side it names: no stance is drawn.
      claims.push({ id: 'live-disagreement', text: verdict.liveDisagreement!.trim(), ...at(line) });
      if (hasSynthesis) relations.push({ source: 'live-disagreement', target: 'verdict', type: 'related', text: 'the live disagreement the verdict names', ...via('stated', verdict.liveDisagreement!, line, undefined) });
    } else {
      views.forEach((view, i) => {
        const id = `live-disagreement-${i + 1}`;
        claims.push({ id, text: view.text, ...at(view.line, undefined, view.agent) });
        relations.push({ source: personaId[view.agent], target: id, type: 'supports', text: 'as the verdict states it', ...via('stated', view.text, view.line, undefined, undefined, view.agent) });
      });
    }
  }

  return {
    topic: nonEmpty(t.task ?? t.title, 'Untitled debate'),
    meta: {
      ...(t.date ? { created: t.date } : {}),
      tags: t.tags.filter((tag) => tag.trim() !== ''),
      ...(t.lang ? { lang: t.lang } : {}),
    },
    domains: [],
    personas,
    claims,
    relations,
    ...(hasSynthesis ? { synthesis: { id: 'verdict', text: synthesisText, ...(verdict ? at(verdict.recommendationLine ?? verdict.line) : {}) } } : {}),
    open_questions: [],
  };
}

interface TurnContext {
  persona: string;
  /** The opponent's position this turn answers. */
  target: string;
  claims: Claims;
  relations: Relations;
  via: (reading: Reading, quote: string, line: number, endLine: number | undefined) => Pick<Relations[number], 'provenance' | 'reading'>;
}

/**
 * A turn's engagement: an Attack opposes the opponent's position (stated by its label);
 * a concession — a "Concede:" bullet or an "Agreement with" item (stated), or a clause
 * that concedes inside another bullet (read) — is a claim for the point conceded, which
 * the agent `concedes`: never support of the opponent's whole position.
 */
function engagementRelations(turn: Turn, c: TurnContext): void {
  const prefix = `${turn.agent.toLowerCase()}-r${turn.round}-concedes`;
  let conceded = 0;
  const concede = (text: string, reading: Reading, line: number, endLine: number | undefined) => {
    const id = `${prefix}-${++conceded}`;
    c.claims.push({ id, text: text.trim(), source: { ...c.via(reading, text, line, endLine).provenance! } });
    c.relations.push({ source: c.persona, target: id, type: 'concedes', ...c.via(reading, text, line, endLine) });
  };
  for (const point of turn.engagement) {
    if (point.text === '') continue;
    const line = point.line ?? turn.line;
    if (point.kind === 'attack') c.relations.push({ source: c.persona, target: c.target, type: 'opposes', text: point.text, ...c.via('stated', point.text, line, point.endLine) });
    if (point.kind === 'concede') concede(point.text, 'stated', line, point.endLine);
    else if (point.concession !== undefined) concede(point.concession, 'read', line, point.endLine);
  }
  for (const point of turn.agreementPoints ?? []) concede(point.text, 'stated', point.line, point.endLine);
}
