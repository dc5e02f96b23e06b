// Review 2026-12-07p (tests/fixtures/review-2026-12-07p/FINDINGS.md): every row, the controls with them.
import { describe, expect, it } from 'vitest';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { concedesAt, readFixtureLog, withdrawsAt } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-07p/cases', name).value;
const m = (n: string, id: string) => `2027-12-18-10-${n}-${id}.md`;
const chosen = (name: string) => minutesOutcome(read(name).document).decision?.chosen?.key;

describe('review 07p', () => {
  it.each([['01', 'a1'], ['03', 'a3'], ['04', 'a4'], ['05', 'a5'], ['07', 'a7']])('%s %s: a remark beside the action table ("also noted", "still blocked", "also agree with the owners", "auch einverstanden") is no action', (n, id) => {
    expect(read(m(n, id)).document.minutes.actionItems).toHaveLength(1);
  });
  it.each([['02', 'a2'], ['06', 'a6']])('%s %s: a task past an adverb is an action', (n, id) => expect(read(m(n, id)).document.minutes.actionItems).toHaveLength(2));
  it('"too expensive and no better than Option A" decides no B (d1)', () => expect(chosen(m('08', 'd1'))).toBeUndefined());
  it.each([['09', 'd2'], ['10', 'd3'], ['11', 'd4'], ['12', 'd5'], ['13', 'd6']])('%s %s: acceptance after "over budget, but" decides B ("didn\'t hesitate and approved", "Bruno approved", "not only covers", "no cheaper way")', (n, id) => {
    expect(chosen(m(n, id))).toBe('B');
  });
  it.each([['z1', true], ['z2', false], ['z3', true], ['z4', true], ['z5', true], ['z6', false], ['z7', false]])('%s: withdrawn at line 37: %s (的话 as words heard, or as a condition)', (id, withdrawn) => {
    expect(withdrawsAt(read(`2030-04-01-10-00-${id}.md`), 37)).toBe(withdrawn);
  });
  it('a Korean withdrawal after hearing the lead (k1)', () => expect(withdrawsAt(read('2030-03-18-09-30-k1.md'), 38)).toBe(true));
  it.each([['t-14-c1.md', true], ['t-15-c2.md', true], ['t-16-c3.md', false], ['t-17-c4.md', false], ['t-18-c5.md', false], ['t-19-c6.md', false], ['t-20-c7.md', false]])('%s concedes at line 52: %s ("after all", a past "when", a time to come)', (name, concedes) => {
    expect(concedesAt(read(name), 52)).toBe(concedes);
  });
  it.each([['t-60-j1.md', true], ['t-61-j2.md', false], ['t-62-j3.md', false], ['t-63-j4.md', false]])('%s concedes at line 77: %s (数年前だったら a past, リリースの3日前だったら a condition)', (name, concedes) => {
    expect(concedesAt(read(name), 77)).toBe(concedes);
  });
});
