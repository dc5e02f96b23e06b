// Every piece of debate text is untrusted (it comes from AI agents). These are the only
// ways text leaves the pipeline as markup; each is covered by the injection fixtures.

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text → HTML text or attribute value (quoted), its bidi controls closed. */
export const escapeHtml = (text: string): string => closedBidi(text).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;

/**
 * `text` with every bidi embedding, override or isolate it opens and does not close closed at
 * its end (U+202C, U+2069), so a name's right-to-left override cannot reverse the text after
 * it in the same line, cell or label (probe 44 J02). Balanced text is returned as it is.
 */
export function closedBidi(text: string): string {
  if (!BIDI_CONTROL.test(text)) return text;
  const open: string[] = [];
  let isolates = 0;
  for (const c of text) {
    if (c >= '\u202A' && c <= '\u202E' && c !== '\u202C') open.push('\u202C');
    else if (c >= '\u2066' && c <= '\u2068') {
      open.push('\u2069');
      isolates++;
    } else if (c === '\u202C' && open.at(-1) === '\u202C') open.pop();
    else if (c === '\u2069' && isolates > 0) {
      // A PDI closes its isolate and every embedding opened inside it (each popped once: linear).
      while (open.pop() !== '\u2069');
      isolates--;
    }
  }
  return open.length === 0 ? text : text + open.reverse().join('');
}

/** A bidi control, or an HTML character reference to one that Markdown would turn into it. */
const BIDI_OR_REFERENCE = /[\u202A-\u202E\u2066-\u2069]|&#(?:x0*(?:202[a-e]|206[6-9])|0*(?:823[4-8]|829[4-7]));/iu;

/**
 * Whether any string in `value` (a record's graph, its document: decoded text, after its
 * corrections) holds a bidi control or a reference to one. One pass, no recursion; stops at
 * the first.
 */
export function holdsBidiControl(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (BIDI_OR_REFERENCE.test(item)) return true;
    } else if (Array.isArray(item)) {
      for (const part of item) stack.push(part);
    } else if (item !== null && typeof item === 'object') {
      for (const part of Object.values(item)) stack.push(part);
    }
  }
  return false;
}

/** What closedBidi appends to `text`: the closers of what it leaves open, or ''. */
export const bidiClosers = (text: string): string => closedBidi(text).slice(text.length);

/**
 * JSON to embed in `<script type="application/json">`: `<`, `>` and `&` become \u escapes,
 * so no `</script>` or `<!--` can end the element; U+2028/9 for old parsers.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * Text inside a Markdown document (concepts.md, README.md): one line, HTML-escaped so a
 * viewer that renders inline HTML (Obsidian, GitHub) shows it as text.
 */
export const markdownInline = (text: string): string => markdownInlinePart(text).trim();

/** markdownInline for a piece of a longer line: white space collapsed but not trimmed. */
export const markdownInlinePart = (text: string): string =>
  closedBidi(text).replace(/\s+/g, ' ').replace(/[&<>]/g, (c) => HTML_ESCAPES[c]!);

/**
 * A name usable inside `[[...]]`: Obsidian forbids [ ] | # ^ in link targets. Plain
 * text; whoever writes it out escapes it for its medium.
 */
export const wikilinkTarget = (name: string): string =>
  name.replace(/\s+/g, ' ').replace(/[[\]|#^]/g, ' ').replace(/ {2,}/g, ' ').trim();

/** A node's label away from its own card (a link, a row, a list): its card shows it whole. */
export const REFERENCE_LABEL_MAX = 80;

const SPACES = /\s+/y;
const WORD = /\S+/y;

/**
 * The first `max` UTF-16 units of `text.replace(/\s+/g, ' ').trim()`, reading only as much
 * of `text` as they need: a quote, title or label cut from a line of any length costs
 * time linear in what is skipped and memory of `max`, never a copy of the whole line.
 */
export function collapsedPrefix(text: string, max: number): string {
  let out = '';
  SPACES.lastIndex = 0;
  let at = SPACES.test(text) ? SPACES.lastIndex : 0;
  while (at < text.length && out.length < max) {
    WORD.lastIndex = at;
    WORD.test(text);
    out += text.slice(at, Math.min(WORD.lastIndex, at + max - out.length));
    SPACES.lastIndex = WORD.lastIndex;
    at = SPACES.test(text) ? SPACES.lastIndex : WORD.lastIndex;
    if (at < text.length && out.length < max && at > WORD.lastIndex) out += ' ';
  }
  return out;
}

/** Room for `max` code points and one more in UTF-16 units (a code point takes at most 2). */
const unitsFor = (codePoints: number): number => 2 * codePoints + 2;

/** At most `max` code points: the first `max - 1` and "…" when longer (never half a surrogate pair). */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  const chars = Array.from(text.slice(0, unitsFor(max)));
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/** Shortens text for labels: at most `max` code points, cut at a word where possible. */
export function truncateLabel(text: string, max: number): string {
  const collapsed = collapsedPrefix(text, unitsFor(max));
  // No more UTF-16 units than `max`, so no more code points: nothing to cut (the common case).
  if (collapsed.length <= max) return collapsed;
  const chars = Array.from(collapsed);
  if (chars.length <= max) return chars.join('');
  const cut = chars.slice(0, max - 1).join('');
  // Cut at the last space, or where the cut already ends a word.
  const space = chars[max - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  const kept = withoutTrailing(space > max * 0.6 ? cut.slice(0, space) : cut);
  return (kept === '' ? cut : kept) + '…';
}

/** What a cut leaves dangling at its end: spaces, a separator, an ellipsis of its own (`… · 13…`, `energy……`). */
const DANGLING = new Set([' ', '\t', '·', '•', '|', ',', ';', ':', '，', '、', '；', '：', '—', '–', '-', '…', '.']);
function withoutTrailing(text: string): string {
  let end = text.length;
  while (end > 0 && DANGLING.has(text[end - 1]!)) end--;
  return text.slice(0, end);
}

const XML_ESCAPES: Record<string, string> = { ...HTML_ESCAPES, "'": '&apos;' };

/** Any character escapeXml changes: text without one is returned as it is (most labels). */
const XML_NEEDS_ESCAPING = /[&<>"'\t\r\n\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;

/**
 * Text → XML character data or a quoted attribute value (GraphML, GEXF). Characters
 * XML 1.0 forbids even escaped (C0 controls but tab and line breaks, lone surrogates,
 * U+FFFE/U+FFFF) become U+FFFD; tabs and line breaks are kept as references so a
 * parser does not fold them into spaces in an attribute.
 */
export const escapeXml = (text: string): string =>
  !XML_NEEDS_ESCAPING.test(text) ? text : text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
    .replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!)
    .replace(/\r/g, '&#13;')
    .replace(/\n/g, '&#10;')
    .replace(/\t/g, '&#9;');
