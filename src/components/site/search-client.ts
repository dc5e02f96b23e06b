// The header search box. Pagefind's JS API (pagefind/pagefind.js, its worker, WebAssembly
// and index) is loaded only when the reader first focuses the box or presses the
// shortcut, so pages ship none of it up front; results are rendered here, not by
// Pagefind's UI, grouped by kind (debates, claims, personas, notes) and counted by kind.
// The index is built by src/integrations/pagefindIndex.ts; the stateless parts are in
// search-core.ts.
import {
  chosenFilters, countByKind, excerptFragment, FILTERS, filterOptions, groupByKind, isTextField, loadPagefind,
  MAX_RESULTS, resultTarget, segmentQuery, type PagefindApi, type PagefindResponse, type PagefindResultData,
} from './search-core.ts';

export * from './search-core.ts';

const DEBOUNCE_MS = 120;

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
    list.replaceChildren(...groupByKind(data).flatMap((group) => [heading(group.heading), ...group.items.map(resultItem)]));
    const total = response.results.length;
    const what = query ? ` for “${query}”` : '';
    const counted = countByKind(total, response.filters?.kind);
    say(total === 0 ? `No results found${what}.`
      : total > shown.length ? `${counted} found${what}; showing the first ${shown.length}.`
      : `${counted} found${what}.`);
  };

  const heading = (text: string) => {
    const li = document.createElement('li');
    li.className = 'site-search__group';
    li.textContent = text;
    return li;
  };
  const resultItem = (item: PagefindResultData) => {
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
