// Log text is Markdown (agents write **bold**, `code`, [links](…) and _emphasis_ into claims,
// names and outcomes). The one place that decides how a short piece of it is shown:
// - inlineHtml: inline Markdown → safe HTML (renderMarkdown's parser, its link allow-list,
//   raw HTML never passed through), for every place that shows log text as HTML;
// - plainText: the same text with its Markdown markers removed, for every place where only
//   plain text fits (SVG labels, <title>, meta descriptions, search excerpts, data).
// Both are linear in the text (markdown-it's inline parser) and deterministic.
import markdownIt from 'markdown-it';
import { renderMarkdown } from './renderMarkdown.ts';

export interface InlineHtmlOptions {
  /** `[[name]]` → an href, or undefined when nothing by that name exists. */
  resolveWikilink?: (name: string) => string | undefined;
  /** false: links are rendered as their text (for text that sits inside another link). */
  links?: boolean;
}

/** Inline Markdown → HTML safe for `set:html` (every text escaped, links only as the site keeps them). */
export function inlineHtml(text: string, options: InlineHtmlOptions = {}): string {
  if (options.links !== false) {
    return renderMarkdown(text, { inline: true, ...(options.resolveWikilink ? { resolveWikilink: options.resolveWikilink } : {}) });
  }
  // Inside another link: no nested <a>, links and wikilinks keep their label only. The
  // renderer escapes every "<" of the text, so these are its own tags.
  return renderMarkdown(text, { inline: true })
    .replace(/<a\s[^>]*>|<\/a>|<span class="wikilink--unresolved"[^>]*>/g, (tag) => (tag.startsWith('<span') ? '<span>' : ''));
}

const parser = markdownIt('default', { html: false, linkify: false, typographer: false });

const WIKILINK = /\[\[([^[\]\n|]{1,200})(?:\|([^[\]\n]{1,200}))?\]\]/g;
/** Heading, quote and list markers at the start of a line. */
const BLOCK_MARKERS = /^[ \t]*(?:#{1,6}[ \t]+|>[ \t]?|[-*+][ \t]+|\d{1,3}[.)][ \t]+)/gm;

/**
 * Markdown (or log text with [[wikilinks]]) → one line of plain text: emphasis, code and
 * link markers removed (a link keeps its label, `[[target|label]]` its label), heading,
 * list and quote markers dropped, backslash escapes undone, white space collapsed. Not
 * escaped: whoever writes it out escapes it for its medium.
 */
export function plainText(text: string): string {
  if (!/[*_`[\]\\<>&~#+\-\d]/.test(text)) return collapse(text);
  const source = text.replace(WIKILINK, (_, t: string, l?: string) => (l ?? t).trim()).replace(BLOCK_MARKERS, '');
  let out = '';
  for (const token of parser.parseInline(source, {})[0]?.children ?? []) {
    if (token.type === 'text' || token.type === 'code_inline' || token.type === 'html_inline') out += token.content;
    else if (token.type === 'softbreak' || token.type === 'hardbreak') out += ' ';
    else if (token.type === 'image') out += token.content;
  }
  return collapse(out);
}

/** Line breaks and runs of ASCII white space → one space; other spaces (U+3000) are the text's own. */
const collapse = (text: string): string => text.replace(/[ \t\n\r\f\v\u2028\u2029]+/g, ' ').trim();
