// R2 opinions written as a table: one row per participant (`| name | opinion |`), option or
// stance columns (`| Persona | A | B |`, `| Name | For | Against |`), a log's rows (`| Who |
// Option | Position |`); opinions.ts reads the other shapes.
import type { NumberedLine } from '../../parse/markdownLines.ts';
import type { Stance } from './model.ts';
import type { RawOpinion } from './opinions.ts';
import { participantName } from './participants.ts';
import { optionMentions, type OptionKeys } from './options.ts';
import { OPTION_DIGITS, OPTION_NUMBER, optionKey } from './optionNumber.ts';
import { cellStance, headerStance } from './marks.ts';
import { plainCell, readTables } from './tables.ts';
import { unreadPlaceHeader } from './placeRanking.ts';

/** A log table's option column: its cells name one option each (`1`, `B`, `2안`, a name). */
const LOG_OPTION_COLUMN = /^(?:options?|opt\.?|옵션|선택지|후보|대안|안|案|方案|选项|選択肢|候補|候选)$/iu;

/** A log row's option and its stance label: the option cell names exactly one option, the label is a cell label. */
function loggedOption(optionCell: string, stanceCell: string, keys: OptionKeys): { key: string; value: string } | undefined {
  const cell = plainCell(optionCell);
  const bare = /^([A-Z]|[1-9][0-9]{0,4})$/u.exec(cell)?.[1];
  const named = new Set(optionMentions(cell, keys).map((m) => m.key));
  const key = bare !== undefined ? (keys.includes(bare) ? bare : undefined) : named.size === 1 ? [...named][0] : headerOption(cell, keys);
  const value = stanceCell.trim();
  return key !== undefined && cellStance(value) !== null ? { key, value } : undefined;
}

/** A first column that lists options, one per row (`| 案 | 👍 | 👎 |`): voteTables.ts reads those. */
const OPTION_ROW_HEADER = /^(?:options?|alternatives?|candidates?|선택지|후보|대안|案|方案|选项|選択肢|候補|候选)(?![\p{L}])/iu;
export const NAME_COLUMN = /^(?:참석자|참가자|참여자|발언자|투표자|이름|역할|전문가|페르소나|participant|attendee|name|who|persona|speaker|member|role|voter|expert|votante|votant|participante|nombre|nom|参加者|出席者|発言者|投票者|専門家|ペルソナ|成员|参与者|参会人|参会者|与会者|投票人|发言人|发言者|专家|人设|角色)(?![\p{L}])/iu;
const OPINION_COLUMN = /^(?:의견|입장|주장|요지|opinion|position|view|statement|summary|argument)(?![\p{L}])/iu;
const STANCE_COLUMN = /^(?:stance|vote|for\/against|pro\/con|preference|preferred(?: option)?|first choice|favou?rite|pick|찬반|표결|투표|선호|賛否|投票|立场|立場|态度|首选|倾向)(?![\p{L}])/iu;

/**
 * The stances a table row states in its option columns: `찬성`/`for`/✓/👍/+1 supports,
 * `반대`/`against`/✗/👎/-1 opposes; `—`, abstain or prose in a cell only mentions it.
 */
export function tableCellStances(raw: RawOpinion, line: number, keys: OptionKeys): Stance[] {
  const stances: Stance[] = [];
  for (const cell of raw.optionCells ?? []) {
    const kind = cellStance(cell.value) ?? 'mentions';
    if (stances.some((s) => s.option === cell.key)) continue;
    stances.push({ option: cell.key, kind, reading: kind === 'mentions' ? 'mentioned' : 'stated', text: `${cell.header}: ${cell.value}`, line: cell.line ?? line });
  }
  // A stance column's cell states that stance on the option it names; an option named in
  // both a "for" and an "against" cell is only mentioned.
  for (const cell of raw.stanceCells ?? []) {
    const named = cellOption(cell.value, keys);
    if (named === undefined || stances.some((s) => s.option === named && s.kind === cell.kind)) continue;
    const clash = stances.find((s) => s.option === named);
    if (clash) {
      clash.kind = 'mentions';
      clash.reading = 'mentioned';
      continue;
    }
    stances.push({ option: named, kind: cell.kind, reading: 'stated', text: `${cell.header}: ${cell.value}`, line });
  }
  return stances;
}

/**
 * The option a stance column's cell names: a mention ("Option 2", "B안", a name), or the
 * cell being only an option's key (`| Favours | 1 |`, `| 支持 | 乙 |`), as the column's header says.
 */
export function cellOption(value: string, keys: OptionKeys): string | undefined {
  const bare = plainCell(value);
  if (keys.includes(bare.toUpperCase()) && /^(?:[A-Z]|[1-9][0-9]{0,4})$/iu.test(bare)) return bare.toUpperCase();
  return optionMentions(value, keys)[0]?.key ?? keys.named?.find((n) => n.mark === bare || n.forms.some((f) => f === bare.toLowerCase()))?.key;
}

