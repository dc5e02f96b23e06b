// Line classification of transcripts: turn headers (`🅰️ Agent A — Round 12 (Rebuttal (B's
// cost model))`), the verdict header, status lines and section headings inside a turn.
// Every pattern runs on a squeezed line of bounded length, is anchored, and has no
// nested quantifiers.
import { MAX_STRUCTURE_LINE, isFenceLine, squeeze } from '../../parse/frontmatter.ts';
import type { AgentKey } from './model.ts';

export interface TurnHeader {
  agent: AgentKey;
  round: number;
  label?: string;
  /** The agent as the header names it when not in English ("エージェントA", "에이전트 B"). */
  name?: string;
}

/** Rounds up to 999,999: a 1,000-round transcript keeps its numbers. */
/** "Agent" and "Round" as runs in other languages write them (エージェントA — ラウンド 2). */
/** The round as written: "Round 2", "ラウンド 2", "R2", or the number first ("第2轮", "2라운드", "1차", "第3回合", "2回目"). */
const TURN_HEADER =
  /^(?:#{1,6} ?)?(?:\*\*)?(?:[\u{1F170}\u{1F171}]\uFE0F? ?)?(?:\*\*)?(agent|エージェント|에이전트|智能体|代理)( ?)([ab]) ?[—–:：·・-] ?(?:(?:round|ラウンド|라운드|回合|轮|R) ?([1-9]\d{0,5})|第? ?([1-9]\d{0,5}) ?(?:ラウンド|라운드|回合|轮|회차|차|回目))(?![\d])(.*)$/iu;

export function turnHeader(line: string): TurnHeader | null {
  if (line.length > MAX_STRUCTURE_LINE) return null;
  const match = TURN_HEADER.exec(squeeze(line));
  if (!match) return null;
  // The round cap after the number, "Round 2/6", "Round 2 of 6", "ラウンド 2／6", is not a label.
  const label = headerLabel(match[6]!.replace(/^[ \t]*(?:[/／]|of)[ \t]*[1-9]\d{0,5}(?![\d])/iu, ''));
  if (label === null) return null;
  const agent = match[3]!.toUpperCase() as AgentKey;
  // The seed's "Agent A" is the default side name; a translated word is kept as written.
  const name = match[1]!.toLowerCase() === 'agent' ? undefined : `${match[1]}${match[2]}${agent}`;
  return { agent, round: Number(match[4] ?? match[5]), ...(label !== '' ? { label } : {}), ...(name ? { name } : {}) };
}

/**
 * What follows "Round N": nothing, "(label)" with any nesting of balanced parentheses,
 * or "— label"; then an optional closing "**" and ":". Null when it is anything else.
 */
function headerLabel(rest: string): string | null {
  // Full-width brackets as Japanese and Chinese write them: "ラウンド1（オープニング）".
  let text = rest.replace(/（/gu, '(').replace(/）/gu, ')').trim().replace(/:$/, '').replace(/\*\*$/, '').trim().replace(/:$/, '').trim();
  if (text === '') return '';
  if (text.startsWith('(')) {
    let depth = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text[i]!;
      if (c === '(') depth++;
      else if (c === ')') {
        depth--;
        if (depth === 0) return i === text.length - 1 ? text.slice(1, i).trim() : null;
      }
    }
    return null; // unbalanced
  }
  const dashed = /^[—–:-] ?([^*:]{1,40})$/u.exec(text);
  text = dashed ? dashed[1]!.trim() : '';
  return dashed ? text : null;
}

