// The R6 rubric: options as rows or as columns, with or without a total, scores written
// `4`, `4/5` or `4점`.
import type { Diagnostic } from '../../core/diagnostics.ts';
import type { NumberedLine } from '../../parse/markdownLines.ts';
import type { Rubric, RubricOption } from './model.ts';
import { plainCell, readTables, type Table } from './tables.ts';
import { maxOf } from '../../core/arrays.ts';
import { OPTION_DIGITS, OPTION_NUMBER, optionKey } from './optionNumber.ts';
import { firstOptionReference, type OptionKeys } from './options.ts';
import { segmentClauses } from './stanceReading.ts';

type Warn = (code: string, message: string, line?: number, path?: string) => void;

// The word before a number may carry a Chinese or Japanese numeral too (`方案一`, `案二`).
const NUMBERED_CELL = new RegExp(`^(?:(?:[Oo]ption |후보 ?|선택지 ?|案 ?|方案 ?|选项 ?)(${OPTION_NUMBER})|(${OPTION_DIGITS}) ?(?:안|案))(?![\\p{L}\\p{N}])(.*)$`, 'u');

/** "A", "A안", "Option B", "**C**: label", "A — 새 엔진", "후보 A (title)" → key and label. */
export function optionCell(cell: string): { key: string; label?: string } | null {
  const text = plainCell(cell);
  const letter = /^(?:[Oo]ption |[Oo]pt\. ?|[Pp]lan |후보 ?|선택지 ?|대안 ?|案 ?|方案 ?|选项 ?|選択肢 ?)?([A-H])(?:안|案)?(?![\p{L}\p{N}])(.*)$/u.exec(text);
  // A numbered option needs its word ("Option 1", "1안", "案2"): a bare number is a score.
  const numbered = letter ? null : NUMBERED_CELL.exec(text);
  const written = numbered?.[1] ?? numbered?.[2];
  const key = letter?.[1] ?? (written === undefined ? undefined : optionKey(written));
  const rest = letter?.[2] ?? numbered?.[3];
  if (key === undefined || rest === undefined) return null;
  const label = rest.replace(/^[\s:：.)\]—–\-]+/, '').replace(/^[(（](.*)[)）]$/u, '$1').replace(/^[「『“"](.*)[」』”"]$/u, '$1').trim();
  return { key, ...(label !== '' ? { label } : {}) };
}

const TOTAL_LABEL = /^(?:합계|총점|총합|점수 합계|total|sum|overall|summe|gesamt|insgesamt|suma|somme|soma|totale|合計|合计|総計|總計|总计|総点|总分|總分)(?![\p{L}\p{N}]|[-‐][\p{L}])/iu;

/** `4`, `4/5`, `4점`, `**4**` → 4; null for an empty or non-numeric cell. */
function scoreCell(cell: string): number | null {
  const match = /-?\d{1,4}(?:\.\d{1,3})?/.exec(plainCell(cell));
  return match ? Number(match[0]) : null;
}

/** The first table of the lines that scores at least two options. */
export function readRubric(lines: readonly NumberedLine[], warn: Warn, keys?: OptionKeys): Rubric | null {
  for (const table of readTables(lines)) {
    // A table of each participant's marks per option (`| 投票人 | 方案一 | … |`, probe 59 m07) scores nothing.
    if (PARTICIPANT_HEADER.test(plainCell(table.header[0] ?? ''))) continue;
    const rubric = rubricFromTable(table, warn, optionCell) ?? (keys?.named ? scoredByName(table, warn, keys) : null) ?? (keys ? keyedByColumn(table, warn, keys) : null);
    if (rubric) return rubric;
  }
  return null;
}

