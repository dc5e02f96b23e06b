// The search box's pure parts: CJK query segmentation and filter handling.
import { describe, expect, it } from 'vitest';
import { chosenFilters, countByKind, excerptText, filterOptions, groupByKind, segmentQuery, indexParts } from '../../../src/components/site/search-client.ts';

describe('segmentQuery', () => {
  it('leaves Latin and Hangul queries as typed', () => {
    expect(segmentQuery('  deep   work ')).toBe('deep work');
    expect(segmentQuery('four-day week?')).toBe('four-day week?');
    expect(segmentQuery('독자 대표')).toBe('독자 대표');
  });
  it('splits Japanese and Chinese runs into words', () => {
    const ja = segmentQuery('意図が必要').split(' ');
    expect(ja.length).toBeGreaterThan(1);
    expect(ja.join('')).toBe('意図が必要');
    expect(ja).toContain('意図');
    const zh = segmentQuery('禁止私家车通行').split(' ');
    expect(zh.length).toBeGreaterThan(1);
    expect(zh.join('')).toBe('禁止私家车通行');
  });
  it('keeps mixed queries in order and drops CJK punctuation', () => {
    const words = segmentQuery('AIは創造性を持つか？').split(' ');
    expect(words[0]).toBe('AI');
    expect(words.join('')).toBe('AIは創造性を持つか');
  });
});

describe('filters', () => {
  it('passes on only the filters with a chosen value', () => {
    expect(chosenFilters({ format: 'Roundtable', tag: '', year: '2026' })).toEqual({ format: 'Roundtable', year: '2026' });
    expect(chosenFilters({ format: '' })).toEqual({});
  });
  it('lists years newest first and other values in order', () => {
    expect(filterOptions('year', { 2025: 1, 2026: 6 })).toEqual([['2026', 6], ['2025', 1]]);
    expect(filterOptions('format', { Roundtable: 4, 'Meeting minutes': 2 })).toEqual([['Meeting minutes', 2], ['Roundtable', 4]]);
    expect(filterOptions('tag')).toEqual([]);
  });
});

describe('indexParts', () => {
  it('reads the parts a large site\'s index is in, and nothing else', () => {
    expect(indexParts({ parts: ['part-2/', 'part-3/'] })).toEqual(['part-2/', 'part-3/']);
    expect(indexParts({ parts: [] })).toEqual([]);
    // Missing or foreign: one index, and no request leaves the bundle's folder.
    expect(indexParts(null)).toEqual([]);
    expect(indexParts({ parts: 'part-2/' })).toEqual([]);
    expect(indexParts({ parts: ['../../evil/', 'https://x.example/', 'part-2', 7, 'part-4/'] })).toEqual(['part-4/']);
  });
});

describe('results by kind', () => {
  const result = (kind?: string, title = '') => ({ filters: kind === undefined ? {} : { kind: [kind] }, meta: { title } });

  it('groups debates, claims, personas and notes in that order, keeping score order inside', () => {
    const groups = groupByKind([result('personas'), result('debates'), result('notes'), result(), result('claims')]);
    expect(groups.map((g) => [g.heading, g.items.length])).toEqual([['Debates', 2], ['Claims', 1], ['Personas', 1], ['Notes', 1]]);
  });

  // Probe 33: the debate titled exactly as the query ranked sixth of six, after longer titles.
  it('puts a result titled exactly as the query first in its group, case, spacing and closing "?" aside', () => {
    const titles = ['Should we rewrite the billing service in Rust? (2)', 'Rewrite billing in Rust, again', 'Should we rewrite the billing service in Rust?'];
    const groups = groupByKind([...titles.map((t) => result('debates', t)), result('personas', 'Should we rewrite the billing service in rust')], 'should we  rewrite the billing service in Rust');
    expect(groups.map((g) => g.items.map((i) => i.meta.title))).toEqual([[titles[2], titles[0], titles[1]], ['Should we rewrite the billing service in rust']]);
    expect(groupByKind(titles.map((t) => result('debates', t)), '').map((g) => g.items.map((i) => i.meta.title))).toEqual([titles]);
  });

  it('counts each kind in words, not all as debates', () => {
    expect(countByKind(6, { debates: 3, personas: 2, claims: 1 })).toBe('3 debates, 1 claim and 2 personas');
    expect(countByKind(2, { debates: 2 })).toBe('2 debates');
    expect(countByKind(1, undefined)).toBe('1 result');
  });
});

// Probe 3, FAIL 16: the index is segmented (forced 'zh', pagefindIndex.ts) and Pagefind writes
// a U+200B after every word of its content; an excerpt shows and copies without them.
describe('excerptText', () => {
  it('drops the zero-width spaces Pagefind writes between words', () => {
    expect(excerptText('Open \u200bdata\u200b. Roundtable \u200b意図\u200bが\u200b')).toBe('Open data. Roundtable 意図が');
  });
});
