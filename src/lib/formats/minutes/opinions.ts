// R2 independent opinions, written as `### name` subsections, `- name: text` /
// `- [[name]]: text` / `- **name** — text` bullets, `**name** — text` paragraphs, or a
// table (participant | opinion).
import { fencedLineIndexes } from '../../parse/codeBlocks.ts';
import { joinLines, type NumberedLine } from '../../parse/markdownLines.ts';
import { blocksOf, isTableLine } from '../../parse/markdownBlocks.ts';
import { nestedUnderItems, speakerLabel } from './speakerLabels.ts';
import type { Stance } from './model.ts';
import { isRosterLine, participantName, shownParticipantName } from './participants.ts';
import type { ParticipantList } from './participantList.ts';
import { optionMentions, type OptionKeys } from './options.ts';
import { OPTION_DIGITS, OPTION_NUMBER, optionKey } from './optionNumber.ts';
import { cellStance, headerStance } from './marks.ts';
import { markdownHeading } from './sections.ts';
import { plainCell, readTables } from './tables.ts';
import { personaColumnOpinions } from './personaColumns.ts';
import { unreadPlaceHeader } from './placeRanking.ts';
import { isAside, isStanceLabel, opensAside } from './asides.ts';

export interface RawOpinion {
  participant: string;
  markdown: string;
  line: number;
  /** The lines the opinion took (name included). */
  lines: NumberedLine[];
  /** A table's stance column (stance / vote / 찬반 / 賛否 / 立场) and its header as written: a label states, prose is read. */
  stance?: { header: string; value: string };
  /** A table's option columns (`| Persona | A | B |`): each option's cell, as written. */
  optionCells?: Array<{ key: string; header: string; value: string; line?: number }>;
  /** A table's stance columns (`| Name | For | Against |`, 賛成/反対, 찬성/반대): the options each cell names. */
  stanceCells?: Array<{ kind: 'supports' | 'opposes'; header: string; value: string }>;
  /** The text only restates the option cells (no prose column): nothing more to read in it. */
  cellsOnly?: true;
}

export function readOpinions(lines: readonly NumberedLine[], known: ParticipantList, keys: OptionKeys = [], replies = false): RawOpinion[] {
  const byHeading = opinionsByHeading(lines, known);
  // A table of stances before the first speaker's heading is read too (probe 70 row 36: `| Name | For | Against |`, then `### name`).
  const before = byHeading.length > 0 ? lines.filter((l) => l.line < byHeading[0]!.line) : [];
  const headed = before.some((l) => isTableLine(l.text)) ? opinionsFromTable(before, keys).filter((t) => !byHeading.some((h) => h.participant === t.participant)) : [];
  if (byHeading.length > 0) return [...headed, ...byHeading];
  const table = opinionsFromTable(lines, keys);
  // A speaker's own paragraph beside the table (`name：…` under it, an ad-hoc expert's turn) is theirs too.
  if (table.length > 0) return [...table, ...namedOpinions(lines.filter((l) => !isTableLine(l.text)), known).filter((o) => !table.some((t) => t.participant === o.participant))];
  const columns = personaColumnOpinions(lines, keys, (cell) => cellOption(cell, keys));
  if (columns.length > 0) return columns;
  const named = namedOpinions(lines, known);
  // Among replies with nothing else named: one participant's label alone, a chat's single
  // message (probe 46 N01); never in R2, where a label over prose is no opinion (review 06p P2).
  return named.length > 0 || !replies ? named : opinionsByHeading(lines, known, true);
}

/** Paragraphs and items opened by a speaker's name (`**name:** …`, `name：…`), one opinion each. */
function namedOpinions(lines: readonly NumberedLine[], known: ParticipantList): RawOpinion[] {
  const opinions: RawOpinion[] = [];
  const blocks = blocksOf(lines);
  const nestedItems = nestedUnderItems(blocks);
  // Items right under a speaker's words, no blank line between (`【高橋】案Aを推したい。` then `- 理由1：…`), go on with them (probe 70 row 24).
  let [lastLine, underSpeaker, afterParagraph] = [-1, false, false];
  for (const block of blocks) {
    if (block.kind !== 'item' && block.kind !== 'paragraph') continue;
    const spaced = block.kind === 'paragraph' && spacedParagraph(block.lines, known);
    underSpeaker = block.kind === 'item' && lastLine === block.line - 1 && (underSpeaker || (afterParagraph && opinions.at(-1)?.lines.at(-1)?.line === lastLine));
    [lastLine, afterParagraph] = [block.lines.at(-1)?.line ?? -1, block.kind === 'paragraph'];
    for (const part of block.kind === 'paragraph' ? speakerRuns(block.lines, known) : [{ text: block.text, line: block.line, lines: block.lines, plain: true }]) {
      const named = (spaced ? spacedSpeaker(part, known) : null) ?? leadingName(part.text, known, part.plain);
      // An item nested under another (`  - Reason: …`) is part of it: where the meeting lists its participants, its label names a speaker only when it names one of them.
      if (named && (nestedItems.has(block) || underSpeaker) && known.all.length > 0 && known.find(named.name) === undefined) continue;
      if (named && named.rest !== '') opinions.push({ participant: named.name, markdown: ownWords(named.rest), line: part.line, lines: part.lines });
    }
  }
  return opinions;
}

