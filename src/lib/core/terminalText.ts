// Text from input (file names, titles, messages quoting a log) made inert before it is
// printed to a terminal or a CI log: no escape sequence, no line break, no bidi override
// can reach the reader's screen, so one problem is always one line and a file named
// "x\n::error::forged" cannot write a GitHub Actions command into the build log.
import { formatDiagnostic, type Diagnostic } from './diagnostics.ts';
import { INVISIBLE_SOURCE } from './invisibleCharacters.ts';

/**
 * Characters a terminal or a log viewer acts on instead of showing, or shows as nothing:
 * C0 controls (line breaks and tabs included), DEL, C1 controls, the Unicode line and
 * paragraph separators, lone surrogates, and every invisible format character (category
 * Cf: the bidi embeddings, overrides, isolates and marks, zero-width spaces and joiners,
 * the soft hyphen, the BOM, tag characters; core/invisibleCharacters.ts), so "ok\u200d.json"
 * never reads as "ok.json".
 */
const ACTIVE_SOURCE = String.raw`[\u0000-\u001f\u007f-\u009f\u2028\u2029]|${INVISIBLE_SOURCE}|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]`;
const ACTIVE = new RegExp(ACTIVE_SOURCE, 'gu');

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * `\n`, `\t`, `\x1b`, `\u202e`, `\u{e0001}`: visible, one line, never interpreted. Other text
 * unchanged but what a CI runner reads as a command: `::` opening the text (after spaces) and
 * `##[` anywhere are written `:\x3a` and `#\x23[` (review 07l rows 23–25).
 */
export function terminalText(text: string): string {
  return escapedControls(text).replace(/^([ \t]*)::/u, '$1:\\x3a').replace(/##\[/gu, '#\\x23[');
}

function escapedControls(text: string): string {
  return text.replace(ACTIVE, (c) => {
    const named = NAMED[c];
    if (named) return named;
    const code = c.codePointAt(0)!;
    if (code < 0x100) return `\\x${code.toString(16).padStart(2, '0')}`;
    return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/** A colour code (SGR: `ESC [ … m`), the one escape sequence another program's log may keep. */
const SGR = /\x1b\[[0-9;]*m/g;

/**
 * A line another program printed (Astro, Vite: a warning may quote a note's code with
 * colours), passed on: its colour codes kept when `colours` (a terminal that shows them) and
 * dropped otherwise (a CI log, a file), every other character `terminalText` escapes made
 * visible either way, so no raw escape reaches a log and no raw data a terminal.
 */
export function relayedLine(line: string, colours: boolean): string {
  let out = '';
  let last = 0;
  for (const code of line.matchAll(SGR)) {
    out += terminalText(line.slice(last, code.index)) + (colours ? code[0] : '');
    last = code.index + code[0].length;
  }
  return out + terminalText(line.slice(last));
}

/** A message of several lines (ours) with each line's text made inert (`terminalText`): its line breaks kept, no other. */
export const inertLines = (text: string): string => text.split('\n').map(terminalText).join('\n');

/** Whether a text holds anything `terminalText` would escape. */
export const hasActiveCharacters = (text: string): boolean => new RegExp(ACTIVE_SOURCE, 'u').test(text);

/** What JSON.stringify leaves raw of ACTIVE (it escapes C0 and lone surrogates itself). */
const ACTIVE_IN_JSON = new RegExp(String.raw`[\u007f-\u009f\u2028\u2029]|${INVISIBLE_SOURCE}`, 'gu');

/**
 * JSON text with every character a terminal would act on or hide written as a \u escape
 * (a character past U+FFFF as its two surrogate escapes): the same data for a parser,
 * inert if someone cats it. Such characters occur only inside strings, where the escape
 * means the same character.
 */
export function inertJsonText(json: string): string {
  return json.replace(ACTIVE_IN_JSON, (c) => {
    let out = '';
    for (let i = 0; i < c.length; i++) out += `\\u${c.charCodeAt(i).toString(16).padStart(4, '0')}`;
    return out;
  });
}

/** A diagnostic as one inert line: `file:line:col: error [code] path: message` (a file named `::error …` prints as `:\x3aerror …`, probe 62 row 2). */
export const diagnosticLine = (d: Diagnostic): string => terminalText(formatDiagnostic(d));

/**
 * A tagged template for CLI messages: the literal parts are ours and printed as written
 * (line breaks included); every interpolated value is input and goes through `terminalText`.
 *   io.stderr(say`debate-atlas add: ${file} refused\n`)
 */
export function say(strings: TemplateStringsArray, ...values: unknown[]): string {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += terminalText(String(value)) + (strings[i + 1] ?? '');
  });
  return out;
}

/** Combining marks, and Hangul's conjoining jamo: what a decomposed (NFD) name is made of. */
const DECOMPOSED = /[\p{M}\u1100-\u11ff]/gu;

/**
 * A name with its decomposed parts written as escapes (`cafe\u0301`) when it is not in
 * the composed form (NFC), so it never prints like its composed twin ("café"); a name in
 * NFC comes back unchanged. For messages naming two names that fold to one.
 */
export function visibleSpelling(text: string): string {
  if (text === text.normalize('NFC')) return text;
  return text.replace(DECOMPOSED, (c) => {
    const code = c.codePointAt(0)!;
    return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
