// Sorting and filtering a long list in the browser (listQuery.ts) and the rows of the lists
// besides the index (listFacets.ts): what a reader types finds the rows it names.
import { describe, expect, it } from 'vitest';
import { rowMatches, sortRows, type ListRow } from '../../../src/lib/archive/listQuery.ts';
import { cruxRow, debateFacets, questionRow } from '../../../src/lib/archive/listFacets.ts';
import type { DebateSlug } from '../../../src/lib/core/ids.ts';

const row = (t: string, extra: Record<string, string | number | string[]> = {}): ListRow => ({ u: `/${t}/`, t, l: '', m: [], ...extra });

describe('a list filter', () => {
  it('matches every word of a text search, in any of its fields, folding case and width', () => {
    const r = row('Night trains to Berlin', { l: 'Host synthesis: cheaper' });
    expect(rowMatches(r, [{ fields: ['t', 'l'], match: 'words', value: 'ｎｉｇｈｔ CHEAPER' }])).toBe(true);
    expect(rowMatches(r, [{ fields: ['t'], match: 'words', value: 'night cheaper' }])).toBe(false);
  });

  it('matches a name inside a list of names, a chosen option exactly, a year as a prefix', () => {
    const r = row('x', { p: ['Ada Berg', 'Hiro Ito'], f: 'minutes', d: '2025-06-01', y: ['2024', '2025'] });
    expect(rowMatches(r, [{ fields: ['p'], match: 'contains', value: 'hiro' }])).toBe(true);
    expect(rowMatches(r, [{ fields: ['f'], match: 'exact', value: 'minute' }])).toBe(false);
    expect(rowMatches(r, [{ fields: ['d'], match: 'prefix', value: '2025' }])).toBe(true);
    expect(rowMatches(r, [{ fields: ['y'], match: 'exact', value: '2023' }])).toBe(false);
  });

  it('takes a tag as typed: "Night Trains" finds the key night-trains', () => {
    const r = row('x', { g: ['night-trains', 'energy'] });
    expect(rowMatches(r, [{ fields: ['g'], match: 'slug', value: ' Night  Trains ' }])).toBe(true);
    expect(rowMatches(r, [{ fields: ['g'], match: 'slug', value: 'night' }])).toBe(false);
  });

  it('needs every filter to match', () => {
    const r = row('Transit', { f: 'roundtable', p: ['Ada'] });
    expect(rowMatches(r, [{ fields: ['f'], match: 'exact', value: 'roundtable' }, { fields: ['p'], match: 'contains', value: 'bruno' }])).toBe(false);
  });
});

describe('a list sort', () => {
  const rows = [row('b', { c: 1 }), row('a', { c: 3 }), row('c', { c: 3 })];
  it('keeps the index order without a field, and is stable on ties', () => {
    expect(sortRows(rows, { order: 'asc' }).map((r) => r.t)).toEqual(['b', 'a', 'c']);
    expect(sortRows(rows, { field: 'c', order: 'desc' }).map((r) => r.t)).toEqual(['a', 'c', 'b']);
    expect(sortRows(rows, { field: 't', order: 'asc' }).map((r) => r.t)).toEqual(['a', 'b', 'c']);
    expect(rows.map((r) => r.t)).toEqual(['b', 'a', 'c']);
  });
});

describe('the rows of the question ledger and the cruxes', () => {
  const facts = (slug: DebateSlug) => ({ title: `Title of ${slug}`, date: slug.startsWith('2024') ? '2024-03-01' : '2025-05-02', format: slug.endsWith('m') ? 'minutes' : 'roundtable' });
  const slugs = ['2024/a', '2025/b-m', '2025/b-m'] as DebateSlug[];

  it('count each debate once, with its formats, years and the newest date', () => {
    expect(debateFacets(slugs, facts)).toEqual({ b: ['Title of 2024/a', 'Title of 2025/b-m'], f: ['roundtable', 'minutes'], y: ['2024', '2025'], d: '2025-05-02', n: 2 });
  });

  it('give a question its plain text, the debates that asked it and their count', () => {
    const r = questionRow('/q/', 'Who **pays**?', slugs, facts);
    expect(r).toMatchObject({ t: 'Who pays?', l: 'Asked in Title of 2024/a; Title of 2025/b-m', m: ['in 2 debates', 'newest 2025-05-02'] });
  });

  it('give a crux the names on each side and its rank, cut to a line', () => {
    const r = cruxRow('/c/', 'Cars '.repeat(100), 3, { for: ['Ada', 'Bo'], against: ['Cy'] }, slugs, facts);
    expect(r.t.length).toBeLessThanOrEqual(200);
    expect(r).toMatchObject({ l: '2 for (Ada, Bo) · 1 against (Cy)', p: ['Ada', 'Bo', 'Cy'], r: 3, s: 3, m: ['rank 3', 'in 2 debates', 'newest 2025-05-02'] });
  });
});
