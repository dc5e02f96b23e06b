// Turn headers found by shape, for runs whose decoration no earlier rule knew: a short line
// that names one agent (Agent A, エージェントA, A측, 〈A〉, 🅰️, a bare A/B) and one round (Round 2,
// Round Two, 第2轮, 第一轮, 1巡目, 제1회전, 2라운드, R2) in any bracket, heading or ornament
// style, with at most a short label left over (`━━ A측 · 제1회전 (첫 발언) ━━`,
// `〈A〉1巡目（口火）`, `—— 轮到 A（第 1 轮 · 开场）——`, `〖第一轮｜A〗`, `🅰️ Agent A — Round One`).
// A heading with only a round (`== Round 1`) followed by a heading with only an agent
// (`=== Agent A`) is a header too (parse.ts keeps the round). Every pattern runs once on a
// bounded line: linear cost.
import { matchable } from './spaces.ts';
import type { AgentKey } from './model.ts';
import type { TurnHeader } from './headers.ts';
import { hanNumber } from './speakers.ts';

const MAX_HEADER = 80;
const WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const NUM = `([1-9]\\d{0,3}|[１-９][０-９]{0,2}|[①-⑳]|十[一二三四五六七八九]?|[一二三四五六七八九]|${WORDS.join('|')})`;
/** A round as the four languages write it, and German, Spanish, Portuguese, Dutch, Italian (`Runde 1`, probe 58); the number is one of the groups. */
const ROUND = new RegExp(
  `(?<![\\p{Script=Latin}\\d.-])(?:round|runde|ronda|rodada|ronde|turno|rd\\.?|r|ラウンド|라운드|回合|轮|輪|turn) ?${NUM}(?![\\d\\p{Script=Latin}])|第 ?${NUM} ?(?:ラウンド|라운드|回合|轮|輪|回戦|巡|回)目?|제 ?${NUM} ?(?:회전|라운드|회차|차|회)|${NUM} ?(?:巡目|回目|ラウンド目?|라운드|회전|회차|回戦|回合|轮)`,
  'iu',
);
/** One agent: a word for "agent" and its letter, a letter with a side suffix, 🅰️/🅱️, or a bare A/B. */
const AGENT = /(?:agent|エージェント|에이전트|智能体|代理人|代理|측|側)? ?(?<![\p{Script=Latin}\d])([AB])(?![\p{Script=Latin}\d])(?: ?(?:측|側|方|队|隊))?|([\u{1F170}\u{1F171}])\uFE0F?/iu;
/**
 * A name of up to four words right after 🅰️/🅱️, up to a separator or a bracket: "Spaces",
 * "Team Rust", "GPT-5", "GPT-4.1" (probe 58), in bold or not (`🅰️ **Claude**`: review 07zl T1); a role in brackets after it goes with it (`🅰️ Claude (Proponent) — Round 1`, probe 47).
 */
