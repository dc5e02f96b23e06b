// The per-line account every Markdown format's parser keeps: each line read into the
// record or reported as not interpreted (docs/decisions/line-accounting.md).
import type { Diagnostic } from '../core/diagnostics.ts';
import { formatCount } from '../core/limits.ts';
import { partialOf, type Parsed } from '../core/result.ts';
import { splitFrontmatter, type Frontmatter } from './frontmatter.ts';
import { HTML_COMMENT_REASON, withoutCommentLines } from './htmlComments.ts';
import type { NumberedLine } from './markdownLines.ts';
import type { SourceText } from './source.ts';

/** Text the parser kept but did not understand, one entry per line. */
export interface NotInterpretedLine {
  line: number;
  text: string;
  /** The section it stood in, as written ("Notes", "preamble", "Agent A — Round 2"). */
  section: string;
  /** Set when only blank lines separate it from the previous not-interpreted line of its section. */
  continues?: true;
  /** Why it was not interpreted ("unknown section", "outcome not recognised"). */
  reason: string;
}

/**
 * What a read line became: part of a `node` (a claim, a persona's position, the synthesis),
 * of a `relation` (a stance, a concession), or a `field` of the record (a heading, a status
 * line, a date, a reason). A line that gave several is counted once, node before relation
 * before field.
 */
export type LineRole = 'node' | 'relation' | 'field';
const ROLE_RANK: Record<LineRole, number> = { field: 0, relation: 1, node: 2 };

/** The reason given when a parser reports a line without saying why. */
export const DEFAULT_NOT_INTERPRETED_REASON = 'kept as written; the reader has no rule for it';

/** A field a line was read into, in a few words ("frontmatter", "action item: who, what"). */
export interface LineNote {
  line: number;
  what: string;
  /** Noted with `noteFallback`: said only when the graph places nothing on the line. */
  fallback?: true;
}

export interface LineAccount {
  /** Non-empty lines read into the record, ascending. */
  read: number[];
  /** Non-empty lines reported as not interpreted, ascending. */
  notInterpreted: number[];
  /** Non-empty lines the parser neither read nor reported (always empty unless we have a bug). */
  missed: number[];
  /** The read lines again, by what each became (every read line is in exactly one list). */
  readAs?: Record<LineRole, number[]>;
}

export class LineLedger {
  private readonly readLines = new Map<number, LineRole>();
  private readonly reported = new Map<number, NotInterpretedLine>();
  private readonly notes = new Map<number, string[]>();
  private readonly fallbacks = new Map<number, string>();
  /** Set once a parser says what its lines became; only then does the account list `readAs`. */
  private rolesGiven = false;
  /** Lines taken out before the parsers read (HTML comments): never read, whatever range covers them. */
  private readonly setAsideLines = new Set<number>();

  /**
   * A line read into the record as (part of) a node, a relation or a field (the weightiest
   * role wins); without a role, a field.
   */
  read(line: number, role?: LineRole): void {
    if (role !== undefined) this.rolesGiven = true;
    if (this.setAsideLines.has(line)) return;
    const given = role ?? 'field';
    const before = this.readLines.get(line);
    if (before === undefined || ROLE_RANK[given] > ROLE_RANK[before]) this.readLines.set(line, given);
  }

  /** The line was read into a field of the record; `what` says which. */
  note(line: number, what: string): void {
    this.read(line);
    const list = this.notes.get(line) ?? [];
    if (!list.includes(what)) list.push(what);
    this.notes.set(line, list);
  }

  noteAll(lines: Iterable<NumberedLine>, what: string): void {
    for (const l of lines) if (l.text.trim() !== '') this.note(l.line, what);
  }

  /** What a read line is when nothing more specific was noted for it. */
  noteFallback(lines: Iterable<NumberedLine>, what: string): void {
    for (const l of lines) {
      if (l.text.trim() === '') continue;
      this.read(l.line);
      if (!this.fallbacks.has(l.line)) this.fallbacks.set(l.line, what);
    }
  }

  readAll(lines: Iterable<NumberedLine>, role?: LineRole): void {
    for (const l of lines) this.read(l.line, role);
  }

  readRange(from: number, to: number, role?: LineRole): void {
    for (let line = from; line <= to; line++) this.read(line, role);
  }

  /** Lines blanked before the parsers read the text: reported, and never read by a range over them. */
  setAside(lines: Iterable<NumberedLine>, reason: string): void {
    for (const l of lines) this.setAsideLines.add(l.line);
    this.report(lines, '', reason);
  }

  /** What the ledger holds now, to go back to when a reading is tried and given up (`restore`). */
  snapshot(): () => void {
    const saved = { readLines: new Map(this.readLines), reported: new Map(this.reported), notes: new Map([...this.notes].map(([k, v]) => [k, [...v]])), fallbacks: new Map(this.fallbacks), setAside: new Set(this.setAsideLines), rolesGiven: this.rolesGiven };
    return () => {
      for (const [mine, theirs] of [[this.readLines, saved.readLines], [this.reported, saved.reported], [this.notes, saved.notes], [this.fallbacks, saved.fallbacks]] as Array<[Map<number, unknown>, Map<number, unknown>]>) {
        mine.clear();
        for (const [k, v] of theirs) mine.set(k, v);
      }
      this.setAsideLines.clear();
      for (const line of saved.setAside) this.setAsideLines.add(line);
      this.rolesGiven = saved.rolesGiven;
    };
  }

  /** Lines kept but not understood; a line read elsewhere stays read. */
  report(lines: Iterable<NumberedLine>, section: string, reason: string = DEFAULT_NOT_INTERPRETED_REASON): void {
    for (const l of lines) {
      if (l.text.trim() !== '' && !this.reported.has(l.line)) this.reported.set(l.line, { line: l.line, text: l.text, section, reason });
    }
  }