/** `**name**　text`: a bold name set off by a wide space (or a tab), the whole label. */
const BOLD_SPACED = /^[ \t]*\*\*([^*\n]{1,60})\*\*(?:　|\t)[ \t　]*(\S.*)$/u;

/**
 * A paragraph whose every line is `**name**　text`, some name known (or a handle): each line is its
 * speaker's, an ad-hoc expert's too. The shape vouches: no one's words run on into the line above.
 */
function spacedParagraph(paragraph: readonly NumberedLine[], known: ParticipantList): boolean {
  if (paragraph.length < 2 || !paragraph.every((l) => BOLD_SPACED.test(l.text))) return false;
  const vouched = (name: string) => known.find(name) !== undefined || HANDLE.test(name);
  return paragraph.some((l) => vouched(participantName(BOLD_SPACED.exec(l.text)![1]!)));
}

/** The speaker of one line of such a paragraph: a known participant or a handle only (`**注記**`, `**結論**` is no persona). */
function spacedSpeaker(part: { lines: readonly NumberedLine[] }, known: ParticipantList): { name: string; rest: string } | null {
  const match = part.lines.length === 1 ? BOLD_SPACED.exec(part.lines[0]!.text) : null;
  const name = match ? participantName(match[1]!) : '';
  return name === '' || (known.find(name) === undefined && !HANDLE.test(name)) ? null : { name, rest: match![2]! };
}

/** A speaker's text that is one quotation whole (`高橋：「…に一票。」`) is the speaker's own words, not someone else's. */
const ownWords = (text: string): string => /^「([^「」]*)」$|^“([^“”]*)”$/u.exec(text.trim())?.slice(1).find((g) => g !== undefined) ?? text;

/** A chat line's time before its speaker: `[14:02] `, `[2027-04-12 16:14] `, `14:02 `. */
const CHAT_STAMP = /^(?:\[[0-9:/ -]{4,20}\]|[0-9]{1,2}:[0-9]{2}(?::[0-9]{2})?)[ \t]+/u;

/** A persona's handle (`style-enforcer`, `docs_publisher`): a name, never the start of a sentence. */
const HANDLE = /^[A-Za-z][A-Za-z0-9]*(?:[-_][A-Za-z0-9]+)+$/;

/**
 * A paragraph whose lines each open with a speaker (`**A:** …`, then `**B:** …`) is one opinion per
 * speaker. Plain names (`Aiko: …`, `马超：…`) count when every line opens with one, or when known.
 */
