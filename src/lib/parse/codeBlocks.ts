// Fenced code blocks paired as CommonMark pairs them: a block closes at the first later fence
// of the opener's character, at least as long, with nothing after it. A fence that nothing
// closes opens no block here (CommonMark would run it to the end of the document): a stray
// ``` in a log must not turn the rounds after it into code.
import type { LineLedger } from './lineAccount.ts';
import type { NumberedLine } from './markdownLines.ts';

/** Why a fenced block's lines are not interpreted, where a reader sets code aside. */
export const CODE_BLOCK_REASON = 'a code block: shown as written, not read';

const OPENER = /^[ \t]*(`{3,}|~{3,})(.*)$/u;
const CLOSER = /^[ \t]*(`{3,}|~{3,})[ \t]*$/u;
/** Fence lengths past this count as this: real fences are 3–5 characters, and the search stays bounded. */
const LONGEST = 16;

/** Where each block's closer may be: per fence character and length, the closers' indexes in order. */
type Closers = Map<string, number[][]>;

function closersOf(lines: readonly string[]): Closers {
  const closers: Closers = new Map([['`', []], ['~', []]]);
  lines.forEach((text, i) => {
    const fence = CLOSER.exec(text)?.[1];
    if (fence === undefined) return;
    const byLength = closers.get(fence[0]!)!;
    (byLength[Math.min(fence.length, LONGEST)] ??= []).push(i);
  });
  return closers;
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

/** The fenced code blocks of `lines` as [opener, closer] indexes, fences included, in order. */
export function fencedBlocks(lines: readonly string[]): Array<[number, number]> {
  const closers = closersOf(lines);
  const blocks: Array<[number, number]> = [];
  for (let i = 0; i < lines.length; i++) {
    const opener = OPENER.exec(lines[i]!);
    if (opener === null) continue;
    const fence = opener[1]!;
    // A backtick fence's info string holds no backtick (`` ```a``` `` is inline code).
    if (fence[0] === '`' && opener[2]!.includes('`')) continue;
    const byLength = closers.get(fence[0]!)!;
    let close: number | undefined;
    for (let length = Math.min(fence.length, LONGEST); length <= LONGEST; length++) {
      const found = firstAfter(byLength[length], i);
      if (found !== undefined && (close === undefined || found < close)) close = found;
    }
    if (close === undefined) continue;
    blocks.push([i, close]);
    i = close;
  }
  return blocks;
}

/** Every line of `lines` inside a fenced block (fences included), by index. */
export function fencedLineIndexes(lines: readonly string[]): Set<number> {
  const inside = new Set<number>();
  for (const [open, close] of fencedBlocks(lines)) for (let i = open; i <= close; i++) inside.add(i);
  return inside;
}

/** `body` with each fenced block's lines blanked (line numbers stay), and those lines as written. */
export function withoutCodeBlocks(body: string, bodyLine: number): { body: string; code: NumberedLine[] } {
  const lines = body.split('\n');
  const code: NumberedLine[] = [];
  for (const [open, close] of fencedBlocks(lines)) {
    for (let i = open; i <= close; i++) {
      if (lines[i]!.trim() !== '') code.push({ text: lines[i]!, line: bodyLine + i });
      lines[i] = '';
    }
  }
  return code.length === 0 ? { body, code } : { body: lines.join('\n'), code };
}

/**
 * `body` with its fenced blocks blanked for the readers, their lines reported in `ledger` as
 * code, not read: a `For: C` in a YAML sketch is no stance (probe 43). The page shows them.
 */
export function setCodeAside(body: string, bodyLine: number, ledger: LineLedger): string {
  const { body: prose, code } = withoutCodeBlocks(body, bodyLine);
  ledger.setAside(code, CODE_BLOCK_REASON);
  return prose;
}
