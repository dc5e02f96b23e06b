// Code blocks as a reader must take them: never read into anything. Fences pair as
// CommonMark pairs them, on a line of their own, in a list item or a block quote; what
// CommonMark leaves open is closed by the likeliest closer a writer meant; org-mode's
// `#+BEGIN_SRC` … `#+END_SRC` too. A fence nothing pairs opens no block: a stray ``` does
// not turn the rounds after it into code (docs/decisions/code-blocks-set-aside.md).
import type { LineLedger } from './lineAccount.ts';
import type { NumberedLine } from './markdownLines.ts';

/** Why a fenced block's lines are not interpreted, where a reader sets code aside. */
export const CODE_BLOCK_REASON = 'a code block: shown as written, not read';
/** Why a fence that nothing pairs is not interpreted. */
export const STRAY_FENCE_REASON = 'a code fence that nothing closes: shown as written, not read';

// What may stand before a fence on its line: indentation, list markers, quote marks (a
// list inside a quote indents after the mark: `>   ```yaml`).
const CONTAINER = String.raw`^[ \t]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+|>[ \t]*)*`;
const OPENER = new RegExp(`${CONTAINER}(\`{3,}|~{3,})([^]*)$`, 'u');
// Any white space after a closer, a no-break or ideographic space from a copy too.
const CLOSER = new RegExp(`${CONTAINER}(\`{3,}|~{3,})\\s*$`, 'u');
// Slack's closer, at the end of the code's last line (`  Vote: In-process LRU````): the line's
// only run of three backticks (`Deploy with ```make deploy```` is inline code, review 06o F4).
const INLINE_CLOSER = /^[^`]*(?:`{1,2}[^`]+)*?[^`\s][^\S\r\n]*`{3,}\s*$/u;
// What a closer with text after it may hold: a comment (`` ``` # end of sketch ``), not an
// info string of another kind (RMarkdown's ```` ```{r} ````, review 06o F5).
const COMMENT_AFTER = /^(?:#|\/\/|<!--|--|%|;|\/\*)/u;
const ORG_BEGIN = /^[ \t]*#\+begin_(src|example|export)(?![\p{L}\p{N}_])/iu;
const ORG_END = /^[ \t]*#\+end_(src|example|export)(?![\p{L}\p{N}_])/iu;
/** Fence lengths past this count as this: real fences are 3–5 characters, and the search stays bounded. */
const LONGEST = 16;

interface Fence { char: string; length: number; bare: boolean; info: string }

/** The fence on line `text`, if any: its character, its length (at most LONGEST), and whether nothing follows it (it may close). */
function fenceOf(text: string): Fence | null {
  const opener = OPENER.exec(text);
  if (opener === null) return null;
  const run = opener[1]!;
  // A backtick fence's info string holds no backtick (`` ```a``` `` is inline code).
  if (run[0] === '`' && opener[2]!.includes('`')) return null;
  return { char: run[0]!, length: Math.min(run.length, LONGEST), bare: CLOSER.test(text), info: opener[2]!.trim() };
}

/** Per fence character and length, the indexes of the lines holding such a fence that pass `keep`, ascending. */
function fencesBy(fences: ReadonlyArray<Fence | null>, keep: (fence: Fence) => boolean): Map<string, number[][]> {
  const by = new Map<string, number[][]>([['`', []], ['~', []]]);
  fences.forEach((fence, i) => {
    if (fence !== null && keep(fence)) (by.get(fence.char)![fence.length] ??= []).push(i);
  });
  return by;
}

/** The first index in ascending `indexes` above `after`, or undefined. */
function firstAfter(indexes: readonly number[] | undefined, after: number): number | undefined {
  if (indexes === undefined) return undefined;
  let low = 0;
  let high = indexes.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (indexes[middle]! > after) high = middle;
    else low = middle + 1;
  }
  return indexes[low];
}

/** The first bare fence after `i` of `fence`'s character, at least `from` long. */
function closerAfter(closers: Map<string, number[][]>, fence: Fence, i: number, from: number): number | undefined {
  let close: number | undefined;
  for (let length = from; length <= LONGEST; length++) {
    const found = firstAfter(closers.get(fence.char)![length], i);
    if (found !== undefined && (close === undefined || found < close)) close = found;
  }
  return close;
}

/**
 * The fences that may close a block CommonMark leaves open, by character: one that repeats
 * the opener's info string (```` ```yaml ```` … ```` ```yaml ````), keyed `<char><info>`, and
 * one with a comment after it (`` ``` # end of sketch ``), keyed `<char>`.
 */
function typoClosers(fences: ReadonlyArray<Fence | null>): Map<string, number[]> {
  const by = new Map<string, number[]>();
  fences.forEach((fence, i) => {
    if (fence === null || fence.bare) return;
    const key = COMMENT_AFTER.test(fence.info) ? fence.char : fence.char + fence.info;
    if (!by.has(key)) by.set(key, []);
    by.get(key)!.push(i);
  });
  return by;
}

/**
 * CommonMark's pairing, from the first line on. An opener it leaves open takes the next
 * shorter bare fence, else the next fence of its character with its own info string again
 * or a comment after it, else Slack's closer at a line's end (backticks).
 */
function pairedForward(lines: readonly string[], fences: ReadonlyArray<Fence | null>): Array<[number, number]> {
  const closers = fencesBy(fences, (fence) => fence.bare);
  const typos = typoClosers(fences);
  const inlineClosers = lines.flatMap((text, i) => (fences[i] === null && INLINE_CLOSER.test(text) ? [i] : []));
  const blocks: Array<[number, number]> = [];
  for (let i = 0; i < fences.length; i++) {
    const fence = fences[i];
    if (fence === null || fence === undefined) continue;
    const typo = [firstAfter(typos.get(fence.char + fence.info), i), firstAfter(typos.get(fence.char), i)].filter((at) => at !== undefined);
    const close = closerAfter(closers, fence, i, fence.length) ?? closerAfter(closers, fence, i, 3)
      ?? (typo.length > 0 ? Math.min(...typo) : undefined) ?? (fence.char === '`' ? firstAfter(inlineClosers, i) : undefined);
    if (close === undefined) continue;
    blocks.push([i, close]);
    i = close;
  }
  return blocks;
}

/** Org-mode's `#+BEGIN_SRC` … `#+END_SRC` (and example and export) blocks; a quote block is text. */
function orgBlocks(lines: readonly string[]): Array<[number, number]> {
  const blocks: Array<[number, number]> = [];
  const ends = new Map<string, number[]>();
  lines.forEach((text, i) => {
    const kind = ORG_END.exec(text)?.[1]?.toLowerCase();
    if (kind === undefined) return;
    if (!ends.has(kind)) ends.set(kind, []);
    ends.get(kind)!.push(i);
  });
  for (let i = 0; i < lines.length; i++) {
    const begin = ORG_BEGIN.exec(lines[i]!);
    const close = begin === null ? undefined : firstAfter(ends.get(begin[1]!.toLowerCase()), i);
    if (close === undefined) continue;
    blocks.push([i, close]);
    i = close;
  }
  return blocks;
}

/** The lines of `lines` inside a code block (fences included), and the fence lines no pairing takes (a stray ```), by index; each line's fence read once. */
function codeLines(lines: readonly string[]): { inside: Set<number>; stray: number[] } {
  const fences = lines.map(fenceOf);
  const inside = new Set<number>();
  for (const [open, close] of [...pairedForward(lines, fences), ...orgBlocks(lines)]) {
    for (let i = open; i <= close; i++) inside.add(i);
  }
  const stray: number[] = [];
  fences.forEach((fence, i) => {
    if (fence !== null && !inside.has(i)) stray.push(i);
  });
  return { inside, stray };
}

/** Every line of `lines` inside a code block (fences included), by index. */
export const fencedLineIndexes = (lines: readonly string[]): Set<number> => codeLines(lines).inside;

/**
 * `body` with every line of its code blocks, and every fence nothing pairs, blanked (line
 * numbers stay); those lines as written.
 */
export function withoutCodeBlocks(body: string, bodyLine: number): { body: string; code: NumberedLine[]; stray: NumberedLine[] } {
  const lines = body.split('\n');
  const { inside, stray: strays } = codeLines(lines);
  if (inside.size === 0 && strays.length === 0) return { body, code: [], stray: [] };
  const take = (i: number): NumberedLine => {
    const taken = { text: lines[i]!, line: bodyLine + i };
    lines[i] = '';
    return taken;
  };
  const code = [...inside].sort((a, b) => a - b).filter((i) => lines[i]!.trim() !== '').map(take);
  const stray = strays.map(take);
  return { body: lines.join('\n'), code, stray };
}

/**
 * `body` with its code blocks blanked for the readers, their lines reported in `ledger` as
 * code, not read: a `For: C` in a YAML sketch is no stance (probe 43). The page shows them.
 * A fence nothing pairs is reported alone, and the lines after it are read as usual.
 */
export function setCodeAside(body: string, bodyLine: number, ledger: LineLedger): string {
  const { body: prose, code, stray } = withoutCodeBlocks(body, bodyLine);
  ledger.setAside(code, CODE_BLOCK_REASON);
  ledger.setAside(stray, STRAY_FENCE_REASON);
  return prose;
}
