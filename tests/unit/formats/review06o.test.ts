// Review 2026-12-06o (tests/fixtures/review-2026-12-06o/FINDINGS.md) of the afternoon's
// reader changes against a7712e46: the rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { actionFieldsByShape } from '../../../src/lib/formats/minutes/actionLabels.ts';
import { concededClause } from '../../../src/lib/formats/transcript/reading.ts';
import { readFixtureLog, relationOn } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-06o/cases', name).value;
const conceded = (value: any, line: number) => value.graph.edges.filter((e: any) => e.type === 'concedes' && e.provenance?.line === line).map((e: any) => value.graph.nodes.find((n: any) => n.id === e.target)?.label);
const opposesAt = (value: any, line: number) => value.graph.edges.filter((e: any) => e.type === 'opposes' && e.provenance?.line === line);

describe('F1: ", MA" is Massachusetts, not Italian "but"', () => {
  it('t06: the whole clause is conceded, and nothing opposes', () => {
    const value = read('t06-boston-ma.md');
    expect(conceded(value, 25)).toEqual(['I concede the Boston, MA office is cheaper']);
    expect(opposesAt(value, 25)).toEqual([]);
  });
  it('t06b (a Concede: label): the same', () => {
    const value = read('t06b-boston-ma-label.md');
    expect(conceded(value, 25)).toEqual(['the Boston, MA office is cheaper.']);
    expect(opposesAt(value, 25)).toEqual([]);
  });
});

describe('F2: `Agent B — Tour 2 — rooftop` in a turn is text, not a French turn header', () => {
  it('t11: both agents said DONE in round 2', () => {
    expect(read('t11-tour-line.md').document.transcript.ending).toMatchObject({ kind: 'mutual-done', round: 2 });
  });
});

describe('F3: two scoped views in two chat messages are no change of mind', () => {
  it('m01b: the objection to B (line 22) stands, unmarked', () => {
    const value = read('2027-08-02-10-03-m01b-scoped-words.md');
    const objection = value.graph.edges.find((e: any) => e.source === 'opinion-lukas' && e.type === 'opposes');
    expect(objection).toBeDefined();
    expect(objection.attributes?.stance_changed).toBeUndefined();
  });
  it('m03 control: `Retracting my -1 on B` still withdraws it', () => {
    const value = read('2027-08-02-10-02-m03-control.md');
    expect(value.graph.edges.find((e: any) => e.source === 'opinion-lukas' && e.type === 'opposes')?.attributes?.stance_changed).toMatch(/^line 25 \(withdrawn\)/);
  });
});

describe('F4, F5: an inline code span or an RMarkdown chunk closes no left-open fence', () => {
  it('m07: the decision (line 37) is read; Cai supports B', () => {
    const value = read('2027-10-01-10-07-m07-inline-far.md');
    expect(value.document.minutes.decision).toMatchObject({ chosenOption: 'A', line: 37 });
  });
  it('m08: line 36 is no part of Ben\'s opinion', () => {
    const value = read('2027-10-01-10-08-m08-rmd-chunk.md');
    expect(value.graph.nodes.find((n: any) => n.id === 'opinion-ben')?.label).not.toContain('plot(latency)');
  });
});

describe('F6, F7, F8: English and Korean concessions the European words took', () => {
  for (const name of ['t02-no-doubt.md', 't03-non-critical.md', 't04-ne-region.md', 't05-falls.md', 't08-ko-si.md']) {
    it(`${name}: line 25 concedes`, () => expect(conceded(read(name), 25)).toHaveLength(1));
  }
});

describe('F9: a verdict first, with a recommendation under a heading, is the verdict', () => {
  it('t12: not unfinished', () => {
    const value = read('t12-summary-first.md');
    expect(value.document.transcript.verdict).toMatchObject({ line: 6 });
    expect(value.document.transcript.ending.kind).not.toBe('unfinished');
  });
});

describe('F10: "time-limited" and 최대 say no cap', () => {
  for (const name of ['t09-time-limited.md', 't10-ko-max.md']) {
    it(`${name}: no cap warning`, () => {
      const { diagnostics } = readFixtureLog('review-2026-12-06o/cases', name);
      expect(diagnostics.some((d: any) => /cap/u.test(d.message))).toBe(false);
    });
  }
});

describe('F11, F12: what another side should concede, and plural labels', () => {
  // F11 (`Agent B should concede the cost point` read as A's concession) is left as on a7712e46:
  // a side's letter may be the speaker's own (`Agent A should concede …, and I do.`, review 06v V2).
  it('a third person asked to concede is no concession of the speaker', () => {
    expect(concededClause('They should concede the cost point; our design holds.')).toBeNull();
    expect(concededClause('Agent A should concede the masking point, and I do.')).not.toBeNull();
  });
  it('t07: `Concessions:`, `Attacks:`, `Rebuttals:` are a concession and two attacks', () => {
    const value = read('t07-plural-labels.md');
    expect(conceded(value, 25)).toEqual(['read-only access cannot delete anything.']);
    expect(relationOn(value, 26, 'b-r1-position')).toBe('opposes:stated');
    expect(relationOn(value, 27, 'b-r1-position')).toBe('opposes:stated');
  });
});

describe('F14, F15, F16: an action item\'s date', () => {
  it('`migrate the cache, done when p99 < 5 ms, by 2027-09-15`: when and done apart', () => {
    expect(Object.fromEntries(actionFieldsByShape('Omar Haddad: migrate the cache, done when p99 < 5 ms, by 2027-09-15', (n) => n === 'Omar Haddad'))).toEqual({ who: 'Omar Haddad', what: 'migrate the cache', when: '2027-09-15', done: 'p99 < 5 ms' });
  });
  it('`shipped by 2027-09-15, then pick one` and `until 2027-09-15` give no when', () => {
    expect(actionFieldsByShape('Ana: list the releases shipped by 2027-09-15, then pick one').has('when')).toBe(false);
    expect(actionFieldsByShape('Ben: keep the deploy freeze until 2027-09-15').has('when')).toBe(false);
  });
});
