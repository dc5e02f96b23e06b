// Every input format, in the order detection tries them. A file's kind (JSON or
// Markdown) comes from its content, whatever its extension says (`sniffKind`); within a
// kind the first plugin whose `detect` says yes reads the file.
import { findFence } from '../parse/frontmatterFence.ts';
import type { Diagnostic } from '../core/diagnostics.ts';
import { formatCount, MAX_MARKDOWN_LINES } from '../core/limits.ts';
import { withoutInvisibleSyntax } from '../parse/lineStartInvisibles.ts';
import { partialOf, type Checked } from '../core/result.ts';
import { readJsonDocument } from '../parse/jsonDocument.ts';
import { rawControlCharacterProblems } from '../parse/controlCharacters.ts';
import { LineIndex, type SourceText } from '../parse/source.ts';
import { aifFormat } from './aif/plugin.ts';
import { intermediateFormat } from './intermediate/plugin.ts';
import { minutesFormat } from './minutes/plugin.ts';
import { roundtableKgFormat } from './roundtable-kg/plugin.ts';
import { transcriptFormat } from './transcript/plugin.ts';
import { xaifFormat } from './xaif/plugin.ts';
import type { FormatInput, FormatOutcomeBase, FormatPlugin, FormatReading, SourceKind } from './types.ts';

/**
 * Detection order matters: more specific formats first (xAIF, an object with an `AIF` key,
 * before AIF; AIF before the intermediate graph, which also has `nodes` and `edges`), the
 * log (any object with a key of a log) last.
 */
export const FORMATS = [xaifFormat, aifFormat, intermediateFormat, roundtableKgFormat, transcriptFormat, minutesFormat] as const;

type AnyFormat = (typeof FORMATS)[number];
export type DebateFormat = AnyFormat['id'];
/** The format's own reading of a file, told apart by `format`. */
export type FormatDocument = ReturnType<AnyFormat['toGraph']>['document'];

/** What the `outcome` hooks return, told apart by `kind`. */
export type FormatOutcome = ReturnType<NonNullable<AnyFormat['outcome']>>;

export const DEBATE_FORMATS: readonly DebateFormat[] = FORMATS.map((f) => f.id);
export const formatById = (id: DebateFormat): AnyFormat => FORMATS.find((f) => f.id === id)!;

/** A plugin as its hooks are called: on documents of any format, each reaching its own. */
export type AnyPlugin = FormatPlugin<string, unknown, FormatDocument, FormatOutcome & FormatOutcomeBase>;

/** The plugins detection tries: FORMATS, then any registered (a spec's, an extension's). */
const plugins: AnyPlugin[] = [...FORMATS] as AnyPlugin[];

/** Adds a format after the built-in ones; returns what removes it again. */
export function registerFormat<Record, Document, Outcome extends FormatOutcomeBase>(plugin: FormatPlugin<string, Record, Document, Outcome>): () => void {
  if (plugins.some((p) => p.id === plugin.id)) throw new Error(`a format with id ${JSON.stringify(plugin.id)} is registered already`);
  plugins.push(plugin as unknown as AnyPlugin);
  return () => {
    const at = plugins.indexOf(plugin as unknown as AnyPlugin);
    if (at !== -1) plugins.splice(at, 1);
  };
}

/** The plugin that read a document, to call its hooks (types.ts); undefined for an id no plugin has. */
export const pluginOf = (format: string | undefined): AnyPlugin | undefined => plugins.find((f) => f.id === format);

export const FORMAT_LABELS = Object.fromEntries(FORMATS.map((f) => [f.id, f.label])) as Record<DebateFormat, string>;

const EXTENSIONS: Record<string, SourceKind> = { '.json': 'json', '.md': 'markdown', '.markdown': 'markdown' };
export const DEBATE_EXTENSIONS = Object.keys(EXTENSIONS);

/** The kind a file name says, or null when its extension is none of ours. */
export function kindFromFileName(file: string): SourceKind | null {
  const dot = file.lastIndexOf('.');
  return dot === -1 ? null : (EXTENSIONS[file.slice(dot).toLowerCase()] ?? null);
}

/**
 * The kind a text is, by its content (docs/decisions/format-by-content.md): JSON when its
 * first character after a BOM and white space is "{", or "[" (unless the file is named
 * .json, only when the whole text parses as JSON: `[12:00] Ana: …` is a transcript); else Markdown.
 */
