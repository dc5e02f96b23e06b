// Transcripts in house styles, read by shape (docs/formats.md, "House styles"): when a
// file has no `Agent A — Round N` header, its turns are opened by speaker lines whose
// speaker is one of the two sides — `【正方 · 第1轮】`, `Pro — Round 2`, `name: text`,
// `[21:02] name: text`, `【name】text`, `**name**:`, `### name`, `name 21:02` (a chat
// export), `From: name` (an e-mail). The sides are named by the frontmatter (`sides`),
// a legend line, or a known pair (正方/反方, Pro/Con, 찬성측/반대측, 肯定側/否定側 …).
// Rounds come from the opener, a round line (`—— 第 2 轮 ——`, `## Round 2`), or the turn
// order when the file marks none. Every pattern runs on a bounded line, anchored.
import { eitherHalf } from './bilingual.ts';
import { MAX_STRUCTURE_LINE, squeeze } from '../../parse/frontmatter.ts';
import { asWritten, matchable } from './spaces.ts';
import type { AgentKey } from './model.ts';

/** Pairs of side names an author uses without defining them: the first is A (the affirmative). */
const KNOWN_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['正方', '反方'], ['甲方', '乙方'], ['肯定側', '否定側'], ['肯定側', '否定側'], ['賛成側', '反対側'], ['肯定', '否定'],
  ['찬성측', '반대측'], ['찬성 측', '반대 측'], ['찬성팀', '반대팀'],
  ['Pro', 'Con'], ['Proponent', 'Opponent'], ['Affirmative', 'Negative'], ['Proposition', 'Opposition'],
  ['Agent A', 'Agent B'], ['Side A', 'Side B'],
  // The seed's "Agent A" as the other languages write it.
  ['エージェントA', 'エージェントB'], ['エージェント A', 'エージェント B'], ['에이전트 A', '에이전트 B'], ['에이전트A', '에이전트B'],
  ['智能体A', '智能体B'], ['智能体 A', '智能体 B'], ['代理A', '代理B'], ['辩手A', '辩手B'], ['Debater A', 'Debater B'], ['A', 'B'],
];

export interface SideNames {
  names: [string, string];
  /** Where the names were found. */
  from: 'frontmatter' | 'legend' | 'pair';
  /** The legend line that named them, read as a field. */
  legendLine?: number;
}

export interface SideOpener {
  agent: AgentKey;
  /** The speaker as written. */
  name: string;
  round?: number;
  label?: string;
  /** Text after the speaker on the same line (the turn's first line). */
  inline: string;
}

const HAN_DIGITS = '一二三四五六七八九';
export const hanNumber = (text: string): number => {
  // ① … ⑳ and full-width digits (１２) as some writers number rounds.
  const circled = text.codePointAt(0)! - 0x2460;
  if (text.length === 1 && circled >= 0 && circled < 20) return circled + 1;
  if (/^[０-９]+$/u.test(text)) return Number(text.replace(/[０-９]/gu, (d) => String(d.codePointAt(0)! - 0xff10)));
  if (text === '十') return 10;
  if (text.startsWith('十')) return 10 + HAN_DIGITS.indexOf(text[1]!) + 1;
  return HAN_DIGITS.indexOf(text) + 1;
};
const NUM = '([1-9]\\d{0,5}|[１-９][０-９]{0,3}|[①-⑳]|[一二三四五六七八九]|十[一二三四五六七八九]?)';
/** "Round 2", "R2", "ラウンド 2", "第 2 轮", "2라운드", "第2ラウンド", "第三回合", "Round ②". */
const ROUND = new RegExp(
  `(?:round|rd\\.?|r|ラウンド|라운드|回合|轮|輪) ?${NUM}(?![\\d\\p{L}])|第 ?${NUM} ?(?:ラウンド|라운드|回合|轮|輪|回戦|回)目?|${NUM} ?(?:라운드|ラウンド|回戦|回合|轮|回目|手目|巡目)目?`,
  'iu',
);
const roundOf = (m: RegExpExecArray): number => {
  const text = m[1] ?? m[2] ?? m[3]!;
  return /^\d/.test(text) ? Number(text) : hanNumber(text);
};

