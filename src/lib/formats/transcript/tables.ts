// A round written as a table (docs/formats.md, "House styles"): one row per side
// (`| Pro | position | attack | status |`, the header naming the columns) or one column
// per side (`| | Pro | Con |`, the rows naming the fields). Each side's cells become the
// labelled lines of its turn ("Position: …", "Engagement:" + "- Attack: …", "Status: …"),
// on the line of the cell, so the turn reader reads them as it reads any labelled turn.
import { squeeze } from '../../parse/frontmatter.ts';
import { matchable } from './spaces.ts';
import type { NumberedLine } from '../../parse/markdownLines.ts';
import { sectionHeading, statusLine } from './headers.ts';
import type { AgentKey } from './model.ts';
import { roundMarker } from './speakers.ts';
import { classifyEngagement } from './turns.ts';

export interface TableTurn {
  agent: AgentKey;
  round?: number;
  /** The line of the side's row, or of the header that names its column. */
  line: number;
  /** The side's cells as labelled lines. */
  lines: NumberedLine[];
}

const cellsOf = (text: string): string[] => squeeze(text).replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => c.trim());
/** A table's rule under its header: `| --- | :---: |`. */
export const isTableRule = (text: string): boolean => /^\|?[ \t]*:?-{1,}:?[ \t]*(?:\|[ \t]*:?-{1,}:?[ \t]*)*\|?$/.test(matchable(text));
const plainCell = (cell: string): string => cell.replace(/\*\*|__/g, '').replace(/^[【[]|[】\]]$/gu, '').trim().toLowerCase();
const isEmptyCell = (cell: string): boolean => /^[\s—–\-/]*$/u.test(cell);
const ROUND_COLUMN = /^(?:round|rd|r|#|ラウンド|라운드|回合|轮|轮次|輪)$/iu;

/**
 * The side a cell names, or null: its name, its letter ("A", "Agent B"), or both
 * ("A · 保留 Redux", "Pro (A)"), and nothing else.
 */
function sideOf(cell: string, names: readonly [string, string]): AgentKey | null {
  const plain = plainCell(cell);
  for (const [i, agent] of [[0, 'A'], [1, 'B']] as const) {
    const name = names[i].trim().toLowerCase();
    const letter = agent.toLowerCase();
    if (plain === name || plain === letter || plain === `agent ${letter}`) return agent;
    const both = /^(?:agent )?([ab]) ?[·・:：|｜—–-] ?(.+)$|^(.+?) ?[(（](?:agent )?([ab])[)）]$/u.exec(plain);
    if (both && (both[1] ?? both[4]) === letter && (both[2] ?? both[3])!.trim() === name) return agent;
  }
  return null;
}

/** One side's (label, cell) pairs as the lines of a labelled turn, in the order the turn reader expects. */
function labelledLines(pairs: ReadonlyArray<{ label: string; cell: string; line: number }>, line: number): NumberedLine[] {
  const before: NumberedLine[] = [];
  const sections: NumberedLine[] = [];
  const engagement: NumberedLine[] = [];
  const status: NumberedLine[] = [];
  for (const { label, cell, line: at } of pairs) {
    if (isEmptyCell(cell)) continue;
    const text = `${label}: ${cell}`;
    if (statusLine(text) !== null || statusLine(cell) !== null && STATUS_COLUMN.test(plainCell(label))) {
      status.push({ text: statusLine(text) !== null ? text : cell, line: at });
    } else if (classifyEngagement(text).kind !== 'other' && sectionHeading(text)?.kind !== 'agreement') {
      engagement.push({ text: `- ${text}`, line: at });
    } else if (sectionHeading(text) !== null) {
      sections.push({ text, line: at }, { text: '', line: at });
    } else {
      before.push({ text, line: at }, { text: '', line: at });
    }
  }
  return [...before, ...sections, ...(engagement.length > 0 ? [{ text: 'Engagement:', line }, ...engagement, { text: '', line }] : []), ...status];
}

/** The turns a table holds, or null when it is not a round table of the two sides. */
export function tableTurns(rows: readonly NumberedLine[], names: readonly [string, string]): TableTurn[] | null {
  if (rows.length < 3 || !isTableRule(rows[1]!.text)) return null;
  const header = cellsOf(rows[0]!.text);
  const body = rows.slice(2);
  const columns = header.map((cell) => sideOf(cell, names));
  // One column per side: each row is a field ("| Position | … | … |").
  if (columns.includes('A') && columns.includes('B')) {
    return (['A', 'B'] as const).map((agent) => {
      const at = columns.indexOf(agent);
      const pairs = body.map((row) => ({ label: cellsOf(row.text)[0] ?? '', cell: cellsOf(row.text)[at] ?? '', line: row.line }));
      return { agent, line: rows[0]!.line, lines: labelledLines(pairs, rows[0]!.line) };
    });
  }
  // One row per side: the first cell names it, the header names the fields.
  const roundAt = header.findIndex((cell) => ROUND_COLUMN.test(plainCell(cell)));
  const turns: TableTurn[] = [];
  for (const row of body) {
    const cells = cellsOf(row.text);
    const sideAt = cells.findIndex((cell, i) => i !== roundAt && sideOf(cell, names) !== null);
    if (sideAt === -1 || sideAt > 1) return null;
    const roundCell = roundAt === -1 ? undefined : cells[roundAt];
    const round = roundCell === undefined ? undefined : /^\d{1,6}$/.test(roundCell) ? Number(roundCell) : roundMarker(roundCell)?.round;
    const pairs = cells.flatMap((cell, i) => (i === sideAt || i === roundAt ? [] : [{ label: header[i] ?? '', cell, line: row.line }]));
    turns.push({ agent: sideOf(cells[sideAt]!, names)!, ...(round !== undefined ? { round } : {}), line: row.line, lines: labelledLines(pairs, row.line) });
  }
  return turns.length > 0 ? turns : null;
}

/** A column of the protocol's status (`| 方 | 交锋 | 状态 |`): its cells are read as status lines. */
const STATUS_COLUMN = /^(?:status|상태|状态|ステータス|状態)$/iu;

/** A status column's value: the protocol's word opening the cell (`继续 — …`, `DONE`). */
const STATUS_WORD = /^(?:done|continue|完了|終了|継続|続行|继续|完成|结束|계속|완료|종료)(?![a-z])/iu;

/**
 * Detection's evidence in one table line: the sides it names in a cell, and whether it shows
 * the protocol: a cell that is a status line, or a status column's cell (`statusAt`, from the
 * table's header) opening with a status word. A header only sets `statusAt`: an action-item
 * table's "Status" column shows nothing by itself (review).
 */
export function tableEvidence(text: string, names: readonly [string, string], statusAt: number): { agents: AgentKey[]; status: boolean; statusAt: number } {
  const cells = cellsOf(text.slice(0, 4000));
  const agents = cells.map((cell) => sideOf(cell, names)).filter((a): a is AgentKey => a !== null);
  if (isTableRule(text)) return { agents: [], status: false, statusAt };
  // A row of statuses (`| 状态 | DONE — … | CONTINUE — … |`) shows them; a header only names the column.
  if (cells.some((cell) => statusLine(cell) !== null)) return { agents, status: true, statusAt };
  const header = cells.findIndex((cell) => STATUS_COLUMN.test(plainCell(cell)));
  if (header !== -1) return { agents, status: false, statusAt: header };
  // Marks before the word are its decoration: `⏩ 继续`, `(继续)`, `✅ 完成`.
  return { agents, status: statusAt !== -1 && STATUS_WORD.test(plainCell(cells[statusAt] ?? '').replace(/^[^\p{L}]+/u, '')), statusAt };
}
