// Review 2026-12-06r (tests/fixtures/review-2026-12-06r/FINDINGS.md) of the reader fixes made
// after review 06q: the rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { actionFieldsByShape } from '../../../src/lib/formats/minutes/actionLabels.ts';
import { personaLabels, readFixtureLog } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-06r/cases', name).value;
const conceded = (value: any, line: number) => value.graph.edges.filter((e: any) => e.type === 'concedes' && e.provenance?.line === line).map((e: any) => value.graph.nodes.find((n: any) => n.id === e.target)?.label);

describe('R1, R2: a bracketed line after a status line is no status', () => {
  it('t1: `[DONE] Masking prototype benchmarked` after `## Status: CONTINUE` leaves A at CONTINUE', () => {
    expect(read('t1-bracket-checklist.md').document.transcript.rounds[1].turns.A.status).toMatchObject({ kind: 'CONTINUE', line: 30 });
  });
  it('t2: `[CONTINUE] Cost model: …` after `## Status: DONE` leaves A at DONE', () => {
    expect(read('t2-bracket-continue.md').document.transcript.rounds[1].turns.A.status).toMatchObject({ kind: 'DONE', line: 30 });
  });
});

describe('R3: a continuation of bullets after a refined position joins nothing', () => {
  it("t3: A's refined position stays as written", () => {
    const a2 = read('t3-continued-split.md').document.transcript.rounds[1].turns.A;
    expect(a2.refinedPosition).toBe('Read-only access to masked data from day one.');
  });
});

describe('R4: withdrawing something else is no concession taken back', () => {
  it('t6: the concessions on lines 25, 27 and 29 stand', () => {
    const value = read('t6-withdraw-words.md');
    for (const line of [25, 27, 29]) expect(conceded(value, line)).toHaveLength(1);
  });
});

describe('R5, R6, R14: Spanish, Portuguese and Italian phrases that are no negation or condition', () => {
  it('t7: `Se lo concedo`, `Tiene razón, se lo concedo`, `No solo reconozco`, `Não só reconheço`, `Ne riconosco` concede', () => {
    const value = read('t7-eu-bodies.md');
    for (const line of [25, 26, 27, 28, 29]) expect(conceded(value, line)).toHaveLength(1);
  });
});

describe('R7: Portuguese `, mais rápido` (more) is no "but"', () => {
  it('t8: one concession, whole; nothing opposes', () => {
    const value = read('t8-pt-mais-comma.md');
    expect(conceded(value, 26)).toEqual(['Concedo que o Redis é rápido, mais rápido que o Memcached nas leituras.']);
    expect(value.graph.edges.some((e: any) => e.type === 'opposes' && e.provenance?.line === 26)).toBe(false);
  });
});

describe('R8, R9: ballots named in R6 open no round', () => {
  for (const name of ['2027-10-01-12-01-m1-ordinal-named-r6.md', '2027-10-01-12-02-m2-bold-ordinal-named.md']) {
    it(`${name}: no second R1 or R2`, () => {
      const keys = read(name).document.minutes.rounds.map((r: any) => r.key);
      expect(keys.filter((k: string) => k === 'R1' || k === 'R2').length).toBeLessThanOrEqual(2);
      expect(keys.indexOf('R6')).toBeGreaterThan(keys.lastIndexOf('R2'));
    });
  }
});

describe('R10: the moderator marked late gives no opinion', () => {
  it('m4: no opinion of Priya', () => {
    expect(read('2027-10-01-12-04-m4-late-moderator.md').graph.nodes.some((n: any) => n.id === 'opinion-priya')).toBe(false);
  });
});

describe('R11: amounts after "by" are no deadline', () => {
  for (const text of ['Ben: cut the build time by 1/3', 'Cai: reduce the error rate by 0.5', 'Ana: replace Node 18 by 20.11']) {
    it(text, () => expect(actionFieldsByShape(text).has('when')).toBe(false));
  }
});

describe('R12: `Priya as moderator` in a roster is Priya', () => {
  it('m3', () => expect(personaLabels(read('2027-10-01-12-03-m3-roster-prose.md'))).toContain('Priya'));
});

describe('R13: 保持原有立场 and 坚持原有观点 say the position is unchanged', () => {
  it('t5: no new refined position in round 2', () => {
    const ids = read('t5-zh-unchanged.md').graph.nodes.map((n: any) => n.id);
    expect(ids).not.toContain('a-r2-position');
    expect(ids).not.toContain('b-r2-position');
  });
});
