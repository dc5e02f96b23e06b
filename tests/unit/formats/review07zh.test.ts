// Review 2026-12-07zh (tests/fixtures/review-2026-12-07zh/FINDINGS.md): its rows, the controls with them.
import { describe, expect, it } from 'vitest';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { fixtureChangesOfMind, personaLabels, readFixtureLog, relationOn } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-07zh/cases', name).value;

describe('review 07zh', () => {
  it.each([
    ['01-o1', /^(?:mentions|none)/], ['02-o2', /^(?:mentions|none)/], ['03-o3', /^(?:mentions|none)/], ['04-o4', /^(?:mentions|none)/],
    ['05-o5', /^(?:mentions|none)/], ['08-o8', /^(?:mentions|none)/], ['06-o6', /^supports/], ['07-o7', /^(?:mentions|none)/],
  ])('2027-12-18-10-%s line 20: option A %s (a condition before the speaker\'s verb is the stance\'s own; "if nothing else fits" is one)', (id, relation) => {
    expect(relationOn(read(`2027-12-18-10-${id}.md`), 20, 'option-a') ?? 'none').toMatch(relation);
  });
  it.each([['09-e1', 'option-2', 'supports:stated'], ['10-e2', 'option-2', 'opposes:stated'], ['12-e4', 'option-3', 'opposes:stated']])('2027-12-18-10-%s line 20: %s %s (an adverb of conviction ends the label)', (id, option, relation) => {
    expect(relationOn(read(`2027-12-18-10-${id}.md`), 20, option)).toBe(relation);
  });
  it.each([['21-a1', 2], ['22-a2', 2], ['23-a3', 2], ['24-a4', 1], ['25-a5', 1], ['26-a6', 2]])('2027-12-18-10-%s: %s action item(s) (a verb\'s object and its clause, or a noun and its verb)', (id, count) => {
    expect(read(`2027-12-18-10-${id}.md`).document.minutes.actionItems).toHaveLength(count);
  });
  it.each([['27-r1', 'A'], ['28-r2', 'A'], ['29-r3', 'A'], ['30-r4', undefined], ['31-r5', 'A']])('2027-12-18-10-%s: decided %s', (id, key) => {
    expect(minutesOutcome(read(`2027-12-18-10-${id}.md`).document).decision?.chosen?.key).toBe(key);
  });
  it.each([['33-d2', 48, '2026.06.01까지'], ['34-d3', 64, '6月1号前']])('2031-05-04-10-%s: the due date on line %s is %s', (id, line, when) => {
    const item = read(`2031-05-04-10-${id}.md`).document.minutes.actionItems.find((i: { line: number }) => i.line === line);
    expect(item?.when).toBe(when);
  });
  it.each(['t-38-t1.md', 't-39-t2.md'])('%s: a status line ending on "etc." or "(approx.)" ends its reason; the 👍 under it is not interpreted', (name) => {
    const transcript = read(name).document.transcript;
    expect(transcript.notInterpreted.map((l: { line: number }) => l.line)).toContain(49);
  });
  it('2027-12-18-10-45-h4: "| Cy |" in a table before "### Cy Tran" is one person, and the heading\'s opinion is hers', () => {
    const value = read('2027-12-18-10-45-h4.md');
    expect(personaLabels(value).filter((l: string) => l.startsWith('Cy'))).toEqual(['Cy Tran']);
    expect(relationOn(value, 21, 'option-c')).toBeUndefined();
  });
  it('2027-12-18-12-53-m2: a vote repeating the side a change took does not tell its later change twice (m2)', () => {
    const changes = fixtureChangesOfMind('review-2026-12-07zh/cases', '2027-12-18-12-53-m2.md').filter((c) => c.participant === 'Wen Li');
    expect(changes.map((c) => [c.from.line, c.to.line, c.afterwards?.line])).toEqual([[20, 23, 30]]);
  });
  it('2027-12-18-15-48-p2: with no roster, "- 理由1：…" under 高橋\'s line is a reason, not a persona (p2)', () => {
    expect(personaLabels(read('2027-12-18-15-48-p2.md')).filter((l: string) => l !== 'red-team').sort()).toEqual(['佐藤', '高橋']);
  });
  it('2027-12-18-10-15-f3: options titled "Plan 1" … "Plan 3": "Against Plan 2. For Plan 3." states both (f3)', () => {
    const value = read('2027-12-18-10-15-f3.md');
    expect([relationOn(value, 20, 'option-2'), relationOn(value, 20, 'option-3')]).toEqual(['opposes:stated', 'supports:stated']);
  });
});
