// The one budget a note's body is held to before the MDX parser reads it: markup characters
// per paragraph, which that parser's inline pass pays for with their square.
import type { Diagnostic } from '../core/diagnostics.ts';
import { formatCount, MAX_NOTE_PARAGRAPH_MARKUP } from '../core/limits.ts';
import { findFence } from '../parse/frontmatterFence.ts';

/** `<` `&` backtick `*` `_` `[` `{`: what opens an inline construct the parser scans ahead for. */
const MARKUP = new Set([0x3c, 0x26, 0x60, 0x2a, 0x5f, 0x5b, 0x7b]);
/**
 * A line that starts a block of its own (an item, a heading): its own inline text. Not a
 * table row: lines between `|` are a table only under a delimiter row, else one paragraph
 * (probe 2026-12-11, rows 5 and 6), so a table's rows are counted together.
 */
const OWN_BLOCK = /^[ \t]{0,3}(?:[-*+][ \t]|\d{1,9}[.)][ \t]|#{1,6}[ \t])/;
const isSpace = (code: number): boolean => code === 0x20 || code === 0x09;

/**
 * Each paragraph of the body (lines up to a blank line or a line that starts a block of its
 * own) holding more markup characters than the budget, at its first line; one pass over the
 * text. The frontmatter is YAML, held to budgets of its own.
 */
export function crowdedParagraphs(file: string, text: string): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const fence = findFence(text, file);
  const bodyStart = fence.kind === 'yaml' ? fence.close.end : 0;
  let count = 0;
  let line = fence.kind === 'yaml' ? fence.close.lineNumber + 1 : 1;
  let first = line;
  let blank = true;
  for (let i = bodyStart; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : 0x0a;
    if (code !== 0x0a) {
      if (!isSpace(code)) blank = false;
      if (MARKUP.has(code)) count++;
      continue;
    }
    if (count > MAX_NOTE_PARAGRAPH_MARKUP) {
      problems.push({
        severity: 'error', code: 'too-large', file, line: first,
        message: `a paragraph of more than ${formatCount(MAX_NOTE_PARAGRAPH_MARKUP)} markup characters (<, &, \`, *, _, [, {), the limit per paragraph: the MDX parser's cost grows with their square; split it with blank lines`,
      });
      // Said once per paragraph: counting goes on past the limit's reach.
      count = Number.NEGATIVE_INFINITY;
    }
    line++;
    // The line ended was blank, or the next starts a block of its own: a new paragraph.
    if (blank || OWN_BLOCK.test(text.slice(i + 1, i + 17))) {
      count = 0;
      first = line;
    }
    blank = true;
  }
  return problems;
}
