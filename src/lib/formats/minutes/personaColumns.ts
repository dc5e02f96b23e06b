// A stance table turned on its side: one row per option, one column per persona
// (`| Option | ana | ben |` with 👍/👎/for/against/— cells), as a spreadsheet of
// preferences is often laid out. Each persona column is that persona's opinion; each cell
// states the persona's stance on its row's option (a neutral mark only mentions it). A
// table whose cells are scores or prose states nothing and is left to the other readers.
import type { NumberedLine } from '../../parse/markdownLines.ts';
import type { RawOpinion } from './opinions.ts';
import type { OptionKeys } from './options.ts';
import { participantName } from './participants.ts';
import { cellStance } from './marks.ts';
import { plainCell, readTables } from './tables.ts';

/** Columns that are not people: notes, scores, totals, the option's title. */
const NOT_PERSONA = /^(?:notes?|comments?|remarks?|reasons?|why|score|scores|total|sum|title|summary|description|avg|average|비고|메모|점수|합계|설명|備考|メモ|点数|合計|説明|备注|说明|得分|总分|合计|简称|略称)$/iu;

export function personaColumnOpinions(lines: readonly NumberedLine[], keys: OptionKeys, optionOf: (cell: string) => string | undefined): RawOpinion[] {
  const opinions: RawOpinion[] = [];
  for (const table of readTables(lines)) {
    const header = table.header.map(plainCell);
    const rows = table.rows.map((row) => ({ row, key: optionOf(row.cells[0] ?? '') }));
    // Every row names one option, two or more of them, each once.
    if (rows.length < 2 || rows.some((r) => r.key === undefined) || new Set(rows.map((r) => r.key)).size !== rows.length) continue;
    const persons = header.flatMap((h, i) => (i === 0 || h === '' || h.length > 40 || NOT_PERSONA.test(h) || cellStance(h) !== null || optionOf(h) !== undefined ? [] : [{ i, name: participantName(h) }]));
    const stated = persons.some((p) => rows.some(({ row }) => {
      const kind = cellStance(row.cells[p.i] ?? '');
      return kind === 'supports' || kind === 'opposes';
    }));
    if (persons.length < 2 || !stated || keys.length === 0) continue;
    for (const person of persons) {
      const optionCells = rows.flatMap(({ row, key }) => {
        const value = (row.cells[person.i] ?? '').trim();
        return value === '' || cellStance(value) === null ? [] : [{ key: key!, header: person.name, value, line: row.line, option: plainCell(row.cells[0] ?? '') }];
      });
      if (optionCells.length === 0 || person.name === '') continue;
      opinions.push({
        participant: person.name,
        markdown: optionCells.map((c) => `${c.option}: ${c.value}`).join(' · '),
        line: table.line,
        lines: table.lines,
        optionCells: optionCells.map(({ option: _, ...cell }) => cell),
        cellsOnly: true,
      });
    }
  }
  return opinions;
}
