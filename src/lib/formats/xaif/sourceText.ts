// xAIF's `text`: the analysed text as HTML, each locution's words marked with
// `<span id="node<L-node id>">` (OVA) or `<span id="<L-node id>">` (older pipelines).
// Read in one pass with indexOf (no regex over the text): each marked span's words,
// tags dropped and the five entities HTML writers use decoded, white space collapsed.

import { collapsedPrefix } from '../../core/escape.ts';

/** At most this many characters of a passage are kept as a quote. */
export const MAX_QUOTE = 600;

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", nbsp: ' ' };

/**
 * Plain words of an HTML fragment: tags dropped (a `<br>` a space), entities decoded;
 * with `max`, only the first `max` characters of them (a quote of a passage of any length
 * without collapsing all of it).
 */
export function plainText(html: string, max?: number): string {
  let out = '';
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i), amp = html.indexOf('&', i);
    const next = lt === -1 ? amp : amp === -1 ? lt : Math.min(lt, amp);
    if (next === -1) { out += html.slice(i); break; }
    out += html.slice(i, next);
    if (next === lt) {
      const close = html.indexOf('>', lt);
      if (close === -1) { out += html.slice(lt); break; }
      out += ' ';
      i = close + 1;
    } else {
      const semi = html.indexOf(';', amp);
      const name = semi === -1 || semi - amp > 8 ? undefined : html.slice(amp + 1, semi);
      const value = name === undefined ? undefined : ENTITIES[name];
      out += value ?? '&';
      i = value === undefined ? amp + 1 : semi + 1;
    }
  }
  return max === undefined ? out.replace(/\s+/g, ' ').trim() : collapsedPrefix(out, max);
}

/** A passage bounded for a quote: whole when short, else cut at MAX_QUOTE with an ellipsis. */
export const boundedQuote = (text: string): string => (text.length <= MAX_QUOTE ? text : `${text.slice(0, MAX_QUOTE - 1).trimEnd()}…`);

/** The id written in a tag's `id="…"` attribute, or undefined. */
function idAttribute(tag: string): string | undefined {
  const match = /\sid\s*=\s*(["'])/.exec(tag);
  if (match === null) return undefined;
  const start = match.index + match[0].length;
  const end = tag.indexOf(match[1]!, start);
  return end === -1 ? undefined : tag.slice(start, end);
}

/** Each marked span's passage by the L-node id it names (first mark of an id wins). */
export function spanPassages(text: string): Map<string, string> {
  const passages = new Map<string, string>();
  let i = 0;
  for (;;) {
    const open = text.indexOf('<span', i);
    if (open === -1) break;
    const tagEnd = text.indexOf('>', open);
    if (tagEnd === -1) break;
    const id = idAttribute(text.slice(open, tagEnd + 1));
    i = tagEnd + 1;
    if (id === undefined) continue;
    const close = text.indexOf('</span', tagEnd);
    if (close === -1) break;
    // Each character is read at most twice: the next search starts past this span.
    i = close;
    const nodeId = id.startsWith('node') ? id.slice(4) : id;
    // Kept only as a quote (boundedQuote): one character past MAX_QUOTE decides the cut.
    const passage = plainText(text.slice(tagEnd + 1, close), MAX_QUOTE + 1);
    if (nodeId !== '' && passage !== '' && !passages.has(nodeId)) passages.set(nodeId, passage);
  }
  return passages;
}
