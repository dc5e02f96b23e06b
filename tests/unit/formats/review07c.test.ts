// Review 2026-12-07c (tests/fixtures/review-2026-12-07c/FINDINGS.md): the rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { readFixtureLog } from '../../support/readLog.ts';

const result = (name: string) => readFixtureLog('review-2026-12-07c/cases', name);
const read = (name: string) => result(name).value;
const chosen = (name: string) => minutesOutcome(read(name).document).decision?.chosen?.key;
const file = (id: string, n: number) => `2027-12-13-13-${String(n).padStart(2, '0')}-${id}.md`;

describe('rows 1–8: a later line that does not reverse the decision on A leaves A decided', () => {
  it.each([[1, 'r01'], [3, 'r03'], [13, 'r06'], [6, 'r08'], [7, 'r09'], [8, 'r10'], [9, 'r11'], [10, 'r12']])('%s %s', (n, id) => {
    expect(chosen(file(id, n))).toBe('A');
  });
  it('"Decision on Option A reversed." still leaves no option decided (r13, review 07b m18)', () => {
    expect(chosen(file('r13', 11))).toBeUndefined();
    expect(result(file('r13', 11)).diagnostics.some((d: any) => d.line === 32 && /reverses the decision on option A/.test(d.message))).toBe(true);
  });
});

describe('rows 9, 10, 15: an option alone with "no", "out" or a (TBD) after its bracketed title decides nothing', () => {
  it.each([[23, 'n09'], [25, 'n11'], [21, 'n07']])('%s %s', (n, id) => {
    expect(chosen(file(id, n))).toBeUndefined();
  });
});

describe('row 11: "번복 불가" withdraws nothing', () => {
  it('Cy Tran\'s R2 opposition to A is not marked changed', () => {
    const changed = read(file('k02', 34)).graph.edges.filter((e: any) => e.attributes?.stance_changed !== undefined);
    expect(changed).toEqual([]);
  });
});

describe('rows 12, 13, 16: "Changed my mind" states a stance only when the option ends the sentence', () => {
  const line29 = (n: number, id: string) => read(file(id, n)).graph.edges.filter((e: any) => e.provenance?.line === 29).map((e: any) => `${e.type}:${e.target}:${e.reading}`);
  it('"…: against B, says Lee." and "…: against B\'s pricing tier, not B." change nothing', () => {
    for (const [n, id] of [[45, 'c09'], [47, 'c11']] as const) {
      expect(line29(n, id).filter((e: string) => e.endsWith(':stated'))).toEqual([]);
      expect(read(file(id, n)).graph.edges.some((e: any) => e.attributes?.stance_changed !== undefined)).toBe(false);
    }
  });
  it('"Changed my mind: for A now." reverses an R2 "Against A."', () => {
    expect(line29(31, 'c06')).toEqual(['supports:option-a:stated']);
  });
});

describe('row 14: "the pending vendor quote" is a thing waiting, not the decision', () => {
  it('"Decision: Option B, with the pending vendor quote attached." decides B (n04)', () => {
    expect(chosen(file('n04', 18))).toBe('B');
  });
});
