// The decision (R7 / 결정 / Decision, a bullet or a sentence) and the hold (보류 / hold with 사유/reason
// and 재개 조건/resume condition, on one line separated by "—", "-", ";" or on lines of their own).
import { MAX_STRUCTURE_LINE, squeeze } from '../../parse/frontmatter.ts';
import type { NumberedLine } from '../../parse/markdownLines.ts';
import { blocksOf, type Block } from '../../parse/markdownBlocks.ts';
import type { Decision, Escalation, Hold } from './model.ts';
import { DECISION_VERBS, ESCALATION_WORDS, NONE_VALUE, NO_DECISION, RECOMMENDATION_ONLY, SUGGESTION_MARKUP, escalationFrom } from './outcome.ts';
import { firstOptionReference, optionMentions, type OptionKeys } from './options.ts';
import { plainCell, readTables } from './tables.ts';
import { BACK_TO, LOOKS_BACK, NOT_A_CHOICE, REVERSAL, choiceLines, choosesByName, deniedAfter, optionOpeningLabel, settledAmong, settledChoice, soleOptionNamed, toldOfEarlier, withLaterReversal, withoutEntryDate, type DecisionChoice } from './decisionChoices.ts';
import { EUROPEAN_DECISION_LABEL, EUROPEAN_HOLD, EUROPEAN_STATUS_LABEL, HOLD_DENIED, HOLD_LATER, TIME_WORD, firstOptionAsideDenies, firstOptionPutAside, isEuropeanDecisionLabel, europeanChoiceUnclear } from './putOff.ts';
import { keyWithItsTitle, namesOptionAlone, optionSaidAgainst } from './optionAlone.ts';
import { chatMessages, decisionWording, isActionLike } from './decisionBlocks.ts';

const HOLD_WORDS = new RegExp(String.raw`^[*_\s]*(?:보류|(?:판단|결정) ?유예|잠정 ?중단|일시 ?중단|hold|held|on hold|(?:we[ \t]+)?(?:put|placed|kept|left)[ \t]+(?:it[ \t]+|this[ \t]+|the[ \t]+decision[ \t]+)?on[ \t]+hold|hold off|defer(?:s|red)?(?![ \t]+to[ \t]+(?!${TIME_WORD}))|postpone|postpones|postponed|put off|parked|paused|on ice|tabled|保留|搁置|暂缓|暂停|延期|先送り|持ち越し|棚上げ|一時停止|中断|挂起)(?![\p{Script=Latin}\p{Script=Hangul}\p{N}])|^[*_\s]*${EUROPEAN_HOLD}`, 'iu');
const REASON = '(?:보류 ?사유|유예 ?(?:이유|사유)|挂起原因|棚上げの理由|(?:멈춘|중단(?:한)?) ?이유|중단 ?사유|사유|이유|reason|why(?: (?:parked|paused|held|deferred|on hold))?|rationale|motivo|raison|motif|grund|begründung|razão|ragione|保留理由|保留的理由|中断理由|停止理由|理由|暂停原因|原因)';
const RESUME = '(?:재개 ?(?:조건|시점)|何时重议|棚から下ろす条件|재개|다시 ?열 ?조건|재소집 ?조건|resume condition|resume when|resumes when|resumption|condition to resume|resume|condición de reanudación|reanudar cuando|condition de reprise|reprendre quand|reprise|wiederaufnahme(?:bedingung)?|condição de retomada|retomar quando|condizione di ripresa|unpark(?: when| condition)?|reopen(?: when| condition)?|再開条件|再開の条件|再開|再开条件|恢复条件|重启条件|重新开启条件|重新讨论条件)';
const DECISION_LABEL = new RegExp(String.raw`^(?:(?:최종|인간) ?결정(?: ?사항)?|결정(?: ?사항)?|결의(?: ?사항)?|decision|final decision|decided|resolved|resolution|${EUROPEAN_DECISION_LABEL}|(?:最终|最終)?(?:决定|決定)(?:事項|事项|内容)?|決裁|決議(?:事項)?|决议)(?![\p{L}])`, 'iu');
/**
 * A decision label after a word for this meeting (`本日の決定事項`, `本次会议决定`, `오늘 결정 사항`,
 * "Today's decision"; never "previous" or "other"): read only to find a field said empty or "none".
 */