/** A first column headed as the options' (`| Option | Cost | … |`) keys its rows by bare numbers too: `| 1 | 4 | 2 |` (probe 74 row 32). */
const OPTION_CORNER = /^(?:options?|alternatives?|candidates?|opci[oó]n|opciones|op[cç][aã]o|variante[ns]?|案|選択肢|方案|选项|안|방안|후보)$/iu;
function keyedByColumn(table: Table, warn: Warn, keys: OptionKeys): Rubric | null {
  if (!OPTION_CORNER.test(plainCell(table.header[0] ?? '')) || !scoresLikeRubric(table)) return null;
  return rubricFromTable(table, warn, (cell) => optionCell(cell) ?? (keys.includes(plainCell(cell)) && /^[1-9][0-9]?$/u.test(plainCell(cell)) ? { key: plainCell(cell) } : null));
}

/** A table of a participant's stances per option (`| 参与者 | 灰度发布 | … |` over `+1`, ✅): no rubric. */
const PARTICIPANT_HEADER = /^(?:participants?|attendees?|voters?|stakeholders?|(?:team[ \t]+)?members?|names?|who|personas?|reviewers?|voting[ \t]+members?|参与者|参加者|発言者|投票人|投票者|评审人|참여자|참석자|투표자|이름|名前|姓名|teilnehmer(?:innen)?|participantes?|partecipanti)$/iu;
/** A table that says it scores: a rubric's or a criterion's word, or a total. */
const SCORES_WORD = /(?<![\p{L}])(?:rubric|scores?|points?|criteri(?:on|a)|kriteri(?:um|en)|crit[èe]res?|criterios?|crit[ée]rios?|total|sum)(?![\p{L}])|루브릭|점수|기준|합계|총점|観点|評価|スコア|合計|合计|总分|评分|得分|维度|指标/iu;
const saysItScores = (table: Table): boolean => [...table.header, ...table.rows.map((r) => r.cells[0] ?? '')].some((cell) => SCORES_WORD.test(plainCell(cell)));

/** A unit in a row's or a column's name: costs, durations, shares (`Monthly cost (k$)`, `Migration (weeks)`). */
const UNIT = /[(（][ \t]*(?:in[ \t]+)?(?:(?:(?:k|thousands?|m|mn|millions?|bn|billions?)[ \t]+)?(?:[kKmMbB]?[$€£¥]|[$€£¥][kKmMbB]?|usd|eur|gbp|jpy|chf|dollars?|euros?)(?:[ \t]*(?:k|thousands?|m|mn|millions?|bn|billions?))?|weeks?|days?|hours?|months?|years?|ms|s|gb|tb|fte|person[- ]?(?:days|weeks|months))[ \t]*[)）]/iu;
/** A weight column of a weighted rubric (`Weight (%)`): not a criterion's score. */
const WEIGHT = /^(?:weights?|weighting|gewicht(?:ung)?|poids|pondération|pesos?|peso|ponderación|가중치|重み|权重)(?![\p{L}])/iu;
/** Its scores as a rubric's are: numbers unsigned (`+1` is a vote) up to 100, up to 10 a criterion (totals aside), and no unit. */
function scoresLikeRubric(table: Table): boolean {
  const scoring = (cell: string) => TOTAL_LABEL.test(plainCell(cell)) || SCORES_WORD.test(plainCell(cell)) || WEIGHT.test(plainCell(cell));
  const totalColumns = new Set(table.header.flatMap((h, i) => (scoring(h) ? [i] : [])));
  const numbersOf = (cells: readonly string[]) => cells.map((c) => /^[+-]?\d{1,4}(?:\.\d{1,3})?/.exec(plainCell(c))?.[0]).filter((n): n is string => n !== undefined);
  const all = numbersOf(table.rows.flatMap((r) => r.cells.slice(1)));
  if (all.length === 0 || all.some((n) => n.startsWith('+') || Math.abs(Number(n)) > 100)) return false;
  const perCriterion = numbersOf(table.rows.filter((r) => !scoring(r.cells[0] ?? '')).flatMap((r) => r.cells.slice(1).filter((_, i) => !totalColumns.has(i + 1))));
  if (perCriterion.some((n) => Number(n) > 10 || Number(n) < -5)) return false;
  return ![...table.header, ...table.rows.map((r) => r.cells[0] ?? '')].some((c) => UNIT.test(plainCell(c)));
}

