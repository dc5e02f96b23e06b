// Log text as plain text, for places where no markup fits (an SVG label, a one-line
// outcome, a title attribute, search data): a module of its own, without the page
// renderers, for the model's readers too. Browser scripts get text already plain.
import { decodedReference, decodeReferences, REFERENCE_SOURCE } from './references.ts';
import { mapOutsideCodeSpans, withCodeSpansShown } from './codeSpans.ts';
import { columns, fencedLines, ITEM_MARKER, QUOTE_PREFIX } from './fencedLines.ts';

/**
 * Markdown (or log text with [[wikilinks]]) as one line of plain text: link targets,
 * emphasis marks, code backticks, headings, list and quote markers dropped, white space
 * collapsed (other spaces, such as U+3000, are the text's own). Linear on any text: no run
 * may cross the bracket that could start the next match (a link's text holds no `[`, its
 * destination no `(`), so `[` repeated is one pass. Not escaped: whoever writes it out escapes it.
 */
export function plainText(markdown: string): string {
  return MARKUP.test(markdown) ? markupAsPlainText(markdown) : collapsedSpace(markdown);
}

/**
 * A character plainText reads as markup anywhere, or one at a line's start (a heading, a quote,
 * a list's marker or number): most labels and titles hold none, and are only their white space
 * collapsed (the same text, in a fraction of the time: a page of 1,000 claims reads them all).
 */
