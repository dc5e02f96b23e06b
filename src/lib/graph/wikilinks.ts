// [[wikilinks]] inside debate text, split into segments a renderer can escape and link.

export type TextSegment =
  | { kind: 'text'; text: string }
  | { kind: 'link'; target: string; label: string }
  | { kind: 'unresolved'; label: string };

/** `[[target]]` or `[[target|label]]`; no nesting, bounded length, no backtracking. */
const WIKILINK = /\[\[([^[\]\n|]{1,200})(?:\|([^[\]\n]{1,200}))?\]\]/g;

export function wikilinkTargets(text: string): string[] {
  return [...text.matchAll(WIKILINK)].map((m) => m[1]!.trim()).filter((target) => target !== '');
}

export function splitWikilinks(text: string, resolve: (name: string) => string | undefined): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(WIKILINK)) {
    const name = match[1]!.trim();
    // `[[ ]]` names nothing: kept as written, never removed from the text (probe 2026-12-08 row 19).
    if (name === '') continue;
    if (match.index > last) segments.push({ kind: 'text', text: text.slice(last, match.index) });
    const label = (match[2] ?? match[1]!).trim();
    const target = resolve(name);
    segments.push(target === undefined ? { kind: 'unresolved', label } : { kind: 'link', target, label });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}
