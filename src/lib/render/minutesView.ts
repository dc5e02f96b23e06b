// What the minutes page shows, worked out from parsed roundtable minutes (spec §1.4):
// the frontmatter as facts, rounds R0–R7 in order, the rubric with totals and the chosen
// option, the decision or hold, risks, action items with missing fields flagged,
// unknowns, the evaluation and the goal check. Pure data; the component lays it out.
import {
  ROUND_KEYS,
  minutesGoalCheck,
  type ActionField,
  type GoalCheck,
  type GoalCheckId,
  type Minutes,
  type MinutesFacts,
  type RoundKey,
} from '../formats/minutes/parse.ts';
import { groupNotInterpreted, type NotInterpretedBlock } from '../parse/lineAccount.ts';
import { classifyUrl } from './renderMarkdown.ts';
import { maxOf } from '../core/arrays.ts';
import { plainText } from '../core/plainText.ts';
import { hasPremortem, threatenedOption } from '../formats/minutes/items.ts';
import { participantDisplay } from '../formats/minutes/participants.ts';
import { changesOfMindView, type ChangeOfMindView } from './minutesChanges.ts';

export type ResolveWikilink = (name: string) => string | undefined;

export interface NameView {
  name: string;
  href?: string;
}

export interface FactView {
  key: string;
  label: string;
  text: string;
  /** For the date: a machine-readable value for `<time datetime>`. */
  datetime?: string;
  /** For lists (participants, tags): one entry each, linked when the archive knows the name. */
  names?: NameView[];
}

export interface MinutesRoundView {
  key: RoundKey;
  /** "R0"…"R7" plus a counter when a round occurs twice: anchor "minutes-r2", "minutes-r2-2". */
  id: string;
  /** The English name of the round: "Opening", "Convergence (rubric)". */
  name: string;
  /** The heading as written, without its "R0" prefix. */
  title: string;
  /** False when the written heading already says the English name. */
  showName: boolean;
  markdown: string;
}

export interface RubricRowView {
  key: string;
  label?: string;
  /** One per criterion, "—" where the cell is empty or not a number. */
  scores: string[];
  total: string;
  chosen: boolean;
  /** The highest total (ties all marked). */
  highest: boolean;
}

export interface RubricView {
  criteria: string[];
  rows: RubricRowView[];
  chosen?: { key: string; label?: string };
  caption: string;
}

export interface DecisionView {
  markdown: string;
  chosen?: { key: string; label?: string };
}

export interface HoldView {
  markdown: string;
  reason?: string;
  resumeCondition?: string;
  /** What an explicit hold needs and this one lacks: "reason", "resume condition". */
  missing: string[];
}

export interface RiskView {
  markdown: string;
  /** The option it threatens, as the graph draws it. */
  option?: { key: string; label?: string };
  /** An option it names without threatening it (a risks register row beside R5): a mention. */
  mentioned?: { key: string; label?: string };
  /** A risk table's number and mitigation columns, and its other columns, as written. */
  number?: string;
  mitigation?: string;
  details?: Array<{ label: string; value: string }>;
}

export const ACTION_FIELDS: ReadonlyArray<{ field: ActionField; label: string }> = [
  { field: 'who', label: 'Who' },
  { field: 'what', label: 'What' },
  { field: 'when', label: 'When' },
  { field: 'done', label: 'Done criteria' },
];

export interface ActionItemView {
  /** `owners`: a Who cell cut into its owners, each that names a participant with its page (ownerParts). */
  cells: Array<{ field: ActionField; label: string; value?: string; missing: boolean; owners?: OwnerPart[] }>;
  complete: boolean;
  /** "Missing: done criteria", or "" when complete. */
  missingText: string;
  line: number;
}

export interface GoalCheckView {
  id: GoalCheckId;
  title: string;
  passed: boolean;
  /** "pass" or "missing". */
  status: 'pass' | 'missing';
  detail: string;
}

