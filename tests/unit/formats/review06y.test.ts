// Review 2026-12-06y (tests/fixtures/review-2026-12-06y/FINDINGS.md): the rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { shapeTurnHeader } from '../../../src/lib/formats/transcript/shapeHeaders.ts';
import { readFixtureLog, readLog } from '../../support/readLog.ts';

const followup = (name: string) => readFixtureLog('review-2026-12-06y/followup', name).value;
const personas = (value: any) => value.graph.nodes.filter((n: any) => n.type === 'persona').map((n: any) => n.label);
const stances = (value: any) => value.graph.edges.filter((e: any) => e.source.startsWith('opinion-')).map((e: any) => `${e.source} ${e.type} ${e.target}${e.attributes?.stance_changed ? ' changed' : ''}`);

describe('Y1: "I was for B because A no longer fits …" keeps B', () => {
  it('no stance changed', () => expect(stances(followup('2027-12-24-10-00-y1-was-for-no-longer.md'))).toEqual(['opinion-ana supports option-a', 'opinion-ben supports option-b']));
});

describe('Y2: a recap line after the verdict is no header, in Korean or as a sentence', () => {
  it('the verdict stays', () => expect(followup('y2-recap-ko.md').graph.nodes.some((n: any) => n.id === 'verdict')).toBe(true));
  it('a capitalised sentence after the verdict is no turn', () => {
    const value = readLog('# T\n\n🅰️ Claude (Round 1) — Opening\n\n## Position\nGo.\n\n🅱️ GPT-5 (Round 1) — Opening\n\n## Position\nRust.\n\n## ⚖️ Verdict\n**Converged on:** Go for now.\n\n🅱️ GPT-5 (Round 1) — Granted masking before any access\n', 't-recap.md').value;
    expect(value.document.transcript.rounds.flatMap((r: any) => Object.keys(r.turns))).toEqual(['A', 'B']);
    expect(value.graph.nodes.some((n: any) => n.id === 'converged')).toBe(true);
  });
  it('a short title is', () => expect(shapeTurnHeader('🅱️ GPT-5 (Round 2) — Reply to Claude')).toMatchObject({ agent: 'B', round: 2 }));
});

describe('Y3: `말씀드리자면`, `덧붙이자면` are no condition', () => {
  it('stances stay', () => expect(stances(followup('2027-12-24-10-01-y3-ko-jamyeon.md'))).toEqual(['opinion-김민준 supports option-a', 'opinion-이서연 supports option-b']));
});

describe('Y4–Y6: rosters', () => {
  it('`，其中李娜远程参加` names no one', () => expect(personas(followup('2027-12-24-10-02-y4-zh-roster-clause.md'))).toEqual(['王磊', '陈静', '李娜']));
  it('`即兴 **演示**` is no person', () => expect(personas(followup('2027-12-24-10-03-y5-zh-improvised-bold.md'))).toEqual(['王磊', '陈静']));
  it('`Ben (eng). Scribe: Cai.` keeps Cai', () => expect(personas(followup('2027-12-24-10-04-y6-roster-scribe.md'))).toEqual(['Ana', 'Ben', 'Cai']));
});
