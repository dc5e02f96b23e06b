// The stances of each R2 opinion, once every option is known: a table row's cells, a stance
// column, the prose; then the votes of R6 tables and the replies a speaker gives in R4
// (`**name:** …`, `name — …`), each at its own line, as stances of that speaker's opinion.
import { LATE_MARK, lateDebater } from './lateJoiners.ts';
import { squeeze } from '../../parse/frontmatter.ts';
import type { NumberedLine } from '../../parse/markdownLines.ts';
import { appendAll } from '../../core/arrays.ts';
import type { Opinion, Stance } from './model.ts';
import { readOpinions, readVoteRows, type RawOpinion } from './opinions.ts';
import { opinionsFromTable, tableCellStances } from './opinionTables.ts';
import { optionMentions, type OptionKeys } from './options.ts';
import type { OptionList } from './optionList.ts';
import { readStances, type StanceReading } from './stanceReading.ts';
import { cellStance } from './marks.ts';
import { optionRowMatrix, optionRowVotes } from './voteTables.ts';
import { withdrawalsIn } from './changesOfMind.ts';
import { participantName } from './participants.ts';
import type { ParticipantList } from './participantList.ts';
import { plainCell, readTables } from './tables.ts';

/** Each opinion's stances, once every option is known: option cells, a stance column, then the prose. */
export function readOpinionStances(opinions: Opinion[], rawOpinions: readonly RawOpinion[], options: OptionList): void {
  const keys = () => options.keys();
  opinions.forEach((opinion, i) => {
    const raw = rawOpinions[i]!;
    const titles = new Map(options.all().flatMap((o) => (o.title ? [[o.key, o.title] as const] : [])));
    const cells = tableCellStances(raw, opinion.line, keys());
    const stated = raw.stance === undefined ? [] : stanceCellReadings(raw.stance, keys(), titles, opinion.line).filter((s) => !cells.some((c) => c.option === s.option));
    const text = ownQuotesOpened(opinion.markdown);
    const read = (raw.cellsOnly ? [] : readStances(text, keys(), titles, opinion.participant)).filter((s) => !stated.some((t) => t.option === s.option) && !cells.some((c) => c.option === s.option));
    opinion.stances = [...cells, ...stated, ...located(raw, text, read)];
    for (const stance of opinion.stances) options.define(stance.option, undefined, stance.line);
  });
}

/** What a stance cell holds beside its options: a label word (`賛成：`, `For`), punctuation, a remark in brackets. */
const LABEL_REST = /[(（][^()（）\n]{0,40}[)）]|[\s*:：,，、;；.。!！—–-]+/gu;

/**
 * A stance column's cell at its row: a label (`賛成：案B`, `For B`, `B`) states its stance; prose
 * (`案Cも悪くないと聞いた`, "I heard C is fine") is read as any opinion's text, so hearsay, a
 * condition or a question takes no side (probe 28). The quote is the cell under its header as written.
 */
function stanceCellReadings(cell: { header: string; value: string }, keys: OptionKeys, titles: ReadonlyMap<string, string>, line: number): Stance[] {
  const mentions = optionMentions(cell.value, keys);
  let rest = '';
  let from = 0;
  for (const m of mentions) {
    rest += cell.value.slice(from, m.start);
    from = m.end;
  }
  rest = (rest + cell.value.slice(from)).replace(LABEL_REST, ' ').trim();
  // The option's word and a particle before the stance word are the label's too: `案Bに賛成`, `B안에 찬성`.
  const words = rest.replace(/(?:option|plan|方案|选项|選択肢|案)/giu, ' ').split(/\s+/u).map((w) => w.replace(/^(?:に|を|へ|が|は|에|을|를|은|는|이|가)/u, '')).filter((w) => w !== '');
  const label = words.every((word) => cellStance(word) !== null);
  const readings = label ? readStances(`Stance: ${cell.value}`, keys, titles).filter((s) => s.reading === 'stated') : readStances(cell.value, keys, titles);
  return readings.map((s) => ({ option: s.option, kind: s.relation, reading: s.reading, text: `${cell.header}: ${cell.value}`, line }));
}

