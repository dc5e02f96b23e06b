// One way to sort and filter any long list of the site (the debates, the question ledger,
// the cruxes, the persona and domain indexes) in the browser: each list publishes an index
// of short rows, and one form (components/debate/ListControls.astro) names which row
// fields each control filters and sorts by. Pure: shared by the pages that describe the
// controls, the client that runs them, and the unit tests.
import { foldText } from '../core/names.ts';

/** How a control's text meets a row's field. */
export type ListMatch =
  /** Every word of the text is in one of the fields (titles, outcomes, quotes). */
  | 'words'
  /** One of the field's values contains the text (a persona's or a debate's name). */
  | 'contains'
  /** One of the field's values is the text (a chosen option). */
  | 'exact'
  /** One of the field's values starts with the text (a year of a date). */
  | 'prefix'
  /** One of the field's values is the text as a tag key: lower case, spaces as hyphens. */
  | 'slug';

export interface ListFilterSpec {
  /** The form field's name. */
  name: string;
  label: string;
  /** The row fields it looks in. */
  fields: readonly string[];
  match: ListMatch;
  /** A select's options; with `suggest`, a text field's suggestions (a datalist). */
  options?: ReadonlyArray<{ value: string; label: string }>;
  /** The options only suggest: the field takes any text (a bounded datalist). */
  suggest?: boolean;
  /** The select's "no filter" option. */
  any?: string;
  /** A page listing every value, when the options are only the most used. */
  more?: { href: string; label: string };
}

export interface ListSortSpec {
  value: string;
  label: string;
  /** The row field; none: the index's own order (the static pages' order). */
  field?: string;
  order: 'asc' | 'desc';
}

/** Everything the form needs to know about one list. */
export interface ListControlSpec {
  /** The form's accessible name ("Sort and filter debates"). */
  label: string;
  /** The URL of the list's index (rows). */
  index: string;
  /** What one row is, singular and plural ("debate", "debates"). */
  noun: readonly [string, string];
  /** The heading element of a drawn row. */
  heading: 'h2' | 'h3';
  filters: readonly ListFilterSpec[];
  /** The first is the static pages' order. */
  sorts: readonly ListSortSpec[];
}

/**
 * A short fact of a row: plain text, or a badge or tag (short keys, as the row's): its text
 * `x`, kind `k` (a badge's tone, or `tag`), hover text `h`, link `a`.
 */
export type ListMeta = string | { x: string; k?: 'ok' | 'warn' | 'contested' | 'tag'; h?: string; a?: string };

/** A row: its page, title, one line, short facts; the other fields are the list's own. */
export type ListRow = { u: string; t: string; l: string; m: ListMeta[] } & Record<string, string | number | ListMeta[]>;

export interface ListRows<R extends ListRow = ListRow> { version: 1; rows: R[] }

/** A filter as the form holds it: which fields, how, and the text typed or chosen. */
export interface ActiveFilter { fields: readonly string[]; match: ListMatch; value: string }


const valuesOf = (row: ListRow, fields: readonly string[]): string[] => {
  const out: string[] = [];
  for (const field of fields) {
    const value = row[field];
    if (Array.isArray(value)) for (const v of value) out.push(typeof v === 'string' ? v : v.x);
    else if (value !== undefined) out.push(String(value));
  }
  return out;
};

function meets(values: readonly string[], match: ListMatch, text: string): boolean {
  const wanted = foldText(text.trim());
  if (wanted === '') return true;
  const folded = values.map(foldText);
  switch (match) {
    case 'words': {
      const haystack = folded.join(' ');
      return wanted.split(/\s+/).every((w) => haystack.includes(w));
    }
    case 'contains': return folded.some((v) => v.includes(wanted));
    case 'exact': return folded.includes(wanted);
    case 'prefix': return folded.some((v) => v.startsWith(wanted));
    case 'slug': {
      const key = wanted.split(/\s+/).join('-');
      return folded.includes(key);
    }
  }
}

export const rowMatches = (row: ListRow, filters: readonly ActiveFilter[]): boolean =>
  filters.every((f) => meets(valuesOf(row, f.fields), f.match, f.value));

/** Rows in the sort's order (a new array; the index's order for a sort without a field). */
export function sortRows<R extends ListRow>(rows: readonly R[], sort: Pick<ListSortSpec, 'field' | 'order'>): R[] {
  const out = [...rows];
  const field = sort.field;
  if (field === undefined) return out;
  const sign = sort.order === 'desc' ? -1 : 1;
  const key = (r: R) => r[field];
  return out.sort((a, b) => {
    const x = key(a), y = key(b);
    if (typeof x === 'number' && typeof y === 'number') return sign * (x - y);
    return sign * String(x ?? '').localeCompare(String(y ?? ''));
  });
}