const MARKUP = /[[\]`*_~<\\&]|(?:^|[\n\r\u2028\u2029])[ \t]*(?:[-+#>=]|\d)/;
const collapsedSpace = (text: string): string => text.replace(/[ \t\n\r\f\v\u2028\u2029]+/g, ' ').trim();

/** plainText of a text that may hold markup: every pass. Exported for the spec that checks the shortcut. */
export function markupAsPlainText(written: string): string {
  const source = written.includes(']:') ? withReferencesResolved(written) : written;
  const { resolved, fences, code } = withFencedCodeAside(source);
  // An escaped backtick is a backtick, not a code span's mark (held aside until the end; probe 64 row 1).
  const held = !resolved.includes(ESCAPED_BACKTICK);
  const markdown = held ? resolved.replace(/\\`/g, ESCAPED_BACKTICK) : resolved;
  // Strikes, `<br>` and footnotes first, read on the text as written (a strike after a link's
  // `)` opens as on the page, a list item's marker ends one: review 05k); code spans and
  // wikilinks aside, and a link's address, which may hold a backtick (review 05l).
  const named = namedFootnotes(markdown);
  const linked = mapOutsideCodeSpans(markdown.replace(LINK_ADDRESS, '$1()'), (part, first) => outsideWikilinks(part, first, named))
    // A wikilink shows its shown text, else its target; one that names nothing (`[[ ]]`) stays as written.
    .replace(/\[\[([^[\]\n|]{1,200})\|([^[\]\n]{1,200})\]\]/g, (whole, target: string, shown: string) => (target.trim() === '' ? whole : shown))
    .replace(/\[\[([^[\]\n]{1,200})\]\]/g, (whole, target: string) => (target.split('|', 1)[0]!.trim() === '' ? whole : target))
    .replace(/!?\[([^[\]\n]*)\]\([^()\n]*\)/g, '$1');
  const lines = (linked.includes('\n') ? withoutRuleLines(linked, fences) : linked)
    // Every marker a line opens with: "> - a", "- # Title" (review 07zb T16, T17).
    .replace(LINE_MARKERS, '');
  // A code span's backtick runs are dropped and its text kept as written. No span nor emphasis crosses fenced code.
  const spans = (text: string) => withCodeSpansShown(text, (part) => shownCharacters(stripEmphasis(part)));
  const plain = collapsedSpace(fences === undefined ? spans(lines) : lines.split(CODE_TOKEN).map((part, i) => (i % 2 === 0 ? spans(part) : part === '' ? ' ' : ` ${code[Number(part)]!} `)).join(''));
  return held && plain.includes(ESCAPED_BACKTICK) ? plain.replaceAll(ESCAPED_BACKTICK, '`') : plain;
}
/** The markers a line opens with, all of them: "> - a", "- # Title", "1. x". */
const LINE_MARKERS = /^(?:[ \t]*(?:#{1,6}[ \t]+|>[ \t]?|[-*+][ \t]+|\d{1,3}[.)][ \t]+))+/gm;
/** The quote, bullet and heading markers a line opens with, after a list's number, which says an order and stays ("1) analyst", "1. > « … »"). */
const NUMBERED_BLOCK_MARKERS = /^((?:[ \t]*\d{1,3}[.)][ \t]+)?)(?:[ \t]*(?:#{1,6}[ \t]+|>[ \t]?|[-*+][ \t]+))+/gm;
/**
 * Text with the quote, bullet and heading markers its lines open with dropped, outside fenced
 * code: log text shown inline (a card's position, a relation's note) shows no marker of the
 * blocks it was written in (probe 69 row 38).
 */
export function withoutLineMarkers(text: string): string {
  if (!/(?:^|\n)[ \t]*(?:\d{1,3}[.)][ \t]+)?(?:[#>]|[-*+][ \t])/u.test(text)) return text;
  const lines = text.split('\n'), fences = fencedLines(lines);
  // A fence's opening line keeps its marks, not its bullet; a line of code keeps what it holds, not the quote around it (review 07zf i1, i2, i8).
  return lines.map((line, i) => (fences[i] === 0 || fences[i] === 3 ? line.replace(NUMBERED_BLOCK_MARKERS, '$1') : line.replace(QUOTE_PREFIX, ''))).join('\n');
}
const FENCE_MARKS_ALONE = /^(?:[ ]{0,3}>[ ]?)*[ \t]*(?:`{3,}|~{3,})[ \t]*$/u;
/** Where fenced code stood while the text around it is read: a fence's line (no number, dropped) or a line of code (its number in `code`). */
const CODE_TOKEN = /\uE001(\d*)\uE002/;
/**
 * The text with its fenced code set aside, line for line: each fence's opening and closing line
 * a mark that shows nothing (a tilde fence's marks and an info string are no text: review 07zc
 * T7, T8), each line of code a mark that stands for it, restored as written once the text around
 * it is plain. Code is never read as markup, whatever backtick or tilde lines it holds, and a
 * fence its list item or quote ends leaves no mark open (review 07ze T6–T10). `fences`: the
 * lines' states (fencedLines), undefined when the text has no fence or already holds the marks.
 */
function withFencedCodeAside(text: string): { resolved: string; fences: Uint8Array | undefined; code: string[] } {
  const code: string[] = [];
  if ((!text.includes('```') && !text.includes('~~~')) || /[\uE001\uE002]/u.test(text)) return { resolved: text, fences: undefined, code };
  const lines = text.split('\n'), fences = fencedLines(lines);
  const resolved = lines.map((line, i) => {
    if (fences[i] === 0) return line;
    // A line of fence marks alone inside code shows nothing either (review 07zb T8, T10).
    if (fences[i] !== 1 || FENCE_MARKS_ALONE.test(line)) return '\uE001\uE002';
    code.push(line.slice(QUOTE_PREFIX.exec(line)?.[0].length ?? 0));
    return `\uE001${code.length - 1}\uE002`;
  }).join('\n');
  return { resolved, fences, code };
}
/** Text without its thematic breaks and setext headings' underlines, as the page draws them (review 07v T5). */
function withoutRuleLines(text: string, fencesKnown: Uint8Array | undefined): string {
  const lines = text.split('\n');
  // The states of the lines as written, where the fenced code is set aside (withFencedCodeAside), line for line.
  const fences = fencesKnown !== undefined && fencesKnown.length === lines.length ? fencesKnown : fencedLines(lines);
  // The content column of the list item a line is in (-1 outside one): an underline belongs to the item's paragraph only at that column (review 07za T6); a lazy line left of it is text (07y T5, 07z T4).
  let afterText = false, itemColumn = -1;
  return lines.map((line, i) => {
    // Inside a quote, as outside it: "> - a" then ">   ===" (review 07zb T17).
    const body = line.slice(QUOTE_PREFIX.exec(line)?.[0].length ?? 0);
    const item = ITEM_MARKER.exec(body), column = columns(body);
    const rule = fences[i] === 0 && (THEMATIC_BREAK.test(body) || (afterText && (itemColumn < 0 || column >= itemColumn) && UNDERLINE.test(body.slice(Math.max(0, itemColumn)))));
    if (body.trim() === '') itemColumn = -1;
    else if (item !== null) itemColumn = columns(item[0], false);
    // An item that opens with a heading is no paragraph: "- # Title" then "  ===" is text (07zb T16).
    afterText = !rule && fences[i] === 0 && body.trim() !== '' && !NOT_PARAGRAPH.test(item !== null ? body.slice(item[0].length) : body) && (itemColumn < 0 || item !== null || column >= itemColumn);
    return rule ? (line.length > body.length ? line.slice(0, line.length - body.length) : '') : line;
  }).join('\n');
}
/** `<https://…>`, `<mailto:…>`: CommonMark's autolinks of the schemes a log uses. */
const AUTOLINK = /<((?:https?|mailto|ftp):[^<>\s]{1,2000})>/giu;
/** A private-use character standing for `\`` while the code spans are read (not where the text holds one itself). */
const ESCAPED_BACKTICK = '\uE000';

/**
 * A link reference definition as CommonMark reads one: on its own line, a destination with no
 * space (or in `<…>`) and at most a quoted title, not a footnote's (`[^1]: …`); not `[Note]: the
 * vote moved` nor `[A]: cheaper bus` (review 07u).
 */
const DEFINITION_LINE = /^[ ]{0,3}\[(?!\^)([^[\]\n]{1,100})\]:[ \t]*(?:<[^<>\n]*>|[^\s<>]+)([ \t]+(?:"[^"\n]*"|'[^'\n]*'|\([^()\n]*\)))?[ \t]*$/u;
/** A definition's title on the line after it (review 07v T7). */
const TITLE_LINE = /^[ \t]*(?:"[^"\n]*"|'[^'\n]*'|\([^()\n]*\))[ \t]*$/u;
/** A line that ends the paragraph above it as a setext heading's underline, or a thematic break (review 07v T5). */
const UNDERLINE = /^[ ]{0,3}(?:=+|-+)[ \t]*$/u;
const THEMATIC_BREAK = /^[ ]{0,3}(?:(?:\*[ \t]*){3,}|(?:_[ \t]*){3,}|(?:-[ \t]*){3,})$/u;
/**
 * The lines of `text` that define reference links: each after a blank line, the text's start or
 * another definition (a definition interrupts no paragraph), outside fenced code. One pass.
 */
export function linkDefinitions(text: string): { labels: ReadonlySet<string>; lines: ReadonlySet<number> } {
  const labels = new Set<string>(), lines = new Set<number>();
  let open = true, untitled = false, paragraphAbove = false;
  const all = text.split('\n'), fences = fencedLines(all);
  all.forEach((line, i) => {
    const fenced = fences[i] !== 0, closes = fences[i] === 2;
    const title = untitled && !fenced && TITLE_LINE.test(line);
    const m = fenced || !open || title ? null : DEFINITION_LINE.exec(line);
    if (m !== null) labels.add(referenceKey(m[1]!));
    if (m !== null || title) lines.add(i);
    untitled = m !== null && m[2] === undefined;
    // A definition may follow a blank line, another definition, a heading (or its underline), a break or a closing fence: none is a paragraph (review 07v T3–T5).
    open = m !== null || title || line.trim() === '' || /^[ ]{0,3}#{1,6}(?:[ \t]|$)/u.test(line) || closes || THEMATIC_BREAK.test(line) || (paragraphAbove && UNDERLINE.test(line));
    paragraphAbove = !fenced && m === null && !title && line.trim() !== '' && !NOT_PARAGRAPH.test(line);
  });
  return { labels, lines };
}
/** `text` without its definition lines. */
export const withoutDefinitions = (text: string, lines: ReadonlySet<number>): string => text.split('\n').filter((_, i) => !lines.has(i)).join('\n');
const referenceKey = (label: string): string => label.trim().replace(/\s+/gu, ' ').toLowerCase();
/**
 * Reference links as their text (`[fare table][fares]`, `[fares][]` where the text defines
 * `fares`; an image's `![alt][l]` as its alt) and their definitions dropped, as the page shows
 * them (probe 64 row 1).
 */
function withReferencesResolved(text: string): string {
  const { labels, lines } = linkDefinitions(text);
  if (labels.size === 0) return text;
  // The full and collapsed forms (`[a][b]`, `[a][]`), then a shortcut `[a]` only where the text defines `a` (`[i]` is as often code or a citation: review 07u, 07v T2).
  // Outside fenced code and code spans only (`arr[i]` is code: 07u; an unclosed fence ends with its list item: 07y T9).
  const kept = text.split('\n'), fences = fencedLines(kept);
  const resolved = (part: string) => part
    .replace(/!?\[([^[\]\n]{1,200})\]\[([^[\]\n]{0,100})\]/gu, (whole, shown: string, label: string) => (labels.has(referenceKey(label.trim() === '' ? shown : label)) ? shown : whole))
    .replace(/(?<![[\]\\])!?\[([^[\]\n]{1,100})\](?![[(:\]])/gu, (whole, shown: string) => (labels.has(referenceKey(shown)) ? shown : whole));
  return kept.flatMap((line, i) => (lines.has(i) ? [] : [fences[i] !== 0 ? line : mapOutsideCodeSpans(line, resolved)])).join('\n');
}

/**
 * Outside code: an HTML line break is a space (not the tag named between spaces: "Replace
 * <br> with margins"); a footnote reference (`[^1]`, or `[^note]` where the text defines it)
 * is no text; a definition keeps its words, not its label (also a numbered one after white
 * space, where a quote has run the lines together).
 */
const outsideCode = (text: string, atStart: boolean, named: ReadonlySet<string>): string => {
  // Outside code an autolink shows its address and a backslash ending a line is a line break (probe 64 row 1, review 07u).
  const broken = text.replace(LINE_BREAK_TAG, ' ').replace(AUTOLINK, '$1').replace(/\\(?=\n)/g, '');
  // Most texts hold no footnote: the passes below are skipped.
  if (!broken.includes('[^')) return broken;
  // A run-in definition's label goes only where the text refers to it ("…[^1] [^1]: Source"), not in "see [^1]: x" (review 05n F5).
  const referred = new Set(Array.from(broken.matchAll(FOOTNOTE_REFERENCES), (m) => m[1]!));
  const definition = (whole: string, before: string, quote: string, label: string) => (isFootnoteLabel(label, named) ? before + quote : whole);
  const kept = broken.replace(atStart ? FOOTNOTE_DEFINITIONS : FOOTNOTE_DEFINITIONS_AFTER_BREAK, definition)
    .replace(FOOTNOTE_DEFINITIONS_RUN_IN, (whole, space: string, label: string) => (referred.has(label) ? space : whole)).replace(FOOTNOTE_REFERENCES, '');
  return kept.replace(NAMED_REFERENCES, (whole, label: string, at: number, all: string) => (named.has(label.toLowerCase()) || attachedFootnote(label, all[at - 1]) ? '' : whole));
};
/** A link's or an image's address: `[a](u`v)` keeps its words and brackets, for the strikes and the code spans to be read right. */
const LINK_ADDRESS = /(!?\[[^[\]\n]*\])\([^()\n]*\)/g;
/** Strikes, `<br>` and footnotes read in `text` but not inside a wikilink (`[[x|~~a~~]]` is the link's own). `atStart`: `text` opens the whole text. */
function outsideWikilinks(text: string, atStart: boolean, named: ReadonlySet<string>): string {
  if (!text.includes('[[')) return withoutStruck(outsideCode(text, atStart, named));
  return text.split(/(\[\[[^[\]\n]{1,401}\]\])/).map((part, i) => (i % 2 === 0 ? withoutStruck(outsideCode(part, atStart && i === 0, named)) : part)).join('');
}
/** A footnote's label: a number (`[^1]`) or a name of letters, digits, "-" and "_" (`[^note]`). */
export const FOOTNOTE_LABEL = String.raw`[\p{L}\p{N}_-]{1,32}`;
/** A footnote's definition opening a line (`[^1]: See the runbook`, `[^note]: …`): its words, without the label. */
const FOOTNOTE_DEFINITIONS = new RegExp(String.raw`(^|\n)([ \t]*(?:>[ \t]?)*)\[\^(${FOOTNOTE_LABEL})\]:[ \t]*`, 'gu');
const FOOTNOTE_DEFINITIONS_AFTER_BREAK = new RegExp(String.raw`(\n)([ \t]*(?:>[ \t]?)*)\[\^(${FOOTNOTE_LABEL})\]:[ \t]*`, 'gu');
/** A numbered definition after white space: a quote whose lines were run together ("…[^1] [^1]: Source."). */
const FOOTNOTE_DEFINITIONS_RUN_IN = /([ \t])\[\^([0-9]{1,3})\]:[ \t]+/g;
/** A named footnote reference: one only where the text defines its label (GFM), so a regex's `[^abc]` stays. */
export const NAMED_FOOTNOTE_REFERENCE = new RegExp(String.raw`^\[\^(${FOOTNOTE_LABEL})\](?![:(]|\[(?!\^))`, 'u');
const NAMED_REFERENCES = new RegExp(NAMED_FOOTNOTE_REFERENCE.source.slice(1), 'gu');
/** A definition opening a line, in a quote too (`> [^note]: …`); not in indented code. */
const DEFINED_AT_LINE_START = new RegExp(String.raw`^[ ]{0,3}(?:>[ \t]?)*\[\^(${FOOTNOTE_LABEL})\]:`, 'u');
/** A regex's character range (`[^a-z]`, `[^0-9A-F]`) is never a footnote's name (review 05n F2). */
const CHARACTER_RANGES = /^(?:[\p{L}\p{N}]-[\p{L}\p{N}])+$/u;
/** A line that opens a block other than a paragraph: a list item, a quote, a heading, a table row. */
const NOT_PARAGRAPH = /^[ ]{0,3}(?:[-*+][ \t]|\d{1,9}[.)][ \t]|>|#{1,6}(?:[ \t]|$)|\|)/u;
const NO_LABELS: ReadonlySet<string> = new Set();
/**
 * A named footnote reference whose definition is elsewhere in the log (an R2 item's `…night
 * buses.[^cab]` defined a paragraph below, probe 64 row 1): a name of two or more characters
 * opening with a letter, right after a sentence mark or a closing bracket (not after a letter or a
 * quote, where a regex's class stands: `x[^aeiou]`, `"[^abc]"`, review 07u), never a character range.
 */
export const attachedFootnote = (label: string, before: string | undefined): boolean =>
  before !== undefined && /[.,;:!?)。、]/u.test(before) && /^\p{L}[\p{L}\p{N}_-]+$/u.test(label) && !CHARACTER_RANGES.test(label);
/** Whether a footnote's label is one: a number, or a name the text defines (`named`, namedFootnotes). */
export const isFootnoteLabel = (label: string, named: ReadonlySet<string> | undefined): boolean => /^[0-9]{1,3}$/.test(label) || named?.has(label.toLowerCase()) === true;
/**
 * The named footnotes a text defines at a line's start (`[^note]: …`), outside fenced code,
 * in lower case (GFM matches labels without case): one pass over the lines.
 */
export function namedFootnotes(text: string): ReadonlySet<string> {
  if (!text.includes('[^')) return NO_LABELS;
  const labels = new Set<string>();
  const lines = text.split('\n'), fences = fencedLines(lines);
  for (const [i, line] of lines.entries()) {
    const m = fences[i] !== 0 ? null : DEFINED_AT_LINE_START.exec(line);
    if (m !== null && !/^[0-9]{1,3}$/.test(m[1]!) && !CHARACTER_RANGES.test(m[1]!)) labels.add(m[1]!.toLowerCase());
  }
  return labels;
}
/** A footnote reference: a number in `[^…]`, not a definition (`[^1]:`, which opens a line) nor a link's text (`[^1](…)`). */
export const FOOTNOTE_REFERENCE = /^\[\^([0-9]{1,3})\](?![:(]|\[(?!\^))/;
const FOOTNOTE_REFERENCES = new RegExp(FOOTNOTE_REFERENCE.source.slice(1), 'g');

/**
 * `~~x~~` (GFM): the struck words are not what the text now says, so they are left out; all
 * of it struck, it is kept without the marks. Its marks open and close as emphasis does
 * (flanking, not escaped: `Jerry~~'s~~` and `\~~a~~` strike nothing, as on the page), within
 * a paragraph: across a line break, not a blank line or a list item's marker. A pair refused
 * so leaves its closing marks free to open the next (`\~~a~~b~~ c` strikes `b`: review 05k F9).
 * Only runs of two, with no `~` between: what the page reads otherwise (runs of three, a pair
 * across emphasis or a link's brackets) is left as written (reviews 06b and 06c).
 */
const STRUCK = /(?<!~)~~(?![~\s])((?:[^~\n]|\n(?![ \t]*(?:\n|#{1,6}[ \t]|>|[-*+][ \t]|\d{1,3}[.)][ \t])))*[^~\s])~~(?!~)/g;
function withoutStruck(text: string): string {
  if (!text.includes('~~')) return text;
  const pairs: Array<{ at: number; end: number; inner: string }> = [];
  const pattern = new RegExp(STRUCK.source, 'g');
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    const at = m.index, end = at + m[0].length;
    // Neither mark escaped: a `\~~` the retry reaches closes nothing (review 06d F4).
    const struck = !escapedAt(text, at) && !escapedAt(text, end - 2) && opens(text[at - 1] ?? ' ', text[at + 2] ?? ' ') && closes(text[end - 3] ?? ' ', text[end] ?? ' ');
    if (struck) pairs.push({ at, end, inner: m[1]! });
    else pattern.lastIndex = at + 2;
  }
  if (pairs.length === 0) return text;
  const joined = (inner: boolean): string => {
    let out = '', from = 0;
    for (const pair of pairs) {
      out += text.slice(from, pair.at) + (inner ? pair.inner : '');
      from = pair.end;
    }
    return out + text.slice(from);
  };
  const kept = joined(false);
  return kept.trim() === '' ? joined(true) : kept;
}

/**
 * A backslash before ASCII punctuation (`4\*4`, `\&amp;`) escapes it, a character as written;
 * a character reference (`&mdash;`) is its character: one pass, as CommonMark reads both.
 */
const ESCAPE_OR_REFERENCE = new RegExp(String.raw`\\([!-/:-@[-\x60{-~])|${REFERENCE_SOURCE}`, 'g');
const shownCharacters = (text: string): string =>
  text.includes('\\') || text.includes('&') ? text.replace(ESCAPE_OR_REFERENCE, (whole, escaped: string | undefined) => escaped ?? decodedReference(whole) ?? whole) : text;

/** `<br>` written as a line break: not with white space on both sides (the tag named). */
export const LINE_BREAK_TAG = /(?<!\s)<br[ \t]*\/?>|<br[ \t]*\/?>(?!\s)/gi;

const SPACE = /[\s\u3000]/u;
const PUNCT = /[\p{P}\p{S}]/u;

/**
 * `*x*`, `**x**`, `_x_`, `__x__` without their markers, paired as CommonMark pairs them
 * (docs/decisions/inline-markdown-in-log-text.md): a run opens when it is left-flanking
 * (not followed by a space, and not followed by punctuation unless preceded by a space
 * or punctuation) and closes when right-flanking; `_` inside a word does neither. CJK
 * neighbours count as letters, so `は*枠*を` is emphasis; `2 * 3` and `snake_case` are not.
 * A run of two or more left unpaired at a text's cut edge (`URLs**`, `谁：** 赵明`) is a
 * leftover marker and is dropped too; a lone unpaired `*` or `_` is kept as written.
 * One pass with a stack per marker: linear. `pairs: false` drops only the leftovers (for
 * text the Markdown renderer has already paired).
 */
export function stripEmphasis(text: string, pairs = true): string {
  if (!/[*_]/.test(text)) return text;
  let out = '';
  let at = 0;
  for (const run of markerRuns(text, pairs)) {
    out += text.slice(at, run.start);
    at = run.end;
  }
  return out + text.slice(at);
}

/** The marker runs stripEmphasis drops, in order: each `[start, end)` of `text`. */
export function markerRuns(text: string, pairs = true): Array<{ start: number; end: number }> {
  const runs: { start: number; end: number; open: boolean; close: boolean; paired: boolean }[] = [];
  const stacks: Record<string, number[]> = { '*': [], _: [] };
  for (const m of text.matchAll(/\*+|_+/g)) {
    // `\*`: the first marker is escaped, a character of the text; the rest of the run is a run.
    const start = m.index + (escapedAt(text, m.index) ? 1 : 0);
    const end = m.index + m[0].length;
    if (start === end) continue;
    const before = start === 0 ? ' ' : text[start - 1]!;
    const after = end >= text.length ? ' ' : text[end]!;
    const left = opens(before, after);
    const right = closes(before, after);
    const star = m[0][0] === '*';
    const open = star ? left : left && (!right || PUNCT.test(before));
    const close = star ? right : right && (!left || PUNCT.test(after));
    const run = { start, end, open, close, paired: false };
    const stack = stacks[m[0][0]!]!;
    if (pairs && close && stack.length > 0) {
      runs[stack.pop()!]!.paired = true;
      run.paired = true;
    } else if (open) {
      stack.push(runs.length);
    }
    runs.push(run);
  }
  // A run left unpaired is dropped only as a leftover: two or more markers that open or close but not both.
  return runs.filter((run) => run.paired || (run.end - run.start >= 2 && run.open !== run.close));
}

/** CommonMark's left-flanking run: it may open (not followed by a space; followed by punctuation only after a space or punctuation). */
const opens = (before: string, after: string): boolean => !SPACE.test(after) && (!PUNCT.test(after) || SPACE.test(before) || PUNCT.test(before));
/** Its right-flanking run: it may close. */
const closes = (before: string, after: string): boolean => !SPACE.test(before) && (!PUNCT.test(before) || SPACE.test(after) || PUNCT.test(after));

/** Whether the character at `at` follows an odd number of backslashes (each backslash run is read once: linear). */
function escapedAt(text: string, at: number): boolean {
  let slashes = 0;
  while (at - slashes > 0 && text.charCodeAt(at - slashes - 1) === 0x5c) slashes++;
  return slashes % 2 === 1;
}

/** Node types whose label is a name: a persona's, a domain's. */
const NAME_TYPES: ReadonlySet<string> = new Set(['persona', 'domain']);

/**
 * A name (a persona, a domain, a tag) as one line of plain text: white space collapsed and
 * character references decoded (`R&amp;D`); never read as Markdown: `__proto__` and `*nix`
 * are what the log says, as graph.json says them (probe 2026-12-08 row 21).
 */
export const nameText = (name: string): string => decodeReferences(name.replace(/[ \t\n\r\f\v\u2028\u2029]+/g, ' ').trim());

/** A node's label as one line of plain text: a name as written (`nameText`), other text as `plainText`. */
export const labelText = (node: { type?: string | undefined; label: string }): string => (node.type !== undefined && NAME_TYPES.has(node.type) ? nameText(node.label) : plainText(node.label));

/**
 * A quote cut inside a link (`…a [dead-letter path](https://e…`, `…a [dead-let…`): the link's
 * words only, so neither its bracket nor a part of its address is shown (probe 33). Only a
 * text ending in "…" (a cut) is touched; quotes are bounded, so the look back is short.
 */
export function withoutCutLink(text: string): string {
  if (!text.endsWith('…')) return text;
  // Not a wikilink's `[[` nor an image's `![`: those are other markup.
  return text.replace(/(?<![[!])\[([^[\]\n]*)\]\([^()\n]*…$/u, '$1…').replace(/(?<![[!])\[([^[\]\n]*…)$/u, '$1');
}
