// Markdown pipe tables inside minutes sections (rubric, risks, action items, evaluation).
import { MAX_STRUCTURE_LINE, squeeze } from '../../parse/frontmatter.ts';
import type { NumberedLine } from '../../parse/markdownLines.ts';

export interface Table {
  header: string[];
  rows: Array<{ cells: string[]; line: number }>;
  /** The header line. */
  line: number;
  /** Every line of the table: header, separator and rows. */
  lines: NumberedLine[];
}

export function readTables(lines: readonly NumberedLine[]): Table[] {
  const tables: Table[] = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    const grid = GRID_RULE.test(lines[i]!.text) ? gridTable(lines, i) : null;
    if (grid !== null) {
      // A grid that is no table still ends where its shape ends: no rule is scanned twice.
      if (grid.table !== null) tables.push(grid.table);
      i = grid.next - 1;
      continue;
    }
    const header = lines[i]!;
    const separator = lines[i + 1]!;
    if (!header.text.includes('|') || !isTableSeparator(separator.text)) continue;
    const table: Table = { header: tableCells(header.text), rows: [], line: header.line, lines: [header, separator] };
    let j = i + 2;
    for (; j < lines.length && lines[j]!.text.includes('|') && lines[j]!.text.trim() !== ''; j++) {
      table.rows.push({ cells: tableCells(lines[j]!.text), line: lines[j]!.line });
      table.lines.push(lines[j]!);
    }
    tables.push(table);
    i = j - 1;
  }
  return tables;
}

const MAX_TABLE_CELLS = 64;

/** A rule of a grid table (pandoc, Emacs): `+----+----+`, the header's `+====+====+`. */
const GRID_RULE = /^[ \t]*\+(?:[-=:]{1,400}\+){1,64}[ \t]*$/u;

/**
 * A grid table (a word processor's table converted by pandoc): rows between rules, each cell
 * the text of its column over the row's lines, the header the row above the `+===+` rule.
 * Cells are cut at the row's `|`, not by width (a CJK character is two columns wide). A row is
 * at the line it opens on; a line of another shape ends the table. Without a header rule it is
 * no table of this reader (a headerless grid names no columns). Linear: one pass.
 */
function gridTable(lines: readonly NumberedLine[], start: number): { table: Table | null; next: number } {
  const columns = lines[start]!.text.trim().split('+').length - 2;
  const rows: Array<{ cells: string[]; line: number }> = [];
  let header: { cells: string[]; line: number } | null = null;
  let open: { cells: string[]; line: number } | null = null;
  const used: NumberedLine[] = [lines[start]!];
  let j = start + 1;
  for (; j < lines.length; j++) {
    const entry = lines[j]!;
    const rule = GRID_RULE.exec(entry.text);
    if (rule) {
      if (open !== null && header === null && entry.text.includes('=')) header = open;
      else if (open !== null) rows.push(open);
      open = null;
      used.push(entry);
      continue;
    }
    const cells = /^[ \t]*\|.*\|[ \t]*$/u.test(entry.text) ? tableCells(entry.text) : [];
    if (cells.length !== columns) break;
    if (open === null) open = { cells, line: entry.line };
    else open.cells = open.cells.map((cell, k) => joinCell(cell, cells[k]!));
    used.push(entry);
  }
  if (header === null || open !== null) return { table: null, next: Math.max(j, start + 1) };
  return { table: { header: header.cells, rows, line: header.line, lines: used }, next: j };
}

/** A cell's next line: no space between two CJK characters, one elsewhere. */
const joinCell = (cell: string, more: string): string =>
  cell === '' ? more : more === '' ? cell : /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー、。]$/u.test(cell) && /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]/u.test(more) ? `${cell}${more}` : `${cell} ${more}`;

function tableCells(line: string): string[] {
  const trimmed = line.trim().replace(/^\|/, '').replace(/(?<!\\)\|$/, '');
  return trimmed.split(/(?<!\\)\|/).slice(0, MAX_TABLE_CELLS).map((cell) => cell.trim());
}

function isTableSeparator(line: string): boolean {
  if (!line.includes('-') || line.length > 4 * MAX_STRUCTURE_LINE) return false;
  const cells = tableCells(line);
  return cells.length > 0 && cells.every((cell) => /^:?-{1,}:?$/.test(cell));
}

/** A cell's text without bold, code ticks and wikilink brackets. */
export const plainCell = (cell: string): string => squeeze(cell.replace(/\*\*|`/g, '').replace(/\[\[([^\[\]|\n]*)(?:\|[^\[\]\n]*)?\]\]/g, '$1'));
