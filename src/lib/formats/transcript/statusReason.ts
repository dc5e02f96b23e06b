// A status line's reason: the sentence the line ends itself, or the first paragraph under it,
// ended where Markdown ends a paragraph.
import { isFenceLine } from '../../parse/frontmatter.ts';
import { THEMATIC_BREAK, type NumberedLine } from '../../parse/markdownLines.ts';
import { isTableRule } from './tables.ts';

/** A line's end that closes its sentence (a mark, then quotes, brackets or emphasis), not an abbreviation's ("vs.", "(approx.": review 07zf t1, t5). */
const SENTENCE_END = /[.!?。！？][ \t]*["'”’」』)）*_]*[ \t]*$/u, ABBREVIATION_END = /(?:^|[^\p{L}])(?:vs|approx|e\.g|i\.e|cf|incl|esp|resp|viz|Dr|Mr|Ms|Mrs)\.[ \t]*$/u;
const endsSentence = (text: string): boolean => SENTENCE_END.test(text) && !ABBREVIATION_END.test(text) && (text.match(/[(（]/gu)?.length ?? 0) <= (text.match(/[)）]/gu)?.length ?? 0);

/** A setext underline (`===`), a heading, a quote, an HTML comment or block (`<details>`): Markdown ends the paragraph before it. */
const BLOCK_START = /^ {0,3}(?:=+[ \t]*$|#{1,6}(?:[ \t]|$)|>|<!--|<\/?(?:details|summary|div|table|pre|p|hr|ul|ol|blockquote|section|figure)(?:[ \t>]|\/?>|$))/iu;

/**
 * Whether line `i` starts a block that ends the paragraph above it: a rule, a fence, a table
 * (a row with its rule under it), a heading, a quote (review 07zl S3, S5); or marks alone under
 * a full sentence (`⏳` under "これ以上の論点はない。": probe 72 row 45).
 */
function endsParagraph(lines: readonly NumberedLine[], i: number): boolean {
  const text = lines[i]!.text;
  if (text.trim() === '' || THEMATIC_BREAK.test(text) || isFenceLine(text) || BLOCK_START.test(text)) return true;
  // A table's header row, with or without its outer pipes, and its rule under it (review 07zn S3).
  if (text.includes('|') && lines[i + 1] !== undefined && lines[i + 1]!.text.includes('-') && isTableRule(lines[i + 1]!.text)) return true;
  return !/[\p{L}\p{N}]/u.test(text) && endsSentence(lines[i - 1]!.text);
}

/** The reason and how many of `lines` it takes (line `line` is the status line's own). */
export function statusReason(lines: readonly NumberedLine[], line: number): { text: string; count: number } {
  if (lines[0]?.line === line && endsSentence(lines[0].text)) return { text: lines[0].text.trim(), count: 1 };
  const out: string[] = [];
  let count = 0;
  for (let i = 0; i < lines.length; i++) {
    if (out.length > 0 && endsParagraph(lines, i)) break;
    if (lines[i]!.text.trim() !== '') out.push(lines[i]!.text.trim());
    count++;
  }
  return { text: out.join('\n'), count };
}
