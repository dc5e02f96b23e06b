// Review 2026-12-06x (tests/fixtures/review-2026-12-06x/FINDINGS.md): the rows its fixes made pass,
// and ad-hoc experts named in Chinese and Japanese rosters of the prose corpus.
import { describe, expect, it } from 'vitest';
import { shapeTurnHeader } from '../../../src/lib/formats/transcript/shapeHeaders.ts';
import { readFixtureLog } from '../../support/readLog.ts';

const followup = (name: string) => readFixtureLog('review-2026-12-06x/followup', name).value;
const corpus = (name: string) => readFixtureLog('prose-corpus/minutes', name).value;
const takenBack = (value: any) => value.graph.edges.filter((e: any) => e.type === 'concedes').map((e: any) => [e.provenance?.line, e.attributes?.taken_back_in_round ?? null]);
const stances = (value: any) => value.graph.edges.filter((e: any) => e.source.startsWith('opinion-')).map((e: any) => `${e.source} ${e.type} ${e.target}`);
const personas = (value: any) => value.graph.nodes.filter((n: any) => n.type === 'persona').map((n: any) => n.label);

describe('X1, X2: a take-back’s round and words', () => {
  it('"around two days" names no round: the latest concession is meant', () => expect(takenBack(followup('x1-takeback-around-two.md'))).toEqual([[19, null], [35, 4]]));
  it('a common word ("their", "than") tells no concession apart', () => expect(takenBack(followup('x2-takeback-common-word.md'))).toEqual([[19, null], [20, 3]]));
  it('X5: a take-back inside another side’s quoted words takes back nothing', () => expect(takenBack(followup('x6-ja-quoted-takeback.md'))).toEqual([[48, null]]));
});

describe('X3: a roster ends before `Decision owner:`', () => {
  it('Ana and Ben only', () => expect(personas(followup('2027-12-20-10-00-x3-roster-decision-owner.md'))).toEqual(expect.arrayContaining(['Ana', 'Ben'])));
  it('no person named after the sentence', () => expect(personas(followup('2027-12-20-10-00-x3-roster-decision-owner.md')).some((p: string) => p.includes('Decision'))).toBe(false));
});

describe('X4: "I was for B …, and now …" that does not move keeps B', () => {
  it('Ben still supports B, nothing marked changed', () => {
    const value = followup('2027-12-20-10-01-x4-was-for-still.md');
    expect(stances(value)).toEqual(['opinion-ben supports option-b']);
    expect(value.graph.edges.some((e: any) => e.attributes?.stance_changed !== undefined)).toBe(false);
  });
});

describe('X6: Korean -면 that is no condition', () => {
  it('`장기적으로 보면`, `그러면` leave the stances stated', () => {
    expect(stances(followup('2027-12-20-10-02-x5-ko-bomyeon.md'))).toEqual(['opinion-김민준 supports option-a', 'opinion-이서연 opposes option-a', 'opinion-이서연 supports option-b']);
  });
});

describe('X7: a recap line after the verdict is no header', () => {
  it('lower-case words after the separator', () => expect(shapeTurnHeader('🅰️ Claude (Round 2) — gave up the ledger deploy point')).toBeNull());
  it('the verdict is kept', () => expect(followup('x7-recap-emoji-lines.md').graph.nodes.some((n: any) => n.id === 'verdict')).toBe(true));
});

describe('ad-hoc experts in Chinese and Japanese rosters make no persona of their description', () => {
  for (const name of ['2027-03-18-17-10-原稿承認-ja-enheadings-sanpi-table-decided.md', '2027-03-23-20-30-读者社区-zh-enheadings-rank-none.md', '2028-01-10-20-30-会员制度-zh-prose-none.md', '2027-02-26-22-15-电子书分发-zh-enheadings-vote-escalated.md']) {
    it(name, () => expect(personas(corpus(name)).filter((p: string) => /[）)]$|ペルソナ|人设|主持人定义|处理过/u.test(p))).toEqual([]));
  }
});
