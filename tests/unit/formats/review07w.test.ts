// Review 2026-12-07w (tests/fixtures/review-2026-12-07w/FINDINGS.md): its rows, the controls with them.
import { describe, expect, it } from 'vitest';
import { plainText } from '../../../src/lib/core/plainText.ts';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { concedesAt, readFixtureLog, withdrawsAt } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-07w/cases', name).value;
const chosen = (name: string) => minutesOutcome(read(name).document).decision?.chosen?.key;

describe('review 07w', () => {
  it.each([['z1', false], ['z2', false], ['z3', false], ['z4', true], ['z5', false], ['z6', true], ['z7', false], ['z8', true]])('%s: withdrawn at line 37: %s (感觉行, 还算行, 确实行, 觉着行 before 的话 are conditions)', (id, withdrawn) => {
    expect(withdrawsAt(read(`2030-04-01-10-00-${id}.md`), 37)).toBe(withdrawn);
  });
  it.each([['06-d1', undefined], ['07-d2', undefined], ['08-d3', undefined], ['09-d5', undefined], ['10-d6', 'B'], ['11-r1', undefined], ['12-r2', undefined], ['13-r3', 'A'], ['14-r4', 'A'], ['15-r5', undefined]])('2027-12-18-10-%s decides %s ("between **Option A**" open; "only after <a past>" reversed)', (id, option) => {
    expect(chosen(`2027-12-18-10-${id}.md`)).toBe(option);
  });
  it.each([['16-a1', 1], ['17-a2', 1], ['18-a3', 2], ['19-a5', 1]])('2027-12-18-10-%s: %s action items (okay-ish —, fine-by-me — remarks; fine-tuning: a task)', (id, count) => {
    expect(read(`2027-12-18-10-${id}.md`).document.minutes.actionItems).toHaveLength(count);
  });
  it.each([['t-01-c1.md', false], ['t-02-c2.md', false], ['t-03-c3.md', true], ['t-04-c4.md', true], ['t-05-c5.md', false]])('%s concedes at line 52: %s ("Confluent managed clusters" waits; "Redis outperformed Kafka" concedes, in code marks too)', (name, concedes) => {
    expect(concedesAt(read(name), 52)).toBe(concedes);
  });
  it('keeps a code line of a fence shown inside another fence (T1, T2)', () => {
    expect(plainText('````md\n```\n[core]: enabled\n```\n````')).toContain('[core]: enabled');
    expect(plainText('```md\n~~~\n[core]: enabled\n~~~\n```')).toContain('[core]: enabled');
  });
});
