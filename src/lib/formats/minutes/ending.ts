// The outcome of a meeting put together from what R7 says (decision.ts), an escalation
// section, and the frontmatter (outcome.ts): one kind, never "decided" unless the text
// decides. Conflicts between the frontmatter and the text are warnings; the more cautious
// reading is kept (an escalation or a hold over a decision).
import type { NumberedLine } from '../../parse/markdownLines.ts';
import type { DecisionReading } from './decision.ts';
import type { Decision, Escalation, Hold, MinutesFacts, OutcomeKind } from './model.ts';
import { firstOptionReference, MIN_NAMING_TITLE, optionMentions, type OptionKeys } from './options.ts';
import { squeeze } from '../../parse/frontmatter.ts';
import { foldText } from '../../core/names.ts';
import { plainText } from '../../core/plainText.ts';
import { DECISION_VERBS, escalationFrom, frontmatterOutcome, quotedLines } from './outcome.ts';
import { blocksOf } from '../../parse/markdownBlocks.ts';

type Warn = (code: string, message: string, line?: number, path?: string) => void;

export interface Ending {
  decision: Decision | null;
  hold: Hold | null;
  escalation: Escalation | null;
  outcome: OutcomeKind;
  outcomeLines: Array<{ line: number; text: string }>;
  /** The line that says in so many words that nothing was decided (`결정: 미정`), when no outcome stands. */
  undecided?: { line: number; text: string };
}

export function readEnding(input: {
  decisionReading: DecisionReading;
  escalationSections: ReadonlyArray<{ line: number; heading: string; lines: NumberedLine[] }>;
  facts: MinutesFacts;
  keys: OptionKeys;
  /** Each keyed option's title, for a decision that writes one out in place of its key. */
  titles?: ReadonlyMap<string, string>;
  keyLine: (key: string) => number;
  warn: Warn;
  hold: Hold | null;
}): Ending {
  const { decisionReading, escalationSections, facts, keys, keyLine, warn } = input;
  let decision = decisionReading.decision;
  let hold = input.hold;
  let escalation = decisionReading.escalation ?? null;
  if (escalationSections.length > 0) {
    const blocks = escalationSections.flatMap((s) => blocksOf(s.lines).filter((b) => b.kind === 'item' || b.kind === 'paragraph'));
    escalation ??= escalationFrom(blocks.length > 0 ? blocks : [{ text: escalationSections[0]!.heading, line: escalationSections[0]!.line }], blocks[0]?.line ?? escalationSections[0]!.line);
  }
  if (decision !== null && decisionReading.conflict) {
    warn('minutes-outcome', decisionReading.conflict.message, decisionReading.conflict.line, 'decision');
    decision = { ...decision, unsettled: decisionReading.conflict };
  }
  const titled = decision !== null && decision.chosenOption === undefined && !decisionReading.conflict ? choiceByTitle(decision.text, input.titles ?? new Map()) : undefined;
  if (decision !== null && titled !== undefined) decision = { ...decision, chosenOption: titled };
  const stated = frontmatterOutcome(facts);
  if (stated) {
    const line = keyLine(stated.key);
    const says = `frontmatter ${stated.key}: ${JSON.stringify(stated.value)}`;
    if (stated.kind === 'escalated' && escalation === null) escalation = escalationFrom([{ text: stated.value, line }], line);
    // A stated hold over the text's decision: the cautious reading, as the warning below says.
    if (stated.kind === 'hold' && hold === null && escalation === null) hold = { text: stated.value, line };
    if (stated.kind === 'decided' && stated.key === 'decision' && decision === null && hold === null && escalation === null) {
      const chosenOption = firstOptionReference(stated.value, keys);
      decision = { text: stated.value, ...(chosenOption ? { chosenOption } : {}), line };
    }
    if (stated.kind === 'decided' && decision === null) warn('minutes-outcome', `${says} says the meeting decided, but its text decides nothing; it is not shown as decided`, line, stated.key);
    if (stated.kind !== 'decided' && decision !== null) warn('minutes-outcome', `${says} contradicts the decision on line ${decision.line}; the meeting is shown as ${stated.kind === 'none' ? 'undecided' : stated.kind}`, line, stated.key);
    if ((stated.kind === 'none' || stated.kind === 'hold') && decision !== null) decision = null;
  }
  // A frontmatter `decision:` beside the text's, whatever `status:` says: it must name the text's option among the ones it names.
  const fmDecision = facts.other.get('decision');
  const head = fmDecision === undefined ? '' : squeeze(fmDecision.slice(0, 400));
  // A letter that opens the value is its option ("B over A"), as a field's value is read.
  const named = decision?.chosenOption !== undefined ? [...(/^[\s*]*(?:[Oo]ption[ \t]+)?([A-H])(?![A-Za-z0-9])/u.exec(head)?.slice(1) ?? []), ...optionMentions(head, keys).map((m) => m.key)] : [];
  if (decision !== null && named.length > 0 && !named.includes(decision.chosenOption!)) {
    warn('minutes-outcome', `frontmatter decision: ${JSON.stringify(fmDecision)} names option ${named[0]}, the decision on line ${decision.line} option ${decision.chosenOption}; no option is shown as decided`, keyLine('decision'), 'decision');
    decision = { text: decision.text, line: decision.line };
  }
  if (escalation !== null || hold !== null) {
    if (escalation !== null && decision !== null && !stated) warn('minutes-outcome', `the decision round both decides and escalates; the meeting is shown as escalated`, escalation.line, 'decision');
    if (escalation !== null) decision = null;
  }
  const outcomeLines = decision === null && hold === null && escalation === null ? quotedLines(decisionReading.notRecognised ?? []) : [];
  const outcome: OutcomeKind = escalation ? 'escalated' : decision ? 'decided' : hold ? 'hold' : outcomeLines.length > 0 ? 'not-recognised' : 'none';
  if (outcome === 'not-recognised') {
    warn('minutes-outcome', `the outcome was not recognised: no decision, hold or escalation marker in ${outcomeLines.length === 1 ? 'line' : 'lines'} ${outcomeLines.map((l) => l.line).join(', ')} (write "Decision: …", "Hold — reason: …; resume condition: …" or "Escalated to …")`, outcomeLines[0]!.line, 'decision');
  }
  const said = outcome === 'none' && decisionReading.noDecision ? quotedLines(decisionReading.used ?? [])[0] : undefined;
  return { decision, hold: escalation ? null : hold, escalation, outcome, outcomeLines, ...(said ? { undecided: said } : {}) };
}