const QUALIFIED_DECISION_LABEL = /^(?:本日|今日|今回|本会議|本次(?:会议)?|今天|this (?:meeting|session)(?:'s|’s)?|today(?:'s|’s)?|오늘(?: 회의)?|이번(?: 회의)?)(?:の|的|의)?[ \t]?(?:결정(?: ?사항)?|decisions?|(?:决定|決定)(?:事項|事项|内容)?)$/iu;
/** `Status: on hold`, `상태: 보류`, `状態：保留`, `ステータス：保留中`: a status line says the kind of ending, not the decision. */
const STATUS_LABEL = new RegExp(`^(?:status|outcome|result|state|상태|스테이터스|결과|状態|ステータス|結果|状态|狀態|结果|${EUROPEAN_STATUS_LABEL})$`, 'iu');
/**
 * A choosing verb said not to have happened: "no option adopted", "nothing was chosen",
 * "B was not adopted", "채택하지 않", "採用せず", "未采用", and the verb under a negating prefix:
 * "不採用", "不采用", "非採用", "不採択", "미채택", "불채택" reject (review 06zf row 6). Such a verb decides nothing.
 */
const NEGATED_CHOICE = /(?<![\p{L}])(?:(?:no (?:option|plan|proposal|choice)s?|nothing|none(?: of (?:them|the options))?)(?: (?:was|were|is|has been))?|not(?: yet)?|never) (?:adopted|chosen|selected|approved|decided|picked)(?![\p{L}])|(?:(?<![\p{L}])(?:not|never)|n['’]t) (?:adopt|approve|choose|select|pick|go with)(?![\p{L}])|채택(?:하지|되지) (?:않|못)|채택 ?안 ?(?:함|됨)|採用(?:せず|しない|されなかった|されず)|決定(?:せず|しなかった)|未(?:采用|选定)|没有(?:采用|选定)|[不非未](?:採用|采用|採択|采纳)|[미불비]채택/giu;
const NEGATED_CHOICE_ONCE = new RegExp(NEGATED_CHOICE.source, 'iu');
/** A decision field that is still a question: "Decision: open question for the board", "an open issue". */
const OPEN_QUESTION = /^[\s*_]*(?:an?[ \t]+)?open[ \t]+(?:question|issue|item|point)s?(?![\p{L}])/iu;
const saysNoneYet = (value: string): boolean => NONE_VALUE.test(value) || OPEN_QUESTION.test(value);
/** The first clause of a text: a recommendation word after it ("… the "suggest" button") does not make the decision tentative. */
const firstClause = (text: string): string => text.slice(0, 400).split(/[.。;；!?！？\n]/u, 1)[0] ?? '';

/** A labelled line: `**사유:** …`, `- **Reason**: …`, `재개 조건: …`; label lower-cased. */
export function labelledLine(text: string): { label: string; value: string } | null {
  if (text.length > 8 * MAX_STRUCTURE_LINE) return null;
  const line = text.trim().replace(/^(?:[-*+]|\d{1,3}[.)])[ \t]+/, '');
  let label: string;
  let value: string;
  if (line.startsWith('**')) {
    const close = line.indexOf('**', 2);
    if (close === -1 || close > 60) return null;
    label = line.slice(2, close);
    value = line.slice(close + 2);
    if (!label.trimEnd().endsWith(':') && !/^[ \t]*[:：]/.test(value)) return null;
  } else {
    const colon = line.search(/[:：]/);
    if (colon <= 0 || colon > 40) return null;
    label = line.slice(0, colon);
    value = line.slice(colon);
  }
  return { label: squeeze(label).replace(/[:：]$/, '').toLowerCase(), value: value.replace(/^[ \t]*[:：]?[ \t]*/, '').replace(/^\*\*[ \t]*/, '').trim() };
}

/**
 * Reason and resume condition written inside one text: "보류 — 사유: 데이터 부족; 재개
 * 조건: 3월 측정 후", "Hold - reason: X - resume condition: Y". The text before the
 * first label is the hold's own text.
 */
export function holdFields(text: string): { text: string; reason?: string; resumeCondition?: string } {
  const sample = text.length > 8 * MAX_STRUCTURE_LINE ? text.slice(0, 8 * MAX_STRUCTURE_LINE) : text;
  const label = new RegExp(`(?:^|[\\s—–;,(/·。、，；（-])(?:\\*\\*)?(${REASON}|${RESUME})(?:\\*\\*)?[ \\t]*[:：](?:\\*\\*)?`, 'giu');
  const found: Array<{ kind: 'reason' | 'resume'; start: number; end: number }> = [];
  let guard = 0;
  for (let m = label.exec(sample); m !== null && guard < 20; m = label.exec(sample), guard++) {
    const kind = new RegExp(`^${REASON}$`, 'iu').test(m[1]!) ? 'reason' : 'resume';
    found.push({ kind, start: m.index, end: m.index + m[0].length });
  }
  const trimSeparators = (s: string) => s.replace(/^[\s—–;,:/·、，；：-]+|[\s—–;,/·、，；-]+$/gu, '').replace(/^\*\*|\*\*$/g, '').trim();
  const own = trimSeparators(sample.slice(0, found[0]?.start ?? sample.length));
  const result: { text: string; reason?: string; resumeCondition?: string } = { text: own };
  found.forEach((f, i) => {
    const value = trimSeparators(sample.slice(f.end, found[i + 1]?.start ?? sample.length));
    if (value === '') return;
    if (f.kind === 'reason' && result.reason === undefined) result.reason = value;
    if (f.kind === 'resume' && result.resumeCondition === undefined) result.resumeCondition = value;
  });
  return result;
}

/** A hold from its section's blocks (or the decision's): each field on its own line, or all on one. */
export function holdFromBlocks(blocks: readonly Block[], fallbackText: string, line: number): Hold {
  const texts: string[] = [];
  let reason: string | undefined;
  let resumeCondition: string | undefined;
  for (const block of blocks) {
    const fields = holdFields(block.text);
    if (fields.reason !== undefined) reason ??= fields.reason;
    if (fields.resumeCondition !== undefined) resumeCondition ??= fields.resumeCondition;
    const own = fields.text.replace(HOLD_WORDS, '').replace(/^[\s—–:;,-]+/, '').trim();
    if (fields.reason === undefined && fields.resumeCondition === undefined) texts.push(block.text);
    else if (own !== '') texts.push(own);
  }
  const text = texts.join('\n\n').trim();
  return { text: text === '' ? fallbackText : text, ...(reason ? { reason } : {}), ...(resumeCondition ? { resumeCondition } : {}), line };
}

export function readHold(lines: readonly NumberedLine[], heading: string, line: number): { hold: Hold; used: NumberedLine[]; unused: NumberedLine[] } {
  const blocks = blocksOf(lines).filter((b) => b.kind !== 'heading');
  const prose = blocks.filter((b) => b.kind === 'item' || b.kind === 'paragraph');
  const hold = holdFromBlocks(prose, heading, prose[0]?.line ?? line);
  return { hold, used: prose.flatMap((b) => b.lines), unused: blocks.filter((b) => !prose.includes(b)).flatMap((b) => b.lines) };
}

/**
 * Where the decision round is merged into another (`## ラウンド6〜7`), the other round's text
 * may name one option without choosing it: there a decision counts only when a choosing verb
 * or a decision label states it ("結論：案1で確定", "Decision: B").
 */
export function explicitDecisionOnly(reading: DecisionReading): DecisionReading {
  const decision = reading.decision;
  if (decision === null) return reading;
  const labelled = (reading.used ?? []).some((l) => l.line === decision.line && DECISION_LABEL.test(labelledLine(l.text)?.label ?? ''));
  const stated = labelled || DECISION_VERBS.test(decision.text.replace(NEGATED_CHOICE, ' '));
  return stated ? reading : { decision: null, notRecognised: reading.used ?? [] };
}

export interface DecisionReading {
  decision: Decision | null;
  hold?: Hold;
  escalation?: Escalation;
  /** The text says in so many words that nothing was decided. */
  noDecision?: true;
  /** Text of the decision round that no outcome marker explains. */
  notRecognised?: NumberedLine[];
  /** The lines the outcome was read from. */
  used?: NumberedLine[];
  /** Why the decision shows no option though it names some (decisionChoices.ts). */
  conflict?: DecisionChoice['conflict'];
}

/** A line that decides again (a reversal, another decision's label); a label that is a decision's whole, not `Decision rationale:`. */
const decidesAgain = (text: string): boolean => {
  const line = withoutEntryDate(text);
  return REVERSAL.test(text) || BACK_TO.test(line) || wholeDecisionLabel(labelledLine(line)?.label);
};
const wholeDecisionLabel = (label: string | undefined): boolean => label !== undefined && DECISION_LABEL.exec(label.trim())?.[0].length === label.trim().length;

/**
 * The outcome R7 states, from explicit markers only: an escalation ("미결", "escalate-to-
 * human", "escalated to"), a hold ("보류", "Hold"), "no decision", or a decision: a labelled
 * line (`**결정:** …`), a choosing verb ("A안 채택", "adopt option C", "C안으로 간다"), or an
 * option named on its own ("- Option B, because …") with no word of recommendation. Any
 * other text is not recognised: quoted, never taken for a decision.
 */
export function readDecision(lines: readonly NumberedLine[], optionKeys: OptionKeys, sectionLine: number, heading = '', later: readonly NumberedLine[] = []): DecisionReading {
  // R7's tables are action items or scores, except a row labelled as a decision or a status (`| Decision | C: Hybrid gate |`).
  const blocks = choiceLines([...blocksOf(chatMessages(lines)).filter((b) => b.kind === 'item' || b.kind === 'paragraph'), ...labelledRows(lines)].sort((a, b) => a.line - b.line), decidesAgain);
  if (blocks.length === 0) return { decision: null };
  const stated = statedEnding(blocks, sectionLine) ?? headingEnding(heading, blocks, sectionLine);
  if (stated) return stated;
  // An escalation or a hold said in the round is read as such below, even beside "決定：なし".
  const unsettled = blocks.some((b) => ESCALATION_WORDS.test(b.text) || HOLD_WORDS.test(b.text)) ? null : unsettledDecision(blocks);
  if (unsettled) return unsettled;
  let text: string | undefined, european = false;
  let line = blocks[0]!.line;
  for (const block of blocks) {
    const labelled = labelledLine(block.text);
    // A label whose own value asks (`> [!decision] 決定？`, `**Decision:** B?`) states no decision.
    if (labelled && DECISION_LABEL.test(labelled.label) && labelled.value !== '' && !tentative(labelled.value.split('\n')[0]!) && !OPEN_CONDITION.test(labelled.label)) {
      // The label is no choosing verb: `决定：无。` says that nothing was decided.
      if (saysNoneYet(labelled.value)) return { decision: null, noDecision: true, used: block.lines };
      [text, line, european] = [labelled.value, block.line, isEuropeanDecisionLabel(labelled.label)];
      break;
    }
  }
  const labelled = text !== undefined;
  const decisionBlocks = labelled ? [] : decisionWording(blocks);
  text ??= decisionBlocks.map((b) => b.text).join('\n').trim();
  if (text === '') return { decision: null };
  const source = decisionBlocks.length > 0 ? decisionBlocks : blocks;
  const ending = endingWords(text, source, blocks, line ?? sectionLine);
  if (ending) return ending;
  // The choice handed to a person before any option is named (`결정: 편집장 판단에 맡김`,
  // "delegated to Mina (she leans B)"): an escalation, whatever is said of the options after it.
  if (handedOverFirst(text, optionKeys)) return { decision: null, escalation: escalationFrom(source, line ?? sectionLine), used: source.flatMap((b) => b.lines) };
  const opening = firstClause(text);
  if (HOLD_LATER.test(opening) && !HOLD_DENIED.test(opening) && firstOptionReference(text, optionKeys) === undefined) return { decision: null, hold: holdFromBlocks(blocks, text, line ?? sectionLine), used: blocks.flatMap((b) => b.lines) };
  const verbText = text.replace(NEGATED_CHOICE, ' ');
  const verb = DECISION_VERBS.test(verbText);
  if (!verb && verbText !== text && !labelled) return { decision: null, noDecision: true };
  // A label's own text names its option; another line choosing another one unsettles it, in the round or an addendum after it (decisionChoices.ts).
  const laterBlocks = choiceLines(blocksOf(later).filter((b) => b.kind === 'item' || b.kind === 'paragraph'), decidesAgain).filter((b) => !LOOKS_BACK.test(b.text));
  const choice = labelled
    ? settledChoice({ text, line, chosen: optionChosen(verbText, [], optionKeys) ?? firstOptionReference(text, optionKeys) ?? keyWithItsTitle(text, optionKeys) }, [...blocks, ...laterBlocks].filter((b) => !isActionLike(b.text)), optionKeys, choiceIn(optionKeys))
    : settledAmong(optionChosen(verbText, blocks, optionKeys) ?? firstOptionReference(text, optionKeys), decisionBlocks, optionKeys, choosingVerbIn(optionKeys));
  // A reversal in the round's later lines counts as one in an addendum (`2) 추가(9/18): 2안 결정은 번복되었다.`: probe 71 row 20).
  const { chosenOption, conflict } = labelled ? withLaterReversal(choice, [...blocks.filter((b) => b.line > line), ...laterBlocks], optionKeys, line) : choice;
  const recommendation = RECOMMENDATION_ONLY.test(labelled ? firstClause(text) : text);
  // With a recommendation in the text, only a clause that chooses without recommending decides
  // ("建议采用乙" is the recommendation itself; "the user approved it" decides).
  // A European label's value with a negation, a condition or a second option, or an aside that
  // denies the first option ("(TBD)", "(abgelehnt)"), decides by no other rule either.
  // The first option's aside denies only it ("Option A (tentative) is dropped; we adopt Option B", review 07b m12); "we adopt Option B's retry policy" chooses no B (07g a1).
  const firstDenied = firstOptionAsideDenies(text, optionKeys);
  const choosesOther = firstDenied && verb && chosenOption !== undefined && chosenOption !== firstOptionReference(text, optionKeys) && choosesByName(text, chosenOption);
  const asideDenies = firstDenied && !choosesOther;
  const decides = (tentative(choosesOther ? text.replace(/[(（][^()（）\n]{0,40}[)）]/u, '') : text) && !labelled) || (european && europeanChoiceUnclear(text, optionKeys)) || asideDenies || optionSaidAgainst(text, optionKeys, chosenOption)
    ? false
    : recommendation ? (labelled ? verb : choosesOutsideRecommendation(verbText)) && !/pending|awaiting|대기|待定/iu.test(text) : (labelled && (verb || !firstOptionPutAside(text, optionKeys))) || verb || namesOptionAlone(text, optionKeys) || headedChoice(heading, decisionBlocks, optionKeys);
  if (!decides) return { decision: null, notRecognised: (labelled ? blocks : decisionBlocks).flatMap((b) => b.lines) };
  const used = labelled ? blocks.filter((b) => b.line === line).flatMap((b) => b.lines) : decisionBlocks.flatMap((b) => b.lines);
  const endLine = used.reduce((last, l) => (l.text.trim() !== '' && l.line > last ? l.line : last), line);
  return { decision: { text, ...(chosenOption ? { chosenOption } : {}), line, ...(endLine > line ? { endLine } : {}) }, used, ...(conflict ? { conflict } : {}) };
}

/** The option a text chooses, unless it is a fallback or a condition. */
const chosenIn = (text: string, keys: OptionKeys): string | undefined => (NOT_A_CHOICE.test(text) ? undefined : optionChosen(text.replace(NEGATED_CHOICE, ' '), [], keys));
/** The option a block chooses with a choosing verb. */
const choosingVerbIn = (keys: OptionKeys) => (text: string): string | undefined => (DECISION_VERBS.test(text) ? chosenIn(text, keys) : undefined);
/**
 * The option another block of the round chooses as its decision: a decision label's value with
 * its verb or its option alone (`Resolved: revisit Option C next quarter` chooses nothing), or a reversal's.
 */
const choiceIn = (keys: OptionKeys) => (text: string): string | undefined => {
  const line = withoutEntryDate(text);
  const labelled = labelledLine(line);
  if (labelled && wholeDecisionLabel(labelled.label)) {
    const value = labelled.value;
    const verb = choosingVerbIn(keys)(value);
    if (verb !== undefined) return verb;
    // An option named alone that the line turns down, puts off or keeps as a fallback is no choice (review 07b rows 7, 9).
    const first = optionMentions(value.length > 400 ? value.slice(0, 400) : value, keys)[0];
    if (first === undefined || deniedAfter(value, first.end)) return undefined;
    return namesOptionAlone(value, keys) ? firstOptionReference(value, keys) : (optionOpeningLabel(value, keys, (t) => firstOptionPutAside(t, keys)) ?? soleOptionNamed(value, keys, 'opening'));
  }
  return REVERSAL.test(line) || BACK_TO.test(line) ? (chosenIn(line, keys) ?? soleOptionNamed(line, keys, 'reversal')) : undefined;
};

/**
 * The option named where the choice is stated ("A안은 기각, B안 채택", "adopt option C") wins over mentions: the first
 * clause with a choosing verb that names an option (not an earlier decision's choice: review 07zn d13–d16), else the first block.
 */
function optionChosen(verbText: string, blocks: readonly Block[], optionKeys: OptionKeys): string | undefined {
  const head = verbText.length > 8 * MAX_STRUCTURE_LINE ? verbText.slice(0, 8 * MAX_STRUCTURE_LINE) : verbText;
  for (const clause of head.split(/[.;,。；，、\n]/u)) {
    const chosen = DECISION_VERBS.test(clause) && !toldOfEarlier(clause, optionKeys) ? firstOptionReference(clause, optionKeys) : undefined;
    if (chosen !== undefined) return chosen;
  }
  for (const block of blocks) {
    const chosen = DECISION_VERBS.test(block.text.replace(NEGATED_CHOICE, ' ')) ? firstOptionReference(block.text, optionKeys) : undefined;
    if (chosen !== undefined) return chosen;
  }
  return undefined;
}

/** A clause with a choosing verb and no word of recommendation in it. */
function choosesOutsideRecommendation(verbText: string): boolean {
  const head = verbText.length > 8 * MAX_STRUCTURE_LINE ? verbText.slice(0, 8 * MAX_STRUCTURE_LINE) : verbText;
  return head.split(/[.;,。；，、!?！？\n]/u).some((clause) => DECISION_VERBS.test(clause) && !RECOMMENDATION_ONLY.test(clause));
}

/**
 * The decision field said empty, "none" or undecided anywhere in the round, also inside a
 * sentence ("…散会した。決定事項：なし。"), or the decision text carrying a suggestion under
 * review: no reader can call such a meeting decided. Each sentence is cut once (linear).
 */
function unsettledDecision(blocks: readonly Block[]): DecisionReading | null {
  for (const [index, block] of blocks.entries()) {
    const head = block.text.length > 8 * MAX_STRUCTURE_LINE ? block.text.slice(0, 8 * MAX_STRUCTURE_LINE) : block.text;
    const whole = labelledLine(head);
    if (whole && DECISION_LABEL.test(whole.label) && SUGGESTION_MARKUP.test(whole.value)) return { decision: null, notRecognised: block.lines };
    for (const sentence of head.split(/(?<=[。.!！?？])\s*|\n/u)) {
      const labelled = labelledLine(sentence);
      if (!labelled || !(DECISION_LABEL.test(labelled.label) || QUALIFIED_DECISION_LABEL.test(labelled.label))) continue;
      const value = labelled.value.replace(/[*_]/g, '').trim();
      // An empty field is "none" only when nothing follows it in the round to fill it.
      const empty = value === '' && index === blocks.length - 1;
      if (empty || saysNoneYet(value)) return { decision: null, noDecision: true, used: block.lines };
    }
  }
  return null;
}

/** An escalation, a hold or "no decision" said in a text; the hold's fields are read from all the blocks. */
function endingWords(text: string, source: readonly Block[], blocks: readonly Block[], line: number): DecisionReading | null {
  if (ESCALATION_WORDS.test(text)) return { decision: null, escalation: escalationFrom(source, line), used: source.flatMap((b) => b.lines) };
  if (HOLD_WORDS.test(text)) return { decision: null, hold: holdFromBlocks(blocks, text, line), used: blocks.flatMap((b) => b.lines) };
  if (NO_DECISION.test(text)) return { decision: null, noDecision: true };
  return null;
}

/** A status line that says the meeting was held, escalated or ended without a decision (`Status: **on hold** — …`). */
function statedEnding(blocks: readonly Block[], sectionLine: number): DecisionReading | null {
  for (const block of blocks) {
    const labelled = labelledLine(block.text);
    if (!labelled || !STATUS_LABEL.test(labelled.label) || labelled.value === '') continue;
    const value = labelled.value.replace(/\*\*/g, '');
    return endingWords(value, blocks, blocks, block.line ?? sectionLine) ?? (NEGATED_CHOICE_ONCE.test(value) ? { decision: null, noDecision: true } : null);
  }
  return pendingRuling(blocks, sectionLine);
}

/** A status waiting for someone's ruling: `待裁决`, "awaiting decision", `결정 대기`, `決裁待ち`. */
const PENDING_RULING = /待(?:裁决|裁定|决策|决定|审批|批示)|(?<![\p{L}])(?:awaiting|pending)[ \t]+(?:(?:a|the|their|his|her)[ \t]+)?(?:decision|ruling|sign-?off|approval)|(?:결정|승인|재가|판단)[ \t]*대기|(?:決裁|裁定|判断|承認|決定)待ち/iu;

/**
 * A status that waits for a ruling, with the person who rules named in the round (`裁决人：王敏`,
 * `Decider: the CTO`): the meeting handed its choice to that person, an escalation. Without a
 * named decider it is no marker.
 */
function pendingRuling(blocks: readonly Block[], sectionLine: number): DecisionReading | null {
  // Any line of the round, a status line run on under a list item too.
  const status = blocks.flatMap((b) => b.lines).find((l) => {
    const labelled = l.text.length > MAX_STRUCTURE_LINE ? null : labelledLine(l.text);
    return labelled !== null && STATUS_LABEL.test(labelled.label) && PENDING_RULING.test(labelled.value);
  });
  if (status === undefined) return null;
  const escalation = escalationFrom(blocks, blocks[0]?.line ?? sectionLine);
  return escalation.to === undefined ? null : { decision: null, escalation, used: blocks.flatMap((b) => b.lines) };
}

/**
 * The decision round's heading that names the ending itself (`## R7 — Outcome: parked`,
 * `## R7 결정 — 상부 이관`, `## R7 决定：暂缓`): an escalation or a hold, its fields read from the
 * round's lines. A heading naming anything else decides nothing by itself.
 */
function headingEnding(heading: string, blocks: readonly Block[], sectionLine: number): DecisionReading | null {
  const rest = heading.slice(0, MAX_STRUCTURE_LINE).replace(/^[^\p{L}\p{N}]*(?:R7|round ?7)(?![\p{L}\p{N}])/iu, '');
  const value = rest.replace(/^(?:[\s*_:：—–|·(),-]|(?:status|outcome|result|decision|conclusion|상태|결과|결정|결론|状態|結果|決定|結論|状态|结果|决定|结论)(?![\p{L}]))+/iu, '');
  if (value === '' || value === rest.trim() && rest.trim() === heading.trim()) return null;
  const line = blocks[0]?.line ?? sectionLine;
  if (ESCALATION_WORDS.test(value)) return { decision: null, escalation: escalationFrom(blocks, line), used: blocks.flatMap((b) => b.lines) };
  if (HOLD_WORDS.test(value)) return { decision: null, hold: holdFromBlocks(blocks, value, line), used: blocks.flatMap((b) => b.lines) };
  return null;
}

/**
 * A question asked or a hedge: "…併用の方向?", "go with B?", "案2……でしょうか", "probably B",
 * "B吧". A question or a hedge anywhere in an unlabelled outcome leaves it open; only a label
 * decides it (a question without its mark is still a question).
 */
const TENTATIVE_END = /[?？](?=[\s*_)）(（\]]|$)|でしょうか|だろうか|かもしれ|かな(?=[。、\s]|$)|(?<![\p{L}])(?:maybe|perhaps|probably|possibly|might)(?![\p{L}])|아마|(?:일|할|갈)까요?(?=[.\s]|$)|일지도|也许|或许|大概|[吗吧](?=[。，\s]|$)/u;
/**
 * A choice still to be confirmed or made under a condition, in the sentence that states it: "B is
 * the likely pick", "(provisional)", "to be confirmed", "unless", "subject to", "on condition that",
 * ", pending legal" (not "the pending migration"), "as long as" (not "for as long as"), "we go with B, if
 * legal agrees" (an "if" waiting for someone's yes; "even if traffic doubles" is no condition),
 * "暂定". Only the first sentence: "Adopt B. If the pilot fails, revisit." decides B.
 */
