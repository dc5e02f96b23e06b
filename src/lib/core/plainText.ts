// Log text as plain text, for places where no markup fits (an SVG label, a one-line
// outcome, a title attribute, search data): a module of its own, so the graph's browser
// script can use it without the page renderers around it.

/**
 * Markdown (or log text with [[wikilinks]]) as one line of plain text: link targets,
 * emphasis marks, headings, list and quote markers dropped, white space collapsed (other
 * spaces, such as U+3000, are the text's own). Linear on any text: no run may cross the
 * bracket that could start the next match (a link's text holds no `[`, its destination
 * no `(`), so `[` repeated is one pass. Not escaped: whoever writes it out escapes it.
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\[\[([^[\]\n|]{1,200})\|([^[\]\n]{1,200})\]\]/g, '$2')
    .replace(/\[\[([^[\]\n]{1,200})\]\]/g, '$1')
    .replace(/!?\[([^[\]\n]*)\]\([^()\n]*\)/g, '$1')
    .replace(/^[ \t]*(?:#{1,6}[ \t]+|>[ \t]?|[-*+][ \t]+|\d{1,3}[.)][ \t]+)/gm, '')
    .replace(/(\*\*|__|`)/g, '')
    .replace(/(^|[\s(])[*_]([^*_\s][^*_\n]*?)[*_](?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/[ \t\n\r\f\v\u2028\u2029]+/g, ' ')
    .trim();
}