const VERDICT_HEADER = /^(?:#{1,6} ?)?(?:\*\*)?(?:\u2696\uFE0F? ?)?(?:\*\*)?(?:final )?(?:verdict|判定|評決|판정|평결|裁决|裁定|判决)(?:\*\*)? ?[:：]?(?:\*\*)?$/iu;

export const isVerdictHeader = (line: string): boolean =>
  line.length <= MAX_STRUCTURE_LINE && VERDICT_HEADER.test(squeeze(line));

// The status line that ends every reply from round 2 (seed 001), as written in English,
// Japanese, Korean or Chinese: "## Status: DONE", "STATUS: CONTINUE — position unchanged",
// "ステータス：継続 — 立場は変わらず", "상태: 계속", "状态：继续". A bare upper-case
// "DONE" / "CONTINUE" opening a line is one too.
const STATUS_LINE = /^(?:#{1,6} ?)?(?:\*\*)?(?:status|ステータス|状態|状态|상태)(?:\*\*)? ?[:：]? ?(?:\*\*)? ?(done|continue|完了|終了|継続|続行|继续|完成|结束|계속|완료|종료)(?![A-Za-z])(?:\*\*)?(.*)$/iu;
const BARE_STATUS = /^(?:#{1,6} ?)?(?:\*\*)?(DONE|CONTINUE)(?:\*\*)?(?=$| ?[—–:：-])(.*)$/u;
const DONE_WORDS = new Set(['done', '完了', '終了', '完成', '结束', '완료', '종료']);

export function statusLine(line: string): { kind: 'DONE' | 'CONTINUE'; rest: string } | null {
  if (line.length > MAX_STRUCTURE_LINE) return null;
  const plain = squeeze(line);
  const match = STATUS_LINE.exec(plain) ?? BARE_STATUS.exec(plain);
  if (!match) return null;
  const rest = (match[2] ?? '').replace(/^[ \t]*[—–:：.。-]*[ \t]*/u, '').replace(/^\*\*[ \t]*/, '').trim();
  return { kind: DONE_WORDS.has(match[1]!.toLowerCase()) ? 'DONE' : 'CONTINUE', rest };
}

export type SectionKind = 'position' | 'reasoning' | 'objection' | 'engagement' | 'refined' | 'agreement' | 'other';

/**
 * A section heading inside a turn: a Markdown heading, or a bold label on its own
 * line (`**Position:**`, optionally followed by text). Returns the heading as written,
 * its kind and any text after a bold label.
 */
export function sectionHeading(line: string): { heading: string; kind: SectionKind; inline: string } | null {
  if (line.length > MAX_STRUCTURE_LINE) return null;
  const trimmed = line.trim();
  const markdownHeading = /^#{1,6}[ \t]+(.*)$/.exec(trimmed);
  if (markdownHeading) {
    const heading = markdownHeading[1]!.replace(/[ \t]#+$/, '').trim();
    return { heading, kind: sectionKind(heading), inline: '' };
  }
  const bold = /^\*\*([^*]{1,60})\*\*(.*)$/.exec(trimmed);
  if (bold) {
    const kind = sectionKind(bold[1]!);
    if (kind === 'other') return null; // ordinary bold text, not a section
    const inline = bold[2]!.replace(/^[ \t]*[:：]?[ \t]*/u, '').trim();
    return { heading: bold[1]!.replace(/[:：]$/u, '').trim(), kind, inline };
  }
  // A plain label as house styles write one: "立场：…", "Position: …", "交锋：" (not a list item).
  const plain = /^([^:：*#\-\s][^:：]{0,23})[:：][ \t]*(.*)$/u.exec(trimmed);
  if (plain) {
    const kind = sectionKind(plain[1]!);
    if (kind !== 'other') return { heading: plain[1]!.trim(), kind, inline: plain[2]!.trim() };
  }
  return null;
}

// Section headings as the seed names them, and as Japanese, Korean and Chinese writers
// translate them. Each pattern is anchored at the start of the squeezed heading.
const CJK_SECTIONS: Array<[RegExp, SectionKind]> = [
  [/^(?:修正(?:した|後の|された)?|更新(?:した|後の|された)?|最終(?:的な)?|洗練された)立場|^(?:수정(?:된|한)?|최종|갱신(?:된|한)?|정제된|변경된|다듬(?:은|어진)) ?입장|^(?:修正|更新|调整|修订|最终|完善)(?:后|過|过)?的?立场/u, 'refined'],
  [/^(?:想定(?:される)?|予想される)反論|^예상(?:되는)? ?(?:반론|반박)|^(?:预期|预料)(?:的)?(?:反驳|反对意见|异议)/u, 'objection'],
  [/^(?:[ab]|相手)? ?(?:との|와의|과의|와|과)? ?(?:合意|同意|합의|동의)|^(?:与 ?[ab] ?的 ?)?(?:共识|同意)/u, 'agreement'],
  // Agreement with a side by its name: "与反方一致", "반대측과 합의", "否定側との合意".
  [/^(?:与|和|跟).{1,12}?(?:一致|的共识|达成共识|的同意)$|^.{1,12}?(?:와|과)의? ?(?:합의|동의|일치)$|^.{1,12}?との(?:合意|一致|同意)(?:点)?$/u, 'agreement'],
  [/^(?:応酬|応答|交戦|エンゲージメント|反論|교전|응수|응답|반론|반박|交锋|交战|回应|反驳)/u, 'engagement'],
  [/^(?:理由|根拠|推論|論拠|근거|이유|추론|논거|论证|推理|依据|论据)/u, 'reasoning'],
  [/^(?:立場|ポジション|主張|입장|주장|立场|主张)/u, 'position'],
];

function sectionKind(heading: string): SectionKind {
  const name = squeeze(heading.replace(/\*\*/g, '')).toLowerCase().replace(/[:：]$/u, '');
  const startsWith = (word: string) => name === word || (name.startsWith(word) && !/[\p{L}\p{N}]/u.test(name.charAt(word.length)));
  if (startsWith('position') || startsWith('opening position')) return 'position';
  if (startsWith('reasoning')) return 'reasoning';
  if (startsWith('anticipated objection') || startsWith('anticipated objections')) return 'objection';
  if (startsWith('engagement')) return 'engagement';
  if (startsWith('refined position') || startsWith('final position') || startsWith('updated position')) return 'refined';
  if (startsWith('agreement with') || startsWith('agreement')) return 'agreement';
  for (const [pattern, kind] of CJK_SECTIONS) if (pattern.test(name)) return kind;
  return 'other';
}

/**
 * A transcript pasted as a blockquote (every turn under `> `, as a wiki rule may ask): the
 * text with one level of `>` taken off every quoted line (line numbers unchanged), when
 * only that reveals its turn headers; null for anything else (a quotation inside an
 * ordinary transcript stays a quotation).
 */
export function unquotedPaste(text: string): string | null {
  if (!/^[ \t]{0,3}>/mu.test(text) || hasTurnHeader(text)) return null;
  const unquoted = text.replace(/^[ \t]{0,3}>[ \t]?/gmu, '');
  return hasTurnHeader(unquoted) ? unquoted : null;
}

export function hasTurnHeader(text: string): boolean {
  let start = 0;
  let inFence = false;
  while (start < text.length) {
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end === -1 ? text.length : end);
    if (isFenceLine(line)) inFence = !inFence;
    else if (!inFence && turnHeader(line) !== null) return true;
    if (end === -1) break;
    start = end + 1;
  }
  return false;
}