const OPEN_CONDITION = /['’]re[ \t]+(?:choosing|deciding|picking|selecting)[ \t]+between|(?<![\p{L}])(?:(?:(?:are|is|am|still|will[ \t]+be)[ \t]+(?:choosing|deciding|picking|selecting)|(?:to|will|must|shall|should|still|yet[ \t]+to)[ \t]+(?:choose|decide|pick|select)|(?:decides|chooses|picks|selects)(?=[ \t]+between[ \t]+(?:either[ \t]+)?(?:the[ \t]+)?(?:\*{1,2}|_{1,2}|`|\[|[“"‘'「])?(?:(?:option|plan)[ \t]+[A-H1-9]|(?-i:[A-H]))(?![\p{L}\p{N}])(?!-\p{L})))[ \t]+between|(?:the|most)[ \t]+likely|likely[ \t]+(?:pick|choice|option|winner|outcome)|tentative(?:ly)?|provisional(?:ly)?|unconfirmed|tbc|to[ \t]+(?:be[ \t]+)?confirm(?:ed)?|not[ \t]+(?:yet[ \t]+)?final|unless|provided[ \t]+that|subject[ \t]+to|on[ \t]+(?:the[ \t]+)?conditions?[ \t]+(?:that|of)|(?:conditional|contingent)[ \t]+(?:on|upon)|(?<!for[ \t]+)as[ \t]+long[ \t]+as|(?<=[,;—–(][ \t]*)pending|(?:only[ \t]+)?(?<!(?:even|as)[ \t]+)if[ \t]+(?:[\p{L}'’-]+[ \t]+){0,5}(?:agrees?|approves?|signs?[ \t]+off|confirms?|accepts?|says?[ \t]+yes|OKs?))(?![\p{L}])|暂定|仮決定|잠정/iu;
const tentative = (text: string): boolean => TENTATIVE_END.test(text) || OPEN_CONDITION.test(text.slice(0, 400).split(/[.。!！\n]/u, 1)[0] ?? '');

/**
 * Whether the text hands the choice to someone before it names any option: an option named
 * first is the choice, and what is handed over after it a detail ("采用B，具体排期交由主编决定");
 * an option only recommended before it is none ("主持人建议采用方案二，提交用户决定").
 */
function handedOverFirst(text: string, optionKeys: OptionKeys): boolean {
  const squeezed = squeeze(text.slice(0, 2000));
  const handed = HANDED_OVER.exec(squeezed);
  if (handed === null) return false;
  const before = optionMentions(squeezed, optionKeys).filter((mention) => mention.start < handed.index);
  // A recommendation opens the clause of every option named before the hand-over ("the proposed Option 2", "推荐的方案二" is chosen).
  return before.every((mention) => RECOMMENDATION_ONLY.test(squeezed.slice(0, mention.start).split(/[,，、;；。.]/u).pop()!.replace(ADJECTIVAL, ' ')));
}

const ADJECTIVAL = /(?<![\p{L}])the[ \t]+(?:recommended|proposed|suggested)(?![\p{L}])|(?:推荐|建议|推奨|提案)的|(?:제안|추천|권고)된/giu;

/**
 * Words that hand the choice to someone (넘기다 only with its 에게: "다음 회의로 넘긴다" is a hold): 맡김, 위임, 一任,
 * 委ねる, 拍板/定夺 by someone, 提交用户决定, 判断を仰ぐ, "left to", "delegated to", "rests with". An escalation only
 * where no option is chosen: "采用B，具体排期交由主编决定" hands over a detail.
 */
const HANDED_OVER = new RegExp(String.raw`(?:提交(?:给)?|交(?:给|由))(?:用户|上级|老板|负责人|总编|主编|人类)(?:来)?(?:决定|裁决|拍板|定夺)|判断を仰|(?:에게|께)[ \t]*(?:결정을[ \t]*)?(?:넘긴다|넘깁니다|넘기기로)|(?:위임|맡김|맡긴다|맡깁니다|맡기기로)|一任|に委ね|委ねる|由[^。，,\n]{1,12}(?:拍板|定夺)|请[^。，,\n]{1,12}(?:拍板|定夺)|(?<![\p{L}])(?:left|delegated|handed|defer(?:s|red)?)[ \t]+(?:over[ \t]+)?to[ \t]+(?:the[ \t]+)?(?![0-9])(?!${TIME_WORD})[\p{L}]|(?<![\p{L}])rests[ \t]+with(?![\p{L}])`, 'iu');

/**
 * A heading that is itself the decision's label (`【決定事項】`, `## 결정 사항`, `## Decision`)
 * over one item or paragraph that names exactly one option: that option is decided, as
 * under a label. More blocks, or more options named, decide nothing without a verb.
 */
function headedChoice(heading: string, blocks: readonly Block[], optionKeys: OptionKeys): boolean {
  const label = heading.replace(/[\s*_:：]+$/u, '').replace(/^[^\p{L}]+/u, '').replace(/[ \t]*[(（][^()（）]*[)）]$/u, '');
  const bare = label.replace(/[ \t]*(?:事項|事项|사항|내용|items?)$/iu, '');
  if (blocks.length !== 1 || !DECISION_LABEL.test(bare) || bare.length > 12) return false;
  const named = new Set(optionMentions(blocks[0]!.text.slice(0, 400), optionKeys).map((m) => m.key));
  return named.size === 1;
}

/** The rows of a two-column field/value table whose field is exactly a decision or status label, as `label: value` blocks. */
function labelledRows(lines: readonly NumberedLine[]): Block[] {
  const rows: Block[] = [];
  for (const table of readTables(lines)) {
    if (table.header.length !== 2) continue;
    for (const row of table.rows) {
      const label = plainCell(row.cells[0] ?? '');
      const value = (row.cells[1] ?? '').trim();
      const line = table.lines.find((l) => l.line === row.line);
      if (!line || value === '' || !(DECISION_LABEL.exec(label)?.[0] === label || STATUS_LABEL.test(label))) continue;
      rows.push({ kind: 'item', text: `${label}: ${value}`, line: row.line, lines: [line] });
    }
  }
  return rows;
}
