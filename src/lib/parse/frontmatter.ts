// YAML frontmatter of the Markdown formats (/debate transcripts, roundtable minutes),
// and the loose date forms those tools write. Pure: text in, data and diagnostics out.
import { isMap, isNode, isScalar, parseDocument, visit, type Document } from 'yaml';
import { collapsedPrefix } from '../core/escape.ts';
import type { Diagnostic } from '../core/diagnostics.ts';
import { partialOf, type Checked } from '../core/result.ts';
import { findFence } from './frontmatterFence.ts';
import { LineIndex, type SourceText } from './source.ts';
import { DATA_SCALAR_TAGS, findEntryOverflow, nonTextScalars, withoutRefused, yamlDataProblems } from './yamlData.ts';

export interface Frontmatter {
  /** The frontmatter's keys, in file order; null when the file has no frontmatter. */
  data: Map<string, unknown> | null;
  /** The Markdown after the closing `---` (the whole text when there is no frontmatter). */
  body: string;
  /** 1-based line of the file where `body` starts. */
  bodyLine: number;
  /** Where a key (`["date"]`) or an item (`["tags", 1]`) is in the file; the first line without frontmatter. */
  locate: (path: ReadonlyArray<string | number>) => { line: number; column: number };
  /** The line of a `...` closer (YAML's document end) instead of `---`; absent otherwise. */
  documentEndLine?: number;
  /** True when the first line is `---` and no closing line follows (read as no frontmatter, warned). */
  unclosed?: true;
}

const lineOf = ({ line }: { line: number }) => ({ line });

const atStart = () => ({ line: 1, column: 1 });

/** Deeper than any frontmatter needs; bounds the recursive conversion below. */
const MAX_YAML_DEPTH = 32;
/** Aliases may repeat a subtree; this caps the "billion laughs" expansion. */
const MAX_YAML_ALIASES = 100;

/**
 * Splits a leading `---` … `---` block off the text and parses it as YAML. Every scalar
 * comes out as the string written (failsafe schema): `date: 2026-06-03` stays a string,
 * `title: 2026` is "2026", `empty:` is "". A YAML null (`title: null`, `tags: [a, ~]`)
 * is "" too, with a warning, and a number in a list is said (yamlData.ts nonTextScalars).
 * Sequences are arrays, mappings are Maps.
 */
/**
 * Failed (frontmatter that is no YAML mapping), the result still hands on the body with an
 * empty frontmatter (`partial`), so a format reads the rest and lists its problems too;
 * frontmatter that is refused unread (`+++` TOML: frontmatterFence.ts) hands on the whole
 * text as the body, with no frontmatter, as it was read before.
 */
export function splitFrontmatter(source: SourceText): Checked<Frontmatter> {
  const { file } = source;
  // decodeSource already strips a BOM and CRLF; callers that skip it get the same result.
  const text = source.text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const fence = findFence(text, file);
  if (fence.kind === 'none') return { ok: true, value: { data: null, body: text, bodyLine: 1, locate: atStart }, diagnostics: [] };
  // Frontmatter refused unread (TOML) fails, the whole text its body as before; a `---` never closed is warned.
  if (fence.kind === 'refused') return { ok: false, diagnostics: [fence.problem], partial: { data: null, body: text, bodyLine: 1, locate: atStart } };
  if (fence.kind === 'unclosed') return { ok: true, value: { data: null, body: text, bodyLine: 1, locate: atStart, unclosed: true }, diagnostics: [fence.problem] };
  const { firstBreak, close } = fence;

  const yamlText = text.slice(firstBreak + 1, close.start);
  const body = text.slice(close.end);
  const bodyLine = close.lineNumber + 1;
  const yaml = new YamlBlock(file, yamlText);
  const read = yaml.read();
  if (!read.ok) {
    const kept = partialOf(read);
    return { ...read, partial: { data: kept?.data instanceof Map ? (kept.data as Map<string, unknown>) : new Map(), body, bodyLine, locate: kept?.locate ?? atStart } };
  }
  const { value: { data: converted, locate }, diagnostics } = read;
  // A note needs this line: Astro reads a note's frontmatter only up to a "---" (notes/noteFrontmatter.ts).
  const closer = close.marker === '...' ? { documentEndLine: close.lineNumber } : {};
  if (converted === null || converted === undefined || converted === '') {
    return { ok: true, value: { data: new Map(), body, bodyLine, locate, ...closer }, diagnostics };
  }
  if (!(converted instanceof Map)) {
    const found = Array.isArray(converted) ? 'a list' : 'a single value (no "key:")';
    diagnostics.push({ ...yaml.problem('error', `frontmatter must be "key: value" lines (a YAML mapping), not a list or a single value; found ${found}`), ...lineOf(locate([])) });
    return { ok: false, diagnostics, partial: { data: new Map(), body, bodyLine, locate } };
  }
  return { ok: true, value: { data: converted as Map<string, unknown>, body, bodyLine, locate, ...closer }, diagnostics };
}

