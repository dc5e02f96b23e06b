// How deep a note's lists and block quotes nest, read a line at a time before the MDX parser
// sees the note: past a few hundred levels the build's bundler crashes (a segmentation fault,
// no message) and the parser's time grows faster than the note (probe 2026-12-12, rows 14
// and 15). An estimate of CommonMark's containers that never counts less than one line adds.
import type { Diagnostic } from '../core/diagnostics.ts';
import { MAX_NOTE_NESTING } from '../core/limits.ts';
import { findFence } from '../parse/frontmatterFence.ts';

/** A list marker at `line[at]`: `-`, `*`, `+` or up to nine digits and `.`/`)`, then a space or the end. Its length, or 0. */
function listMarker(line: string, at: number): number {
  const c = line.charCodeAt(at);
  let end = at;
  if (c === 0x2d || c === 0x2a || c === 0x2b) end = at + 1;
  else {
    while (end < line.length && end - at < 9 && line.charCodeAt(end) >= 0x30 && line.charCodeAt(end) <= 0x39) end++;
    if (end === at || (line[end] !== '.' && line[end] !== ')')) return 0;
    end++;
  }
  return end === line.length || line[end] === ' ' || line[end] === '\t' ? end - at : 0;
}

/** Where the next non-blank character is from `at`, and its column (a tab to the next stop of 4). */
function skipBlank(line: string, at: number, column: number): { at: number; column: number } {
  while (at < line.length && (line[at] === ' ' || line[at] === '\t')) {
    column = line[at] === '\t' ? column + 4 - (column % 4) : column + 1;
    at++;
  }
  return { at, column };
}

/** A fence of three or more backticks or tildes at `at`: its character and length, or undefined. */
function fenceAt(line: string, at: number): { mark: string; length: number } | undefined {
  const mark = line[at];
  if (mark !== '`' && mark !== '~') return undefined;
  let end = at;
  while (line[end] === mark) end++;
  return end - at >= 3 ? { mark, length: end - at } : undefined;
}

/**
 * The first line whose lists and block quotes nest past MAX_NOTE_NESTING, as an error, or
 * nothing. Per line: its `>` and list markers, and the list items still open above it (an
 * item stays open while lines start at or right of its text's column); fenced code is skipped.
 */
export function deepNesting(file: string, text: string): Diagnostic[] {
  const fence = findFence(text, file);
  let lineNumber = fence.kind === 'yaml' ? fence.close.lineNumber : 0;
  const body = fence.kind === 'yaml' ? text.slice(fence.close.end) : text;
  const open: number[] = []; // the text column of each list item still open, outermost first
  let code: { mark: string; length: number } | undefined;
  for (let start = 0; start <= body.length; ) {
    const newline = body.indexOf('\n', start);
    const end = newline < 0 ? body.length : newline;
    const line = body.slice(start, end);
    start = end + 1;
    lineNumber++;
    let { at, column } = skipBlank(line, 0, 0);
    if (at === line.length) continue; // blank: the items above stay open
    let quotes = 0;
    while (line[at] === '>') {
      quotes++;
      ({ at, column } = skipBlank(line, at + 1, column + 1));
    }
    const closing = fenceAt(line, at);
    if (code !== undefined) {
      if (closing?.mark === code.mark && closing.length >= code.length) code = undefined;
      continue;
    }
    code = closing;
    while (open.length > 0 && open[open.length - 1]! > column) open.pop();
    // Markers and quotes after the first container open inside it (`- > - x`).
    while (open.length + quotes <= MAX_NOTE_NESTING) {
      if (line[at] === '>') {
        quotes++;
        ({ at, column } = skipBlank(line, at + 1, column + 1));
        continue;
      }
      const marker = listMarker(line, at);
      if (marker === 0) break;
      ({ at, column } = skipBlank(line, at + marker, column + marker));
      open.push(column);
    }
    if (open.length + quotes > MAX_NOTE_NESTING) {
      return [{
        severity: 'error', code: 'too-deep', file, line: lineNumber,
        message: `lists and block quotes nested more than ${MAX_NOTE_NESTING} deep (the limit for a note): the build's bundler and the MDX parser fail on deep nesting; flatten it`,
      }];
    }
  }
  return [];
}
