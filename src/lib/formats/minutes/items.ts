// Risks (bullets or a table, each naming the option it threatens), action items (a table
// or a list with who/what/when/done), open unknowns and the evaluation. Each reader says
// which lines it took, so the rest can be reported as not interpreted.
import { firstSentence, squeeze } from '../../parse/frontmatter.ts';
import type { NumberedLine } from '../../parse/markdownLines.ts';
import { blocksOf, type Block } from '../../parse/markdownBlocks.ts';
import { actionFieldOfColumn, actionFieldsByShape, actionLabelsIn } from './actionLabels.ts';
import { labelledLine } from './decision.ts';
import { taskBesideTable } from './taskOrRemark.ts';
import type { ActionField, ActionItem, EvaluationEntry, Risk, Unknown } from './model.ts';
import { firstOptionReference, optionMentions, type OptionKeys } from './options.ts';
import { optionCell } from './rubric.ts';
import { classifyHeading, isSenderLabel } from './sections.ts';
import { plainCell, readTables, type Table } from './tables.ts';
import { nestedUnderItems } from './speakerLabels.ts';
import { appendAll } from '../../core/arrays.ts';
import { plainText } from '../../core/plainText.ts';

export interface Reading<T> {
  items: T[];
  used: NumberedLine[];
}

export const saysNone = (text: string): boolean => /^[*_(\s]*(?:none|없음|해당 없음|n\/a|nothing)(?![\p{L}\p{N}])[\s.)]*$/iu.test(text.trim());

/**
 * Risks: the list items of a risks section, its table rows, or its paragraphs; in R5,
 * where risks are the fallback, list items and table rows only.
 */
export function readRisks(lines: readonly NumberedLine[], optionKeys: OptionKeys, dedicated: boolean): Reading<Risk> {
  const risks: Risk[] = [];
  const used: NumberedLine[] = [];
  for (const table of readTables(lines)) {
    const found = risksFromTable(table, optionKeys);
    if (found.length > 0 || dedicated) appendAll(used, table.lines);
    appendAll(risks, found);
  }
  const prose = blocksOf(lines.filter((l) => !/^\s*\|/.test(l.text)));
  const hasItems = prose.some((b) => b.kind === 'item');
  // A pre-mortem told in prose, with no list or table (`red-team: It is March…`): each line one story.
  const storyLines = !dedicated && !hasItems && risks.length === 0;
  // A chat sender's label alone (`**hana**`) and the round's name alone (`R5 프리모템`, a chat title's: probe 73 m04) are no story.
  const stories = (b: Block) => b.lines.filter((l) => !isSenderLabel(l.text) && !roundNameAlone(l.text)).map((l) => ({ ...b, text: l.text.trim(), line: l.line, lines: [l] }));
  const blocks = storyLines ? prose.flatMap((b) => (b.kind === 'paragraph' ? stories(b) : [b])) : prose;
  // An option's item with the risks nested under it (`- Option C` / `  - the cache is evicted …`): those risks are to it.
  let under: string | undefined;
  const nestedItems = nestedUnderItems(blocks);
  for (const [i, block] of blocks.entries()) {
    const take = block.kind === 'item' || (block.kind === 'paragraph' && (dedicated || storyLines) && !hasItems);
    if (!take) continue;
    appendAll(used, block.lines);
    const nested = nestedItems.has(block);
    if (!nested) under = undefined;
    const next = blocks[i + 1];
    const heads = block.kind === 'item' && !nested && next !== undefined && nestedItems.has(next) ? optionAlone(block.text, optionKeys) : undefined;
    if (heads !== undefined) {
      under = heads;
      continue;
    }
    if (block.text === '' || saysNone(block.text)) continue;
    // A risk names an option by its key (`→ Option B`, `B안: …`), never by the words of a
    // named option's name: a story that tells of "the Kafka cluster" is a risk to the plan,
    // and the reader cannot tell it from a risk to that option.
    const referred = optionMentions(squeeze(block.text.slice(0, 2000)), [...optionKeys]);
    // The option's label after the red team's own (`- red-team: C: …`, probe 65) states it as well.
    const text = block.text.replace(RED_TEAM_TAG, '');
    // A named option's whole name as the label (`- red-team: Ledgerly: …`) names it as its key would (probe 72 row 38).
    const first = referred[0]?.key ?? (referred.length === 0 && optionKeys.named !== undefined ? nameAsLabel(text, optionKeys) : undefined) ?? (nested ? under : undefined);
    const labelled = first !== undefined && (/(?:위협 ?대상|대상|target|threatens|option)[ \t]*(?:\*\*)?[:：]/iu.test(block.text) || labelNames(text, first, optionKeys));
    // A story that names two options threatens neither as drawn: "方案A 與 方案C 都依賴同一個機房" (probe 68 row 27), unless a label names one.
    const option = labelled || (first !== undefined && opensWithOption(text, first)) || new Set(referred.map((m) => m.key)).size < 2 ? first : undefined;
    risks.push({ text, ...(option ? { option } : {}), ...(labelled ? { optionStated: true as const } : {}), line: block.line });
  }
  risks.sort((a, b) => a.line - b.line);
  return { items: risks, used };
}

