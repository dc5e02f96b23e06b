// Review 2026-12-07zk (tests/fixtures/review-2026-12-07zk/FINDINGS.md): its rows, the controls with them.
import { describe, expect, it } from 'vitest';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { fixtureChangesOfMind, personaLabels, readFixtureLog, relationOn } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-07zk/cases', name).value;
const role = (value: any, label: string) => value.graph.nodes.find((n: any) => n.type === 'persona' && n.label === label)?.attributes?.role;

describe('review 07zk', () => {
  // a4 too: "confirm" before a plural and its verb names a noun ("confirm dialogs were flaky": review 07zm a4).
  it.each(['06-a1', '07-a2', '08-a3', '09-a4'])('2027-12-18-10-%s: a noun and its verb after a remark word is a remark, no action item', (id) => {
    expect(read(`2027-12-18-10-${id}.md`).document.minutes.actionItems).toHaveLength(1);
  });
  it.each([['15-v1', 'A'], ['16-v2', 'A'], ['17-v3', 'A'], ['19-v5', undefined], ['20-v6', 'A'], ['21-v7', 'A']])('2027-12-18-10-%s: decided %s (an earlier decision told of is no reversal of this one)', (id, chosen) => {
    expect(minutesOutcome(read(`2027-12-18-10-${id}.md`).document).decision?.chosen?.key).toBe(chosen);
  });
  it.each(['15-28-p1', '17-29-p2', '10-30-p3', '10-33-p6'])('2027-12-18-%s: a reason\'s label, numbered or not, is no persona', (id) => {
    expect(personaLabels(read(`2027-12-18-${id}.md`)).join(' ')).not.toMatch(/理由|Begründung|Reason/u);
  });
  it('2027-12-18-17-32-p5: a person the roster calls Grund is a persona (control)', () => {
    expect(personaLabels(read('2027-12-18-17-32-p5.md'))).toContain('Grund');
  });
  it.each([['17-23-g1', 'moderator'], ['17-24-g2', 'moderator'], ['18-27-g5', 'moderator'], ['17-53-g7', 'moderator'], ['17-25-g3', undefined], ['17-26-g4', undefined]])(
    '2027-12-18-%s: Jonas (Ana) is %s',
    (id, expected) => {
      const value = read(`2027-12-18-${id}.md`);
      expect(role(value, id.endsWith('g5') ? 'Ana Ruiz' : 'Jonas Weber')).toBe(expected);
    },
  );
  it('2027-12-18-17-42-f4: "Für A, B und C gilt …" is no stated vote', () => {
    const value = read('2027-12-18-17-42-f4.md');
    expect([relationOn(value, 21, 'option-a'), relationOn(value, 21, 'option-b')].map((r) => r ?? 'none').join(' ')).not.toMatch(/supports/u);
  });
  it('2027-12-18-10-45-t3: options titled "Plan A" … keyed 1–3: "For Plan B." keeps its mention of option 2', () => {
    expect(relationOn(read('2027-12-18-10-45-t3.md'), 20, 'option-2')).toBeDefined();
  });
  it.each([['47-c1', 1], ['48-c2', 1], ['49-c3', 2], ['50-c4', 1], ['51-c5', 2]])('2031-07-07-10-%s: %s unknown(s); a bold line that is no sender vouches for no message', (id, count) => {
    const unknowns = read(`2031-07-07-10-${id}.md`).document.minutes.unknowns;
    expect(unknowns.map((u: any) => u.text)).toHaveLength(count);
    expect(unknowns.map((u: any) => u.text).join(' ')).not.toMatch(/\*\*|lol/u);
  });
  it.each([['01-m1', 1], ['02-m2', 2], ['04-m4', 2]])('2027-12-18-12-%s: %s change(s) of mind; a stance said again before one change is changed once', (id, count) => {
    expect(fixtureChangesOfMind('review-2026-12-07zk/cases', `2027-12-18-12-${id}.md`).filter((c) => c.participant === 'Wen Li')).toHaveLength(count);
  });
});
