// Wiki markup of an issue tracker's export (Jira): `h3. Comments` headings, `# item`
// numbered lists, `{quote}…{quote}`, rewritten line for line into Markdown (houseStyle.ts).
/** Wiki markup of an issue tracker (Jira): `h3. Comments` headings, `# item` numbered lists, `{quote}…{quote}`. */
export const WIKI_HEADING = /^h([1-6])\.[ \t]+(\S[^\n]*)$/u;
const WIKI_NUMBERED = /^#[ \t]+(\S[^\n]*)$/u;
export const WIKI_QUOTE = /\{quote\}([^{}\n]{0,400})\{quote\}/gu;

/**
 * A file in wiki markup (one `h3. …` heading line is enough) is rewritten line for line into
 * Markdown: headings, numbered items (numbered in order, so `# A\n# B` is `1. A\n2. B`), and
 * inline quotations; else null.
 */
export function wikiLine(text: string, numbered: { n: number }): string | null {
  const heading = WIKI_HEADING.exec(text);
  if (heading) return `${'#'.repeat(Number(heading[1]))} ${heading[2]!}`;
  const item = WIKI_NUMBERED.exec(text);
  numbered.n = item ? numbered.n + 1 : 0;
  if (item) return `${numbered.n}. ${item[1]!}`;
  return WIKI_QUOTE.test(text) ? text.replace(WIKI_QUOTE, '“$1”') : null;
}
