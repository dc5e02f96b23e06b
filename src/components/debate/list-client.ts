// Sort and filter a long list in the browser (ListControls.astro). The static page lists one
// page of the list; the first time the form is used this fetches the list's index (one short
// row per entry, src/lib/archive/listQuery.ts) and from then on draws the matching rows in
// place of the page, a screenful at a time. Every text is set as textContent.
import { rowMatches, sortRows, type ActiveFilter, type ListMatch, type ListMeta, type ListRow, type ListRows, type ListSortSpec } from '../../lib/archive/listQuery.ts';

const SHOWN = 24;

function item(row: ListRow, heading: string): HTMLLIElement {
  const li = document.createElement('li');
  li.className = 'debate-item';
  const title = document.createElement(heading === 'h3' ? 'h3' : 'h2');
  title.className = 'debate-item__title';
  const link = document.createElement('a');
  link.href = row.u;
  link.textContent = row.t;
  title.append(link);
  const line = document.createElement('p');
  line.className = 'debate-item__outcome';
  line.textContent = row.l;
  line.title = row.l;
  li.append(title, ...(row.l === '' ? [] : [line]), metaLine(row.m));
  return li;
}

/** A row's facts as the static list draws them (DebateList.astro): text, badges, then tags. */
function metaLine(parts: readonly ListMeta[]): HTMLDivElement {
  const meta = document.createElement('div');
  meta.className = 'debate-item__meta';
  const tags = document.createElement('span');
  tags.className = 'tags';
  for (const part of parts) {
    if (typeof part === 'string') meta.append(element('span', part));
    else if (part.k !== 'tag') meta.append(element('span', part.x, `badge${part.k ? ` badge--${part.k}` : ''}`, part.h));
    else if (part.a === undefined) tags.append(element('span', part.x, 'muted'));
    else {
      const link = element('a', part.x, 'tag');
      link.href = part.a;
      tags.append(link, ' ');
    }
  }
  if (tags.childNodes.length > 0) meta.append(tags);
  return meta;
}

function element<K extends 'span' | 'a'>(tag: K, text: string, className?: string, title?: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.textContent = text;
  if (className) el.className = className;
  if (title) el.title = title;
  return el;
}

/** The form's filters with what is typed or chosen in them. */
function activeFilters(form: HTMLFormElement): ActiveFilter[] {
  return [...form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[data-list-filter]')]
    .filter((el) => el.value.trim() !== '')
    .map((el) => ({ fields: (el.dataset.fields ?? '').split(' '), match: (el.dataset.match ?? 'words') as ListMatch, value: el.value }));
}

function activeSort(form: HTMLFormElement): { sort: Pick<ListSortSpec, 'field' | 'order'>; isDefault: boolean } {
  const select = form.querySelector<HTMLSelectElement>('[data-list-sort]');
  const option = select?.selectedOptions[0];
  const field = option?.dataset.field;
  return {
    sort: { ...(field ? { field } : {}), order: option?.dataset.order === 'desc' ? 'desc' : 'asc' },
    isDefault: select === null || select.selectedIndex <= 0,
  };
}

type Control = HTMLInputElement | HTMLSelectElement;
const controlsOf = (form: HTMLFormElement): Control[] => [...form.querySelectorAll<Control>('[data-list-filter], [data-list-sort]')];
/** A control left as the page comes: an empty filter, the first sort. */
const unset = (el: Control): boolean => (el instanceof HTMLSelectElement && el.hasAttribute('data-list-sort') ? el.selectedIndex <= 0 : el.value.trim() === '');

/** The form as the address gives it (`?year=2025&sort=title`); true when anything was set. */
function restoreFromAddress(form: HTMLFormElement): boolean {
  const params = new URLSearchParams(location.search);
  let restored = false;
  for (const el of controlsOf(form)) {
    const value = params.get(el.name);
    if (value === null || value === '' || (el instanceof HTMLSelectElement && ![...el.options].some((o) => o.value === value))) continue;
    el.value = value;
    restored = true;
  }
  return restored;
}

/** The form's state kept in the address, so a filtered list can be shared, bookmarked and reloaded. */
function keepInAddress(form: HTMLFormElement): void {
  const params = new URLSearchParams(location.search);
  for (const el of controlsOf(form)) {
    if (unset(el)) params.delete(el.name);
    else params.set(el.name, el.value);
  }
  const query = params.toString();
  history.replaceState(history.state, '', `${location.pathname}${query === '' ? '' : `?${query}`}${location.hash}`);
}

export function initListControls(): void {
  const form = document.querySelector<HTMLFormElement>('[data-list-controls]');
  const list = document.querySelector<HTMLOListElement>('[data-list-items]');
  if (!form || !list) return;
  form.hidden = false;
  const status = form.querySelector<HTMLElement>('[data-list-status]')!;
  const [one, many] = [form.dataset.noun ?? 'item', form.dataset.nouns ?? 'items'];
  const hideWhileFiltering = [...document.querySelectorAll<HTMLElement>('[data-pager], [data-list-range]')];
  const original = [...list.children];
  let index: Promise<ListRows> | undefined;
  let shown = SHOWN;
  const more = document.createElement('button');
  more.type = 'button';
  more.className = 'da-button';
  more.hidden = true;
  list.after(more);

  const load = () => (index ??= fetch(form.dataset.index ?? '').then((r) => {
    if (!r.ok) throw new Error(`list index: HTTP ${r.status}`);
    return r.json() as Promise<ListRows>;
  }));

  let drawn = 0;
  const draw = async () => {
    const filters = activeFilters(form);
    const { sort, isDefault } = activeSort(form);
    const run = ++drawn;
    if (filters.length === 0 && isDefault) {
      list.replaceChildren(...original);
      for (const el of hideWhileFiltering) el.hidden = false;
      more.hidden = true;
      status.textContent = '';
      return;
    }
    status.textContent = `Loading the list of ${many}…`;
    let data: ListRows;
    try {
      data = await load();
    } catch {
      index = undefined;
      status.textContent = `The list of ${many} could not be loaded; the numbered pages below still list every one.`;
      return;
    }
    if (run !== drawn) return;
    const rows = sortRows(data.rows.filter((row) => rowMatches(row, filters)), sort);
    list.replaceChildren(...rows.slice(0, shown).map((row) => item(row, form.dataset.heading ?? 'h2')));
    for (const el of hideWhileFiltering) el.hidden = true;
    const rest = rows.length - Math.min(shown, rows.length);
    more.hidden = rest === 0;
    more.textContent = `Show ${Math.min(SHOWN, rest)} more (${rest} not shown)`;
    status.textContent = `${rows.length} ${rows.length === 1 ? one : many} match${rows.length === 1 ? 'es' : ''}.`;
  };
  form.addEventListener('submit', (event) => event.preventDefault());
  form.addEventListener('input', () => { shown = SHOWN; keepInAddress(form); void draw(); });
  if (restoreFromAddress(form)) void draw();
  more.addEventListener('click', () => { shown += SHOWN; void draw(); });
}