const SIDE_AFTER_EMOJI = /^[ \t]*(?:\*\*|__)?([\p{L}\p{N}][\p{L}\p{N}'’&+]*(?:[-.][\p{L}\p{N}]+)*\.?(?:[ \t][\p{L}\p{N}][\p{L}\p{N}'’&+]*(?:[-.][\p{L}\p{N}]+)*\.?){0,3})(?:[ \t]*[(（][^()（）\n]{1,30}[)）](?=[ \t]*[—–|｜:：*-]))?(?=[ \t]*(?:[—–|｜:：(（*_-]|$))/u;
/** Ornament around a header: heading marks, AsciiDoc `=`, rules, brackets, separators, emoji. */
const ORNAMENT = /[\s#=*_~\-—–━─═|｜/·・:：,，、()（）[\]【】〖〗〈〉《》<>「」『』〔〕◆◇■□●○▶▷►▸★☆◎◉※→»➜\p{Extended_Pictographic}]|\uFE0F/gu;
/** Words a header may carry besides agent and round: "轮到" (whose turn), "turn", "の", "番". */
const FILLER = /轮到|輪到|turn|の|番|차례/giu;
/** Left-over letters allowed for a label (口火, 첫 발언, opening, 开场). */
const MAX_LABEL_LETTERS = 12;
/** Left-over letters after a side's name with its round in brackets and a separator (`— Reply to Claude`). */
const MAX_NAMED_LABEL_LETTERS = 32;

const numberOf = (text: string): number => {
  const word = WORDS.indexOf(text.toLowerCase());
  if (word !== -1) return word + 1;
  return /^\d/.test(text) ? Number(text) : hanNumber(text);
};

function roundIn(text: string): { round: number; start: number; end: number } | null {
  let m = ROUND.exec(text);
  if (!m) return null;
  // "Turn 3 — Agent A, round 2": a turn counter before a round is not the round.
  if (/^turn/iu.test(m[0])) {
    const offset = m.index + m[0].length;
    const later = ROUND.exec(text.slice(offset));
    if (later && !/^turn/iu.test(later[0])) {
      later.index += offset;
      m = later;
    }
  }
  // "🅱️ DeepSeek R1 (Critico) — Turno 1": a round right after a name's word, with another round later, is the name's (review 07i h2).
  if (/[\p{L}\p{N}][ \t]$/u.test(text.slice(0, m.index))) {
    const offset = m.index + m[0].length;
    const later = ROUND.exec(text.slice(offset));
    if (later) {
      later.index += offset;
      m = later;
    }
  }
  const digits = m.slice(1).find((g) => g !== undefined)!;
  return { round: numberOf(digits), start: m.index, end: m.index + m[0].length };
}

function agentIn(text: string, sideName = true): { agent: AgentKey; start: number; end: number; name?: string; afterEmoji?: true } | null {
  const m = AGENT.exec(text);
  if (!m) return null;
  const agent = (m[1] ? m[1].toUpperCase() : m[2] === '\u{1F170}' ? 'A' : 'B') as AgentKey;
  // 🅰️/🅱️ and the side's name after it (`🅱️ Spaces — Round 1`, probe 37): the name is the side's, not a label.
  const named = m[2] && sideName ? SIDE_AFTER_EMOJI.exec(text.slice(m.index + m[0].length)) : null;
  // The side as the header names it ("A측", "エージェントA", a bare "A", "Spaces"); the seed's "Agent A" is the default.
  const written = m[1] ? matchable(m[0]).trim() : (named?.[1] ?? '');
  const name = written === '' || /^agent(?: [ab])?$|^agent /iu.test(written) ? undefined : written;
  return { agent, start: m.index, end: m.index + m[0].length + (named?.[0].length ?? 0), ...(name ? { name } : {}), ...(named ? { afterEmoji: true as const } : {}) };
}

/**
 * Words after 🅰️/🅱️ name the side only in a header of that one shape: the name, a separator,
 * the round, then nothing, a bracket or a separator (`🅱️ Spaces — Round 1 (Opening)`); never
 * in a line that goes on after the round (`🅱️ Spaces — round 2 was weak`, review 05g F2).
 */
function namedBeforeRound(text: string, agent: { end: number }, round: { start: number; end: number }): boolean {
  return agent.end <= round.start && leftover(text.slice(agent.end, round.start)) === '' && /^[\s*_]*(?:$|[(（[【—–:：|｜·-])/u.test(text.slice(round.end));
}

/**
 * The side named after 🅰️/🅱️ with its round in brackets right after the name, then a
 * separator: `🅰️ Claude (Round 1) — Opening`. The name and the bracket are the agent's part.
 */
function roundBesideName(text: string, round: { start: number; end: number }): ReturnType<typeof agentIn> {
  const agent = agentIn(text);
  if (!agent?.afterEmoji || agent.name === undefined || round.start < agent.start || round.end > agent.end) return null;
  return /[(（][ \t]*$/u.test(text.slice(0, round.start)) && /^[ \t]*[)）]/u.test(text.slice(round.end)) ? agent : null;
}

/** A turn's label as a title is written, not opening with a lower-case word (`— gave up the ledger point` is a recap's sentence: review 06x X7). */
const titleLike = (label: string): boolean => !/^[\s\p{P}\p{S}]*\p{Ll}/u.test(label.trim());

/** A line that can be a header at all: short, no list item, table row or sentence. */
function candidate(line: string): string | null {
  if (line.length > MAX_HEADER * 2) return null;
  const text = matchable(line).trim();
  if (text === '' || text.length > MAX_HEADER || /^(?:[-*+>]|\d{1,3}[.)])\s|^\|/u.test(text)) return null;
  // A sentence ends in its punctuation; a header does not.
  if (/[.。!！?？]$/u.test(text.replace(/[\s*_]+$/u, ''))) return null;
  return text;
}

const leftover = (text: string): string => text.replace(ORNAMENT, '').replace(FILLER, '');
const labelOf = (text: string): string | undefined => {
  const inner = /[(（]([^()（）]{1,30})[)）]/u.exec(text)?.[1] ?? text.replace(ORNAMENT, ' ').replace(FILLER, ' ');
  const label = matchable(inner).replace(/^[\s·・|｜:：—–-]+|[\s·・|｜:：—–-]+$/gu, '').trim();
  return label === '' ? undefined : label;
};

/** A turn header found by its shape: one agent and one round, at most a short label besides. */
export function shapeTurnHeader(line: string): TurnHeader | null {
  const text = candidate(line);
  if (text === null) return null;
  const round = roundIn(text);
  if (!round) return null;
  const inName = roundBesideName(text, round);
  const without = inName ? text : `${text.slice(0, round.start)} ${text.slice(round.end)}`;
  let agent = inName ?? agentIn(without);
  if (!inName && agent?.afterEmoji && !namedBeforeRound(text, agent, round)) agent = agentIn(without, false);
  if (!agent) return null;
  const rest = `${without.slice(0, agent.start)} ${without.slice(agent.end)}`;
  // A line that names both agents (`第 2 轮 A/B 未生成`) is no one's turn.
  // After `🅱️ GPT-5 (Round 2) —` the shape is plain: the turn's label may be a few words (`Reply to Claude`),
  // as a title is written, never a sentence's lower-case words (`— gave up the ledger point`, a recap: review 06x X7).
  const letters = inName && titleLike(rest.replace(/^[^—–:：|｜-]*[—–:：|｜-]/u, '')) ? MAX_NAMED_LABEL_LETTERS : MAX_LABEL_LETTERS;
  if (leftover(rest).length > letters || (!inName && agentIn(rest, false)?.agent === (agent.agent === 'A' ? 'B' : 'A'))) return null;
  const label = labelOf(rest);
  return { agent: agent.agent, round: round.round, ...(label ? { label } : {}), ...(agent.name ? { name: agent.name } : {}) };
}

/** A heading (`#`, AsciiDoc `=`) naming a round and nothing else but a short label: `== Round 1 (opening)`. */
export function roundOnlyHeading(line: string): number | null {
  const text = candidate(line);
  if (text === null || !/^(?:#{1,6}|={1,6})\s/u.test(text)) return null;
  const round = roundIn(text);
  if (!round) return null;
  const rest = `${text.slice(0, round.start)} ${text.slice(round.end)}`;
  if (agentIn(rest) !== null || leftover(rest).length > MAX_LABEL_LETTERS) return null;
  return round.round;
}

/** A heading naming one agent and nothing else (`=== Agent A`, `## エージェントB`), under a round heading. */
export function agentOnlyHeading(line: string, round: number): TurnHeader | null {
  const text = candidate(line);
  if (text === null || !/^(?:#{1,6}|={1,6})\s/u.test(text)) return null;
  const agent = agentIn(text.replace(/^[#=]+\s*/u, ''));
  if (!agent) return null;
  const rest = text.replace(/^[#=]+\s*/u, '');
  if (leftover(`${rest.slice(0, agent.start)} ${rest.slice(agent.end)}`).length > 0) return null;
  return { agent: agent.agent, round, ...(agent.name ? { name: agent.name } : {}) };
}

/**
 * A reader of turn headers by shape, line after line: keeps the round of a round-only heading
 * for the agent-only heading under it. Outside fences only (the caller skips fenced lines).
 */
export function shapeHeaderReader(): (line: string) => TurnHeader | null {
  let round: number | null = null;
  return (line) => {
    const header = shapeTurnHeader(line);
    if (header) return header;
    const roundOnly = roundOnlyHeading(line);
    if (roundOnly !== null) {
      round = roundOnly;
      return null;
    }
    return round === null ? null : agentOnlyHeading(line, round);
  };
}

/** Turn headers by shape for both agents: the last resort before a file is refused as no transcript. */
export function hasShapeTurns(text: string): boolean {
  const read = shapeHeaderReader();
  const agents = new Set<AgentKey>();
  let inFence = false;
  let start = 0;
  while (start < text.length) {
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end === -1 ? text.length : end);
    if (/^\s{0,3}(?:```|~~~)/u.test(line)) inFence = !inFence;
    else if (!inFence) {
      const header = read(line);
      if (header) agents.add(header.agent);
      if (agents.size === 2) return true;
    }
    if (end === -1) break;
    start = end + 1;
  }
  return false;
}
