// Review 2026-12-06t (tests/fixtures/review-2026-12-06t/FINDINGS.md): English and CJK logs that
// the day's reader changes read worse than a7712e46 did; the rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { readFixtureLog } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-06t/cases', name).value;
const concededAt = (value: any, line: number) => value.graph.edges.some((e: any) => e.type === 'concedes' && e.provenance?.line === line);

describe('T1–T3: concessions the guards took', () => {
  it('t01: a generic "you must concede", and "I don\'t want to retract my concession", concede', () => {
    const value = read('t01-en.md');
    for (const line of [25, 27]) expect(concededAt(value, line), `line ${line}`).toBe(true);
  });
  it('t02: Korean, Japanese and Chinese refusals to withdraw a concession keep it', () => {
    const value = read('t02-cjk.md');
    for (const line of [25, 26, 27, 28]) expect(concededAt(value, line), `line ${line}`).toBe(true);
  });
});

describe('T4: one checklist item after a line ending in a colon is no status', () => {
  it("t03: A's round 2 has no status", () => {
    expect(read('t03-checklist.md').document.transcript.rounds[1].turns.A.status).toBeUndefined();
  });
});

describe('T5: 坚持原计划 and 保持原计划不变 are unchanged positions', () => {
  it('t05: no new position in round 2', () => {
    const ids = read('t05-zh.md').graph.nodes.map((n: any) => n.id);
    expect(ids.filter((id: string) => /-r2-position$/u.test(id))).toEqual([]);
  });
});
