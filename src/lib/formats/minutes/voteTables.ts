// A vote table with one row per option and columns of names (`| 案 | 👍 | 👎 |`,
// `| 方案 | 支持 | 反对 |`, `| Option | For | Against |`): each name listed in a stance
// column states that stance on the row's option, at the row.
import type { NumberedLine } from '../../parse/markdownLines.ts';
import { participantName } from './participants.ts';
import { optionMentions, type OptionKeys } from './options.ts';
import { cellStance } from './marks.ts';
import { plainCell, readTables } from './tables.ts';

export interface RowVote {
  participant: string;
  option: string;
  kind: 'supports' | 'opposes';
  text: string;
  line: number;
}

/** Names listed in a cell: `a, b`, `a、b`, `a / b`; a bracketed aside (`安全工程师(只读)`) is not part of a name. */
const namesIn = (cell: string): string[] => plainCell(cell).split(/[,，、/;；]|[ \t]and[ \t]/u).map((n) => participantName(n.replace(/[(（][^()（）]*[)）]/gu, ''))).filter((n) => n !== '' && !/^[—–\-−~]$/u.test(n));

/**
 * A first column's header that names options (`Option`, `#`, `Opción`, `案`, `방안`…): only
 * under it is a bare number an option's (`| Ballot | For | Against |` numbers ballots, review
 * 06zf row 1).
 */
const OPTION_NUMBER_HEADER = /^(?:#|options?|opt\.?|opci[oó]n(?:es)?|opç(?:ão|ões)|opzion[ei]|案|方案|选项|選項|選択肢|候補|候选|안|방안|옵션|선택지|후보|대안)$/iu;

/**
 * The one option each row's first cell names, or null when a row names none or several. A cell
 * that is only a number names the option of that number when the meeting's options are numbered
 * and the column's header names options (`| 1 | … |` under `| Option | For | Against |`,
 * probe 53 row 4), as a bare letter does.
 */
function optionPerRow(rows: ReadonlyArray<{ cells: string[] }>, keys: OptionKeys, header: string): string[] | null {
  const options: string[] = [];
  const numbered = OPTION_NUMBER_HEADER.test(header.trim());
  for (const row of rows) {
    const cell = plainCell(row.cells[0] ?? '');
    const found = /^[1-9][0-9]{0,4}$/u.test(cell) ? new Set(numbered && keys.includes(cell) ? [cell] : []) : new Set(optionMentions(cell, keys).map((m) => m.key));
    if (found.size !== 1) return null;
    options.push([...found][0]!);
  }
  return options;
}

export function optionRowVotes(lines: readonly NumberedLine[], keys: OptionKeys): RowVote[] {
  const votes: RowVote[] = [];
  for (const table of readTables(lines)) {
    const header = table.header.map(plainCell);
    const columns = header.flatMap((h, i) => {
      const kind = i === 0 ? null : cellStance(h);
      return kind === 'supports' || kind === 'opposes' ? [{ i, kind, header: h }] : [];
    });
    if (columns.length === 0) continue;
    // The first column names an option in every row, or the table is not one of these.
    const rowOptions = optionPerRow(table.rows, keys, header[0] ?? '');
    if (rowOptions === null) continue;
    table.rows.forEach((row, r) => {
      for (const column of columns) {
        for (const participant of namesIn(row.cells[column.i] ?? '')) {
          votes.push({ participant, option: rowOptions[r]!, kind: column.kind, text: `${header[0]}: ${plainCell(row.cells[0] ?? '')} · ${column.header}: ${participant}`, line: row.line });
        }
      }
    });
  }
  return votes;
}

/**
 * A stance matrix with one row per option and one column per participant (`| option | ana |
 * ben |` with ✓ / ✗ / – cells): each mark states that participant's stance on the row's
 * option, at the row; a neutral mark, prose or an empty cell states nothing. The table is one
 * of these only when its first column names one option in every row and at least two other
 * columns are participants.
 */
export function optionRowMatrix(lines: readonly NumberedLine[], keys: OptionKeys, participantOf: (name: string) => string | undefined): RowVote[] {
  const votes: RowVote[] = [];
  for (const table of readTables(lines)) {
    const header = table.header.map(plainCell);
    const columns = header.flatMap((h, i) => {
      const participant = i === 0 ? undefined : participantOf(participantName(h));
      return participant === undefined ? [] : [{ i, participant, header: h }];
    });
    if (columns.length < 2) continue;
    const rowOptions = optionPerRow(table.rows, keys, header[0] ?? '');
    if (rowOptions === null || rowOptions.length === 0) continue;
    table.rows.forEach((row, r) => {
      for (const column of columns) {
        const cell = row.cells[column.i] ?? '';
        const kind = cellStance(cell);
        if (kind !== 'supports' && kind !== 'opposes') continue;
        votes.push({ participant: column.participant, option: rowOptions[r]!, kind, text: `${plainCell(row.cells[0] ?? '')} · ${column.header}: ${plainCell(cell)}`, line: row.line });
      }
    });
  }
  return votes;
}
