// The header search's result list, built as DOM nodes (never markup from data), and the
// filter selects filled from Pagefind's counts.
import { excerptFragment, FILTERS, filterOptions, resultTarget, type PagefindApi, type PagefindResultData } from './search-core.ts';

export function groupHeading(text: string): HTMLLIElement {
  const li = document.createElement('li');
  li.className = 'site-search__group';
  li.textContent = text;
  return li;
}

export function resultItem(item: PagefindResultData): HTMLLIElement {
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
}

export async function fillFilters(pagefind: PagefindApi, selects: ReadonlyMap<string, HTMLSelectElement>): Promise<void> {
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
}
