// xAIF's `text`: the analysed text as HTML, each locution's words marked with
// `<span id="node<L-node id>">` (OVA) or `<span id="<L-node id>">` (older pipelines).
// Read in one pass with indexOf (no regex over the text): each marked span's words,
// tags dropped and character references decoded, white space collapsed. This is the one
// place xAIF's HTML is decoded: the quote is log text (Markdown) from here on, a decoded `&`
// that would start a reference kept escaped (`\&lt;`), so no later stage decodes it again.

import { decodedReference, referenceAt } from '../../core/references.ts';
import markdownIt from 'markdown-it';
import { collapsedPrefix } from '../../core/escape.ts';
import type { Diagnostic } from '../../core/diagnostics.ts';
import { controlCharacterMatch, describeCharacter } from '../../parse/controlCharacters.ts';

/** At most this many characters of a passage are kept as a quote. */
export const MAX_QUOTE = 600;

/** HTML's named references (`&eacute;`, `&hellip;`), as markdown-it's own table decodes them. */
const { unescapeAll } = markdownIt().utils;
/** The longest named reference HTML has (`CounterClockwiseContourIntegral`) is 31 letters. */
const NAMED = /^[A-Za-z][A-Za-z0-9]{0,31};/;
const NUMERIC = /^#(?:[xX]([0-9A-Fa-f]+)|([0-9]+));/;

/**
 * A reference the archive refuses: one to a character it refuses anywhere (a control
 * character such as `&#0;`, a lone surrogate, a noncharacter: parse/controlCharacters.ts)
 * or to no character at all (past U+10FFFF).
 */
export interface RefusedReference {
  /** As written: `&#27;`. */
  reference: string;
  /** The character it names, or undefined when it names none. */
  character: string | undefined;
}

/**
 * The reference at `amp` (an `&`): its decoded text and its length, or undefined when it
 * is not a reference (kept as written: `AT&T`, `&bogus;`). Bounded: at most 34 characters
 * looked at, digits once each.
 */
function characterReference(html: string, amp: number, refused?: (r: RefusedReference) => void): { text: string; length: number } | undefined {
  if (html.charCodeAt(amp + 1) === 0x23) {
    let end = amp + 2;
    if (html[end] === 'x' || html[end] === 'X') end++;
    while (end < html.length && /[0-9A-Fa-f]/.test(html[end]!)) end++;
    const numeric = NUMERIC.exec(html.slice(amp + 1, end + 1));
    if (numeric === null) return undefined;
    const digits = (numeric[1] ?? numeric[2]!).replace(/^0+/, '');
    const code = digits.length > 8 ? Number.POSITIVE_INFINITY : Number.parseInt(digits || '0', numeric[1] !== undefined ? 16 : 10);
    const reference = html.slice(amp, end + 1);
    const character = code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
    if (character === undefined || controlCharacterMatch(character) !== null) {
      refused?.({ reference, character });
      return { text: '', length: reference.length };
    }
    return { text: character, length: reference.length };
  }
  const named = NAMED.exec(html.slice(amp + 1, amp + 34));
  if (named === null) return undefined;
  const reference = `&${named[0]}`;
  const text = unescapeAll(reference);
  return text === reference ? undefined : { text, length: reference.length };
}

/**
 * Plain words of an HTML fragment: tags dropped (a `<br>` a space), character references
 * decoded (each once: `&amp;lt;` is the text `&lt;`); with `max`, only the first `max`
 * characters of them (a quote of a passage of any length without collapsing all of it).
 * A reference the archive refuses is left out of the words and passed to `refused`.
 */