/** A mark before a speaker: 🅰️/🅱️, ◆, ▶, ●, ■, the shogi ▲/△ and the like (one, optional). */
const SYMBOL = '(?:(?:[\\u{1F170}\\u{1F171}]\\uFE0F?|[◆◇■□●○▶▷►▸★☆◎◉※→»▲△▼▽]) ?)?';
/** An HTML wrapper an export puts around a header: `<summary>`, `<b>`, `<h3>`. */
const HTML_OPEN = '(?:<(?:summary|b|strong|h[1-6]|p)>)?';
/** Decoration around a header: Markdown heading marks, HTML, bold, a symbol, brackets, rules. */
const LEAD = new RegExp(`^(?:#{1,6} )?${HTML_OPEN}(?:[-=—–_*~]{2,} ?)?(?:\\*\\*|__)?${SYMBOL}(?:\\*\\*|__)?(?:【|\\[|〔|<|@)?(?:\\*\\*)? ?${SYMBOL}`, 'iu');
const TRAIL = /[ \t]*(?:\*\*|__)?(?:】|\]|〕|>)?(?:\*\*|__)?(?:<\/(?:summary|b|strong|h[1-6]|p)>)?[ \t]*(?:[-=—–_*~]{2,})?[ \t]*$/iu;

/** A line that only marks a round: `—— 第 2 轮（交锋）——`, `## Round 2: Rebuttals`, `**R3**`. */
export function roundMarker(line: string): { round: number; label?: string } | null {
  return roundAlone(line) ?? eitherHalf(line, roundAlone);
}

function roundAlone(line: string): { round: number; label?: string } | null {
  if (line.length > MAX_STRUCTURE_LINE) return null;
  const text = matchable(line).replace(LEAD, '').replace(/[.。!！]?(?:\*\*|__)?[.。:：]?$/u, '').replace(TRAIL, '');
  const m = ROUND.exec(text);
  if (!m || m.index !== 0) return null;
  const rest = text.slice(m[0].length).trim();
  const label = /^(?:[(（]([^()（）]{0,40})[)）]|[:：—–-] ?([^:：]{1,40}))?$/u.exec(rest);
  if (!label) return null;
  const l = (label[1] ?? label[2])?.trim();
  return { round: roundOf(m), ...(l ? { label: l } : {}) };
}

/** A time as chat exports write it: "21:02", "9:14 PM", "2027-05-25 21:02", "Today at 21:02". */
const TIME = /^[[(（]?(?:(?:today|yesterday|오늘|어제|今日|昨日|今天|昨天)(?: at)? ?|\d{4}[-/.]\d{1,2}[-/.]\d{1,2}[ T]?|\d{1,2}[/.]\d{1,2} )?(?:오전 |오후 |午前|午後|上午|下午)?\d{1,2}:\d{2}(?::\d{2})?(?: ?[ap]\.?m\.?)?[\])）]?$/iu;

const escapeLetters = (name: string) => name.toLowerCase();

/**
 * The side a line opens a turn for, or null. `names` are the two sides (A then B).
 * Only these shapes open a turn; a sentence that merely starts with a side's name does not.
 */
export function sideOpener(line: string, names: readonly [string, string]): SideOpener | null {
  if (line.length > MAX_STRUCTURE_LINE) return null;
  const found = openerOf(matchable(line), names);
  // Matched with every space separator a space (spaces.ts); the text on the line kept as written.
  return found === null || found.inline === '' ? found : { ...found, inline: asWritten(squeeze(line), found.inline) };
}

