// The header search box's parts that hold no state: Pagefind's API as this box uses it,
// query segmentation, where a result leads, its kind, excerpts rebuilt from text, and
// loading Pagefind (search-client.ts wires them to the box).

/** The parts of Pagefind's browser API (pagefind.js, v1) this box uses. */
export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  /** Positions of the matched words in this section: more means a better match. */
  locations?: number[];
  anchor?: { element: string; id: string; text?: string };
}
export interface PagefindResultData {
  url: string;
  excerpt: string;
  /** One per heading with an id (Pagefind's sub-results); a concept card's title is one. */
  sub_results?: PagefindSubResult[];
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
}
export interface PagefindResult { id: string; score: number; data: () => Promise<PagefindResultData> }
export interface PagefindResponse {
  results: PagefindResult[];
  unfilteredResultCount: number;
  /** Per filter, how many of these results have each value. */
  filters?: FilterCounts;
}
export type FilterCounts = Record<string, Record<string, number>>;
export type ChosenFilters = Record<string, string>;
export interface PagefindApi {
  options: (options: { baseUrl?: string; excerptLength?: number }) => Promise<void>;
  init: () => Promise<void>;
  /** Adds another bundle's index: searches then run on all of them, results sorted by score, filter counts summed. */
  mergeIndex: (indexPath: string, options?: { baseUrl?: string; excerptLength?: number }) => Promise<void>;
  search: (term: string | null, options?: { filters?: ChosenFilters }) => Promise<PagefindResponse | null>;
  filters: () => Promise<FilterCounts>;
}

/** The filters shown, in order, with their labels; values come from `pagefind.filters()`. */
export const FILTERS = [
  { key: 'format', label: 'Format', any: 'Any format' },
  { key: 'tag', label: 'Tag', any: 'Any tag' },
  { key: 'year', label: 'Year', any: 'Any year' },
] as const;

export const MAX_RESULTS = 10;

// Han, kana, CJK punctuation (U+3000–303F) and full-width forms (U+FF00–FFEF).
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\u30fc\uff00-\uffef]+/gu;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * Splits runs of Chinese and Japanese text in a query into words (the browser's ICU
 * segmenter), so "意図が必要" searches for 意図, が and 必要 together. The index is
 * segmented at build time; without this, a page whose <html lang> is not zh/ja would
 * send the whole run as one word and match only on its first word. Hangul and Latin
 * queries are left alone (they are spaced already).
 */