export function sniffKind(text: string, named: SourceKind | null = null): SourceKind {
  const first = /[^\s\uFEFF]/.exec(text)?.[0];
  if (first === '{') return 'json';
  if (first !== '[') return 'markdown';
  if (named === 'json') return 'json';
  try {
    JSON.parse(text.replace(/^\uFEFF/, ''));
    return 'json';
  } catch {
    return 'markdown';
  }
}

export interface Interpreted extends FormatReading<FormatDocument> {
  format: DebateFormat;
}

/**
 * Reads a source as whichever format its content is, whatever its extension says; a file
 * whose extension says the other kind is read and told so. Never throws on bad input.
 */
export function interpretSource(source: SourceText, kind?: SourceKind): Checked<Interpreted> {
  const named = kindFromFileName(source.file);
  const actual = kind ?? sniffKind(source.text, named);
  const read = interpretKind(source, actual);
  return kind !== undefined || named === null || named === actual ? read : withExtensionNote(read, source, actual);
}

const KIND_WORDS: Record<SourceKind, string> = { json: 'JSON', markdown: 'Markdown' };

/**
 * A file read as the other kind than its extension says: a warning naming what it holds
 * and the name to give it, or, when it matches no format either, the same said in the error.
 */
function withExtensionNote(read: Checked<Interpreted>, { file, text }: SourceText, actual: SourceKind): Checked<Interpreted> {
  const extension = file.slice(file.lastIndexOf('.'));
  const holds = actual === 'json' ? `JSON (it starts with "${/[^\s\uFEFF]/.exec(text)?.[0]}")` : 'no JSON (a JSON file starts with "{" or "[")';
  if (!read.ok) {
    const diagnostics = read.diagnostics.map((d) => (d.code === 'unknown-format' ? { ...d, message: `this ${extension} file holds ${holds}, so it was read as ${KIND_WORDS[actual]}, which ${d.message}` } : d));
    return { ...read, diagnostics };
  }
  const { format } = read.value;
  const warning: Diagnostic = {
    severity: 'warning', code: 'file-extension', file, line: 1,
    message: `this ${extension} file holds ${holds}: read by its content as ${pluginOf(format)?.label ?? format}; rename it to ${pluginOf(format)?.extension ?? (actual === 'json' ? '.json' : '.md')}`,
  };
  return { ...read, diagnostics: [warning, ...read.diagnostics], value: { ...read.value, warnings: [warning, ...(read.value.warnings ?? [])] } };
}

function interpretKind(written: SourceText, kind: SourceKind): Checked<Interpreted> {
  const tooLong = kind === 'markdown' ? linesPastBudget(written) : null;
  if (tooLong !== null) return { ok: false, diagnostics: [tooLong] };
  // Every Markdown format reads a line's syntax without the zero-width characters in it, told.
  const unseen = kind === 'markdown' ? withoutInvisibleSyntax(written.file, written.text) : null;
  const source = unseen === null ? written : { ...written, text: unseen.text };
  const read = interpretText(source, kind);
  return unseen === null || unseen.warnings.length === 0 ? read : withWarnings(read, unseen.warnings);
}

/** A Markdown log of more lines than the budget: refused at the first line past it (probe 60; figures in docs/benchmarks.md). */
function linesPastBudget({ file, text }: SourceText): Diagnostic | null {
  let count = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < text.length - 1; at = text.indexOf('\n', at + 1)) {
    if (++count > MAX_MARKDOWN_LINES) {
      return { severity: 'error', code: 'too-many-lines', file, line: count, message: `the log has more than ${formatCount(MAX_MARKDOWN_LINES)} lines; the limit is ${formatCount(MAX_MARKDOWN_LINES)} per Markdown log; split the debate` };
    }
  }
  return null;
}

/** `warnings` put first among a reading's problems (and its warnings, when it was read). */
function withWarnings(read: Checked<Interpreted>, warnings: Diagnostic[]): Checked<Interpreted> {
  if (!read.ok) return { ...read, diagnostics: [...warnings, ...read.diagnostics] };
  return { ...read, diagnostics: [...warnings, ...read.diagnostics], value: { ...read.value, warnings: [...warnings, ...(read.value.warnings ?? [])] } };
}