export interface MinutesView {
  title: string;
  facts: FactView[];
  rounds: MinutesRoundView[];
  rubric: RubricView | null;
  decision: DecisionView | null;
  hold: HoldView | null;
  /** Left undecided and handed to a person. */
  escalation: { markdown: string; to?: string; why?: string } | null;
  /** The decision round's lines when no outcome marker was recognised in them. */
  outcomeNotRecognised: Array<{ line: number; text: string }>;
  /** The line that says nothing was decided, when no outcome stands. */
  undecided: { line: number; text: string } | null;
  risks: RiskView[];
  actionItems: ActionItemView[];
  incompleteActionItems: number;
  /** Null when the minutes have no unknowns section at all. */
  unknowns: string[] | null;
  evaluation: Array<{ axis: string; grade: string; note?: string }> | null;
  goalCheck: GoalCheckView[];
  goalCheckPassed: boolean;
  /** Text the parser kept but did not understand, by line: shown as "not interpreted". */
  notInterpreted: NotInterpretedBlock[];
  /** Stances a later round withdrew or reversed, in the order the meeting gave them. */
  changesOfMind: ChangeOfMindView[];
}


export const ROUND_NAMES: Record<RoundKey, string> = {
  R0: 'Opening',
  R1: 'Problem',
  R2: 'Independent opinions',
  R3: 'Divergence',
  R4: 'Cross-questions',
  R5: 'Pre-mortem (red team)',
  R6: 'Convergence (rubric)',
  R7: 'Decision',
};

const GOAL_TITLES: Record<GoalCheckId, string> = {
  'decision-or-hold': 'A decision, or an explicit hold with reason and resume condition',
  'action-items-complete': 'Every action item has who, what, when and done criteria',
  risk: 'At least one risk',
  unknowns: 'Open unknowns listed',
};

const FACT_LABELS: ReadonlyArray<readonly [keyof MinutesFacts, string]> = [
  ['agent', 'Agent'],
  ['type', 'Type'],
  ['mode', 'Mode'],
  ['trigger', 'Trigger'],
  ['participants', 'Participants'],
  ['engine', 'Engine'],
  ['phase', 'Phase'],
  ['status', 'Status'],
  ['verdict', 'Verdict'],
  ['tags', 'Tags'],
  ['lang', 'Language'],
];

const FIELD_NAMES: Record<ActionField, string> = { who: 'who', what: 'what', when: 'when', done: 'done criteria' };

/** A part of an action item's Who cell: an owner's words (Markdown) with their page, or the text between owners. */
export interface OwnerPart { text: string; href?: string }

const count = (text: string, char: string) => text.split(char).length - 1;
// A link's address is whole in its part (`[a](u/v)` cut at `/` is not); plain brackets ("analyst (lead, ops)") need not be.
const balanced = (text: string) => count(text, '[') === count(text, ']') && count(text, '`') % 2 === 0 && (!text.includes('](') || count(text, '(') === count(text, ')'));

/**
 * An action item's owner or owners ("Ledger Owner", "@kim, Lee", "Ann and Bo") cut at `,` `/`
 * `&` and "and", each owner that names a participant with its page (`hrefOf`, by the owner's
 * plain words); undefined when none does, or when a cut would split a link, a wikilink or a
 * code span (review 05k F5): the cell is then shown whole.
 */
