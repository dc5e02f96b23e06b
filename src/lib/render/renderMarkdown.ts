// Markdown written by AI agents (transcript turns, minutes rounds) → HTML that is safe
// to hand to `set:html`. Raw HTML is never passed through (html: false); links keep only
// http(s), mailto, relative and `#` URLs; images become links, so nothing loads from
// elsewhere; [[wikilinks]] resolve through the caller. Deterministic: one shared parser,
// no state kept between calls.
import markdownIt, { type Env, type StateInline, type Token } from 'markdown-it';
import { splitWikilinks } from '../graph/wikilinks.ts';
import { footnoteDefinitionRule } from './footnoteBlock.ts';
import { bidiClosers, escapeHtml } from '../core/escape.ts';
import { minOf } from '../core/arrays.ts';
import { FOOTNOTE_LABEL, FOOTNOTE_REFERENCE, LINE_BREAK_TAG, NAMED_FOOTNOTE_REFERENCE, attachedFootnote, isFootnoteLabel, linkDefinitions, namedFootnotes, withoutDefinitions, withoutLineMarkers } from '../core/plainText.ts';
import { leftoverEmphasis } from './leftoverEmphasis.ts';
import { decodedReference, decodeReferences, referenceAt } from '../core/references.ts';
import { MAX_URL_LENGTH } from '../core/limits.ts';

export interface RenderMarkdownOptions {
  /** Name inside `[[…]]` → an href, or undefined when the archive has nothing by that name. */
  resolveWikilink?: (name: string) => string | undefined;
  /**
   * true: inline Markdown only, no block elements (no `<p>`). 'auto': a single paragraph is
   * rendered without its `<p>`, anything else (lists, several paragraphs) as blocks.
   */
  inline?: boolean | 'auto';
  /**
   * Headings of the text are shifted so that its shallowest heading gets this level (1–6),
   * keeping the page's outline in order. Default: left as written.
   */
  minHeadingLevel?: number;
  /**
   * A bold run that is a name and nothing else, opening its paragraph or list item (a
   * speaker's label, `**Kim**:`) → the name's page, or undefined when it names no one.
   */
  resolveName?: (name: string) => string | undefined;
}

/** The rel of every link that leaves the archive. */
export const EXTERNAL_REL = 'nofollow noopener noreferrer';

const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto']);

/**
 * Whether a link target may be emitted: 'external' (http, https, mailto, `//host`),
 * 'internal' (relative path, `?query`, `#fragment`) or null (anything else). The check
 * runs on a probe with percent-escapes and character references undone and every
 * whitespace or control character removed, as the most lenient URL parser would see it,
 * so `jav&#x09;ascript:`, `%6Aavascript:` and ` java\nscript:` are all refused.
 */
export function classifyUrl(url: string): 'external' | 'internal' | null {
  if (url.length > MAX_URL_LENGTH) return null;
  const probes = new Set<string>([url]);
  let decoded = url;
  for (let i = 0; i < 3; i++) {
    decoded = decodeCharacterReferences(percentDecode(decoded));
    probes.add(decoded);
  }
  let kind: 'external' | 'internal' = 'internal';
  for (const raw of probes) {
    const probe = raw.replace(/[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/g, '').toLowerCase();
    const scheme = /^([a-z][a-z0-9+.-]*):/.exec(probe);
    if (scheme) {
      if (!ALLOWED_SCHEMES.has(scheme[1]!)) return null;
      kind = 'external';
      continue;
    }
    // No scheme: a relative URL, unless its first segment has a colon a parser could
    // still read as one ("java%00script:"); "./a:b" is how such a path is written safely.
    const firstSegment = probe.split(/[/?#]/, 1)[0] ?? '';
    if (firstSegment.includes(':')) return null;
    if (/^[/\\]{2}/.test(probe)) kind = 'external'; // `//host/…`: another site
  }
  return kind;
}

function percentDecode(text: string): string {
  if (!text.includes('%')) return text;
  return text.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      // Not UTF-8: decode byte by byte so a lone %6A still reads as "j".
      return run.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    }
  });
}

function decodeCharacterReferences(text: string): string {
  if (!text.includes('&')) return text;
  // References a strict decoder refuses (&#0;, surrogates, out of range) are dropped from
  // the probe, as a lenient one might drop them too.
  return md.utils.unescapeAll(text).replace(/&#(?:x0*([0-9a-f]{1,8})|0*(\d{1,8}));?/gi, (_, hex?: string, dec?: string) => {
    const code = hex !== undefined ? Number.parseInt(hex, 16) : Number(dec);
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
  });
}

