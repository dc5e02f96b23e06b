// A labelled line of "option → mark" pairs: `Stance → B: yes · C: no`, `입장 표시: 2안 ○ / 3안 ×`,
// `【态度】乙：赞同；丙：不赞同`, `Thumbs: A up, B down`, `점수: 가안 +2, 나안 −1, 다안 0`. The
// marks come from the one mark table (marks.ts, MARKS): a mark is a label, so its stance
// is stated; a neutral mark or a score of 0 only mentions the option.
//
// Never a guess: every option the sequence names must carry a mark right after it, every gap
// between two pairs must be a separator, and the sequence must end its sentence. Anything
// else and the line is no sequence (the ordinary reader reads it). An option marked twice
// with different marks is only mentioned. One pass over the line's mentions: linear.
import type { OptionMention } from './options.ts';
import { MARK_LABEL, SLOT_MARK } from './marks.ts';
import type { Polarity } from './stanceCues.ts';
import { STEMS, optionKey } from './optionNumber.ts';
import { PLACE_WORD, placeRanking, withPlacedStems } from './placeRanking.ts';

export interface MarkedOption {
  option: string;
  polarity: Polarity | 0;
  /** Where the option is named, in the line. */
  start: number;
}

export interface MarkSequence {
  marks: MarkedOption[];
  /** The span of the label and its pairs in the line (the rest of the line is prose). */
  start: number;
  end: number;
}

/** The longest line read as a sequence; the most pairs one sequence holds. */
const MAX_LINE = 400;
const MAX_PAIRS = 12;

/** An option word a mention may leave before it ("案A" is found as its letter). */
const WORD = '(?:option|plan|案|方案|选项|候補|후보)?[\\s*]*';
/** Between the label and the first option: emphasis only. */
const LEAD = new RegExp(`^[\\s*]*${WORD}$`, 'iu');
/** Between an option and its mark: `:`, `：`, `→`, `=`, or only a space. */
const SLOT = /^[\s*]*(?:[:：→=]|->)?[\s*]*/u;
/** Between two pairs: `·`, `/`, `／`, `;`, `；`, `,`, `，`, `、`, `|`, "and", or only a space. */
const BETWEEN = new RegExp(`^[\\s*]*(?:[·・/／;；,，、|]|and|및|和)?[\\s*]*${WORD}$`, 'iu');
/** After the last pair: the end of the line or of its sentence. */
const CLOSE = /^[\s*]*(?:$|[.!！](?:\s|$)|。)/u;

/**
 * The sequence a line opens with, given the line's (masked) text and its option mentions in
 * order; null when the line is no labelled sequence of marked options.
 */
export function markSequence(line: string, mentions: readonly OptionMention[]): MarkSequence | null {
  if (line.length > MAX_LINE || mentions.length === 0) return null;
  const marked = MARK_LABEL.exec(line);
  const degree = marked === null ? DEGREE_LABEL.exec(line) : null;
  const label = marked ?? degree;
  if (label === null) return null;
  const slotMark = marked !== null ? SLOT_MARK : DEGREE_MARK;
  const from = label.index + label[0].length;
  const marks: MarkedOption[] = [];
  let cursor = from;
  for (const [i, mention] of mentions.entries()) {
    if (mention.start < cursor) return null;
    // The sequence ends with its sentence; options named after it are prose.
    if (i > 0 && CLOSE.test(line.slice(cursor, cursor + 8))) break;
    if (i === MAX_PAIRS) return null;
    const gap = line.slice(cursor, mention.start);
    if (!(i === 0 ? LEAD : BETWEEN).test(gap)) return null;
    const slot = SLOT.exec(line.slice(mention.end))!;
    const markAt = mention.end + slot[0].length;
    const mark = slotMark.exec(line.slice(markAt, markAt + 40));
    if (mark?.groups === undefined) return null;
    const polarity: Polarity | 0 = mark.groups.pos !== undefined ? 1 : mark.groups.neg !== undefined ? -1 : 0;
    marks.push({ option: mention.key, polarity, start: mention.start });
    cursor = markAt + mark[0].length;
  }
  if (!CLOSE.test(line.slice(cursor, cursor + 8))) return null;
  return { marks: agreeing(marks), start: label.index, end: cursor };
}