export function plainText(html: string, max?: number, refused?: (r: RefusedReference) => void): string {
  let out = '';
  let i = 0;
  // Each search resumes only once passed (a text of `&` and no `<` is not searched for `<` again at every `&`).
  let lt = -2, amp = -2;
  while (i < html.length) {
    if (lt !== -1 && lt < i) lt = html.indexOf('<', i);
    if (amp !== -1 && amp < i) amp = html.indexOf('&', i);
    const next = lt === -1 ? amp : amp === -1 ? lt : Math.min(lt, amp);
    if (next === -1) { out += html.slice(i); break; }
    out += html.slice(i, next);
    if (next === lt) {
      const close = html.indexOf('>', lt);
      if (close === -1) { out += html.slice(lt); break; }
      out += ' ';
      i = close + 1;
    } else {
      const decoded = characterReference(html, amp, refused);
      i = amp + (decoded?.length ?? 1);
      // `&amp;lt;` is the text `&lt;`; log text is read as Markdown, which would decode that
      // again, so its `&` is escaped there (`\&lt;`): every place shows `&lt;`.
      const text = decoded?.text ?? '&';
      out += text === '&' && decodesAsMarkdown(html.slice(i, i + 41)) ? '\\&' : text;
    }
  }
  return max === undefined ? out.replace(/\s+/g, ' ').trim() : collapsedPrefix(out, max);
}

/** Whether `&` and `after` start a reference the Markdown reader decodes (core/references.ts). */
function decodesAsMarkdown(after: string): boolean {
  const reference = referenceAt(`&${after}`);
  return reference !== undefined && decodedReference(reference) !== undefined;
}

/** More refused references than this in one field: the rest are counted, not listed. */
const MAX_LISTED = 20;

/**
 * A collector of the references one field refuses, and its errors (code
 * `control-character`, as for the character written as it is): one per reference as
 * written, at most 20, then a count of the others; each built by `report` (located at
 * the field).
 */
export function refusedReferences(): { add: (r: RefusedReference) => void; problems: (report: (message: string) => Diagnostic) => Diagnostic[] } {
  const seen = new Map<string, RefusedReference>();
  let unlisted = 0;
  return {
    add: (r) => {
      if (seen.has(r.reference)) return;
      if (seen.size < MAX_LISTED) seen.set(r.reference, r);
      else unlisted++;
    },
    problems: (report) => {
      const listed = [...seen.values()].map(({ reference, character }) => report(
        `the character reference ${reference} names ${character === undefined ? 'no character (past U+10FFFF)' : describeCharacter(character)}, which is not allowed in a debate (pages and the feed cannot carry it); remove it`));
      if (unlisted > 0) listed.push(report(`${unlisted} more refused character references in this field`));
      return listed;
    },
  };
}

/** A passage bounded for a quote: whole when short, else cut at MAX_QUOTE with an ellipsis. */
export const boundedQuote = (text: string): string => (text.length <= MAX_QUOTE ? text : `${text.slice(0, MAX_QUOTE - 1).trimEnd()}…`);

/** The id written in a tag's `id="…"` attribute, or undefined. */
function idAttribute(tag: string): string | undefined {
  const match = /\sid\s*=\s*(["'])/.exec(tag);
  if (match === null) return undefined;
  const start = match.index + match[0].length;
  const end = tag.indexOf(match[1]!, start);
  return end === -1 ? undefined : tag.slice(start, end);
}

/**
 * Every character reference the whole text makes that the archive refuses, spans or not
 * (docs/formats.md: "xAIF's analysed text"; probe 36 X3 found those outside a span let
 * through). Each `&` is looked at once, at most 34 characters past it and its digits.
 */
export function scanReferences(text: string, refused: (r: RefusedReference) => void): void {
  for (let amp = text.indexOf('&'); amp !== -1; amp = text.indexOf('&', amp + 1)) characterReference(text, amp, refused);
}

/** Each marked span's passage by the L-node id it names (first mark of an id wins). */
export function spanPassages(text: string): Map<string, string> {
  const passages = new Map<string, string>();
  let i = 0;
  for (;;) {
    const open = text.indexOf('<span', i);
    if (open === -1) break;
    const tagEnd = text.indexOf('>', open);
    if (tagEnd === -1) break;
    const id = idAttribute(text.slice(open, tagEnd + 1));
    i = tagEnd + 1;
    if (id === undefined) continue;
    const close = text.indexOf('</span', tagEnd);
    if (close === -1) break;
    // Each character is read at most twice: the next search starts past this span.
    i = close;
    const nodeId = id.startsWith('node') ? id.slice(4) : id;
    // Kept only as a quote (boundedQuote): one character past MAX_QUOTE decides the cut.
    const passage = plainText(text.slice(tagEnd + 1, close), MAX_QUOTE + 1);
    if (nodeId !== '' && passage !== '' && !passages.has(nodeId)) passages.set(nodeId, passage);
  }
  return passages;
}
