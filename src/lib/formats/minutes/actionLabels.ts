// The labels of an action item's fields (Korean, English, Japanese, Chinese; French, Spanish,
// German, Portuguese, Italian), in one table: a table's column headers (`| 谁 | 做什么 | 截止 |`) and
// the labels inside a list item
// (`**誰が:** 佐藤 · **何を:** … · **いつまでに:** …`) are both read from it, and so is the
// decision reader's test for "this line is an action item, not the decision's wording".
import type { ActionField } from './model.ts';
import { readsAsOwner } from './actionOwner.ts';

/** Every label of each field; a space inside a label also matches no space ("완료기준"). */
export const ACTION_LABELS: Readonly<Record<ActionField, readonly string[]>> = {
  who: [
    'who', 'owner', 'assignee', 'responsible',
    '누가', '담당자', '담당', '책임자',
    '誰が', '誰', '担当者', '担当',
    '谁', '由谁', '负责人',
    'qui', 'responsable', 'quién', 'wer', 'verantwortlich', 'quem', 'chi', 'responsabile',
  ],
  what: [
    'what', 'task', 'action', 'item',
    '무엇을', '무엇', '할 일', '내용',
    '何を', '内容', 'タスク', 'やること',
    '做什么', '任务', '事项',
    'quoi', 'tâche', 'qué', 'tarea', 'was', 'aufgabe', 'o quê', 'o que', 'tarefa', 'cosa', 'compito',
  ],
  when: [
    'when', 'due', 'due date', 'deadline', 'by when', 'by',
    '언제까지', '언제', '기한', '마감', '일정',
    'いつまでに', 'いつまで', '期限', '期日', '締め切り', '締切',
    '截止', '截止日期', '截止时间', '期限',
    'quand', 'échéance', 'cuándo', 'fecha límite', 'plazo', 'wann', 'bis wann', 'frist', 'quando', 'prazo', 'entro', 'entro quando', 'scadenza',
  ],
  done: [
    'done', 'done criteria', 'done when', 'definition of done', 'acceptance', 'acceptance criteria', 'criteria',
    '완료 기준', '완료 조건', '완료',
    '完了条件', '完了基準', '完了',
    '完成标准', '验收标准', '验收',
    'fini quand', 'terminé quand', 'critère de fin', 'hecho cuando', 'criterio de finalización', 'criterio de cierre', 'fertig wenn', 'erledigt wenn', 'abnahmekriterium', 'pronto quando', 'critério de conclusão', 'concluído quando', 'concluido quando', 'feito quando', 'fatto quando', 'completato quando', 'criterio di completamento',
  ],
};

const escape = (label: string): string => label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[ \\t]?');

/** All labels, longest first, so "Done when" is one label and not "when", "いつまでに" not "いつまで". */
const ALL: ReadonlyArray<readonly [ActionField, string]> = (Object.entries(ACTION_LABELS) as Array<[ActionField, readonly string[]]>)
  .flatMap(([field, labels]) => labels.map((label) => [field, label] as const))
  .sort((a, b) => b[1].length - a[1].length || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));

const FIELD_OF = new Map(ALL.map(([field, label]) => [label.toLowerCase().replace(/ /g, ''), field]));
const ALTERNATION = [...new Set(ALL.map(([, label]) => escape(label)))].join('|');

/** A column header that is an action field: the label, then no further letter. */
const COLUMN = new RegExp(`^(?:\\*\\*)?(${ALTERNATION})(?![\\p{L}])`, 'iu');

/** Labels inside a list item: `**who:** x · **what:** y`, `누가: x / 무엇을: y`, `谁：x；做什么：y`, `Wer: x · Was: y`. */
export const ACTION_LABEL_IN_TEXT = new RegExp(`(?<![\\p{L}\\p{N}])(?:\\*\\*)?(${ALTERNATION})(?:\\*\\*)?[ \\t]*[:：][ \\t]*(?:\\*\\*)?`, 'giu');

/** The field a label (as matched) stands for. */
export function actionFieldOfLabel(label: string): ActionField | null {
  return FIELD_OF.get(label.toLowerCase().replace(/[ \t]/g, '')) ?? null;
}

/** The field a table column stands for, from its header's first words. */
export function actionFieldOfColumn(header: string): ActionField | null {
  const match = COLUMN.exec(header.trim());
  return match ? actionFieldOfLabel(match[1]!) : null;
}

/**
 * German "Was:" (what) is English "was" too: it labels a field only capitalised, opening the
 * text or after a separator (`Wer: Felix · Was: …`), never after a word ("The vote was: 3 to
 * 1", "status was: done", "(was: 2026-12-10)"; review 05h F1).
 */
