// The header search box. Pagefind's JS API is loaded only when the reader first focuses the
// box or presses the shortcut; results are rendered here (search-results.ts), grouped and
// counted by kind. The index is built by src/integrations/pagefindIndex.ts; the stateless
// parts are in search-core.ts.
import {
  chosenFilters, countByKind, groupByKind, isTextField, loadPagefind, MAX_RESULTS, segmentQuery,
  type PagefindApi, type PagefindResponse,
} from './search-core.ts';
import { fillFilters, groupHeading, resultItem } from './search-results.ts';

export * from './search-core.ts';

const DEBOUNCE_MS = 120;

interface Parts {
  root: HTMLElement;
  input: HTMLInputElement;
  panel: HTMLElement;
  status: HTMLElement;
  list: HTMLUListElement;
  selects: Map<string, HTMLSelectElement>;
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
  const box = new SearchBox({ root, input, panel, status, list, selects });
  box.listenToInput();
  box.listenToKeys();
  box.listenForClosing();
  box.listenForShortcut();
}

class SearchBox {
  private api: PagefindApi | null = null;
  private ticket = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private pending: Promise<void> | null = null;
  private quietFocus = false;
  private starting: Promise<PagefindApi | null> | null = null;
  private readonly parts: Parts;

  constructor(parts: Parts) {
    this.parts = parts;
  }

  private say(message: string): void {
    this.parts.status.textContent = message;
  }

  private links(): HTMLAnchorElement[] {
    return Array.from(this.parts.list.querySelectorAll<HTMLAnchorElement>('a'));
  }

  private place(): void {
    const { root, panel } = this.parts;
    // Keep the panel inside the viewport wherever the header put the box (a 360px phone too).
    const box = root.getBoundingClientRect();
    const width = Math.min(560, document.documentElement.clientWidth - 16);
    const left = Math.min(Math.max(box.left, 8), document.documentElement.clientWidth - width - 8);
    panel.style.width = `${width}px`;
    panel.style.left = `${left - box.left}px`;
  }

  private open(): void {
    if (!this.parts.panel.hidden) return;
    this.parts.panel.hidden = false;
    this.place();
  }

  private close(): void {
    this.parts.panel.hidden = true;
  }

  private start(): Promise<PagefindApi | null> {
    this.starting ??= this.load();
    return this.starting;
  }

  private async load(): Promise<PagefindApi | null> {
    const { root, status, selects } = this.parts;
    root.dataset.state = 'loading';
    this.say('Loading search…');
    try {
      const pagefind = await loadPagefind();
      await fillFilters(pagefind, selects);
      this.api = pagefind;
      root.dataset.state = 'ready';
      if (status.textContent === 'Loading search…') this.say('');
      return this.api;
    } catch {
      root.dataset.state = 'error';
      this.say('Search is not available on this copy of the site. Browse the debates instead.');
      this.starting = null; // try again on the next focus
      return null;
    }
  }

  private async render(response: PagefindResponse, mine: number, query: string): Promise<void> {
    const shown = response.results.slice(0, MAX_RESULTS);
    const data = await Promise.all(shown.map((result) => result.data()));
    if (mine !== this.ticket) return;
    this.parts.list.replaceChildren(...groupByKind(data, query).flatMap((group) => [groupHeading(group.heading), ...group.items.map(resultItem)]));
    const total = response.results.length;
    const what = query ? ` for “${query}”` : '';
    const counted = countByKind(total, response.filters?.kind);
    this.say(total === 0 ? `No results found${what}.`
      : total > shown.length ? `${counted} found${what}; showing the first ${shown.length}.`
      : `${counted} found${what}.`);
  }