/** The YAML between the fences, read as data with every problem at its line of the file. */
class YamlBlock {
  private readonly file: string;
  private readonly yamlText: string;
  private readonly yamlLines: LineIndex;

  constructor(file: string, yamlText: string) {
    this.file = file;
    this.yamlText = yamlText;
    this.yamlLines = new LineIndex(yamlText);
  }

  private at(offset: number | undefined): number {
    return 1 + (offset === undefined ? 0 : this.yamlLines.position(Math.min(offset, this.yamlText.length)).line);
  }

  problem(severity: Diagnostic['severity'], message: string, offset?: number): Diagnostic {
    return { severity, code: 'frontmatter', file: this.file, line: this.at(offset), path: 'frontmatter', message };
  }

  /** Refused before parsing: too many entries, or nested too deep. */
  private tooBig(): Diagnostic | null {
    const { file, yamlText } = this;
    // Counted before the parser builds anything: its cost grows with every key and item.
    const tooMany = findEntryOverflow(yamlText);
    if (tooMany !== null) return { severity: 'error', code: 'too-large', file, line: 1 + tooMany.line, path: 'frontmatter', message: tooMany.message };
    // The YAML parser recurses per level: a hostile file nested thousands deep would overflow
    // the stack, so nesting is measured first and refused with the line where it goes too deep.
    const tooDeep = findExcessiveNesting(yamlText, MAX_YAML_DEPTH);
    if (tooDeep === null) return null;
    return {
      severity: 'error', code: 'frontmatter', file, line: 1 + tooDeep.line, path: 'frontmatter',
      message: `the frontmatter is nested more than ${MAX_YAML_DEPTH} levels deep here; frontmatter is read only up to ${MAX_YAML_DEPTH} levels`,
    };
  }

