// Review 2026-12-07b (tests/fixtures/review-2026-12-07b/FINDINGS.md): the rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { readFixtureLog } from '../../support/readLog.ts';

const result = (name: string) => readFixtureLog('review-2026-12-07b/cases', name);
const read = (name: string) => result(name).value;
const chosen = (name: string) => minutesOutcome(read(name).document).decision?.chosen?.key;

describe('rows 1–6: plain decisions the last round\'s rules had voided are decided again', () => {
  it.each([
    ['2027-12-12-12-01-m01.md', 'Decision: Option B; the pending migration is cancelled.'],
    ['2027-12-12-12-02-m02.md', '… stable for as long as we have run it.'],
    ['2027-12-12-12-08-m08.md', '**Decision:** Option B — cluster size (TBD).'],
    ['2027-12-12-12-09-m09.md', 'Decision: we adopt Option B with sharding (TBD).'],
    ['2027-12-12-12-13-m13.md', '- B, out of the three.'],
    ['2027-12-12-12-14-m14.md', '- B, without reservations.'],
  ])('%s (%s) decides B', (name) => {
    expect(chosen(name)).toBe('B');
  });
  it('review 07a\'s cases stay undecided: "(TBD)" right after the option, "too expensive", "(abgelehnt)" after the title', () => {
    for (const name of ['2027-12-12-11-04-m04.md', '2027-12-12-11-05-m05.md', '2027-12-12-11-07-m07.md']) {
      expect(minutesOutcome(readFixtureLog('review-2026-12-07a/cases', name).value.document).decision?.chosen).toBeUndefined();
    }
  });
});

describe('rows 7–9, m17, m18: later lines', () => {
  it.each(['2027-12-12-12-21-m21.md', '2027-12-12-12-30-x02.md', '2027-12-12-12-31-x03.md'])('%s: an option\'s part postponed, a person reverting a config, a fallback: B stays decided', (name) => {
    expect(chosen(name)).toBe('B');
  });
  it('m18: a later line reversing the decision on the decided option leaves no option decided, warned at it', () => {
    const name = '2027-12-12-12-18-m18.md';
    expect(chosen(name)).toBeUndefined();
    expect(result(name).diagnostics.some((d: any) => d.code === 'minutes-outcome' && d.line === 32 && /reverses the decision on option A/.test(d.message))).toBe(true);
  });
  it('m17: "Reversed Option A; …" without the word "decision" leaves A decided (review 07c rows 1–8 narrowed the rule)', () => {
    expect(chosen('2027-12-12-12-17-m17.md')).toBe('A');
  });
});

describe('row 10: a date and a time opening an item make no owner', () => {
  it('`- 2028-03-10 — 14:00 — all-hands on the broker` has no who', () => {
    const item = read('2027-12-12-12-26-a01-actions.md').document.minutes.actionItems.find((a: any) => a.line === 39);
    expect(item.who).toBeUndefined();
  });
});

describe('rows 11–13, t01, t09: Italian and Portuguese concessions', () => {
  const line42 = (name: string) => read(name).graph.edges.filter((e: any) => e.provenance?.line === 42).map((e: any) => e.type).sort();
  it.each(['t02.md', 't03.md', 't04.md'])('%s: a "non solo" before "1.5" or "p.es." still adds: no attack invented', (name) => {
    expect(line42(name)).toEqual(['concedes']);
  });
  it('t01: "mas também a este preço" turns back', () => {
    expect(line42('t01.md')).toEqual(['concedes', 'opposes']);
  });
  it('t09: "1.5 milioni" is one number in the concession', () => {
    const conceded = read('t09.md').graph.nodes.find((n: any) => n.id === 'a-r2-concedes-1');
    expect(conceded.label).toBe('Ammetto che il costo è di 1.5 milioni');
  });
});

describe('row 14: an aside on the first option denies only it', () => {
  it('"Decision: the earlier favourite, Option A (tentative), is dropped; we adopt Option B." decides B (m12)', () => {
    expect(chosen('2027-12-12-12-12-m12.md')).toBe('B');
  });
});

describe('a01:34, :40: a place to deploy or a quarter is no owner', () => {
  it('"Staging / Prod —" and "Q3 / Q4 —" leave their items without an owner; "Ana Lima / Ben Okafor —" keeps its two', () => {
    const items = read('2027-12-12-12-26-a01-actions.md').document.minutes.actionItems;
    expect(items.map((a: any) => a.who ?? '-')).toEqual(['-', '-', '-', 'Ana Lima / Ben Okafor', 'Dee Walsh', '-', '-', '-', '-']);
  });
});
