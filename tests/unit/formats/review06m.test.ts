// Review 2026-12-06m (tests/fixtures/review-2026-12-06m/FINDINGS.md) of the fixes after review
// 06l: what they broke, now read as before them, and what they still do.
import { describe, expect, it } from 'vitest';
import { readFixtureLog, relationOn } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-06m/cases', name);
/** The stances (not mentions) on the options, as `source type target@line`. */
const stances = (value: any): string[] => value.graph.edges
  .filter((e: any) => /^option-/.test(e.target) && !/^option-/.test(e.source) && e.type !== 'mentions')
  .map((e: any) => `${e.source} ${e.type} ${e.target}@${e.provenance?.line}`);
const concededLines = (value: any): number[] => value.graph.edges.filter((e: any) => e.type === 'concedes').map((e: any) => e.provenance?.line);

describe('R1: a fence inside a transcript turn leaves the next turns to their agents', () => {
  for (const name of ['tf01-fence-turn.md', 'tf03-fence-turn.md', 'tf04-fence-turn.md']) {
    it(`${name}: Agent A's round-3 bullets (lines 62, 63) are not drawn as Agent B's`, () => {
      const { value } = read(name);
      expect(value.graph.edges.filter((e: any) => e.source === 'agent-b' && [62, 63].includes(e.provenance?.line))).toEqual([]);
    });
  }
});

describe('R2: a stray fence after a real block sets aside only itself', () => {
  it('a file ending in a stray ``` keeps its decision and every round (m02)', () => {
    const { value } = read('2027-09-01-10-01-m02-trailing-stray.md');
    expect(value.document.minutes.decision).toMatchObject({ chosenOption: 'A', line: 40 });
    expect(value.document.minutes.rounds.map((r: any) => r.key)).toEqual(expect.arrayContaining(['R3', 'R6', 'R7']));
  });

  it('Ben’s opinion after a closed block and a stray fence is his (m10)', () => {
    expect(stances(read('2027-09-01-10-07-m10-block-then-stray-in-r2.md').value).filter((s) => s.startsWith('opinion-ben'))).not.toEqual([]);
  });

  it('a ````yaml fence closed by ``` is code: `For: C` in it is no stance (m04)', () => {
    const found = stances(read('2027-09-01-10-03-m04-four-closed-by-three.md').value);
    expect(found).toContain('opinion-ben opposes option-c@23');
    expect(found.filter((s) => s.includes('supports option-c'))).toEqual([]);
  });
});

describe('R3: a comma-less condition well before the option still conditions it', () => {
  it('予算が通れば開発チームと運用チームの双方として案Aに賛成します: a mention (c-cases, line 26)', () => {
    const conditioned = ['c01', 'c02', 'c03', 'c08', 'c10', 'c12', 'c14', 'c15'].map((c) => relationOn(read(`2027-09-02-10-00-${c}.md`).value, 26, 'option-a'));
    expect(conditioned.every((r) => r === 'mentions:mentioned')).toBe(true);
  });
});

describe('R4: a concession that opens with a turn-back word is still the concession its label states', () => {
  for (const name of ['k04-concede.md', 'k12-concede.md', 'k13-concede.md', 'k14-concede.md']) {
    it(`${name}: line 48 conceded, as before review 06l`, () => expect(concededLines(read(name).value)).toContain(48));
  }
});

describe('R5: long names with particles are names', () => {
  for (const [name, person] of [
    ['2027-09-03-10-00-r01.md', 'María José de la Cruz y Fernández'],
    ['2027-09-03-10-00-r02.md', 'María José de la Cruz y Fernández'],
    ['2027-09-03-10-00-r10.md', 'Ana Maria da Silva dos Santos e Souza'],
  ] as const) {
    it(`${name}: ${person}`, () => expect(read(name).value.graph.nodes.map((n: any) => n.label)).toContain(person));
  }
});

describe('H2: a verdict field of a template slot draws nothing', () => {
  for (const name of ['v01-verdict-slot.md', 'v03-verdict-slot.md', 'v04-verdict-slot.md', 'v05-verdict-slot.md', 'v06-verdict-slot.md', 'v08-verdict-slot.md', 'v10-verdict-slot.md']) {
    it(`${name}: no converged claim`, () => {
      const { value } = read(name);
      expect(value.graph.edges.some((e: any) => e.provenance?.line === 9 && e.type === 'supports')).toBe(false);
    });
  }
});