// ---------------------------------------------------------------------------------

interface RenderEnv extends Env {
  resolveWikilink?: (name: string) => string | undefined;
  resolveName?: (name: string) => string | undefined;
  /** The named footnotes the text defines (plainText.ts), and the numbered ones it refers to. */
  footnotes?: ReadonlySet<string>;
  referred?: ReadonlySet<string>;
}

const md = markdownIt('default', { html: false, linkify: false, typographer: false, breaks: false });
md.validateLink = (url: string) => classifyUrl(url) !== null;
// Character references (`&mdash;`, `&amp;`) are decoded as plainText decodes them (core/
// references.ts), so a page and its SVG labels show one text; one that would act (a control,
// a bidi override) stays as written (docs/decisions/inline-markdown-in-log-text.md).
md.inline.ruler.disable('entity');
md.inline.ruler.before('entity', 'reference', (state: StateInline, silent: boolean): boolean => {
  if (state.src.charCodeAt(state.pos) !== 0x26) return false;
  const reference = referenceAt(state.src.slice(state.pos, state.posMax));
  const decoded = reference === undefined ? undefined : decodedReference(reference);
  if (reference === undefined || decoded === undefined) return false;
  // `text_special`, as markdown-it's own entity rule: joined into the text after the rules below,
  // so a decoded `&lt;br&gt;` is never read as a tag (review 05j F1).
  if (!silent) state.push('text_special', '', 0).content = decoded;
  state.pos += reference.length;
  return true;
});
// A footnote reference (`claim[^1]`; its definition is text of its own) is a superscript: a
// number, or a name the text defines (`[^note]` with `[^note]: …` opening a line, as GFM
// reads it), so a regex's `[^0-9]` or a link `[^x](…)` is not one (review 05j F4).
const FOOTNOTE_DEFINITION = new RegExp(String.raw`^\[\^(${FOOTNOTE_LABEL})\]:`, 'u');
const NUMBERED_REFERENCES = new RegExp(FOOTNOTE_REFERENCE.source.slice(1), 'g');
// It interrupts no paragraph (in a tight list item, `Claim[^1]\n  [^1]: Source.` stays one paragraph, as before: review 05n F1).
md.block.ruler.before('reference', 'footnote_definition', footnoteDefinitionRule(FOOTNOTE_DEFINITION), { alt: [] });
md.inline.ruler.before('link', 'footnote_ref', (state: StateInline, silent: boolean): boolean => {
  if (state.src.charCodeAt(state.pos) !== 0x5b || state.src.charCodeAt(state.pos + 1) !== 0x5e) return false;
  const window = state.src.slice(state.pos, Math.min(state.posMax, state.pos + 40));
  // A definition opening a line (`[^1]: See …`) shows its label the same way, then its words.
  const atLineStart = state.pos === 0 || state.src.charCodeAt(state.pos - 1) === 0x0a;
  const footnotes = (state.env as RenderEnv).footnotes;
  const defined = (found: RegExpExecArray | null) => (found !== null && isFootnoteLabel(found[1]!, footnotes) ? found : null);
  const named = (found: RegExpExecArray | null) => (found !== null && (isFootnoteLabel(found[1]!, footnotes) || attachedFootnote(found[1]!, state.src[state.pos - 1])) ? found : null);
  // A numbered definition run into a line after a space, where the text refers to it ("…[^1] [^1]: Source"), as plainText reads it.
  const runIn = (found: RegExpExecArray | null) => (found !== null && /[ \t]/.test(state.src[state.pos - 1] ?? '') && (state.env as RenderEnv).referred?.has(found[1]!) ? found : null);
  const m = FOOTNOTE_REFERENCE.exec(window) ?? named(NAMED_FOOTNOTE_REFERENCE.exec(window)) ?? (atLineStart ? defined(FOOTNOTE_DEFINITION.exec(window)) : runIn(FOOTNOTE_DEFINITION.exec(window)));
  if (m === null) return false;
  if (!silent) {
    state.push('sup_open', 'sup', 1);
    state.push('text', '', 0).content = m[1]!;
    state.push('sup_close', 'sup', -1);
  }
  state.pos += m[0].length;
  return true;
});

