// R2 independent opinions, written as `### name` subsections, `- name: text` /
// `- [[name]]: text` / `- **name** — text` bullets, `**name** — text` paragraphs, or a
// table (participant | opinion).
import { fencedLineIndexes } from '../../parse/codeBlocks.ts';
import { joinLines, type NumberedLine } from '../../parse/markdownLines.ts';
import { blocksOf, isTableLine } from '../../parse/markdownBlocks.ts';
import { nestedUnderItems, speakerLabel } from './speakerLabels.ts';
import { isRosterLine, participantName, shownParticipantName } from './participants.ts';
import type { ParticipantList } from './participantList.ts';
import type { OptionKeys } from './options.ts';
import { markdownHeading } from './sections.ts';
import { plainCell, readTables } from './tables.ts';
import { personaColumnOpinions } from './personaColumns.ts';
import { cellOption, NAME_COLUMN, opinionsFromTable } from './opinionTables.ts';
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
  const who = (name: string) => known.find(name)?.name ?? name; // "| Cy |" and "### Cy Tran" are one person (review 07zh h4)
  const headed = before.some((l) => isTableLine(l.text)) ? opinionsFromTable(before, keys).filter((t) => !byHeading.some((h) => who(h.participant) === who(t.participant))) : [];
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
    for (const part of block.kind === 'paragraph' ? speakerRuns(block.lines, known) : itemParts(block, known)) {
      const named = (spaced ? spacedSpeaker(part, known) : null) ?? leadingName(part.text, known, part.plain);
      // An item nested under another (`  - Reason: …`) is part of it: where the meeting lists its participants, its label names a speaker only when it names one of them.
      // With no list, a numbered label (`- 理由1：…`, `- Reason 2: …`) under a speaker is their reason, not a speaker (review 07zh p2).
      if (named && (nestedItems.has(block) || underSpeaker) && (known.all.length > 0 ? known.find(named.name) === undefined : NUMBERED_LABEL.test(named.name))) continue;
      // A reason's label (`- 理由1：…`, `- Grund 2: …`, `- Reason: …`) is no speaker anywhere, unless the meeting lists that name (07zj p3, 07zk p1–p6).
      if (named && REASON_LABEL.test(named.name) && known.find(named.name) === undefined) continue;
      if (named && named.rest !== '') opinions.push({ participant: named.name, markdown: ownWords(named.rest), line: part.line, lines: part.lines });
    }
  }
  return opinions;
}

/**
 * An item's text, and the speakers' lines run on into it at the left margin (`  - blackbox_exporter`
 * then `【伊藤】案Cには反対です。`, no blank line between: probe 70 row 25), each a paragraph of its own.
 */
function itemParts(block: { text: string; line: number; lines: NumberedLine[] }, known: ParticipantList): Array<{ text: string; line: number; lines: NumberedLine[]; plain: boolean }> {
  // A speaker's line (`佐藤：…`, `**佐藤**：…`, `【佐藤】…`) at the left margin, naming a listed participant (review 07zj l2–l7).
  const speaker = (text: string) => leadingName(text.trim(), known, true)?.name;
  const at = block.lines.findIndex((l, i) => i > 0 && /^(?:\*\*|[^\s*+-])/u.test(l.text) && known.find(speaker(l.text) ?? '') !== undefined);
  if (at === -1) return [{ text: block.text, line: block.line, lines: block.lines, plain: true }];
  const own = block.lines.slice(0, at), written = own.filter((l) => l.text.trim() !== '').length;
  return [{ text: block.text.split('\n').slice(0, written).join('\n'), line: block.line, lines: own, plain: true }, ...speakerRuns(block.lines.slice(at), known)];
}

/** A reason's label, with or without its number: `理由1`, `理由一`, `Reason #2`, `근거 2`, `Begründung 1`, `Reason` (review 07zk p1–p6). */
const REASON_LABEL = /^(?:(?:理由|根拠|根据|根據|依据|原因|이유|근거|사유|reasons?|grund|gründe|begründung|motivo|raison)(?:[ \t]*(?:#|no\.?|nr\.?)?[ \t]*(?:[0-9０-９]{1,2}|[一二三四五六七八九十]))?|(?:argument|pro|contra|con)[ \t]*(?:#|no\.?|nr\.?)?[ \t]*[0-9０-９]{1,2})$/iu;
/** A label that ends in its number: `理由1`, `Reason 2`, `근거 ２`. */
const NUMBERED_LABEL = /\p{L}[ \t]*[0-9０-９]{1,2}$/u;

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
