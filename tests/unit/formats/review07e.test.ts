// Review 2026-12-07e (tests/fixtures/review-2026-12-07e/FINDINGS.md): the rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { readFixtureLog } from '../../support/readLog.ts';

const result = (name: string) => readFixtureLog('review-2026-12-07e/cases', name);
const read = (name: string) => result(name).value;
const chosen = (name: string) => minutesOutcome(read(name).document).decision?.chosen?.key;
const file = (id: string, n: number) => `2027-12-15-15-${String(n).padStart(2, '0')}-${id}.md`;

describe('rows 17–26: a later line that reverses the decision on A leaves no option decided', () => {
  it.each([[12, 'r01'], [13, 'r02'], [14, 'r03'], [15, 'r04'], [16, 'r05'], [17, 'r06'], [18, 'r07'], [19, 'r08'], [20, 'r09'], [21, 'r10']])('%s %s', (n, id) => {
    expect(chosen(file(id, n))).toBeUndefined();
    expect(result(file(id, n)).diagnostics.some((d: any) => d.line === 32 && /reverses the decision on option A/.test(d.message))).toBe(true);
  });
});

describe('rows 27–31, 40: after a decision label, words against B decide nothing only as a clause of their own', () => {
  it.each([[22, 'n01'], [23, 'n02'], [24, 'n03'], [25, 'n04'], [44, 'n12']])('%s %s decides B', (n, id) => {
    expect(chosen(file(id, n))).toBe('B');
  });
  it.each([[26, 'n05'], [27, 'n06'], [28, 'n07'], [29, 'n08'], [30, 'n09'], [33, 't01'], [38, 't06']])('%s %s decides nothing', (n, id) => {
    expect(chosen(file(id, n))).toBeUndefined();
  });
});

describe('rows l12–l15: a late joiner whose mark or name says moderator or note taker gives no opinion', () => {
  it.each([[39, 'l12'], [40, 'l13'], [41, 'l14'], [42, 'l15']])('%s %s', (n, id) => {
    const value = read(file(id, n));
    expect(value.graph.edges.filter((e: any) => e.provenance?.line === 29)).toEqual([]);
  });
  it('"- Kofi Mensah (joined on day 2, chair of the security guild): For: A." in a list gives Kofi\'s opinion (l03)', () => {
    const value = read(file('l03', 3));
    expect(value.graph.edges.some((e: any) => e.provenance?.line === 29 && e.type === 'supports' && e.target === 'option-a')).toBe(true);
  });
  it('"(joined on day 2, chair of the security guild)" in bold still gives Kofi\'s opinion (l16)', () => {
    const value = read(file('l16', 43));
    expect(value.graph.edges.some((e: any) => e.provenance?.line === 29 && e.type === 'supports' && e.target === 'option-a')).toBe(true);
  });
});