function openerOf(matched: string, names: readonly [string, string]): SideOpener | null {
  let text = matched;
  // A chat export's "[21:02] name: text" or an e-mail's "From: name <address>".
  const stamp = /^[[(（]?(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}[ T]?)?\d{1,2}:\d{2}(?::\d{2})?(?: ?[ap]\.?m\.?)?[\])）]? /iu.exec(text);
  if (stamp) text = text.slice(stamp[0].length);
  const from = /^(?:\*\*)?(?:from|보낸 ?사람|差出人|发件人|寄件人)(?:\*\*)? ?[:：](?:\*\*)? ?/iu.exec(text);
  if (from) text = text.slice(from[0].length);
  text = text.replace(/[ \t]*<\/(?:summary|b|strong|h[1-6]|p)>$/iu, '');
  const lead = LEAD.exec(text)![0];
  const bracketed = /【|\[|〔|</u.test(lead.replace(/<(?:summary|b|strong|h[1-6]|p)>/iu, ''));
  const body = text.slice(lead.length);
  const roundFirst = roundThenSide(body, names);
  if (roundFirst) return roundFirst;
  const lower = escapeLetters(body);
  const order = names.map((n, i) => ({ name: n.trim(), agent: (i === 0 ? 'A' : 'B') as AgentKey })).filter((n) => n.name !== '')
    .sort((x, y) => y.name.length - x.name.length);
  for (const { name, agent } of order) {
    if (!lower.startsWith(name.toLowerCase())) continue;
    let rest = body.slice(name.length);
    // "Pro's", "Agent A:" — a name must end where a word ends.
    if (/^[\p{L}\p{N}]/u.test(rest) && /[\p{Script=Latin}\p{N}]$/u.test(name)) continue;
    if (/^[\p{Script=Hangul}]/u.test(rest) && /[\p{Script=Hangul}]$/u.test(name)) continue;
    if (from) return { agent, name, inline: '' };
    rest = rest.replace(/^ ?[(（][^()（）]{0,30}[)）]/u, (m) => (ROUND.test(m) ? m : '')).trim();
    const opener = openerRest(rest, bracketed);
    // "正方：X，反方：Y" gives both sides' words on one line: a summary, no one's turn (probe 26, t04).
    if (opener && namesOtherSide(opener.inline, names[agent === 'A' ? 1 : 0]!)) return null;
    if (opener) return { agent, name, ...withLeadingRound(opener) };
  }
  // "【A · Round 2】", "[B] 2라운드": the A/B letter in brackets stands for a side of any name.
  const letter = bracketed ? /^([AB])(?![\p{L}\p{N}])/u.exec(body) : null;
  const opener = letter ? openerRest(body.slice(1), true) : null;
  if (letter && opener?.round !== undefined) {
    // The name is the letter as written: finding a pair of sides never counts it as theirs.
    return { agent: letter[1] as AgentKey, name: letter[1]!, ...opener };
  }
  return null;
}

/**
 * A summary's shape, "X，反方：Y": the other side's label, written as the side is named, after a
 * separator, and no label in the first side's text before it (a turn's "Attack: …, Pro: …" and a
 * "pro: reuse, con: cost" list are the speaker's own text).
 */
function namesOtherSide(inline: string, other: string): boolean {
  const name = other.trim();
  if (name === '') return false;
  for (let at = inline.indexOf(name); at !== -1; at = inline.indexOf(name, at + 1)) {
    const before = inline.slice(0, at);
    // The first side's words are one short clause: no label, no sentence or ";" before the other's.
    if (at <= 80 && /[,，、/|][ \t]*$/u.test(before) && !/[:：.;；。!?！？]/u.test(before.slice(0, -1)) && /^[ \t]*[:：]/u.test(inline.slice(at + name.length, at + name.length + 3))) return true;
  }
  return false;
}

/** "Pro: **Round 2.** Position: …": a round that opens the inline text is the turn's round. */
function withLeadingRound(opener: Omit<SideOpener, 'agent' | 'name'>): Omit<SideOpener, 'agent' | 'name'> {
  if (opener.round !== undefined || opener.inline === '') return opener;
  const lead = leadingRound(opener.inline);
  return lead ? { ...opener, round: lead.round, inline: lead.rest } : opener;
}