  read(): Checked<{ data: unknown; locate: Frontmatter['locate'] }> {
    const { file, yamlText, yamlLines } = this;
    const diagnostics: Diagnostic[] = [];
    const tooBig = this.tooBig();
    if (tooBig !== null) return { ok: false, diagnostics: [tooBig] };
    let doc: Document | undefined;
    try {
      // Data, not types (yamlData.ts): no tag beyond JSON's resolves to anything but text,
      // and duplicate keys are found there with a Set (the parser's own check is quadratic).
      doc = parseDocument(yamlText, { schema: 'failsafe', customTags: DATA_SCALAR_TAGS, resolveKnownTags: false, prettyErrors: false, uniqueKeys: false });
      // An unresolved tag is refused below, as an error at its line.
      for (const warning of doc.warnings) if (warning.code !== 'TAG_RESOLVE_FAILED') diagnostics.push(this.problem('warning', `YAML: ${warning.message}`, warning.pos[0]));
      if (doc.errors.length > 0) {
        for (const error of doc.errors) diagnostics.push(this.problem('error', `invalid YAML: ${error.message}`, error.pos[0]));
        return { ok: false, diagnostics };
      }
      // Every tag, duplicate key and control character (written raw or as a YAML escape:
      // "\e", "\x01", "\N"), each at its line and column.
      const position = (offset: number) => {
        const { line, column } = yamlLines.position(Math.min(offset, yamlText.length));
        return { line: line + 1, column };
      };
      const dataProblems = yamlDataProblems(doc, file, yamlText, position);
      if (dataProblems.length > 0) {
        // Refused, the rest is still read, so the file's other problems are found beside these;
        // an alias of what was left out (`title: *a`) leaves nothing to read, never another error.
        const kept = withoutRefused(doc);
        let data: unknown = new Map();
        try {
          data = toPlainData(kept.toJS({ mapAsMap: true, maxAliasCount: MAX_YAML_ALIASES }), 0);
        } catch {
          // The refusals above are the file's problems.
        }
        return { ok: false, diagnostics: [...diagnostics, ...dataProblems], partial: { data, locate: nodeLocator(kept, position) } };
      }
      // A null never becomes the word "null"; a number in a list is said (yamlData.ts).
      for (const warning of nonTextScalars(doc, file, position)) diagnostics.push(warning);
      const data = toPlainData(doc.toJS({ mapAsMap: true, maxAliasCount: MAX_YAML_ALIASES }), 0);
      return { ok: true, value: { data, locate: nodeLocator(doc, position) }, diagnostics };
    } catch (cause) {
      // Unresolved aliases, alias bombs and pathological nesting end up here; an alias's
      // problem is located at the alias (the unresolved one, or the first of a bomb).
      const message = cause instanceof Error ? cause.message : String(cause);
      diagnostics.push(this.problem('error', `invalid YAML: ${message}`, doc === undefined ? undefined : aliasOffset(doc, message)));
      return { ok: false, diagnostics };
    }
  }
}

/**
 * Where a path is in the frontmatter: a top-level key at the key itself (`layout:`, also
 * when its value is empty), a deeper one at its value, else the nearest enclosing node.
 */
function nodeLocator(doc: Document, position: (offset: number) => { line: number; column: number }): Frontmatter['locate'] {
  const root = doc.contents;
  let keys: Map<string, number> | undefined; // each top-level key's offset, the first of a repeated one, made once
  return (path) => {
    if (isMap(root) && path.length === 1) {
      keys ??= new Map(root.items.flatMap((item) => (isScalar(item.key) && item.key.range ? [[String(item.key.value), item.key.range[0]] as const] : [])).reverse());
      const offset = keys.get(String(path[0]));
      if (offset !== undefined) return position(offset);
    }
    for (let n = path.length; n > 0; n--) {
      const node: unknown = doc.getIn(path.slice(0, n), true);
      if (isNode(node) && node.range) return position(node.range[0]);
    }
    return isNode(root) && root.range ? position(root.range[0]) : { line: 2, column: 1 };
  };
}

/** Where the alias a YAML error is about starts: the unresolved one it names, else the first alias. */
function aliasOffset(doc: Document, message: string): number | undefined {
  const unresolved = /^Unresolved alias[^:]*: (.+)$/.exec(message)?.[1];
  let offset: number | undefined;
  visit(doc, {
    Alias(_key, node) {
      if (unresolved !== undefined && node.source !== unresolved) return undefined;
      offset = node.range?.[0];
      return visit.BREAK;
    },
  });
  return offset;
}

/**
 * The first line (1-based within the YAML text) where block indentation levels, `- `
 * sequence markers and open flow brackets together go deeper than `limit`; null when
 * the text stays within it. Lexical and linear, so it is safe on any input; quoted
 * brackets may overcount, which only matters past `limit` levels.
 */
