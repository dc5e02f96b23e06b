// Probe 2026-12-48 (tests/fixtures/probe-2026-12-48/RESULTS.md): the rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { analyseGraph } from '../../../src/lib/analysis/debateAnalysis.ts';
import { analysisRules } from '../../../src/lib/analysis/formatRules.ts';
import { explainLines } from '../../../src/lib/parse/lineExplanation.ts';
import { lineReportOf } from '../../../src/lib/archive/lineReport.ts';
import { fixtureText, readFixtureLog } from '../../support/readLog.ts';

const followup = (name: string) => readFixtureLog('probe-2026-12-48/followup', name).value;
const cases = (name: string) => readFixtureLog('probe-2026-12-48/cases', name).value;
const people = (value: any) => value.document.minutes.participants.map((p: any) => [p.name, p.role ?? null, p.adHoc]);
const explained = (folder: string, name: string, line: number) => {
  const value = readFixtureLog(folder, name).value;
  return explainLines(fixtureText(`${folder}/${name}`), lineReportOf(value.document)!, value.graph).find((l) => l.line === line)?.entries.map((e) => e.what);
};

describe('m09-1, m01-1: a roster names each person once, the bracket their role', () => {
  it('`서준(즉석 전문가: 접근성)` is 서준, an ad-hoc expert; no persona "접근성)"', () => {
    expect(people(followup('roster.md'))).toEqual([
      ['Ana', 'product', false], ['Ben', 'ops', false], ['서준', '접근성', true], ['Kim (ad-hoc)', null, true], ['王磊', '运维', false], ['Lee', 'moderator', false],
    ]);
  });
});

describe('m03-4, m02-5: replies under a bold label of their wave are read', () => {
  for (const name of ['v2.md', 'v8.md']) {
    it(name, () => {
      const ana = followup(name).document.minutes.opinions.find((o: any) => o.participant === 'ana');
      expect(ana.stances.map((s: any) => `${s.kind}:${s.option}`)).toContain('supports:B');
    });
  }
});

describe('X1: a withdrawal in R4 says so on its line', () => {
  it('line 20 is the withdrawal of line 14', () => {
    expect(explained('probe-2026-12-48/followup', 'r4plain.md', 20)).toEqual(["withdraws Omar's stance on option B (line 14)"]);
  });
});

describe('X2: minutes have cruxes: an option with a participant on each side', () => {
  it('m01: option A, For by one, Against by another', () => {
    const value = cases('2027-11-01-10-00-m01-en-table-hold.md');
    expect(analyseGraph(value.graph, analysisRules(value.format)).cruxes.map((c) => [c.id, c.supporters, c.opponents])).toEqual([['option-a', ['p-internal-liaison'], ['p-docs-publisher']]]);
  });
  it('a withdrawn objection and a red-team risk take no side', () => {
    const value = followup('r4plain.md');
    expect(analyseGraph(value.graph, analysisRules(value.format)).cruxes).toEqual([]);
  });
});

describe('m05-8: `期限：未定` between full-width slashes is no deadline', () => {
  it('each of the three separators leaves the item without its when', () => {
    expect(followup('slash.md').document.minutes.actionItems.map((i: any) => i.missing)).toEqual([['when'], ['when'], ['when']]);
  });
});

describe('m10-4: a late joiner with a role in the same bracket', () => {
  it('Priya Nair supports A', () => {
    const priya = followup('late2.md').document.minutes.opinions.find((o: any) => o.participant === 'Priya Nair');
    expect(priya?.stances.map((s: any) => `${s.kind}:${s.option}`)).toEqual(['supports:A']);
  });
});

describe('m07-7: "提交用户决定" escalates to the user', () => {
  it('the escalation names its decider', () => {
    expect(cases('2027-11-07-15-00-m07-zh-recommend-escalate.md').document.minutes.escalation).toMatchObject({ to: '用户', line: 63 });
  });
});

describe('X4: a rubric whose rows are Chinese-numbered options is read', () => {
  it('方案一 / 方案二 rows score options 1 and 2, and the mismatch is said', () => {
    const read = readFixtureLog('probe-2026-12-48/followup', 'rubriczh.md');
    expect(read.value.document.minutes.rubric?.options.map((o: any) => [o.key, o.total])).toEqual([['1', 12], ['2', 16]]);
    expect(read.diagnostics.filter((d: any) => d.code === 'minutes-rubric').map((d: any) => d.line)).toEqual([19, 19, 26]);
  });
});
