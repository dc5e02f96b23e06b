// Fields a log's author wrote beyond the format's (GraphNode.attributes, a debate's kept
// keys, a round summary's extra fields), as rows a page shows under what they belong to:
// never dropped, never interpreted. Text only; the page escapes it.
import type { JsonValue } from '../graph/types.ts';

export interface KeptField {
  key: string;
  /** A string as written; any other value as compact JSON. */
  value: string;
  /** True when `value` is JSON (a number, a list, an object), shown as code. */
  json: boolean;
}

/** Longer values are cut (the downloads keep them whole). */
const MAX_CHARS = 2000;

export function keptFields(attributes: { readonly [key: string]: JsonValue } | undefined): KeptField[] {
  if (attributes === undefined) return [];
  return Object.entries(attributes).map(([key, value]) => {
    const json = typeof value !== 'string';
    const text = json ? JSON.stringify(value) : value;
    return { key, value: text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS)}…` : text, json };
  });
}