/** A vote table in R6 states each voter's choice, at the row, as a stance of their opinion. */
export function readVotes(opinions: Opinion[], participants: ParticipantList, lines: readonly NumberedLine[], keys: OptionKeys): void {
  for (const vote of readVoteRows(lines)) {
    const voter = participants.find(vote.participant);
    const opinion = opinions.find((o) => o.participant === (voter?.name ?? vote.participant));
    const stated = readStances(`Vote: ${vote.vote}`, keys).find((v) => v.reading === 'stated' && v.relation !== 'mentions');
    if (!opinion || !stated) continue;
    opinion.stances.push({ option: stated.option, kind: stated.relation, reading: 'stated', text: `${vote.header}: ${vote.vote}`, line: vote.line });
  }
  readRowStances(opinions, participants, lines, keys);
  // And a table with one row per option and columns of names (`| 案 | 👍 | 👎 |`).
  for (const vote of optionRowVotes(lines, keys)) {
    const voter = participants.find(vote.participant);
    const opinion = opinions.find((o) => o.participant === (voter?.name ?? vote.participant));
    if (opinion) opinion.stances.push({ option: vote.option, kind: vote.kind, reading: 'stated', text: vote.text, line: vote.line });
  }
}

/**
 * A vote table with one column per option (`| Voter | A | B |`, ✔ under the choice): each
 * marked cell states that voter's stance; an abstention, a blank or prose states nothing.
 * So does a table of stance columns (`| Name | For | Against |`: each cell names the option)
 * and a log table in R4 or R6 (`| Who | Option | Position |`), each row at its line.
 */
export function readRowStances(opinions: Opinion[], participants: ParticipantList, lines: readonly NumberedLine[], keys: OptionKeys): void {
  for (const row of opinionsFromTable(lines, keys)) {
    if (row.optionCells === undefined && row.stanceCells === undefined) continue;
    const voter = participants.find(row.participant);
    const opinion = opinions.find((o) => o.participant === (voter?.name ?? row.participant));
    if (!opinion) continue;
    const cells = tableCellStances(row, row.line, keys).filter((s) => s.kind !== 'mentions');
    appendAll(opinion.stances, cells);
  }
}


/** A stance matrix (`| option | ana | ben |`, ✓/✗ cells) in R2 or R6: each mark is a stated stance of that participant's opinion. */
export function readOptionMatrix(opinions: Opinion[], participants: ParticipantList, lines: readonly NumberedLine[], keys: OptionKeys): void {
  for (const vote of optionRowMatrix(lines, keys, (name) => participants.find(name)?.name)) {
    const opinion = opinions.find((o) => o.participant === vote.participant);
    if (!opinion || opinion.stances.some((s) => s.option === vote.option && s.reading === 'stated')) continue;
    // The stated mark replaces a read or mentioned stance of the same option.
    opinion.stances = opinion.stances.filter((s) => s.option !== vote.option);
    opinion.stances.push({ option: vote.option, kind: vote.kind, reading: 'stated', text: vote.text, line: vote.line });
  }
}

/**
 * A reply in R4 (`**name:** …`, `name — …`, `[[name]]: …`, `【name】…`, `@name: …`, `A (name): …`
 * under a question's own `### a → b` section; never a question `a → b: …`)
 * by a speaker who gave an R2 opinion (or whose R2 turn was only a note, then the reply opens
 * the opinion): the stances it states or that are read in it
 * ("I'll switch … I now support B", "textlint に一票") are that opinion's, at the reply's
 * line. A reply that only names an option adds nothing.
 */
