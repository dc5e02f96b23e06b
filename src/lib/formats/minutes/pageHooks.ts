// What the stages ask of meeting minutes beyond their graph (types.ts hooks): the decision,
// hold or escalation with the chosen option and its score, the rounds and risks that hold
// each source line, the line account, and how the analysis reads a red-team risk.
import type { LineReport } from '../../parse/lineExplanation.ts';
import { plainText } from '../../core/plainText.ts';
import type { FormatAnalysis, SourcePlace } from '../hookTypes.ts';
import { fitLine } from '../outcomeLine.ts';
import type { Minutes } from './parse.ts';
import { CHANGED_STANCE_KEY } from '../../graph/types.ts';

export interface ChosenOption {
  key: string;
  label?: string;
  /** The option's rubric total, when the rubric scored it. */
  score: number | null;
}

export interface MinutesOutcome {
  kind: 'minutes';
  decision?: { text: string; chosen?: ChosenOption; unsettled?: { line: number; message: string } };
  hold?: { text: string; reason?: string; resumeCondition?: string };
  escalated?: { text: string; to?: string; why?: string };
  /** The decision round said something no outcome marker explains: its lines, quoted. */
  notRecognised?: Array<{ line: number; text: string }>;
  /** The minutes say nothing was decided (`결정: 미정`): that line, quoted. */
  undecided?: { line: number; text: string };
  /** The outcome was stated in a correction file, not read from the log. */
  corrected?: { file: string; note?: string };
  line: string;
}

export function minutesOutcome({ minutes }: { minutes: Minutes }): MinutesOutcome {
  const outcome = readMinutesOutcome(minutes);
  const corrected = minutes.outcomeCorrection;
  if (corrected === undefined) return outcome;
  return { ...outcome, corrected, line: fitLine(outcome.line, 'corrected by hand') };
}

function readMinutesOutcome(minutes: Minutes): MinutesOutcome {
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
  // A decision that names two options or is decided again chooses none, whatever the rubric's top is.
  const chosenKey = decision?.unsettled !== undefined ? undefined : (decision?.chosenOption ?? rubric?.chosen);
  const option = chosenKey === undefined ? undefined : rubric?.options.find((o) => o.key === chosenKey);
  // The rubric's label, else the title the meeting gave the option where it defined it.
  const label = option?.label ?? minutes.options.find((o) => o.key === chosenKey)?.title;
  const chosen: ChosenOption | undefined = chosenKey === undefined ? undefined : {
    key: chosenKey,
    ...(label !== undefined ? { label } : {}),
    score: option?.total ?? null,
  };
  if (decision) {
    const optionText = chosen ? `option ${chosen.key}${chosen.label ? ` (${plainText(chosen.label)})` : ''}${chosen.score !== null ? `, score ${chosen.score}` : ''}` : '';
    return {
      kind: 'minutes',
      decision: { text: decision.text, ...(chosen ? { chosen } : {}), ...(decision.unsettled ? { unsettled: decision.unsettled } : {}) },
      line: decision.unsettled
        ? fitLine(`Decided, no single option: ${plainText(decision.text)}`, `decided again or for two options (line ${decision.unsettled.line})`)
        : fitLine(`Decided${optionText ? ` ${optionText}` : ''}: ${plainText(decision.text)}`, ''),
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
  if (minutes.undecided) return { kind: 'minutes', undecided: minutes.undecided, line: fitLine(`Not decided (line ${minutes.undecided.line}): ${plainText(minutes.undecided.text)}`, '') };
  return { kind: 'minutes', line: 'No decision and no hold recorded' };
}

/** "resume when …", unless the condition already says so ("Resume when the test ends", "재개: …"). */
function resumeWhen(condition: string): string {
  return /^(?:resum(?:e|es|ing|ption)|재개)(?![\p{L}])/iu.test(condition) ? condition.charAt(0).toLowerCase() + condition.slice(1) : `resume when ${condition}`;
}

/** The element id of the `index`th risk (0-based) in a minutes page's risks list. */
export const minutesRiskAnchor = (index: number): string => `mn-risk-${index + 1}`;

/** Each round as MinutesView renders it (`minutes-<rN>[-k]`, k counting repeats of a round in file order), and each risk of the risks section. */
export function minutesPlaces({ minutes }: { minutes: Minutes }): SourcePlace[] {
  const seen = new Map<string, number>();
  // A risk read from the risks section (not from the R5 round, which holds its own) is a
  // place of its own: its card links to its entry in the page's risks list, and back.
  const risks = minutes.risks.flatMap((risk, i) => (risk.round === undefined
    ? [{ anchor: minutesRiskAnchor(i), label: 'Risks', line: risk.line, end: risk.line }]
    : []));
  return [...risks, ...minutes.rounds.map((round) => {
    const count = (seen.get(round.key) ?? 0) + 1;
    seen.set(round.key, count);
    // The round's text is trimmed: its heading, the text's lines, and one blank line after the heading.
    const end = round.line + (round.markdown === '' ? 0 : round.markdown.split('\n').length) + 1;
    return { anchor: `minutes-${round.key.toLowerCase()}${count > 1 ? `-${count}` : ''}`, label: round.heading.replace(/\*\*|__/g, '').trim() || round.key, line: round.line, end };
  })];
}

export const minutesLineReport = ({ minutes: m }: { minutes: Minutes }): LineReport =>
  ({ account: m.lineAccount, notes: m.lineNotes, notInterpreted: m.notInterpreted });

/** Words by which a risk says it defeats the option, not only threatens it (bounded, linear). */
const DEFEATS = /\b(?:defeats?|rules? (?:it |this |the option )?out|fatal|disqualif(?:y|ies)|non-starter|deal-?breaker|cannot work)\b|치명적|불가능|탈락|致命的?|不可能|排除/iu;

/** A minutes risk node, by the id the minutes mapping gives it (also as `<slug>:risk-<n>` on the atlas). */
export const isMinutesRiskId = (id: string, debate?: string): boolean =>
  /^risk-\d+(?:-\d+)?$/.test(debate !== undefined && id.startsWith(`${debate}:`) ? id.slice(debate.length + 1) : id);

/**
 * A red-team risk that opposes an option is a risk *to* it, not a rebuttal: it attacks
 * (the pre-mortem makes the chosen option OUT) only when its own words say it defeats the
 * option. Minutes have no steelmen.
 */
export const MINUTES_ANALYSIS: FormatAnalysis = {
  status: true, cruxes: true, steelmen: false,
  attacks(edge, index) {
    // An objection its author withdrew or reversed in a later round no longer stands (changesOfMind.ts).
    if (edge.attributes?.[CHANGED_STANCE_KEY] !== undefined) return false;
    if (!isMinutesRiskId(edge.source, edge.debate)) return true;
    const risk = index.node.get(edge.source);
    return DEFEATS.test(`${risk?.label ?? ''}\n${edge.text ?? ''}`);
  },
  // An opinion's stance on an option is its author's (the one persona who states it): option
  // A with one For and one Against is where they split. Not a withdrawn or reversed stance,
  // nor a red-team risk (a risk to an option, not a participant's stance).
  stanceHolder(edge, index) {
    if (edge.attributes?.[CHANGED_STANCE_KEY] !== undefined || isMinutesRiskId(edge.source, edge.debate)) return undefined;
    const authors = (index.incoming.get(edge.source) ?? []).filter((e) => e.type === 'supports' && index.isPersona(e.source));
    return authors.length === 1 ? authors[0]!.source : undefined;
  },
};
