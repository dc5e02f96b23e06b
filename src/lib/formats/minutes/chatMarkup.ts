// Markup of a chat or e-mail export that houseStyle.ts blanks and reports, never read as a
// stance: reactions under a message (who reacted is not what they said), an attachment's
// placeholder, an e-mail reply's quotation; and a chat list's message lines as items.
import { foldText } from '../../core/names.ts';
import { MAX_STRUCTURE_LINE } from '../../parse/frontmatter.ts';
import { isItemLine } from '../../parse/markdownBlocks.ts';

const REACTION = /^(?:\p{Extended_Pictographic}(?:\uFE0F|\u200D|\p{Extended_Pictographic}){0,8}|:[a-z0-9_+-]{1,30}:)$/u;
/**
 * A chat's reactions under a message, `👍 omar · 👎 sofia`, `:thumbsup: 2`: emoji with the names
 * or counts after them. Not read as stances (who reacted is not what they said): blanked,
 * reported. Read token by token, so a long line costs its length.
 */
export function reactionLine(text: string): boolean {
  if (text.length > MAX_STRUCTURE_LINE) return false;
  const tokens = text.trim().split(/[ \t]+|(?<=[·|,])|(?=[·|,])/u).filter((t) => t !== '');
  if (tokens.length === 0 || !REACTION.test(tokens[0]!)) return false;
  // Names or a count after each emoji, a comma between two names: "👍 B works for me" is a message.
  let name = false;
  for (const token of tokens) {
    const isName = !REACTION.test(token) && !/^[·|,]$/u.test(token);
    if ((isName && name) || (isName && !/^[\p{L}\p{N}_.@-]{1,40}$/u.test(token))) return false;
    name = isName;
  }
  return true;
}

/** A message line under a chat's list label (`Action items:` then `@sofia writes …`): an item of the list; a sender's label stays. */
export const chatListItem = (text: string): string =>
  text.trim() === '' || isItemLine(text) || BOLD_ALONE.test(text) ? text : `- ${text.trim()}`;
/** A bold label on a line of its own: a sender's (`**[10:36] omar**`, its message below it) or a title's. */
const BOLD_ALONE = /^\*\*([^*\n]{1,60})\*\*[ \t]*$/u;
/** A sender's label by its shape: with its time (`**[10:36] Omar**`), a handle (`**omar**`, `**@Omar**`); not any bold line (`**Parking lot**`: reviews 07zk c4, 07zl c2). */
const SENDER_BY_SHAPE = /^\*\*(?:\[[0-9:/ T-]{4,20}\][ \t]*[^*\n]{1,60}|@[\p{L}\p{N}][\p{L}\p{N}._-]{0,39}|[\p{Ll}\p{N}][\p{L}\p{N}._-]{0,39})\*\*[ \t]*$/u;
/** A sender's name as compared: folded, without a note in brackets after it (`dana (joined late)`: review 07zn c7). */
const senderKey = (name: string): string => foldText(name).replace(/[ \t]*[(（][^()（）]{0,40}[)）][ \t]*$/u, '').trim().replace(/\s+/gu, ' ');

/**
 * The chat's senders: the names its time-stamped headers give (`stamped`: `**[10:36] Omar Haddad**`, written
 * `**Omar Haddad**` once houseStyle.ts took its time off), and a bold label alone that opens a message, after a blank
 * line with its message right under it (`**Lena Park**` / `I can take the runbook.`). Any other bold label is a
 * sender's only when it names one of them (not `**Parking Lot**`, nor one inside a message, under its sender's
 * header: reviews 07zl c3, 07zm c3, 07zn c5, c9).
 */
