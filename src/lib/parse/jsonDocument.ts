// Strict JSON with positions: a syntax error names line and column, and any later
// stage can turn a JSON path back into the line it came from.
import { findNodeAtLocation, parseTree, printParseErrorCode, type Node as JsonNode, type ParseError } from 'jsonc-parser';
import type { Diagnostic } from '../core/diagnostics.ts';
import { MAX_JSON_DEPTH } from '../core/limits.ts';
import type { Parsed } from '../core/result.ts';
import { controlCharacterMatch, controlCharacterProblem } from './controlCharacters.ts';
import { LineIndex, type SourceText } from './source.ts';

export type JsonPath = Array<string | number>;

/** Deeper than any log needs; guards the recursive parsers below against stack exhaustion. */
export { MAX_JSON_DEPTH };

export interface JsonDocument {
  source: SourceText;
  value: unknown;
  /** Where a path is in the file: the value's start, or the nearest enclosing value's. */
  locate(path: JsonPath): { line: number; column: number };
}

export function parseJsonDocument(source: SourceText): Parsed<JsonDocument> {
  const { file, text } = source;
  const lines = new LineIndex(text);
  const error = (code: string, message: string, offset: number): Diagnostic => ({
    severity: 'error', code, file, message, ...lines.position(offset),
  });

  const tooDeepAt = offsetPastDepth(text, MAX_JSON_DEPTH);
  if (tooDeepAt !== -1) {
    return { ok: false, diagnostics: [error('too-deep', `nesting deeper than ${MAX_JSON_DEPTH} levels`, tooDeepAt)] };
  }
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  if (errors.length > 0 || tree === undefined) {
    // After the first error the parser's recovery guesses; later errors are often echoes.
    const first = errors[0] ?? { error: 0, offset: 0, length: 0 };
    return {
      ok: false,
      diagnostics: [error('json-syntax', `invalid JSON: ${describeSyntaxError(printParseErrorCode(first.error as never))}`, first.offset)],
    };
  }
  // The control-character rule (controlCharacters.ts) for every key and string value,
  // written raw or as a \u escape: all of them at once, each at its string.
  const controls: Diagnostic[] = [];
  forEachString(tree, [], (text, offset, path) => {
    const character = controlCharacterMatch(text);
    if (character !== null) controls.push(controlCharacterProblem(file, character, lines.position(offset), formatJsonPath(path)));
  });
  if (controls.length > 0) return { ok: false, diagnostics: controls };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (cause) {
    return { ok: false, diagnostics: [error('json-syntax', `invalid JSON: ${(cause as Error).message}`, 0)] };
  }
  return {
    ok: true,
    diagnostics: [],
    value: {
      source,
      value,
      locate(path) {
        for (let n = path.length; n >= 0; n--) {
          const node: JsonNode | undefined = findNodeAtLocation(tree, path.slice(0, n));
          if (node) return lines.position(node.offset);
        }
        return { line: 1, column: 1 };
      },
    },
  };
}

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

/** Every property name and string value of a parse tree, with its offset and JSON path. */
function forEachString(node: JsonNode, path: JsonPath, visit: (text: string, offset: number, path: JsonPath) => void): void {
  if (node.type === 'string') visit(String(node.value), node.offset, path);
  else if (node.type === 'array') node.children?.forEach((child, i) => forEachString(child, [...path, i], visit));
  else if (node.type === 'object') {
    for (const property of node.children ?? []) {
      const [key, value] = property.children ?? [];
      if (key === undefined) continue;
      const childPath = [...path, String(key.value)];
      visit(String(key.value), key.offset, childPath);
      if (value !== undefined) forEachString(value, childPath, visit);
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
