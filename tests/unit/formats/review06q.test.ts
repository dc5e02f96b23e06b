// Review 2026-12-06q (tests/fixtures/review-2026-12-06q/FINDINGS.md): the European words in
// English text and in the languages that share them, ordinal rounds, templates, rosters.
import { describe, expect, it } from 'vitest';
import { readFixtureLog } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-06q/cases', name).value;
const at = (value: any, line: number, type: string) => value.graph.edges.filter((e: any) => e.type === type && e.provenance?.line === line);
const conceded = (value: any, line: number) => at(value, line, 'concedes').map((e: any) => value.graph.nodes.find((n: any) => n.id === e.target)?.label);

describe('Q1, Q2: English words that are European labels', () => {
  it('`- Replica: our read replica lags …` draws no attack', () => expect(at(read('t-e1-replica.md'), 26, 'opposes')).toEqual([]));
  it('`Status: Continua Health, our vendor, …` is no status: both said DONE', () => {
    expect(read('t-e3b-status-after.md').document.transcript.ending.kind).toBe('mutual-done');
  });
});

describe('Q3–Q6: words the European languages share with one another', () => {
  it('Portuguese `mais` (more) is no "but": the concession is whole, nothing opposes', () => {
    const value = read('t-e4-pt-mais.md');
    expect(conceded(value, 26)).toEqual(['Concedo que o Redis é mais rápido nas leituras.']);
    expect(at(value, 26, 'opposes')).toEqual([]);
  });
  for (const [name, what] of [['t-e5b-pt-no-geral.md', 'Portuguese `No geral` (in general)'], ['t-e7-it-si.md', 'Italian impersonal `si`'], ['t-e8-fr-meme-si.md', 'French `Même si` (even if)']] as const) {
    it(`${what} keeps the concession`, () => expect(conceded(read(name), 26)).toHaveLength(1));
  }
});

describe('Q9, Q10: ordinals of a ballot in R6 open no round', () => {
  for (const name of ['2027-10-01-11-01-m1-ordinal-r6.md', '2027-10-01-11-02-m2-bold-ordinal.md']) {
    it(`${name}: lines 31–32 stay R6's`, () => {
      const minutes = read(name).document.minutes;
      expect(minutes.rounds.find((r: any) => r.key === 'R2' && r.line === 31)).toBeUndefined();
    });
  }
});

describe('Q7, Q8: templates before the turns, as the docs write them', () => {
  for (const name of ['t-e9-template-prose.md', 't-e9b-template-prose-slots.md', 't-e9d-template-rounds-n.md']) {
    it(`${name}: the verdict after the turns is read; not unfinished`, () => {
      const transcript = read(name).document.transcript;
      expect(transcript.ending.kind).not.toBe('unfinished');
      expect(transcript.verdict?.line).toBeGreaterThan(transcript.rounds[0].turns.A.line);
    });
  }
});

describe('Q11: roster prose, opening with a capital or beside a name', () => {
  const personas = (name: string) => read(name).graph.nodes.filter((n: any) => n.type === 'persona').map((n: any) => n.label);
  it('`Same as last week`, `everyone else` name no one; `plus Dora` names Dora', () => {
    for (const name of ['2027-10-01-11-05-m5a-roster.md', '2027-10-01-11-05-m5b-roster.md', '2027-10-01-11-05-m5d-roster.md']) expect(personas(name)).toEqual(['Ana', 'Ben', 'Cai']);
    expect(personas('2027-10-01-11-05-m5c-roster.md')).toEqual(['Dora', 'Ana', 'Ben', 'Cai']);
  });
});

describe('Q12: one who joins late, already in the roster, speaks first in R4', () => {
  it('`Joel Park (joined late): For: B.` supports B', () => {
    expect(read('2027-10-01-11-03-m3-late-in-roster.md').graph.edges.some((e: any) => e.source === 'opinion-joel-park' && e.type === 'supports' && e.target === 'option-b')).toBe(true);
  });
});