/** A header cell naming an option: "A", "Option B", "案C", "B안", "方案A", "A: title". */
const OPTION_HEADER = /^(?:(?:[Oo]ption|OPTION|[Oo]pt\.?|[Pp]lan|[Cc]andidate|案|方案|选项|選択肢|옵션|선택지|후보|대안)[ \t]*)?([A-H])(?:안|案)?(?:$|[ \t]*[:：.)—–(（-])/u;
/** A numbered option's header needs its word: "Option 1", "1안", "案2", "方案3", "方案三". */
const NUMBERED_HEADER = new RegExp(`^(?:(?:[Oo]ption|OPTION|案|方案|选项|選択肢|옵션|선택지|후보)[ \\t]*(${OPTION_NUMBER})|(${OPTION_DIGITS})[ \\t]*(?:안|案))(?:$|[ \\t]*[:：.)—–(（-])`, 'u');
export const headerOption = (cell: string, keys: OptionKeys): string | undefined => {
  const numbered = NUMBERED_HEADER.exec(cell);
  const written = OPTION_HEADER.exec(cell)?.[1] ?? (numbered ? optionKey(numbered[1] ?? numbered[2]!) : undefined);
  if (written !== undefined || !keys.named) return written;
  // A header naming one named option ("자체 구축", "Kafka"), and only one.
  const named = new Set(optionMentions(cell, keys).map((m) => m.key));
  return named.size === 1 ? [...named][0] : undefined;
};

export function opinionsFromTable(lines: readonly NumberedLine[], keys: OptionKeys = []): RawOpinion[] {
  const opinions: RawOpinion[] = [];
  for (const table of readTables(lines)) {
    const header = table.header.map(plainCell);
    const optionAt = header.flatMap((h, i) => {
      const key = i === 0 ? undefined : headerOption(h, keys);
      return key === undefined ? [] : [{ i, key, header: h }];
    });
    const isOption = (i: number) => optionAt.some((o) => o.i === i);
    // A table with one column per option names its people in the first other column.
    let nameAt = header.findIndex((h, i) => !isOption(i) && NAME_COLUMN.test(h));
    if (nameAt === -1 && optionAt.length >= 2 && !isOption(0)) nameAt = 0;
    const stanceAt = header.findIndex((h) => STANCE_COLUMN.test(h));
    // Columns headed by a stance label ("For", "Against", 賛成, 反対): each cell names an option.
    const stanceColumns = header.flatMap((h, i) => {
      const kind = i === nameAt || isOption(i) ? null : headerStance(h);
      return kind === 'supports' || kind === 'opposes' ? [{ i, kind, header: h }] : [];
    });
    const isStanceColumn = (i: number) => stanceColumns.some((c) => c.i === i);
    // `| | For | Against |`: stance columns name their people in the first column, unless it lists options.
    if (nameAt === -1 && stanceColumns.length > 0 && !isStanceColumn(0) && !OPTION_ROW_HEADER.test(header[0] ?? '')) nameAt = 0;
    const opinionAt = header.findIndex((h, i) => i !== stanceAt && !isOption(i) && !isStanceColumn(i) && OPINION_COLUMN.test(h));
    // A log table, one row per person and option (`| Who | Option | Position |`): the row's
    // option cell names the option, its stance (or position) cell is the label.
    const logOptionAt = optionAt.length === 0 ? header.findIndex((h, i) => i !== nameAt && LOG_OPTION_COLUMN.test(h)) : -1;
    const logStanceAt = stanceAt !== -1 ? stanceAt : opinionAt;
    if (nameAt === -1 || (opinionAt === -1 && stanceAt === -1 && optionAt.length === 0 && stanceColumns.length === 0)) continue;
    for (const row of table.rows) {
      const name = participantName(row.cells[nameAt] ?? '');
      const stance = stanceAt === -1 ? '' : (row.cells[stanceAt] ?? '').trim();
      const logged = logOptionAt === -1 || logStanceAt === -1 ? undefined : loggedOption(row.cells[logOptionAt] ?? '', row.cells[logStanceAt] ?? '', keys);
      const optionCells = logged ? [{ ...logged, header: header[logOptionAt]! }] : optionAt.map((o) => ({ key: o.key, header: o.header, value: (row.cells[o.i] ?? '').trim() })).filter((c) => c.value !== '');
      const stanceCells = stanceColumns.map((c) => ({ kind: c.kind, header: c.header, value: (row.cells[c.i] ?? '').trim() })).filter((c) => c.value !== '');
      const others = row.cells.filter((_, i) => i !== nameAt && i !== opinionAt && i !== stanceAt && !isOption(i) && !isStanceColumn(i) && !unreadPlaceHeader(header[i] ?? '') && (row.cells[i] ?? '').trim() !== '');
      const own = opinionAt === -1 ? '' : (row.cells[opinionAt] ?? '').trim();
      const prose = [own, ...others].filter((t) => t !== '').join(' — ');
      // A row with only its stance cell (`| ana | For B |`) is that cell's opinion.
      const text = prose || [...optionCells, ...stanceCells].map((c) => `${c.header}: ${c.value}`).join(' · ') || (stance === '' ? '' : `${header[stanceAt]!}: ${stance}`);
      if (name === '' || text === '') continue;
      const rowLine = table.lines.find((l) => l.line === row.line)!;
      opinions.push({
        participant: name,
        markdown: text,
        line: row.line,
        lines: [rowLine],
        ...(stance !== '' ? { stance: { header: header[stanceAt]!, value: stance } } : {}),
        ...(optionCells.length > 0 ? { optionCells } : {}),
        ...(stanceCells.length > 0 ? { stanceCells } : {}),
        ...(prose === '' ? { cellsOnly: true as const } : {}),
      });
    }
  }
  return opinions;
}