/** "**Round 2.** Position: …" → round 2 and "Position: …": a round that opens a line of text. */
export function leadingRound(text: string): { round: number; rest: string } | null {
  if (text.length > 4 * MAX_STRUCTURE_LINE) return null;
  const trimmed = text.trim();
  const lead = /^(?:\*\*|__)?/.exec(trimmed)![0];
  const round = ROUND.exec(trimmed.slice(lead.length));
  if (!round || round.index !== 0) return null;
  const after = /^[.。:：]?(?:\*\*|__)?[.。:：]?(?: |$)/u.exec(trimmed.slice(lead.length + round[0].length));
  if (!after) return null;
  return { round: roundOf(round), rest: trimmed.slice(lead.length + round[0].length + after[0].length).trim() };
}

/** "Round 2 — Pro", "第2轮 · 反方": the round first, then a side, and nothing else. */
function roundThenSide(body: string, names: readonly [string, string]): SideOpener | null {
  const round = ROUND.exec(body);
  if (!round || round.index !== 0) return null;
  const rest = body.slice(round[0].length).replace(/^ ?[·・|｜/,，:：—–-] ?/u, '').replace(/(?:\*\*|__)?[ \t]*(?:[】\]〕>])?(?:\*\*|__)?[:：]?[ \t]*$/u, '').trim().toLowerCase();
  const at = names.findIndex((n) => n.trim() !== '' && rest === n.trim().toLowerCase());
  return at === -1 ? null : { agent: at === 0 ? 'A' : 'B', name: names[at]!, round: roundOf(round), inline: '' };
}

/** What may follow the speaker's name in an opener. */
function openerRest(rest: string, bracketed: boolean): Omit<SideOpener, 'agent' | 'name'> | null {
  const close = /^(?:\*\*|__)?(?:】|\]|〕|>)?(?:\*\*|__)?/u.exec(rest)![0];
  const closedBracket = /[】\]〕>]/u.test(close);
  if (bracketed && !closedBracket) {
    // "【正方 · 第1轮】": the round inside the brackets.
    const inside = /^ ?[·・|,，:：—–-]? ?([^】\]〕]{1,40})[】\]〕](.*)$/u.exec(rest);
    if (!inside) return null;
    const round = ROUND.exec(inside[1]!);
    if (!round) return null;
    const label = /[(（]([^()（）]{1,40})[)）]/u.exec(inside[1]!)?.[1];
    return { round: roundOf(round), ...(label ? { label } : {}), inline: inside[2]!.replace(/^(?:\*\*)? ?/, '').trim() };
  }
  let after = rest.slice(close.length).trim();
  if (after === '') return close === '' || closedBracket || /\*\*|__/.test(close) ? { inline: '' } : { inline: '' };
  // "Pro — Round 2 (Rebuttal)", "正方（第2轮）".
  const sep = /^[·・|｜/,，:：—–-]? ?(?:[(（])?/u.exec(after)![0];
  const round = ROUND.exec(after.slice(sep.length));
  if (round && round.index === 0) {
    const closed = /^[)）]/u.test(after.slice(sep.length + round[0].length));
    const tail = after.slice(sep.length + round[0].length).replace(/^[)）]/u, '').replace(/\*\*|__/g, '').trim();
    // "（第1回・冒頭）": the round and its label inside one pair of brackets.
    const inside = /[(（]$/u.test(sep) && !closed ? /^[·・|｜/,，:：—–-] ?([^()（）]{1,40})[)）] ?[:：]?$/u.exec(tail) : null;
    if (inside) return { round: roundOf(round), label: inside[1]!.trim(), inline: '' };
    // "Pro (R2): text" is text on the speaker line; "Pro — Round 2 — Rebuttal" a label.
    const label = closed ? /^[:：]?$/u.exec(tail) : /^[(（]([^()（）]{1,40})[)）] ?[:：]?$|^[—–·・|｜/-] ?([^:：]{1,40})$|^[:：]?$/u.exec(tail);
    if (label) {
      const l = (label[1] ?? label[2])?.trim();
      return { round: roundOf(round), ...(l ? { label: l } : {}), inline: '' };
    }
    const inline = /^[:：] ?(.+)$/u.exec(tail);
    return inline ? { round: roundOf(round), inline: inline[1]!.trim() } : null;
  }
  if (TIME.test(after.replace(/^[—–·-] ?/u, ''))) return { inline: '' }; // a chat header: "正方 21:02"
  if (closedBracket) return { inline: after }; // "【正方】text"
  const speaker = /^(?:\*\*|__)?[:：](?:\*\*|__)? ?(.*)$/u.exec(after);
  if (speaker) {
    after = speaker[1]!.trim();
    return { inline: after };
  }
  return null;
}

