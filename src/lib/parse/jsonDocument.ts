// Strict JSON with positions: a syntax error names line and column, and any later
// stage can turn a JSON path back into the line it came from.
import { findNodeAtLocation, parseTree, printParseErrorCode, type Node as JsonNode, type ParseError } from 'jsonc-parser';
import type { Diagnostic } from '../core/diagnostics.ts';
import { formatCount, MAX_JSON_DEPTH } from '../core/limits.ts';
import type { Parsed } from '../core/result.ts';
import { controlCharacterProblem, forbiddenIn, nameCharacterAt } from './controlCharacters.ts';
import { changedNumber, shownLiteral } from './jsonNumbers.ts';
import { LineIndex, type SourceText } from './source.ts';

export type JsonPath = Array<string | number>;

/** Deeper than any log needs; guards the recursive parsers below against stack exhaustion. */
export { MAX_JSON_DEPTH };

export interface JsonDocument {
  source: SourceText;
  value: unknown;
  /** Where a path is in the file: the value's start, or the nearest enclosing value's. */
  locate(path: JsonPath): { line: number; column: number };
  /**
   * A warning at every `__proto__` key: no reader keeps it (an object cannot hold it as
   * data), so a format that keeps unknown keys says it left it out (formats/registry.ts).
   */
  leftOutKeys: Diagnostic[];
  /**
   * A warning at every number that reading changes (`1e999`, `9007199254740993`:
   * jsonNumbers.ts), at most 20 then a count; said by the formats that keep unknown keys.
   */
  changedNumbers?: Diagnostic[];
}

export function parseJsonDocument(source: SourceText): Parsed<JsonDocument> {
  const { document, diagnostics } = readJsonDocument(source);
  return document !== undefined && diagnostics.length === 0 ? { ok: true, diagnostics: [], value: document } : { ok: false, diagnostics };
}

/**
 * The document and every problem of its strings and keys together: a control character or
 * a repeated key does not hide the rest of the file, so a reader that can check the other
 * fields (aliases.json) lists every problem in one run. No document only when the text is
 * not JSON at all (too deep, a syntax error: the first, as the parser's recovery guesses).
 */
export function readJsonDocument(source: SourceText): { document?: JsonDocument; diagnostics: Diagnostic[]; references?: Diagnostic[] } {
  const { file, text } = source;
  const lines = new LineIndex(text);
  const error = (code: string, message: string, offset: number): Diagnostic => ({
    severity: 'error', code, file, message, ...lines.position(offset),
  });

  const tooDeepAt = offsetPastDepth(text, MAX_JSON_DEPTH);
  if (tooDeepAt !== -1) return { diagnostics: [error('too-deep', `nesting deeper than ${MAX_JSON_DEPTH} levels`, tooDeepAt)] };
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  if (errors.length > 0 || tree === undefined) {
    // After the first error the parser's recovery guesses; later errors are often echoes.
    const first = errors[0] ?? { error: 0, offset: 0, length: 0 };
    const code = printParseErrorCode(first.error as never);
    // An unexpected character is named: U+2028 or a no-break space looks like white space.
    const at = code === 'InvalidSymbol' ? `: ${nameCharacterAt(text, first.offset)}` : '';
    return { diagnostics: [error('json-syntax', `invalid JSON: ${describeSyntaxError(code)}${at}`, first.offset)] };
  }
  const { problems, leftOutKeys, changedNumbers, references } = stringProblems(tree, file, text, lines, error);
  let value: unknown;
  try {
    // JSON.parse keeps a "__proto__" key as data at any depth, where a later copy could apply it: left out, as warned.
    value = leftOutKeys.length > 0 ? JSON.parse(text, (key, kept: unknown) => (key === '__proto__' ? undefined : kept)) : JSON.parse(text);
  } catch (cause) {
    return { diagnostics: [error('json-syntax', `invalid JSON: ${(cause as Error).message}`, 0)] };
  }
  const document: JsonDocument = {
    source,
    value,
    leftOutKeys,
    changedNumbers,
    locate(path) {
      for (let n = path.length; n >= 0; n--) {
        const node: JsonNode | undefined = findNodeAtLocation(tree, path.slice(0, n));
        if (node) return lines.position(node.offset);
      }
      return { line: 1, column: 1 };
    },
  };
  return { document, diagnostics: problems, references };
}

/**
 * The control-character rule (controlCharacters.ts) for every key and string value,
 * written raw or as a \u escape, and every repeated key (JSON.parse would keep the last
 * value silently): all of them at once, each at its string.
 */