export function ownerParts(value: string, hrefOf: (name: string) => string | undefined): OwnerPart[] | undefined {
  const parts = value.split(/(\s*(?:[,、/]|&(?![#A-Za-z0-9]{1,32};)|\band\b)\s*)/u).map((text, i): OwnerPart => {
    const href = i % 2 === 0 ? hrefOf(plainText(text).replace(/^@/, '')) : undefined;
    return href === undefined ? { text } : { text, href };
  });
  return parts.some((part) => part.href !== undefined) && parts.every((part) => balanced(part.text)) ? parts : undefined;
}

export function buildMinutesView(minutes: Minutes, options: { goalCheck?: GoalCheck[]; resolveWikilink?: ResolveWikilink; resolveOwner?: (name: string) => string | undefined } = {}): MinutesView {
  const resolve = (name: string): NameView => {
    const href = options.resolveWikilink?.(name);
    return href !== undefined && classifyUrl(href) !== null ? { name, href } : { name };
  };
  const optionRef = (key: string | undefined) => {
    if (key === undefined) return undefined;
    // The option's title as the document gives it (a list, an opinion, the rubric); older records have only the rubric's.
    const label = (minutes.options ?? []).find((o) => o.key === key)?.title ?? minutes.rubric?.options.find((o) => o.key === key)?.label;
    return { key, ...(label !== undefined ? { label } : {}) };
  };

  const premortem = hasPremortem(minutes.risks);
  const checks = options.goalCheck ?? minutesGoalCheck(minutes);
  const goalCheck = checks.map((c): GoalCheckView => ({ id: c.id, title: GOAL_TITLES[c.id] ?? c.id, passed: c.passed, status: c.passed ? 'pass' : 'missing', detail: c.detail }));

  const actionItems = minutes.actionItems.map((item): ActionItemView => ({
    cells: ACTION_FIELDS.map(({ field, label }) => {
      const value = item[field];
      const owners = field === 'who' && value !== undefined && options.resolveOwner !== undefined ? ownerParts(value, options.resolveOwner) : undefined;
      return { field, label, ...(value !== undefined ? { value } : {}), missing: item.missing.includes(field), ...(owners !== undefined ? { owners } : {}) };
    }),
    complete: item.missing.length === 0,
    missingText: item.missing.length === 0 ? '' : `Missing: ${item.missing.map((f) => FIELD_NAMES[f]).join(', ')}`,
    line: item.line,
  }));

  const hold = minutes.hold
    ? {
        markdown: minutes.hold.text,
        ...(minutes.hold.reason !== undefined ? { reason: minutes.hold.reason } : {}),
        ...(minutes.hold.resumeCondition !== undefined ? { resumeCondition: minutes.hold.resumeCondition } : {}),
        missing: [minutes.hold.reason ? null : 'reason', minutes.hold.resumeCondition ? null : 'resume condition'].filter((x): x is string => x !== null),
      }
    : null;
  const decisionChosen = optionRef(minutes.decision?.chosenOption);

  return {
    title: minutes.title,
    facts: factsView(listedFacts(minutes), resolve),
    rounds: roundsView(minutes),
    rubric: rubricView(minutes),
    decision: minutes.decision ? { markdown: minutes.decision.text, ...(decisionChosen ? { chosen: decisionChosen } : {}) } : null,
    hold,
    escalation: minutes.escalation ? { markdown: minutes.escalation.text, ...(minutes.escalation.to !== undefined ? { to: minutes.escalation.to } : {}), ...(minutes.escalation.why !== undefined ? { why: minutes.escalation.why } : {}) } : null,
    outcomeNotRecognised: minutes.outcomeLines,
    // Quoted inline, so its Markdown is read, not shown.
    undecided: minutes.undecided ? { line: minutes.undecided.line, text: plainText(minutes.undecided.text) } : null,
    risks: minutes.risks.map((risk) => {
      const threatened = threatenedOption(risk, premortem);
      const option = optionRef(threatened);
      const mentioned = threatened === undefined ? optionRef(risk.option) : undefined;
      return {
        markdown: risk.text, ...(option ? { option } : {}), ...(mentioned ? { mentioned } : {}),
        ...(risk.number !== undefined ? { number: risk.number } : {}),
        ...(risk.mitigation !== undefined ? { mitigation: risk.mitigation } : {}),
        ...(risk.details !== undefined ? { details: risk.details } : {}),
      };
    }),
    actionItems,
    incompleteActionItems: actionItems.filter((a) => !a.complete).length,
    unknowns: minutes.unknowns === null ? null : minutes.unknowns.map((u) => u.text),
    evaluation: minutes.evaluation,
    goalCheck,
    goalCheckPassed: goalCheck.every((c) => c.passed),
    notInterpreted: groupNotInterpreted(minutes.notInterpreted),
    changesOfMind: changesOfMindView(minutes, (key) => optionRef(key)!),
  };
}



/** "2026-06-03 14:30 +09:00" and its `datetime` "2026-06-03T14:30+09:00". */
export function formatMinutesDate(facts: Pick<MinutesFacts, 'date' | 'time' | 'offset'>): { text: string; datetime: string } | null {
  if (facts.date === undefined) return null;
  if (facts.time === undefined) return { text: facts.date, datetime: facts.date };
  const offset = facts.offset ?? '';
  return {
    text: [facts.date, facts.time, offset === 'Z' ? 'UTC' : offset].filter((s) => s !== '').join(' '),
    datetime: `${facts.date}T${facts.time}${offset}`,
  };
}

/** The frontmatter's facts; where it lists no participants, those the minutes' roster names (probe 52 row 10). */
const listedFacts = (minutes: Minutes): MinutesFacts =>
  minutes.facts.participants.length > 0 ? minutes.facts : { ...minutes.facts, participants: minutes.participants.filter((p) => p.origin === 'roster').map(participantDisplay) };

function factsView(facts: MinutesFacts, resolve: (name: string) => NameView): FactView[] {
  const out: FactView[] = [];
  const date = formatMinutesDate(facts);
  if (date) out.push({ key: 'date', label: 'Date', text: date.text, datetime: date.datetime });
  for (const [key, label] of FACT_LABELS) {
    const value = facts[key];
    if (Array.isArray(value)) {
      if (value.length === 0) continue;
      const names = key === 'participants' ? value.map(resolve) : value.map((name) => ({ name }));
      out.push({ key, label, text: value.join(', '), names });
    } else if (typeof value === 'string' && value.trim() !== '') {
      out.push({ key, label, text: value });
    }
  }
  for (const [key, value] of otherEntries(facts.other)) out.push({ key, label: key, text: value });
  return out;
}

/** The other frontmatter keys in file order; tolerant of a store that turned the Map into an object. */
function otherEntries(other: unknown): Array<[string, string]> {
  const entries = other instanceof Map ? [...other.entries()] : other && typeof other === 'object' ? Object.entries(other) : [];
  return entries.map(([k, v]): [string, string] => [String(k), typeof v === 'string' ? v : String(v ?? '')]);
}

function roundsView(minutes: Minutes): MinutesRoundView[] {
  const order = (key: RoundKey) => ROUND_KEYS.indexOf(key);
  // Array.prototype.sort is stable: two sections of one round keep their file order.
  const sorted = [...minutes.rounds].sort((a, b) => order(a.key) - order(b.key));
  const seen = new Map<RoundKey, number>();
  return sorted.map((round) => {
    const count = (seen.get(round.key) ?? 0) + 1;
    seen.set(round.key, count);
    const name = ROUND_NAMES[round.key];
    const title = round.heading.replace(/\*\*|__/g, '').replace(/^[^\p{L}\p{N}]*R[0-7](?![\p{L}\p{N}])[\s.:)\]—–-]*/u, '').trim();
    const firstWord = name.split(/[ (]/, 1)[0]!.toLowerCase();
    return {
      key: round.key,
      id: `minutes-${round.key.toLowerCase()}${count > 1 ? `-${count}` : ''}`,
      name,
      title: title === '' ? name : title,
      showName: !title.toLowerCase().includes(firstWord.replace(/s$/, '')),
      markdown: round.markdown,
    };
  });
}

const formatScore = (n: number | null): string => (n === null ? '—' : String(n));

function rubricView(minutes: Minutes): RubricView | null {
  const rubric = minutes.rubric;
  if (!rubric || rubric.options.length === 0) return null;
  const totals = rubric.options.map((o) => o.total).filter((t): t is number => t !== null);
  const best = totals.length > 0 ? maxOf(totals) : null;
  const chosenOption = rubric.chosen === undefined ? undefined : rubric.options.find((o) => o.key === rubric.chosen);
  const rows = rubric.options.map((o) => ({
    key: o.key,
    ...(o.label !== undefined ? { label: o.label } : {}),
    scores: rubric.criteria.map((_, i) => formatScore(o.scores[i] ?? null)),
    total: formatScore(o.total),
    chosen: o.key === rubric.chosen,
    highest: best !== null && o.total === best,
  }));
  const held = minutes.decision === null && minutes.hold !== null;
  const ending = minutes.escalation ? ' (escalated)' : held ? ' (on hold)' : minutes.outcome === 'not-recognised' ? ' (outcome not recognised)' : '';
  const outcome = chosenOption ? `option ${chosenOption.key} chosen` : `no option chosen${ending}`;
  return {
    criteria: rubric.criteria,
    rows,
    ...(chosenOption ? { chosen: { key: chosenOption.key, ...(chosenOption.label !== undefined ? { label: chosenOption.label } : {}) } } : {}),
    caption: `R6 rubric: ${rubric.criteria.length} criteria, ${rows.length} options; ${outcome}`,
  };
}
