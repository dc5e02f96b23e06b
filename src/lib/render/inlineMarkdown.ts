// Log text is Markdown (agents write **bold**, `code`, [links](…) and _emphasis_ into claims,
// names and outcomes). The one place that decides how a short piece of it is shown:
// - inlineHtml: inline Markdown → safe HTML (renderMarkdown's parser, its link allow-list,
//   raw HTML never passed through), for every place that shows log text as HTML;
// - plainText (plainText.ts): the same text with its Markdown markers removed, for every
//   place where only plain text fits (SVG labels, <title>, meta descriptions, search data).
// Both are linear in the text and deterministic.
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

/** The plain-text form has one implementation, shared with the graph's browser script. */
export { labelText, nameText, plainText } from './plainText.ts';
