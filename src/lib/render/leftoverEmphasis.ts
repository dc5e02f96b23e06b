// The page's rule for emphasis marks a cut left behind (`URLs**`): markdown-it leaves them
// unpaired, and they are dropped as plain text drops them (src/lib/core/plainText.ts markerRuns).
import type { StateCore, Token } from 'markdown-it';
import { markerRuns } from '../core/plainText.ts';

/**
 * A core rule, run before `text_join`: a `**`/`__` the parser left unpaired is a marker a cut
 * left behind, dropped from the text, before escaped characters (`\*\*`, kept) join it. Read
 * over each run of text and escaped or referenced characters (`caf&eacute;** rules`), those
 * standing in as letters.
 */
export function leftoverEmphasis(state: StateCore): void {
  for (const block of state.tokens) {
    const children = block.children ?? [];
    for (let start = 0; start < children.length; ) {
      let end = start;
      while (end < children.length && (children[end]!.type === 'text' || children[end]!.type === 'text_special')) end++;
      const run = children.slice(start, end);
      // Its neighbours read only for a stretch that holds a mark, each one token or two away: linear (review 06d F2).
      if (run.some((token) => token.type === 'text' && /[*_]/.test(token.content))) stripLeftovers(run, readingsBeside(children, start - 1, 'last'), readingsBeside(children, end, 'first'));
      start = end + 1;
    }
  }
}

/**
 * The leftover runs of a stretch of text and escaped or referenced characters, read on the
 * stretch as the reader sees it (`caf&eacute;** rules` as `café** rules`): a decoded `*` or
 * `_` is read as other punctuation, never as a marker; beside it, each of the characters
 * `befores` and `afters` may read there. Each text token loses its part of them.
 */
function stripLeftovers(run: readonly Token[], befores: readonly string[], afters: readonly string[]): void {
  const shown = run.map((token) => (token.type === 'text' ? token.content : asText(token.content)));
  const text = shown.join('');
  // A leftover under any reading of the stretch's neighbours is dropped (review 06e).
  const found = new Map<number, { start: number; end: number }>();
  for (const before of befores) {
    for (const after of afters) for (const { start, end } of markerRuns(before + text + after, false)) found.set(start - before.length, { start: start - before.length, end: end - before.length });
  }
  const dropped = [...found.values()].sort((a, b) => a.start - b.start);
  if (dropped.length === 0) return;
  let from = 0, k = 0;
  run.forEach((token, i) => {
    const text = shown[i]!, to = from + text.length;
    if (token.type === 'text') {
      let kept = '', at = from;
      while (k < dropped.length && dropped[k]!.start < to) {
        const { start, end } = dropped[k]!;
        if (start > at) kept += text.slice(at - from, start - from);
        at = Math.max(at, Math.min(end, to));
        if (end > to) break; // the run goes on into the next token
        k++;
      }
      token.content = kept + text.slice(at - from);
    } else while (k < dropped.length && dropped[k]!.end <= to) k++;
    from = to;
  });
}

/** Decoded characters as the leftover rule reads them: a `*` or `_` as other punctuation, a backslash too, or it would escape the marker after it (review 05n F6). */
const asText = (decoded: string): string => decoded.replace(/[*_\\]/g, '!');

/**
 * The characters a stretch of text may be read to have on its `side`, from `children[at]`:
 * beside a link, a wikilink or an image, its edge (as the page's parser reads the stretch),
 * the bracket, punctuation (as it reads the mark), and the link's words (as plain text
 * reads it: reviews 05n F11, 06d F3, 06e); beside an empty link, its edge and what lies past
 * it (review 06b F5); beside anything else (an emphasis's edge: review 06d F1) or nothing,
 * the edge alone ('').
 */
function readingsBeside(children: readonly Token[], at: number, side: 'first' | 'last'): string[] {
  const step = side === 'first' ? 1 : -1;
  const [facing, far] = side === 'first' ? ['link_open', 'link_close'] : ['link_close', 'link_open'];
  const token = children[at];
  if (token === undefined) return [''];
  const edgeOf = (text: string): string => {
    const characters = Array.from(side === 'first' ? text.slice(0, 2) : text.slice(-2));
    return asText((side === 'first' ? characters[0] : characters.at(-1)) ?? '');
  };
  if (token.type === 'image' || token.type === 'wikilink_unresolved') return ['', '!', edgeOf(token.content)];
  if (token.type !== facing) return [''];
  const inside = children[at + step];
  if (inside?.type === far) {
    // An empty link shows nothing: its edge, or what lies past it (a stretch's first or last character; never read further).
    const past = children[at + 2 * step];
    return ['', past?.type === 'text' || past?.type === 'text_special' ? edgeOf(past.content) : ''];
  }
  return ['', '!', inside?.type === 'text' || inside?.type === 'text_special' ? edgeOf(inside.content) : ''];
}