function stringProblems(tree: JsonNode, file: string, text: string, lines: LineIndex, error: (code: string, message: string, offset: number) => Diagnostic) {
  const controls: Diagnostic[] = [];
  const changedNumbers: Diagnostic[] = [];
  let changed = 0;
  let firstUnlistedNumber: number | undefined;
  const repeats: Diagnostic[] = [];
  const leftOutKeys: Diagnostic[] = [];
  let repeated = 0;
  let firstUnlisted: number | undefined;
  const references: Diagnostic[] = [];
  let referred = 0;
  let extraControls = 0;
  let firstUnlistedReference: number | undefined;
  forEachString(tree, [], (text, offset, path, isKey) => {
    // Each forbidden character of the string, raw or escaped; a key's references are no text Markdown renders.
    // A string's first raw one always; past it, the file's first 20 (one string of thousands is bounded).
    let first = true;
    for (const { character, written } of forbiddenIn(text, !isKey)) {
      if (written === undefined && (first || ++extraControls <= MAX_REPEATS_LISTED)) controls.push(controlCharacterProblem(file, character, lines.position(offset), formatJsonPath(path)));
      else if (written !== undefined && ++referred <= MAX_REPEATS_LISTED) references.push(controlCharacterProblem(file, character, lines.position(offset), formatJsonPath(path), written));
      else if (written !== undefined) firstUnlistedReference ??= offset;
      if (written === undefined) first = false;
    }
    if (isKey && text === '__proto__') leftOutKeys.push({ ...error('left-out-key', LEFT_OUT_PROTO, offset), severity: 'warning', path: formatJsonPath(path) });
  }, (key, offset, firstOffset, path) => {
    if (++repeated > MAX_REPEATS_LISTED) {
      firstUnlisted ??= offset;
      return;
    }
    repeats.push({
      ...error('duplicate-key', `the key ${JSON.stringify(key)} appears twice in one object (first at line ${lines.position(firstOffset).line}); keys must be unique (JSON readers keep only one of the values)`, offset),
      path: formatJsonPath(path),
    });
  }, (offset, length, path) => {
    const literal = text.slice(offset, offset + length);
    const readAs = changedNumber(literal);
    if (readAs === undefined) return;
    if (++changed > MAX_REPEATS_LISTED) {
      firstUnlistedNumber ??= offset;
      return;
    }
    changedNumbers.push({ ...error('changed-number', `the number ${shownLiteral(literal)} is read as ${readAs} (a JSON number is a double); write it as a string, "${shownLiteral(literal)}", to keep it as written`, offset), severity: 'warning', path: formatJsonPath(path) });
  });
  // At the first repeat not listed, so it sorts (by position) after the last one listed.
  if (firstUnlisted !== undefined) {
    repeats.push({ ...error('duplicate-key', `${formatCount(repeated - MAX_REPEATS_LISTED)} more repeated keys from here on`, firstUnlisted) });
  }
  if (firstUnlistedNumber !== undefined) {
    changedNumbers.push({ ...error('changed-number', `${formatCount(changed - MAX_REPEATS_LISTED)} more numbers that reading changes from here on`, firstUnlistedNumber), severity: 'warning' });
  }
  if (firstUnlistedReference !== undefined) {
    references.push({ ...error('control-character', `${formatCount(referred - MAX_REPEATS_LISTED)} more references to control characters from here on`, firstUnlistedReference) });
  }
  return { problems: [...controls, ...repeats], leftOutKeys, changedNumbers, references };
}

const LEFT_OUT_PROTO = 'the key "__proto__" is left out, with its value: a JavaScript object cannot hold it as data (it names the object\'s prototype); rename the key to keep it';

function describeSyntaxError(code: string): string {
  const words: Record<string, string> = {
    InvalidSymbol: 'unexpected character',
    InvalidNumberFormat: 'malformed number',
    PropertyNameExpected: 'expected a property name in double quotes',
    ValueExpected: 'expected a value',
    ColonExpected: 'expected ":"',
    CommaExpected: 'expected "," (or a missing closing bracket)',
    CloseBraceExpected: 'expected "}"',
    CloseBracketExpected: 'expected "]"',
    EndOfFileExpected: 'unexpected content after the end of the document',
    UnexpectedEndOfString: 'unterminated string',
    UnexpectedEndOfNumber: 'unterminated number',
    InvalidUnicode: 'invalid \\u escape',
    InvalidEscapeCharacter: 'invalid escape character',
    InvalidCharacter: 'control character in a string',
    InvalidCommentToken: 'comments are not allowed in JSON',
    UnexpectedEndOfComment: 'comments are not allowed in JSON',
  };
  return words[code] ?? code;
}

/** Offset of the bracket that first exceeds `limit` levels of nesting, or -1. */
function offsetPastDepth(text: string, limit: number): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > limit) return i;
    } else if (c === 125 || c === 93) depth--;
  }
  return -1;
}

/** Of repeated keys in one file, more than this many are counted in the last one listed. */
const MAX_REPEATS_LISTED = 20;

type VisitString = (text: string, offset: number, path: JsonPath, isKey: boolean) => void;
type VisitRepeat = (key: string, offset: number, firstOffset: number, path: JsonPath) => void;
type VisitNumber = (offset: number, length: number, path: JsonPath) => void;

/**
 * Every property name and string value of a parse tree, with its offset and JSON path; and
 * every key that repeats one of its object (a map per object: linear).
 */
function forEachString(node: JsonNode, path: JsonPath, visit: VisitString, repeat: VisitRepeat, number: VisitNumber): void {
  if (node.type === 'string') visit(String(node.value), node.offset, path, false);
  else if (node.type === 'number') number(node.offset, node.length, path);
  else if (node.type === 'array') node.children?.forEach((child, i) => forEachString(child, [...path, i], visit, repeat, number));
  else if (node.type === 'object') {
    const seen = new Map<string, number>();
    for (const property of node.children ?? []) {
      const [key, value] = property.children ?? [];
      if (key === undefined) continue;
      const name = String(key.value);
      const childPath = [...path, name];
      visit(name, key.offset, childPath, true);
      const first = seen.get(name);
      if (first === undefined) seen.set(name, key.offset);
      else repeat(name, key.offset, first, childPath);
      if (value !== undefined) forEachString(value, childPath, visit, repeat, number);
    }
  }
}

/** `relations[3].target` from `["relations", 3, "target"]`. */
export function formatJsonPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (typeof segment === 'string' && /^[A-Za-z_$][\w$]*$/.test(segment)) out += out ? `.${segment}` : segment;
    else out += `[${JSON.stringify(String(segment))}]`;
  }
  return out || '(document)';
}
