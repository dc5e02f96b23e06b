// Review 2026-12-06w (tests/fixtures/review-2026-12-06w/FINDINGS.md) and probe 2026-12-50
// (tests/fixtures/probe-2026-12-50/RESULTS.md): the rows their fixes made pass.
import { describe, expect, it } from 'vitest';
import { analyseGraph } from '../../../src/lib/analysis/debateAnalysis.ts';
import { analysisRules } from '../../../src/lib/analysis/formatRules.ts';
import { shapeTurnHeader } from '../../../src/lib/formats/transcript/shapeHeaders.ts';
import { readFixtureLog } from '../../support/readLog.ts';

const followup = (name: string) => readFixtureLog('review-2026-12-06w/followup', name).value;
const mini = (name: string) => readFixtureLog('probe-2026-12-50/out/min', name).value;
const takenBack = (value: any) => value.graph.edges.filter((e: any) => e.type === 'concedes').map((e: any) => [e.provenance?.line, e.attributes?.taken_back_in_round ?? null]);
const edgesAt = (value: any, line: number) => value.graph.edges.filter((e: any) => e.provenance?.line === line).map((e: any) => `${e.type} ${e.source} → ${e.target}`);
const cruxes = (value: any) => analyseGraph(value.graph, analysisRules(value.format)).cruxes.map((c) => [c.id, c.supporters, c.opponents]);
const people = (value: any) => value.document.minutes.participants.map((p: any) => [p.name, p.role ?? null]);

describe('W1, W2: the concession a take-back means', () => {
  it('a round named in words: round two', () => expect(takenBack(followup('f1-takeback-round-in-words.md'))).toEqual([[19, 4], [26, null], [33, null]]));
  it('of two in the round, the one whose words it repeats', () => expect(takenBack(followup('f2-takeback-whole-round.md'))).toEqual([[19, null], [20, 3], [27, null]]));
});

describe('probe 50 R2, R3: a Japanese or Korean take-back before a colon', () => {
  for (const name of ['w1.md', 'w4.md']) it(name, () => expect(takenBack(mini(name))).toEqual([[14, 3]]));
});

describe('W3, W4: a point heading gives its kind only to list items that do not refuse or grant', () => {
  it('paragraphs under `### Concessions` concede nothing', () => {
    expect(followup('f3-concessions-heading-negatives.md').graph.edges.filter((e: any) => e.type === 'concedes')).toEqual([]);
  });
  it('paragraphs under `### Attacks` oppose nothing; a grant is read as one', () => {
    const value = followup('f4-attacks-heading-grants.md');
    expect(edgesAt(value, 19)).toEqual([]);
    expect(edgesAt(value, 21)).toEqual(['concedes agent-a → a-r2-concedes-1']);
  });
});

describe('W5: "None." then an attack, and "none yet — except …", are points', () => {
  it('both oppose', () => {
    const value = followup('f5-none-then-attack.md');
    expect(edgesAt(value, 19).some((e: string) => e.startsWith('opposes'))).toBe(true);
    expect(edgesAt(value, 26).some((e: string) => e.startsWith('opposes'))).toBe(true);
  });
});

describe('W-defect: `🅱️ GPT-5 (Round 2) — Reply to Claude` is B’s header', () => {
  it('reads', () => {
    expect(shapeTurnHeader('🅱️ GPT-5 (Round 2) — Reply to Claude')).toMatchObject({ agent: 'B', round: 2, name: 'GPT-5' });
    expect(shapeTurnHeader('## 🅱️ GPT-5 (Round 2) — Reply to A')).toMatchObject({ agent: 'B', round: 2 });
  });
});

describe('W6, W10, W11, probe 50 R5: rosters', () => {
  it('a second group after `).` is listed', () => expect(people(followup('2027-11-20-10-00-f6-roster-remote.md')).map((p: any) => p[0])).toEqual(['Ana', 'Ben', 'Dora', 'Eve']));
  it('an ad hoc note-taker is no ad-hoc expert; pronouns are no role, nor part of the name (review 07f f1)', () => {
    const read = followup('2027-11-20-10-04-f10-adhoc-notetaker.md').document.minutes.participants;
    expect(read.find((p: any) => p.name === 'Tom')?.adHoc).toBe(false);
    const alex = followup('2027-11-21-10-00-f12-name-brackets-no-stance.md').document.minutes.participants.find((p: any) => p.name.startsWith('Alex'));
    expect([alex?.name, alex?.role]).toEqual(['Alex', undefined]);
  });
  it('`doc-reviewer(검수)` is doc-reviewer, whose role is 검수', () => expect(people(mini('r1.md'))).toContainEqual(['doc-reviewer', '검수']));
});

describe('W7: a list of causes is no list of options', () => {
  it('no option defined', () => expect(followup('2027-11-20-10-01-f7-causes-as-options.md').document.minutes.options).toEqual([]));
});

describe('W8: a stance left for another is no side', () => {
  it('"I was for B; … I now support option A instead" withdraws B', () => expect(cruxes(followup('2027-11-20-10-02-f8-crux-moved-stance.md'))).toEqual([]));
});

describe('probe 50 R1: `만약 예산이 늘면 A안에 찬성` is conditional', () => {
  it('a mention, no support', () => expect(edgesAt(mini('c.md'), 20).filter((e: string) => e.includes('option-a'))).toEqual(['mentions opinion-doc-reviewer → option-a']));
});

describe('probe 50 R4: a risk table’s `위협 대상` column names the option', () => {
  it('the risk keeps its words', () => {
    const value = mini('r4.md');
    expect(value.graph.nodes.find((n: any) => n.id === 'risk-1')?.label).toBe('요약 오류가 남는다');
    expect(edgesAt(value, 26)).toContain('opposes risk-1 → option-a');
  });
});

describe('probe 50 R6: a rubric row `方案一` is read', () => {
  it('the rubric has its options', () => expect(mini('z.md').document.minutes.rubric?.options.map((o: any) => o.key)).toEqual(['1', '2']));
});

describe('W9: the red team’s words quoted in an opinion take no side', () => {
  it('Cai mentions A, supports B; no crux', () => {
    const value = followup('2027-11-20-10-03-f9-crux-redteam-line.md');
    expect(edgesAt(value, 20).filter((e: string) => e.includes('option-a'))).toEqual(['mentions opinion-cai → option-a']);
    expect(cruxes(value)).toEqual([]);
  });
});
