// Options a meeting names by words, not by a letter or a number ("Managed Kafka",
// "全量迁移", "週次リリース"): where such a list defines them, and the forms a later text
// may use to name one — its whole name, a short form it set off in bold, quotes or
// brackets, or one distinctive word of its name that no other option's name contains.
// A word shared by two names names neither. Linear: each form is found by indexOf.
import { MAX_MEETING_OPTIONS } from '../../core/limits.ts';
import { MAX_STRUCTURE_LINE, squeeze } from '../../parse/frontmatter.ts';
import { plainCell } from './tables.ts';

/** Words that introduce a list of options, in a heading or a lead line ("Options:", "候选方案："). */
export const OPTIONS_WORDS = /(?<![\p{L}])(?:options?|alternatives|candidates|choices|approaches|proposals)(?![\p{L}])|선택지|후보|대안|選択肢|候補|方案|候选|选项|備選|备选/iu;

export interface NamedOption {
  key: string;
  name: string;
  /** The mark an options table numbered it with (`甲`, `No. 2`): names it only as a whole cell. */
  mark?: string;
  /** Every form that names this option, longest first, lower-cased. */
  forms: string[];
}

/** The name a list item gives: `**Name** — …`, `Name: …`, `「Name」…`, `Name（…）`, or a short item whole. */
export function namedItem(line: string): { name: string; short: string[] } | null {
  if (line.length > 4 * MAX_STRUCTURE_LINE) return null;
  // An emoji before the name (`- 🎬 **영상 강의** (…)`) is decoration, not the name.
  const text = squeeze(line).replace(/^(?:[-*+]|\d{1,2}[.)])[ \t]+/, '').replace(/^(?:\p{Extended_Pictographic}|\uFE0F|\u200D)+[ \t]*/u, '');
  const match = /^\*\*([^*]{1,60})\*\*/u.exec(text) ?? /^[「『“"]([^」』”"]{1,60})[」』”"]/u.exec(text)
    ?? /^([^:：—–(（]{1,60})(?:[ \t]*[:：—–]|[ \t]+-[ \t]|[ \t]*[(（])/u.exec(text);
  const name = match ? clean(match[1]!) : text.length <= 40 && !/[.。!?！？]$/u.test(text) ? clean(text) : null;
  if (name === null) return null;
  // A nickname the item sets off in quotes ("the notify route") names the option too.
  const rest = match ? text.slice(match[0].length) : '';
  const short = [...rest.matchAll(/「([^」]{2,30})」|“([^”]{2,30})”|"([^"]{2,30})"/gu)].map((m) => (m[1] ?? m[2] ?? m[3]!).trim());
  return { name, short };
}

const clean = (name: string): string | null => {
  // Italics around a name (`*Keep the template*`, `_Trim it_`) are emphasis, not the name.
  const trimmed = name.replace(/[\s:：.,。、]+$/u, '').trim().replace(/^([*_])(?!\1)([^*_\n]+)\1$/u, '$2').trim();
  return trimmed === '' || !/[\p{L}\p{N}]/u.test(trimmed) ? null : trimmed;
};

const STOP = new Set(['the', 'and', 'for', 'with', 'from', 'into', 'only', 'keep', 'use', 'using', 'our', 'all', 'new', 'per', 'via', 'then', 'one', 'two', 'more', 'less', 'just', 'plus', 'option', 'plan', 'approach', 'current', 'existing', 'team', 'based']);
const isLatinWord = (s: string) => /^[\p{Script=Latin}\p{N}][\p{Script=Latin}\p{N}'’.+-]*$/u.test(s);
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * An English name that opens with a verb, in its -ing form: "Trim it to four questions" →
 * "trimming it to four questions", "Keep the template" → "keeping the template" ("I'm for
 * trimming it…"). The whole rest of the name must follow, so a lone verb names nothing.
 */
function gerundName(name: string): string | null {
  const match = /^([a-z]{3,12})([ \t].{3,})$/u.exec(name);
  if (!match || STOP.has(match[1]!) && !['keep', 'use'].includes(match[1]!)) return null;
  const verb = match[1]!;
  if (/(?:ing|ed|s)$/u.test(verb)) return null;
  const stem = /[^aeiou]e$/u.test(verb) ? verb.slice(0, -1) : /^[^aeiou]*[aeiou][^aeiouwxy]$/u.test(verb) ? verb + verb.slice(-1) : verb;
  return `${stem}ing${match[2]!}`;
}

/** Short forms a name sets off itself: `Managed Kafka (MSK)` → MSK, `「週次」リリース` → 週次. */
function ownShortForms(name: string): string[] {
  const forms: string[] = [];
  for (const m of name.matchAll(/[(（]([^()（）]{2,30})[)）]|[「『“"]([^」』”"]{2,30})[」』”"]|\*\*([^*]{2,30})\*\*/gu)) forms.push((m[1] ?? m[2] ?? m[3]!).trim());
  return forms;
}

/** Words of a name: Latin words split at blanks; CJK parts split at separators. */
function words(name: string): string[] {
  const parts = name.split(/[\s/・、,，+＋&＆()（）「」『』"“”]+/u).map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')).filter((w) => w !== '');
  // Japanese names also give their Han words where the script changes: 製品リリースに同期 → 製品, 同期
  // (a katakana loanword such as チェック or リリース is too common a word to name an option).
  const runs = parts.flatMap((w) => (/[\p{Script=Katakana}\p{Script=Hiragana}]/u.test(w) && /\p{Script=Han}/u.test(w) ? w.match(/\p{Script=Han}{2,}/gu) ?? [] : []));
  return [...parts, ...runs];
}

/** The part of a CJK name left when what it shares with another name at its start or end is taken off. */
function cjkCore(name: string, others: readonly string[]): string | null {
  if (!CJK.test(name) || /\s/.test(name)) return null;
  let start = 0;
  let end = name.length;
  for (const other of others) {
    let p = 0;
    while (p < name.length && p < other.length && name[p] === other[p]) p++;
    let s = 0;
    while (s < name.length - p && s < other.length && name[name.length - 1 - s] === other[other.length - 1 - s]) s++;
    if (p >= 2 || (p >= 1 && s === 0)) start = Math.max(start, p);
    if (s >= 1) end = Math.min(end, name.length - s);
  }
  const core = name.slice(start, end);
  return core.length >= 2 && core.length < name.length ? core : null;
}

/**
 * Each option's naming forms. A form that another option's name also contains (a shared
 * word, "Kafka" in "Managed Kafka" and "Self-hosted Kafka") is dropped: it names neither.
 */
export function namingForms(options: ReadonlyArray<{ key: string; name: string; short?: readonly string[] }>): NamedOption[] {
  const lowerNames = options.map((o) => o.name.toLowerCase());
  return options.map((option, index) => {
    const others = lowerNames.filter((_, i) => i !== index);
    const name = lowerNames[index]!;
    const candidates = [name, ...(option.short ?? []).map((s) => s.toLowerCase()), ...ownShortForms(option.name).map((s) => s.toLowerCase())];
    const gerund = gerundName(name);
    if (gerund !== null) candidates.push(gerund);
    for (const word of words(option.name)) {
      // A Latin word of four letters or more, or an acronym or a word with a digit ("MSK", "S3").
      const distinctive = isLatinWord(word) ? word.length >= 4 || /^[A-Z0-9]{2,}$|\d/u.test(word) : CJK.test(word) && word.length >= 2;
      if (distinctive && !STOP.has(word.toLowerCase())) candidates.push(word.toLowerCase());
    }
    const core = cjkCore(name, others);
    if (core) candidates.push(core);
    const forms = [...new Set(candidates)].filter((f) => f.length >= 2 && (f === name || !others.some((o) => o.includes(f))));
    return { key: option.key, name: option.name, forms: forms.sort((a, b) => b.length - a.length) };
  });
}

/** Where a text names named options: the longest form wins at a place; Latin forms need word edges. */
export function namedMentions(text: string, named: readonly NamedOption[]): Array<{ key: string; start: number; end: number }> {
  const lower = text.toLowerCase();
  if (lower.length !== text.length || named.length === 0) return [];
  const found: Array<{ key: string; start: number; end: number }> = [];
  for (const option of named) {
    for (const form of option.forms) {
      const latinEdges = /^[\p{Script=Latin}\p{N}]/u.test(form);
      let guard = 0;
      for (let at = lower.indexOf(form); at !== -1 && guard < 200; at = lower.indexOf(form, at + form.length), guard++) {
        const end = at + form.length;
        if (latinEdges && (/[\p{L}\p{N}]/u.test(lower.charAt(at - 1)) || /[\p{Script=Latin}\p{N}]/u.test(lower.charAt(end)))) continue;
        found.push({ key: option.key, start: at, end });
      }
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: typeof found = [];
  for (const m of found) {
    const last = kept[kept.length - 1];
    if (last && m.start < last.end) continue;
    kept.push(m);
  }
  return kept;
}

export interface NamedDefinition {
  name: string;
  line: number;
  short?: string[];
  /** The mark a table numbers the option with (`| 甲 | … |`, `| No. 2 | … |`): a cell that is only this mark names it. */
  mark?: string;
}

type Line = { text: string; line: number };
type BlockLike = { kind: string; text: string; line: number; lines: readonly Line[] };

/** Two or more quoted or bold names on one line that speaks of options: `選択肢は「週次」「毎日」の二つ`. */
function inlineNames(entry: Line): NamedDefinition[] {
  if (entry.text.length > 4 * MAX_STRUCTURE_LINE || !OPTIONS_WORDS.test(entry.text)) return [];
  const names = [...entry.text.matchAll(/「([^」]{1,40})」|“([^”]{1,40})”|"([^"]{1,40})"|\*\*([^*]{1,40})\*\*/gu)].map((m) => clean(m[1] ?? m[2] ?? m[3] ?? m[4]!)).filter((n): n is string => n !== null && !OPTIONS_WORDS.test(n));
  return names.length >= 2 ? names.map((name) => ({ name, line: entry.line })) : [];
}

/** How a list of named items came to be taken for the options: the strongest reason first. */
export type NamedRunKind = 'introduced' | 'bold' | 'named-elsewhere';
export interface NamedRun { kind: NamedRunKind; items: NamedDefinition[] }

/**
 * The lists a section may name its options in: a list of two or more items under a
 * heading that speaks of options, or right after a lead line that does ("Options on the
 * table:", "候选方案：", "선택지") — or one lead line naming two or more in quotes or bold —
 * (`introduced`); a list whose every item opens with a bold name (`bold`); a plain list
 * whose names the meeting writes again elsewhere (`elsewhere`, lower-cased). Each item
 * gives a name (`namedItem`). Nested items, and lists with a roster line
 * (`Participants: …`), are not options.
 */
export function namedRuns(blocks: readonly BlockLike[], headingSaysOptions: boolean, elsewhere: string, isRoster: (text: string) => boolean): NamedRun[] {
  const runs: NamedRun[] = [];
  let introduced = headingSaysOptions;
  let run: Array<NamedDefinition & { key: string; bold: boolean }> = [];
  let roster = false;
  // A list may stand indented as a whole (`  1. …` in an e-mail); its own items share the
  // first one's indentation, and a deeper item is nested, not an option.
  let indent = -1;
  const flush = () => {
    // Named again elsewhere: two are enough, among the first options a meeting may have (a longer list is refused).
    let named = 0;
    for (const option of namingForms(run.slice(0, MAX_MEETING_OPTIONS + 1))) if (named < 2 && option.forms.some((f) => elsewhere.includes(f))) named++;
    const kind: NamedRunKind | null = run.length < 2 || roster ? null : introduced ? 'introduced' : run.every((d) => d.bold) ? 'bold' : named >= 2 ? 'named-elsewhere' : null;
    if (kind) runs.push({ kind, items: run.map((d) => ({ name: d.name, line: d.line, ...(d.short ? { short: d.short } : {}) })) });
    run = [];
    roster = false;
    indent = -1;
  };
  for (const block of blocks) {
    const at = /^ */u.exec(block.lines[0]?.text ?? '')![0].length;
    if (block.kind === 'item' && (indent === -1 ? at <= 3 : at === indent || at <= 1)) {
      if (indent === -1) indent = at;
      const item = namedItem(block.lines[0]!.text);
      roster ||= isRoster(block.lines[0]!.text.replace(/^\s*(?:[-*+]|\d{1,2}[.)])\s+/u, ''));
      if (item !== null) run.push({ key: String(run.length + 1), name: item.name, line: block.line, short: item.short, bold: /^\s*(?:[-*+]|\d{1,2}[.)])\s+\*\*/u.test(block.lines[0]!.text) });
      continue;
    }
    if (block.kind === 'item') continue;
    flush();
    if (block.kind === 'paragraph' || block.kind === 'heading') {
      const last = block.lines[block.lines.length - 1];
      const inline = block.kind === 'paragraph' ? block.lines.flatMap(inlineNames) : [];
      if (inline.length >= 2) runs.push({ kind: 'introduced', items: inline });
      introduced = headingSaysOptions || (last !== undefined && OPTIONS_WORDS.test(last.text) && /[:：]\s*(?:\*\*)?\s*$|^\s*\*\*[^*]{1,40}\*\*\s*$/u.test(last.text));
    }
  }
  flush();
  return runs;
}

/** The one list that names the options: the first introduced as such, else the first of bold names, else the first named again. */
export function chooseNamedRun(runs: readonly NamedRun[]): NamedDefinition[] {
  for (const kind of ['introduced', 'bold', 'named-elsewhere'] as const) {
    const run = runs.find((r) => r.kind === kind);
    if (run) return run.items;
  }
  return [];
}

const OPTION_COLUMN = /^(?:options?|alternatives?|candidates?|choices?|선택지|후보|대안|選択肢|候補|案|方案|选项|候选)(?![\p{L}])/iu;

/** A table's column of short names ("简称", "alias", "약칭", "略称"): each cell names its row's option too. */
const SHORT_COLUMN = /^(?:short(?:[ \t]+name)?|alias|aka|nickname|简称|簡称|略称|通称|别名|약칭|별칭|줄임말)(?![\p{L}])/iu;
/** A table's column of marks that number the rows ("No.", "#", "编号", "번호", "番号"). */
const MARK_COLUMN = /^(?:no\.?|#|id|key|编号|編號|序号|번호|番号|記号)$/iu;

/**
 * A table of options (`| 선택지 | 내용 |`, `| Option | What |`, `| 编号 | 方案 | 简称 |`): the
 * option column (the first, or the one its header names) names one option per row; a
 * quoted nickname in its row or a cell of a short-name column names it too, and a mark
 * column before it numbers it.
 */
export function namedFromTables(tables: ReadonlyArray<{ header: string[]; rows: ReadonlyArray<{ cells: string[]; line: number }> }>): NamedDefinition[] {
  for (const table of tables) {
    const header = table.header.map((h) => h.replace(/\*\*/g, '').trim());
    const markAt = MARK_COLUMN.test(header[0] ?? '') ? 0 : -1;
    const nameAt = OPTION_COLUMN.test(header[0] ?? '') ? 0 : markAt === 0 ? header.findIndex((h, i) => i > 0 && OPTION_COLUMN.test(h)) : -1;
    if (nameAt === -1) continue;
    const shortAt = header.findIndex((h, i) => i !== nameAt && SHORT_COLUMN.test(h));
    const found = table.rows.flatMap((row) => {
      const name = clean((row.cells[nameAt] ?? '').replace(/\*\*|`/g, ''));
      const rest = row.cells.filter((_, i) => i !== nameAt && i !== markAt && i !== shortAt).join(' ');
      const short = [...rest.matchAll(/「([^」]{2,30})」|“([^”]{2,30})”|"([^"]{2,30})"/gu)].map((m) => (m[1] ?? m[2] ?? m[3]!).trim());
      const own = shortAt === -1 ? '' : (row.cells[shortAt] ?? '').replace(/\*\*|`/g, '').trim();
      if (own.length >= 2 && own.length <= 30) short.push(own);
      const mark = markAt === -1 ? '' : (row.cells[markAt] ?? '').replace(/\*\*|`/g, '').trim();
      return name === null || name.length > 60 ? [] : [{ name, line: row.line, short, ...(mark !== '' && mark.length <= 12 ? { mark } : {}) }];
    });
    // Rows marked A, B, 1, 2 are keyed options (keyedFromTables), not named ones.
    if (found.some((f) => (f.mark !== undefined && /^(?:[A-Za-z]|[0-9]{1,5})$/u.test(f.mark)) || KEY_CELL.test(f.name))) continue;
    if (found.length >= 2) return found;
  }
  return [];
}

/** A row's key in a table of keyed options: `A`, `Option B`, `3`, `(C)`. */
const KEY_CELL = /^(?:option[ \t]+)?[(（]?([A-H]|[1-9])[)）]?$/iu;

/** A column that gives each option's title: `What`, `Title`, `Description`, `Option` (after a `#` column) … */
const TITLE_COLUMN = /^(?:what|title|name|options?|description|summary|approach|proposal|choice|idea|plan|details?|alternatives?|candidates?|내용|설명|제목|이름|선택지|案|内容|说明|描述|説明|名称|名前|タイトル|选项|選択肢|descripción|descrição|beschreibung|descrizione|titre|título|titel|titolo|nome|nombre|opción|opção|opzione|cosa|qué|quoi|was)$/iu;

/**
 * A table of keyed options (`| Option | What |` over `| A | LaunchDarkly (SaaS) |`, or `| # |
 * Option |`): each row's key from its first cell and its title from the first column whose
 * header names titles; none unless every row (two or more) has a key, no key twice, and a
 * title. Under an `Option` column with no column of titles (`| Option | Main risk |`) the
 * keys are the options, untitled; a table of criteria (`| # | Criterion | Weight |`) defines none.
 */
export function keyedFromTables(tables: ReadonlyArray<{ header: string[]; rows: ReadonlyArray<{ cells: string[]; line: number }> }>): Array<{ key: string; title?: string; line: number }> {
  for (const table of tables) {
    const head = table.header.map(plainCell);
    const titleAt = head.findIndex((cell, i) => i > 0 && TITLE_COLUMN.test(cell));
    const keyColumn = OPTION_COLUMN.test(head[0] ?? '') || (MARK_COLUMN.test(head[0] ?? '') && titleAt !== -1);
    if (table.rows.length < 2 || !keyColumn) continue;
    const found = table.rows.map((row) => {
      const key = KEY_CELL.exec(plainCell(row.cells[0] ?? ''))?.[1]?.toUpperCase();
      if (key === undefined) return null;
      if (titleAt === -1) return { key, line: row.line };
      // A title that writes its key again (`| A | A: Vale with house rules |`) is the rest.
      const written = (row.cells[titleAt] ?? '').replace(/\*\*|`/g, '').trim();
      const title = clean(written.replace(new RegExp(`^(?:option[ \\t]+)?${key}[ \\t]*[:：.)—–-][ \\t]*`, 'iu'), ''));
      return title === null ? null : { key, title, line: row.line };
    });
    const keyed = found.filter((f) => f !== null);
    if (keyed.length === found.length && new Set(keyed.map((f) => f.key)).size === keyed.length) return keyed;
  }
  return [];
}
