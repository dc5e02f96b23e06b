// MDX notes (content/notes/**/*.mdx) embed the archive with three components:
//   <Claim ref="slug:c1"/>   <DebateGraph slug="…" focus="c3" depth={1}/>   <Persona name="…"/>
// This module finds every such tag in a note's source, with its line, and checks each
// reference against the archive, so a note that names a missing debate, node or persona
// fails the build naming file and line, like a broken log. Pure: text in, data out.
import type { Diagnostic } from '../core/diagnostics.ts';
import { normaliseName } from '../core/names.ts';
import { parseCrossReference, parseDebateSlug, type DebateSlug, type NodeId } from '../core/ids.ts';
import { LineIndex } from '../parse/source.ts';

export const NOTE_COMPONENTS = ['Claim', 'DebateGraph', 'Persona'] as const;
export type NoteComponent = (typeof NOTE_COMPONENTS)[number];

export interface NoteTag {
  component: NoteComponent;
  /** Attribute values: strings as written, `{1}` as the text between the braces. */
  attributes: Record<string, string>;
  line: number;
  column: number;
}

/** What a note may point at, resolved. */
export type NoteReference =
  | { kind: 'claim'; debate: DebateSlug; node: NodeId; line: number }
  | { kind: 'graph'; debate: DebateSlug; focus?: NodeId; depth: number; line: number }
  | { kind: 'persona'; name: string; line: number };

/** What the archive holds, as the check needs it. */
export interface NoteArchive {
  hasDebate: (slug: DebateSlug) => boolean;
  hasNode: (slug: DebateSlug, id: NodeId) => boolean;
  /** A persona of the atlas by name (normalised as the merge normalises). */
  hasPersona: (normalisedName: string) => boolean;
}

export const MAX_GRAPH_DEPTH = 3;

/** What a note may point at in these debates: the site's check and `validate` read the archive alike. */
/**
 * `failed`: debates whose files failed their checks (archive/loadArchive.ts `failed`). A
 * reference into one, or to a persona that one may hold, depends on an invalid part: it is
 * not checked, so the note's other problems are listed without a false one.
 */
export function noteArchiveOf(debates: ReadonlyArray<{ slug: DebateSlug; graph: { nodes: ReadonlyArray<{ id: string; type: string; label: string }> } }>, failed: readonly DebateSlug[] = []): NoteArchive {
  const nodes = new Map(debates.map((d) => [d.slug as string, new Set<string>(d.graph.nodes.map((n) => n.id))]));
  const personas = new Set<string>();
  for (const d of debates) for (const n of d.graph.nodes) if (n.type === 'persona') personas.add(normaliseName(n.label));
  const unchecked = new Set<string>(failed);
  return {
    hasDebate: (slug) => nodes.has(slug) || unchecked.has(slug),
    hasNode: (slug, id) => nodes.get(slug)?.has(id) ?? unchecked.has(slug),
    hasPersona: (name) => personas.has(name) || unchecked.size > 0,
  };
}

const TAG_START = new RegExp(`<(${NOTE_COMPONENTS.join('|')})\\b`, 'g');
// Attribute names start at the first letter of a run of name characters (the lookbehind
// keeps a long run from being tried at each of its characters); a braced value is taken
// whole and unquoted after, so no two quantifiers compete for the same spaces.
const ATTRIBUTE = /(?<![\w-])[0-9-]*([A-Za-z_][\w-]*)\s*=\s*(?:"([^"]*)"|'([^']*)'|\{([^{}]*)\})/g;

/** Every component tag outside fenced code blocks and inline code, in source order. */
export function scanNoteTags(text: string): NoteTag[] {
  const lines = new LineIndex(text);
  const masked = maskCode(text);
  const tags: NoteTag[] = [];
  let ends: TagEnds | undefined; // made at the first tag: a note without one allocates nothing
  TAG_START.lastIndex = 0;
  for (let start = TAG_START.exec(masked); start !== null; start = TAG_START.exec(masked)) {
    const bodyStart = start.index + start[0].length;
    ends ??= new TagEnds(masked);
    const bodyEnd = ends.from(bodyStart);
    if (bodyEnd < 0) { TAG_START.lastIndex = start.index + 1; continue; }
    const attributes: Record<string, string> = {};
    for (const a of masked.slice(bodyStart, bodyEnd).matchAll(ATTRIBUTE)) attributes[a[1]!] = (a[2] ?? a[3] ?? unbrace(a[4] ?? '')).trim();
    tags.push({ component: start[1] as NoteComponent, attributes, ...lines.position(start.index) });
    TAG_START.lastIndex = bodyEnd + (masked[bodyEnd] === '/' ? 2 : 1);
  }
  return tags;
}

/** `{ "x" }` and `{'x'}` are the string x; anything else between braces is kept as written. */
function unbrace(inner: string): string {
  const value = inner.trim();
  const quote = value[0];
  if ((quote === '"' || quote === "'") && value.length >= 2 && value.endsWith(quote) && !value.slice(1, -1).includes(quote)) return value.slice(1, -1);
  return value;
}