export function readReplies(opinions: Opinion[], participants: ParticipantList, threaded: readonly NumberedLine[], options: OptionList, silent: ReadonlySet<string> = new Set()): void {
  // A chat thread's reply marker (`↳ **name**: …`) is a list item's.
  const lines = threaded.map((l) => ({ ...l, text: l.text.replace(/^[ \t]*[↳⤷└][ \t]*/u, '- ') }));
  const titles = new Map(options.all().flatMap((o) => (o.title ? [[o.key, o.title] as const] : [])));
  const ASKED = /→|->|⇒/u;
  // A question's own section (`### a → b`) holds its answer: `A (b): …`, `**b:** …`.
  const asked = (raw: RawOpinion): RawOpinion[] =>
    ASKED.test(raw.participant) ? (raw.lines.length > 1 ? readOpinions(raw.lines.slice(1), participants, options.keys()) : inlineReply(raw, participants)) : [raw];
  // A bold label over a wave of questions or answers (`**Wave B — answers**`, `**Answers**`)
  // names no one: the replies under it are read as if it were not there (probe 48 m03).
  const underLabel = (raw: RawOpinion): RawOpinion[] => {
    if (raw.lines.length < 2 || participants.find(raw.participant) !== undefined || LATE_MARK.test(raw.participant)) return [raw];
    const inner = readOpinions(raw.lines.slice(1), participants, options.keys(), true).flatMap(asked);
    return inner.some((r) => participants.find(r.participant) !== undefined) ? inner : [raw];
  };
  const replies = readOpinions(lines, participants, options.keys(), true).flatMap(asked).flatMap(underLabel);
  const takenBy = new Map<Opinion, Set<string>>();
  for (const raw of replies) {
    if (ASKED.test(raw.participant)) continue;
    const speaker = participants.find(raw.participant);
    let opinion = opinions.find((o) => o.participant === (speaker?.name ?? raw.participant));
    // One whose R2 turn was only a note (timed out), or who joined late (`Joel Park (joined
    // late): For: B.`, probe 46), speaks first here: this reply is the opinion.
    // Marked late, in the roster or not (review 06q Q12).
    // Not the one who runs the meeting: a moderator's words are no opinion (review 06r R10); one
    // with another role is no exception (`Kofi Mensah (security)`, probe 54 row 5).
    const late = opinion === undefined && speaker?.openingRole === undefined && lateDebater(raw.participant, speaker?.role) ? (speaker ?? participants.add({ name: raw.participant.replace(LATE_MARK, '').trim(), adHoc: true }, 'opinion', raw.line)) : undefined;
    if (!opinion && ((speaker && silent.has(speaker.name)) || late)) {
      opinion = { participant: (late ?? speaker)!.name, markdown: raw.markdown, line: raw.line, stances: [] };
      opinions.push(opinion);
    }
    if (!opinion) continue;
    const text = ownQuotesOpened(raw.markdown);
    // A stance another reader already took at this line (a vote line) is not taken twice; one set per opinion, kept up to date.
    let taken = takenBy.get(opinion);
    if (taken === undefined) takenBy.set(opinion, (taken = new Set(opinion.stances.map(stanceKey))));
    const stances = located(raw, text, readStances(text, options.keys(), titles, opinion.participant)).filter((s) => s.kind !== 'mentions' && !taken!.has(stanceKey(s)));
    for (const stance of stances) taken.add(stanceKey(stance));
    appendAll(opinion.stances, stances);
    // A withdrawal of the speaker's own stance changes it (changesOfMind.ts), at its line.
    const lineOf = (offset: number) => {
      const start = text.lastIndexOf('\n', offset - 1) + 1;
      return lineContaining(raw.lines, text.slice(start, Math.min(start + 24, text.length)).split('\n')[0]!) ?? raw.line;
    };
    const withdrawn = withdrawalsIn(text, options.keys(), lineOf);
    if (withdrawn.length > 0) appendAll((opinion.withdrawals ??= []), withdrawn);
  }
}

const stanceKey = (s: Stance): string => `${s.line}\u0000${s.option}\u0000${s.kind}`;

