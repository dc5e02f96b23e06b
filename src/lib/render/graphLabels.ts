// What a node's label says at a zoom level (semantic zoom, docs/decisions/graph-semantic-zoom.md).
// Pure: the page draws the static labels with it, the browser script every zoom step.
import { wordSegments } from './wordSegments.ts';

export interface LabelLevel {
  /** Characters per line (at least: a level may widen lines so a cut text keeps `minChars`). */
  chars: number;
  lines: number;
  /** A cut text shows at least this many characters, else the level is not used for it. */
  minChars: number;
}

/** Line height of a label, in font sizes. */
export const LINE_HEIGHT = 1.25;

/** Past this zoom a label shows at least MIN_ZOOMED_CHARS characters or its whole text. */
export const FULL_LABEL_ZOOM = 1.4;
export const MIN_ZOOMED_CHARS = 60;
const MAX_CHARS_PER_LINE = 44;

/**
 * The levels to try for a label at zoom k, longest first: at overview zooms a label
 * that has no room for three lines may take two or one; zoomed in, a label shows its
 * first MIN_ZOOMED_CHARS characters at least, or nothing (its tooltip has it all).
 */
export function labelLevels(k: number): LabelLevel[] {
  if (k < FULL_LABEL_ZOOM) return [{ chars: 24, lines: 3, minChars: 0 }, { chars: 24, lines: 2, minChars: 0 }, { chars: 24, lines: 1, minChars: 0 }];
  const chars = k < 3 ? 28 : 36;
  return [{ chars, lines: 3, minChars: MIN_ZOOMED_CHARS }];
}

export interface WrappedLabel {
  /** Each line's text; a line that breaks before a word ends in a space. */
  lines: string[];
  /** The whole text is shown (no "…"). */
  whole: boolean;
  /** Characters shown, "…" not counted. */
  shown: number;
}

const length = (s: string) => Array.from(s).length;

/** The text at one level, or null when the level cannot show `minChars` of it. */
export function wrapLabel(text: string, level: LabelLevel): WrappedLabel | null {
  const full = text.replace(/\s+/g, ' ').trim();
  if (full === '') return { lines: [''], whole: true, shown: 0 };
  const total = length(full);
  for (let chars = level.chars; chars <= MAX_CHARS_PER_LINE; chars += 4) {
    const wrapped = wrapAt(full, chars, level.lines);
    if (wrapped.whole || wrapped.shown >= Math.min(level.minChars, total)) return wrapped;
    if (level.minChars === 0) return wrapped;
  }
  return null;
}

// The last text's words: a label is wrapped at several widths and line counts in a row
// (labelLevels, the widths wrapLabel tries), and segmenting is the costly part. One entry,
// so memory stays bounded over an archive.
let lastText: string | undefined;
let lastSegments: readonly string[] = [];
function wordsOf(full: string): string[] {
  if (full !== lastText) {
    lastSegments = wordSegments(full);
    lastText = full;
  }
  return [...lastSegments];
}

function wrapAt(full: string, chars: number, maxLines: number): WrappedLabel {
  const segments = wordsOf(full);
  const lines: string[] = [];
  let line = '';
  let at = 0;
  while (at < segments.length && lines.length < maxLines) {
    const segment = segments[at]!;
    if (length(line + segment.trimEnd()) <= chars) { line += segment; at++; continue; }
    if (line.trim() === '') {
      // One word longer than a line: split it (its pieces join back without a space).
      const cut = Array.from(segment).slice(0, chars).join('');
      lines.push(cut);
      segments[at] = segment.slice(cut.length);
      line = '';
      continue;
    }
    lines.push(line);
    line = '';
    if (segment.trim() === '') at++;
  }
  if (line !== '' && lines.length < maxLines) lines.push(line);
  const whole = at >= segments.length;
  if (!whole) {
    lines[lines.length - 1] = ellipsis(lines[lines.length - 1]!, chars);
    lines[lines.length - 1] += unclosedParentheses(lines);
  }
  lines[lines.length - 1] = lines[lines.length - 1]!.trimEnd();
  const shown = length(lines.join('').replace(/…\)*$/, ''));
  return { lines, whole, shown };
}

/**
 * The ")" a cut label needs when a parenthesis opened on an earlier line is cut off: the
 * label reads "(a, b…)", and its words stay a part of the node's accessible name (axe
 * compares the two without their parentheticals).
 */
function unclosedParentheses(lines: readonly string[]): string {
  let depth = 0;
  for (const line of lines) {
    for (const ch of line) {
      if (ch === '(') depth++;
      else if (ch === ')' && depth > 0) depth--;
    }
  }
  return ')'.repeat(Math.min(depth, 3));
}

/**
 * A cut line ends in "…" after its last whole word (and no opening parenthesis left
 * unclosed). Words are word segments, not runs between spaces: Chinese and Japanese have
 * no spaces, and a line cut inside a word ("一つ" shown as "一…") is not a part of the
 * node's accessible name word for word (axe's label-content-name-mismatch compares
 * Intl.Segmenter words; docs/decisions/graph-semantic-zoom.md).
 */
function ellipsis(line: string, chars: number): string {
  let cut = wholeWordsWithin(line.trimEnd(), chars - 1);
  if (cut.lastIndexOf('(') > cut.lastIndexOf(')')) {
    // Drop the parenthesis and a word glued to it: "로그(…)가" reads "로그가" without it.
    const words = wordSegments(cut.slice(0, cut.lastIndexOf('(')));
    if (words.length > 0 && words[words.length - 1]!.trim() !== '') words.pop();
    cut = words.join('');
  }
  cut = cut.replace(/[^\p{L}\p{N})\]]+$/u, '');
  return cut === '' ? `${Array.from(line).slice(0, chars - 1).join('')}…` : `${cut}…`;
}

/** The longest run of the line's first word segments that has at most `max` characters. */
function wholeWordsWithin(line: string, max: number): string {
  let kept = '';
  let size = 0;
  for (const word of wordSegments(line)) {
    size += length(word);
    if (size > max) break;
    kept += word;
  }
  return kept;
}