/**
 * Named options as the rows or columns of a table that scores them (probe 56 row 4): a rubric
 * when some cell holds a score, and not a table of participants' stances or of the options' texts.
 */
function scoredByName(table: Table, warn: Warn, keys: OptionKeys): Rubric | null {
  const corner = plainCell(table.header[0] ?? '');
  // Said to score (a word, a total), or laid out as one: criteria down an unnamed first column (review 07g b1).
  if (PARTICIPANT_HEADER.test(corner) || !scoresLikeRubric(table) || !(saysItScores(table) || corner === '')) return null;
  const rubric = rubricFromTable(table, warn, (cell) => optionCell(cell) ?? namedCell(cell, keys));
  return rubric !== null && rubric.options.some((o) => o.total !== null) ? rubric : null;
}

/** A cell that writes out a named option's whole name ("Move to Cloudflare", probe 56 row 4): that option. */
function namedCell(cell: string, keys: OptionKeys | undefined): { key: string } | null {
  const text = plainCell(cell).toLowerCase();
  const option = text === '' ? undefined : keys?.named?.find((o) => o.name.toLowerCase() === text);
  return option === undefined ? null : { key: option.key };
}

function rubricFromTable(table: Table, warn: Warn, cellOption: (cell: string) => { key: string; label?: string } | null): Rubric | null {
  const headerOptions = table.header.slice(1).map(cellOption);
  const rowOptions = table.rows.map((row) => cellOption(row.cells[0] ?? ''));
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
    // Options are rows, criteria are columns; a label column ("제목", "title") is not a criterion.
    const totalColumn = table.header.findIndex((h, i) => i > 0 && TOTAL_LABEL.test(plainCell(h)));
    const labelColumn = table.header.findIndex((h, i) => i > 0 && /^(?:제목|이름|내용|설명|title|name|label|description)(?![\p{L}])/iu.test(plainCell(h)));
    table.header.forEach((h, i) => { if (i > 0 && i !== totalColumn && i !== labelColumn) criteria.push(plainCell(h)); });
    table.rows.forEach((row, r) => {
      const o = rowOptions[r];
      if (!o || options.has(o.key)) return;
      const label = o.label ?? (labelColumn === -1 ? undefined : plainCell(row.cells[labelColumn] ?? '') || undefined);
      const option: RubricOption = { key: o.key, ...(label ? { label } : {}), scores: [], total: null };
      table.header.forEach((_, i) => {
        if (i === 0 || i === labelColumn) return;
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
  return { criteria, options: [...options.values()], line: table.line };
}

/** The options with the highest total (ties all), or [] without totals. */
export function topOptions(rubric: Rubric): string[] {
  const totals = rubric.options.filter((o) => o.total !== null);
  if (totals.length === 0) return [];
  const best = maxOf(totals.map((o) => o.total!));
  return totals.filter((o) => o.total === best).map((o) => o.key);
}

/** A warning when the decision chose another option than the rubric's top score. */
export function rubricMismatch(file: string, rubric: Rubric, chosen: string | undefined, decisionLine: number | undefined): Diagnostic[] {
  const top = topOptions(rubric);
  if (chosen === undefined || top.length === 0 || top.includes(chosen)) return [];
  return [{
    severity: 'warning', code: 'minutes-rubric', file, line: decisionLine ?? rubric.line, path: 'R6',
    message: `the decision chose option ${chosen}, but the rubric's highest total is option ${top.join(' / ')}`,
  }];
}

/** Without a decision, the option R6 recommends in so many words ("B 추천", "recommend option C"). */
export function recommendedOption(lines: readonly NumberedLine[], keys: OptionKeys): string | undefined {
  for (const { text } of lines) {
    if (text.length > 1600 || text.includes('|')) continue;
    if (!/추천|선택|채택|recommend|chosen|choose|adopt/i.test(text)) continue;
    for (const clause of segmentClauses(text)) {
      const option = firstOptionReference(clause.text, keys);
      if (option !== undefined) return option;
    }
  }
  return undefined;
}
