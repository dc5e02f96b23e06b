// The control-character rule, for every text field of every format: a debate may not
// contain a character that HTML and XML cannot carry or that a terminal acts on. Such a
// character is refused with a located error (file, line, column, field), whether it is
// in the file as it is or written as an escape (JSON "\u001b", YAML "\e" or "\x01"); it
// is never passed on and never silently replaced. Refused: C0 controls except tab, line
// feed and carriage return; DEL; C1 controls (U+0080–U+009F); lone surrogates; and the
// noncharacters (U+FDD0–U+FDEF, U+xFFFE, U+xFFFF). Bidi marks and isolates are allowed
// (right-to-left text needs them); the CLI escapes them when printing (core/terminalText.ts).
import type { Diagnostic } from '../core/diagnostics.ts';

const FORBIDDEN =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufdd0-\ufdef\ufffe\uffff]|[\ud83f\ud87f\ud8bf\ud8ff\ud93f\ud97f\ud9bf\ud9ff\uda3f\uda7f\udabf\udaff\udb3f\udb7f\udbbf\udbff][\udffe\udfff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const NAMES: Record<number, string> = { 0x00: 'NUL', 0x07: 'BEL', 0x08: 'BS', 0x0b: 'VT', 0x0c: 'FF', 0x1b: 'ESC', 0x7f: 'DEL' };

/** "a control character U+001B (ESC)". */
export function describeCharacter(character: string): string {
  const code = character.codePointAt(0)!;
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  if (code >= 0xd800 && code <= 0xdfff) return `a lone surrogate ${hex}`;
  if ((code & 0xfffe) === 0xfffe || (code >= 0xfdd0 && code <= 0xfdef)) return `the noncharacter ${hex}`;
  return `a control character ${hex}${NAMES[code] ? ` (${NAMES[code]})` : ''}`;
}

/** Characters a reader cannot see or tell from a space, named in a syntax error at them. */
const UNSEEN_NAMES: Record<number, string> = {
  0xa0: 'no-break space', 0x2028: 'line separator', 0x2029: 'paragraph separator', 0x200b: 'zero-width space',
  0x200c: 'zero-width non-joiner', 0x200d: 'zero-width joiner', 0x2060: 'word joiner', 0xfeff: 'byte order mark',
  0x3000: 'ideographic space', 0x202f: 'narrow no-break space', 0xad: 'soft hyphen',
};
const UNSEEN = /[\p{Cf}\p{Zs}\p{Zl}\p{Zp}]/u;

/**
 * The character at a syntax error, as a reader can find it: a forbidden one as
 * `describeCharacter` says, an invisible or space-like one (U+2028, U+200B, U+00A0: JSON
 * does not count them as white space) as `the invisible character U+2028 (line separator)`,
 * any other quoted (`"x"`).
 */
export function nameCharacterAt(text: string, offset: number): string {
  const code = text.codePointAt(offset);
  if (code === undefined) return 'the end of the file';
  const character = String.fromCodePoint(code);
  if (controlCharacterMatch(character) !== null) return describeCharacter(character);
  if (code !== 0x20 && UNSEEN.test(character)) {
    const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
    return `the invisible character ${hex}${UNSEEN_NAMES[code] ? ` (${UNSEEN_NAMES[code]})` : ''}`;
  }
  return JSON.stringify(character);
}

/**
 * A forbidden character as it is, or a numeric character reference (`&#x1b;`, `&#0;`) that
 * Markdown would decode: a reference to a forbidden character is refused as the character
 * is (Markdown readers publish it as U+FFFD, silently). Leading zeros too (`&#x0000001b;`):
 * Markdown leaves a reference of more digits as text, but HTML and the AIF tools decode it
 * (probe 25, X2). Bounded digits after the zeros, one start per "&#": linear.
 */
const FORBIDDEN_OR_REFERENCE = new RegExp(`${FORBIDDEN.source}|&#(?:[xX]0*([0-9a-fA-F]{1,6})|0*([0-9]{1,7}));`, 'g');

/** The character a reference stands for when it is forbidden (past U+10FFFF: U+FFFD's stand-in), else null. */
function forbiddenReference(hex: string | undefined, decimal: string | undefined): string | null {
  const code = hex !== undefined ? Number.parseInt(hex, 16) : Number(decimal);
  if (code === 0 || code > 0x10ffff) return '\u0000';
  return controlCharacterMatch(String.fromCodePoint(code));
}

/**
 * Every forbidden character of a string in order, up to `limit`: written as it is, or with
 * `references` as a numeric character reference (`written`). One string with ESC, NUL and
 * U+009B is three problems, as three on a Markdown line are (probe 25, E11).
 */
export function forbiddenIn(text: string, references: boolean, limit = MAX_LISTED): Array<{ character: string; written?: string }> {
  const found: Array<{ character: string; written?: string }> = [];
  FORBIDDEN_OR_REFERENCE.lastIndex = 0;
  for (let match = FORBIDDEN_OR_REFERENCE.exec(text); match !== null && found.length < limit; match = FORBIDDEN_OR_REFERENCE.exec(text)) {
    if (!match[0].startsWith('&#')) found.push({ character: match[0] });
    else if (references) {
      const character = forbiddenReference(match[1], match[2]);
      if (character !== null) found.push({ character, written: match[0] });
    }
  }
  return found;
}

/** More than this many in one file: the rest are counted, not listed. */
const MAX_LISTED = 20;

/**
 * Every forbidden character in a Markdown text (the Markdown formats, notes), written as it
 * is or as a numeric character reference (`&#x1b;`): one error each, at its line and column.
 */
export function rawControlCharacterProblems(file: string, text: string, position: (offset: number) => { line: number; column: number }): Diagnostic[] {
  const problems: Diagnostic[] = [];
  let count = 0;
  let firstUnlisted: { line: number; column: number } | undefined;
  FORBIDDEN_OR_REFERENCE.lastIndex = 0;
  for (let match = FORBIDDEN_OR_REFERENCE.exec(text); match !== null; match = FORBIDDEN_OR_REFERENCE.exec(text)) {
    const reference = match[0].startsWith('&#');
    const character = reference ? forbiddenReference(match[1], match[2]) : match[0];
    if (character === null) continue;
    if (++count <= MAX_LISTED) problems.push(controlCharacterProblem(file, character, position(match.index), undefined, reference ? match[0] : undefined));
    else firstUnlisted ??= position(match.index);
  }
  // At the first character not listed, so it sorts (by position) after the last one listed.
  if (firstUnlisted !== undefined) problems.push({ ...problems[MAX_LISTED - 1]!, ...firstUnlisted, message: `${count - MAX_LISTED} more control characters from here on` });
  return problems;
}

/** The error for one forbidden character in a field (`path`), at `where`. */
export function controlCharacterProblem(file: string, character: string, where: { line: number; column: number }, path?: string, written?: string): Diagnostic {
  const what = written === undefined ? describeCharacter(character) : `${describeReference(character, written)}, written as ${written},`;
  return {
    severity: 'error', code: 'control-character', file, ...where, ...(path ? { path } : {}),
    message: `${what} is not allowed in an archive (pages and the feed cannot carry it); remove it`,
  };
}

/** What a forbidden reference stands for: NUL and numbers past Unicode are no character a page can hold. */
function describeReference(character: string, written: string): string {
  if (character !== '\u0000') return describeCharacter(character);
  return /^&#[xX]?0+;$/.test(written) ? describeCharacter(character) : 'a number past U+10FFFF (no character)';
}

/** The forbidden character in a decoded string value (a JSON or YAML string), or null. */
export function controlCharacterMatch(text: string): string | null {
  FORBIDDEN.lastIndex = 0;
  return FORBIDDEN.exec(text)?.[0] ?? null;
}
