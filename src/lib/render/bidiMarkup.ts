// Log text on a page is closed against bidi controls it leaves open (probe 62 row 1): an
// override in a persona's name must not reverse the text after it in the same line. The
// components print log text through Astro's own escaping, so the page's markup is closed as
// a whole, once (src/middleware.ts): each text run and each shown attribute value outside
// <script> and <style>, where the log's text ends. One pass; pages without a control are
// returned as they are.
import { closedBidi } from '../core/escape.ts';

const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
/** Script and style elements whole, comments, tags, and the text between them. */
const PARTS = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->|<[^>]*>|[^<]+/giu;
/** Attribute values a reader is shown: a tooltip, a label, a page's description. */
const SHOWN_ATTRIBUTE = /(\s(?:title|alt|aria-label|aria-description|aria-roledescription|placeholder|content|label|value)=")([^"]*)(")/giu;

/** `markup` with every bidi embedding, override or isolate a text run or shown attribute opens closed where it ends. */
export function closeBidiInMarkup(markup: string): string {
  if (!BIDI_CONTROL.test(markup)) return markup;
  return markup.replace(PARTS, (part: string, element: string | undefined) => {
    if (element !== undefined || part.startsWith('<!--')) return part;
    if (part.startsWith('<')) return BIDI_CONTROL.test(part) ? part.replace(SHOWN_ATTRIBUTE, (_, open: string, value: string, close: string) => open + closedBidi(value) + close) : part;
    return closedBidi(part);
  });
}