/** Who runs a debate without arguing in it, as speaker lines name them ("Moderator: …", "**司会**：…"). */
const ROLE_SPEAKER = /^(?:\*\*|__)?(moderator|host|facilitator|judge|interviewer|orchestrator|referee|chair|system|司会者?|モデレーター|進行役?|審判|主持人|主持|主席|裁判|评委|사회자|진행자|심판)(?:\*\*|__)? ?[:：]/iu;

/** A role's speaker line (`Moderator: Round 2. …`, `**Judge:** …`, `사회자：…`): someone who runs the debate speaks. */
export const isRoleLine = (line: string): boolean => line.length <= MAX_STRUCTURE_LINE && ROLE_SPEAKER.test(matchable(line));

/**
 * Someone who is not a side: a chat header with a time ("辩论机器人 21:02", "[21:40] 张三:")
 * or a role's speaker line ("Moderator: …"). The name and the text after it, or null.
 */
export function otherSpeaker(line: string): { name: string; text: string } | null {
  if (line.length > MAX_STRUCTURE_LINE) return null;
  // Matched with every space separator a space (spaces.ts); what the speaker says kept as written.
  const role = ROLE_SPEAKER.exec(matchable(line));
  if (role) return { name: role[1]!, text: asWritten(squeeze(line), matchable(line).slice(role[0].length).replace(/^(?:\*\*|__)/, '').trim()) };
  const text = matchable(line).replace(/^(?:\*\*|__)/, '');
  const header = /^(.{1,30}?)(?:\*\*|__)? ?[—–·-]? ?((?:(?:today|yesterday|오늘|어제|今日|昨日|今天|昨天)(?: at)? ?|\d{4}[-/.]\d{1,2}[-/.]\d{1,2}[ T]?)?(?:오전 |오후 |午前|午後|上午|下午)?\d{1,2}:\d{2}(?::\d{2})?(?: ?[ap]\.?m\.?)?)$/iu.exec(text);
  if (header && !/[.。!?！？,，:：]/u.test(header[1]!)) return { name: header[1]!.trim(), text: '' };
  const stamped = /^[[(（]?(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}[ T]?)?\d{1,2}:\d{2}(?::\d{2})?(?: ?[ap]\.?m\.?)?[\])）]? ([^:：]{1,30})[:：]/iu.exec(text);
  return stamped ? { name: stamped[1]!.trim(), text: asWritten(squeeze(line), text.slice(stamped[0].length).trim()) } : null;
}

