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