/**
 * The option whose whole title a decision writes first, in place of its key ("Decision: Move
 * to Cloudflare.", probe 23 row 19): a title of MIN_NAMING_TITLE or more characters, then the
 * end, a mark, a dash or "because"; not "… or Keep Fastly". A title further on ("reject Move
 * to Cloudflare") chooses nothing.
 */
function choiceByTitle(text: string, titles: ReadonlyMap<string, string>): string | undefined {
  const head = foldText(plainText(text.slice(0, 400)));
  const found = [...titles].filter(([, title]) => {
    const whole = foldText(plainText(title));
    if (whole.length < MIN_NAMING_TITLE || !head.startsWith(whole)) return false;
    const rest = head.slice(whole.length);
    return /^(?:$|[.,;:!。，、]|[ \t]*(?:[—–(（]|because(?![\p{L}])|since(?![\p{L}])|$))/u.test(rest) || chosenWithParticle(rest);
  });
  return found.length === 1 ? found[0]![0] : undefined;
}

/**
 * Right after the choosing verb: negated, not possible, in question or put off —
 * `…채택하지 않는다`, `…채택할 수 없다`, `…採用するかは来週`, `…採用しない`, `…채택을 미룬다`;
 * not `…採用するかたちで`, `…採用しますから`, `…채택하고 보류했던 …`.
 */
const NOT_CHOSEN = /^[^\s。、.,，]{0,3}?(?:않|못|[ \t]?수[ \t]?없|지[ \t]?않|지[ \t]?못|할지|하는지|[을를은는][ \t]?(?:미루|미룬|보류|연기)|しない|しません|せず|ない|(?:する|します)?か(?:は|どうか|を|、|$)|を?(?:見送|先送|保留|延期))/u;

/** The clause's own predicate puts the choice off: `…채택하는 것은 다음 회의로 미룬다`, `…採用するのは来週まで見送る`. */
const PUT_OFF_AT_END = /(?:미룬다|미룹니다|미루기로 ?(?:했다|한다|함)|보류한다|보류합니다|연기한다|연기합니다|見送る|見送ります|見送り|先送りする|先送りします|延期する|延期します|保留とする|保留する|持ち越す|持ち越します|持ち越し)[ \t]*$/u;

/**
 * After a title, its particle and a choosing verb in the same clause: `…호스팅으로 간다`,
 * `…호스팅을 채택한다`, `…版を採用する`; never a negated, impossible, questioned or put-off one.
 */
function chosenWithParticle(rest: string): boolean {
  const particle = /^(?:을|를|으로|로|を|に|で)(?=[ \t\p{L}])/u.exec(rest);
  if (!particle) return false;
  const clause = rest.slice(0, 80).split(/[.!?。！？,，、;；\n]/u)[0]!;
  const verb = DECISION_VERBS.exec(clause);
  return verb !== null && !NOT_CHOSEN.test(clause.slice(verb.index + verb[0].length, verb.index + verb[0].length + 16)) && !PUT_OFF_AT_END.test(clause);
}
