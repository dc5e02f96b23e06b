// Review 2026-12-07zj (tests/fixtures/review-2026-12-07zj/FINDINGS.md): its rows, the controls with them.
import { describe, expect, it } from 'vitest';
import { personaLabels, readFixtureLog, relationOn } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-07zj/cases', name).value;

describe('review 07zj', () => {
  it.each([['13-a1', 1], ['14-a2', 1], ['15-a3', 1], ['16-a4', 1], ['17-a5', 2], ['18-a6', 2], ['19-a7', 2], ['20-a8', 1]])(
    '2027-12-18-10-%s: %s action item(s) (a past is the noun\'s verb, a participle of planning the object\'s)',
    (id, count) => {
      expect(read(`2027-12-18-10-${id}.md`).document.minutes.actionItems).toHaveLength(count);
    },
  );
  it.each([['41-c1', 1], ['42-c2', 2], ['43-c3', 2], ['44-c4', 1], ['45-c5', 2]])('2031-07-07-10-%s: %s unknown(s); a sender\'s label, a blank, then its message is the sender\'s', (id, count) => {
    const unknowns = read(`2031-07-07-10-${id}.md`).document.minutes.unknowns;
    expect(unknowns).toHaveLength(count);
    expect(unknowns.map((u: any) => JSON.stringify(u))).not.toContainEqual(expect.stringContaining('omar**'));
  });
  it.each(['15-29-p2', '15-30-p3', '15-28-p1', '16-31-p4', '10-33-p6'])('2027-12-18-%s: a reason\'s numbered label is no persona', (id) => {
    expect(personaLabels(read(`2027-12-18-${id}.md`)).join(' ')).not.toMatch(/理由|根拠|근거|Reason|Grund/u);
  });
  it.each([['15-36-l2', 22, 'option-c', /^opposes/], ['15-37-l3', 22, 'option-c', /^opposes/], ['10-38-l4', 21, 'option-a', /^opposes/], ['15-50-l7', 22, 'option-c', /^opposes/]])(
    '2027-12-18-%s line %s: a listed speaker\'s line run on into a list is theirs (%s %s)',
    (id, line, option, relation) => {
      expect(relationOn(read(`2027-12-18-${id}.md`), line, option) ?? 'none').toMatch(relation);
    },
  );
  it('2027-12-18-17-52-p8: "Für B." and "Gegen A." are stated labels', () => {
    const value = read('2027-12-18-17-52-p8.md');
    expect([relationOn(value, 19, 'option-b'), relationOn(value, 21, 'option-a')]).toEqual(['supports:stated', 'opposes:stated']);
  });
  it.each([
    ['05-o5', /^supports/], ['06-o6', /^supports/], ['08-o8', /^supports/], ['07-o7', /^(?:mentions|none)/], ['09-o9', /^(?:mentions|none)/],
    ['11-o11', /^supports/], ['12-o12', /^(?:mentions|none)/],
  ])('2027-12-18-10-%s line 20: option A %s (a condition opening a clause with a subject is that clause\'s; "I think" is an aside; "\'til")', (id, relation) => {
    expect(relationOn(read(`2027-12-18-10-${id}.md`), 20, 'option-a') ?? 'none').toMatch(relation);
  });
});
