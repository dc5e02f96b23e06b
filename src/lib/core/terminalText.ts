// Text from input (file names, titles, messages quoting a log) made inert before it is
// printed to a terminal or a CI log: no escape sequence, no line break, no bidi override
// can reach the reader's screen, so one problem is always one line and a file named
// "x\n::error::forged" cannot write a GitHub Actions command into the build log.
import { formatDiagnostic, type Diagnostic } from './diagnostics.ts';

/**
 * Characters a terminal or a log viewer acts on instead of showing: C0 controls (line
 * breaks and tabs included), DEL, C1 controls, the bidi embeddings, overrides, isolates
 * and marks, the Unicode line and paragraph separators, and lone surrogates.
 */
const ACTIVE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/gu;

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** `\n`, `\t`, `\x1b`, `\u202e`: visible, one line, never interpreted. Other text unchanged. */
export function terminalText(text: string): string {
  return text.replace(ACTIVE, (c) => {
    const named = NAMED[c];
    if (named) return named;
    const code = c.charCodeAt(0);
    return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/** Whether a text holds anything `terminalText` would escape. */
export const hasActiveCharacters = (text: string): boolean => new RegExp(ACTIVE.source, 'u').test(text);

/** A diagnostic as one inert line: `file:line:col: error [code] path: message`. */
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
