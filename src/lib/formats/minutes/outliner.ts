// Minutes kept in an outliner (a Logseq page exported as Markdown): every line a block, `- `
// bullets nested by tabs (an org-mode `* ` heading is no block: orgMode.ts), the rounds the top-level blocks (`- R2 Independent opinions`),
// properties written `key:: value` (the page's at the top, a block's under it: `id:: …`,
// `collapsed:: true`, `decision:: hold`). Each line is rewritten into the Markdown the readers
// know, one line for one line: a top-level block naming a round or a section is its heading,
// a block one level down an item at the margin, deeper blocks nested below it, a property a
// `Key: value` field. A property that only an outliner needs (a block's id, its folding) is
// blanked and reported. Read by shape: three top-level blocks opening rounds, in order.
import { MAX_STRUCTURE_LINE } from '../../parse/frontmatter.ts';
import { classifyHeading, roundOpening } from './sections.ts';

/** A block: its indentation (tabs, or two spaces each) and its text after `- `. */
const BLOCK = /^((?:\t| {2}){0,12})-[ \t]+(.*)$/u;
/** A line under a block that is no block of its own: a property, `SCHEDULED:`, a table's next row. */
const CONTINUATION = /^(\t{0,12}|(?: {2}){1,12})[ ]{0,2}(\S.*)$/u;
/** A property, `key:: value`. */
const PROPERTY = /^([A-Za-z][A-Za-z0-9_-]{0,30})::[ \t]*(.*)$/u;
/** Properties that only the outliner reads: a block's id, its folding, its heading level. */
const OUTLINER_ONLY = /^(?:id|collapsed|heading)$/iu;

const depthOf = (indent: string): number => indent.replace(/ {2}/gu, '\t').length;

/**
 * Three top-level blocks or more opening rounds, in increasing order, and no Markdown heading
 * at all: an outliner writes its headings inside blocks (`- ## …`); a page with `## …` lines is
 * Markdown minutes, whose agenda may list the rounds as bullets.
 */
export function isOutlinerPage(lines: readonly string[]): boolean {
  let last = -1;
  let rounds = 0;
  for (const line of lines) {
    if (line.length > MAX_STRUCTURE_LINE) continue;
    if (/^#{1,6}[ \t]/u.test(line)) return false;
    if (!/^-[ \t]/u.test(line)) continue;
    const round = roundOpening(line.slice(2));
    if (round === null) continue;
    const n = Number(round.slice(1));
    if (n < last) return false;
    last = n;
    rounds++;
  }
  return rounds >= 3;
}

const field = (key: string, value: string): string => `${key.charAt(0).toUpperCase()}${key.slice(1)}: ${value}`;

/**
 * The page's lines rewritten, and the indexes of the lines blanked (an outliner's own
 * property). `tableDepth` remembers a block that opened a table: its next rows stand with it.
 */
export function outlinerLines(lines: readonly string[]): { lines: string[]; blanked: number[] } {
  const out: string[] = [];
  const blanked: number[] = [];
  let tableDepth = -1;
  for (const [i, text] of lines.entries()) {
    const block = text.length > 8 * MAX_STRUCTURE_LINE ? null : BLOCK.exec(text);
    const rest = block ? null : text.length > 8 * MAX_STRUCTURE_LINE ? null : CONTINUATION.exec(text);
    const body = (block?.[2] ?? rest?.[2] ?? '').trim();
    const property = PROPERTY.exec(body);
    if ((block || rest) && property && OUTLINER_ONLY.test(property[1]!)) {
      out.push('');
      blanked.push(i);
      continue;
    }
    if (block) {
      const depth = depthOf(block[1]!);
      tableDepth = body.startsWith('|') ? depth : -1;
      out.push(blockLine(depth, property ? field(property[1]!, property[2]!) : body));
      continue;
    }
    if (rest && text !== body) {
      const depth = depthOf(rest[1]!);
      // A table's next rows stand where its first row was put; any other line stays under its block.
      if (tableDepth !== -1 && body.startsWith('|')) out.push(tableDepth <= 1 ? body : `${'  '.repeat(tableDepth - 1)}${body}`);
      else out.push(`${'  '.repeat(Math.max(0, depth))}${property ? field(property[1]!, property[2]!) : body}`);
      continue;
    }
    // A page property at the margin (`status:: hold`) is a field of the page.
    out.push(property && text === body ? `- ${field(property[1]!, property[2]!)}` : text);
  }
  return { lines: out, blanked };
}

/** A block at a depth: at the top a round's or a section's heading, else an item one level up. */
function blockLine(depth: number, text: string): string {
  if (depth === 0) {
    if (text.startsWith('|')) return text;
    if (text.length <= MAX_STRUCTURE_LINE && (roundOpening(text) !== null || classifyHeading(text) !== null)) return `## ${text}`;
    return `- ${text}`;
  }
  if (text.startsWith('|')) return depth === 1 ? text : `${'  '.repeat(depth - 1)}${text}`;
  return `${'  '.repeat(depth - 1)}- ${text}`;
}
