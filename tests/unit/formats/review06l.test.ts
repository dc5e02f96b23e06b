// Review 2026-12-06l (tests/fixtures/review-2026-12-06l/FINDINGS.md) of code set aside in
// minutes, the Japanese condition with no comma, indifference after a proposal and the
// conceded list: the rows its fixes made pass and review 06m left standing.
import { describe, expect, it } from 'vitest';
import { readFixtureLog, relationOn } from '../../support/readLog.ts';
import { fencedLineIndexes } from '../../../src/lib/parse/codeBlocks.ts';

const read = (name: string) => readFixtureLog('review-2026-12-06l/cases', name);
/** The stances (not mentions) the file's opinions take, as `source type target@line`. */
const stances = (value: any): string[] => value.graph.edges
  .filter((e: any) => /^opinion-/.test(e.source) && /^option-/.test(e.target) && e.type !== 'mentions')
  .map((e: any) => `${e.source} ${e.type} ${e.target}@${e.provenance?.line}`);

describe('R1: a condition with no comma, and what is none', () => {
  for (const [name, reading] of [
    ['2027-08-02-j01-nakereba-naranai.md', 'supports:read'],
    ['2027-08-02-j02-sorenara.md', 'supports:read'],
    ['2027-08-02-j05-b-then-a.md', 'supports:read'],
    ['2027-08-02-j10-narabini.md', 'supports:read'],
    ['2027-08-02-j11-atarashii.md', 'supports:read'],
    ['2027-08-02-j12-dekireba.md', 'supports:read'],
    ['2027-08-02-j06-cond-tara.md', 'mentions:mentioned'],
    ['2027-08-02-j07-cond-reba.md', 'mentions:mentioned'],
  ] as const) {
    it(`${name}: line 26 ${reading}`, () => expect(relationOn(read(name).value, 26, 'option-a')).toBe(reading));
  }
});

describe('H1–H5: code is never read, however its fences stand', () => {
  it('H3 a stray fence among bullet opinions hides none of them (f16)', () => {
    expect(stances(read('2027-08-04-f16-stray-in-bullets.md').value)).toEqual(expect.arrayContaining(['opinion-ben opposes option-c@21', 'opinion-cai supports option-b@22']));
  });

  it('H4 a fence on a list item’s line or in a block quote is code (f02, f03)', () => {
    for (const name of ['2027-08-01-f02-fence-in-list-item.md', '2027-08-01-f03-fence-in-quote.md']) {
      const found = stances(read(name).value);
      expect(found, name).toContain('opinion-ben opposes option-c@23');
      expect(found.filter((s) => s.includes('supports option-c')), name).toEqual([]);
    }
  });

  it('H5 an org-mode source block is code: `:VOTE: A` in it is no vote (o01, o02)', () => {
    for (const name of ['2027-08-20-15-00-o01-org-src-vote.md', '2027-08-20-15-00-o02-org-src-heading.md']) {
      expect(stances(read(name).value).filter((s) => s.includes('option-a')), name).toEqual([]);
    }
  });

  it('pairs fences as CommonMark does; an opener left open takes the next shorter bare fence; a stray one opens nothing', () => {
    expect([...fencedLineIndexes(['a', '```', 'b', '```', 'c', '```'])].sort()).toEqual([1, 2, 3]);
    expect([...fencedLineIndexes(['- ```yaml', '  For: C', '  ```', 'after'])].sort()).toEqual([0, 1, 2]);
    expect([...fencedLineIndexes(['````yaml', 'For: C', '```', 'after'])].sort()).toEqual([0, 1, 2]);
    expect([...fencedLineIndexes(['#+BEGIN_SRC yaml', ':VOTE: A', '#+END_SRC', '#+BEGIN_QUOTE', 'words', '#+END_QUOTE'])].sort()).toEqual([0, 1, 2]);
  });
});

describe('H6: indifference after a proposal, in every language', () => {
  for (const name of ['2027-08-03-d09-en-proposal-then-indiff.md', '2027-08-03-d10-ja-proposal-then-indiff.md', '2027-08-03-d11-zh-proposal-then-indiff.md']) {
    it(`${name}: the proposal stays Cai's claim`, () => {
      expect(read(name).value.graph.nodes.some((n: any) => n.id === 'opinion-cai')).toBe(true);
    });
  }
});
