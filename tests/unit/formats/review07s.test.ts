// Review 2026-12-07s (tests/fixtures/review-2026-12-07s/FINDINGS.md): its rows, the controls with them.
import { describe, expect, it } from 'vitest';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { concedesAt, readFixtureLog, relationOn, withdrawsAt } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-07s/cases', name).value;
const chosen = (name: string) => minutesOutcome(read(name).document).decision?.chosen?.key;
const personas = (name: string) => read(name).graph.nodes.filter((n: { kind: string }) => n.kind === 'persona').map((n: { name: string }) => n.name);

describe('review 07s', () => {
  it.each([['t-01-c1.md', false], ['t-02-c2.md', true], ['t-03-c3.md', false], ['t-04-c4.md', false], ['t-05-c5.md', true]])('%s concedes at line 52: %s (a past in what is granted concedes; "is finally paid", "has cleared" wait)', (name, concedes) => {
    expect(concedesAt(read(name), 52)).toBe(concedes);
  });
  it.each(['t-70-j1.md', 't-71-j2.md', 't-72-j3.md'])('%s concedes at line 77 (ほんの…前だったら after a particle is a past)', (name) => expect(concedesAt(read(name), 77)).toBe(true));
  it.each(['z1', 'z2', 'z3'])('%s: 听了<name>的话 withdraws at line 37 (李可, 王行长, 执行组)', (id) => expect(withdrawsAt(read(`2030-04-01-10-00-${id}.md`), 37)).toBe(true));
  it.each([['2027-12-18-11-06-s1.md', 'option-1', 'supports:read'], ['2027-12-18-11-07-s2.md', 'option-2', 'supports:read']])('%s: %s %s', (name, option, relation) => {
    expect(relationOn(read(name), 22, option)).toBe(relation);
  });
  it.each([['10-08-d1', 'B'], ['10-09-d2', undefined], ['10-10-d3', 'B'], ['10-11-d4', 'B'], ['10-12-d5', undefined], ['10-13-d6', 'B'], ['10-14-r1', 'A'], ['10-15-r2', 'A']])('2027-12-18-%s decides %s', (id, option) => {
    expect(chosen(`2027-12-18-${id}.md`)).toBe(option);
  });
  it.each([['10-16-a1', 1], ['10-17-a2', 2], ['10-18-a3', 2]])('2027-12-18-%s: %s action items ("ok-ish" a remark; "fine-grained …", "same-day …" tasks)', (id, count) => {
    expect(read(`2027-12-18-${id}.md`).document.minutes.actionItems).toHaveLength(count);
  });
  it('"추가 의견 (…)" is no persona; 남궁 민 and 예 지원 are (p1–p3)', () => {
    expect(personas('2027-12-18-14-19-p1.md').some((name: string) => name.startsWith('추가 의견'))).toBe(false);
    expect(relationOn(read('2027-12-18-14-20-p2.md'), 20, 'option-a')).toMatch(/^opposes:/);
    expect(relationOn(read('2027-12-18-14-21-p3.md'), 20, 'option-a')).toMatch(/^opposes:/);
  });
  it('Kofi beside one team is an observer (o1); Legal beside one team is no persona (o2)', () => {
    expect(relationOn(read('2027-12-18-10-24-o1.md'), 29, 'option-a')).toBeUndefined();
    expect(personas('2027-12-18-10-25-o2.md')).not.toContain('Legal');
  });
  it('"red-team: C: …" states C (t1)', () => expect(relationOn(read('2027-12-18-10-26-t1.md'), 26, 'option-c')).toBe('opposes:stated'));
});