export function segmentQuery(query: string): string {
  const Segmenter = (globalThis.Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter;
  if (!Segmenter) return query.trim();
  const locale = KANA.test(query) ? 'ja' : 'zh';
  const words = new Segmenter(locale, { granularity: 'word' });
  return query
    .replace(CJK_RUN, (run) => ` ${[...words.segment(run)].filter((s) => s.isWordLike).map((s) => s.segment).join(' ')} `)
    .replace(/\s+/g, ' ')
    .trim();
}

/** A concept card's heading id is `<card anchor>-title` (ConceptCardView.astro). */
const CARD_HEADING = /^([nx]-.+)-title$/;

/**
 * Where a result leads: the section of the page that matched best (most matched words),
 * and for a concept card's heading the card itself (#n-…), so the reader lands on the
 * matching card rather than the top of the page. Returns the URL, and the card's title
 * and excerpt when the best match is a card.
 */
export function resultTarget(item: Pick<PagefindResultData, 'url' | 'excerpt' | 'sub_results'>): { url: string; excerpt: string; card?: string } {
  let best: PagefindSubResult | undefined;
  for (const sub of item.sub_results ?? []) {
    if (best === undefined || (sub.locations?.length ?? 0) > (best.locations?.length ?? 0)) best = sub;
  }
  const card = best?.anchor ? CARD_HEADING.exec(best.anchor.id) : null;
  if (!best || !card) return { url: item.url, excerpt: item.excerpt };
  const page = best.url.replace(/#.*$/, '');
  return { url: `${page}#${card[1]}`, excerpt: best.excerpt || item.excerpt, card: cardTitle(best.title, card[1]!) };
}

/** A claim card's title without its node id (`c4 On-call 비용은…` → `On-call 비용은…`): ids are the archive's, not the reader's. */
function cardTitle(title: string, anchor: string): string {
  const id = anchor.startsWith('n-') ? anchor.slice(2) : undefined;
  return id !== undefined && title.startsWith(`${id} `) && title.length > id.length + 1 ? title.slice(id.length + 1) : title;
}

/** Filters with a value chosen; `''` means any. */
export function chosenFilters(values: Record<string, string>): ChosenFilters {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
}

/** A filter's values for a select: years newest first, the rest in reading order. */
export function filterOptions(key: string, counts: Record<string, number> = {}): Array<[string, number]> {
  const entries = Object.entries(counts);
  return key === 'year'
    ? entries.sort(([a], [b]) => b.localeCompare(a))
    : entries.sort(([a], [b]) => a.localeCompare(b));
}

/**
 * An excerpt's text without the zero-width spaces Pagefind writes after every word of an
 * index it segments (the site's is one, forced to 'zh' so every language is searchable:
 * integrations/pagefindIndex.ts): copied from a result, they would be invisible junk. A
 * regular expression, not a string: the bundler writes a string's `\u200b` as the raw
 * character into the shipped script, a pattern's escape as written.
 */
const WORD_MARK = /\u200b/g;
export const excerptText = (text: string): string => text.replace(WORD_MARK, '');

/**
 * Pagefind's excerpt is HTML: escaped page text with <mark> around the matches. It is
 * parsed in an inert document (DOMParser runs no script and loads nothing) and rebuilt
 * from text nodes and <mark> elements only; no markup from the index reaches the page.
 */
export function excerptFragment(html: string, into: Document): DocumentFragment {
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const fragment = into.createDocumentFragment();
  for (const node of Array.from(parsed.body.childNodes)) {
    const text = excerptText(node.textContent ?? '');
    if (text === '') continue;
    if (node.nodeName === 'MARK') {
      const mark = into.createElement('mark');
      mark.textContent = text;
      fragment.append(mark);
    } else {
      fragment.append(into.createTextNode(text));
    }
  }
  return fragment;
}

const TEXT_INPUT = /^(?:text|search|email|url|tel|password|number|date|datetime-local|month|week|time)$/;
/** True when typing `/` here means the reader is writing, not asking for search. */
export function isTextField(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLInputElement) return TEXT_INPUT.test(element.type);
  return element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement || (element as HTMLElement).isContentEditable;
}

const siteBase = () => {
  const base = import.meta.env.BASE_URL;
  return base.endsWith('/') ? base : `${base}/`;
};

/** A part of the index as pagefind/parts.json names it (pagefindIndex.ts): nothing else is fetched. */
const PART = /^part-[0-9]+\/$/;

/** The folders of the index's other parts, from pagefind/parts.json: only names the build gives them. */
export function indexParts(manifest: unknown): string[] {
  const parts = (manifest as { parts?: unknown } | null)?.parts;
  return Array.isArray(parts) ? parts.filter((part): part is string => typeof part === 'string' && PART.test(part)) : [];
}

let pagefindLoad: Promise<PagefindApi> | null = null;
/** Loads Pagefind once, from this site's base path (BASE=/repo/ builds too), with every part of a large site's index. */
export function loadPagefind(base = siteBase()): Promise<PagefindApi> {
  pagefindLoad ??= (async () => {
    const [api, manifest] = await Promise.all([
      import(/* @vite-ignore */ `${base}pagefind/pagefind.js`) as Promise<PagefindApi>,
      // Every index the build writes lists its parts; one that cannot be read fails the load
      // (retried on the next use) rather than searching part of the site.
      fetch(`${base}pagefind/parts.json`).then((response) => {
        if (!response.ok) throw new Error(`pagefind/parts.json: HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      }),
    ]);
    // Result URLs are relative to the site root; baseUrl puts the sub-path in front.
    const options = { baseUrl: base, excerptLength: 24 };
    await api.options(options);
    await api.init();
    for (const part of indexParts(manifest)) await api.mergeIndex(`${base}pagefind/${part}`, options);
    return api;
  })();
  pagefindLoad.catch(() => { pagefindLoad = null; });
  return pagefindLoad;
}

/** What a result is (the `kind` filter every searchable page sets), in the order results are grouped. */
export const KINDS = [
  { key: 'debates', heading: 'Debates', one: 'debate' },
  { key: 'claims', heading: 'Claims', one: 'claim' },
  { key: 'personas', heading: 'Personas', one: 'persona' },
  { key: 'notes', heading: 'Notes', one: 'note' },
] as const;

export const kindOf = (item: Pick<PagefindResultData, 'filters'>): string => item.filters.kind?.[0] ?? 'debates';

/** A title or a query as compared for an exact match: case, spacing and closing punctuation aside. */
const asTitle = (text: string): string => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').replace(/[\s?？!！.。]+$/u, '').trim();

/**
 * Results grouped by kind (KINDS order), each group in score order, except that a result
 * titled exactly as the query comes first in its group: Pagefind ranked a debate titled
 * "Should we rewrite the billing service in Rust?" sixth of six for its own title, after
 * longer titles holding the same words (probe 33).
 */
export function groupByKind<T extends Pick<PagefindResultData, 'filters' | 'meta'>>(items: readonly T[], query = ''): Array<{ heading: string; items: T[] }> {
  const order = (kind: string) => { const i = KINDS.findIndex((k) => k.key === kind); return i === -1 ? KINDS.length : i; };
  const wanted = asTitle(query);
  const exact = (item: T) => wanted !== '' && asTitle(item.meta['title'] ?? '') === wanted;
  const groups = new Map<number, T[]>();
  for (const item of [...items.filter(exact), ...items.filter((item) => !exact(item))]) {
    const at = order(kindOf(item));
    const list = groups.get(at) ?? [];
    list.push(item);
    groups.set(at, list);
  }
  return [...groups].sort(([a], [b]) => a - b).map(([at, list]) => ({ heading: KINDS[at]?.heading ?? 'Other pages', items: list }));
}

/** "3 debates, 2 personas and 1 claim" from the kind filter's counts (or the total). */
export function countByKind(total: number, counts: Record<string, number> | undefined): string {
  const parts = KINDS.map((k) => [counts?.[k.key] ?? 0, k.one] as const).filter(([n]) => n > 0).map(([n, one]) => `${n} ${one}${n === 1 ? '' : 's'}`);
  if (parts.length === 0) return `${total} result${total === 1 ? '' : 's'}`;
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
