// Review 2026-12-07q (tests/fixtures/review-2026-12-07q/FINDINGS.md): every row, the controls with them.
import { describe, expect, it } from 'vitest';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { transcriptOutcome } from '../../../src/lib/formats/transcript/hooks.ts';
import { concedesAt, readFixtureLog, withdrawsAt } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-07q/cases', name).value;
const m = (n: string, id: string) => `2027-12-18-10-${n}-${id}.md`;
const chosen = (name: string) => minutesOutcome(read(name).document).decision?.chosen?.key;

describe('review 07q', () => {
  it.each([['t-01-c1.md', false], ['t-02-c2.md', false], ['t-03-c3.md', false], ['t-04-c4.md', false], ['t-05-c5.md', false], ['t-06-c6.md', true], ['t-07-c7.md', true], ['t-08-c8.md', false], ['t-09-c9.md', true]])('%s concedes at line 52: %s (a future cue before "when/after" and no past waits, since review 07r; a past, "after all and …" concede)', (name, concedes) => {
    expect(concedesAt(read(name), 52)).toBe(concedes);
  });
  it.each([['t-70-j1.md', false], ['t-71-j2.md', true], ['t-72-j3.md', true]])('%s concedes at line 77: %s (ほんの数年前だったら a past)', (name, concedes) => {
    expect(concedesAt(read(name), 77)).toBe(concedes);
  });
  it.each([['z1', false], ['z2', true], ['z3', false], ['z4', false], ['z5', false], ['z6', true]])('%s: withdrawn at line 37: %s (听起来…的话, 打听…的话 conditions; 听了李可的话 words heard)', (id, withdrawn) => {
    expect(withdrawsAt(read(`2030-04-01-10-00-${id}.md`), 37)).toBe(withdrawn);
  });
  it.each([['10', 'd1', 'B'], ['11', 'd2', undefined], ['12', 'd3', 'B'], ['13', 'd4', undefined], ['14', 'd5', undefined], ['15', 'd6', 'B'], ['16', 'd7', 'B'], ['17', 'd8', undefined], ['18', 'd9', 'B']])('%s %s decides %s', (n, id, option) => {
    expect(chosen(m(n, id))).toBe(option);
  });
  it.each([['19', 'a1', 1], ['20', 'a2', 1], ['21', 'a3', 2], ['22', 'a4', 2], ['23', 'a5', 2], ['24', 'a6', 2], ['25', 'a7', 1]])('%s %s: %s action items ("fine-tune", "speed up", "embed" are tasks)', (n, id, count) => {
    expect(read(m(n, id)).document.minutes.actionItems).toHaveLength(count);
  });
  it('"No clear winner; a two-week pilot … should settle it" makes no call (n1); "… should settle it for Kafka" does (n2)', () => {
    expect(transcriptOutcome(read('t-26-n1.md').document).noCall).toBe(true);
    expect(transcriptOutcome(read('t-27-n2.md').document).noCall).toBeUndefined();
  });
  it('"Decision reversed, but should …" reverses now (r1); "…, but only from next quarter" leaves A (r2)', () => {
    expect(chosen(m('28', 'r1'))).toBeUndefined();
    expect(chosen(m('29', 'r2'))).toBe('A');
  });
});