  private async run(): Promise<void> {
    const { input, list, status, selects } = this.parts;
    const mine = ++this.ticket;
    const query = input.value.trim();
    const filters = chosenFilters(Object.fromEntries([...selects].map(([key, select]) => [key, select.value])));
    const filtered = Object.keys(filters).length > 0;
    if (!query && !filtered) {
      list.replaceChildren();
      this.say(this.api ? 'Type to search topics, personas, claims, syntheses, transcripts and minutes.' : status.textContent ?? '');
      return;
    }
    const pagefind = await this.start();
    if (!pagefind || mine !== this.ticket) return;
    this.open();
    try {
      const segmented = segmentQuery(query);
      let response = await pagefind.search(segmented || null, { filters });
      // The browser's word splits can disagree with the index's; the raw text may still match.
      if (response && response.results.length === 0 && segmented !== query) response = await pagefind.search(query, { filters });
      if (!response || mine !== this.ticket) return;
      await this.render(response, mine, query);
    } catch {
      if (mine === this.ticket) this.say('The search failed; try again, or browse the debates.');
    }
  }

  private searchNow(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pending = this.run().finally(() => { this.pending = null; });
    return this.pending;
  }

  private searchSoon(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => { void this.searchNow(); }, DEBOUNCE_MS);
  }

  private activate(): void {
    const { input, list } = this.parts;
    this.open();
    void this.start().then((ready) => { if (ready && !input.value.trim() && list.childElementCount === 0) void this.run(); });
  }

  listenToInput(): void {
    const { input, panel, selects } = this.parts;
    input.addEventListener('focus', () => {
      if (this.quietFocus) this.quietFocus = false;
      else this.activate();
    });
    input.addEventListener('input', (event) => {
      if ((event as InputEvent).isComposing) return; // wait for the IME to commit
      this.searchSoon();
    });
    input.addEventListener('compositionend', () => this.searchSoon());
    input.addEventListener('click', () => { if (panel.hidden) this.activate(); });
    for (const select of selects.values()) select.addEventListener('change', () => { void this.searchNow(); });

    // Enter in the box opens the best match (a search not yet run is run first).
    input.addEventListener('keydown', async (event) => {
      if (event.key !== 'Enter' || event.isComposing) return;
      event.preventDefault();
      if (this.timer !== undefined || this.pending) await (this.pending ?? this.searchNow());
      this.links()[0]?.click();
    });
  }

  /** Escape clears and closes; the arrows move between the box and the results. */
  listenToKeys(): void {
    const { root, input } = this.parts;
    root.addEventListener('keydown', (event) => {
      const items = this.links();
      const at = items.indexOf(document.activeElement as HTMLAnchorElement);
      if (event.key === 'Escape') {
        event.preventDefault();
        this.escape(at >= 0);
        return;
      }
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      if (document.activeElement !== input && at < 0) return; // the filter selects keep their arrows
      event.preventDefault();
      if (items.length === 0) return;
      this.open();
      const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
      if (next < 0) input.focus();
      else items[Math.min(next, items.length - 1)]?.focus();
    });
  }

  private escape(onResult: boolean): void {
    const { input, list } = this.parts;
    if (input.value || onResult) {
      clearTimeout(this.timer);
      this.timer = undefined;
      input.value = '';
      this.ticket++;
      list.replaceChildren();
      this.say('');
    }
    this.close();
    if (document.activeElement !== input) {
      this.quietFocus = true; // back in the box, but closed until the reader types or clicks
      input.focus({ preventScroll: true });
    }
  }

  /** Closing when focus or a click leaves the box and its panel. */
  listenForClosing(): void {
    const { root, panel } = this.parts;
    root.addEventListener('focusout', (event) => {
      const to = event.relatedTarget as Node | null;
      if (to && !root.contains(to)) this.close();
    });
    document.addEventListener('pointerdown', (event) => {
      if (!root.contains(event.target as Node)) this.close();
    });
    window.addEventListener('resize', () => { if (!panel.hidden) this.place(); });
  }

  /** "/" and Ctrl/Cmd+K focus the box, unless the reader is typing somewhere else. */
  listenForShortcut(): void {
    const { input } = this.parts;
    document.addEventListener('keydown', (event) => {
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey;
      const k = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
      if (!slash && !k) return;
      if (event.defaultPrevented || (isTextField(document.activeElement) && document.activeElement !== input)) return;
      if (document.activeElement === input && slash) return; // a literal "/" in the query
      event.preventDefault();
      input.focus();
      input.select();
      this.activate();
    });
  }
}
