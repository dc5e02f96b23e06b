// What a debate came to, told first: the roundtable's host synthesis with the claims
// still contested and the questions left open; how a transcript ended and what it
// recommends; the decision or hold of a meeting with the chosen option and its score.
// The debate page draws it near the top, the index prints its one-line form. Only what
// the document says: a missing synthesis, verdict or decision is said to be missing.
import { nodeAnchor, type NodeAnchor, type NodeId } from '../core/ids.ts';
import type { FormatDocument } from '../formats/registry.ts';
import type { EndingKind } from '../formats/transcript/parse.ts';
import type { Minutes } from '../formats/minutes/parse.ts';
import type { DebateGraph, GraphNode } from '../graph/types.ts';
import { truncateLabel } from '../core/escape.ts';
import { plainText } from './plainText.ts';
import { buildTranscriptView } from './transcriptView.ts';

export interface OutcomeItem {
  id: NodeId;
  anchor: NodeAnchor;
  /** Full text, as the log wrote it (may hold [[wikilinks]]). */
  text: string;
}

export interface ChosenOption {
  key: string;
  label?: string;
  /** The option's rubric total, when the rubric scored it. */
  score: number | null;
}

/** Lists in the outcome stop here and point to the rest: it is a summary, a few lines long. */
export const OUTCOME_LIST_LIMIT = 12;

export type DebateOutcome =
  | { kind: 'roundtable'; synthesis: OutcomeItem[]; contested: OutcomeItem[]; questions: OutcomeItem[]; line: string }
  | {
      kind: 'transcript';
      ending: { kind: EndingKind; headline: string };
      /** Markdown of the verdict's fields, when written. */
      recommendation?: string;
      convergedOn?: string;
      liveDisagreement?: string;
      line: string;
    }
  | {
      kind: 'minutes';
      decision?: { text: string; chosen?: ChosenOption };
      hold?: { text: string; reason?: string; resumeCondition?: string };
      escalated?: { text: string; to?: string; why?: string };
      /** The decision round said something no outcome marker explains: its lines, quoted. */
      notRecognised?: Array<{ line: number; text: string }>;
      /** The outcome was stated in a correction file, not read from the log. */
      corrected?: { file: string; note?: string };
      line: string;
    };

/** The longest one-line outcome, in code points. */
export const OUTCOME_LINE_MAX = 180;

export function debateOutcome(document: FormatDocument, graph: DebateGraph): DebateOutcome {
  if (document.format === 'transcript') return transcriptOutcome(document.transcript);
  if (document.format === 'minutes') return minutesOutcome(document.minutes);
  return roundtableOutcome(graph);
}

const item = (n: GraphNode): OutcomeItem => ({ id: n.id, anchor: nodeAnchor(n.id), text: n.text ?? n.label });

function roundtableOutcome(graph: DebateGraph): DebateOutcome {
  const synthesis = graph.nodes.filter((n) => n.type === 'synthesis').map(item);
  const contested = graph.nodes.filter((n) => n.contested).map(item);
  const questions = graph.nodes.filter((n) => n.type === 'question').map(item);
  const tail = [
    `${contested.length} contested claim${contested.length === 1 ? '' : 's'}`,
    `${questions.length} open question${questions.length === 1 ? '' : 's'}`,
  ].join(' · ');
  const head = synthesis[0] ? `Host synthesis: ${plainText(synthesis[0].text)}` : 'No host synthesis';
  return { kind: 'roundtable', synthesis, contested, questions, line: fitLine(head, tail) };
}

function transcriptOutcome(transcript: Parameters<typeof buildTranscriptView>[0]): DebateOutcome {
  const { ending } = buildTranscriptView(transcript);
  const v = transcript.verdict;
  const recommendation = v?.recommendation;
  const head = recommendation !== undefined ? `Recommendation: ${plainText(recommendation)}` : v ? 'No recommendation in the verdict' : 'No verdict';
  return {
    kind: 'transcript',
    ending: { kind: ending.kind, headline: ending.headline },
    ...(recommendation !== undefined ? { recommendation } : {}),
    ...(v?.convergedOn !== undefined ? { convergedOn: v.convergedOn } : {}),
    ...(v?.liveDisagreement !== undefined ? { liveDisagreement: v.liveDisagreement } : {}),
    line: fitLine(head, ending.headline),
  };
}

