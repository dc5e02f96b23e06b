// The header search box. Pagefind's JS API (pagefind/pagefind.js, its worker, WebAssembly
// and index) is loaded only when the reader first focuses the box or presses the
// shortcut, so pages ship none of it up front; results are rendered here, not by
// Pagefind's UI. The index is built by src/integrations/pagefindIndex.ts.

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
export interface PagefindResponse { results: PagefindResult[]; unfilteredResultCount: number }
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
const DEBOUNCE_MS = 120;

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
  return { url: `${page}#${card[1]}`, excerpt: best.excerpt || item.excerpt, card: best.title };
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
 * Pagefind's excerpt is HTML: escaped page text with <mark> around the matches. It is
 * parsed in an inert document (DOMParser runs no script and loads nothing) and rebuilt
 * from text nodes and <mark> elements only; no markup from the index reaches the page.
 */
export function excerptFragment(html: string, into: Document): DocumentFragment {
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const fragment = into.createDocumentFragment();
  for (const node of Array.from(parsed.body.childNodes)) {
    const text = node.textContent ?? '';
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

/** Wires one search box (the markup of SiteSearch.astro). */
export function initSiteSearch(root: HTMLElement): void {
  const form = root.querySelector<HTMLElement>('[data-search-form]');
  const input = root.querySelector<HTMLInputElement>('[data-search-input]');
  const panel = root.querySelector<HTMLElement>('[data-search-panel]');
  const status = root.querySelector<HTMLElement>('[data-search-status]');
  const list = root.querySelector<HTMLUListElement>('[data-search-results]');
  const fallback = root.querySelector<HTMLElement>('[data-search-fallback]');
  if (!form || !input || !panel || !status || !list) return;
  const selects = new Map<string, HTMLSelectElement>();
  for (const select of root.querySelectorAll<HTMLSelectElement>('select[data-filter]')) {
    if (select.dataset.filter) selects.set(select.dataset.filter, select);
  }

  form.hidden = false;
  if (fallback) fallback.hidden = true;

  let api: PagefindApi | null = null;
  let ticket = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: Promise<void> | null = null;
  let quietFocus = false;

  const say = (message: string) => { status.textContent = message; };
  const links = () => Array.from(list.querySelectorAll<HTMLAnchorElement>('a'));

  const place = () => {
    // Keep the panel inside the viewport wherever the header put the box (a 360px phone too).
    const box = root.getBoundingClientRect();
    const width = Math.min(560, document.documentElement.clientWidth - 16);
    const left = Math.min(Math.max(box.left, 8), document.documentElement.clientWidth - width - 8);
    panel.style.width = `${width}px`;
    panel.style.left = `${left - box.left}px`;
  };
  const open = () => {
    if (!panel.hidden) return;
    panel.hidden = false;
    place();
  };
  const close = () => { panel.hidden = true; };

  const fillFilters = async (pagefind: PagefindApi) => {
    const counts = await pagefind.filters();
    for (const { key } of FILTERS) {
      const select = selects.get(key);
      if (!select) continue;
      const values = filterOptions(key, counts[key]);
      for (const [value, count] of values) {
        const option = document.createElement('option');
        option.value = value;
        option.textContent = `${value} (${count})`;
        select.append(option);
      }
      select.disabled = values.length === 0;
    }
  };

  let starting: Promise<PagefindApi | null> | null = null;
  const start = (): Promise<PagefindApi | null> => {
    starting ??= (async () => {
      root.dataset.state = 'loading';
      say('Loading search…');
      try {
        const pagefind = await loadPagefind();
        await fillFilters(pagefind);
        api = pagefind;
        root.dataset.state = 'ready';
        if (status.textContent === 'Loading search…') say('');
        return api;
      } catch {
        root.dataset.state = 'error';
        say('Search is not available on this copy of the site. Browse the debates instead.');
        starting = null; // try again on the next focus
        return null;
      }
    })();
    return starting;
  };

  const render = async (response: PagefindResponse, mine: number, query: string) => {
    const shown = response.results.slice(0, MAX_RESULTS);
    const data = await Promise.all(shown.map((result) => result.data()));
    if (mine !== ticket) return;
    list.replaceChildren(...data.map((item) => {
      const li = document.createElement('li');
      const link = document.createElement('a');
      const target = resultTarget(item);
      link.href = target.url;
      link.className = 'site-search__link';
      // The index is one language for all pages; a page may name its own (data-pagefind-meta="lang:ja").
      if (item.meta.lang) link.lang = item.meta.lang;
      const title = document.createElement('span');
      title.className = 'site-search__title';
      title.textContent = item.meta.title || item.url;
      const meta = document.createElement('span');
      meta.className = 'site-search__meta';
      meta.textContent = [item.filters.format?.[0], item.filters.year?.[0]].filter(Boolean).join(' · ');
      const excerpt = document.createElement('span');
      excerpt.className = 'site-search__excerpt';
      excerpt.append(excerptFragment(target.excerpt, document));
      link.append(title, meta);
      if (target.card) {
        const card = document.createElement('span');
        card.className = 'site-search__card';
        card.textContent = `→ ${target.card}`;
        link.append(card);
      }
      link.append(excerpt);
      li.append(link);
      return li;
    }));
    const total = response.results.length;
    const what = query ? ` for “${query}”` : '';
    say(total === 0 ? `No debates found${what}.`
      : total > shown.length ? `${total} debates found${what}; showing the first ${shown.length}.`
      : `${total} ${total === 1 ? 'debate' : 'debates'} found${what}.`);
  };

  const run = async () => {
    const mine = ++ticket;
    const query = input.value.trim();
    const filters = chosenFilters(Object.fromEntries([...selects].map(([key, select]) => [key, select.value])));
    const filtered = Object.keys(filters).length > 0;
    if (!query && !filtered) {
      list.replaceChildren();
      say(api ? 'Type to search topics, personas, claims, syntheses, transcripts and minutes.' : status.textContent ?? '');
      return;
    }
    const pagefind = await start();
    if (!pagefind || mine !== ticket) return;
    open();
    try {
      const segmented = segmentQuery(query);
      let response = await pagefind.search(segmented || null, { filters });
      // The browser's word splits can disagree with the index's; the raw text may still match.
      if (response && response.results.length === 0 && segmented !== query) response = await pagefind.search(query, { filters });
      if (!response || mine !== ticket) return;
      await render(response, mine, query);
    } catch {
      if (mine === ticket) say('The search failed; try again, or browse the debates.');
    }
  };

  const searchNow = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = run().finally(() => { pending = null; });
    return pending;
  };
  const searchSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(() => { void searchNow(); }, DEBOUNCE_MS);
  };

  const activate = () => {
    open();
    void start().then((ready) => { if (ready && !input.value.trim() && list.childElementCount === 0) void run(); });
  };

  input.addEventListener('focus', () => {
    if (quietFocus) quietFocus = false;
    else activate();
  });
  input.addEventListener('input', (event) => {
    if ((event as InputEvent).isComposing) return; // wait for the IME to commit
    searchSoon();
  });
  input.addEventListener('compositionend', searchSoon);
  input.addEventListener('click', () => { if (panel.hidden) activate(); });
  for (const select of selects.values()) select.addEventListener('change', () => { void searchNow(); });

  // Enter in the box opens the best match (a search not yet run is run first).
  input.addEventListener('keydown', async (event) => {
    if (event.key !== 'Enter' || event.isComposing) return;
    event.preventDefault();
    if (timer !== undefined || pending) await (pending ?? searchNow());
    links()[0]?.click();
  });

  root.addEventListener('keydown', (event) => {
    const items = links();
    const at = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      if (input.value || at >= 0) {
        clearTimeout(timer);
        timer = undefined;
        input.value = '';
        ticket++;
        list.replaceChildren();
        say('');
      }
      close();
      if (document.activeElement !== input) {
        quietFocus = true; // back in the box, but closed until the reader types or clicks
        input.focus({ preventScroll: true });
      }
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    if (document.activeElement !== input && at < 0) return; // the filter selects keep their arrows
    event.preventDefault();
    if (items.length === 0) return;
    open();
    const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
    if (next < 0) input.focus();
    else items[Math.min(next, items.length - 1)]?.focus();
  });

  // Closing when focus or a click leaves the box and its panel.
  root.addEventListener('focusout', (event) => {
    const to = event.relatedTarget as Node | null;
    if (to && !root.contains(to)) close();
  });
  document.addEventListener('pointerdown', (event) => {
    if (!root.contains(event.target as Node)) close();
  });
  window.addEventListener('resize', () => { if (!panel.hidden) place(); });

  // "/" and Ctrl/Cmd+K focus the box, unless the reader is typing somewhere else.
  document.addEventListener('keydown', (event) => {
    const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey;
    const k = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
    if (!slash && !k) return;
    if (event.defaultPrevented || (isTextField(document.activeElement) && document.activeElement !== input)) return;
    if (document.activeElement === input && slash) return; // a literal "/" in the query
    event.preventDefault();
    input.focus();
    input.select();
    activate();
  });
}