/** Side names a legend line gives: "正方：… / 反方：…", "Agent A = Kim, Agent B = Lee", "Sides: Kim vs Lee". */
export function legendSides(line: string): [string, string] | null {
  if (line.length > MAX_STRUCTURE_LINE) return null;
  const text = matchable(line).replace(/\*\*/g, '').replace(/^[-*>] /, '').replace(/^(?:legend|key|범례|凡例|图例)(?: ?[:：—–-] ?| )/iu, '');
  const sides = /^(?:sides|participants|debaters|辩手|双方|参加者|対戦者|토론자|양측)[:：] ?(.{1,40}?) (?:vs\.?|versus|対|对|대) (.{1,40})$/iu.exec(text);
  if (sides) return [sides[1]!.trim(), sides[2]!.trim()];
  const lettered = /^(?:agent )?A ?[:=：] ?([^,，;；/|]{1,40}?) ?[,，;；/|·] ?(?:agent )?B ?[:=：] ?([^,，;；/|]{1,40})$/iu.exec(text);
  if (lettered) return [lettered[1]!.trim().replace(/[(（].*$/u, '').trim(), lettered[2]!.trim().replace(/[(（].*$/u, '').trim()];
  return null;
}

/**
 * The two sides of a file without classic turn headers: the frontmatter's, else a legend
 * line's, else the first known pair whose both names open turns. Null when none.
 */
export function findSides(frontmatterSides: readonly string[] | undefined, lines: ReadonlyArray<{ text: string; line: number }>): SideNames | null {
  if (frontmatterSides?.length === 2) return { names: [frontmatterSides[0]!, frontmatterSides[1]!], from: 'frontmatter' };
  for (const { text, line } of lines) {
    const legend = legendSides(text);
    if (legend && legend[0] !== '' && legend[1] !== '') return { names: legend, from: 'legend', legendLine: line };
  }
  // Each line is read for a pair only when it holds one of its names (spaces and case aside): a
  // log of many lines is not read once per known pair (probe 60).
  const compact = (text: string) => text.replace(/\s+/gu, '').toLowerCase();
  const candidates = lines.flatMap(({ text }) => (text.trim() === '' ? [] : [{ text, folded: compact(text) }]));
  for (const pair of KNOWN_PAIRS) {
    const seen = new Set<AgentKey>();
    const [first, second] = [compact(pair[0]), compact(pair[1])];
    for (const { text, folded } of candidates) {
      if (!folded.includes(first) && !folded.includes(second)) continue;
      const opener = sideOpener(text, pair);
      if (opener && opener.name.toLowerCase() === pair[opener.agent === 'A' ? 0 : 1].toLowerCase()) seen.add(opener.agent);
      for (const cell of opener ? [] : rowNames(text)) {
        if (cell === pair[0].toLowerCase()) seen.add('A');
        if (cell === pair[1].toLowerCase()) seen.add('B');
      }
      if (seen.size === 2) return { names: [pair[0], pair[1]], from: 'pair' };
    }
  }
  return null;
}

/**
 * The cells of a table line that may name a side, as shown and in lower case: the first
 * (`| **正方** | … |` opens a table log's row), or every short one after a field column's header
 * (`| 字段 | 正方 | 反方 |`); never a pros-and-cons table's `| Option | Pro | Con |` (review).
 */
function rowNames(text: string): string[] {
  if (text.length > 4000 || !/^[ \t]*\|/u.test(text)) return [];
  const cells = text.split('|').slice(1, 9).map((c) => c.replace(/\*\*/g, '').trim().toLowerCase());
  return (FIELD_HEADER.test(cells[0] ?? '') ? cells.slice(1) : cells.slice(0, 1)).filter((c) => c !== '' && c.length <= 30);
}
const FIELD_HEADER = /^(?:字段|项目|項目|项|項|field|fields|item|항목|)$/u;

/** A line a chat export adds that no one wrote as an argument: a reaction, an edit mark, an attachment. */
export const isChatArtefact = (line: string): boolean => {
  const text = matchable(line);
  return text.length <= 60 && /^(?:(?::[\w+-]{1,30}: ?\d{0,4} ?)+|\((?:edited|編集済み|已编辑|수정됨)\)|\[[^\][]{1,16}\])$/u.test(text);
};

/** An e-mail header line inside a turn opened by "From:": To, Cc, Date, Subject (in four languages). */
export const isMailHeader = (line: string): boolean =>
  line.length <= MAX_STRUCTURE_LINE && /^(?:\*\*)?(?:to|cc|bcc|date|sent|subject|reply-to|받는 ?사람|참조|날짜|제목|宛先|件名|日付|送信日時|收件人|抄送|主题|日期|时间)(?:\*\*)? ?[:：]/iu.test(matchable(line));