/** `[[target]]`, `[[target|label]]`: matched by src/lib/graph/wikilinks.ts, tokenised here. */
function wikilinkRule(state: StateInline, silent: boolean): boolean {
  const { src, pos } = state;
  if (src.charCodeAt(pos) !== 0x5b || src.charCodeAt(pos + 1) !== 0x5b) return false;
  // The longest wikilink the shared pattern accepts: [[ + 200 + | + 200 + ]].
  const window = src.slice(pos, Math.min(state.posMax, pos + 406));
  const close = window.indexOf(']]', 2);
  if (close === -1) return false;
  const raw = window.slice(0, close + 2);
  const env = state.env as RenderEnv;
  let name = '';
  const segments = splitWikilinks(raw, (target) => {
    name = target;
    return silent || state.linkLevel > 0 ? undefined : env.resolveWikilink?.(target);
  });
  const segment = segments[0];
  if (segments.length !== 1 || segment === undefined || segment.kind === 'text') return false;
  if (!silent) {
    const href = segment.kind === 'link' && classifyUrl(segment.target) !== null ? segment.target : undefined;
    if (href === undefined) {
      const token = state.push('wikilink_unresolved', 'span', 0);
      token.content = decodeReferences(segment.label);
      token.meta = { name };
    } else {
      const open = state.push('link_open', 'a', 1);
      open.attrs = [['href', href], ['class', 'wikilink']];
      open.meta = { wikilink: name };
      // Its words as the reference rule leaves decoded ones: read by no rule as markup (review 05k F1).
      const text = state.push('text_special', '', 0);
      text.content = decodeReferences(segment.label);
      state.push('link_close', 'a', -1);
    }
  }
  state.pos = pos + raw.length;
  return true;
}
md.inline.ruler.before('link', 'wikilink', wikilinkRule);

// `<br>` is how a Markdown table cell breaks a line (GFM has no other way), and agents write it
// into log text as one ("line one<br>line two"): a line break, the one tag read; one with a
// space on each side is the tag named ("Replace <br> with margins"), text outside a cell, as
// every other tag is (core/plainText.ts reads it the same way).
const BREAK_TAG = /<br\s*\/?>/i;
md.core.ruler.after('inline', 'line_breaks', (state) => {
  let inCell = false;
  for (const block of state.tokens) {
    if (block.type === 'td_open' || block.type === 'th_open') inCell = true;
    if (block.type === 'td_close' || block.type === 'th_close') inCell = false;
    if (block.type !== 'inline' || block.children === null) continue;
    const breaks = inCell ? BREAK_TAG : LINE_BREAK_TAG;
    block.children = block.children.flatMap((token) => (token.type === 'text' && BREAK_TAG.test(token.content) ? brokenText(token, state.Token, breaks) : [token]));
  }
});

/** A text token split at each `<br>` that `breaks` matches into text and line breaks. */
function brokenText(token: Token, Make: typeof Token, breaks: RegExp): Token[] {
  const out: Token[] = [];
  token.content.split(breaks).forEach((part, i) => {
    if (i > 0) out.push(new Make('hardbreak', 'br', 0));
    if (part === '') return;
    const text = new Make('text', '', 0);
    text.content = part;
    out.push(text);
  });
  return out;
}

/** A trailing colon belongs to the label, not the name: `**Kim:**`. */
const LABEL_COLON = /\s*[:：]$/u;

// A `**name**` opening a paragraph or list item (a speaker's label) links to what the caller's
// resolveName gives, inside the bold; the link passes the same URL check as every other. After
// text_join, so a name holding a reference (`**O&#39;Brien:**`) is one text token.
md.core.ruler.after('text_join', 'label_names', (state) => {
  const resolveName = (state.env as RenderEnv).resolveName;
  if (resolveName === undefined) return;
  for (const block of state.tokens) {
    const children = block.type === 'inline' ? block.children : null;
    if (children === null) continue;
    // The parser may leave an empty text token before the bold.
    const at = children[0]?.type === 'text' && children[0].content === '' ? 1 : 0;
    const [open, text, close] = children.slice(at, at + 3);
    if (open?.type !== 'strong_open' || text?.type !== 'text' || close?.type !== 'strong_close') continue;
    const name = text.content.replace(LABEL_COLON, '').trim();
    const href = name === '' ? undefined : resolveName(name);
    if (href === undefined || classifyUrl(href) === null) continue;
    const link = new state.Token('link_open', 'a', 1);
    link.attrs = [['href', href], ['class', 'name-link']];
    children.splice(at + 1, 0, link);
    children.splice(at + 3, 0, new state.Token('link_close', 'a', -1));
  }
});

md.core.ruler.before('text_join', 'leftover_emphasis', leftoverEmphasis);

md.renderer.rules['wikilink_unresolved'] = (tokens, idx) =>
  `<span class="wikilink--unresolved" title="Not found in this archive">${escapeHtml(tokens[idx]!.content)}</span>`;

