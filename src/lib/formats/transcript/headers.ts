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
}

/** Rounds up to 999,999: a 1,000-round transcript keeps its numbers. */
const TURN_HEADER =
  /^(?:#{1,6} ?)?(?:\*\*)?(?:[\u{1F170}\u{1F171}]\uFE0F? ?)?(?:\*\*)?agent ([ab]) ?[—–:-] ?round ([1-9]\d{0,5})(?![\d])(.*)$/iu;

export function turnHeader(line: string): TurnHeader | null {
  if (line.length > MAX_STRUCTURE_LINE) return null;
  const match = TURN_HEADER.exec(squeeze(line));
  if (!match) return null;
  const label = headerLabel(match[3]!);
  if (label === null) return null;
  return { agent: match[1]!.toUpperCase() as AgentKey, round: Number(match[2]), ...(label !== '' ? { label } : {}) };
}

/**
 * What follows "Round N": nothing, "(label)" with any nesting of balanced parentheses,
 * or "— label"; then an optional closing "**" and ":". Null when it is anything else.
 */
function headerLabel(rest: string): string | null {
  let text = rest.trim().replace(/:$/, '').replace(/\*\*$/, '').trim().replace(/:$/, '').trim();
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

const VERDICT_HEADER = /^(?:#{1,6} ?)?(?:\*\*)?(?:\u2696\uFE0F? ?)?(?:\*\*)?(?:final )?verdict(?:\*\*)? ?:?(?:\*\*)?$/iu;

export const isVerdictHeader = (line: string): boolean =>
  line.length <= MAX_STRUCTURE_LINE && VERDICT_HEADER.test(squeeze(line));

const STATUS_LINE = /^(?:#{1,6} ?)?(?:\*\*)?status(?:\*\*)? ?:? ?(?:\*\*)? ?(done|continue)\b(?:\*\*)?(.*)$/i;

export function statusLine(line: string): { kind: 'DONE' | 'CONTINUE'; rest: string } | null {
  if (line.length > MAX_STRUCTURE_LINE) return null;
  const match = STATUS_LINE.exec(squeeze(line));
  if (!match) return null;
  const rest = (match[2] ?? '').replace(/^[ \t]*[—–:.-]*[ \t]*/, '').replace(/^\*\*[ \t]*/, '').trim();
  return { kind: match[1]!.toUpperCase() as 'DONE' | 'CONTINUE', rest };
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
    const inline = bold[2]!.replace(/^[ \t]*:?[ \t]*/, '').trim();
    return { heading: bold[1]!.replace(/:$/, '').trim(), kind, inline };
  }
  return null;
}

function sectionKind(heading: string): SectionKind {
  const name = squeeze(heading.replace(/\*\*/g, '')).toLowerCase().replace(/:$/, '');
  const startsWith = (word: string) => name === word || (name.startsWith(word) && !/[\p{L}\p{N}]/u.test(name.charAt(word.length)));
  if (startsWith('position') || startsWith('opening position')) return 'position';
  if (startsWith('reasoning')) return 'reasoning';
  if (startsWith('anticipated objection') || startsWith('anticipated objections')) return 'objection';
  if (startsWith('engagement')) return 'engagement';
  if (startsWith('refined position') || startsWith('final position') || startsWith('updated position')) return 'refined';
  if (startsWith('agreement with') || startsWith('agreement')) return 'agreement';
  return 'other';
}

/** True when the text has at least one turn header such as `🅰️ Agent A — Round 1`. */
export function looksLikeTranscript(text: string): boolean {
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