/** The answer written after its question on one line: `a → b: question? — b: "answer"`, `——b：「…」`. */
const INLINE_ANSWER = /[ \t　]?(?:—{1,2}|–|--)[ \t　]*([^—–:："“「\n]{1,40}?)[ \t]*[:：][ \t　]*(\S[^\n]*)$/u;
/**
 * The answer quoted after a dash with no name: `a → b: question? — "answer"`, `——「…」`. Only
 * after a question or a request that ends (`?`, `？`, `请补充意见。`) and a quotation that ends the line.
 */
const UNSIGNED_ANSWER = /[?？。][ \t　]*(?:—{1,2}|–|--)[ \t　]*([“"「『][^“"「『”」』\n]{1,400}[”"」』][.。!！]?)[ \t　]*$/u;
/**
 * A question that introduces words as someone's (`the team's summary?`, `what you said?`): the
 * quote is theirs, not an answer. No bare possessive: `what's your view?` is a question.
 */
const QUOTED_WORDS = /(?:\b(?:said|says|say|wrote|writes|summary|line|note|quote|quoted|words|statement|per)\b|の発言|が言|说|의 말|發言|发言)/iu;

/**
 * One line `a → b: …`: the answer after it by a known participant is that person's reply;
 * with no answer, a statement without a question mark is the asker's own (`a → chair: "I'd go with B"`).
 */
function inlineReply(raw: RawOpinion, participants: ParticipantList): RawOpinion[] {
  const answer = INLINE_ANSWER.exec(raw.markdown);
  const by = answer ? participants.find(answer[1]!) : undefined;
  if (answer) return by ? [{ ...raw, participant: by.name, markdown: answer[2]! }] : [];
  const [askerName, addresseeName] = raw.participant.split(/[ \t]*(?:→|->|⇒)[ \t]*/u);
  // An unsigned answer quoted after a dash (`a → b: question? — "answer"`) is the addressee's.
  const unsigned = raw.markdown.length > 4000 ? null : UNSIGNED_ANSWER.exec(raw.markdown);
  const addressee = unsigned && addresseeName !== undefined && !introducesWords(raw.markdown.slice(0, unsigned.index), participants, addresseeName) ? participants.find(addresseeName) : undefined;
  if (unsigned) return addressee ? [{ ...raw, participant: addressee.name, markdown: unsigned[1]! }] : [];
  const asker = participants.find(askerName!);
  // Naming another's words (`「…」という ben の発言について`) is no statement of the asker's own.
  const ownWords = asker && !/[?？]/u.test(raw.markdown) && !introducesWords(raw.markdown, participants, askerName!);
  return ownWords ? [{ ...raw, participant: asker.name }] : [];
}

/** The question names words as someone's: a quoting word, or a participant other than the one asked. */
function introducesWords(question: string, participants: ParticipantList, addresseeName: string): boolean {
  if (QUOTED_WORDS.test(question)) return true;
  const asked = participants.find(addresseeName);
  return participants.all.some((p) => p !== asked && p.name.length >= 2 && question.toLowerCase().includes(p.name.toLowerCase()));
}

const ANSWERER_COLUMN = /^(?:to|answerer|respondent|answered by|addressee|답변자|응답자|받는 사람|回答者|回答人|被问|被提问者|答者)$/iu;
const ANSWER_COLUMN = /^(?:answer|reply|response|답변|응답|回答|答复|回复|答え)$/iu;

/**
 * An R4 table of questions and answers (`| from | to | question | answer |`): each row's
 * answer is a reply by the person in its `to` column, read like any reply, at the row.
 */
export function readAnswerTables(opinions: Opinion[], lines: readonly NumberedLine[], options: OptionList): void {
  const titles = new Map(options.all().flatMap((o) => (o.title ? [[o.key, o.title] as const] : [])));
  const byName = new Map(opinions.map((o) => [o.participant.toLowerCase(), o] as const));
  for (const table of readTables(lines)) {
    const header = table.header.map(plainCell);
    const who = header.findIndex((h) => ANSWERER_COLUMN.test(h));
    const said = header.findIndex((h) => ANSWER_COLUMN.test(h));
    if (who === -1 || said === -1) continue;
    for (const row of table.rows) {
      const opinion = byName.get(participantName(row.cells[who] ?? '').toLowerCase());
      const answer = (row.cells[said] ?? '').trim();
      if (!opinion || answer === '') continue;
      for (const s of readStances(answer, options.keys(), titles, opinion.participant)) {
        if (s.relation !== 'mentions') opinion.stances.push({ option: s.option, kind: s.relation, reading: s.reading, text: s.quote, line: row.line });
      }
    }
  }
}

/** A line that records votes: `Vote: ana 投「B」；ben 投「B」；carl 弃权`, `Votes — ana → B, ben → C`. */
const VOTE_LINE = /^[\s*>-]*(?:\*\*)?(?:votes?|voting|tally|投票|表决|票决|採決|票決|표결|투표)(?:[ \t]*[(（][^()（）\n]{0,30}[)）])?(?:\*\*)?[ \t]*(?:[:：—–]|\*\*)[ \t]*(?:\*\*)?/iu;
/** `🗳️ name voted for Option A`: a poll's record of one person's vote. */
const POLL_LINE = /^[\s>-]*(?:\p{Extended_Pictographic}\uFE0F?[ \t]*)([^\s:：][^:：\n]{0,59}?)[ \t]+voted[ \t]+for[ \t]+(\S[^\n]{0,200})$/u;
/** The voter's name opening a part: the shortest text before a vote verb, an arrow, a colon or a bracket. */
const VOTER = /^(.{1,60}?)(?=[ \t]*(?:投|votes?(?![\p{L}])|→|->|=|[:：(（]|は|が|에게|에[ \t]|$))/iu;
const VOTE_VERB = /^[\s*]*(?:[(（][^()（）\n]{0,20}[)）])?[\s*]*(?:投票给|投给|投|votes?[ \t]+for|votes?|→|->|=|[:：]|は|が|에게|에)?[\s*]*/iu;

/**
 * A vote record line in R4 or R6 (not a table): each `;`/`,`-separated part that opens with
 * the name of someone who gave an R2 opinion states that person's vote, at the line. An
 * abstention, a refusal to vote or a part naming no option states nothing.
 */
export function readVoteLines(opinions: Opinion[], participants: ParticipantList, lines: readonly NumberedLine[], options: OptionList, pollLines: readonly NumberedLine[] = []): void {
  const titles = new Map(options.all().flatMap((o) => (o.title ? [[o.key, o.title] as const] : [])));
  const byName = new Map(opinions.map((o) => [o.participant.toLowerCase(), o] as const));
  // A voter as the tally names them (`Ana` for Ana Souza, `@ana`), through the meeting's participants.
  const opinionOf = (name: string) => byName.get((participants.find(name)?.name ?? name).toLowerCase());
  // A poll's record line, `🗳️ name voted for **Option A**` (posted by a bot, in any round):
  // the named person's vote, never the poster's.
  for (const { text, line } of pollLines) {
    const poll = text.length > 400 ? null : POLL_LINE.exec(text);
    const opinion = poll ? opinionOf(poll[1]!.replace(/\*\*/g, '').trim()) : undefined;
    const vote = opinion ? readStances(`Vote: ${poll![2]!}`, options.keys(), titles).find((v) => v.reading === 'stated' && v.relation === 'supports') : undefined;
    if (vote) opinion!.stances.push({ option: vote.option, kind: 'supports', reading: 'stated', text: text.trim(), line });
  }
  for (const { text, line } of lines) {
    const hands = text.length > 2000 ? null : HANDS.exec(text);
    if (hands !== null && options.has(hands[2]!.toUpperCase())) {
      const kind = AGAINST.test(hands[1]!) ? 'opposes' : 'supports';
      for (const name of hands[3]!.split(/[,，、;；]|[ \t]and[ \t]/u).slice(0, 50)) opinionOf(name.trim())?.stances.push({ option: hands[2]!.toUpperCase(), kind, reading: 'stated', text: text.trim(), line });
      continue;
    }
    const label = text.length > 2000 || text.includes('|') ? null : VOTE_LINE.exec(text);
    if (!label) continue;
    const tally = tallyVoters(text.slice(label[0].length), options.keys());
    for (const { option, names, part } of tally) {
      for (const name of names) opinionOf(name)?.stances.push({ option, kind: 'supports', reading: 'stated', text: part, line });
    }
    if (tally.length > 0) continue;
    for (const part of text.slice(label[0].length).split(/[;；,，]/u).slice(0, 50)) {
      const segment = part.trim().replace(/^\*\*|\*\*$/g, '');
      const name = VOTER.exec(segment)?.[1] ?? '';
      const opinion = opinionOf(name.replace(/\*\*/g, '').trim());
      if (!opinion) continue;
      const rest = segment.slice(name.length).replace(/^\*\*/, '').replace(VOTE_VERB, '');
      const vote = readStances(`Vote: ${rest}`, options.keys(), titles).find((v) => v.reading === 'stated' && v.relation !== 'mentions');
      if (vote) opinion.stances.push({ option: vote.option, kind: vote.relation, reading: 'stated', text: segment, line });
    }
  }
}

/** A show of hands, `For A: 3 (Ana, Ben, Cy)`, `Pour B : 2 (…)`: the bracket, ending the line, names that option's voters. */
const HANDS = /^[\s*>-]*(?:\*\*)?(for|against|in[ \t]+favou?r[ \t]+of|pour|contre|a[ \t]+favor[ \t]+de|en[ \t]+contra[ \t]+de|für|gegen|favorevoli[ \t]+a)[ \t]+(?:option[ \t]+|opción[ \t]+|l['’]option[ \t]+)?([A-H1-9])(?![\p{L}\p{N}])(?:\*\*)?[ \t]*[:：][ \t]*(?:[0-9]{1,3}[ \t]*)?[(（]([^()（）\n]{1,300})[)）][ \t]*[.。]?[ \t]*$/iu;
const AGAINST = /^(?:against|contre|en[ \t]+contra[ \t]+de|gegen)$/iu;

/** A word before an option in a tally that turns its voters against it, or refuses it. */
const AGAINST_BEFORE = /(?<![\p{L}])(?:against|no|not|veto|contra|contre|gegen|nein)(?![\p{L}])|반대|反对|反対/iu;

/** Between an option and its voters in a tally: a count, `2표`, `2 votes`, `2票`. */
const TALLY_COUNT = /^[\s*]*(?:[0-9]{1,3}[ \t]*(?:표|票|votes?|명|人)?)?[\s*]*$/iu;

/**
 * A tally that names each option's voters: `표결: 2안 2표(ana, ben), 1안 1표(carl), 기권 1(dan)`.
 * Each bracket right after an option and its count lists that option's voters; a bracket after
 * anything else (an abstention) names no vote. Linear: one pass over the brackets.
 */
function tallyVoters(rest: string, keys: OptionKeys): Array<{ option: string; names: string[]; part: string }> {
  // In a tally a bare letter before its count and voters is the option (`Votes: A 3 (Ana, Ben); C 1 (Dana)`),
  // where a part of the tally starts or after "for"; never after "against", "no to", "veto" (review 06zc row 3).
  const bare = [...rest.matchAll(/(?<=(?:^|[;,，；])[ \t]*|(?<![\p{L}])[Ff]or[ \t]+)([A-H])(?=[ \t]+[0-9]{1,3}[ \t]*(?:votes?)?[ \t]*[(（])/gu)].filter((m) => keys.includes(m[1]!)).map((m) => ({ key: m[1]!, start: m.index, end: m.index + 1 }));
  const mentions = [...optionMentions(rest, keys), ...bare].sort((a, b) => a.start - b.start);
  const found: Array<{ option: string; names: string[]; part: string }> = [];
  let from = 0;
  let next = 0;
  for (const bracket of rest.matchAll(/[(（]([^()（）\n]{1,200})[)）]/gu)) {
    while (next < mentions.length && mentions[next]!.end <= bracket.index) next++;
    const mention = next > 0 ? mentions[next - 1] : undefined;
    // `against A 1 (Ben)`, `no to A`, `veto A`: those voters are not for it (review 06zc row 3).
    if (mention && mention.start >= from && TALLY_COUNT.test(rest.slice(mention.end, bracket.index)) && !AGAINST_BEFORE.test(rest.slice(from, mention.start))) {
      found.push({ option: mention.key, names: bracket[1]!.split(/[,，、]/u).map((n) => participantName(n.trim())).filter((n) => n !== ''), part: rest.slice(mention.start, bracket.index + bracket[0].length) });
    }
    from = bracket.index + bracket[0].length;
  }
  return found;
}

/** A speaker named after a sentence, then a colon and the answer, quoted or not: `… why? style-enforcer: "…"`, `…吗？陈静：…`. */
const QUOTED_ANSWER = /(?:[.。!?！？][ \t]+|[.。!?！？](?=\p{Script=Han}|\p{Script=Hangul}|\p{Script=Hiragana}|\p{Script=Katakana}))([^\s:："“「『.。!?！？][^:："“「『.。!?！？]{0,40}?)[ \t]*[:：][ \t]*([“"「『])?/gu;

/**
 * An R4 line that asks in prose and quotes the answer (`- a asked b whether …. b: "…"`,
 * `- a が b に…を尋ねた。b：「…」`): the quotation after a participant's name and a colon is
 * that participant's own words, read as a reply at the line. A stance already read at the
 * line for that option is not added twice.
 */
export function readQuotedAnswers(opinions: Opinion[], lines: readonly NumberedLine[], options: OptionList): void {
  const titles = new Map(options.all().flatMap((o) => (o.title ? [[o.key, o.title] as const] : [])));
  const byName = new Map(opinions.map((o) => [o.participant.toLowerCase(), o] as const));
  for (const { text, line } of lines) {
    if (text.length > 2000) continue;
    for (const m of text.matchAll(QUOTED_ANSWER)) {
      const opinion = byName.get(m[1]!.replace(/\*\*|\[\[|\]\]/g, '').trim().toLowerCase());
      const open = m[2];
      const from = m.index + m[0].length;
      // Quoted, the answer ends at its closing mark; unquoted ("？陈静：可以选…"), at the line's end
      // or a translation after " / ".
      const bilingual = text.indexOf(' / ', from);
      const close = open !== undefined ? text.lastIndexOf(PAIRS[open]!) : bilingual === -1 ? text.length : bilingual;
      if (!opinion || close < from) continue;
      for (const s of readStances(text.slice(from, close), options.keys(), titles, opinion.participant)) {
        if (s.relation === 'mentions' || opinion.stances.some((t) => t.option === s.option && t.line === line)) continue;
        opinion.stances.push({ option: s.option, kind: s.relation, reading: s.reading, text: s.quote, line });
      }
    }
  }
}

/** A chat's quote-reply, `「name：…」`: another sender's words, quoted, never the speaker's own. */
const QUOTED_SENDER = /^(?!(?:option|plan|案|方案|选项|[A-H](?![\p{L}])|[0-9]|我|私|저|나))[^\s:：「」“”"。.，,、！!？?；;]{2,40}：/iu;
/**
 * A quote-reply: a reply word and the replied-to sender, a colon and one whole 「quotation」,
 * nothing else — `回复 name：「…」`. Another sender's words: blanked (the speaker's own
 * `我的 立场：「…」` is not one).
 */
const REPLY_QUOTE = /^([ \t]*(?:回复|回覆|答复|返信|답장|답글|[Rr]eply|[Rr]e)[ \t][^\s:：「」“”"。.，,、！!？?；;]{2,40}[:：][ \t]*「)([^「」\n]*)(」[ \t]*)$/u;
/** A line that is one quotation and nothing else: `> "…"`, `> 「…」`, `“…”`, `- "…"`. */
const OWN_QUOTE = /^([ \t]*(?:>[ \t]*)*(?:[-*+][ \t]+)?)([“"「『])([^\n]*)([”"」』])([ \t]*)$/u;
const PAIRS: Record<string, string> = { '“': '”', '"': '"', '「': '」', '『': '』' };

/**
 * The speaker's own quoted sentence is the speaker's voice: a line under them that is one
 * quotation and nothing else has its quotation marks opened (blanked, same length) so
 * its words are read. A quotation inside a sentence (someone else's words, hearsay) stays
 * a quotation, never a cue.
 */
export function ownQuotesOpened(markdown: string): string {
  return markdown.split('\n').map((line) => {
    const reply = line.length > 2000 ? null : REPLY_QUOTE.exec(line);
    if (reply) return `${reply[1]}${' '.repeat(reply[2]!.length)}${reply[3]}`;
    const m = line.length > 2000 ? null : OWN_QUOTE.exec(line);
    if (!m || PAIRS[m[2]!] !== m[4] || m[3]!.includes(m[4]!)) return line;
    // Another sender's words, quoted whole: nothing in them is read, whatever their sentences.
    if (m[2] === '「' && QUOTED_SENDER.test(m[3]!)) return `${m[1]}${m[2]}${' '.repeat(m[3]!.length)}${m[4]}${m[5]}`;
    return `${m[1]} ${m[3]} ${m[5]}`;
  }).join('\n');
}

/** Readings of an opinion's text as stances, each at the line(s) of its clause. */
function located(raw: RawOpinion, markdown: string, readings: readonly StanceReading[]): Stance[] {
  // The lines as they were read (own quotations opened), so a clause finds its line.
  const lines = raw.lines.map((l) => ({ ...l, text: ownQuotesOpened(l.text) }));
  return readings.map((s) => {
    // The clause as written, newlines kept: its first and last lines locate it.
    const written = markdown.slice(s.start, s.end).split('\n').map((t) => t.trim()).filter((t) => t !== '');
    const line = lineContaining(lines, (written[0] ?? s.quote).slice(0, 24)) ?? raw.line;
    const endLine = lineContaining(lines.filter((l) => l.line >= line), (written[written.length - 1] ?? s.quote).slice(-24)) ?? line;
    return { option: s.option, kind: s.relation, reading: s.reading, text: s.quote, line, ...(endLine > line ? { endLine } : {}) };
  });
}

/** The first line of `lines` whose text contains `needle` (blanks squeezed). */
export function lineContaining(lines: readonly NumberedLine[], needle: string): number | undefined {
  const wanted = squeeze(needle);
  if (wanted === '') return undefined;
  return lines.find((l) => squeeze(l.text).includes(wanted))?.line;
}