/**
 * A label that names a degree of support (`支持度：A 高 / B 低 / C 中`, "Support level: A high,
 * C low"): its levels are marks, high for, low against, middle only a mention. Only under such
 * a label: a level under any other label ("cost: 高", "risk: high") says nothing about support.
 */
const DEGREE_LABEL = /^[\s*>-]*(?:支持度|支持程度|推荐度|认可度|賛成度|支持率|推し度|지지도|선호도|(?:(?:my|our)[ \t]+)?(?:support|preference)[ \t]+level|(?:level|degree)[ \t]+of[ \t]+support)[\s*]*[:：][\s*]*/iu;
const DEGREE_MARK = /^(?:(?<pos>高|high|높음|높다|高い)|(?<neg>低|low|낮음|낮다|低い)|(?<zero>中|medium|mid|middle|중간|普通))(?![\p{L}\p{N}])/iu;

/** One mark per option: marks that disagree about an option only mention it. */
function agreeing(marks: readonly MarkedOption[]): MarkedOption[] {
  const byOption = new Map<string, MarkedOption>();
  for (const mark of marks) {
    const seen = byOption.get(mark.option);
    if (seen === undefined) byOption.set(mark.option, { ...mark });
    else if (seen.polarity !== mark.polarity) seen.polarity = 0;
  }
  return [...byOption.values()];
}

/** A line of a text read as a sequence: its marks, and its sequence's span in the text. */
export interface MarkedLine {
  marks: MarkedOption[];
  /** The line, in the text. */
  lineStart: number;
  lineEnd: number;
  /** The label and its pairs, in the text. */
  start: number;
  end: number;
}

/**
 * Every line of `text` that is a labelled sequence; `read` gives a line's masked text (quotes
 * and titles blanked, same length) and its option mentions in order. Linear in the text.
 */
export function markedLines(text: string, keys: readonly string[], read: (line: string) => { masked: string; mentions: readonly OptionMention[] }): MarkedLine[] {
  const found: MarkedLine[] = [];
  let lineStart = 0;
  while (lineStart <= text.length) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline === -1 ? text.length : newline;
    const line = text.slice(lineStart, lineEnd);
    if (line.length <= MAX_LINE && (MARK_LABEL.test(line) || DEGREE_LABEL.test(line) || PLACE_WORD.test(line))) {
      const { masked, mentions } = read(line);
      const named = withBareLetters(masked, mentions, keys);
      // A line of marks, or else a ranking written with its places (placeRanking.ts).
      const sequence = markSequence(masked, named) ?? placeRanking(masked, withPlacedStems(masked, named, keys));
      if (sequence !== null) found.push({ marks: sequence.marks.map((m) => ({ ...m, start: lineStart + m.start })), lineStart, lineEnd, start: lineStart + sequence.start, end: lineStart + sequence.end });
    }
    if (newline === -1) break;
    lineStart = newline + 1;
  }
  return found;
}

const BARE_LETTER = new RegExp(`(?<![\\p{L}\\p{N}])[A-H${STEMS}](?![\\p{L}\\p{N}])`, 'gu');

/**
 * A bare capital letter or stem the meeting defines as an option ("Thumbs: A up", "乙：赞同"),
 * which prose never reads as a mention (a bare "A" is an article): in a sequence's slot it is
 * the option. It
 * still has to carry its mark, like every other mention of the sequence.
 */
function withBareLetters(masked: string, mentions: readonly OptionMention[], keys: readonly string[]): OptionMention[] {
  const added: OptionMention[] = [];
  for (const m of masked.matchAll(BARE_LETTER)) {
    const start = m.index;
    const key = optionKey(m[0]);
    if (keys.includes(key) && !mentions.some((o) => start < o.end && o.start < start + 1)) added.push({ key, start, end: start + 1 });
  }
  return added.length === 0 ? [...mentions] : [...mentions, ...added].sort((a, b) => a.start - b.start);
}
