// Two personas (or two domains) of one debate whose names differ only in Unicode form
// (NFC/NFD), width (full-width letters), case, spacing or invisible characters (a
// zero-width space) look like one to a reader and
// would join into one node in the atlas, which then both supports and opposes a claim.
// Within one debate that is an error in the log, reported where the second name is
// written, never a silent merge.
import type { Diagnostic } from '../core/diagnostics.ts';
import { showsNothing } from '../core/invisibleCharacters.ts';
import { normaliseName } from '../core/names.ts';
import type { DebateGraph } from '../graph/types.ts';
import { LineIndex, type SourceText } from '../parse/source.ts';

const CHECKED_TYPES = ['persona', 'domain'] as const;

export function sameNameProblems(graph: DebateGraph, source: SourceText): Diagnostic[] {
  const problems: Diagnostic[] = invisibleNameProblems(graph, source);
  let lines: LineIndex | undefined;
  const written = new WrittenLabels(source.text);
  for (const type of CHECKED_TYPES) {
    const first = new Map<string, { id: string; label: string }>();
    for (const node of graph.nodes) {
      if (node.type !== type) continue;
      const key = normaliseName(node.label);
      if (key === '') continue; // no name at all: said above
      const earlier = first.get(key);
      if (earlier === undefined) {
        first.set(key, { id: node.id, label: node.label });
        continue;
      }
      // Where the second spelling is written, when the file has it verbatim.
      const offset = written.find(node.label, earlier.label);
      lines ??= new LineIndex(source.text);
      problems.push({
        severity: 'error', code: 'same-name', file: source.file, ...(offset === -1 ? {} : lines.position(offset)),
        message:
          `${type} ${JSON.stringify(node.label)} (${node.id}) and ${JSON.stringify(earlier.label)} (${earlier.id}) have the same name once normalised ` +
          `(Unicode form, width, case, spaces, invisible characters): readers cannot tell them apart and the atlas would join them; rename one, or make them one ${type}`,
      });
    }
  }
  return problems;
}

/** Of names or tags that show nothing, more than this many are counted in the last one listed (each is looked up in the text). */
const MAX_INVISIBLE_LISTED = 20;

/**
 * The topic, a node's name or text, or a tag, made of invisible characters and spaces only
 * (`\u200b\u200d`, a lone U+202E): a reader sees nothing (a tag page titled "Tag: ", a link
 * with no text), so it is refused as an empty one is, where it is written when the file has
 * it verbatim.
 */
function invisibleNameProblems(graph: DebateGraph, source: SourceText): Diagnostic[] {
  const blank: Array<{ what: string; text: string; path: string }> = [];
  if (showsNothing(graph.topic)) blank.push({ what: 'the topic', text: graph.topic, path: 'topic' });
  for (const node of graph.nodes) {
    const named = node.type === 'persona' || node.type === 'domain';
    // Empty, label and text: a format whose schema allows it elsewhere (AIF's text on L, TA and YA nodes) gave a node none.
    if ((node.label === '' && (node.text ?? '') === '') || showsNothing(node.label)) blank.push({ what: `the ${node.type} ${node.id}'s ${named ? 'name' : 'text'}`, text: node.label, path: `${node.type} ${JSON.stringify(node.id)}` });
  }
  for (const tag of new Set(graph.meta.tags)) if (showsNothing(tag)) blank.push({ what: 'a tag', text: tag, path: 'tags' });
  let lines: LineIndex | undefined;
  return blank.slice(0, MAX_INVISIBLE_LISTED).map(({ what, text, path }, i) => {
    const offset = text === '' ? -1 : source.text.indexOf(text);
    lines ??= new LineIndex(source.text);
    const more = i === MAX_INVISIBLE_LISTED - 1 && blank.length > MAX_INVISIBLE_LISTED ? ` (and ${blank.length - MAX_INVISIBLE_LISTED} more such names and tags)` : '';
    return {
      severity: 'error', code: 'empty-name', file: source.file, ...(offset === -1 ? {} : lines.position(offset)), path,
      message: `${what} is ${text === '' ? 'empty' : `only invisible characters or spaces (${JSON.stringify(Array.from(text.slice(0, 82)).slice(0, 40).join(''))})`}: a reader sees nothing; write it out${more}`,
    };
  });
}

/**
 * Where labels are written in a text. Each spelling is looked up once, from where the last
 * one was found (a log writes its nodes in the order the graph holds them), then from the
 * start; the characters read over all look-ups are bounded by a few times the text's
 * length: past that budget a problem is still reported, without its line, so a file built
 * to make every look-up read to its end costs linear time.
 */
class WrittenLabels {
  readonly #text: string;
  readonly #found = new Map<string, number>();
  #budget: number;
  #cursor = 0;
  constructor(text: string) {
    this.#text = text;
    this.#budget = 4 * text.length + 4096;
  }

  /** The offset of `label` written in the text, skipping places that are the other (longer) spelling; -1 when not found. */
  find(label: string, other: string): number {
    const key = `${label}\0${other}`;
    let offset = this.#found.get(key);
    if (offset === undefined) {
      offset = -1;
      const json = JSON.stringify(label).slice(1, -1);
      // As written raw, JSON-escaped, or with every non-ASCII character a \u escape (Python's json.dumps).
      for (const written of new Set([label, json, json.replace(/[^\u0000-\u007f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)])) {
        for (const from of this.#cursor === 0 ? [0] : [this.#cursor, 0]) {
          if (offset === -1) offset = this.#search(written, other, from);
        }
      }
      this.#found.set(key, offset);
      if (offset !== -1) this.#cursor = offset;
    }
    return offset;
  }

  #search(written: string, other: string, from: number): number {
    const text = this.#text;
    if (this.#budget <= 0) return -1;
    // Only a longer spelling can be written where this one is found and be that one instead.
    const skip = other.length > written.length && other.startsWith(written);
    for (let at = text.indexOf(written, from); at !== -1; at = text.indexOf(written, at + 1)) {
      if (!skip || !text.startsWith(other, at)) {
        this.#budget -= at - from;
        return at;
      }
      this.#budget -= other.length;
      if (this.#budget <= 0) return -1;
    }
    this.#budget -= text.length - from;
    return -1;
  }
}
