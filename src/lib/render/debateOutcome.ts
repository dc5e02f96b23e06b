// What a debate came to, told first: the format's own outcome (its plugin's `outcome`
// hook: how a transcript ended, a meeting's decision or hold), else the graph's: the host
// synthesis with the claims still contested and the questions left open. Only what the
// document says: a missing synthesis, verdict or decision is said to be missing.
import { pluginOf, type FormatDocument, type FormatOutcome } from '../formats/registry.ts';
import { fitLine, outcomeItem, type OutcomeItem } from '../formats/outcomeLine.ts';
import type { DebateGraph } from '../graph/types.ts';
import type { OutcomeView } from '../formats/hookTypes.ts';
import { plainText } from './plainText.ts';

export { OUTCOME_LINE_MAX, type OutcomeItem } from '../formats/outcomeLine.ts';
export type { OutcomeView } from '../formats/hookTypes.ts';

/** Lists in the outcome stop here and point to the rest: it is a summary, a few lines long. */
export const OUTCOME_LIST_LIMIT = 12;

export type DebateOutcome =
  | { kind: 'roundtable'; synthesis: OutcomeItem[]; contested: OutcomeItem[]; questions: OutcomeItem[]; line: string }
  | FormatOutcome;

export function debateOutcome(document: FormatDocument, graph: DebateGraph): DebateOutcome {
  return pluginOf(document.format)?.outcome?.(document) ?? graphOutcome(graph);
}

/** How the page shows a format's outcome (its plugin's `outcomeView`); undefined for the graph's own outcome. */
export function outcomeView(outcome: DebateOutcome): OutcomeView | undefined {
  return pluginOf(outcome.kind)?.outcomeView?.(outcome as FormatOutcome);
}

function graphOutcome(graph: DebateGraph): DebateOutcome {
  const synthesis = graph.nodes.filter((n) => n.type === 'synthesis').map(outcomeItem);
  const contested = graph.nodes.filter((n) => n.contested).map(outcomeItem);
  const questions = graph.nodes.filter((n) => n.type === 'question').map(outcomeItem);
  const tail = [
    `${contested.length} contested claim${contested.length === 1 ? '' : 's'}`,
    `${questions.length} open question${questions.length === 1 ? '' : 's'}`,
  ].join(' · ');
  const head = synthesis[0] ? `Host synthesis: ${plainText(synthesis[0].text)}` : 'No host synthesis';
  return { kind: 'roundtable', synthesis, contested, questions, line: fitLine(head, tail) };
}
