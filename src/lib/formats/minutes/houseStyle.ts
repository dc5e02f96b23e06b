// House styles of minutes: the shapes other hands use for the harness's headings, lists and
// speakers (a Korean 회의록 with □/○ bullets, a Japanese 議事録 with ■ and 【…】, a Notion
// export with ▸ toggles and callouts, an ADR). Each line is rewritten into the shape the
// readers know, one line for one line, so every line keeps its number and is still
// accounted for. Only shapes are read here, never a file's words: a line is a heading when it
// is set off as one and names a section (sections.ts), a speaker when it is a short label
// with its text nested under it.
import { fencedLineIndexes } from '../../parse/codeBlocks.ts';
import { MAX_STRUCTURE_LINE } from '../../parse/frontmatter.ts';
import type { LineLedger } from '../../parse/lineAccount.ts';
import { orgModeAsMarkdown } from './orgMode.ts';
import { isOutlinerPage, outlinerLines } from './outliner.ts';
import { classifyHeading } from './sections.ts';
import { headerStance } from './marks.ts';
import { MAIL_FROM, attachmentLine, blankMailQuotes, reactionLine } from './chatMarkup.ts';
import { WIKI_HEADING, WIKI_QUOTE, wikiLine } from './wikiMarkup.ts';
import { hasJobTitle } from './participants.ts';