export function findExcessiveNesting(yamlText: string, limit: number): { line: number } | null {
  const indents: number[] = [];
  let flow = 0;
  let lineNumber = 0;
  for (const raw of yamlText.split('\n')) {
    lineNumber++;
    let i = 0;
    while (i < raw.length && raw[i] === ' ') i++;
    if (flow === 0) {
      if (i === raw.length || raw[i] === '#') continue;
      while (indents.length > 0 && indents[indents.length - 1]! >= i) indents.pop();
      indents.push(i);
    }
    // `- - - x` nests a sequence per marker on one line.
    let markers = 0;
    while (flow === 0 && raw.startsWith('- ', i)) {
      markers++;
      i += 2;
      while (i < raw.length && raw[i] === ' ') i++;
    }
    if (indents.length + markers > limit) return { line: lineNumber };
    let quote = '';
    for (; i < raw.length; i++) {
      const c = raw[i]!;
      if (quote !== '') {
        if (c === quote) quote = '';
      } else if (c === '"' || c === "'") {
        quote = c;
      } else if (c === '#' && (i === 0 || raw[i - 1] === ' ')) {
        break;
      } else if (c === '[' || c === '{') {
        flow++;
        if (indents.length + markers + flow > limit) return { line: lineNumber };
      } else if ((c === ']' || c === '}') && flow > 0) {
        flow--;
      }
    }
  }
  return null;
}

/** YAML's JS value with string keys only, depth-bounded; anything odd becomes a string. */
function toPlainData(value: unknown, depth: number): unknown {
  if (depth > MAX_YAML_DEPTH) return '';
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((item) => toPlainData(item, depth + 1));
  if (value instanceof Map) {
    const map = new Map<string, unknown>();
    for (const [key, item] of value) map.set(keyText(key), toPlainData(item, depth + 1));
    return map;
  }
  return String(value);
}

function keyText(key: unknown): string {
  if (typeof key === 'string') return key;
  if (key === null || key === undefined) return '';
  if (Array.isArray(key) || key instanceof Map) return JSON.stringify(toJsonable(key, 0));
  return String(key);
}

function toJsonable(value: unknown, depth: number): unknown {
  if (depth > MAX_YAML_DEPTH) return null;
  if (Array.isArray(value)) return value.map((v) => toJsonable(v, depth + 1));
  if (value instanceof Map) return [...value].map(([k, v]) => [toJsonable(k, depth + 1), toJsonable(v, depth + 1)]);
  return value === undefined ? null : value;
}

// ---------------------------------------------------------------------------------
// Frontmatter value helpers shared by the Markdown formats.

/** A scalar frontmatter value as trimmed text; undefined when absent, empty or not a scalar. */
export function frontmatterString(data: Map<string, unknown> | null, key: string): string | undefined {
  const value = data?.get(key);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** A list value (`[a, b]`, a block list, or "a, b" as one string) as trimmed non-empty strings. */
export function frontmatterList(data: Map<string, unknown> | null, key: string, leftOut?: (message: string) => void): string[] | undefined {
  const value = data?.get(key);
  if (value === undefined) return undefined;
  const items: unknown[] = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
  const texts = items.filter((item): item is string => typeof item === 'string');
  // A nested list, a map or an alias to one is no text: said, never dropped without a word.
  const dropped = items.length - texts.length;
  if (dropped > 0) leftOut?.(`${key}: ${dropped === 1 ? 'an item is' : `${dropped} items are`} not text (a nested list or a map, as a recursive alias makes) and ${dropped === 1 ? 'was' : 'were'} left out; write each as text`);
  return texts.map((item) => item.trim()).filter((item) => item !== '');
}

// ---------------------------------------------------------------------------------
// Dates.

export interface LooseDate {
  /** YYYY-MM-DD. */
  date: string;
  /** HH:mm, when the text had a time. */
  time?: string;
  /** `Z` or `±HH:mm`, when the text had an offset. */
  offset?: string;
}

// Anchored, no nested quantifiers: linear on any input.
const LOOSE_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?)?(?:[ ]?(Z|[+-]\d{2}:?\d{2}))?$/i;