// Images never load: a link to the image (when its URL is allowed) labelled with its alt text.
md.renderer.rules['image'] = (tokens, idx, options, env) => {
  const token = tokens[idx]!;
  const alt = md.renderer.renderInlineAsText(token.children ?? [], options, env).trim();
  const label = `Image: ${alt === '' ? 'untitled' : alt}`;
  const src = String(token.attrGet('src') ?? '');
  const kind = classifyUrl(src);
  if (src === '' || kind === null) return escapeHtml(`[${label}]`);
  const rel = kind === 'external' ? ` rel="${EXTERNAL_REL}"` : '';
  return `<a class="md-image" href="${escapeHtml(src)}"${rel}>${escapeHtml(label)}</a>`;
};

md.renderer.rules['table_open'] = () => '<div class="table-wrap">\n<table>\n';
md.renderer.rules['table_close'] = () => '</table>\n</div>\n';

// ---------------------------------------------------------------------------------

/**
 * Second line of defence after validateLink: every link and image target is checked
 * again on the finished token tree; a refused link keeps its text, without the link.
 * External links get rel="nofollow noopener noreferrer".
 */
function sanitiseInline(children: Token[]): Token[] {
  const out: Token[] = [];
  const dropped: boolean[] = [];
  for (const token of children) {
    if (token.type === 'link_open') {
      const href = String(token.attrGet('href') ?? '');
      const kind = classifyUrl(href);
      dropped.push(kind === null);
      if (kind === null) continue;
      if (kind === 'external') token.attrSet('rel', EXTERNAL_REL);
      out.push(token);
      continue;
    }
    if (token.type === 'link_close') {
      if (dropped.pop() === true) continue;
      out.push(token);
      continue;
    }
    if (token.children) token.children = sanitiseInline(token.children);
    out.push(token);
  }
  return out;
}

function transform(tokens: Token[], minHeadingLevel: number | undefined): void {
  let shift = 0;
  if (minHeadingLevel !== undefined) {
    const levels = tokens.filter((t) => t.type === 'heading_open').map((t) => Number(t.tag.slice(1)));
    if (levels.length > 0) shift = Math.min(6, Math.max(1, Math.trunc(minHeadingLevel))) - minOf(levels);
  }
  let inHead = false;
  for (const token of tokens) {
    if (token.type === 'inline' && token.children) token.children = sanitiseInline(token.children);
    if (shift !== 0 && (token.type === 'heading_open' || token.type === 'heading_close')) {
      token.tag = `h${Math.min(6, Math.max(1, Number(token.tag.slice(1)) + shift))}`;
    }
    if (token.type === 'thead_open') inHead = true;
    if (token.type === 'thead_close') inHead = false;
    if (token.type === 'th_open') token.attrSet('scope', inHead ? 'col' : 'row');
  }
}

export function renderMarkdown(markdown: string, options: RenderMarkdownOptions = {}): string {
  const env: RenderEnv = { footnotes: namedFootnotes(markdown), referred: new Set(Array.from(markdown.matchAll(NUMBERED_REFERENCES), (m) => m[1]!)) };
  if (options.resolveWikilink) env.resolveWikilink = options.resolveWikilink;
  if (options.resolveName) env.resolveName = options.resolveName;
  // Inline, the bidi controls the text leaves open are closed after it, so they cannot run over
  // what the page sets beside it (probe 44 J02); a block (a paragraph, a cell) ends them itself.
  if (options.inline === true) {
    // Reference links read their definitions, which are blocks: parsed once for them, then dropped from the line (probe 64 row 1).
    const definitions = markdown.includes(']:') ? linkDefinitions(markdown) : undefined;
    const defines = definitions !== undefined && definitions.lines.size > 0;
    if (defines) md.parse(markdown, env);
    const tokens = md.parseInline(withoutLineMarkers(defines ? withoutDefinitions(markdown, definitions.lines).trimEnd() : markdown), env);
    transform(tokens, undefined);
    return md.renderer.render(tokens, md.options, env) + bidiClosers(markdown);
  }
  const tokens = md.parse(markdown, env);
  transform(tokens, options.minHeadingLevel);
  const [open, inline, close] = tokens;
  if (options.inline === 'auto' && tokens.length === 3 && open?.type === 'paragraph_open' && inline?.type === 'inline' && close?.type === 'paragraph_close') {
    return md.renderer.render([inline], md.options, env) + bidiClosers(markdown);
  }
  return md.renderer.render(tokens, md.options, env);
}
