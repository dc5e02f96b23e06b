// Roundtable meeting minutes (spec §1.4): frontmatter written by the harness, rounds
// R0–R7 and the decision/hold/risk/action/unknown sections, in Korean or English.
// Missing sections never reject a file: they show in the goal check and as warnings.
import type { Diagnostic } from '../../core/diagnostics.ts';
import { slugifySegment } from '../../core/ids.ts';
import type { Parsed } from '../../core/result.ts';
import type { SourceText } from '../../parse/source.ts';
import type { DebateLog, Relation } from '../../schemas/roundtableLog.ts';
import { wikilinkTargets } from '../../graph/wikilinks.ts';
import {
  MAX_STRUCTURE_LINE,
  dateFromFileName,
  firstSentence,
  frontmatterList,
  frontmatterString,
  isFenceLine,
  parseLooseDate,
  splitFrontmatter,
  squeeze,
} from '../../parse/frontmatter.ts';
import { isLanguageTag } from '../../core/language.ts';
import { baseName, joinLines, listItems, nonEmpty, type NumberedLine } from '../../parse/markdownLines.ts';

export const ROUND_KEYS = ['R0', 'R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7'] as const;
export type RoundKey = (typeof ROUND_KEYS)[number];
type SpecialKey = 'hold' | 'risks' | 'actions' | 'unknowns' | 'evaluation';
type SectionKey = RoundKey | SpecialKey;

export interface MinutesFacts {
  /** YYYY-MM-DD, from frontmatter `date` or the file name. */
  date?: string;
  /** HH:mm. */
  time?: string;
  /** `Z` or `±HH:mm`. */
  offset?: string;
  agent?: string;
  type?: string;
  mode?: string;
  trigger?: string;
  engine?: string;
  participants: string[];
  phase?: string;
  status?: string;
  verdict?: string;
  tags: string[];
  lang?: string;
  /** Every other frontmatter key, its value as text. */
  other: Map<string, string>;
}

export interface MinutesRound {
  key: RoundKey;
  /** The heading as written. */
  heading: string;
  markdown: string;
  line: number;
}

export interface Opinion {
  participant: string;
  markdown: string;
}

export interface RubricOption {
  /** "A", "B", "C" … */
  key: string;
  label?: string;
  /** One score per criterion, in criteria order; null where the cell is empty or not a number. */
  scores: Array<number | null>;
  /** The table's total when it has a totals row, else the sum of the scores; null without scores. */
  total: number | null;
}

export interface Rubric {
  criteria: string[];
  options: RubricOption[];
  chosen?: string;
}

export interface Decision {
  text: string;
  chosenOption?: string;
}

export interface Hold {
  text: string;
  reason?: string;
  resumeCondition?: string;
}

export interface Risk {
  text: string;
  /** The option the risk names ("A안", "option B", "(B)", "Threatens C"). */
  option?: string;
}

export type ActionField = 'who' | 'what' | 'when' | 'done';

export interface ActionItem {
  who?: string;
  what?: string;
  when?: string;
  done?: string;
  /** Fields that are absent or blank (a placeholder such as "-", "TBD" or "미정" counts as blank). */
  missing: ActionField[];
  line: number;
}

export interface EvaluationEntry {
  axis: string;
  grade: string;
  note?: string;
}

export interface Minutes {
  title: string;
  facts: MinutesFacts;
  rounds: MinutesRound[];
  opinions: Opinion[];
  rubric: Rubric | null;
  decision: Decision | null;
  hold: Hold | null;
  risks: Risk[];
  actionItems: ActionItem[];
  /** Null when the minutes have no unknowns section at all. */
  unknowns: string[] | null;
  evaluation: EvaluationEntry[] | null;
  /** Targets of `[[wikilinks]]`, in order of first appearance. */
  wikilinks: string[];
}

// ---------------------------------------------------------------------------------
// Headings.

interface Heading {
  level: number;
  text: string;
}