/** `2026-06-03`, `2026-05-18T12:31+09:00`, `2026-08-10T23:15:00+09:00`, `…Z`; null otherwise. */
export function parseLooseDate(text: string): LooseDate | null {
  const trimmed = text.trim().replace(/^(["'])(.*)\1$/, '$2');
  if (trimmed.length > 40) return null;
  const match = LOOSE_DATE.exec(trimmed);
  if (!match) return null;
  const [, year, month, day, hours, minutes, seconds, offset] = match;
  const date = `${year}-${month}-${day}`;
  if (!isCalendarDate(date)) return null;
  const result: LooseDate = { date };
  if (hours !== undefined && minutes !== undefined) {
    if (Number(hours) > 23 || Number(minutes) > 59 || (seconds !== undefined && Number(seconds) > 59)) return null;
    result.time = `${hours}:${minutes}`;
  }
  if (offset !== undefined) {
    if (hours === undefined) return null; // an offset without a time is not a form these tools write
    const normalised = normaliseOffset(offset);
    if (normalised === null) return null;
    result.offset = normalised;
  }
  return result;
}

function normaliseOffset(offset: string): string | null {
  if (offset.toUpperCase() === 'Z') return 'Z';
  const match = /^([+-])(\d{2}):?(\d{2})$/.exec(offset);
  if (!match || Number(match[2]) > 14 || Number(match[3]) > 59) return null;
  return `${match[1]}${match[2]}:${match[3]}`;
}

export function isCalendarDate(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
}

export interface FileNameDate {
  date: string;
  time?: string;
  title?: string;
}

/**
 * Date, time and title from a minutes file name as the harness writes it:
 * `yyyy-MM-dd-HH-mm-title.md` or `yyyy-MM-dd-HHmm-title.md`; `yyyy-MM-dd-title.md` gives
 * date and title. A directory part and the extension are ignored. Null without a date.
 */
export function dateFromFileName(name: string): FileNameDate | null {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/\.(?:md|markdown|txt)$/i, '');
  if (base.length > 300) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:-(.*))?$/.exec(base);
  if (!match) return null;
  const date = `${match[1]}-${match[2]}-${match[3]}`;
  if (!isCalendarDate(date)) return null;
  let rest = match[4] ?? '';
  const result: FileNameDate = { date };
  const time = /^(\d{2})-?(\d{2})(?:-|$)/.exec(rest);
  if (time && Number(time[1]) <= 23 && Number(time[2]) <= 59) {
    result.time = `${time[1]}:${time[2]}`;
    rest = rest.slice(time[0].length);
  }
  const title = rest.replace(/-+/g, ' ').trim();
  if (title !== '') result.title = title;
  return result;
}

// ---------------------------------------------------------------------------------
// Small text helpers shared by the Markdown formats.

/** Longest line the structural patterns look at; longer lines are always plain content. */
export const MAX_STRUCTURE_LINE = 400;

/** Trimmed, with runs of spaces and tabs collapsed: the form structural patterns match. */
export const squeeze = (line: string): string => line.trim().replace(/[ \t]+/g, ' ');

/** The first sentence of a Markdown text, on one line, at most `max` characters. */
export function firstSentence(markdown: string, max = 120): string {
  // One unit past `max` decides as the whole text would: a sentence end found there is cut anyway.
  const oneLine = collapsedPrefix(markdown, max + 1);
  const end = oneLine.search(/[.!?。！？](?:\s|$)/);
  const sentence = end === -1 ? oneLine : oneLine.slice(0, end + 1);
  return sentence.length <= max ? sentence : `${sentence.slice(0, max - 1).trimEnd()}…`;
}

/** True for fenced-code delimiters (``` or ~~~), so structure inside code is ignored. */
export const isFenceLine = (line: string): boolean => /^ {0,3}(?:```|~~~)/.test(line);
