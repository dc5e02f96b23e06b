// HTML comments a harness leaves in a Markdown log (`<!-- turn 3 -->`): hidden wherever the
// Markdown is shown, so never read into a claim or a field, and listed as not interpreted.
import { isFenceLine } from './frontmatter.ts';
import type { NumberedLine } from './markdownLines.ts';

export const HTML_COMMENT_REASON = 'an HTML comment: hidden where the Markdown is shown, not read';

const OPENS = /^ {0,3}<!--/;

/**
 * The body with every line that holds only an HTML comment blanked (so line numbers stay),
 * and those lines as written. A comment may span lines; one with text after its `-->`, or
 * one never closed, is left as it is (its text stays readable). Code fences are skipped.
 */
export function withoutCommentLines(body: string, bodyLine: number): { body: string; comments: NumberedLine[] } {
  const lines = body.split('\n');
  const comments: NumberedLine[] = [];
  let inFence = false;
  // Once a `<!--` finds no `-->` after it, none later can: the search is not repeated.
  let closersLeft = true;
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!;
    if (isFenceLine(text)) inFence = !inFence;
    if (inFence || !closersLeft || !OPENS.test(text)) continue;
    const end = commentEnd(lines, i);
    if (end === null) {
      closersLeft = false;
      continue;
    }
    if (end.rest.trim() !== '') {
      i = end.line;
      continue;
    }
    for (let j = i; j <= end.line; j++) {
      if (lines[j]!.trim() !== '') comments.push({ text: lines[j]!, line: bodyLine + j });
      lines[j] = '';
    }
    i = end.line;
  }
  return comments.length === 0 ? { body, comments } : { body: lines.join('\n'), comments };
}

/** Where the comment opened on line `start` closes, and the text after its `-->`. */
function commentEnd(lines: readonly string[], start: number): { line: number; rest: string } | null {
  // From the opener's own dashes: `<!-->` and `<!--->` are whole comments (CommonMark).
  const open = lines[start]!.indexOf('<!--') + 2;
  for (let j = start; j < lines.length; j++) {
    const close = lines[j]!.indexOf('-->', j === start ? open : 0);
    if (close !== -1) return { line: j, rest: lines[j]!.slice(close + 3) };
  }
  return null;
}
