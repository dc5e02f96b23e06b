// cacheKeys of the pages Astro's incremental build may restore (src/site/cacheKey.ts): a key changes with everything its page shows, including what
// does not come from the log's bytes (the date of the file's first commit).
import { describe, expect, it } from 'vitest';
import type { DebateOutside } from '../../../src/site/debatePage.ts';
import { debateListKey, pageCacheKey } from '../../../src/site/cacheKey.ts';
import { parseDebateSlug, type DebateSlug } from '../../../src/lib/core/ids.ts';

const slugA = parseDebateSlug('a') as DebateSlug;

const outside: DebateOutside = {
  elsewhere: new Map(), atlasStatus: new Map(), crossRefs: new Map(), debateLinks: new Map(),
  titles: new Map([['a', 'A debate']]), discussedIn: new Map(), history: [],
};
const debate = { slug: slugA, digest: 'digest-of-a' };

describe('page cacheKeys', () => {
  it('a debate page changes key with its record, its commit date and what it shows from outside', () => {
    const key = pageCacheKey(debate, outside);
    expect(pageCacheKey({ ...debate }, { ...outside })).toBe(key);
    expect(pageCacheKey({ ...debate, digest: 'another' }, outside)).not.toBe(key);
    expect(pageCacheKey({ ...debate, committed: '2026-01-02' }, outside)).not.toBe(key);
    expect(pageCacheKey(debate, { ...outside, titles: new Map([['a', 'Renamed']]) })).not.toBe(key);
    expect(() => pageCacheKey({ slug: slugA }, outside)).toThrow(/no digest/);
  });

  it('a tag or year page changes key with the debates it lists, their order and commit dates', () => {
    const a = { slug: 'a', digest: 'da' }, b = { slug: 'b', digest: 'db' };
    const key = debateListKey('tag x', [{ heading: 'X', debates: [a, b] }]);
    expect(debateListKey('tag x', [{ heading: 'X', debates: [a, b] }])).toBe(key);
    expect(debateListKey('tag x', [{ heading: 'X', debates: [b, a] }])).not.toBe(key);
    expect(debateListKey('tag x', [{ heading: 'X', debates: [a, { ...b, digest: 'db2' }] }])).not.toBe(key);
    expect(debateListKey('tag x', [{ heading: 'X', debates: [a, { ...b, committed: '2026-01-02' }] }])).not.toBe(key);
    expect(debateListKey('tag x', [{ heading: 'Y', debates: [a, b] }])).not.toBe(key);
    expect(debateListKey('tag y', [{ heading: 'X', debates: [a, b] }])).not.toBe(key);
    expect(() => debateListKey('tag x', [{ heading: 'X', debates: [{ slug: 'c' }] }])).toThrow(/no digest/);
  });
});
