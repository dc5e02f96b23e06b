// Line-level Markdown helpers shared by the transcript and minutes parsers, which both
// read a document as numbered lines cut into sections.

export interface NumberedLine {
  text: string;
  /** 1-based line in the source file. */
  line: number;
}

/** Lines joined as written, outer blank lines dropped. */
export function joinLines(lines: readonly NumberedLine[]): string {
  // Outer blank lines dropped first: a paragraph of one line (of any length) is then that
  // line itself, not a joined copy of it.
  let first = 0, last = lines.length;
  while (first < last && lines[first]!.text.trim() === '') first++;
  while (last > first && lines[last - 1]!.text.trim() === '') last--;
  if (last - first === 1) return lines[first]!.text.trim();
  return lines.slice(first, last).map((l) => l.text).join('\n').trim();
}

/**
 * Top-level list items (`-`, `*`, `+`, `1.`) with their continuation and nested lines;
 * text outside the list is left out. A section written as paragraphs instead (no list
 * marker at all) yields one item per paragraph.
 */
export function listItems(lines: ReadonlyArray<NumberedLine>): Array<{ text: string; line: number }> {
  const isTopMarker = (text: string) => /^ ?(?:[-*+]|\d{1,3}[.)])[ \t]/.test(text);
  const hasList = lines.some((l) => isTopMarker(l.text));
  const items: Array<{ text: string[]; line: number }> = [];
  let currentItem: { text: string[]; line: number } | null = null;
  let blankSinceItem = false;
  for (const { text, line } of lines) {
    if (text.trim() === '') {
      blankSinceItem = true;
      if (!hasList) currentItem = null;
      continue;
    }
    if (hasList) {
      const marker = /^ ?(?:[-*+]|\d{1,3}[.)])[ \t]+(.*)$/.exec(text);
      if (marker) {
        currentItem = { text: [marker[1]!], line };
        items.push(currentItem);
        blankSinceItem = false;
      } else if (currentItem && (!blankSinceItem || /^(?: {2}|\t)/.test(text))) {
        // A lazy continuation, or an indented (nested) line after a blank one.
        currentItem.text.push(text.replace(/^(?: {1,4}|\t)/, ''));
      } else {
        currentItem = null; // a paragraph after the list ends it
      }
    } else if (currentItem) {
      currentItem.text.push(text.trim());
    } else {
      currentItem = { text: [text.trim()], line };
      items.push(currentItem);
    }
  }
  return items.map((item) => ({ text: item.text.join('\n').trim(), line: item.line })).filter((item) => item.text !== '');
}

/** A file's name without folders or extension. */
export function baseName(file: string): string {
  return (file.split(/[\\/]/).pop() ?? file).replace(/\.[^.]*$/, '');
}

/** Trimmed text, or the fallback when there is none (log fields must not be empty). */
export const nonEmpty = (text: string | undefined, fallback: string): string =>
  text !== undefined && text.trim() !== '' ? text.trim() : fallback;

/** Columns of a line's leading blanks, a tab to the next multiple of four (CommonMark), counted up to `upTo`. */
export function indentColumns(text: string, upTo = 4): number {
  let columns = 0;
  for (let i = 0; i < text.length && columns < upTo; i++) {
    if (text[i] === ' ') columns++;
    else if (text[i] === '\t') columns += 4 - (columns % 4);
    else break;
  }
  return columns;
}

/**
 * The line with up to `columns` columns of its indentation taken off (a tab is four), so a
 * text indented as a whole (a notebook's cell) reads as if it were flush.
 */
export function withoutIndent(text: string, columns: number): string {
  let at = 0;
  let taken = 0;
  while (at < text.length && taken < columns && (text[at] === ' ' || text[at] === '\t')) {
    const width = text[at] === '\t' ? 4 - (taken % 4) : 1;
    if (taken + width > columns) break;
    taken += width;
    at++;
  }
  return text.slice(at);
}

/** What a line is by its indentation: code, a list item's own text, or neither. */
export type IndentRole = 'code' | 'item' | 'text';

export const THEMATIC_BREAK = /^[ \t]*([-*_])(?:[ \t]*\1){2,}[ \t]*$/u;
/** A list item's marker and the blanks after it: its text starts after them. */
const LIST_MARKER = /^[ \t]*((?:[-*+]|\d{1,9}[.)])[ \t]{1,4})/u;

/**
 * A reader of lines in order, in a text indented `base` columns as a whole (a notebook's cell):
 * a line indented four columns past the base is code, unless it is a list item's text; a line
 * indented to an item's text after it (across blank lines) is that item's, as CommonMark reads
 * it: a heading there is the item's, not the document's.
 */
export function indentRoles(base = 0): (text: string) => IndentRole {
  let itemText = -1;
  return (text) => {
    if (text.trim() === '') return 'text';
    const columns = indentColumns(text, base + 8) - base;
    if (itemText >= 0 && columns >= itemText) return 'item';
    if (columns >= 4) return 'code';
    // A thematic break (`* * *`, `- - -`) is no list item.
    const marker = THEMATIC_BREAK.test(text) ? undefined : LIST_MARKER.exec(text)?.[1];
    itemText = marker === undefined ? -1 : Math.max(columns, 0) + indentColumns(marker.replace(/[^ \t]/gu, ' '), 8);
    return 'text';
  };
}
