// The graph of a transcript (spec §1.3, decided there): personas A and B; each opening
// Position and each changed Refined position is a claim its agent supports; Attack
// bullets oppose, Concede bullets and Agreement sections support, the opponent's latest
// position; the verdict is the host synthesis; "Converged on" is a claim both support;
// the live disagreement is a claim the verdict names, and each side's view in it is a
// claim of that side only where the verdict attributes it. Every part carries the line
// it was read from (spec A6).
import type { SourceRef } from '../../graph/types.ts';
import { nonEmpty } from '../../parse/markdownLines.ts';
import type { DebateLog } from '../../schemas/roundtableLog.ts';
import type { AgentKey, Transcript } from './model.ts';

const NONE_TEXT = /^[*_(\s]*(?:none|nothing|n\/a|no (?:live |remaining )?disagreement|없음|なし)(?![\p{L}\p{N}])/iu;
/** "none", "none + reason", "—": a field that says there is nothing. */
export const saysNothing = (text: string | undefined): boolean =>
  text === undefined || NONE_TEXT.test(text.trim()) || /^[\s—–-]*$/.test(text);

export function transcriptToLog(t: Transcript): DebateLog {
  const personaId = { A: 'agent-a', B: 'agent-b' } as const;
  const other = (agent: AgentKey): AgentKey => (agent === 'A' ? 'B' : 'A');
  const sideName = (agent: AgentKey) => nonEmpty(t.sides[agent === 'A' ? 0 : 1], `Agent ${agent}`);
  const ref = (line: number, round?: number, agent?: AgentKey): SourceRef => ({ line, ...(round !== undefined ? { round } : {}), ...(agent ? { speaker: sideName(agent) } : {}) });
  const at = (line: number, round?: number, agent?: AgentKey) => ({ source: ref(line, round, agent) });
  const via = (line: number, round?: number, agent?: AgentKey) => ({ provenance: ref(line, round, agent) });
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
      claims.push({ id, text: text.trim(), ...at(line, round.number, agent) });
      relations.push({ source: personaId[agent], target: id, type: 'supports', ...via(line, round.number, agent) });
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
      for (const point of turn.engagement) {
        if (point.text === '') continue;
        const where = via(point.line ?? turn.line, round.number, agent);
        if (point.kind === 'attack') relations.push({ source: personaId[agent], target, type: 'opposes', text: point.text, ...where });
        if (point.kind === 'concede') relations.push({ source: personaId[agent], target, type: 'supports', text: point.text, ...where });
      }
      if (turn.agreement !== undefined && !saysNothing(turn.agreement)) {
        relations.push({ source: personaId[agent], target, type: 'supports', text: turn.agreement, ...via(turn.agreementLine ?? turn.line, round.number, agent) });
      }
    }
  }

  const verdict = t.verdict;
  if (verdict && !saysNothing(verdict.convergedOn)) {
    const line = verdict.convergedLine ?? verdict.line;
    claims.push({ id: 'converged', text: verdict.convergedOn!.trim(), ...at(line) });
    relations.push({ source: personaId.A, target: 'converged', type: 'supports', ...via(line) }, { source: personaId.B, target: 'converged', type: 'supports', ...via(line) });
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
      if (hasSynthesis) relations.push({ source: 'live-disagreement', target: 'verdict', type: 'related', text: 'the live disagreement the verdict names', ...via(line) });
    } else {
      views.forEach((view, i) => {
        const id = `live-disagreement-${i + 1}`;
        claims.push({ id, text: view.text, ...at(view.line, undefined, view.agent) });
        relations.push({ source: personaId[view.agent], target: id, type: 'supports', text: 'as the verdict states it', ...via(view.line, undefined, view.agent) });
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