/** The option an item names and nothing else, but its word (`Option C`, `**B안**:`), or undefined. */
function optionAlone(text: string, optionKeys: OptionKeys): string | undefined {
  if (text.length > 60) return undefined;
  const plain = squeeze(text.replace(/\*\*|__/gu, '')).trim().replace(/[:：]$/u, '').trim();
  const mentions = optionMentions(plain, optionKeys);
  if (mentions.length !== 1) return undefined;
  const beside = `${plain.slice(0, mentions[0]!.start)} ${plain.slice(mentions[0]!.end)}`.trim();
  return beside === '' || /^[\p{L}]{1,10}$/u.test(beside) ? mentions[0]!.key : undefined;
}

/**
 * A label before the item's first colon, or in bold before a dash, that is the option's
 * reference, one word at most beside it (or "Risk to"): `Against B:`, `Option B:`, `方案二：`, `2안:`,
 * `**Threatens A** —` (never `B shipped late:`).
 */
const RISK_LABEL = /^(?:\*\*([^*:：\n]{1,24}?)\*\*[ \t]*(?:[—–]|-(?=[ \t]))|(?:\*\*)?([^:：\n]{1,24}?)(?:\*\*)?[ \t]*[:：])/u;
function labelNames(text: string, option: string, optionKeys: OptionKeys): boolean {
  const found = RISK_LABEL.exec(text);
  const label = found?.[1] ?? found?.[2];
  if (label === undefined) return false;
  const plain = squeeze(label).trim();
  const [mention] = optionMentions(plain, optionKeys);
  if (mention?.key !== option) return false;
  const beside = `${plain.slice(0, mention.start)} ${plain.slice(mention.end)}`.trim();
  return beside === '' || /^(?:[\p{L}]+|(?:risk|threat|danger)[ \t]+(?:to|for)(?:[ \t]+(?:option|plan))?)$/iu.test(beside);
}

/** The named option whose whole name is the item's label, if any. */
function nameAsLabel(text: string, optionKeys: OptionKeys): string | undefined {
  const found = RISK_LABEL.exec(text);
  const plain = squeeze(found?.[1] ?? found?.[2] ?? '').trim();
  // The whole name, not one of its short forms ("Stripe" for "Stripe Billing": review 07zl r5).
  return optionKeys.named?.find((o) => o.name.trim().toLowerCase() === plain.toLowerCase())?.key;
}

const column = (table: Table, pattern: RegExp): number => table.header.findIndex((h) => pattern.test(plainCell(h)));

/** The red team's tag before a risk it tells (`[red-team] …`, `[[red-team]]: …`, `**레드팀:** …`): who speaks, not what the risk is (probe 55 row 9). */
const RED_TEAM_TAG = /^(?:\*\*)?(?:\[\[?(?:red[- ]team|레드 ?팀)\]?\]|(?:red[- ]team|레드 ?팀))(?:\*\*)?[ \t]*(?:[:：][ \t]*(?:\*\*)?[ \t]*|(?<=\])[ \t]+)(?=\S)/iu;

/**
 * One risk per row; a column such as "Option" / "대상" names the option it threatens, the
 * number and mitigation columns go to their own fields, other columns to `details`.
 */
const bareKey = (cell: string, optionKeys: OptionKeys): { key: string } | null => {
  const text = plainCell(cell);
  return optionKeys.includes(text) ? { key: text } : null;
};