/**
 * Where a tag's attributes end (the offset of its `/>` or `>`), or -1 when it never ends:
 * quoted strings and `{…}` are skipped whole, a stray `}` or an unclosed one ends the
 * attempt. Each position's answer is kept, so tags that start inside one another's
 * attributes (`<Claim <Claim <Claim …` with no `>`) walk the text once between them.
 */
class TagEnds {
  readonly #text: string;
  /** 0: not known yet; otherwise the answer plus 2 (so -1 is 1). */
  readonly #known: Int32Array;
  constructor(text: string) {
    this.#text = text;
    this.#known = new Int32Array(text.length + 1);
  }

  from(start: number): number {
    let end = -1;
    for (let at = start; at !== -1; at = this.#next(at)) {
      if (this.#known[at] !== 0) { end = this.#known[at]! - 2; break; }
      if (this.#ends(at)) { end = at; break; }
    }
    // The same walk again, keeping the answer at each step (no list of the steps is held).
    for (let at = start; at !== -1 && this.#known[at] === 0; at = this.#next(at)) this.#known[at] = end + 2;
    return end;
  }

  #ends(at: number): boolean {
    const c = this.#text[at];
    return c === '>' || (c === '/' && this.#text[at + 1] === '>');
  }

  /** Where the walk goes on from `at` (past a quoted string or `{…}` whole), or -1 when it cannot. */
  #next(at: number): number {
    const text = this.#text;
    const c = text[at];
    if (at >= text.length || c === '}' || this.#ends(at)) return -1;
    const close = c === '"' || c === "'" ? text.indexOf(c, at + 1) : c === '{' ? closingBrace(text, at) : at;
    return close < 0 ? -1 : close + 1;
  }
}

/** The offset of the `}` closing the `{` at `open` with no `{` between, or -1. */
function closingBrace(text: string, open: number): number {
  for (let at = open + 1; at < text.length; at++) {
    if (text[at] === '}') return at;
    if (text[at] === '{') return -1;
  }
  return -1;
}

/** Code (``` fences, `inline`) blanked out with spaces, so offsets and lines stay put. */
function maskCode(text: string): string {
  const blank = (s: string) => s.replace(/[^\n]/g, ' ');
  return text
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?(?:^\1[^\n]*$|(?![\s\S]))/gm, blank)
    .replace(/`[^`\n]+`/g, blank);
}

/**
 * Each tag checked against the archive. Returns the references that resolve and one
 * error per problem, located at the tag.
 */
export function checkNoteTags(file: string, tags: readonly NoteTag[], archive: NoteArchive): { references: NoteReference[]; diagnostics: Diagnostic[] } {
  const references: NoteReference[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const tag of tags) {
    const fail = (message: string) =>
      diagnostics.push({ severity: 'error', code: 'note-reference', file, line: tag.line, column: tag.column, path: `<${tag.component}>`, message });
    const { attributes: a } = tag;
    switch (tag.component) {
      case 'Claim': {
        if (a['ref'] === undefined) { fail('needs ref="<debate slug>:<node id>"'); break; }
        const ref = parseCrossReference(a['ref']);
        if (ref === null) { fail(`ref ${JSON.stringify(a['ref'])} is not "<debate slug>:<node id>"`); break; }
        if (!archive.hasDebate(ref.slug)) { fail(`ref ${JSON.stringify(a['ref'])}: no debate ${JSON.stringify(ref.slug)}`); break; }
        if (!archive.hasNode(ref.slug, ref.id)) { fail(`ref ${JSON.stringify(a['ref'])}: debate ${JSON.stringify(ref.slug)} has no node ${JSON.stringify(ref.id)}`); break; }
        references.push({ kind: 'claim', debate: ref.slug, node: ref.id, line: tag.line });
        break;
      }
      case 'DebateGraph': {
        if (a['slug'] === undefined) { fail('needs slug="<debate slug>"'); break; }
        const slug = parseDebateSlug(a['slug']);
        if (slug === null || !archive.hasDebate(slug)) { fail(`slug ${JSON.stringify(a['slug'])}: no such debate`); break; }
        const focus = a['focus'] as NodeId | undefined;
        if (focus !== undefined && !archive.hasNode(slug, focus)) { fail(`focus ${JSON.stringify(focus)}: debate ${JSON.stringify(slug)} has no such node`); break; }
        const depth = a['depth'] === undefined ? 1 : Number(a['depth']);
        if (!Number.isInteger(depth) || depth < 0 || depth > MAX_GRAPH_DEPTH) { fail(`depth ${JSON.stringify(a['depth'])} must be a whole number from 0 to ${MAX_GRAPH_DEPTH}`); break; }
        references.push({ kind: 'graph', debate: slug, ...(focus !== undefined ? { focus } : {}), depth, line: tag.line });
        break;
      }
      case 'Persona': {
        const name = a['name'];
        if (name === undefined || name === '') { fail('needs name="<persona name>"'); break; }
        if (!archive.hasPersona(normaliseName(name))) { fail(`name ${JSON.stringify(name)}: no persona of that name in the archive`); break; }
        references.push({ kind: 'persona', name, line: tag.line });
        break;
      }
    }
  }
  return { references, diagnostics };
}