function markdownHeading(line: string): Heading | null {
  if (line.length > MAX_STRUCTURE_LINE) return null;
  const match = /^ {0,3}(#{1,6})[ \t]+(.*)$/.exec(line);
  if (!match) return null;
  return { level: match[1]!.length, text: match[2]!.replace(/[ \t]#+[ \t]*$/, '').trim() };
}

// Names that open a section, matched at the start of the heading (after an optional
// "R3" prefix and any emoji or punctuation), case-insensitively. Specific names first.
const SECTION_NAMES: ReadonlyArray<readonly [SectionKey, readonly string[]]> = [
  ['actions', ['액션아이템', '액션 아이템', '액션', 'action items', 'action item', 'actions']],
  ['unknowns', ['미해결 unknown', '미해결', 'open unknowns', 'unknowns', 'unknown', 'open questions']],
  ['evaluation', ['종합 평가', '평가', 'evaluation']],
  ['hold', ['보류', 'hold', 'on hold']],
  ['risks', ['리스크', '위험', 'risks', 'risk']],
  ['R0', ['개회', 'opening']],
  ['R1', ['문제 정의', '문제정의', '문제', 'problem definition', 'problem']],
  ['R2', ['독립 의견', '독립의견', 'independent opinions', 'independent opinion', 'opinions']],
  ['R3', ['발산', 'divergence']],
  ['R4', ['교차질문', '교차 질문', 'cross-questions', 'cross questions', 'cross-question', 'cross question', 'cross-examination']],
  ['R5', ['프리모템', '프리 모템', 'pre-mortem', 'premortem', 'red-team', 'red team']],
  ['R6', ['수렴', 'convergence']],
  ['R7', ['결정', 'decision', 'decisions', 'final decision']],
];

/**
 * The section a heading opens: `## R0 개회`, `### R6 — Convergence`, `## (R7) 결정·액션`,
 * `## Risks`. `explicit` is true when the heading carries an "R0"…"R7" prefix.
 */
export function classifyHeading(text: string): { key: SectionKey; explicit: boolean } | null {
  // Emoji, numbering and punctuation before the name do not matter.
  const name = squeeze(text.replace(/\*\*|__/g, '')).replace(/^[^\p{L}\p{N}]+/u, '');
  const prefix = /^R([0-7])(?![\p{L}\p{N}])/u.exec(name);
  if (prefix) {
    // The number decides: "R7 결정·액션" is the decision round although it names actions.
    return { key: `R${prefix[1]}` as RoundKey, explicit: true };
  }
  const key = matchSectionName(name);
  return key === null ? null : { key, explicit: false };
}

function matchSectionName(name: string): SectionKey | null {
  const lower = name.toLowerCase();
  for (const [key, names] of SECTION_NAMES) {
    for (const candidate of names) {
      if (lower.startsWith(candidate) && !/[\p{L}\p{N}]/u.test(lower.charAt(candidate.length))) return key;
      // Korean names take particles and compounds ("결정사항", "리스크와"): a Hangul name needs no boundary.
      if (/^[\p{Script=Hangul} ]+$/u.test(candidate) && lower.startsWith(candidate)) return key;
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------
// Detection.

/** Frontmatter `type: meeting` or `agent: roundtable`, or at least two R0–R7 headings. */
export function looksLikeMinutes(text: string): boolean {
  const normalised = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (hasMinutesFrontmatter(normalised)) return true;
  const rounds = new Set<SectionKey>();
  let start = 0;
  let inFence = false;
  while (start < normalised.length) {
    const end = normalised.indexOf('\n', start);
    const line = normalised.slice(start, end === -1 ? normalised.length : end);
    if (isFenceLine(line)) inFence = !inFence;
    else if (!inFence && line.trimStart().startsWith('#')) {
      const heading = markdownHeading(line);
      const section = heading && heading.level <= 4 ? classifyHeading(heading.text) : null;
      if (section && ROUND_KEYS.includes(section.key as RoundKey)) rounds.add(section.key);
      if (rounds.size >= 2) return true;
    }
    if (end === -1) break;
    start = end + 1;
  }
  return false;
}

function hasMinutesFrontmatter(text: string): boolean {
  if (!/^---[ \t]*\n/.test(text)) return false;
  const close = text.slice(4).search(/^(?:---|\.\.\.)[ \t]*$/m);
  const block = close === -1 ? '' : text.slice(4, 4 + close);
  return /^type[ \t]*:[ \t]*["']?meeting["']?[ \t]*$/im.test(block) || /^agent[ \t]*:[ \t]*["']?roundtable["']?[ \t]*$/im.test(block);
}

// ---------------------------------------------------------------------------------
// Parsing.

interface Section {
  key: SectionKey | null;
  heading: string;
  level: number;
  line: number;
  lines: NumberedLine[];
}

const KNOWN_FACT_KEYS = new Set(['date', 'agent', 'type', 'mode', 'trigger', 'engine', 'participants', 'phase', 'status', 'verdict', 'title', 'tags', 'lang']);

export function parseMinutes(source: SourceText): Parsed<Minutes> {
  const { file } = source;
  const split = splitFrontmatter(source);
  if (!split.ok) return split;
  const diagnostics: Diagnostic[] = [...split.diagnostics];
  const warn = (code: string, message: string, line?: number, path?: string) =>
    diagnostics.push({ severity: 'warning', code, file, message, ...(line === undefined ? {} : { line }), ...(path ? { path } : {}) });
  const { data, body, bodyLine } = split.value;

  const sections = cutSections(body, bodyLine);
  const recognised = sections.filter((s) => s.key !== null);
  const minutesFrontmatter = frontmatterString(data, 'type')?.toLowerCase() === 'meeting' || frontmatterString(data, 'agent')?.toLowerCase() === 'roundtable';
  if (!minutesFrontmatter && recognised.length === 0) {
    return {
      ok: false,
      diagnostics: [
        ...diagnostics,
        {
          severity: 'error', code: 'minutes', file, line: 1,
          message: 'not roundtable minutes: no frontmatter "type: meeting" or "agent: roundtable", and no section headings such as "## R0 개회", "## R2 Independent opinions", "## R7 결정", "## 리스크" or "## Action items"',
        },
      ],
    };
  }

  const facts = readFacts(data, file, warn);
  const of = (key: SectionKey) => recognised.filter((s) => s.key === key);
  const fileDate = dateFromFileName(file);
  const headingTitle = sections.find((s) => s.level === 1 && s.key === null)?.heading;
  const title = frontmatterString(data, 'title') ?? headingTitle ?? fileDate?.title ?? baseName(file);

  const rounds: MinutesRound[] = recognised
    .filter((s): s is Section & { key: RoundKey } => ROUND_KEYS.includes(s.key as RoundKey))
    .map((s) => ({ key: s.key, heading: s.heading, markdown: joinLines(s.lines), line: s.line }));

  const opinions = of('R2').flatMap((s) => readOpinions(s));
  const rubric = readRubric(of('R6'), [...of('R0'), ...of('R1'), ...of('R6')], warn);
  const optionKeys = rubric?.options.map((o) => o.key) ?? [];
  const decision = readDecision(of('R7'), optionKeys);
  let hold = readHold(of('hold'));
  if (hold === null && decision.hold) hold = decision.hold;
  if (rubric) {
    const chosen = decision.value?.chosenOption ?? recommendedOption(of('R6'), optionKeys);
    if (chosen !== undefined) rubric.chosen = chosen;
  }

  const riskSections = of('risks');
  const risks = (riskSections.length > 0 ? riskSections : of('R5')).flatMap((s) => readRisks(s, optionKeys, riskSections.length > 0));

  const actionSections = of('actions');
  const actionItems = actionSections.length > 0
    ? actionSections.flatMap((s) => readActionItems(s.lines, true))
    : of('R7').flatMap((s) => readActionItems(s.lines, false));

  const unknownSections = of('unknowns');
  const unknowns = unknownSections.length === 0 ? null : unknownSections.flatMap((s) => listItems(s.lines).map((i) => i.text)).filter((u) => !saysNone(u));
  const evaluationSections = of('evaluation');
  const evaluation = evaluationSections.length === 0 ? null : evaluationSections.flatMap((s) => readEvaluation(s.lines));

  const minutes: Minutes = {
    title: title === '' ? 'Untitled meeting' : title,
    facts: { ...facts, ...(facts.date === undefined && fileDate ? { date: fileDate.date, ...(fileDate.time ? { time: fileDate.time } : {}) } : {}) },
    rounds,
    opinions,
    rubric,
    decision: decision.value,
    hold,
    risks,
    actionItems,
    unknowns,
    evaluation,
    wikilinks: findWikilinks(source.text),
  };

  for (const item of actionItems) {
    if (item.missing.length > 0) {
      warn('minutes-action', `action item ${describeAction(item)} has no ${item.missing.map((f) => ACTION_FIELD_NAMES[f]).join(', ')}`, item.line, 'action items');
    }
  }
  for (const check of minutesGoalCheck(minutes)) {
    // Incomplete action items were reported one by one above, with their lines.
    if (!check.passed && !(check.id === 'action-items-complete' && actionItems.length > 0)) warn('minutes-goal', check.detail, undefined, check.id);
  }
  return { ok: true, value: minutes, diagnostics };
}

/**
 * Cuts the body into sections at headings (level 1–4). A recognised heading opens a
 * section; an unrecognised one is part of the current section when it is deeper
 * (a participant's sub-heading in R2), and opens an unrecognised section otherwise.
 */
function cutSections(body: string, bodyLine: number): Section[] {
  const sections: Section[] = [];
  let current: Section = { key: null, heading: '', level: 0, line: bodyLine, lines: [] };
  sections.push(current);
  const lines = body.split('\n');
  let inFence = false;
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!;
    const line = bodyLine + i;
    if (isFenceLine(text)) inFence = !inFence;
    const heading = inFence ? null : markdownHeading(text);
    if (heading && heading.level <= 4) {
      const section = classifyHeading(heading.text);
      const nested = current.key !== null && heading.level > current.level;
      let opens: boolean;
      if (section === null) opens = !nested;
      else if (!nested || section.explicit) opens = true;
      // Under R2 every deeper heading is a participant ("### Risk analyst"); elsewhere a
      // deeper heading opens a special section (R7 › 보류) but not a round by name alone.
      else opens = current.key !== 'R2' && section.key !== current.key && !ROUND_KEYS.includes(section.key as RoundKey);
      if (opens) {
        current = { key: section?.key ?? null, heading: heading.text, level: heading.level, line, lines: [] };
        sections.push(current);
        continue;
      }
    }
    current.lines.push({ text, line });
  }
  return sections;
}

function readFacts(data: Map<string, unknown> | null, file: string, warn: (code: string, message: string, line?: number, path?: string) => void): MinutesFacts {
  const facts: MinutesFacts = { participants: [], tags: [], other: new Map() };
  const dateText = frontmatterString(data, 'date');
  if (dateText !== undefined) {
    const date = parseLooseDate(dateText);
    if (date) Object.assign(facts, date);
    else warn('frontmatter', `date ${JSON.stringify(dateText)} is not a date such as 2026-06-03 or 2026-05-18T12:31+09:00; ${dateFromFileName(file) ? 'the file name date is used' : 'ignored'}`, 1, 'date');
  }
  for (const key of ['agent', 'type', 'mode', 'trigger', 'engine', 'phase', 'status', 'verdict'] as const) {
    const value = frontmatterString(data, key);
    if (value !== undefined) facts[key] = value;
  }
  facts.participants = dedupe((frontmatterList(data, 'participants') ?? []).map(participantName).filter((p) => p !== ''));
  facts.tags = frontmatterList(data, 'tags') ?? [];
  const lang = frontmatterString(data, 'lang');
  if (lang !== undefined) {
    if (isLanguageTag(lang)) facts.lang = lang;
    else warn('frontmatter', `lang ${JSON.stringify(lang)} is not a BCP 47 language tag such as "ko" or "en"; ignored`, 1, 'lang');
  }
  for (const [key, value] of data ?? new Map<string, unknown>()) {
    if (!KNOWN_FACT_KEYS.has(key)) facts.other.set(key, valueText(value, 0));
  }
  return facts;
}

function valueText(value: unknown, depth: number): string {
  if (typeof value === 'string') return value;
  if (depth > 8) return '…';
  if (Array.isArray(value)) return value.map((v) => valueText(v, depth + 1)).join(', ');
  if (value instanceof Map) return [...value].map(([k, v]) => `${String(k)}: ${valueText(v, depth + 1)}`).join('; ');
  return value === undefined || value === null ? '' : String(value);
}

// --- R2 opinions -----------------------------------------------------------------

function readOpinions(section: Section): Opinion[] {
  // Sub-headings: one participant each, the text up to the next sub-heading.
  const byHeading: Array<{ participant: string; lines: NumberedLine[] }> = [];
  let current: { participant: string; lines: NumberedLine[] } | null = null;
  let inFence = false;
  for (const entry of section.lines) {
    if (isFenceLine(entry.text)) inFence = !inFence;
    const heading = inFence ? null : markdownHeading(entry.text);
    if (heading) {
      const participant = participantName(heading.text);
      current = participant === '' ? null : { participant, lines: [] };
      if (current) byHeading.push(current);
      continue;
    }
    current?.lines.push(entry);
  }
  if (byHeading.length > 0) {
    return byHeading.map((o) => ({ participant: o.participant, markdown: joinLines(o.lines) })).filter((o) => o.markdown !== '');
  }
  // Or bullets naming the participant: `- **name**: text`, `- **name:** text`, `- [[name]] — text`.
  const opinions: Opinion[] = [];
  for (const item of listItems(section.lines)) {
    const named = leadingName(item.text);
    if (named && named.rest !== '') opinions.push({ participant: named.name, markdown: named.rest });
  }
  return opinions;
}

/** A bold or wikilinked name at the start of a text, followed by ":" or a dash. */
function leadingName(text: string): { name: string; rest: string } | null {
  let raw: string;
  let after: string;
  if (text.startsWith('**')) {
    const close = text.indexOf('**', 2);
    if (close === -1 || close > 82) return null;
    raw = text.slice(2, close);
    after = text.slice(close + 2);
    if (!/[:：]\s*$/.test(raw) && !/^[ \t]*[:：—–-]/.test(after)) return null;
  } else if (text.startsWith('[[')) {
    const close = text.indexOf(']]', 2);
    if (close === -1 || close > 82) return null;
    raw = text.slice(0, close + 2);
    after = text.slice(close + 2);
    if (!/^[ \t]*[:：—–-]/.test(after)) return null;
  } else {
    return null;
  }
  const name = participantName(raw);
  const rest = after.replace(/^[ \t]*[:：—–-]?[ \t]*/, '').trim();
  return name === '' ? null : { name, rest };
}

/** `[[doc-reviewer]]` → "doc-reviewer", `**독자 대표 (즉석)**:` → "독자 대표 (즉석)". */
function participantName(text: string): string {
  return squeeze(text.replace(/\*\*/g, '').replace(/\[\[([^\[\]|\n]*)(?:\|[^\[\]\n]*)?\]\]/g, '$1')).replace(/[:：]$/, '').trim();
}

/** Equal for names that differ in case, width or spacing ("독자 대표(즉석)" = "독자 대표 (즉석)"). */
const participantKey = (name: string): string => name.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

// --- R6 rubric -------------------------------------------------------------------

interface Table {
  header: string[];
  rows: Array<{ cells: string[]; line: number }>;
  line: number;
}

function readTables(lines: NumberedLine[]): Table[] {
  const tables: Table[] = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    const header = lines[i]!;
    const separator = lines[i + 1]!;
    if (!header.text.includes('|') || !isTableSeparator(separator.text)) continue;
    const table: Table = { header: tableCells(header.text), rows: [], line: header.line };
    let j = i + 2;
    for (; j < lines.length && lines[j]!.text.includes('|') && lines[j]!.text.trim() !== ''; j++) {
      table.rows.push({ cells: tableCells(lines[j]!.text), line: lines[j]!.line });
    }
    tables.push(table);
    i = j - 1;
  }
  return tables;
}

const MAX_TABLE_CELLS = 64;

function tableCells(line: string): string[] {
  const trimmed = line.trim().replace(/^\|/, '').replace(/(?<!\\)\|$/, '');
  return trimmed.split(/(?<!\\)\|/).slice(0, MAX_TABLE_CELLS).map((cell) => cell.trim());
}

function isTableSeparator(line: string): boolean {
  if (!line.includes('-') || line.length > 4 * MAX_STRUCTURE_LINE) return false;
  const cells = tableCells(line);
  return cells.length > 0 && cells.every((cell) => /^:?-{1,}:?$/.test(cell));
}

const plainCell = (cell: string): string => squeeze(cell.replace(/\*\*|`/g, '').replace(/\[\[([^\[\]|\n]*)(?:\|[^\[\]\n]*)?\]\]/g, '$1'));

/** "A", "A안", "Option B", "**C**: label", "A — 새 엔진" → key and label. */
function optionCell(cell: string): { key: string; label?: string } | null {
  const text = plainCell(cell);
  const match = /^(?:option |opt\. ?|plan |선택지 ?|대안 ?)?([A-H])(?:안)?(?![\p{L}\p{N}])(.*)$/iu.exec(text);
  if (!match || !/^[A-H]$/.test(match[1]!)) return null;
  const label = match[2]!.replace(/^[\s:.)\]—–\-]+/, '').replace(/^\((.*)\)$/, '$1').trim();
  return { key: match[1]!, ...(label !== '' ? { label } : {}) };
}

const TOTAL_LABEL = /^(?:합계|총점|총합|점수 합계|total|sum|overall)(?![\p{L}\p{N}])/iu;

function scoreCell(cell: string): number | null {
  const match = /-?\d{1,4}(?:\.\d{1,3})?/.exec(plainCell(cell));
  return match ? Number(match[0]) : null;
}

function readRubric(sections: Section[], labelSections: Section[], warn: (code: string, message: string, line?: number, path?: string) => void): Rubric | null {
  for (const section of sections) {
    for (const table of readTables(section.lines)) {
      const rubric = rubricFromTable(table, warn);
      if (!rubric) continue;
      // Labels the table lacks come from the options' definitions ("- **A** — 「…」").
      for (const option of rubric.options) {
        if (option.label === undefined) {
          const label = optionDefinition(labelSections, option.key);
          if (label) option.label = label;
        }
      }
      return rubric;
    }
  }
  return null;
}

function rubricFromTable(table: Table, warn: (code: string, message: string, line?: number, path?: string) => void): Rubric | null {
  const headerOptions = table.header.slice(1).map(optionCell);
  const rowOptions = table.rows.map((row) => optionCell(row.cells[0] ?? ''));
  const count = (list: Array<unknown>) => list.filter((x) => x !== null).length;
  const criteria: string[] = [];
  const options = new Map<string, RubricOption>();
  const stated = new Map<string, number | null>();
  if (count(headerOptions) >= 2) {
    // Options are columns, criteria are rows.
    headerOptions.forEach((o) => { if (o && !options.has(o.key)) options.set(o.key, { key: o.key, ...(o.label ? { label: o.label } : {}), scores: [], total: null }); });
    for (const row of table.rows) {
      const name = plainCell(row.cells[0] ?? '');
      const isTotal = TOTAL_LABEL.test(name);
      if (!isTotal) criteria.push(name);
      headerOptions.forEach((o, i) => {
        if (!o) return;
        const score = scoreCell(row.cells[i + 1] ?? '');
        if (isTotal) stated.set(o.key, score);
        else options.get(o.key)!.scores.push(score);
      });
    }
  } else if (count(rowOptions) >= 2) {
    // Options are rows, criteria are columns.
    const totalColumn = table.header.findIndex((h, i) => i > 0 && TOTAL_LABEL.test(plainCell(h)));
    table.header.forEach((h, i) => { if (i > 0 && i !== totalColumn) criteria.push(plainCell(h)); });
    table.rows.forEach((row, r) => {
      const o = rowOptions[r];
      if (!o || options.has(o.key)) return;
      const option: RubricOption = { key: o.key, ...(o.label ? { label: o.label } : {}), scores: [], total: null };
      table.header.forEach((_, i) => {
        if (i === 0) return;
        const score = scoreCell(row.cells[i] ?? '');
        if (i === totalColumn) stated.set(o.key, score);
        else option.scores.push(score);
      });
      options.set(o.key, option);
    });
  } else {
    return null;
  }
  for (const option of options.values()) {
    const numbers = option.scores.filter((s): s is number => s !== null);
    const sum = numbers.length === 0 ? null : Math.round(numbers.reduce((a, b) => a + b, 0) * 1000) / 1000;
    const total = stated.get(option.key);
    option.total = total ?? sum;
    if (total != null && sum !== null && total !== sum) {
      warn('minutes-rubric', `the total for option ${option.key} is ${total}, but its scores add up to ${sum}`, table.line, 'R6');
    }
  }
  return { criteria, options: [...options.values()] };
}

function optionDefinition(sections: Section[], key: string): string | undefined {
  for (const section of sections) {
    for (const item of listItems(section.lines)) {
      const first = squeeze(item.text.split('\n')[0]!);
      if (first.length > 4 * MAX_STRUCTURE_LINE) continue;
      const match = /^(?:\*\*)?(?:option |선택지 ?)?([A-H])(?:안)?(?:\*\*)?[ \t]*(?:[:：—–-]|\*\*)[ \t]*(?:\*\*)?[ \t]*(.+)$/iu.exec(first);
      if (match && match[1] === key) return match[2]!.trim();
    }
  }
  return undefined;
}

function recommendedOption(sections: Section[], keys: string[]): string | undefined {
  for (const section of sections) {
    for (const { text } of section.lines) {
      if (text.length > 4 * MAX_STRUCTURE_LINE || text.includes('|')) continue;
      if (!/추천|선택|채택|recommend|chosen|choose|adopt/i.test(text)) continue;
      const option = firstOptionReference(text, keys);
      if (option !== undefined) return option;
    }
  }
  return undefined;
}

// --- option references -----------------------------------------------------------

// Ways a sentence names an option. Each pattern's group 1 is the letter; all are linear.
const OPTION_REFERENCES: readonly RegExp[] = [
  /(?<![A-Za-z0-9])([A-H])안/gu,
  /(?:option|opt\.|plan|alternative|선택지|대안|위협 ?대상|대상|threatens|threat to|against)[ \t]*:?[ \t]*(?:\*\*)?[ \t]*([A-H])(?![\p{L}\p{N}])/giu,
  /\((?:\*\*)?([A-H])(?:\*\*)?\)/gu,
  /(?<![A-Za-z0-9])([A-H])(?:가|는|은|의|를|을|에|와|과|로)(?![\p{L}])/gu,
];

/** The option a text names first, among `keys` (any of A–H when no rubric is known). */
export function firstOptionReference(text: string, keys: readonly string[]): string | undefined {
  // Squeezed, so runs of blanks cannot make the patterns backtrack.
  const sample = squeeze(text.slice(0, 2000));
  let best: { at: number; key: string } | null = null;
  for (const pattern of OPTION_REFERENCES) {
    pattern.lastIndex = 0;
    let found = 0;
    for (let match = pattern.exec(sample); match !== null && found < 50; match = pattern.exec(sample), found++) {
      const key = match[1]!;
      if (!/^[A-H]$/.test(key) || (keys.length > 0 && !keys.includes(key))) continue;
      if (best === null || match.index < best.at) best = { at: match.index, key };
      break;
    }
  }
  return best?.key;
}

// Ways an opinion endorses an option, stricter than a mere mention.
const ENDORSEMENTS: readonly RegExp[] = [
  /(?<![A-Za-z0-9])([A-H])(?:안)?(?:을|를)?[ \t]*(?:조건부로[ \t]*)?(?:지지|추천|선택|채택)/u,
  /\((?:option |선택지 ?)?(?:\*\*)?([A-H])(?:\*\*)?(?:안)?\.?\)/iu,
  /(?:support|favou?r|prefer|recommend|choose|pick|go with|vote for|back)[a-z]*[ \t]+(?:option |plan )?(?:\*\*)?([A-H])(?![\p{L}\p{N}])/iu,
  /^(?:option )?(?:\*\*)?([A-H])(?:안)?(?:\*\*)?[ \t]*[:.,—–]/iu,
];

function endorsedOption(text: string, keys: readonly string[]): string | undefined {
  const sample = squeeze(text.slice(0, 2000));
  for (const pattern of ENDORSEMENTS) {
    const match = pattern.exec(sample);
    const key = match?.[1];
    if (key !== undefined && /^[A-H]$/.test(key) && (keys.length === 0 || keys.includes(key))) return key;
  }
  return undefined;
}

// --- R7 decision and hold --------------------------------------------------------

const HOLD_WORDS = /^[*_\s]*(?:보류|hold|held|on hold|deferred|postponed|미결)(?![\p{L}\p{N}])/iu;

/** A labelled line: `**사유:** …`, `- **Reason**: …`, `재개 조건: …`; label lower-cased. */
function labelledLine(text: string): { label: string; value: string } | null {
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
  return { label: squeeze(label).replace(/[:：]$/, '').toLowerCase(), value: value.replace(/^[ \t]*[:：]?[ \t]*/, '').trim() };
}

const isReasonLabel = (label: string) => /^(?:사유|이유|보류 사유|reason|why|rationale)(?![\p{L}])/iu.test(label);
const isResumeLabel = (label: string) => /^(?:재개 ?조건|재개|resume(?: condition| when|s when)?|resumption|condition to resume)(?![\p{L}])/iu.test(label);
const isDecisionLabel = (label: string) => /^(?:(?:최종|인간) ?결정|결정|decision|final decision|decided)(?![\p{L}])/iu.test(label);

function readHold(sections: Section[]): Hold | null {
  if (sections.length === 0) return null;
  const lines = sections.flatMap((s) => s.lines);
  const hold = holdFromLines(lines);
  return hold ?? { text: sections[0]!.heading };
}

function holdFromLines(lines: NumberedLine[]): Hold | null {
  let reason: string | undefined;
  let resumeCondition: string | undefined;
  const textLines: NumberedLine[] = [];
  for (const item of itemsAndParagraphs(lines)) {
    const labelled = labelledLine(item.text);
    if (labelled && reason === undefined && isReasonLabel(labelled.label)) reason = labelled.value || undefined;
    else if (labelled && resumeCondition === undefined && isResumeLabel(labelled.label)) resumeCondition = labelled.value || undefined;
    else textLines.push(item);
  }
  const text = textLines[0]?.text.trim() ?? '';
  if (text === '' && reason === undefined && resumeCondition === undefined) return null;
  return { text: text === '' ? 'Hold' : text, ...(reason ? { reason } : {}), ...(resumeCondition ? { resumeCondition } : {}) };
}

function readDecision(sections: Section[], optionKeys: readonly string[]): { value: Decision | null; hold?: Hold } {
  if (sections.length === 0) return { value: null };
  // Tables in R7 are action items or scores, not the decision's wording.
  const lines = sections.flatMap((s) => s.lines.filter((l) => !/^\s*\|/.test(l.text)));
  const blocks = itemsAndParagraphs(lines);
  let text: string | undefined;
  for (const block of blocks) {
    const labelled = labelledLine(block.text);
    if (labelled && isDecisionLabel(labelled.label) && labelled.value !== '') {
      text = labelled.value;
      break;
    }
  }
  text ??= blocks.map((b) => b.raw).join('\n').trim();
  if (text === '') return { value: null };
  if (HOLD_WORDS.test(text)) return { value: null, hold: holdFromLines(lines) ?? { text } };
  // The option named where the choice is stated ("A안 채택", "adopt option C") wins over mentions.
  let chosenOption: string | undefined;
  for (const block of blocks) {
    if (/채택|선택|결정|adopt|chose|choose|decid|go with|approved/i.test(block.text)) {
      chosenOption = firstOptionReference(block.text, optionKeys);
      if (chosenOption !== undefined) break;
    }
  }
  chosenOption ??= firstOptionReference(text, optionKeys);
  return { value: { text, ...(chosenOption ? { chosenOption } : {}) } };
}

// --- risks, actions, unknowns, evaluation ----------------------------------------

/**
 * Risks: the list items of a risks section (or its table rows, or its paragraphs); in
 * R5, where risks are the fallback, only list items count.
 */
function readRisks(section: Section, optionKeys: readonly string[], dedicated: boolean): Risk[] {
  const proseLines = section.lines.filter((l) => !/^\s*\|/.test(l.text));
  const hasList = proseLines.some((l) => /^ ?(?:[-*+]|\d{1,3}[.)])[ \t]/.test(l.text));
  const tables = readTables(section.lines);
  let texts: string[];
  if (hasList) texts = listItems(proseLines).map((i) => i.text);
  else if (tables.length > 0 && dedicated) return tables.flatMap((t) => risksFromTable(t, optionKeys));
  else texts = dedicated ? listItems(proseLines).map((i) => i.text) : [];
  return texts
    .filter((text) => text !== '' && !saysNone(text))
    .map((text) => {
      const option = firstOptionReference(text, optionKeys);
      return { text, ...(option ? { option } : {}) };
    });
}

/** One risk per row; a column such as "Option" / "대상" names the option it threatens. */
function risksFromTable(table: Table, optionKeys: readonly string[]): Risk[] {
  const optionColumn = table.header.findIndex((h) => /^(?:option|선택지|대상|위협 ?대상|안|target|threatens|affects)(?![\p{L}])/iu.test(plainCell(h)));
  const risks: Risk[] = [];
  for (const row of table.rows) {
    const text = row.cells.filter((cell, i) => i !== optionColumn && cell !== '').join(' — ');
    if (text === '' || saysNone(text)) continue;
    const named = optionColumn === -1 ? null : optionCell(row.cells[optionColumn] ?? '');
    const option = named && (optionKeys.length === 0 || optionKeys.includes(named.key)) ? named.key : firstOptionReference(text, optionKeys);
    risks.push({ text, ...(option ? { option } : {}) });
  }
  return risks;
}

const ACTION_FIELD_NAMES: Record<ActionField, string> = { who: 'who (누가)', what: 'what (무엇을)', when: 'when (언제까지)', done: 'done criteria (완료기준)' };

const ACTION_COLUMNS: ReadonlyArray<readonly [ActionField, RegExp]> = [
  ['who', /^(?:누가|담당자?|책임자|who|owner|assignee|responsible)(?![\p{L}])/iu],
  ['what', /^(?:무엇을|무엇|할 ?일|내용|what|task|action|item)(?![\p{L}])/iu],
  ['when', /^(?:언제까지|언제|기한|마감|일정|when|due|deadline|by when)(?![\p{L}])/iu],
  ['done', /^(?:완료 ?기준|완료 ?조건|done(?: criteria| when)?|definition of done|acceptance(?: criteria)?|criteria)(?![\p{L}])/iu],
];

// Labels inside a list item: `**who:** x · **what:** y`, `누가: x / 무엇을: y`.
const ACTION_LABEL = /(?<![\p{L}\p{N}])(?:\*\*)?(누가|무엇을|언제까지|완료 ?기준|담당자?|기한|마감|who|what|when|due|deadline|owner|done criteria|done)(?:\*\*)?[ \t]*[:：][ \t]*(?:\*\*)?/giu;

const PLACEHOLDER = /^[\s\-–—?_.]*$|^(?:tbd|tba|n\/a|미정|없음|none|\?{1,3})$/iu;

function actionFieldFor(label: string): ActionField | null {
  for (const [field, pattern] of ACTION_COLUMNS) if (pattern.test(label)) return field;
  return null;
}

function makeActionItem(values: Map<ActionField, string>, line: number): ActionItem {
  const item: ActionItem = { missing: [], line };
  for (const field of ['who', 'what', 'when', 'done'] as const) {
    const value = values.get(field)?.trim();
    if (value === undefined || PLACEHOLDER.test(value)) item.missing.push(field);
    else item[field] = value;
  }
  return item;
}

function readActionItems(lines: NumberedLine[], dedicated: boolean): ActionItem[] {
  const items: ActionItem[] = [];
  for (const table of readTables(lines)) {
    const columns = table.header.map((h) => actionFieldFor(plainCell(h)));
    if (columns.filter((c) => c !== null).length < 2) continue;
    for (const row of table.rows) {
      const values = new Map<ActionField, string>();
      columns.forEach((field, i) => { if (field && !values.has(field)) values.set(field, row.cells[i] ?? ''); });
      items.push(makeActionItem(values, row.line));
    }
  }
  if (items.length > 0 || !dedicated) return items;
  for (const item of listItems(lines.filter((l) => !/^\s*\|/.test(l.text)))) {
    const text = item.text.replace(/^\[[ xX]\][ \t]*/, '');
    const values = new Map<ActionField, string>();
    const labels: Array<{ field: ActionField; start: number; end: number }> = [];
    ACTION_LABEL.lastIndex = 0;
    let guard = 0;
    for (let match = ACTION_LABEL.exec(text); match !== null && guard < 32; match = ACTION_LABEL.exec(text), guard++) {
      const field = actionFieldFor(match[1]!);
      if (field) labels.push({ field, start: match.index, end: match.index + match[0].length });
    }
    if (labels.length === 0) {
      values.set('what', text);
    } else {
      labels.forEach((label, i) => {
        const value = text.slice(label.end, labels[i + 1]?.start ?? text.length).replace(/[\s·|/;,]+$/, '').replace(/^\*\*|\*\*$/g, '').trim();
        if (!values.has(label.field)) values.set(label.field, value);
      });
      const lead = text.slice(0, labels[0]!.start).replace(/[\s·|/;,:—–-]+$/, '').trim();
      if (lead !== '' && !values.has('what')) values.set('what', lead);
    }
    items.push(makeActionItem(values, item.line));
  }
  return items;
}

function describeAction(item: ActionItem): string {
  const what = item.what ?? item.who;
  return what ? `"${firstSentence(what, 50)}" (line ${item.line})` : `on line ${item.line}`;
}

function readEvaluation(lines: NumberedLine[]): EvaluationEntry[] {
  const entries: EvaluationEntry[] = [];
  for (const table of readTables(lines)) {
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
  if (entries.length > 0) return entries;
  for (const item of listItems(lines)) {
    const labelled = labelledLine(item.text);
    if (!labelled) continue;
    const grade = /^(?:\*\*)?([A-D][+-]?|[1-5](?:\s*\/\s*5)?)(?:\*\*)?(?![\p{L}\p{N}])[\s—–:,(-]*(.*)$/su.exec(labelled.value);
    const axis = labelled.label;
    if (grade) entries.push({ axis, grade: grade[1]!, ...(grade[2]!.trim() ? { note: grade[2]!.replace(/\)$/, '').trim() } : {}) });
    else entries.push({ axis, grade: labelled.value });
  }
  return entries;
}

// --- helpers ---------------------------------------------------------------------

/** List items, or paragraphs when there are none, keeping their raw lines too. */
function itemsAndParagraphs(lines: NumberedLine[]): Array<{ text: string; raw: string; line: number }> {
  const blocks: Array<{ text: string; raw: string; line: number }> = [];
  let current: { lines: string[]; line: number } | null = null;
  const flush = () => {
    if (current) blocks.push({ text: current.lines.join('\n').trim(), raw: current.lines.join('\n'), line: current.line });
    current = null;
  };
  for (const { text, line } of lines) {
    if (text.trim() === '' || markdownHeading(text)) {
      flush();
      continue;
    }
    if (/^ {0,3}(?:[-*+]|\d{1,3}[.)])[ \t]/.test(text)) flush();
    if (current === null) current = { lines: [], line };
    (current as { lines: string[] }).lines.push(text);
  }
  flush();
  return blocks.filter((b) => b.text !== '');
}


const saysNone = (text: string): boolean => /^[*_(\s]*(?:none|없음|해당 없음|n\/a|nothing)(?![\p{L}\p{N}])[\s.)]*$/iu.test(text.trim());

function dedupe(names: string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = participantKey(name);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** `[[target]]` and `[[target|alias]]` → target, first appearance order, no repeats. */
export function findWikilinks(text: string): string[] {
  return [...new Set(wikilinkTargets(text).filter((t) => t !== ''))];
}


// ---------------------------------------------------------------------------------
// Goal check (seed 003 end conditions, spec §1.4).

export type GoalCheckId = 'decision-or-hold' | 'action-items-complete' | 'risk' | 'unknowns';

export interface GoalCheck {
  id: GoalCheckId;
  passed: boolean;
  detail: string;
}

export function minutesGoalCheck(m: Minutes): GoalCheck[] {
  const checks: GoalCheck[] = [];

  if (m.decision) {
    checks.push({ id: 'decision-or-hold', passed: true, detail: `decision: ${firstSentence(m.decision.text, 100)}` });
  } else if (m.hold) {
    const missing = [m.hold.reason ? null : 'a reason (사유)', m.hold.resumeCondition ? null : 'a resume condition (재개 조건)'].filter((x) => x !== null);
    checks.push(missing.length === 0
      ? { id: 'decision-or-hold', passed: true, detail: 'explicit hold with reason and resume condition' }
      : { id: 'decision-or-hold', passed: false, detail: `no decision, and the hold lacks ${missing.join(' and ')}` });
  } else {
    checks.push({ id: 'decision-or-hold', passed: false, detail: 'no decision (R7 결정 / Decision) and no explicit hold (보류 / Hold) with reason and resume condition' });
  }

  const incomplete = m.actionItems.filter((item) => item.missing.length > 0);
  if (m.actionItems.length === 0) {
    checks.push({ id: 'action-items-complete', passed: false, detail: 'no action items (액션아이템 / Action items with who, what, when, done criteria)' });
  } else if (incomplete.length === 0) {
    checks.push({ id: 'action-items-complete', passed: true, detail: `all ${m.actionItems.length} action items have who, what, when and done criteria` });
  } else {
    const list = incomplete.map((item) => `${describeAction(item)} lacks ${item.missing.map((f) => ACTION_FIELD_NAMES[f]).join(', ')}`);
    checks.push({ id: 'action-items-complete', passed: false, detail: `${incomplete.length} of ${m.actionItems.length} action items are incomplete: ${list.join('; ')}` });
  }

  checks.push(m.risks.length > 0
    ? { id: 'risk', passed: true, detail: `${m.risks.length} risk${m.risks.length === 1 ? '' : 's'}` }
    : { id: 'risk', passed: false, detail: 'no risks (리스크 / Risks, or R5 pre-mortem items)' });

  checks.push(m.unknowns !== null
    ? { id: 'unknowns', passed: true, detail: `${m.unknowns.length} open unknown${m.unknowns.length === 1 ? '' : 's'} listed` }
    : { id: 'unknowns', passed: false, detail: 'no unknowns section (미해결 unknown / Open unknowns)' });
  return checks;
}

// ---------------------------------------------------------------------------------
// The graph (spec §1.4, decided there).

export function minutesToLog(m: Minutes): DebateLog {
  const ids = new Set<string>(['decision', 'red-team']);
  const allocate = (base: string): string => {
    let id = base;
    for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
    ids.add(id);
    return id;
  };

  // Participants: frontmatter first, then anyone who gave an opinion.
  const personas: DebateLog['personas'] = [];
  const personaByKey = new Map<string, string>();
  const opinionByKey = new Map<string, string>();
  for (const opinion of m.opinions) {
    const key = participantKey(opinion.participant);
    if (!opinionByKey.has(key)) opinionByKey.set(key, opinion.markdown);
  }
  for (const name of dedupe([...m.facts.participants, ...m.opinions.map((o) => o.participant)])) {
    const key = participantKey(name);
    const opinion = opinionByKey.get(key);
    const id = allocate(`p-${slugifySegment(name) || 'participant'}`);
    personaByKey.set(key, id);
    personas.push({
      id,
      name,
      position: opinion ? nonEmpty(firstSentence(opinion, 160), 'participant') : 'participant',
      argument: nonEmpty(opinion, '—'),
    });
  }

  const claims: DebateLog['claims'] = [];
  const relations: Relation[] = [];
  const optionKeys = m.rubric?.options.map((o) => o.key) ?? [];
  const optionIds = new Map<string, string>();
  const optionClaim = (key: string, label?: string): string => {
    const existing = optionIds.get(key);
    if (existing) return existing;
    const id = allocate(`option-${key.toLowerCase()}`);
    optionIds.set(key, id);
    claims.push({ id, text: label ? `Option ${key}: ${label}` : `Option ${key}` });
    return id;
  };
  for (const option of m.rubric?.options ?? []) optionClaim(option.key, option.label);

  for (const opinion of m.opinions) {
    const personaId = personaByKey.get(participantKey(opinion.participant));
    if (!personaId) continue;
    const id = allocate(`opinion-${personaId.replace(/^p-/, '')}`);
    claims.push({ id, text: opinion.markdown });
    relations.push({ source: personaId, target: id, type: 'supports' });
    const endorsed = endorsedOption(opinion.markdown, optionKeys);
    if (endorsed) relations.push({ source: personaId, target: optionClaim(endorsed), type: 'supports', text: firstSentence(opinion.markdown, 160) });
  }

  if (m.risks.length > 0) {
    let redTeam = personaByKey.get(participantKey('red-team')) ?? personaByKey.get(participantKey('red team'));
    if (!redTeam) {
      redTeam = 'red-team';
      personas.push({ id: redTeam, name: 'red-team', position: 'Pre-mortem: how each option fails', argument: 'Risks raised in the R5 pre-mortem.' });
    }
    m.risks.forEach((risk, i) => {
      const id = allocate(`risk-${i + 1}`);
      claims.push({ id, text: risk.text });
      relations.push({ source: redTeam!, target: id, type: 'supports' });
      if (risk.option) relations.push({ source: id, target: optionClaim(risk.option), type: 'opposes', text: risk.text });
    });
  }

  // The decision is the host's synthesis; a hold is the synthesis when nothing was decided.
  let synthesis: DebateLog['synthesis'];
  if (m.decision) {
    synthesis = { id: 'decision', text: m.decision.text };
    const chosen = m.decision.chosenOption ?? m.rubric?.chosen;
    if (chosen) relations.push({ source: 'decision', target: optionClaim(chosen), type: 'supports' });
  } else if (m.hold) {
    const parts = [`Hold: ${m.hold.text}`, m.hold.reason ? `Reason: ${m.hold.reason}` : '', m.hold.resumeCondition ? `Resume condition: ${m.hold.resumeCondition}` : ''];
    synthesis = { id: 'decision', text: parts.filter((p) => p !== '').join('\n\n') };
  }

  return {
    topic: nonEmpty(m.title, 'Untitled meeting'),
    meta: {
      ...(m.facts.date ? { created: m.facts.date } : {}),
      tags: m.facts.tags.filter((t) => t.trim() !== ''),
      ...(m.facts.lang ? { lang: m.facts.lang } : {}),
    },
    domains: [],
    personas,
    claims,
    relations,
    ...(synthesis ? { synthesis } : {}),
    open_questions: (m.unknowns ?? []).map((u) => u.trim()).filter((u) => u !== ''),
  };
}

