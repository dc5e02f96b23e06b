// The rows of the site's long lists besides the index (the question ledger, the cruxes, the
// persona and domain indexes) and their sort and filter controls (listQuery.ts). Each row
// carries the facets of the debates it comes from: their titles (the first few), formats,
// years and the newest date. Pure: the pages pass the URLs and the debates' facts in.
import type { DebateSlug } from '../core/ids.ts';
import { truncateLabel } from '../core/escape.ts';
import { plainText } from '../render/inlineMarkdown.ts';
import type { ListControlSpec, ListFilterSpec, ListRow, ListRows, ListSortSpec } from './listQuery.ts';

/** What a list row needs to know of a debate. */
export interface DebateFacts { title: string; date: string; format: string }

/** Debate titles (and names) kept per row: enough to filter by, bounded. */
const NAMES = 12;
/** A row's title and line, in code points. */
const TITLE = 200;
const LINE = 140;

export type FacetRow = ListRow & {
  /** Debate titles (the first few). */
  b: string[];
  /** Formats and years of its debates. */
  f: string[];
  y: string[];
  /** Its newest debate's date ("" when none is dated). */
  d: string;
  /** How many debates. */
  n: number;
};

/** The facets of the debates `slugs` (each once, in order). */
export function debateFacets(slugs: readonly DebateSlug[], facts: (slug: DebateSlug) => DebateFacts): Pick<FacetRow, 'b' | 'f' | 'y' | 'd' | 'n'> {
  const titles: string[] = [], formats = new Set<string>(), years = new Set<string>();
  let newest = '';
  const seen = new Set<DebateSlug>();
  for (const slug of slugs) {
    if (seen.has(slug)) continue;
    seen.add(slug);
    const f = facts(slug);
    if (titles.length < NAMES) titles.push(f.title);
    formats.add(f.format);
    if (f.date !== '') years.add(f.date.slice(0, 4));
    if (f.date > newest) newest = f.date;
  }
  return { b: titles, f: [...formats], y: [...years], d: newest, n: seen.size };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const firstNames = (names: readonly string[]) => names.slice(0, NAMES).map(plainText).join(', ') + (names.length > NAMES ? ', …' : '');

/** A row of debates-derived facts: title and line cut to fit, the debates' count and newest date as its facts. */
export function facetRow(u: string, title: string, line: string, facets: ReturnType<typeof debateFacets>, extra: string[] = []): FacetRow {
  return {
    u, t: truncateLabel(plainText(title), TITLE), l: truncateLabel(line, LINE),
    m: [...extra, `in ${plural(facets.n, 'debate', 'debates')}`, ...(facets.d === '' ? [] : [`newest ${facets.d}`])],
    ...facets,
  };
}

/** The ledger's entry for one question: the debates that asked it. */
export function questionRow(u: string, label: string, slugs: readonly DebateSlug[], facts: (slug: DebateSlug) => DebateFacts): FacetRow {
  const facets = debateFacets(slugs, facts);
  return facetRow(u, label, `Asked in ${facets.b.join('; ')}${facets.n > facets.b.length ? '; …' : ''}`, facets);
}

export type CruxRow = FacetRow & { p: string[]; r: number; s: number };

/** A crux: its claim, the personas on each side (by name), the debates it is in. */
export function cruxRow(u: string, label: string, rank: number, sides: { for: readonly string[]; against: readonly string[] }, slugs: readonly DebateSlug[], facts: (slug: DebateSlug) => DebateFacts): CruxRow {
  const facets = debateFacets(slugs, facts);
  const line = `${sides.for.length} for (${firstNames(sides.for)}) · ${sides.against.length} against (${firstNames(sides.against)})`;
  const names = [...sides.for.slice(0, NAMES), ...sides.against.slice(0, NAMES)].map(plainText);
  return { ...facetRow(u, label, line, facets, [`rank ${rank}`]), p: names, r: rank, s: sides.for.length + sides.against.length };
}

/** A person's (or a domain's) entry in the browse indexes: the debates it appears in. */
export function nameRow(u: string, name: string, slugs: readonly DebateSlug[], facts: (slug: DebateSlug) => DebateFacts): FacetRow {
  const facets = debateFacets(slugs, facts);
  return facetRow(u, name, `In ${facets.b.join('; ')}${facets.n > facets.b.length ? '; …' : ''}`, facets);
}

export const facetRows = <R extends ListRow>(rows: R[]): ListRows<R> => ({ version: 1, rows });

/** The filters every facet list has: text, debate, format, year (the options those present). */
function facetFilters(textLabel: string, rows: readonly FacetRow[], formats: Record<string, string>): ListFilterSpec[] {
  const formatSet = new Set<string>(), yearSet = new Set<string>();
  for (const r of rows) {
    for (const f of r.f) formatSet.add(f);
    for (const y of r.y) yearSet.add(y);
  }
  return [
    { name: 'q', label: textLabel, fields: ['t', 'l'], match: 'words' },
    { name: 'debate', label: 'Debate title', fields: ['b'], match: 'contains' },
    { name: 'format', label: 'Format', fields: ['f'], match: 'exact', any: 'Any format', options: [...formatSet].sort().map((f) => ({ value: f, label: formats[f] ?? f })) },
    { name: 'year', label: 'Year', fields: ['y'], match: 'exact', any: 'Any year', options: [...yearSet].sort().reverse().map((y) => ({ value: y, label: y })) },
  ];
}

const NEWEST: ListSortSpec = { value: 'newest', label: 'Newest debate first', field: 'd', order: 'desc' };

export function questionListSpec(index: string, rows: readonly FacetRow[], formats: Record<string, string>): ListControlSpec {
  return {
    label: 'Sort and filter open questions', index, noun: ['question', 'questions'], heading: 'h3',
    filters: facetFilters('Search questions', rows, formats),
    sorts: [{ value: 'asked', label: 'Most asked first', order: 'asc' }, NEWEST, { value: 'text', label: 'Question text', field: 't', order: 'asc' }],
  };
}

export function cruxListSpec(index: string, rows: readonly CruxRow[], formats: Record<string, string>): ListControlSpec {
  const [text, ...rest] = facetFilters('Search claims', rows, formats);
  return {
    label: 'Sort and filter cruxes', index, noun: ['crux', 'cruxes'], heading: 'h3',
    filters: [text!, { name: 'persona', label: 'Persona', fields: ['p'], match: 'contains' }, ...rest],
    sorts: [{ value: 'rank', label: 'Sharpest split first', order: 'asc' }, { value: 'sides', label: 'Most personas taking a side', field: 's', order: 'desc' }, NEWEST, { value: 'text', label: 'Claim text', field: 't', order: 'asc' }],
  };
}

export function nameListSpec(kind: 'persona' | 'domain', index: string, rows: readonly FacetRow[], formats: Record<string, string>): ListControlSpec {
  return {
    label: `Sort and filter ${kind}s`, index, noun: [kind, `${kind}s`], heading: 'h3',
    filters: facetFilters('Name', rows, formats),
    sorts: [{ value: 'name', label: 'Name', order: 'asc' }, { value: 'debates', label: 'Most debates', field: 'n', order: 'desc' }, NEWEST],
  };
}
