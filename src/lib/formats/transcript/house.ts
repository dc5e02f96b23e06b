// Cutting a transcript into turns. A classic transcript is cut at its `Agent A — Round N`
// headers (parse.ts); a house-style one (chat export, wiki page, interview, e-mail) at the
// speaker lines of its two sides (speakers.ts), with rounds from the opener, from a round
// line, or from the turn order. Messages by anyone else (a relay bot, a user) end the turn
// they follow and are reported as not interpreted, with who wrote them.
import { partialOf } from '../../core/result.ts';
import { MAX_STRUCTURE_LINE, frontmatterList, frontmatterString, isFenceLine, splitFrontmatter, squeeze, type Frontmatter } from '../../parse/frontmatter.ts';
import type { LineLedger } from '../../parse/lineAccount.ts';
import type { NumberedLine } from '../../parse/markdownLines.ts';
import { hasTurnHeader, isVerdictHeader, statusLine, unquotedPaste, type TurnHeader } from './headers.ts';
import type { AgentKey } from './model.ts';
import { isTableLine } from '../../parse/markdownBlocks.ts';
import { tableEvidence, tableTurns } from './tables.ts';
import { reshaped, unframedSession } from './outline.ts';
import { hasShapeTurns } from './shapeHeaders.ts';
import { RECORD_END, VERDICT_OPEN } from './records.ts';
import { matchable } from './spaces.ts';
import { findSides, isChatArtefact, isMailHeader, leadingRound, otherSpeaker, roundMarker, sideOpener, type SideNames, type SideOpener } from './speakers.ts';

export interface TurnBlock {
  header: TurnHeader;
  line: number;
  headerText: string;
  lines: NumberedLine[];
  /** Opened by a speaker line, not a classic header: unlabelled text may still be read (turns.ts). */
  loose?: { opening: boolean };
}
export interface Blocks {
  preamble: NumberedLine[];
  turnBlocks: TurnBlock[];
  verdictBlock: { line: number; lines: NumberedLine[] } | null;
  /** A second verdict header and what follows it: not read into the first (the record has one verdict), reported as not interpreted. */
  laterVerdicts?: NumberedLine[];
  /** A verdict header before the first turn with only a template's slots under it: the harness's format quoted, no verdict. */
  templateVerdict?: NumberedLine[];
  /** Lines that read as a turn or verdict header but are a list item's text (parse.ts warns once). */
  headersInItems?: number[];
  /** A moderator's or judge's line after a turn (`Moderator: Round 2. …`) and what follows it up to the next header: no agent's words, reported as not interpreted. */
  asides?: NumberedLine[];
  /** Headings that give only the round of the agent headings under them (`## Round 2 — Engagement`): noted, no turn's text. */
  roundLines?: Array<{ line: number; round: number }>;
}


/** The warning at a second verdict header. */
export const SECOND_VERDICT = (first: number): string =>
  `a second verdict header (the first is on line ${first}); its lines are not read into the verdict, and are listed as not interpreted`;
type Warn = (code: string, message: string, line?: number, path?: string) => void;

/**
 * The frontmatter as a transcript's shape is told by: none when it is no mapping; the whole
 * text as the body when it is refused unread (`+++` TOML), as before it was refused.
 */
function readFrontmatter(text: string): Frontmatter | undefined {
  const split = splitFrontmatter({ file: '', text } as Parameters<typeof splitFrontmatter>[0]);
  if (split.ok) return split.value;
  const partial = partialOf(split);
  return partial?.data === null ? partial : undefined;
}

/** True for a classic transcript, a blockquoted paste of one, or a house-style transcript of two sides. */
export function looksLikeTranscript(text: string): boolean {
  if (hasTurnHeader(text) || unquotedPaste(text) !== null) return true;
  // A terminal log of a session, or a shape read line for line (an outline, a run log, …).
  const reshape = (unframedSession(text) ?? reshaped(text))?.text ?? null;
  if ((reshape !== null && hasTurnHeader(reshape)) || hasSpeakerTurns(reshape ?? text) || hasShapeTurns(text)) return true;
  // A /debate log whose turns no shape finds is still one: it is published unread (parse.ts).
  const split = readFrontmatter(text);
  return split !== undefined && debateMarked(split.data, split.body);
}

/**
 * A mark of a /debate log: the `/debate` command in the title or first heading, or two `sides`
 * in the frontmatter. Only such a file is published unread when no turn is found.
 */