  /**
   * The account over every line of the file (`text` as decoded, 1-based lines), and the
   * not-interpreted lines in file order. Read wins over reported.
   */
  finish(text: string): { account: LineAccount; notInterpreted: NotInterpretedLine[]; notes: LineNote[] } {
    const lines = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split('\n');
    const readAs: Record<LineRole, number[]> = { node: [], relation: [], field: [] };
    const account: LineAccount = { read: [], notInterpreted: [], missed: [], ...(this.rolesGiven ? { readAs } : {}) };
    const notInterpreted: NotInterpretedLine[] = [];
    const notes: LineNote[] = [];
    lines.forEach((content, i) => {
      const line = i + 1;
      if (content.trim() === '') return;
      const role = this.readLines.get(line);
      if (role !== undefined) {
        account.read.push(line);
        readAs[role].push(line);
        const own = this.notes.get(line);
        const fallback = this.fallbacks.get(line);
        if (own) for (const what of own) notes.push({ line, what });
        else if (fallback !== undefined) notes.push({ line, what: fallback, fallback: true });
      } else {
        const entry = this.reported.get(line) ?? { line, text: content, section: '', reason: 'not read (a gap in the parser)' };
        if (this.reported.has(line)) account.notInterpreted.push(line);
        else account.missed.push(line);
        const previous = notInterpreted[notInterpreted.length - 1];
        const continues = previous !== undefined && previous.section === entry.section && lines.slice(previous.line, line - 1).every((t) => t.trim() === '');
        notInterpreted.push(continues ? { ...entry, continues: true } : entry);
      }
    });
    return { account, notInterpreted, notes };
  }
}

/** Ranges a warning names before it counts the rest: a message stays one readable line (probe 36 Q1). */
const RANGES_NAMED = 30;

/**
 * "3, 7–9, 12": line numbers as ranges, for one warning instead of one per line; past
 * RANGES_NAMED ranges, the rest counted ("…, and 79,970 more lines: `validate --explain` lists each").
 */
export function lineRanges(lines: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (parts.length === RANGES_NAMED) {
      const more = lines.length - i;
      return `${parts.join(', ')}, and ${formatCount(more)} more line${more === 1 ? '' : 's'} (\`validate --explain\` lists each)`;
    }
    const start = lines[i]!;
    let end = start;
    while (i + 1 < lines.length && lines[i + 1] === end + 1) end = lines[++i]!;
    parts.push(start === end ? String(start) : `${start}–${end}`);
  }
  return parts.join(', ');
}

/** One warning naming every not-interpreted line, located at the first; none when all was read. */
export function notInterpretedWarning(file: string, code: string, lines: readonly NotInterpretedLine[]): Diagnostic[] {
  if (lines.length === 0) return [];
  const numbers = lines.map((l) => l.line);
  return [{
    severity: 'warning', code, file, line: numbers[0]!,
    message: `${formatCount(numbers.length)} line${numbers.length === 1 ? ' was' : 's were'} not interpreted (kept and shown as "not interpreted" on the page): line${numbers.length === 1 ? '' : 's'} ${lineRanges(numbers)}`,
  }];
}

/** Consecutive not-interpreted lines of one section, as the page shows them. */
export interface NotInterpretedBlock {
  from: number;
  to: number;
  section: string;
  /** The lines as written, blank lines between them kept. */
  text: string;
  /** Why they were not interpreted (the first line's reason). */
  reason: string;
}

/** Lines of one section that follow each other (blank lines between them allowed) form one block. */
export function groupNotInterpreted(lines: readonly NotInterpretedLine[] | undefined): NotInterpretedBlock[] {
  const blocks: NotInterpretedBlock[] = [];
  for (const l of lines ?? []) {
    const last = blocks[blocks.length - 1];
    if (last && l.continues === true) {
      last.text += `${'\n'.repeat(l.line - last.to)}${l.text}`;
      last.to = l.line;
    } else {
      blocks.push({ from: l.line, to: l.line, section: l.section, text: l.text, reason: l.reason });
    }
  }
  return blocks;
}

/**
 * The start every Markdown format shares: the frontmatter split off (its lines counted as
 * read), the diagnostics so far, a `warn` that locates a warning, and the ledger.
 */
export function beginMarkdownDocument(source: SourceText): Parsed<{
  split: Frontmatter;
  diagnostics: Diagnostic[];
  warn: (code: string, message: string, line?: number, path?: string) => void;
  ledger: LineLedger;
}> {
  // Frontmatter that is no YAML mapping is the invalid part: its errors are kept and the
  // body is still read, so the format's own problems are listed with them.
  const split = splitFrontmatter(source);
  const frontmatter = split.ok ? split.value : partialOf(split);
  if (frontmatter === undefined) return { ok: false, diagnostics: split.diagnostics };
  const diagnostics: Diagnostic[] = [...split.diagnostics];
  const warn = (code: string, message: string, line?: number, path?: string) =>
    diagnostics.push({ severity: 'warning', code, file: source.file, message, ...(line === undefined ? {} : { line }), ...(path ? { path } : {}) });
  const ledger = new LineLedger();
  if (frontmatter.data !== null) {
    for (let line = 1; line < frontmatter.bodyLine; line++) ledger.note(line, 'frontmatter');
  }
  const { body, comments } = withoutCommentLines(frontmatter.body, frontmatter.bodyLine);
  ledger.setAside(comments, HTML_COMMENT_REASON);
  return { ok: true, value: { split: { ...frontmatter, body }, diagnostics, warn, ledger }, diagnostics: [] };
}