function risksFromTable(table: Table, optionKeys: OptionKeys): Risk[] {
  const optionAt = column(table, /^(?:option|선택지|후보|대상|위협 ?대상|안|target|threatens|affects|対象|选项|方案)(?![\p{L}])/iu);
  const numberAt = column(table, /^(?:#|no\.?|nr\.?|number|id|번호|순번|番号|编号|序号)$/iu);
  const mitigationAt = column(table, /^(?:mitigation|mitigations|countermeasure|response|대응|대응책|완화|대책|対策|対応|缓解|应对|对策)(?![\p{L}])/iu);
  // `위협 대상` (what is threatened) is the option's column, not the risk's (probe 50 m03).
  // A risk's own column first; a scenario's only in a table without one (review 07f r1), also "Failure scenario" (r2).
  const ownRisk = column(table, /^(?:risk|risks|threat|description|리스크|위험|위협(?![ \t]?대상)|내용|リスク|风险|風險)(?![\p{L}])(?![ \t]*(?:level|owner|score|rating|id|no\.?|#|category|type|likelihood|impact|status|severity|등급|수준|담당|レベル|担当|等级|负责人))/iu);
  const riskAt = ownRisk !== -1 ? ownRisk : column(table, /^(?:(?:failure|failure[ \t]+mode|risk)[ \t]+)?(?:scenarios?|시나리오|실패[ \t]?시나리오|シナリオ|失敗シナリオ|场景|情景|失败场景)(?![\p{L}])/iu);
  const own = new Set([optionAt, numberAt, mitigationAt, riskAt]);
  const risks: Risk[] = [];
  for (const row of table.rows) {
    const cell = (i: number) => (i === -1 ? '' : (row.cells[i] ?? '').trim());
    const text = riskAt !== -1 ? cell(riskAt) : row.cells.filter((c, i) => !own.has(i) && c.trim() !== '').join(' — ');
    // A row of numbers only (`| A | 9 |`, a tally or a score under a pre-mortem heading) says no risk (probe 35, M06).
    if (text === '' || saysNone(text) || !/\p{L}/u.test(text)) continue;
    // The option column's cell: `Option 3`, `B안`, or the key alone (`3`), as the options are numbered.
    const named = optionAt === -1 ? null : (optionCell(cell(optionAt)) ?? bareKey(cell(optionAt), optionKeys));
    const fromColumn = named !== null && (optionKeys.length === 0 || optionKeys.includes(named.key));
    // A table names its option in a column; a row's words name an option only by its key, never by a word of a name.
    const option = fromColumn ? named.key : firstOptionReference(text, [...optionKeys]);
    const details = riskAt === -1 ? [] : table.header.flatMap((h, i) => (own.has(i) || cell(i) === '' ? [] : [{ label: plainCell(h), value: cell(i) }]));
    risks.push({
      text, ...(option ? { option } : {}), ...(fromColumn ? { optionStated: true as const } : {}), line: row.line,
      ...(cell(numberAt) !== '' ? { number: cell(numberAt) } : {}),
      ...(cell(mitigationAt) !== '' ? { mitigation: cell(mitigationAt) } : {}),
      ...(details.length > 0 ? { details } : {}),
    });
  }
  return risks;
}

const riskKey = (text: string): string => text.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
const DEDUPE_LIMIT = 200;

/**
 * A risks section and the R5 pre-mortem, the same risk once: equal texts (letters and
 * digits compared), or one containing the other. The pre-mortem's item is kept, with the
 * table's number, mitigation and option where it has none; the other line is `alsoAt`.
 */
export function mergeRisks(section: readonly Risk[], premortem: readonly Risk[]): Risk[] {
  const merged: Risk[] = premortem.map((r) => ({ ...r }));
  const keys = merged.map((r) => riskKey(r.text));
  for (const risk of section) {
    const key = riskKey(risk.text);
    let at = keys.indexOf(key);
    if (at === -1 && key.length >= 12 && merged.length <= DEDUPE_LIMIT) at = keys.findIndex((k) => k.length >= 12 && (k.includes(key) || key.includes(k)));
    const same = at === -1 ? undefined : merged[at];
    if (!same) {
      merged.push({ ...risk });
      continue;
    }
    same.alsoAt = [...(same.alsoAt ?? []), risk.line];
    if (same.option === undefined && risk.option !== undefined) same.option = risk.option;
    if (risk.number !== undefined) same.number ??= risk.number;
    if (risk.mitigation !== undefined) same.mitigation ??= risk.mitigation;
    if (risk.details !== undefined) same.details ??= risk.details;
    if (risk.optionStated && same.option === risk.option) same.optionStated = true;
  }
  return merged.sort((a, b) => a.line - b.line);
}

/**
 * The option a risk threatens, as the graph draws it: beside an R5 pre-mortem, a risks
 * section is the register of its mitigations, and its rows threaten an option only where
 * a column or a label names it ("B안: …"), never by their wording (they only mention it).
 */
export function threatenedOption(risk: Risk, besidePremortem: boolean): string | undefined {
  if (risk.option === undefined) return undefined;
  if (!besidePremortem || risk.round === 5 || risk.optionStated || opensWithOption(risk.text, risk.option)) return risk.option;
  return undefined;
}

/** Whether the minutes' risks hold an R5 pre-mortem's (threatenedOption). */
export const hasPremortem = (risks: readonly Risk[]): boolean => risks.some((r) => r.round === 5);

/** A risk labelled by its option: "B안: …", "Option B: …", "**B**: …". */
const opensWithOption = (text: string, key: string): boolean => {
  const head = text.slice(0, 40).replace(/\*\*/g, '').trim();
  const rest = /^(?:option|plan|후보|선택지|方案)?[ \t]*/iu.exec(head)![0].length;
  // Not "Option B's …": the story may be another option's risk ("Option B's log is what Option A lacks", review 07zf k1).
  return head.startsWith(key, rest) && /^(?:안|案)?[ \t]*[:：]/u.test(head.slice(rest + key.length));
};

export const ACTION_FIELD_NAMES: Record<ActionField, string> = { who: 'who (누가)', what: 'what (무엇을)', when: 'when (언제까지)', done: 'done criteria (완료기준)' };

/** A field's value that names nothing yet: `TBD`, `n/a`, `—`, `?`, `미정`. */
export const PLACEHOLDER = /^[\s\-–—?_.]*$|^(?:tbd|tba|n\/a|미정|없음|none|未定|待定|なし|无|無|\?{1,3})$/iu;

const SEPARATOR_AT_EDGE = /^[ \t]*(?:[—–·•|｜/／;；,，、]|-(?=[ \t]))[ \t]*|(?<=[ \t]|^)(?:[—–·•|｜/／;；,，、]|-)[ \t]*$/gu;

function makeActionItem(values: Map<ActionField, string>, line: number): ActionItem {
  const item: ActionItem = { missing: [], line };
  for (const field of ['who', 'what', 'when', 'done'] as const) {
    // A separator left at an edge (`@ravi — rerun …`, `… trial — by <date>`) is no part of the value.
    const value = values.get(field)?.replace(SEPARATOR_AT_EDGE, '').trim();
    if (value === undefined || value === '' || PLACEHOLDER.test(value)) item.missing.push(field);
    else item[field] = value;
  }
  return item;
}

/** Action items of a table with at least two known columns, else (in a dedicated section) of a list. */
export function readActionItems(lines: readonly NumberedLine[], dedicated: boolean, knownName?: (name: string) => boolean): Reading<ActionItem> {
  const items: ActionItem[] = [];
  const used: NumberedLine[] = [];
  for (const table of readTables(lines)) {
    const columns = table.header.map((h) => actionFieldOfColumn(plainCell(h)));
    if (columns.filter((c) => c !== null).length < 2) continue;
    appendAll(used, table.lines);
    for (const row of table.rows) {
      const values = new Map<ActionField, string>();
      columns.forEach((field, i) => { if (field && !values.has(field)) values.set(field, row.cells[i] ?? ''); });
      items.push(makeActionItem(values, row.line));
    }
  }
  // Beside a table, a list item is an action of its own when it names its owner or carries a label (probe 57 row 5).
  const besideTable = items.length > 0;
  for (const block of blocksOf(lines.filter((l) => !/^\s*\|/.test(l.text)))) {
    if (block.kind !== 'item') continue;
    const text = block.text.replace(/^\[[ xX]\][ \t]*/, '');
    const labels = actionLabelsIn(text);
    // Outside a dedicated section (R7), only items that carry action labels are action items.
    if (!dedicated && labels.length < 2) continue;
    let values = new Map<ActionField, string>();
    if (labels.length === 0) {
      values = actionFieldsByShape(text, knownName);
      if (besideTable && !taskBesideTable(text, values)) continue;
    } else {
      labels.forEach((label, i) => {
        const value = text.slice(label.end, labels[i + 1]?.start ?? text.length).replace(/[\s·•|｜/／;；,，、—–]+$/u, '').replace(/^\*\*|\*\*$/g, '').trim();
        if (!values.has(label.field)) values.set(label.field, withoutLabelBrackets(value, text.slice(0, label.start)));
      });
      // Text before the first label: the owner when the task is labelled ("Ben — What: …"), else the task.
      // Neither labelled: read the lead by shape ("高橋：選ぶ（〜5/31）" gives all three).
      const lead = text.slice(0, labels[0]!.start).replace(/[\s·•|｜/／;；,，、:：(（【［[—–-]+$/u, '').replace(/^\*\*|\*\*$/g, '').trim();
      if (lead !== '' && !values.has('what') && !values.has('who')) {
        for (const [field, value] of actionFieldsByShape(lead, knownName)) if (!values.has(field)) values.set(field, value);
      } else if (lead !== '' && !values.has('what')) values.set('what', lead);
      else if (lead !== '' && !values.has('who')) values.set('who', lead);
    }
    appendAll(used, block.lines);
    items.push(makeActionItem(values, block.line));
  }
  return { items, used };
}

// Opening with its token (not "레드팀이 보기엔 2안이 제일 위험하다": review 07zo p2), short, no sentence ("R5 프리모템: 2안은 … 열린다." is a
// story: 07zp p2): `R5 프리모템`, `R5 프리모템: 실패 시나리오`.
const roundNameAlone = (text: string): boolean =>
  /^[ \t]*R5(?![\p{L}\p{N}])/u.test(text) && text.trim().length <= 40 && !/[.。!?！？][ \t]*$/u.test(text) && classifyHeading(text.trim())?.key === 'R5';

/**
 * A label's value without a bracket that belongs to a label: the one opened right before the next label
 * (`load-test Kafka (**Who:** …)`: review 07zm k15), or the one closing a bracket opened before this label and left open
 * (`…（期限：11/12）`, `【期限：11/12】`, `［期限：11/12］`: probe 72 row 16, 07zm k4, 07zn k2); never a bracket of the text's own
 * (`a) and b)`, `:)`).
 */
function withoutLabelBrackets(value: string, before: string): string {
  const own = value.replace(/[ \t]*[(（【［[]$/u, '');
  // A smiley's bracket (`:(`, `:)`) opens and closes nothing (review 07zn k10).
  const unclosed = (text: string): number => {
    const plain = text.replace(/[:;]-?[()]/gu, '');
    return (plain.match(/[(（【［[]/gu) ?? []).length - (plain.match(/[)）】］\]]/gu) ?? []).length;
  };
  return /[)）】］\]]$/u.test(own) && !/[:;]-?\)$/u.test(own) && unclosed(before) > 0 && unclosed(own) < 0 ? own.slice(0, -1).trimEnd() : own;
}

export function describeAction(item: ActionItem): string {
  const what = item.what ?? item.who;
  return what ? `"${firstSentence(plainText(what), 50)}" (line ${item.line})` : `on line ${item.line}`;
}

/** Unknowns: list items, or paragraphs when the section has no list. */
export function readUnknowns(lines: readonly NumberedLine[]): Reading<Unknown> {
  const blocks = blocksOf(lines);
  const hasItems = blocks.some((b) => b.kind === 'item');
  const items: Unknown[] = [];
  const used: NumberedLine[] = [];
  for (const block of blocks) {
    if (block.kind !== 'item' && !(block.kind === 'paragraph' && !hasItems)) continue;
    appendAll(used, block.lines);
    if (!saysNone(block.text)) items.push({ text: block.text, line: block.line });
  }
  return { items, used };
}

export function readEvaluation(lines: readonly NumberedLine[]): Reading<EvaluationEntry> {
  const entries: EvaluationEntry[] = [];
  const used: NumberedLine[] = [];
  for (const table of readTables(lines)) {
    appendAll(used, table.lines);
    const header = table.header.map(plainCell);
    const find = (pattern: RegExp, fallback: number) => {
      const i = header.findIndex((h) => pattern.test(h));
      return i === -1 ? fallback : i;
    };
    const axis = find(/^(?:축|항목|axis|dimension|criterion|aspect)/iu, 0);
    const grade = find(/^(?:평가|등급|점수|grade|rating|score|result)/iu, 1);
    const note = find(/^(?:근거|기준|비고|설명|note|notes|comment|reason|basis|criteria)/iu, 2);
    for (const row of table.rows) {
      const a = row.cells[axis]?.trim() ?? '';
      const g = row.cells[grade]?.trim() ?? '';
      const n = note !== axis && note !== grade ? row.cells[note]?.trim() : undefined;
      if (a === '' && g === '') continue;
      entries.push({ axis: a, grade: g, ...(n ? { note: n } : {}) });
    }
  }
  if (entries.length > 0) return { items: entries, used };
  for (const block of blocksOf(lines)) {
    if (block.kind !== 'item' && block.kind !== 'paragraph') continue;
    const labelled = labelledLine(block.text);
    if (!labelled) continue;
    appendAll(used, block.lines);
    const grade = /^(?:\*\*)?([A-D][+-]?|[1-5](?:\s*\/\s*5)?)(?:\*\*)?(?![\p{L}\p{N}])[\s—–:,(-]*(.*)$/su.exec(labelled.value);
    const axis = labelled.label;
    if (grade) entries.push({ axis, grade: grade[1]!, ...(grade[2]!.trim() ? { note: grade[2]!.replace(/\)$/, '').trim() } : {}) });
    else entries.push({ axis, grade: labelled.value });
  }
  return { items: entries, used };
}