function interpretText(source: SourceText, kind: SourceKind): Checked<Interpreted> {
  // A JSON file that parses is read by its format even when some of its strings or keys
  // break a rule (a control character, a repeated key): those problems come with the
  // format's own, so one bad entry never hides the others (parse/jsonDocument.ts).
  let json: ReturnType<typeof readJsonDocument> | undefined;
  const readJson = () => (json ??= readJsonDocument(source));
  const input: FormatInput = {
    source, kind,
    json: () => {
      const { document, diagnostics } = readJson();
      return document !== undefined ? { ok: true, value: document, diagnostics: [] } : { ok: false, diagnostics };
    },
  };
  // The control-character rule (parse/controlCharacters.ts): JSON strings are checked
  // where they are parsed (escapes included); Markdown text here, as written.
  const lines = kind === 'markdown' ? new LineIndex(source.text) : null;
  const own = lines ? rawControlCharacterProblems(source.file, source.text, (offset) => lines.position(offset)) : readJson().diagnostics;
  for (const plugin of plugins) {
    if (plugin.kind !== kind || !plugin.detect(input)) continue;
    const reading = read(plugin, input);
    const refused = kind === 'json' && plugin.readsCharacterReferences !== true ? [...own, ...(readJson().references ?? [])] : own;
    if (refused.length === 0) return reading;
    // Refused for its characters, the reading is still checked for the file's other problems (processDebate.ts).
    const partial = reading.ok ? reading.value : partialOf(reading);
    return { ok: false, diagnostics: [...refused, ...reading.diagnostics], ...(partial !== undefined ? { partial } : {}) };
  }
  // JSON by its name or first character, but not JSON: its syntax error says more than a list of formats.
  if (kind === 'json' && readJson().document === undefined) return { ok: false, diagnostics: own };
  // Frontmatter refused unread (`+++` TOML) may hold what would have told the format: said too.
  const fence = kind === 'markdown' ? findFence(source.text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n'), source.file) : null;
  const unread = fence?.kind === 'refused' ? [fence.problem] : [];
  return { ok: false, diagnostics: [...own, ...unread, { severity: 'error', code: 'unknown-format', file: source.file, line: 1, message: unknownFormatMessage(input) }] };
}

/**
 * What a file is not: the formats of its kind that were tried, the nearest one and why it
 * did not match (the plugin with the most of its marks says), and what each looks like.
 */
function unknownFormatMessage(input: FormatInput): string {
  const tried = plugins.filter((f) => f.kind === input.kind);
  let nearest: { label: string; marks: number; reason: string } | undefined;
  for (const plugin of tried) {
    const miss = plugin.nearMiss?.(input);
    if (miss !== undefined && (nearest === undefined || miss.marks > nearest.marks)) nearest = { label: plugin.label, ...miss };
  }
  const closest = nearest === undefined ? '' : `; closest: ${nearest.label}: ${nearest.reason}`;
  return `matches no debate format (tried ${tried.map((f) => f.label).join(', ')})${closest}; expected one of: ${tried.map((f) => f.shape).join(', or ')}`;
}

function read(plugin: AnyPlugin, input: FormatInput): Checked<Interpreted> {
  const parsed = plugin.parse(input);
  // A JSON format keeps unknown keys (shown on the page) but never `__proto__`, and a
  // number as JSON reads it (`1e999` is null): both said, not silent.
  const json = input.kind === 'json' ? input.json() : undefined;
  const leftOut = json?.ok ? [...json.value.leftOutKeys, ...(json.value.changedNumbers ?? [])] : [];
  // A reading that kept an error (a Markdown format whose frontmatter is no YAML mapping
  // reads its body still) is a failure that hands its reading on.
  if (parsed.ok && parsed.diagnostics.some((d) => d.severity === 'error')) {
    const partial = partialReading(plugin, parsed.value);
    return { ok: false, diagnostics: [...parsed.diagnostics, ...leftOut], ...(partial !== undefined ? { partial } : {}) };
  }
  if (!parsed.ok) {
    const partial = partialReading(plugin, partialOf(parsed));
    return { ok: false, diagnostics: [...parsed.diagnostics, ...leftOut], ...(partial !== undefined ? { partial } : {}) };
  }
  const reading = plugin.toGraph(parsed.value);
  const warnings = [...parsed.diagnostics, ...leftOut, ...(reading.warnings ?? [])];
  // A registered format's id is no DebateFormat of the types: it is one at run time.
  return { ok: true, diagnostics: warnings, value: { ...reading, format: plugin.id as DebateFormat, warnings } };
}

/** A failed file's valid parts as a graph, for the merge; none when even they cannot be read. */
function partialReading(plugin: AnyPlugin, partial: unknown): Interpreted | undefined {
  if (partial === undefined) return undefined;
  try {
    return { ...plugin.toGraph(partial), format: plugin.id as DebateFormat };
  } catch {
    // Only a check of what else is wrong: the file's own problems are listed already.
    return undefined;
  }
}