/** A symbol that opens a heading line in house styles: `■ 議題`, `□ 안건`, `◆ Decision`. */
const HEADING_MARK = /^(?:[■◆◇▣▶►]|□(?=[ \t　]))[ \t　]*([^\n]{1,60})$/u;
/** A bracketed heading alone on its line: `【決定事項】`, `[결정 사항]`. */
const BRACKET_HEADING = /^[ \t]*【([^【】\n]{1,40})】[ \t　]*$/u;
/** A numbered section line at the margin: `2. 논의 내용`, `6) Decision`, `三、结论`, `Ⅱ. 안건`, `１．開会（Ｒ０）`. */
const NUMBERED_HEADING = /^(?:[1-9１-９][0-9０-９]?[.)．]|[一二三四五六七八九十]{1,3}[、．.]|[ⅠⅡⅢⅣⅤⅥⅦⅧⅨⅩ][.．]?)[ \t　]*([^\n]{1,60})$/u;
/** A house bullet: ○ ● ◦ ▪ ・ • ‣ ▸ ◎ □, with its indentation (□ at the margin only as a speaker's label). */
const HOUSE_BULLET = /^([ \t　]*)[○●◦▪・•‣▸▹◎◉□][ \t　]*(.*)$/u;
/** A callout: `> [!decision]`, `> 💡 …`, `> ✅ **결정:** …` (a plain `> quote` stays a quotation). */
const CALLOUT = /^[ \t]*>[ \t]*(?:\[!([A-Za-z-]{1,20})\][+-]?[ \t]*|(?=\p{Extended_Pictographic}))(?:\p{Extended_Pictographic}|\uFE0F|\u200D)*[ \t]*(.*)$/u;
/** A chat message header: a bold name, then only its time (`**Mina** 14:00`, `**Tom** [2:05 PM]`). */
const CHAT_HEADER = /^\*\*([^*\n]{1,60})\*\*[ \t]+\[?[0-9]{1,2}:[0-9]{2}(?::[0-9]{2})?(?:[ \t]*[AaPp][Mm])?\]?[ \t]*$/u;
/** A discussion's comment header: `**@ana** commented on May 3`, `### ana replied · 2 days ago`. */
const COMMENT_HEADER = /^(?:#{2,6}[ \t]+(?:\*\*)?@?|\*\*@?|@)([\p{L}\p{N}][\p{L}\p{N}._-]{0,38})(?:\*\*)?[ \t]+(?:commented|replied|wrote|answered|posted|responded)(?![\p{L}])[^\n]{0,80}$/u;
/**
 * A chat export's message line with its speaker and time in the line itself: KakaoTalk's
 * `[name] [오후 2:03] text` and LINE's `13:04<TAB>name<TAB>text`. Read by shape, never by the
 * app's name; rewritten to the chat line the readers know, `[2:03] name: text`.
 */
const BRACKETED_CHAT = /^\[([^\[\]\n]{1,40})\][ \t]+\[[^\[\]\n0-9]{0,8}?([0-9]{1,2}:[0-9]{2})\][ \t]+(\S.*)$/u;
const TABBED_CHAT = /^([0-9]{1,2}:[0-9]{2})\t([^\t\n]{1,40})\t(\S.*)$/u;
/** A retro board's column heading, `## 列：支持理由`, `## Column: Against`, `### 열: 찬성`: the column's name. */
const BOARD_COLUMN = /^#{2,6}[ \t]+(?:列|カラム|열|칼럼|컬럼|column|lane)[ \t]*[:：·—–-][ \t]*([^\n]{1,40}?)[ \t]*$/iu;
/** A card on a board: `- 【option】text —— author（👍 3）`, `- [option] text — author`. */
const BOARD_CARD = /^[ \t]*[-*+][ \t]+(【[^【】\n]{1,40}】|\[[^\[\]\n]{1,40}\])[ \t]*(\S.*?)[ \t]+(?:—{1,2}|–|--)[ \t]*([^—–\n]{1,60}?)[ \t]*$/u;

/**
 * A board column headed by a side (`列：支持理由` = for, `Column: Against`) states that side for
 * each card's author on the option the card names: the heading is read as R2 and each card
 * as its author's labelled opinion, `- author: For: option; text` (the label and its option a
 * clause of their own, the card's words its reason). Other columns (concerns,
 * unsorted) are left as they are.
 */
function boardSide(text: string): 'For' | 'Against' | null {
  const column = BOARD_COLUMN.exec(text);
  const side = column ? headerStance(column[1]!.replace(/[(（][^()（）]*[)）]$/u, '')) : null;
  return side === 'supports' ? 'For' : side === 'opposes' ? 'Against' : null;
}

function boardCard(text: string, side: 'For' | 'Against'): string | null {
  const card = BOARD_CARD.exec(text);
  if (!card) return null;
  // The author without the card's counters or role ("王磊（👍 3）").
  const author = card[3]!.replace(/[ \t]*[(（][^()（）]{0,40}[)）]$/u, '').trim();
  return author === '' || /[:：]/u.test(author) ? null : `- ${author}: ${side}: ${card[1]!.slice(1, -1).trim()}; ${card[2]!}`;
}

/** A comment's header in an issue tracker's export: `*Marta Ruiz* added a comment — 01/Jul/27 10:12 AM`. */
const TRACKER_COMMENT = /^\*([^*\n]{1,60})\*[ \t]+(?:added|posted|left)[ \t]+a[ \t]+comment(?![\p{L}])[^\n]{0,80}$/u;

/** A decision or hold label opening a chat message: `決定：案B`, `Decision: B`, `결정: 보류`. */
const OUTCOME_LABEL = /^([^:：\n]{1,12})[ \t]*[:：][ \t]*(\S.*)$/u;

/**
 * A chat export's message as the chat line the readers know, `[time] name: text`; a message
 * that opens with a decision or hold label (`決定：案B（…）`) is that field, `**決定:** 案B…`,
 * as a labelled line of the decision round would be.
 */
function chatLine(time: string, name: string, text: string): string {
  const label = OUTCOME_LABEL.exec(text);
  const key = label ? classifyHeading(label[1]!.trim())?.key : undefined;
  if (key === 'R7' || key === 'hold') return `**${label![1]!.trim()}:** ${label![2]!}`;
  return `[${time}] ${name.trim()}: ${text}`;
}

/** A short name set off as a label: a few words, no sentence punctuation, no field colon. */
const SHORT_LABEL = /^(?:\*\*)?[^\s:：.。,，!?！？「」"“”()（）*][^:：.。,，!?！？「」"“”*\n]{0,30}?(?:[ \t]*[(（][^()（）\n]{1,30}[)）])?(?:\*\*)?$/u;

const indentOf = (text: string): number => {
  let width = 0;
  for (const ch of text) {
    if (ch === ' ') width += 1;
    else if (ch === '\t' || ch === '　') width += 2;
    else break;
  }
  return width;
};

/** The heading a house-style line sets off, if it names a section (or is bracketed or ■-marked). */
function houseHeading(text: string, next: string | undefined): string | null {
  if (text.length > MAX_STRUCTURE_LINE || /^[ \t]*#/.test(text)) return null;
  // Only a line that names a section is its heading: `【doc-reviewer】` is a speaker, `□ 일시: …` a field.
  const named = (name: string): string | null => (!/[:：]/u.test(name) && classifyHeading(name.trim()) !== null ? name.trim() : null);
  const bracket = BRACKET_HEADING.exec(text);
  if (bracket) return named(bracket[1]!);
  const marked = HEADING_MARK.exec(text);
  if (marked) return named(marked[1]!);
  const numbered = NUMBERED_HEADING.exec(text);
  // A numbered line is a section only when its text is nested under it and its name is a section's.
  if (numbered && next !== undefined && indentOf(next) > 0 && !/[:：]/u.test(numbered[1]!) && classifyHeading(numbered[1]!) !== null) return text.trim();
  return null;
}

/**
 * A forwarded chat record: each message opens with a line of only its sender and time
 * (`docs-publisher 20:09`); the moderator opens a round with `【R2】…` at a message's start.
 * Read by shape, three such headers at least.
 */
const CHAT_DATE = String.raw`(?:[0-9]{4}[-/.][0-9]{1,2}[-/.][0-9]{1,2}|[0-9]{1,2}/[0-9]{1,2}/[0-9]{2,4}|[0-9]{4}[年년][ \t]?[0-9]{1,2}[月월][ \t]?[0-9]{1,2}[日일])`;
const CHAT_TIME = String.raw`(?:(?:AM|PM|오전|오후|午前|午後|上午|下午)[ \t]?)?[0-9]{1,2}:[0-9]{2}(?::[0-9]{2})?(?:[ \t]?[AaPp][Mm])?`;
/** A timestamp: a time, after a date or not (`2027-09-29 14:00:03`, `09/20/2027 10:03 AM`, `2027년 9월 24일 오전 11:00`). */
const CHAT_STAMP = String.raw`(?:(?:${CHAT_DATE}|Today at|Yesterday at)[ \t]+)?${CHAT_TIME}`;
/**
 * A message header: a line of only a name and a timestamp, in either order —
 * `docs-publisher 20:09`, `圆桌机器人 2027-09-29 14:31:45`, `[09/20/2027 10:03 AM] name`,
 * `**name** · 2027년 9월 24일 오전 11:00`, `**[10:01] name**`, Discord's `name — 11/27/2026 8:02 PM`,
 * Zoom's and Teams' `00:05:02 Priya Raman` (with seconds: `02:40 builds queued` in a message is
 * a timeline, review 06p P1). The name is group 1, 2, 3, 4 or 5.
 */
const PLAIN_CHAT_HEADER = new RegExp(String.raw`^(?:([^\s:：【】#*>|@\-\[][^\n:：【】]{0,40}?)(?:[ \t]+[·•|—–-])?[ \t]+${CHAT_STAMP}|(?:\*\*)?\[${CHAT_STAMP}\][ \t]+([^\s\[\]:：*][^\n\[\]:：*]{0,40}?)(?:\*\*)?|\*\*([^*\n]{1,60})\*\*[ \t]*(?:[·•|—–-][ \t]*)?${CHAT_STAMP}|${CHAT_DATE}[ \t]+${CHAT_TIME}[ \t]+([^\s\[\]:：][^\n\[\]:：]{0,40}?)|[0-9]{1,2}:[0-9]{2}:[0-9]{2}[ \t]+(\p{L}[^\n\[\]:：]{0,40}?))[ \t]*$`, 'u');
const ROUND_OPENING = /^【(R[0-7](?![0-9])[^【】\n]{0,20})】[ \t]*(.*)$/u;
/**
 * Three message headers at least. A date-first line (`2027-03-01 09:12 alert fired`) counts only
 * when a message follows it: a timeline's entries follow one another, a chat header its message.
 */
function isChatRecord(lines: readonly string[]): boolean {
  let headers = 0;
  const headerAt = (i: number) => (lines[i] !== undefined && lines[i]!.length <= MAX_STRUCTURE_LINE ? PLAIN_CHAT_HEADER.exec(lines[i]!) : null);
  let next = headerAt(0);
  for (let i = 0; i < lines.length; i++) {
    const header = next;
    next = headerAt(i + 1);
    if (!header) continue;
    const followed = lines[i + 1] !== undefined && lines[i + 1]!.trim() !== '' && next === null;
    // A line that opens with a date or a time counts only with its message under it.
    if (((header[4] === undefined && header[5] === undefined) || followed) && ++headers >= 3) return true;
  }
  return false;
}
/**
 * A chat record's line in the harness's shapes: a sender's header as their label, a round's
 * opening as its heading. `quote.open` carries a `[qt]` quotation over lines: every line of it
 * is another's words, blanked; a new message or a rule closes it, so an unclosed tag is bounded.
 */
function chatRecordLine(text: string, next: string | undefined, quote: { open: boolean; head?: boolean }): string | null {
  const header = PLAIN_CHAT_HEADER.exec(text);
  // A quoted line (`> …`) opening a message repeats an earlier one: its words are not the sender's now.
  const quotes = quote.head === true && /^[ \t]{0,3}>(?![ \t]*\[!)/u.test(text);
  quote.head = header !== null || quotes;
  if (header) {
    quote.open = false;
    // Before the opening of a round the moderator runs (`R5 Pre-mortem: …`, `R7 Decision: …`),
    // the sender says nothing of their own: blanked (reported), so it is no text of the round
    // before. Not before a participant's round (R2, R4, R6) or a label: the message is theirs.
    if (next !== undefined && next.length <= MAX_STRUCTURE_LINE && /^[ \t]{0,3}R[01357](?=[ \t.:：—–-])/u.test(next)) return '';
    return `**${(header[1] ?? header[2] ?? header[3] ?? header[4] ?? header[5])!.trim()}**`;
  }
  // A rule between messages (`-----`, `━━━`) only separates them: a blank line.
  if (/^[ \t]*(?:[-=─━_]{3,}|(?:\*[ \t]*){3,})[ \t]*$/u.test(text)) {
    quote.open = false;
    return '';
  }
  if (text.length <= 8 * MAX_STRUCTURE_LINE && CHAT_TAG.test(text)) return chatMarkupLine(text, quote);
  if (quote.open || reactionLine(text) || attachmentLine(text) || quotes) return '';
  const round = ROUND_OPENING.exec(text);
  // Bold, not a heading: the text after the bracket (`【R5 事前验尸】选项二签了…`) is the round's first line.
  return round ? `**${round[1]!}** ${round[2]!}`.trimEnd() : null;
}

/**
 * An outline report (a word processor's 보고서/報告書 saved as text): items marked `1.`, `가.`,
 * `1)`, `가)`, `(1)`, `一、` at any depth, the rounds as items naming their round in brackets
 * (`가. 회의 개요(R0)`, `라. 발산(R3): 요약 …`). Read by shape, three such round items at least:
 * a round item is the round's heading (its text after a colon the round's first line), a
 * top-level item naming a section (`3. 리스크`) that section's heading, any other item a
 * list item at the margin, so nesting by indentation never hides it as code.
 */
const OUTLINE_MARK = '(?:[0-9]{1,2}[.)]|[가나다라마바사아자차카타파하][.)]|[(（][0-9]{1,2}[)）]|[一二三四五六七八九十]{1,3}[、.．])';
const OUTLINE_ROUND = new RegExp(String.raw`^[ \t　]*${OUTLINE_MARK}[ \t　]*([^\n()（）:：]{1,30}?)[ \t　]*[(（][ \t]*R([0-7])(?![\p{L}\p{N}])[ \t]*[,，、]?[ \t]*([^()（）\n]{0,30})[)）][ \t　]*(?:[:：][ \t　]*(\S.*))?$`, 'u');
const OUTLINE_ITEM = new RegExp(String.raw`^([ \t　]*)${OUTLINE_MARK}[ \t　]+(\S.*)$`, 'u');
const MARKDOWN_ROUND_HEADING = /^#{1,6}[ \t]*(?:R[0-7]|round[ \t]?[0-7])(?![\p{L}\p{N}])/iu;
/**
 * The rounds of the meeting, not a list of tracker IDs (`1. Double charges (R1)`): no Markdown
 * round heading in the file, the round items in increasing order from R0 or R1, and three of
 * them naming their round's section (`나. 안건(R1)`, `다. 발산(R3)`).
 */
function isOutlineReport(lines: readonly string[]): boolean {
  let last = -1;
  let named = 0;
  for (const line of lines) {
    if (line.length > MAX_STRUCTURE_LINE) continue;
    if (MARKDOWN_ROUND_HEADING.test(line)) return false;
    const round = OUTLINE_ROUND.exec(line);
    if (!round) continue;
    const n = Number(round[2]);
    if (n <= last || (last === -1 && n > 1)) return false;
    last = n;
    if (classifyHeading(round[1]!.trim()) !== null) named++;
  }
  return named >= 3;
}
function outlineLine(text: string): string | null {
  const round = text.length > 8 * MAX_STRUCTURE_LINE ? null : OUTLINE_ROUND.exec(text);
  if (round) {
    const title = `R${round[2]!} ${round[1]!.trim()}${round[3]!.trim() === '' ? '' : ` (${round[3]!.trim()})`}`;
    return round[4] === undefined ? `## ${title}` : `**${title}** ${round[4]}`;
  }
  const item = text.length > 8 * MAX_STRUCTURE_LINE ? null : OUTLINE_ITEM.exec(text);
  if (!item) return null;
  if (item[1] === '' && !/[:：]/u.test(item[2]!) && classifyHeading(item[2]!.trim()) !== null) return `## ${item[2]!.trim()}`;
  return `- ${item[2]!}`;
}

/**
 * A chat's tag markup (`[info][title]R2 name[/title]賛成：案B[/info]`, `[To:123]name`,
 * `[qt]…[/qt]`): tags dropped, a quotation's words blanked (another's words), a title that
 * opens a round made the round's opening line (`R2: …` for a sender's own turn). One pass.
 */
const CHAT_TAG = /\[\/?[a-zA-Z]{2,10}(?:[:= ][^\[\]\n]{0,80})?\]/u;
const CHAT_TAGS = new RegExp(CHAT_TAG.source, 'gu');
const QUOTE_TAG = /^\[\/?(?:qt|quote)\]$/iu;
function chatMarkupLine(text: string, quote: { open: boolean }): string {
  let out = '';
  let from = 0;
  let quoted = quote.open;
  let title: { at: number } | null = null;
  for (const tag of text.matchAll(CHAT_TAGS)) {
    if (!quoted) out += text.slice(from, tag.index);
    from = tag.index + tag[0].length;
    const name = tag[0].slice(tag[0].startsWith('[/') ? 2 : 1).split(/[:= \]]/u)[0]!.toLowerCase();
    if (QUOTE_TAG.test(`[${name}]`)) quoted = !tag[0].startsWith('[/');
    if (name === 'title') title = tag[0].startsWith('[/') ? title : { at: out.length };
    if (name === 'title' && tag[0].startsWith('[/') && title) {
      const heading = out.slice(title.at).trim();
      const round = /^R([0-7])(?![\p{L}\p{N}])/u.exec(heading);
      // The sender's own R2 turn reads as `R2: text`; another round's title opens it (`R5 …`).
      if (round) out = `${out.slice(0, title.at)}${round[1] === '2' ? 'R2:' : heading} `;
      title = null;
    }
  }
  if (!quoted) out += text.slice(from);
  quote.open = quoted;
  return out;
}

/**
 * A bracketed heading with its round's first line after it, `【R3 発散】B と A の間で割れた。`:
 * the round opened in bold, as boldHeading reads it, the text its first line (never a speaker
 * named "R3 発散"); a decision's, `【決定】決定：案B`, its labelled field.
 */
function bracketOpening(text: string): string | null {
  if (text.length > 8 * MAX_STRUCTURE_LINE) return null;
  const round = ROUND_OPENING.exec(text);
  if (round && round[2]!.trim() !== '') return `**${round[1]!.trim()}** ${round[2]!}`;
  const bracket = /^【([^【】\n]{1,20})】[ \t]*(\S.*)$/u.exec(text);
  const key = bracket && !/[:：]/u.test(bracket[1]!) ? classifyHeading(bracket[1]!.trim())?.key : undefined;
  return key === 'R7' || key === 'hold' ? `**${bracket![1]!.trim()}:** ${bracket![2]!}` : null;
}

/** The next non-blank line after `i`. */
function nextText(lines: readonly string[], i: number): string | undefined {
  for (let j = i + 1; j < lines.length && j <= i + 3; j++) if (lines[j]!.trim() !== '') return lines[j];
  return undefined;
}

/**
 * Rewrites house-style lines into the harness's shapes, one line for one line: headings to
 * `## name`, house bullets to `- `, a short label with nested text to `- **name**`, a
 * callout to its text, circled numbers to `(n)`. Code fences are left as they are.
 */
export function houseStyleBody(body: string): string {
  const lines = body.split('\n');
  const chatRecord = isChatRecord(lines);
  const outline = isOutlineReport(lines);
  const fenced = fencedLineIndexes(lines);
  let changed = blankMailQuotes(lines);
  let inCallout = false;
  let side: 'For' | 'Against' | null = null;
  const wiki = lines.some((l) => l.length <= MAX_STRUCTURE_LINE && WIKI_HEADING.test(l));
  const numbered = { n: 0 };
  const quote: { open: boolean; head?: boolean } = { open: false };
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!;
    if (fenced.has(i) || text.length > 8 * MAX_STRUCTURE_LINE) continue;
    const rechat = chatRecord ? chatRecordLine(text, lines[i + 1], quote) : outline ? outlineLine(text) : null;
    if (rechat !== null) {
      lines[i] = rechat;
      changed = true;
      continue;
    }
    const rewiki = wiki ? wikiLine(text, numbered) : null;
    if (rewiki !== null) {
      WIKI_QUOTE.lastIndex = 0;
      lines[i] = rewiki;
      changed = true;
      continue;
    }
    if (/^#{1,6}[ \t]/u.test(text)) {
      side = boardSide(text);
      if (side !== null) {
        lines[i] = `## R2 · ${text.replace(/^#{1,6}[ \t]+/u, '')}`;
        changed = true;
        continue;
      }
    }
    const card = side === null ? null : boardCard(text, side);
    if (card !== null) {
      lines[i] = card;
      changed = true;
      continue;
    }
    // The lines of a callout after its first are its text too (`> 정유나: 네, …`).
    const quoted = /^[ \t]*>/.test(text);
    const opens = quoted && CALLOUT.test(text);
    inCallout = quoted && (opens || inCallout);
    const rewritten = inCallout && !opens ? text.replace(/^[ \t]*>[ \t]?/, '') : rewriteLine(text, nextText(lines, i));
    if (rewritten !== text) {
      lines[i] = rewritten;
      changed = true;
    }
  }
  return changed ? lines.join('\n') : body;
}

function rewriteLine(text: string, next: string | undefined): string {
  const heading = houseHeading(text, next);
  if (heading !== null) return `## ${heading}`;
  const opening = bracketOpening(text);
  if (opening !== null) return opening;
  const bracketed = BRACKETED_CHAT.exec(text);
  if (bracketed) return chatLine(bracketed[2]!, bracketed[1]!, bracketed[3]!);
  const tabbed = TABBED_CHAT.exec(text);
  if (tabbed) return chatLine(tabbed[1]!, tabbed[2]!, tabbed[3]!);
  // A chat export's message header, `**Mina** 14:00` / `**Priya (reviewer)** 2:04 PM`: the speaker's label.
  const header = CHAT_HEADER.exec(text) ?? MAIL_FROM.exec(text) ?? COMMENT_HEADER.exec(text) ?? TRACKER_COMMENT.exec(text);
  if (header) return `**${header[1]!.trim()}**`;
  const callout = CALLOUT.exec(text);
  if (callout) {
    // A typed callout whose type names a section (`> [!decision] B`) is that section's field.
    const type = callout[1];
    const rest = callout[2]!.trim();
    if (type !== undefined && classifyHeading(type) !== null && !/^\*\*/u.test(rest)) return `**${type}:** ${rest}`.trimEnd();
    // Any other typed callout with a title (`> [!note] 論点`, `> [!warning] Pre-mortem (R5)`)
    // opens a block of its own, as a heading would; a quotation's (`[!quote] name`) names its speaker.
    if (type !== undefined && !/^(?:quote|cite)$/iu.test(type) && rest !== '') return `## ${rest}`;
    return callout[2]!;
  }
  const bullet = HOUSE_BULLET.exec(text);
  if (!bullet) return text;
  const indent = ' '.repeat(indentOf(bullet[1]!));
  const rest = bullet[2]!.trim();
  // `□ 강민재 책임` / `▸ **박서준**` with its text nested below: a speaker's label.
  // A □ at the margin is a speaker only as a bold name or a name with its job title (`□ 비용 비교` is a topic).
  const margin = bullet[1] === '' && text.startsWith('□');
  if (SHORT_LABEL.test(rest) && next !== undefined && indentOf(next) > indentOf(text) && (!margin || rest.startsWith('**') || hasJobTitle(rest))) return `${indent}- **${rest.replace(/\*\*/g, '')}**`;
  return margin ? text : `${indent}- ${rest}`;
}

/**
 * A chat or e-mail export (a forwarded record, `**name** 10:00` headers, `From:` lines): its bold labels are senders.
 * The names its time-stamped headers give (`**[10:36] Omar Haddad**`), or null when the body is no export.
 */
export function chatExportSenders(body: string): ReadonlySet<string> | null {
  const lines = body.split('\n');
  let headers = 0;
  for (const text of lines) {
    if (text.length <= MAX_STRUCTURE_LINE && (CHAT_HEADER.test(text) || MAIL_FROM.test(text) || BRACKETED_CHAT.test(text) || TABBED_CHAT.test(text))) headers++;
  }
  if (headers < 2 && !isChatRecord(lines)) return null;
  const names = lines.map((text) => (text.length <= MAX_STRUCTURE_LINE ? (PLAIN_CHAT_HEADER.exec(text) ?? CHAT_HEADER.exec(text)) : null));
  return new Set(names.flatMap((m) => (m === null ? [] : [m.slice(1).find((g) => g !== undefined)!.trim()])));
}

/**
 * The body in the shapes the readers know (orgMode.ts, houseStyle.ts). Lines a house style
 * blanked (a rule between chat messages, a tag, a quotation of another message) are reported, never lost.
 */
export function houseStyleRead(written: string, bodyLine: number, ledger: LineLedger): string {
  const outline = written.split('\n');
  const outliner = isOutlinerPage(outline) ? outlinerLines(outline) : null;
  // An outliner's own properties (a block's id, its folding) are blanked: reported, never lost.
  if (outliner && outliner.blanked.length > 0) ledger.report(outliner.blanked.map((i) => ({ text: outline[i]!, line: bodyLine + i })), 'outliner', "an outliner's block property (its id, its folding): not read");
  const body = outliner ? outliner.lines.join('\n') : orgModeAsMarkdown(written);
  const rewritten = houseStyleBody(body);
  if (rewritten === body) return rewritten;
  const before = body.split('\n');
  const blanked = rewritten.split('\n').flatMap((text, i) => (text.trim() === '' && (before[i] ?? '').trim() !== '' ? [{ text: before[i]!, line: bodyLine + i }] : []));
  if (blanked.length > 0) ledger.report(blanked, 'chat', 'markup of a chat export (a rule, a tag, a quoted message, reactions, an attachment, the header of a message that opens a round): not read');
  return rewritten;
}
