// Review 2026-12-06s (tests/fixtures/review-2026-12-06s/FINDINGS.md) of the reader fixes made
// after review 06r: the rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { actionFieldsByShape } from '../../../src/lib/formats/minutes/actionLabels.ts';
import { readFixtureLog } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-06s/cases', name).value;
const concededAt = (value: any, line: number) => value.graph.edges.some((e: any) => e.type === 'concedes' && e.provenance?.line === line);

describe('S1–S11: concessions the new guards took', () => {
  for (const [name, lines] of [
    ['s01-en-others.md', [25, 26, 27, 28]],
    ['s02-cjk-takeback.md', [25, 26, 27, 29]],
    ['s03-eu-neg.md', [29, 30]],
    ['s03b-eu-neg-label.md', [25]],
    ['s04-eu-cond.md', [29, 30]],
    ['s04b-eu-cond-label.md', [25, 26]],
    ['s05-mais.md', [25]],
  ] as const) {
    it(`${name}: lines ${lines.join(', ')} concede`, () => {
      const value = read(name);
      for (const line of lines) expect(concededAt(value, line), `line ${line}`).toBe(true);
    });
  }

  it('s05: `…, mais nos primeiros meses` opposes nothing', () => {
    expect(read('s05-mais.md').graph.edges.some((e: any) => e.type === 'opposes' && e.provenance?.line === 25)).toBe(false);
  });
});

describe('S12: a checklist with no status line gives no status', () => {
  it("s06: A's round 2 has no status; the stop is not mutual", () => {
    const transcript = read('s06-checklist-only.md').document.transcript;
    expect(transcript.rounds[1].turns.A.status).toBeUndefined();
    expect(transcript.ending.kind).not.toBe('mutual-done');
  });
});

describe('S14: an ordinal naming another round under R6 is a ballot', () => {
  it('m1: no R1 or R2 after R6', () => {
    const keys = read('2027-10-01-13-01-m1-ordinal-section-r6.md').document.minutes.rounds.map((r: any) => r.key);
    expect(keys.slice(keys.indexOf('R6'))).not.toContain('R1');
    expect(keys.slice(keys.indexOf('R6'))).not.toContain('R2');
  });
});

describe('S15–S17: dates and roles in words', () => {
  it('`by 2027-09-15.` and day-first or US full dates are deadlines', () => {
    for (const [text, when] of [['Dora: write the runbook by 2027-09-15.', '2027-09-15'], ['Ben: draft the rota by 15/09/2027', '15/09/2027'], ['Cai: price the licence by 15.09.2027', '15.09.2027'], ['Eve: book the load test by 09/15/2027', '09/15/2027']] as const) {
      expect(actionFieldsByShape(text).get('when')).toBe(when);
    }
  });
  it('`Dora as well` gives Dora no role "well"', () => {
    const dora = read('2027-10-01-13-05-m5-roster-as-silent.md').document.minutes.participants.find((p: any) => p.name === 'Dora');
    expect(dora?.role).not.toBe('well');
  });
});
