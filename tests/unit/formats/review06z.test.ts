// Review 2026-12-06z (tests/fixtures/review-2026-12-06z/FINDINGS.md): the rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { readFixtureLog } from '../../support/readLog.ts';

const followup = (name: string) => readFixtureLog('review-2026-12-06z/followup', name).value;
const personas = (value: any) => value.graph.nodes.filter((n: any) => n.type === 'persona').map((n: any) => n.label);
const stances = (value: any) => value.graph.edges.filter((e: any) => e.source.startsWith('opinion-')).map((e: any) => `${e.source} ${e.type} ${e.target}${e.attributes?.stance_changed ? ' changed' : ''}`);

describe('Z1, Z2: Chinese rosters', () => {
  it('`远程：李娜` lists 李娜', () => expect(personas(followup('2027-12-29-10-00-z1-zh-remote-group.md'))).toEqual(['张伟', '王芳', '李娜']));
  it('the surname 但 is a name', () => expect(personas(followup('2027-12-29-10-01-z2-zh-dan-surname.md'))).toContain('但斌'));
  it('Z3: a person with a note in the entry is kept', () => expect(personas(followup('2027-12-29-10-02-z3-ja-note-in-entry.md')).some((p: string) => p.startsWith('鈴木'))).toBe(true));
});

describe('P1: a long title after `(Round N) —` is a header; each side keeps its concession', () => {
  it('A and B each concede in round 2', () => {
    const value = followup('p1-transcript-long-label.md');
    expect(value.graph.edges.filter((e: any) => e.type === 'concedes').map((e: any) => [e.source, e.provenance?.round])).toEqual([['agent-a', 2], ['agent-b', 2]]);
  });
});

describe('P2: "but not anymore", "I\'m now for A", "A instead" move the speaker', () => {
  it('B is marked changed', () => expect(stances(followup('2027-12-29-10-03-p2-not-anymore.md'))).toContain('opinion-ben supports option-b changed'));
});

describe('P3: `…정도면` is a condition again', () => {
  it('a mention', () => expect(stances(followup('2027-12-29-10-04-p3-ko-jeongdomyeon.md'))).toContain('opinion-김민준 mentions option-b'));
});

describe('P4: a role left to no one names no one', () => {
  it('no "none", "rotating"', () => expect(personas(followup('2027-12-29-10-05-p4-timekeeper-none.md'))).toEqual(['Ana', 'Ben']));
});