const englishWas = (label: string, before: string): boolean => label.toLowerCase() === 'was' && (label !== 'Was' || !/(?:^|[·•|;/,—–-])[ \t*]*$/u.test(before));

/** The fields labelled in a text, in order (at most 32 labels are looked at). */
export function actionLabelsIn(text: string): Array<{ field: ActionField; start: number; end: number }> {
  const labels: Array<{ field: ActionField; start: number; end: number }> = [];
  const pattern = new RegExp(ACTION_LABEL_IN_TEXT.source, ACTION_LABEL_IN_TEXT.flags);
  for (let match = pattern.exec(text); match !== null && labels.length < 32; match = pattern.exec(text)) {
    const field = actionFieldOfLabel(match[1]!);
    if (field && !englishWas(match[1]!, text.slice(Math.max(0, match.index - 8), match.index))) labels.push({ field, start: match.index, end: match.index + match[0].length });
  }
  return labels;
}

/** A line that labels who does it and what or by when: an action item wherever it stands. */
export function looksLikeActionItem(text: string): boolean {
  const fields = new Set(actionLabelsIn(text).map((l) => l.field));
  return fields.has('who') && (fields.has('what') || fields.has('when'));
}

// Items without a colon after their labels, or without labels: the harness's users write
// `担当 x／内容 y／期限 6/11`, `name: task; 6 月 18 日前; 验收: …`, `name — task — 6/14까지`,
// `@name task (5/21까지)`. Their parts are split at strong separators and read by shape.
// The white space around a separator is trimmed off the parts, not matched: a long run of spaces stays linear.
// " / " separates fields (`누가: x / 무엇을: y`, `x / 12月15日 / …`, `Cy / 2028-03-09 — …`), except
// between two single words before the item's dash: `Ops / SRE — rotate the keys` is one owner (review 06zg row 3).
const SEPARATOR = /[／｜；;·•|]|(?<!^[ \t*]*\p{L}[^\s/]*)[ \t]\/[ \t]|[ \t]\/[ \t](?!\p{L}[^\s/]*[ \t]+[—–][ \t])|[ \t][—–][ \t]|—/u;
/** A text cut at its separators, each non-empty piece with the separator after it as written. */
function piecesOf(text: string): Array<{ text: string; after: string }> {
  const pieces: Array<{ text: string; after: string }> = [];
  let from = 0;
  for (const m of text.matchAll(SEPARATORS)) {
    const piece = text.slice(from, m.index).trim();
    if (piece !== '') pieces.push({ text: piece, after: m[0] });
    else if (pieces.length > 0) pieces.at(-1)!.after += m[0];
    from = m.index + m[0].length;
  }
  const last = text.slice(from).trim();
  if (last !== '') pieces.push({ text: last, after: '' });
  return pieces;
}
const SEPARATORS = new RegExp(SEPARATOR.source, 'gu');
const SPACED_LABEL = new RegExp(`^(?:\\*\\*)?(?!was[ \\t])(${ALTERNATION})(?:\\*\\*)?(?:[ \\t]*[:：][ \\t]*|[ \\t]+)(?=\\S)`, 'iu');
const DATE = String.raw`(?:\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[/.]\d{1,2}|\d{1,2}[ \t]*月[ \t]*\d{1,2}[ \t]*日)`;
/** After a comma only a date that cannot be a version or an amount ("2.8 以前", "70.5まで"): a year's, a slash, 月日 (号) or 월일 (review 07zf d3–d6, 07zh d2, d3). */
const COMMA_DATE = String.raw`(?:\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}\/\d{1,2}|\d{1,2}[ \t]*月[ \t]*\d{1,2}[ \t]*[日号號]|\d{1,2}[ \t]*월[ \t]*\d{1,2}[ \t]*일)`;
/** A part that is only a date, with "by"/"until" in any of the four languages around it. */
const DATE_PART = new RegExp(String.raw`^[(（]?[ \t]*(?:by|before|until|due|〜|~)?[ \t]*${DATE}[ \t]*(?:까지|前|以前|までに|まで)?[ \t]*[)）]?$`, 'iu');
/**
 * A date in brackets at the end of the task: "draft the brief (5/21까지)", "选题（6/3 前）"; or
 * after its last comma with its 前/까지/まで: "压测 Kafka 集群，6 月 1 日前" (probe 69 row 8).
 */
