// Character references in log text (`&mdash;`, `&amp;`, `&#39;`), decoded as CommonMark
// decodes them in Markdown: one pass, the semicolon required, a name only if HTML5 knows it
// (`entities`, the table markdown-it and htmlparser2 use). The page's renderer (render/
// renderMarkdown.ts) and the plain-text form (plainText.ts) share it, so both show one text.
import { decodeHTMLStrict } from 'entities';

/** A reference as CommonMark reads one: `&#x…;`, `&#…;` or `&name;`. */
export const REFERENCE_SOURCE = '&(?:#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[A-Za-z][A-Za-z0-9]{1,31});';
const REFERENCE = new RegExp(REFERENCE_SOURCE, 'g');
/** Decoded, these would act rather than show (controls, bidi and other format characters, surrogates, unassigned): kept as written. */
const ACTIVE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]/u;

/** The character `reference` (one whole match of REFERENCE) stands for, or undefined where it is kept as written. */
export function decodedReference(reference: string): string | undefined {
  let decoded: string;
  if (reference[1] === '#') {
    const code = reference[2] === 'x' || reference[2] === 'X' ? Number.parseInt(reference.slice(3, -1), 16) : Number.parseInt(reference.slice(2, -1), 10);
    if (!(code > 0 && code <= 0x10ffff)) return undefined;
    decoded = String.fromCodePoint(code);
  } else {
    decoded = decodeHTMLStrict(reference);
    if (decoded === reference) return undefined;
  }
  // A tab or a line break is white space where it lands; anything else that acts stays a reference.
  return /^[\t\n]$/.test(decoded) || !ACTIVE.test(decoded) ? decoded : undefined;
}

/** `text` with every reference that shows a character decoded, once. Linear: a reference is at most 40 characters. */
export function decodeReferences(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(REFERENCE, (reference) => decodedReference(reference) ?? reference);
}

/** The reference at the start of `text`, if any (for the Markdown renderer's inline rule). */
export function referenceAt(text: string): string | undefined {
  return REFERENCE_AT.exec(text.slice(0, 42))?.[0];
}
const REFERENCE_AT = new RegExp(`^${REFERENCE.source}`);

/**
 * `text` with the backslash taken from each `\&` that starts a reference (`\&lt;`): what a
 * reader that takes text as it is (xAIF's HTML, AIF's JSON) is given for log text, where the
 * escape only kept Markdown from decoding it a second time (formats/xaif/sourceText.ts).
 */
export function withoutReferenceEscapes(text: string): string {
  return text.includes('\\&') ? text.replace(ESCAPED_REFERENCE, '&') : text;
}
const ESCAPED_REFERENCE = new RegExp(String.raw`\\&(?=${REFERENCE_SOURCE.slice(1)})`, 'g');
