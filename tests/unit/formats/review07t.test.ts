// Review 2026-12-07t (tests/fixtures/review-2026-12-07t/FINDINGS.md): every row, the controls with them.
import { describe, expect, it } from 'vitest';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { concedesAt, readFixtureLog, relationOn, withdrawsAt } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-07t/cases', name).value;
const chosen = (name: string) => minutesOutcome(read(name).document).decision?.chosen?.key;
const personas = (name: string) => read(name).graph.nodes.filter((n: { kind: string }) => n.kind === 'persona').map((n: { name: string }) => n.name);

describe('review 07t', () => {
  it.each([['t-01-c1.md', true], ['t-02-c2.md', false], ['t-03-c3.md', false], ['t-04-c4.md', false], ['t-05-c5.md', false], ['t-06-c6.md', false], ['t-07-c7.md', true]])('%s concedes at line 52: %s (a managed / proposed / built-in thing is no past)', (name, concedes) => {
    expect(concedesAt(read(name), 52)).toBe(concedes);
  });
  it.each([['t-70-j1.md', true], ['t-71-j2.md', true], ['t-72-j3.md', true], ['t-73-j4.md', false]])('%s concedes at line 77: %s (料金だってほんの数年前 a past)', (name, concedes) => {
    expect(concedesAt(read(name), 77)).toBe(concedes);
  });
  it.each([['z1', true], ['z2', false], ['z3', false], ['z4', true], ['z5', false], ['z6', false]])('%s: withdrawn at line 37: %s (觉得行, 说行, 靠谱 before 的话 are conditions)', (id, withdrawn) => {
    expect(withdrawsAt(read(`2030-04-01-10-00-${id}.md`), 37)).toBe(withdrawn);
  });
  it.each([['08-d1', 'B'], ['09-d2', 'A'], ['10-d3', 'C'], ['11-d4', undefined], ['12-d5', 'B'], ['13-d6', 'B'], ['14-r1', 'A'], ['15-r2', undefined], ['16-r3', 'A']])('2027-12-18-10-%s decides %s', (id, option) => {
    expect(chosen(`2027-12-18-10-${id}.md`)).toBe(option);
  });
  it.each([['17-a1', 2], ['18-a2', 1], ['19-a3', 1], ['20-a4', 1], ['21-a5', 2]])('2027-12-18-10-%s: %s action items (okay-ish, fine-by-me remarks)', (id, count) => {
    expect(read(`2027-12-18-10-${id}.md`).document.minutes.actionItems).toHaveLength(count);
  });
  it.each(['22-p1', '23-p2', '24-p3'])('2027-12-18-14-%s: a Korean name written apart opposes A', (id) => {
    expect(relationOn(read(`2027-12-18-14-${id}.md`), 20, 'option-a')).toMatch(/^opposes:/);
  });
  it('"제 의견 (…)" is no persona (p4)', () => expect(personas('2027-12-18-14-25-p4.md').some((name: string) => name.startsWith('제 의견'))).toBe(false));
  it('no persona Legal or Security; Kofi an observer (o1, o2)', () => {
    expect(personas('2027-12-18-10-26-o1.md')).not.toContain('Legal');
    expect(personas('2027-12-18-10-27-o2.md')).not.toContain('Security');
    expect(relationOn(read('2027-12-18-10-27-o2.md'), 29, 'option-a')).toBeUndefined();
  });
});
