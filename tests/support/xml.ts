// XML as a strict parser reads it. xmldom builds the DOM (namespaces included) and stops
// at any fatal error (a tag left open, "<" in an attribute, a repeated attribute, an
// undeclared prefix); it tolerates two things XML 1.0 forbids, so they are checked here
// too: characters outside the Char production, and an "&" that starts no reference.
// Its warnings (such as "replacement character detected") are heuristics, not errors.
import { DOMParser, type Document, type Element } from '@xmldom/xmldom';

const NOT_XML_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const BARE_AMPERSAND = /&(?!(?:amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);)/;

export function parseXmlStrict(text: string): Document {
  const problems: string[] = [];
  if (NOT_XML_CHAR.test(text)) problems.push(`a character XML 1.0 does not allow at offset ${text.search(NOT_XML_CHAR)}`);
  if (BARE_AMPERSAND.test(text)) problems.push(`an "&" that starts no reference at offset ${text.search(BARE_AMPERSAND)}`);
  let doc: Document | undefined;
  try {
    doc = new DOMParser({ onError: (level, message) => { if (level !== 'warning') problems.push(`${level}: ${message}`); } }).parseFromString(text, 'application/xml');
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (problems.length > 0 || doc === undefined) throw new Error(`not well-formed XML:\n${problems.join('\n')}`);
  return doc;
}

/** Descendant elements with a local name, in document order. */
export const elements = (parent: Document | Element, name: string): Element[] => Array.from(parent.getElementsByTagName(name));
