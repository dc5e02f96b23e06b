// Review 2026-12-07o (tests/fixtures/review-2026-12-07o/FINDINGS.md): the rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { concedesAt, readFixtureLog, withdrawsAt } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-07o/cases', name).value;
const m = (n: string, id: string) => `2027-12-18-10-${n}-${id}.md`;
const chosen = (name: string) => minutesOutcome(read(name).document).decision?.chosen?.key;
const concededAt = (name: string, line: number) => concedesAt(read(name), line);
const withdrawnAt = (name: string, line: number) => withdrawsAt(read(name), line);

describe('review 07o', () => {
  it.each([['01', 'a1'], ['02', 'a2'], ['03', 'a3']])('%s %s: a remark past an adverb ("still waiting", "also happy", "only one owner") is no action', (n, id) => {
    expect(read(m(n, id)).document.minutes.actionItems).toHaveLength(1);
  });
  it('"- Cy Tran: also email …" is an action (a4)', () => expect(read(m('04', 'a4')).document.minutes.actionItems).toHaveLength(2));
  it.each([['05', 'd1'], ['06', 'd2'], ['07', 'd3'], ['09', 'd5']])('%s %s: acceptance under a negation ("not yet approved", "not enough to cover", "no better", "does not fully cover") decides no B', (n, id) => {
    expect(chosen(m(n, id))).not.toBe('B');
  });
  it('"over budget, but no objection approved by the CFO" decides B (d6)', () => expect(chosen(m('10', 'd6'))).toBe('B'));
  it.each([['z1', false], ['z2', false], ['z3', false], ['z4', true], ['z5', true]])('%s: withdrawn at line 37: %s', (id, withdrawn) => expect(withdrawnAt(`2030-04-01-10-00-${id}.md`, 37)).toBe(withdrawn));
  it.each(['t-16-c1.md', 't-17-c2.md', 't-18-c3.md'])('%s concedes ("after all", "grant you that", a past "when")', (name) => expect(concededAt(name, 52)).toBe(true));
  // Since review 07r, "I'll grant that the cache is simpler when traffic is low" waits (the reading that draws less).
  it('t-19-c4.md concedes nothing yet', () => expect(concededAt('t-19-c4.md', 52)).toBe(false));
  it('"数年前だったら…認める" concedes (j1); "本番投入前だったら…認める" does not (j2)', () => {
    expect(concededAt('t-60-j1.md', 77)).toBe(true);
    expect(concededAt('t-61-j2.md', 77)).toBe(false);
  });
});