const DATE_TAIL = new RegExp(String.raw`[ \t]*(?:[(（][ \t]*((?:by|before|until|due|〜|~)?[ \t]*${DATE}[ \t]*(?:까지|前|以前|までに|まで)?)[ \t]*[)）]|[，,、][ \t]*(${COMMA_DATE}[ \t]*(?:까지|前|以前|までに|まで))[ \t]*[。.]?)$`, 'iu');
/** An owner before the task: `@name`, or a short name then ":" or a dash ("Hana Kim — …", "高橋：…"). */
const OWNER_LEAD = /^(?:@([^\s@:：]{1,40})[ \t]+|([^\s:：—–(（][^:：—–(（]{0,38}?)[ \t]*(?:[:：]|[ \t][—–]|—|[ \t]-(?=[ \t]))[ \t]*)(?=\S)/u;

/**
 * "by 2027-09-15" ending the task's line or before its ", done when …": the when (probe 44
 * M01); not "shipped by 2027-09-15, then …", "closed by …" (a participle's) nor "until …",
 * which say something else (reviews 06o, 06p).
 */
// A full date only (`2027-09-15`, `15/09/2027`, `9月15日`): "by 1/3", "by 0.5", "by 20.11" are amounts (reviews 06r R11, 06s S15–S16).
const BY_DATE = /(?<![\p{L}])(?:by|before|due)[ \t]+(\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{4}|\d{1,2}[ \t]*月[ \t]*\d{1,2}[ \t]*日)(?!\d|\.\d)/giu;
const DONE_NEXT = /^[ \t]*,[ \t]*(?:done when|definition of done)/iu;
/** ", done when …" closing a line of an unlabelled task: its done criteria (trimmed after: no backtracking over a long tail). */
const DONE_WHEN = /[,;][ \t]*(?:done when|definition of done:?)[ \t]+(\S.*)$/iu;

/**
 * The first "by DATE" of `text` that is a deadline, with the separator before it: one that
 * ends the text (a full stop after it at most) or, unless `atEnd`, comes before ", done when".
 * Linear: each match looks at a bounded piece around it, and the text's end is found once.
 */
function deadlineIn(text: string, atEnd: boolean): { date: string; start: number; end: number } | null {
  let end = text.trimEnd();
  if (/[.;]$/u.test(end)) end = end.slice(0, -1).trimEnd();
  for (const match of text.matchAll(BY_DATE)) {
    const after = match.index + match[0].length;
    if (after < end.length && (atEnd || !DONE_NEXT.test(text.slice(after, after + 80)))) continue;
    const before = text.slice(Math.max(0, match.index - 40), match.index);
    // A participle's "by" (`closed by`, `shipped by`) dates something else.
    if (/\p{L}ed[ \t]+$/u.test(before)) continue;
    return { date: match[1]!.trim(), start: match.index - /[,;]?[ \t]*$/u.exec(before)![0].length, end: after };
  }
  return null;
}

/**
 * The fields of an item read by shape: parts that start with a label (with or without a
 * colon) when two or more do; else an owner before the task and a date part or tail.
 * `knownName` tells a participant's name of several words (`Omar Haddad: …`) from a
 * sentence's subject before a colon.
 */
export function actionFieldsByShape(text: string, knownName: (name: string) => boolean = () => false): Map<ActionField, string> {
  const owners = ownersBeforeDash(text, knownName);
  const pieces = piecesOf(owners === undefined ? text : text.slice(owners.length));
  const parts = pieces.map((p) => p.text);
  const labels = parts.map((part) => SPACED_LABEL.exec(part));
  // A label without a colon ("期限 6/11") counts when another part is labelled too, or before a date.
  const spacedCount = labels.filter((m) => m !== null).length;
  const values = new Map<ActionField, string>();
  if (owners !== undefined) values.set('who', owners.who);
  const rest: number[] = [];
  parts.forEach((part, i) => {
    const label = labels[i] ?? null;
    const alone = label !== null && !/[:：]/u.test(label[0]);
    const field = label !== null && (spacedCount >= 2 || !alone || DATE_PART.test(part.slice(label[0].length))) ? actionFieldOfLabel(label[1]!) : null;
    if (label !== null && field && !values.has(field)) values.set(field, part.slice(label[0].length).trim());
    // A date opens an item only before an owner and a task: `2028-03-10 / Dee Walsh — load test` (review 07a row 18), not `2028-03-10 — 14:00 — …`.
    else if ((i > 0 || (parts.length > 2 && readsAsOwner(parts[1]!, knownName, parts[2]!))) && DATE_PART.test(part) && !values.has('when')) values.set('when', part.replace(/^[(（]|[)）]$/gu, '').trim());
    else rest.push(i);
  });
  let task = rest.map((at) => parts[at]).join(' — ');
  // Shown as written where its parts stood together and nothing was taken out of it (`Frontend / Backend leads — agree …`, review 07g w2).
  const written = rest.map((at, k) => (k === 0 ? '' : rest[k - 1] === at - 1 ? pieces[at - 1]!.after : ' — ') + parts[at]).join('');
  const owner = values.has('who') ? null : OWNER_LEAD.exec(task);
  // Several words before a colon are a sentence's subject or a heading, not an owner; "@" marks one, a dash one that reads as a person or a team (actionOwner.ts).
  const colon = owner !== null && /[:：][ \t]*$/u.test(owner[0]);
  // A spaced hyphen ("Cy Tran - audit …", review 07i a2) only after a participant's name.
  const hyphen = owner !== null && /[ \t]-[ \t]*$/u.test(owner[0]);
  if (owner && (owner[1] !== undefined || (hyphen ? knownName(owner[2]!.trim()) : colon ? !/\s/u.test(owner[2]!.trim()) || knownName(owner[2]!.trim()) : readsAsOwner(owner[2]!, knownName, task.slice(owner[0].length))))) {
    values.set('who', (owner[1] ?? owner[2]!).trim());
    task = task.slice(owner[0].length);
  }
  // Only the task's end can hold the bracketed date: the search stays short on a long item.
  const from = Math.max(0, task.length - 60);
  const tail = values.has('when') ? null : DATE_TAIL.exec(task.slice(from));
  if (tail) {
    values.set('when', (tail[1] ?? tail[2]!).trim());
    task = task.slice(0, from + tail.index);
  }
  const untouched = task === rest.map((at) => parts[at]).join(' — ');
  task = withTaskParts(task, values);
  if (task.trim() !== '' && !values.has('what')) values.set('what', (untouched && task === rest.map((at) => parts[at]).join(' — ') ? written : task).trim());
  return values;
}

/** One owner before the task's dash: a handle, or up to four words, in markup at most (`_Ops_`, `**Cy**`). */
const ONE_OWNER = String.raw`(?:@[^\s@/—–]{1,40}|[*_]{0,2}\p{L}[^\s/—–*_]{0,30}(?:[ \t]\p{L}[^\s/—–*_]{0,30}){0,3}[*_]{0,2})`;
const OWNERS_LEAD = new RegExp(String.raw`^[ \t]*(${ONE_OWNER}(?:[ \t]+\/[ \t]+${ONE_OWNER}){1,3})[ \t]+[—–][ \t]+(?=\S)`, 'u');

/**
 * Owners joined by " / " before the task's dash, each a handle or reading as a person or a team
 * (`@ana / @ben — …`, `Dee Walsh / Ben Okafor — …`, `_Ops_ / _SRE_ — …`, review 07a rows 17,
 * 19): one who, without markup or the handles' "@"; `length` is the lead's, dash included.
 */
function ownersBeforeDash(text: string, knownName: (name: string) => boolean): { who: string; length: number } | undefined {
  const lead = OWNERS_LEAD.exec(text.length > 240 ? text.slice(0, 240) : text);
  if (lead === null) return undefined;
  const names = lead[1]!.split(/[ \t]+\/[ \t]+/u).map((name) => name.replace(/^[*_]+|[*_]+$/gu, ''));
  const task = text.slice(lead[0].length);
  // After the dash a task, not a date alone: `Billing / Invoicing — by 2028-03-07` is the task with its date.
  if (DATE_PART.test(task.trim()) || !names.every((name) => name.startsWith('@') || readsAsOwner(name, knownName, task))) return undefined;
  return { who: names.map((name) => name.replace(/^@/u, '')).join(' / '), length: lead[0].length };
}

/** The done criteria and the date the first line of an unlabelled task says in passing, taken into `values`; the task without them. */
function withTaskParts(task: string, values: Map<ActionField, string>): string {
  const end = task.indexOf('\n');
  let first = end === -1 ? task : task.slice(0, end);
  const done = values.has('done') ? null : DONE_WHEN.exec(first);
  let criteria = done === null ? '' : done[1]!.replace(/[ \t.]+$/u, '');
  if (done) first = first.slice(0, done.index);
  // The date said once: as the when, not also in the task or the criteria (review 06p P7).
  const by = values.has('when') ? null : deadlineIn(first, false);
  if (by) {
    values.set('when', by.date);
    first = first.slice(0, by.start) + first.slice(by.end);
  }
  const dated = values.has('when') || done === null ? null : deadlineIn(criteria, true);
  if (dated) {
    values.set('when', dated.date);
    criteria = criteria.slice(0, dated.start);
  }
  if (done) values.set('done', criteria.trim());
  return end === -1 ? first : first + task.slice(end);
}
