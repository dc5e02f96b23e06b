// Review 2026-12-06n (tests/fixtures/review-2026-12-06n/FINDINGS.md) of the reader changes at
// 9ce7c417: the rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { convergence } from '../../../src/lib/analysis/convergence.ts';
import { transcriptConcessions } from '../../../src/lib/formats/transcript/hooks.ts';
import { readFixtureLog, relationOn } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-06n/cases', name);

describe('M1: words that are no condition leave the stance (line 26)', () => {
  for (const c of ['ca', 'cb', 'cc', 'cd', 'ce', 'cf', 'cg']) {
    it(`2027-10-06-10-00-${c}.md: support of A, read`, () => expect(relationOn(read(`2027-10-06-10-00-${c}.md`).value, 26, 'option-a')).toBe('supports:read'));
  }
  it('2027-10-06-10-00-ch.md: 予算が通れば案Aに賛成します stays a mention', () => expect(relationOn(read('2027-10-06-10-00-ch.md').value, 26, 'option-a')).toBe('mentions:mentioned'));
});

describe('M2: a live disagreement left as the slot says neither', () => {
  for (const name of ['va-verdict.md', 'vc-verdict.md']) {
    it(`${name}: the panel is told the field is unfilled, not that nothing stays live`, () => {
      const { value } = read(name);
      const told = convergence([], transcriptConcessions({ transcript: value.document.transcript }, value.graph).verdict);
      expect(told.live).toEqual([]);
      expect(told.liveUnfilled).toBe(true);
      expect(told.convergedOn).toMatch(/^Affected-only builds/);
    });
  }
});

describe('M3: long names without Latin particles are names', () => {
  it('2027-10-08-10-00-eb.md: Muhammad ibn Musa al-Khwarizmi al-Majusi al-Qutrubbulli', () => {
    expect(read('2027-10-08-10-00-eb.md').value.graph.nodes.map((n: any) => n.label)).toContain('Muhammad ibn Musa al-Khwarizmi al-Majusi al-Qutrubbulli');
  });
});

describe('H4: a `Concede:` point whose own words refuse or condition it concedes nothing', () => {
  for (const name of ['kb-concede.md', 'kc-concede.md', 'kg-concede.md']) {
    it(`${name}: nothing conceded on line 48, on the graph or the page`, () => {
      const { value } = read(name);
      expect(value.graph.edges.some((e: any) => e.type === 'concedes' && e.provenance?.line === 48)).toBe(false);
      expect(transcriptConcessions({ transcript: value.document.transcript }, value.graph).conceded.some((c) => c.line === 48)).toBe(false);
    });
  }

  it('ka-concede.md (a double negative): a mention on the graph, and not listed as conceded', () => {
    const { value } = read('ka-concede.md');
    expect(value.graph.edges.some((e: any) => e.type === 'concedes' && e.provenance?.line === 48)).toBe(false);
    expect(transcriptConcessions({ transcript: value.document.transcript }, value.graph).conceded.some((c) => c.line === 48)).toBe(false);
  });
});

describe('H1–H3: code a writer closed or nested as CommonMark would not, still code', () => {
  const cases = [
    ['2027-10-01-10-00-n01-closer-with-info.md', 23, 27, 'option-c'],
    ['2027-10-01-10-01-n01b-closer-with-comment.md', 23, 27, 'option-c'],
    ['2027-10-01-10-03-n03-closer-nbsp.md', 23, 27, 'option-c'],
    ['2027-10-01-10-04-n03b-closer-ideographic-space.md', 23, 27, 'option-c'],
    ['2027-10-03-10-02-n10c-crlf-closer-info.md', 23, 27, 'option-c'],
    ['2027-10-01-10-05-n04-quote-nested-list.md', 23, 26, 'option-c'],
    ['2027-10-02-14-00-n08-slack-inline-closer.md', 20, 22, 'option-3'],
    ['2027-10-02-14-01-n08b-slack-bare-open-inline-close.md', 20, 22, 'option-3'],
  ] as const;
  for (const [name, stance, code, option] of cases) {
    it(`${name}: the opposition on line ${stance} stands, line ${code} is code`, () => {
      const { value } = read(name);
      expect(relationOn(value, stance, option)).toBe('opposes:read');
      expect(value.graph.edges.some((e: any) => e.provenance?.line === code)).toBe(false);
      expect(value.document.minutes.notInterpreted).toContainEqual(expect.objectContaining({ line: code, reason: 'a code block: shown as written, not read' }));
    });
  }
});
