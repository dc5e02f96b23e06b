// Review 2026-12-06za (tests/fixtures/review-2026-12-06za/FINDINGS.md): the rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { readFixtureLog } from '../../support/readLog.ts';

const followup = (name: string) => readFixtureLog('review-2026-12-06za/followup', name).value;
const changed = (value: any) => value.graph.edges.filter((e: any) => e.attributes?.stance_changed !== undefined).map((e: any) => e.source);
const turns = (value: any) => value.document.transcript.rounds.map((r: any) => `${r.number}${Object.keys(r.turns).sort().join('')}`);

describe('A1: turns after a premature or mid-debate verdict are read', () => {
  for (const name of ['f1-ko-turns-after-premature-verdict.md', 'f2-ja-turns-after-mid-verdict.md']) {
    it(name, () => {
      const value = followup(name);
      expect(turns(value)).toEqual(['1AB', '2AB']);
      expect(value.graph.edges.filter((e: any) => e.type === 'concedes').map((e: any) => e.source)).toEqual(['agent-a']);
    });
  }
});

describe('C1–C3: a stance kept is not withdrawn', () => {
  for (const name of ['2027-12-30-10-00-f6-instead-other-person.md', '2027-12-30-10-01-f5-now-for-same-option.md', '2027-12-30-10-02-f3-b-instead-of-a.md', '2027-12-30-10-03-f4-not-anymore-next-sentence.md']) {
    it(name, () => expect(changed(followup(name))).toEqual([]));
  }
  it('"I was for option B; I\'ll go with option A instead" still moves', () => {
    expect(changed(readFixtureLog('review-2026-12-06z/cases', '2027-12-24-10-05-zb5-moved-on-single.md').value)).toEqual(['opinion-ben']);
  });
});

describe('K1: `보자면` is no condition; R1: `See Kok Leong` is a name', () => {
  it('Korean', () => expect(followup('2027-12-30-11-00-f7-ko-bojamyeon.md').graph.edges.some((e: any) => e.type === 'supports' && e.target === 'option-b')).toBe(true));
  it('surname See', () => expect(followup('2027-12-30-12-04-f9-see-surname.md').graph.nodes.some((n: any) => n.label === 'See Kok Leong')).toBe(true));
});
