// Sort and filter the archive's debates in the browser. The static page lists one page of
// debates; the first time the form is used this fetches the list index (one short row per
// debate, src/lib/archive/listing.ts) and from then on draws the matching debates in place
// of the page, a screenful at a time. Every text is set as textContent.
import type { ListIndex, ListIndexRow } from '../../lib/archive/listing.ts';
import { foldText } from '../../lib/core/names.ts';

const SHOWN = 24;

interface Query { q: string; sort: string; tag: string; year: string; persona: string; format: string; outcome: string }

const fold = foldText;

export function matches(row: ListIndexRow, query: Query): boolean {
  if (query.tag !== '' && !row.g.includes(query.tag)) return false;
  if (query.year !== '' && !row.d.startsWith(query.year)) return false;
  if (query.format !== '' && row.f !== query.format) return false;
  if (query.outcome !== '' && row.o !== query.outcome) return false;
  if (query.persona !== '') {
    const wanted = fold(query.persona.trim());
    if (!row.p.some((p) => fold(p).includes(wanted))) return false;
  }
  if (query.q.trim() !== '') {
    const words = fold(query.q).split(/\s+/).filter((w) => w !== '');
    const haystack = fold(`${row.t} ${row.l}`);
    if (!words.every((w) => haystack.includes(w))) return false;
  }
  return true;
}

export function sortRows(rows: ListIndexRow[], sort: string): ListIndexRow[] {
  if (sort === 'title') return rows.sort((a, b) => a.t.localeCompare(b.t));
  if (sort === 'contested') return rows.sort((a, b) => b.c - a.c);
  return rows; // the index is newest first already
}

function item(row: ListIndexRow, index: ListIndex): HTMLLIElement {
  const li = document.createElement('li');
  li.className = 'debate-item';
  li.dataset.format = row.f;
  const heading = document.createElement('h2');
  heading.className = 'debate-item__title';
  const link = document.createElement('a');
  link.href = row.u;
  link.textContent = row.t;
  heading.append(link);
  const line = document.createElement('p');
  line.className = 'debate-item__outcome';
  line.textContent = row.l;
  line.title = row.l;
  const meta = document.createElement('div');
  meta.className = 'debate-item__meta';
  const parts = [row.d === '' ? 'undated' : row.d, index.formats[row.f] ?? row.f, ...(row.c > 0 ? [`${row.c} contested`] : [])];
  for (const part of parts) {
    const span = document.createElement('span');
    span.textContent = part;
    meta.append(span);
  }
  li.append(heading, line, meta);
  return li;
}

export function initListControls(): void {
  const form = document.querySelector<HTMLFormElement>('[data-list-controls]');
  const list = document.querySelector<HTMLOListElement>('[data-debate-list]');
  if (!form || !list) return;
  form.hidden = false;
  const status = form.querySelector<HTMLElement>('[data-list-status]')!;
  const hideWhileFiltering = [...document.querySelectorAll<HTMLElement>('[data-pager], [data-list-range]')];
  const original = [...list.children];
  let index: Promise<ListIndex> | undefined;
  let shown = SHOWN;
  const more = document.createElement('button');
  more.type = 'button';
  more.className = 'da-button';
  more.hidden = true;
  list.after(more);

  const load = () => (index ??= fetch(form.dataset.index ?? '').then((r) => {
    if (!r.ok) throw new Error(`list index: HTTP ${r.status}`);
    return r.json() as Promise<ListIndex>;
  }));
  const query = (): Query => {
    const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null)?.value ?? '';
    return { q: value('q'), sort: value('sort'), tag: value('tag'), year: value('year'), persona: value('persona'), format: value('format'), outcome: value('outcome') };
  };
  const isDefault = (q: Query) => q.sort === 'newest' && [q.q, q.tag, q.year, q.persona, q.format, q.outcome].every((v) => v.trim() === '');

  let drawn = 0;
  const draw = async () => {
    const q = query();
    const run = ++drawn;
    if (isDefault(q)) {
      list.replaceChildren(...original);
      for (const el of hideWhileFiltering) el.hidden = false;
      more.hidden = true;
      status.textContent = '';
      return;
    }
    status.textContent = 'Loading the list of debates…';
    let data: ListIndex;
    try {
      data = await load();
    } catch {
      index = undefined;
      status.textContent = 'The list of debates could not be loaded; the numbered pages below still list every debate.';
      return;
    }
    if (run !== drawn) return;
    const rows = sortRows(data.rows.filter((row) => matches(row, q)), q.sort);
    list.replaceChildren(...rows.slice(0, shown).map((row) => item(row, data)));
    for (const el of hideWhileFiltering) el.hidden = true;
    const rest = rows.length - Math.min(shown, rows.length);
    more.hidden = rest === 0;
    more.textContent = `Show ${Math.min(SHOWN, rest)} more (${rest} not shown)`;
    status.textContent = `${rows.length} debate${rows.length === 1 ? '' : 's'} match${rows.length === 1 ? 'es' : ''}.`;
  };
  form.addEventListener('submit', (event) => event.preventDefault());
  form.addEventListener('input', () => { shown = SHOWN; void draw(); });
  more.addEventListener('click', () => { shown += SHOWN; void draw(); });
}