export function chatSenders(lines: readonly string[], stamped: Iterable<string>): ReadonlySet<string> {
  const senders = new Set<string>([...stamped].map(senderKey));
  for (let i = 0; i + 1 < lines.length; i++) {
    const label = BOLD_ALONE.exec(lines[i]!);
    const next = lines[i + 1]!;
    if (label === null || (i > 0 && lines[i - 1]!.trim() !== '') || next.trim() === '' || BOLD_ALONE.test(next) || /^[ \t]*(?:#|[-*+][ \t]|\d{1,3}[.)][ \t])/u.test(next)) continue;
    senders.add(senderKey(label[1]!));
  }
  return senders;
}

/**
 * A line of a chat's list (`lines`: the list's so far): its label's message and its senders'
 * messages are items, not a line after a blank with no sender ("lol ok shipping it": probe 70 row
 * 14); a sender's label, a blank, then its message is the sender's (review 07zj c4).
 */
export function chatListLine(lines: ReadonlyArray<{ text: string }>, text: string, senders: ReadonlySet<string>): string {
  if (lines.at(-1)?.text.trim() !== '' || /^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]/u.test(text)) return chatListItem(text);
  let above = lines.length - 1;
  while (above >= 0 && lines[above]!.text.trim() === '') above--;
  if (above < 0) return text;
  const label = lines[above]!.text;
  const named = BOLD_ALONE.exec(label);
  return SENDER_BY_SHAPE.test(label) || (named !== null && senders.has(senderKey(named[1]!))) ? chatListItem(text) : text;
}

/**
 * A message that is only an attachment's placeholder, as chat exports write it (`[图片]`,
 * `[사진]`, `[画像]`, `[image]`, `<Media omitted>`): nothing was said in words; blanked, reported.
 */
export const attachmentLine = (text: string): boolean =>
  text.length <= 120 && ATTACHMENT.test(text);
const ATTACHMENT = /^[ \t]*(?:\[(?:图片|圖片|照片|表情|动画表情|语音|語音|视频|視頻|文件|사진|동영상|이모티콘|음성메시지|파일|画像|写真|スタンプ|動画|ファイル|image|photo|picture|sticker|video|gif|voice message|file|attachment)\]|<(?:media omitted|image omitted|video omitted|sticker omitted|attached: [^<>\n]{1,80})>)[ \t]*$/iu;

/** An e-mail's sender line, `From: Name <name@host>` (差出人, 보낸 사람, 发件人): the message's speaker. */
export const MAIL_FROM = /^(?:\*\*)?(?:from|差出人|送信者|보낸 ?사람|发件人|寄件者)(?:\*\*)?[ \t]*[:：](?:\*\*)?[ \t]*([^<>\n@]{1,60}?)[ \t]*(?:<[^<>\n]{1,120}>)?[ \t]*$/iu;
/** The line an e-mail client writes over a quoted reply: `On Mon, Omar Haddad wrote:`, `Am 3. Mai schrieb Ana:`, `Le lundi, Ana a écrit :`. */
const QUOTE_INTRO = /^[ \t]*(?:On|Am|Le|El|Em)[ \t][^\n]{1,160}(?:wrote|schrieb|a écrit|escribió|escreveu)[ \t]*:[ \t]*$/u;

/**
 * In an e-mail thread (two `From:` lines or more), a reply's quotation of an earlier mail —
 * its `On …, X wrote:` line and the `>` lines right under it — repeats another's words: blanked (reported),
 * so the reply is read for what its sender adds. True when a line was blanked.
 */
export function blankMailQuotes(lines: string[]): boolean {
  let senders = 0;
  for (const text of lines) if (text.length <= 200 && MAIL_FROM.test(text) && ++senders >= 2) break;
  if (senders < 2) return false;
  let changed = false;
  let quoting = false;
  lines.forEach((text, i) => {
    // Only the run of `>` lines under an "On …, X wrote:" line: a callout elsewhere stays.
    quoting = text.length <= 400 && (QUOTE_INTRO.test(text) || (quoting && /^[ \t]{0,3}>/u.test(text)));
    if (quoting) {
      lines[i] = '';
      changed = true;
    }
  });
  return changed;
}
