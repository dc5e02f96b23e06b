// A section's lines as blocks: list items (with their continuation lines), table rows
// and paragraphs, each keeping every line it used, so a reader can mark exactly the
// lines it took and report the rest.
import { MAX_STRUCTURE_LINE, isFenceLine } from './frontmatter.ts';
import type { NumberedLine } from './markdownLines.ts';

export interface Block {
  kind: 'item' | 'paragraph' | 'table' | 'heading' | 'code';
  /** Item text without its marker, lines joined; a paragraph's lines trimmed and joined. */
  text: string;
  line: number;
  lines: NumberedLine[];
}

const ITEM_MARK = /^ {0,3}(?:[-*+]|\d{1,3}[.)])[ \t]+/;
/** A line that opens a list item (`- …`, `1. …`). */
export const isItemLine = (text: string): boolean => ITEM_MARK.test(text);
export const isTableLine = (text: string): boolean => /^\s*\|/.test(text);
export const isHeadingLine = (text: string): boolean => text.length <= MAX_STRUCTURE_LINE && /^ {0,3}#{1,6}[ \t]/.test(text);

export function blocksOf(lines: readonly NumberedLine[]): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  let inFence = false;
  const close = () => {
    if (current) blocks.push({ ...current, text: current.text.trim() });
    current = null;
  };
  for (const entry of lines) {
    const { text } = entry;
    if (inFence || isFenceLine(text)) {
      if (!inFence) close();
      if (current === null || (current as Block).kind !== 'code') current = { kind: 'code', text: '', line: entry.line, lines: [] };
      (current as Block).lines.push(entry);
      (current as Block).text += `${text}\n`;
      if (isFenceLine(text)) {
        inFence = !inFence;
        if (!inFence) close();
      }
      continue;
    }
    if (text.trim() === '') {
      if (current && (current as Block).kind !== 'item') close();
      else if (current) (current as Block).lines.push(entry); // a blank inside an item: nested text may follow
      continue;
    }
    if (isHeadingLine(text)) {
      close();
      blocks.push({ kind: 'heading', text: text.replace(/^ {0,3}#{1,6}[ \t]+/, '').replace(/[ \t]#+[ \t]*$/, '').trim(), line: entry.line, lines: [entry] });
      continue;
    }
    if (isTableLine(text)) {
      if (!current || (current as Block).kind !== 'table') {
        close();
        current = { kind: 'table', text: '', line: entry.line, lines: [] };
      }
      (current as Block).lines.push(entry);
      (current as Block).text += `${text}\n`;
      continue;
    }
    // Only the marker is matched, so a list item of any length is one (an opinion of 4,000 characters, probe 25 K2b).
    const item = ITEM_MARK.exec(text);
    if (item) {
      close();
      current = { kind: 'item', text: text.slice(item[0].length), line: entry.line, lines: [entry] };
      continue;
    }
    if (current && (current as Block).kind === 'item') {
      const blankBefore = (current as Block).lines[(current as Block).lines.length - 1]!.text.trim() === '';
      if (!blankBefore || /^(?: {2}|\t)/.test(text)) {
        (current as Block).lines.push(entry);
        (current as Block).text += `\n${text.replace(/^(?: {1,4}|\t)/, '')}`;
        continue;
      }
      close();
    }
    if (current && (current as Block).kind === 'table') close();
    if (!current) current = { kind: 'paragraph', text: '', line: entry.line, lines: [] };
    (current as Block).lines.push(entry);
    (current as Block).text += `${(current as Block).text === '' ? '' : '\n'}${text.trim()}`;
  }
  close();
  // Trailing blank lines an item swallowed are not part of it.
  return blocks.map((b) => {
    let end = b.lines.length;
    while (end > 1 && b.lines[end - 1]!.text.trim() === '') end--;
    return end === b.lines.length ? b : { ...b, lines: b.lines.slice(0, end) };
  }).filter((b) => b.text !== '' || b.kind === 'code');
}