function minutesOutcome(minutes: Minutes): DebateOutcome {
  const outcome = readMinutesOutcome(minutes);
  const corrected = minutes.outcomeCorrection;
  if (corrected === undefined || outcome.kind !== 'minutes') return outcome;
  return { ...outcome, corrected, line: fitLine(outcome.line, 'corrected by hand') };
}

function readMinutesOutcome(minutes: Minutes): DebateOutcome {
  const { decision, hold, rubric, escalation } = minutes;
  if (escalation) {
    return {
      kind: 'minutes',
      escalated: { text: escalation.text, ...(escalation.to !== undefined ? { to: escalation.to } : {}), ...(escalation.why !== undefined ? { why: escalation.why } : {}) },
      line: fitLine(`Escalated${escalation.to !== undefined ? ` to ${plainText(escalation.to)}` : ' to a person'}${escalation.why !== undefined ? `: ${plainText(escalation.why)}` : ''}`, 'not decided'),
    };
  }
  if (minutes.outcome === 'not-recognised') {
    const numbers = minutes.outcomeLines.map((l) => l.line);
    return { kind: 'minutes', notRecognised: minutes.outcomeLines, line: `Outcome not recognised (line${numbers.length === 1 ? '' : 's'} ${numbers.join(', ')})` };
  }
  const chosenKey = decision?.chosenOption ?? rubric?.chosen;
  const option = chosenKey === undefined ? undefined : rubric?.options.find((o) => o.key === chosenKey);
  const chosen: ChosenOption | undefined = chosenKey === undefined ? undefined : {
    key: chosenKey,
    ...(option?.label !== undefined ? { label: option.label } : {}),
    score: option?.total ?? null,
  };
  if (decision) {
    const optionText = chosen ? `option ${chosen.key}${chosen.label ? ` (${plainText(chosen.label)})` : ''}${chosen.score !== null ? `, score ${chosen.score}` : ''}` : '';
    return {
      kind: 'minutes',
      decision: { text: decision.text, ...(chosen ? { chosen } : {}) },
      line: fitLine(`Decided${optionText ? ` ${optionText}` : ''}: ${plainText(decision.text)}`, ''),
    };
  }
  if (hold) {
    const reason = hold.reason !== undefined ? plainText(hold.reason) : 'no reason given';
    const resume = hold.resumeCondition !== undefined ? resumeWhen(plainText(hold.resumeCondition)) : 'no resume condition';
    return {
      kind: 'minutes',
      hold: { text: hold.text, ...(hold.reason !== undefined ? { reason: hold.reason } : {}), ...(hold.resumeCondition !== undefined ? { resumeCondition: hold.resumeCondition } : {}) },
      line: fitLine(`On hold: ${reason}`, resume),
    };
  }
  return { kind: 'minutes', line: 'No decision and no hold recorded' };
}

/** "resume when …", unless the condition already says so ("Resume when the test ends", "재개: …"). */
function resumeWhen(condition: string): string {
  return /^(?:resum(?:e|es|ing|ption)|재개)(?![\p{L}])/iu.test(condition) ? condition.charAt(0).toLowerCase() + condition.slice(1) : `resume when ${condition}`;
}

/** Head and tail on one line; the head is shortened so the tail always shows. */
function fitLine(head: string, tail: string): string {
  if (tail === '') return truncateLabel(head, OUTCOME_LINE_MAX);
  const room = OUTCOME_LINE_MAX - Array.from(tail).length - 3;
  return `${truncateLabel(head, Math.max(24, room))} · ${tail}`;
}

