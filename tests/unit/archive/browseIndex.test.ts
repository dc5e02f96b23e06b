// Tag pages cost their debates, not their debates times their tags: a generated archive
// whose every debate has the most tags allowed still gives tag pages of bounded size.
import { describe, expect, it } from 'vitest';
import { listedTags, tagGroups, tagKey, TAGS_IN_LIST, yearGroups } from '../../../src/lib/archive/browseIndex.ts';
import type { DebateRecord } from '../../../src/lib/archive/debateRecord.ts';
import { MAX_TAGS } from '../../../src/lib/core/limits.ts';

/** Only what the browse index reads of a record. */
const debate = (n: number, tags: string[], date?: string) => ({ slug: `d${n}`, file: `d${n}.json`, title: `D${n}`, tags, ...(date ? { date } : {}) }) as unknown as DebateRecord;

describe('tag pages', () => {
  it('never have a Windows device name as their folder (probe 4, N01)', () => {
    expect(['con', 'NUL', 'com1', 'console'].map(tagKey)).toEqual(['con_', 'nul_', 'com1_', 'console']);
    // An invisible character makes no look-alike tag page of its own (probe 6, HX).
    expect(['a\u200bi', 'a\u2060i', '\u200bai'].map(tagKey)).toEqual(['ai', 'ai', 'ai']);
  });

  it('give a tag with a sign its slug drops a page of its own, and spellings of one tag one page (probe 62 row 4)', () => {
    const keys = ['c++', 'c#', 'c', 'C', 'c\u200b', 'ｃ', 'C++'].map(tagKey);
    expect(keys.slice(2, 6)).toEqual(['c', 'c', 'c', 'c']);
    expect(keys[6]).toBe(keys[0]);
    expect(new Set([keys[0], keys[1], keys[2]]).size).toBe(3);
    expect(keys[0]).toMatch(/^c-[0-9a-z]+$/u);
    expect(['node.js', 'ci/cd', 'machine learning', 'año'].map(tagKey)).toEqual(['node-js', 'ci-cd', 'machine-learning', expect.stringMatching(/^a/u)]);
    // A tag of signs alone is keyed by its folded text: its spellings share a page (review 07l row 17).
    expect(new Set(['🙂', '🙂\u200b', '\u200b🙂'].map(tagKey)).size).toBe(1);
    expect(tagKey('!!')).toBe(tagKey('！！'));
  });

  it('list each debate with at most a few of its tags, whatever it has', () => {
    const tags = Array.from({ length: MAX_TAGS }, (_, i) => `tag ${i}`);
    const debates = Array.from({ length: 50 }, (_, n) => debate(n, tags));
    const groups = tagGroups(debates);
    expect(groups).toHaveLength(MAX_TAGS);
    // What every tag page prints of its debates' tags, all pages together.
    let tagLinks = 0;
    for (const group of groups) for (const d of group.debates) tagLinks += listedTags(d.tags).shown.length;
    expect(tagLinks).toBe(MAX_TAGS * 50 * TAGS_IN_LIST);
    expect(listedTags(tags)).toEqual({ shown: tags.slice(0, TAGS_IN_LIST), more: MAX_TAGS - TAGS_IN_LIST });
  });

  it('group 20,000 debates of one tag and one month in one pass each', () => {
    const debates = Array.from({ length: 20_000 }, (_, n) => debate(n, ['same', 'Same'], '2026-03-01'));
    const [group] = tagGroups(debates);
    expect(group!.debates).toHaveLength(20_000);
    expect(group!.label).toBe('Same / same');
    expect(yearGroups(debates)[0]!.months[0]!.debates).toHaveLength(20_000);
  });
});
