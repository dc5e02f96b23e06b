// Review 2026-12-07d (tests/fixtures/review-2026-12-07d/FINDINGS.md): the rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { readFixtureLog } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-07d/cases', name).value;
const chosen = (name: string) => minutesOutcome(read(name).document).decision?.chosen?.key;
const file = (n: number, id: string) => `2027-12-14-14-${String(n).padStart(2, '0')}-${id}.md`;

describe('l05, l07: a late joiner whose mark names a moderator\'s or scribe\'s role gives no opinion', () => {
  it.each([[5, 'l05'], [7, 'l07'], [2, 'l02']])('%s %s (l02: the roster lists Kofi as an observer)', (n, id) => {
    expect(read(file(n, id)).graph.edges.filter((e: any) => e.provenance?.line === 29 && e.type === 'supports')).toEqual([]);
  });
  it('l01: one whose roster role is another still does', () => {
    expect(read(file(1, 'l01')).graph.edges.some((e: any) => e.provenance?.line === 29 && e.target === 'option-a')).toBe(true);
  });
});

describe('r01, r05, r06: lines that do not say the decision on A was reversed leave A decided', () => {
  it.each([[8, 'r01'], [12, 'r05'], [13, 'r06']])('%s %s', (n, id) => {
    expect(chosen(file(n, id))).toBe('A');
  });
  it('r07: the documented reversal still unsettles it', () => {
    expect(chosen(file(14, 'r07'))).toBeUndefined();
  });
});

describe('n02–n04, t01, t02: an option with a clause or a bracket against it decides nothing', () => {
  it.each([[16, 'n02'], [17, 'n03'], [18, 'n04'], [19, 't01'], [20, 't02']])('%s %s', (n, id) => {
    expect(chosen(file(n, id))).toBeUndefined();
  });
  it('n01 "- B, no doubt about it." and t03 "(Kafka) (approved)" decide B', () => {
    expect(chosen(file(15, 'n01'))).toBe('B');
    expect(chosen(file(21, 't03'))).toBe('B');
  });
});
