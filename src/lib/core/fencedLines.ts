// Fenced code in a log's Markdown, line by line, as the page's renderer sees it: where a fence
// opens and closes in list items and block quotes (plainText.ts reads text around it).

/** A fence's marks opening a line: up to three spaces in, or after a list item's marker at any depth (four spaces in without one is indented code: review 07za T5). */
const FENCE_MARKS = /^(?:[ ]{0,3}|[ \t]*(?=(?:[-*+]|\d{1,9}[.)])[ \t]))(?:([-*+]|\d{1,9}[.)])[ \t]+)?(`{3,}|~{3,})/;
/** A fence's marks after white space, in a list item (fenceOpening). */
const ITEM_FENCE_MARKS = /^[ \t]*(`{3,}|~{3,})/;
/** A closing fence's marks alone on their line (fencedLines checks how far in). */
const CLOSING_MARKS = /^[ \t]*(`{3,}|~{3,})[ \t]*$/;
export const QUOTE_PREFIX = /^(?:[ ]{0,3}>[ ]?)+/;
/** A list item's marker and the spaces after it: the item's content starts where it ends. */
export const ITEM_MARKER = /^[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]+(?=\S)/;

/**
 * Per line: 0 outside fenced code, 1 in it, 2 its closing line, 3 its opening line. A fence
 * opens at a line's start, after a list item's marker or in a block quote; it closes with the
 * same character, at least as many marks and nothing after (review 07w T1, T2, 07x T6, T7), or
 * with the list item or the quote that holds it (07y T8, T9, 07z T1–T3).
 */
export function fencedLines(lines: readonly string[]): Uint8Array {
  const states = new Uint8Array(lines.length);
  // The open fence's marks, the columns of its list item's content (0 outside one), and whether a quote holds it.
  let fence: { marks: string; indent: number; quoted: boolean } | undefined;
  // The content column of the list item the lines are in (0 outside one).
  let item = 0;
  lines.forEach((line, i) => {
    const quote = QUOTE_PREFIX.exec(line)?.[0] ?? '', body = line.slice(quote.length);
    // A line left of the item's content ends the item, and its fence with it (review 07y T8, T9; tabs to 4 columns, 07z T3); a line out of the quote ends the quote's.
    if (fence !== undefined && line.trim() !== '' && ((fence.indent > 0 && columns(body) < fence.indent) || (fence.quoted && quote === ''))) fence = undefined;
    if (fence === undefined && body.trim() !== '') item = listItemColumn(body, item);
    const opening = fence === undefined ? fenceOpening(body, item) : undefined;
    const closing = fence === undefined ? undefined : CLOSING_MARKS.exec(body)?.[1];
    // At most three columns right of its item's content (four in is code: review 07zb T8, T10).
    const closes = closing !== undefined && fence !== undefined && closing[0] === fence.marks[0] && closing.length >= fence.marks.length && columns(body) - fence.indent <= 3;
    if (opening !== undefined) fence = { ...opening, quoted: quote !== '' };
    else if (closes) fence = undefined;
    states[i] = closes ? 2 : opening !== undefined ? 3 : fence !== undefined ? 1 : 0;
  });
  return states;
}
/** The content column of the list item a line opens, keeps (indented as far) or leaves (0). */
function listItemColumn(body: string, item: number): number {
  const marker = ITEM_MARKER.exec(body);
  if (marker !== null) return columns(marker[0], false);
  return columns(body) < item ? 0 : item;
}
/**
 * The fence a line opens, with the content column of the list item it is in (0 outside one):
 * up to three columns right of that column ("- a", a blank line, then "    ```": review
 * 07zb T2–T4), or after a list item's marker on its own line.
 */
function fenceOpening(body: string, item: number): { marks: string; indent: number } | undefined {
  const found = FENCE_MARKS.exec(body);
  const inItem = found === null && item > 0 && columns(body) - item <= 3 ? ITEM_FENCE_MARKS.exec(body) : null;
  const [whole, marks] = found !== null ? [found[0], found[2]!] : inItem !== null ? [inItem[0], inItem[1]!] : ['', ''];
  // A backtick fence's info holds no backtick: "- ```git push``` is blocked" is a code span (review 07y T7).
  if (marks === '' || (marks[0] === '`' && body.slice(whole.length).includes('`'))) return undefined;
  return { marks, indent: found?.[1] !== undefined ? columns(whole, false) - marks.length : item };
}
/** The columns `text` takes, a tab to the next multiple of four (as CommonMark counts them); `leading`: only its leading white space. */
export function columns(text: string, leading = true): number {
  let column = 0;
  for (const c of text) {
    if (c === '\t') column += 4 - (column % 4);
    else if (c === ' ' || !leading) column++;
    else break;
  }
  return column;
}
