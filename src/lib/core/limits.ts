// Every budget a debate file is held to, in one place (docs/formats.md, "Limits"). An
// archive is untrusted input: each budget bounds what one file can cost the stages
// after it (layout, pages, the atlas), and is set far above real use — a 5,000-claim
// debate is supported, so the node budget is ten times that. A file past a budget is
// refused with a located error naming the limit, like any other problem.

/** Bytes of one debate file (`add -` stops reading stdin one byte past it). */
export const MAX_SOURCE_BYTES = 16 * 1024 * 1024;
/** Lines of one Markdown log: each is read by every Markdown format's detection (a 2,000-line transcript is long). */
export const MAX_MARKDOWN_LINES = 50_000;
/** Levels of JSON nesting. */
export const MAX_JSON_DEPTH = 64;

/** Nodes of one debate's graph (personas, claims, domains, questions, …). */
export const MAX_NODES = 50_000;
/** Relations (edges) of one debate's graph, derived ones included. */
export const MAX_RELATIONS = 200_000;
/** Distinct tags of one debate. */
export const MAX_TAGS = 200;
/** Characters of one tag. */
export const MAX_TAG_LENGTH = 100;
/** Characters of a persona's or a domain's name. */
export const MAX_NAME_LENGTH = 500;
/** Characters of any other node's label (a claim's label is often its whole text: a pasted passage). */
export const MAX_LABEL_LENGTH = 200_000;
/** Options of one meeting (minutes): each line a reader reads is compared with each option. */
export const MAX_MEETING_OPTIONS = 100;
/** Keys and list items of a Markdown file's YAML frontmatter, all levels together. */
export const MAX_FRONTMATTER_ENTRIES = 10_000;
/**
 * Markup characters (`<`, `&`, backtick, `*`, `_`, `[`, `{`) in one paragraph of a note: the MDX
 * parser's inline pass grows with their square (docs/benchmarks.md, "Notes past the MDX
 * parser's budget").
 */
export const MAX_NOTE_PARAGRAPH_MARKUP = 2_000;
/** Characters of a link's address: a longer one is never a link on a page (in a note, it is refused). */
export const MAX_URL_LENGTH = 4_096;
/** Levels of lists and block quotes in a note: the build's bundler crashes past a few hundred (probe 2026-12-12). */
export const MAX_NOTE_NESTING = 32;
/** Levels of a note's parsed tree (elements, emphasis, links… inside lists and quotes), lists counted once a level. */
export const MAX_NOTE_TREE_DEPTH = 64;

/**
 * The number with thousands separators, as limits are named in messages ("50,000"). An
 * integer is grouped here, not by toLocaleString: a page's first toLocaleString sets up
 * the locale's number formatting, a long task on a slow phone (issue 27).
 */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US');
  const digits = String(Math.abs(n));
  let out = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let at = out.length; at < digits.length; at += 3) out += `,${digits.slice(at, at + 3)}`;
  return n < 0 ? `-${out}` : out;
}

/** Characters as a reader counts them (code points: an emoji is one), without a copy of the text. */
export function characters(text: string): number {
  let count = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) { count--; i++; }
    }
  }
  return count;
}
