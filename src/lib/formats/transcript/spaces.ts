// The one normaliser the transcript reader matches a line's shape on (turn headers, status
// lines, labels, speaker lines): every Unicode space separator (category Zs: the no-break
// space a chat or a document pastes, the narrow no-break, figure, thin and ideographic
// spaces) is a plain space, then runs of spaces and tabs are squeezed as before (probe 53
// row 2). Only the matching sees it: a text the reader keeps is taken from the line as
// written (`asWritten`). Format characters (a BOM, a zero-width space or joiner: category Cf)
// are no space and stay as they were.
import { squeeze } from '../../parse/frontmatter.ts';

/** A Unicode space separator other than the plain space; each is one UTF-16 unit. */
const OTHER_SPACE = /[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/u;
const OTHER_SPACES = new RegExp(OTHER_SPACE.source, 'gu');

/** The line with every Unicode space separator a plain space, character for character (same length, same places). */
export const plainSpaces = (line: string): string => (OTHER_SPACE.test(line) ? line.replace(OTHER_SPACES, ' ') : line);

/** A line as its shape is matched: trimmed, every space separator a plain space, runs of spaces and tabs one space. */
export const matchable = (line: string): string => squeeze(plainSpaces(line));

const visible = (text: string): string => text.replace(/\s+/gu, '');

/**
 * The end of `written` that `tail` stands for, `tail` being an end of `written`'s matching
 * form (the text after a label or a status word): the same characters, its spaces as
 * written. `written` as the reader kept it before (squeezed, or only trimmed). When
 * `written` has no other space, or `tail` is no such end (a mark taken out of its middle),
 * `tail` itself.
 */
export function asWritten(written: string, tail: string): string {
  if (!OTHER_SPACE.test(written)) return tail;
  const letters = visible(tail);
  if (letters === '') return tail.trim();
  let left = letters.length;
  for (let i = written.length - 1; i >= 0; i--) {
    if (/\s/u.test(written[i]!)) continue;
    if (--left === 0) {
      const end = written.slice(i).trimEnd();
      return visible(end) === letters ? end : tail;
    }
  }
  return tail;
}
