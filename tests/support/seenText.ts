// What a reader sees of a log text on the page, read as plainText means it (reviews 06b–06e):
// struck words left out, innermost `<s>` first (all of it struck: kept without the marks),
// inline tags dropped, block tags a space, entities decoded, white space collapsed.
import { expect } from 'vitest';
import { plainText } from '../../src/lib/core/plainText.ts';
import { renderMarkdown } from '../../src/lib/render/renderMarkdown.ts';

const resolveWikilink = (name: string): string | undefined => (name === 'Gone' ? undefined : `/atlas/${encodeURIComponent(name)}/`);

/** The page's HTML of `markdown`, inline where it can be, `[[Gone]]` the one unresolved wikilink. */
export const page = (markdown: string): string => renderMarkdown(markdown, { inline: 'auto', resolveWikilink });

const decode = (s: string): string => s.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
const flat = (html: string): string =>
  decode(html.replace(/<\/?(?:p|li|ul|ol|h\d|blockquote|br|hr|pre|div|table|thead|tbody|tr|td|th)\b[^>]*>/g, ' ').replace(/<[^>]+>/g, '')).replace(/\s+/g, ' ').trim();

/** The text a reader sees on the page of `markdown`. */
export function seen(markdown: string): string {
  let html = page(markdown);
  const all = flat(html);
  for (let before = ''; before !== html; ) [before, html] = [html, html.replace(/<s>(?:(?!<s>)[^])*?<\/s>/g, '')];
  const struck = flat(html);
  return struck === '' ? all : struck;
}

/** The page shows `text`, and plain text the same (the page checked first: the expectation is the page's). */
export function pageThenPlainShow(markdown: string, text: string): void {
  expect(seen(markdown)).toBe(text);
  expect(plainText(markdown)).toBe(text);
}

/** Plain text shows `text` (the reading the page should have), and the page `shown`, the same unless said. */
export function plainThenPageShow(markdown: string, text: string, shown: string = text): void {
  expect(plainText(markdown)).toBe(text);
  expect(seen(markdown)).toBe(shown);
}