function speakerRuns(lines: readonly NumberedLine[], known: ParticipantList): Array<{ text: string; line: number; lines: NumberedLine[]; plain: boolean }> {
  const plainNamed = (text: string) => (isRosterLine(text) ? null : leadingName(text.trim(), known, true));
  // A bold name set off by a wide space alone (`**name**　text`) vouches for no plain name beside it.
  const allNamed = lines.length >= 2 && lines.every((l) => plainNamed(l.text) !== null && !/^[ \t]*\*\*[^*\n]{1,80}\*\*(?:　|\t)/u.test(l.text));
  const spacedRun = lines.length >= 2 && lines.every((l) => BOLD_SPACED.test(l.text));
  const runs: Array<{ line: number; lines: NumberedLine[]; plain: boolean }> = [];
  for (const entry of lines) {
    const marked = (spacedRun || /^[ \t]*(?:\*\*|\[\[|【|@|(?:A|Answer|答|回答|답|답변)[ \t]*[(（])/u.test(entry.text)) && (spacedRun || leadingName(entry.text.trim(), known, false) !== null);
    const named = marked ? null : plainNamed(entry.text)?.name ?? null;
    // A chat line that opens with its time (`[14:02] ana: …`) is a message by its shape.
    const plain = named !== null && (allNamed || known.find(named) !== undefined || HANDLE.test(named) || (CHAT_STAMP.test(entry.text) && !/[[\]]/u.test(named)));
    const current = runs[runs.length - 1];
    // An aside opens a run of its own, no one's: neither it nor the lines under it are the speaker's above (when in doubt, no one's).
    if (current === undefined || marked || plain || opensAside(entry.text, known)) runs.push({ line: entry.line, lines: [entry], plain });
    else current.lines.push(entry);
  }
  return runs.map((r) => ({ text: joinLines(r.lines), line: r.line, lines: r.lines, plain: r.plain }));
}

/** A follow-up's mark before its speaker: `Follow-up, name:`, `후속, name:`, `追问，name：`. */
const FOLLOW_UP = /^(?:follow-?up|follow[ \t]+up|후속|追问|追問|フォローアップ)[ \t]*[,，、][ \t]*/iu;

/** Sub-headings, one participant each, up to the next; name-only label lines (`**name**` alone) too when two or more split the section. */
function opinionsByHeading(lines: readonly NumberedLine[], known: ParticipantList, alone = false): RawOpinion[] {
  const found: Array<{ participant: string; line: number; lines: NumberedLine[]; body: NumberedLine[] }> = [];
  let current: (typeof found)[number] | null = null;
  const fenced = fencedLineIndexes(lines.map((l) => l.text));
  let labels = 0;
  for (const entry of lines) if (speakerLabel(entry.text, known) !== null) labels++;
  for (const [i, entry] of lines.entries()) {
    const inFence = fenced.has(i);
    // One label alone opens an opinion only when asked and it names a participant (a chat's single reply).
    const one = alone && labels === 1 ? speakerLabel(entry.text, known) : null;
    const label = inFence ? null : labels >= 2 ? speakerLabel(entry.text, known) : one !== null && known.find(shownParticipantName(one)) !== undefined ? one : null;
    const heading = inFence ? null : label !== null ? { text: label } : markdownHeading(entry.text);
    if (heading) {
      const participant = shownParticipantName(heading.text);
      current = participant === '' || isAside(participant, known) ? null : { participant, line: entry.line, lines: [entry], body: [] };
      if (current) found.push(current);
      continue;
    }
    // Among name labels, a bold name with its text on the same line (`**ana** — Stance: …`)
    // opens that speaker's opinion too.
    const inline = !inFence && labels >= 2 && /^[ \t]*\*\*/u.test(entry.text) ? leadingName(entry.text.trim(), known, false) : null;
    if (inline && inline.rest !== '') {
      current = { participant: inline.name, line: entry.line, lines: [entry], body: [{ text: inline.rest, line: entry.line }] };
      found.push(current);
      continue;
    }
    if (current) {
      current.lines.push(entry);
      current.body.push(entry);
    }
  }
  // A code block, set aside (codeBlocks.ts), leaves a run of blank lines: one is kept.
  return found
    .map((o) => ({ participant: o.participant, markdown: joinLines(o.body).replace(/\n{3,}/g, '\n\n'), line: o.line, lines: o.lines }))
    .filter((o) => o.markdown !== '');
}

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
const NAME_COLUMN = /^(?:참석자|참가자|참여자|발언자|투표자|이름|역할|전문가|페르소나|participant|attendee|name|who|persona|speaker|member|role|voter|expert|votante|votant|participante|nombre|nom|参加者|出席者|発言者|投票者|専門家|ペルソナ|成员|参与者|参会人|参会者|与会者|投票人|发言人|发言者|专家|人设|角色)(?![\p{L}])/iu;
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
function cellOption(value: string, keys: OptionKeys): string | undefined {
  const bare = plainCell(value);
  if (keys.includes(bare.toUpperCase()) && /^(?:[A-Z]|[1-9][0-9]{0,4})$/iu.test(bare)) return bare.toUpperCase();
  return optionMentions(value, keys)[0]?.key ?? keys.named?.find((n) => n.mark === bare || n.forms.some((f) => f === bare.toLowerCase()))?.key;
}

/** A header cell naming an option: "A", "Option B", "案C", "B안", "方案A", "A: title". */
const OPTION_HEADER = /^(?:(?:[Oo]ption|OPTION|[Oo]pt\.?|[Pp]lan|[Cc]andidate|案|方案|选项|選択肢|옵션|선택지|후보|대안)[ \t]*)?([A-H])(?:안|案)?(?:$|[ \t]*[:：.)—–(（-])/u;
/** A numbered option's header needs its word: "Option 1", "1안", "案2", "方案3", "方案三". */
const NUMBERED_HEADER = new RegExp(`^(?:(?:[Oo]ption|OPTION|案|方案|选项|選択肢|옵션|선택지|후보)[ \\t]*(${OPTION_NUMBER})|(${OPTION_DIGITS})[ \\t]*(?:안|案))(?:$|[ \\t]*[:：.)—–(（-])`, 'u');
const headerOption = (cell: string, keys: OptionKeys): string | undefined => {
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

/**
 * A name at the start of a text, then ":" or a dash: `**name**: text`, `**name** — text`,
 * `[[name]]: text`, `【name】text`, `@name:text`, an answer `A (name): text`, and in a list
 * item also `name: text` (a plain name only when the meeting knows it, or it is short
 * enough to be a name rather than a sentence).
 */
const ANSWER_BY = /^(?:A|Answer|答|回答|답|답변)[ \t]*[(（]([^()（）\n]{1,40})[)）][ \t]*[:：][ \t]*/u;

function leadingName(text: string, known: ParticipantList, isItem: boolean): { name: string; rest: string } | null {
  // Every pattern below is anchored with a bounded name: a long opinion is read like a short one (probe 25, K2b).
  let raw: string;
  let after: string;
  if (text.startsWith('**')) {
    const close = text.indexOf('**', 2);
    // A label past 80 characters is a sentence in bold, unless the meeting names that participant.
    if (close === -1 || (close > 82 && known.find(participantName(text.slice(2, close))) === undefined)) return null;
    raw = text.slice(2, close);
    // `**name** (role): text`: the role in brackets before the colon is no part of the text.
    after = text.slice(close + 2).replace(/^[ \t]*[(（][^()（）\n]{1,60}[)）](?=[ \t]*[:：—–-])/u, '');
    // `**name.** text` and `**name** (role). text`: a full stop closes the label when the
    // name is a participant's or a handle, never a bold word opening a sentence (`**Note.**`).
    const dotted = /^[ \t]*(?:[(（][^()（）\n]{1,80}[)）][ \t]*)?[.。][ \t]+(?=\S)/u.exec(/\.$/.test(raw) ? `.${after}` : after);
    const handle = participantName(raw.replace(/\.$/, ''));
    // `**name**　text`: a known name or a handle set off by a wide space (or a tab) alone.
    const spaced = /^(?:　|\t)[ \t　]*(?=\S)/u.exec(after);
    if (dotted && (known.find(handle) !== undefined || HANDLE.test(handle))) {
      raw = raw.replace(/\.$/, '');
      after = `: ${(/\.$/.test(text.slice(2, close)) ? `.${after}` : after).slice(dotted[0].length)}`;
    } else if (spaced && (known.find(handle) !== undefined || HANDLE.test(handle))) {
      after = `: ${after.slice(spaced[0].length)}`;
    } else if (!/[:：]\s*$/.test(raw) && !/^[ \t]*[:：—–-]/.test(after)) return null;
  } else if (text.startsWith('【')) {
    // `【name】text`: the bracket is the label, no colon needed.
    const close = text.indexOf('】', 1);
    if (close === -1 || close > 62) return null;
    raw = text.slice(1, close);
    after = `: ${text.slice(close + 1)}`;
  } else if (ANSWER_BY.test(text)) {
    // An answer under a question, attributed: `A (name): text`, `答（name）：text`.
    const match = ANSWER_BY.exec(text)!;
    raw = match[1]!;
    after = `: ${text.slice(match[0].length)}`;
  } else if (text.startsWith('@')) {
    // `@name: text`, `@name：text` (no space needed after the colon), `@name (joined late): text`.
    const match = /^@([^\s@:：()（）]{1,60})([ \t]*[(（][^()（）\n]{1,40}[)）])?[ \t]*[:：][ \t]*(.*)$/su.exec(text);
    if (!match) return null;
    raw = `@${match[1]!}${match[2] ?? ''}`;
    after = `: ${match[3]!}`;
  } else if (text.startsWith('[[')) {
    const close = text.indexOf(']]', 2);
    if (close === -1 || (close > 82 && known.find(participantName(text.slice(2, close))) === undefined)) return null;
    raw = text.slice(0, close + 2);
    after = text.slice(close + 2);
    if (!/^[ \t]*[:：—–-]/.test(after)) return null;
  } else if (isItem) {
    // A full-width colon needs no space after it ("马超：我支持…"); a chat line's time before
    // the name is not part of it ("[14:02] ana: …", "14:02 ana: …").
    const stamp = CHAT_STAMP.exec(text)?.[0].length ?? 0;
    // A colon or a dash after the name, whichever comes first: `name: …`, `name — …`,
    // `name —— 立场：…` (a dash set off by spaces: `方案三行不通——…` is a sentence, not a speaker).
    // A name with a note in brackets may run longer (`Kofi Mensah (joined on day 2, chair of the security guild):`, review 07e l03).
    const colon = /^([^:：\n]{1,40}|[^:：→⇒\n]{1,40}(?:→|⇒)[^:：\n]{1,40}|[^:：()（）\n]{1,40}[(（](?:[^()（）:：\n]|[:：](?=\d)){1,60}[)）])(?::[ \t]+|：[ \t]*)(.*)$/su.exec(text.slice(stamp));
    const dash = /^([^—–:：\n]{1,40}?)[ \t]+(?:[—–]{1,2}|--)[ \t]+(.*)$/su.exec(text.slice(stamp));
    // A memo sets the name off by a full-width space alone: `○style-enforcer　甲案に与する。`.
    const spaced = colon ?? dash ? null : /^([^\s　:：]{1,40})　+(\S.*)$/su.exec(text.slice(stamp));
    const match = colon && dash ? (dash[1]!.length < colon[1]!.length ? dash : colon) : colon ?? dash ?? spaced;
    if (!match) return null;
    // A follow-up's mark before the name is not part of it: `Follow-up, name: …`, `후속, name: …`.
    raw = match[1]!.replace(FOLLOW_UP, '');
    after = `: ${match[2]!}`;
    const name = participantName(raw);
    // A question's or statement's head `a → b (late, round 4 only)` is plausible when `a` is known.
    const asker = /^([^→⇒]{1,40}?)[ \t]*(?:→|->|⇒)/u.exec(name)?.[1];
    // A bracket after the name is a note on it (`Priya Nair (joined late, compliance)`), not more of it.
    const bare = name.replace(/(?<![ \t])[ \t]*[(（][^()（）]{0,60}[)）]$/u, '');
    // A label past 40 characters (a long note in brackets) names a person only by capitalised words: not `Open question (raised by …)` (review 07g s3).
    const personLike = match[1]!.length <= 40 || /^\p{Lu}[\p{L}'’.-]*(?:[ \t](?:\p{Lu}[\p{L}'’.-]*|de|da|van|von|der|den|del|di|du|le|la)){0,4}$|^[\p{Script=Hangul}\p{Script=Han}]{2,5}$|^\p{Script=Han}{1,3}[ \t]\p{Script=Han}{1,3}$|^(?:남궁|황보|제갈|선우|서문|독고|동방|사공|[김이박최정강조윤장임한오서신권황안송류전홍고문양손배백허유남심노하곽성차주우구민진나지엄채원천방공현함변염여추도소석선설마길연위표명기반라왕금옥육인맹제모탁국어은편용예경봉부빈사온음피형호화태판평포필간감견계궁근])[ \t]\p{Script=Hangul}{1,2}$/u.test(bare);
    const plausible = known.find(name) !== undefined || (asker !== undefined && known.find(asker) !== undefined) || (personLike && bare.split(/\s+/).length <= 4 && !/[.!?。,]/u.test(bare));
    if (!plausible) return null;
    // The long note is on the person, not part of the name: `Sanne de Vries (platform lead, joined at 10:40 …)` is Sanne de Vries (review 07h s1, s2).
    if (match[1]!.length > 40 && bare !== name && !/[(（][ \t]*(?:joined|arrived|late)/iu.test(name)) raw = bare;
  } else {
    return null;
  }
  const name = participantName(raw);
  const rest = after.replace(/^[ \t]*[:：—–-]?[ \t]*/, '').trim();
  return name === '' || isAside(name, known) || isStanceLabel(name, rest, known) ? null : { name, rest };
}

/**
 * The votes a table gives outside R2 (`| Voter | Vote |` in R6): one per row, the name and
 * the vote as written. A table without a vote column gives none.
 */
export function readVoteRows(lines: readonly NumberedLine[]): Array<{ participant: string; vote: string; header: string; line: number }> {
  const votes: Array<{ participant: string; vote: string; header: string; line: number }> = [];
  for (const table of readTables(lines)) {
    const header = table.header.map(plainCell);
    const nameAt = header.findIndex((h) => NAME_COLUMN.test(h));
    const voteAt = header.findIndex((h) => /^(?:vote|votes|voto|votos|stimme|투표|표결|投票|表决)(?![\p{L}])/iu.test(h));
    if (nameAt === -1 || voteAt === -1 || nameAt === voteAt) continue;
    for (const row of table.rows) {
      const participant = participantName(row.cells[nameAt] ?? '');
      const vote = (row.cells[voteAt] ?? '').trim();
      if (participant !== '' && vote !== '') votes.push({ participant, vote, header: header[voteAt]!, line: row.line });
    }
  }
  return votes;
}
