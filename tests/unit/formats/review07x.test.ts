// Review 2026-12-07x (tests/fixtures/review-2026-12-07x/FINDINGS.md): its rows, the controls with them.
import { describe, expect, it } from 'vitest';
import { plainText } from '../../../src/lib/core/plainText.ts';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { concedesAt, readFixtureLog, withdrawsAt } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-07x/cases', name).value;
const chosen = (name: string) => minutesOutcome(read(name).document).decision?.chosen?.key;

describe('review 07x', () => {
  it.each([['z1', true], ['z2', true], ['z3', true], ['z4', true], ['z5', false], ['z6', false]])('%s: withdrawn at line 37: %s (工行, 招行, 人行 before 的话 are banks)', (id, withdrawn) => {
    expect(withdrawsAt(read(`2030-04-01-10-00-${id}.md`), 37)).toBe(withdrawn);
  });
  it.each([
    ['01-d1', undefined], ['02-d2', undefined], ['03-d3', undefined], ['04-d4', undefined], ['05-d5', undefined], ['06-d6', 'B'], ['07-d7', 'B'],
  ])('2027-12-18-10-%s decides %s ("decides between" an option in any marks; "picks between 2 brokers" is no option)', (id, option) => {
    expect(chosen(`2027-12-18-10-${id}.md`)).toBe(option);
  });
  it.each([
    ['08-r1', 'A'], ['09-r2', 'A'], ['10-r3', 'A'], ['11-r4', 'A'], ['12-r5', 'A'], ['13-r6', undefined], ['14-r7', 'A'], ['15-r8', 'A'],
  ])('2027-12-18-10-%s decides %s ("only after" a passive, a perfect or no past waits; "legal said" happened)', (id, option) => {
    expect(chosen(`2027-12-18-10-${id}.md`)).toBe(option);
  });
  it.each([['16-a1', 1], ['17-a2', 1], ['18-a3', 1], ['19-a4', 2], ['20-a5', 2], ['21-a6', 2], ['22-a7', 1]])('2027-12-18-10-%s: %s action items (good-ish:, fine-ish — remarks; fine-tuning, then … a task)', (id, count) => {
    expect(read(`2027-12-18-10-${id}.md`).document.minutes.actionItems).toHaveLength(count);
  });
  it.each([['t-23-c1.md', false], ['t-24-c2.md', false], ['t-25-c3.md', true], ['t-26-c4.md', true], ['t-27-c5.md', true], ['t-28-c6.md', false]])('%s concedes at line 52: %s ("Confluent managed Kafka" waits; "Redis exceeded expectations" concedes)', (name, concedes) => {
    expect(concedesAt(read(name), 52)).toBe(concedes);
  });
  it('keeps a code line of a fence after a list marker, and reads the definition after it (T6)', () => {
    const text = '- ```md\n\n  [core]: enabled\n  ```\n\nSee the [fare report][1].\n\n[1]: https://ex.org/fares';
    expect(plainText(text)).toContain('[core]: enabled');
    expect(plainText(text)).toContain('See the fare report.');
    expect(plainText(text)).not.toContain('ex.org');
  });
  it('keeps a footnote whose definition is only code in a nested fence as written (T7)', () => {
    expect(plainText('Night buses run late[^cab] most weeks.\n\n````md\n```\n[^cab]: Taxi receipts\n```\n````')).toContain('late[^cab] most');
  });
});