export function debateMarked(data: Map<string, unknown> | null, body: string): boolean {
  if (frontmatterList(data, 'sides')?.length === 2) return true;
  const title = frontmatterString(data, 'title') ?? '';
  const firstLine = body.slice(0, MAX_STRUCTURE_LINE * 4).split('\n').find((l) => l.trim() !== '') ?? '';
  return /(?:^|[\s`*_#=:：])\/debate(?![\p{L}\p{N}_-])/u.test(`${title}\n${firstLine}`);
}

/** Both sides open turns by speaker lines, and the protocol shows (a round, a status line). */
function hasSpeakerTurns(text: string): boolean {
  const split = readFrontmatter(text);
  if (split === undefined) return false;
  const { data, body, bodyLine } = split;
  const sides = houseSides(data, body, bodyLine);
  if (!sides) return false;
  // Both sides open turns, and the /debate protocol shows: a round on an opener, or a status line.
  const agents = new Set<AgentKey>();
  let protocol = false;
  // The table being read: its status column (from its header), whether it names a side and shows a status.
  let table = { statusAt: -1, side: false, status: false };
  for (const { text: line } of outsideFences(body, bodyLine)) {
    if (isTableLine(line)) {
      const cells = tableEvidence(line, sides.names, table.statusAt);
      for (const agent of cells.agents) agents.add(agent);
      table = { statusAt: cells.statusAt, side: table.side || cells.agents.length > 0, status: table.status || cells.status };
      // A status in a table of the sides' turns, not in another table of the file (an action-item list's Status column).
      if (table.side && table.status) protocol = true;
      continue;
    }
    table = { statusAt: -1, side: false, status: false };
    const opener = sideOpener(line, sides.names);
    if (opener) agents.add(opener.agent);
    const said = opener ? opener.inline : line.replace(/^[ \t]*(?:[-*][ \t]+)?/, '');
    if (opener?.round !== undefined || statusLine(said) !== null) protocol = true;
    // Sides the author named (frontmatter, legend) and a round line: the protocol too.
    if (sides.from !== 'pair' && roundMarker(line) !== null) protocol = true;
  }
  return agents.size === 2 && protocol;
}

function outsideFences(body: string, bodyLine: number): NumberedLine[] {
  const lines: NumberedLine[] = [];
  let inFence = false;
  body.split('\n').forEach((text, i) => {
    if (isFenceLine(text)) inFence = !inFence;
    else if (!inFence) lines.push({ text, line: bodyLine + i });
  });
  return lines;
}

/** The two sides of a file without classic headers (frontmatter, legend line, known pair), or null. */
export function houseSides(data: Map<string, unknown> | null, body: string, bodyLine: number): SideNames | null {
  return findSides(frontmatterList(data, 'sides'), outsideFences(body, bodyLine));
}

/** The located error's message when a file has no turn: what was looked for and what was missing. */
export function missingTurns(house: SideNames | null): string {
  if (house) {
    return `not a /debate transcript: the sides "${house.names[0]}" and "${house.names[1]}" are named, but no line opens a turn of either ` +
      '(expected a speaker line such as "【name · Round 1】", "name: text" or "**name**:")';
  }
  return 'not a /debate transcript: no turn headers found and no two sides named; expected lines such as "🅰️ Agent A — Round 1 (Opening)", ' +
    'or speaker lines of two sides named in the frontmatter ("sides"), a legend line ("A: …, B: …") or a known pair (Pro/Con, 正方/反方, 찬성측/반대측, 肯定側/否定側)';
}

/** A verdict header as house styles write it: "【裁决】", "[Verdict]", "**判定：**". */
const verdictHeader = (text: string): boolean =>
  isVerdictHeader(text) || (text.length <= 200 && isVerdictHeader(matchable(text).replace(/^(?:#{1,6} )?(?:\*\*)?[【[〔]/u, '').replace(/[】\]〕](?:\*\*)?$/u, '')
    .replace(/[:：](?:\*\*)?$/u, '').replace(/ ?[(（][^()（）]{1,30}[)）](?:\*\*)?$/u, '')));

/** The body cut at the sides' speaker lines; round lines read, other people's messages reported. */
export function cutHouseBlocks(body: string, bodyLine: number, sides: SideNames, ledger: LineLedger, warn: Warn): Blocks {
  if (sides.legendLine !== undefined) ledger.note(sides.legendLine, 'the two sides');
  const cut = new HouseCut(body.split('\n'), bodyLine, sides, ledger);
  let inFence = false;
  for (let i = 0; i < cut.lines.length; i++) {
    const text = cut.lines[i]!;
    const line = bodyLine + i;
    const fence = isFenceLine(text);
    if (fence) inFence = !inFence;
    if (inFence || fence) cut.push(text, line);
    else if (cut.blocks.laterVerdicts !== undefined) cut.blocks.laterVerdicts.push({ text, line });
    else if (cut.blocks.verdictBlock !== null) {
      if (verdictHeader(text)) {
        warn('transcript-verdict', SECOND_VERDICT(cut.blocks.verdictBlock.line), line, 'Verdict');
        cut.blocks.laterVerdicts = [{ text, line }];
      } else cut.push(text.startsWith(VERDICT_OPEN) ? text.slice(VERDICT_OPEN.length) : text, line);
    } else if (verdictHeader(text)) cut.verdict(line);
    else if (text.startsWith(VERDICT_OPEN)) {
      // A table log's first verdict row: the verdict opens there, the row is its first field.
      cut.verdict(line);
      cut.push(text.slice(VERDICT_OPEN.length), line);
    }
    else i = cut.structure(text, i);
  }
  return cut.finish();
}

/** The state of a house-style cut: the block being filled, the round marked, each side's turn count. */
class HouseCut {
  readonly blocks: Blocks = { preamble: [], turnBlocks: [], verdictBlock: null };
  private readonly outside: Array<{ who: string; lines: NumberedLine[]; reason?: string }> = [];
  private current: NumberedLine[] = this.blocks.preamble;
  private turn: TurnBlock | null = null;
  /** The turn another speaker's message broke into (a moderator's "Hold on, …"): the same side and round go on with it. */
  private interrupted: TurnBlock | null = null;
  private marked: number | undefined;
  private roundGiven = false;
  private turnHasText = false;
  private readonly count: Record<AgentKey, number> = { A: 0, B: 0 };
  private readonly spoken = new Set<AgentKey>();

  readonly lines: string[];
  private readonly bodyLine: number;
  private readonly sides: SideNames;
  private readonly ledger: LineLedger;

  constructor(lines: string[], bodyLine: number, sides: SideNames, ledger: LineLedger) {
    this.lines = lines;
    this.bodyLine = bodyLine;
    this.sides = sides;
    this.ledger = ledger;
  }

  push(text: string, line: number): void {
    if (this.turn !== null && text.trim() !== '') this.turnHasText = true;
    this.current.push({ text, line });
  }

  verdict(line: number): void {
    this.blocks.verdictBlock = { line, lines: [] };
    this.current = this.blocks.verdictBlock.lines;
    this.turn = null;
  }

  /** One line outside fences and the verdict; returns the index of the last line it used. */
  structure(text: string, i: number): number {
    const line = this.bodyLine + i;
    if (isTableLine(text)) {
      const end = this.table(i);
      if (end !== null) return end;
    }
    const opener = sideOpener(text, this.sides.names);
    if (opener) this.open(opener, text, line);
    else if (text === RECORD_END) this.toOutside('', 'the closing fence of a record', { text: '```', line });
    else if (isChatArtefact(text) || isMailHeader(text)) {
      this.outside.push({ who: '', lines: [{ text, line }], reason: isChatArtefact(text) ? 'a chat artefact (a reaction, an edit mark, an attachment)' : 'an e-mail header' });
    } else if (!this.marker(text, line) && !this.other(text, line) && !this.leading(text, line)) this.push(text, line);
    return i;
  }

  private round(agent: AgentKey, given: number | undefined): number {
    const round = given ?? this.marked ?? this.count[agent] + 1;
    this.count[agent] = Math.max(this.count[agent], round);
    return round;
  }

  private startTurn(header: TurnHeader, line: number, headerText: string, lines: NumberedLine[]): TurnBlock {
    const block: TurnBlock = { header, line, headerText, lines, loose: { opening: !this.spoken.has(header.agent) } };
    this.spoken.add(header.agent);
    this.blocks.turnBlocks.push(block);
    return block;
  }

  private open(opener: SideOpener, text: string, line: number): void {
    // The same side speaking again with no round of its own continues its turn (a chat's next message).
    // So does a line of the same side and the same round (a run log's next event); a heading
    // of the same side and round again is a second turn (a re-sent reply), kept apart.
    const resumed = this.interrupted;
    this.interrupted = null;
    // Only a line that names the same round (`Pro (R2): …`): "Con: …" after "Thank you. Con?" is Con's next turn (review).
    if (this.turn === null && resumed !== null && resumed.header.agent === opener.agent && opener.round !== undefined && opener.round === resumed.header.round) {
      this.turn = resumed;
      this.current = resumed.lines;
    }
    const same = this.turn !== null && this.turn.header.agent === opener.agent;
    const again = opener.round === this.turn?.header.round && /^#{1,6}[ \t]/u.test(text.trim());
    if (same && (opener.round === undefined || (opener.round === this.turn!.header.round && !again))) {
      this.ledger.read(line);
      if (opener.inline !== '') this.push(opener.inline, line);
      return;
    }
    const header: TurnHeader = { agent: opener.agent, round: this.round(opener.agent, opener.round), ...(opener.label ? { label: opener.label } : {}), name: opener.name };
    this.roundGiven = opener.round !== undefined;
    this.turnHasText = opener.inline !== '';
    this.turn = this.startTurn(header, line, squeeze(text), opener.inline !== '' ? [{ text: opener.inline, line }] : []);
    this.current = this.turn.lines;
  }

  /** A round table: its turns, and the index of its last row; null when it is not one. */
  private table(i: number): number | null {
    let end = i;
    while (end + 1 < this.lines.length && isTableLine(this.lines[end + 1]!)) end++;
    const rows = this.lines.slice(i, end + 1).map((t, k) => ({ text: t, line: this.bodyLine + i + k }));
    const turns = tableTurns(rows, this.sides.names);
    if (!turns) return null;
    this.ledger.note(rows[0]!.line, 'the round table\'s header');
    this.ledger.note(rows[1]!.line, 'the round table\'s header');
    for (const t of turns) {
      const header: TurnHeader = { agent: t.agent, round: this.round(t.agent, t.round), name: this.sides.names[t.agent === 'A' ? 0 : 1] };
      this.startTurn(header, t.line, squeeze(this.lines[t.line - this.bodyLine]!), t.lines);
    }
    this.toOutside('', 'text after a round table, before the next turn');
    return end;
  }

  private toOutside(who: string, reason?: string, first?: NumberedLine): void {
    this.turn = null;
    this.current = first ? [first] : [];
    this.outside.push({ who, lines: this.current, ...(reason ? { reason } : {}) });
  }

  /** A round line: the round of the turn it opens, else of the turns that follow. */
  private marker(text: string, line: number): boolean {
    const marker = roundMarker(text);
    if (!marker) return false;
    this.marked = marker.round;
    this.interrupted = null;
    this.ledger.note(line, `round ${marker.round}`);
    // A round line that opens a turn ("Pro — 21:02" then "Round 2") gives that turn its round.
    if (this.turn !== null && !this.turnHasText && !this.roundGiven) this.setRound(this.turn, marker.round);
    else this.toOutside('');
    return true;
  }

  private setRound(turn: TurnBlock, round: number): void {
    turn.header.round = round;
    this.count[turn.header.agent] = Math.max(this.count[turn.header.agent], round);
    this.roundGiven = true;
  }

  /** A message by someone who is not a side ends the turn; "Moderator: Round 2." marks the round. */
  private other(text: string, line: number): boolean {
    const other = otherSpeaker(text);
    if (other === null) return false;
    const said = roundMarker(other.text);
    // A message that opens a round ends the turn; any other only breaks into it.
    this.interrupted = said ? null : (this.turn ?? this.interrupted);
    this.toOutside(other.name, undefined, { text, line });
    if (said) this.marked = said.round;
    return true;
  }

  /** "**Round 2.** Position: …" as the first line of a turn: its round, then its text. */
  private leading(text: string, line: number): boolean {
    const lead = this.turn !== null && !this.turnHasText && !this.roundGiven ? leadingRound(text) : null;
    if (this.turn === null || !lead) return false;
    this.setRound(this.turn, lead.round);
    this.ledger.note(line, `round ${lead.round}`);
    if (lead.rest !== '') this.push(lead.rest, line);
    return true;
  }

  finish(): Blocks {
    for (const { who, lines: kept, reason } of this.outside) {
      this.ledger.report(kept, who === '' ? 'between turns' : `a message by ${who}`, reason ?? (who === '' ? 'text between a round line and the next turn' : `a message by ${who}, who is not one of the two sides`));
    }
    return this.blocks;
  }
}
