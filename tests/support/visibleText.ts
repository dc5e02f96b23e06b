// What a reader of a built page sees as text: its text nodes (outside script, style and
// template, and outside code and pre, which show text as written), its <title>, meta description, and the alt, title, aria-label and placeholder
// attributes a browser shows. Character references are decoded.
import { Parser } from 'htmlparser2';

const HIDDEN_CONTENT = new Set(['script', 'style', 'template', 'code', 'pre']);
const SHOWN_ATTRIBUTES = ['alt', 'title', 'aria-label', 'placeholder'];

export function visibleText(html: string): string[] {
  const out: string[] = [];
  let hidden = 0;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (HIDDEN_CONTENT.has(name)) hidden++;
      for (const a of SHOWN_ATTRIBUTES) if (attributes[a]) out.push(attributes[a]);
      if (name === 'meta' && (attributes.name === 'description' || attributes.property === 'og:description' || attributes.property === 'og:title')) out.push(attributes.content ?? '');
    },
    ontext(text) {
      if (hidden === 0 && text.trim() !== '') out.push(text);
    },
    onclosetag(name) {
      if (HIDDEN_CONTENT.has(name)) hidden--;
    },
  }, { decodeEntities: true, recognizeSelfClosing: true });
  parser.write(html);
  parser.end();
  return out;
}
