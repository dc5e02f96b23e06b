// Minutes as other runs of the harness write them (probe 31, cases written blind): a chat
// that opens R1 and R4 in its messages, a risk table's option column holding the key alone,
// a rubric's 合計 column, a decision that writes an option's title with its particle.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { minutesGoalCheck, parseMinutes, type Minutes } from '../../../../src/lib/formats/minutes/parse.ts';
import { minutesOutcome } from '../../../../src/lib/formats/minutes/pageHooks.ts';
import { minutesOutcomeView } from '../../../../src/lib/formats/minutes/outcomeView.ts';
import { textSource } from '../../fixtureSource.ts';

const probeCase = (name: string) => readFileSync(fileURLToPath(new URL(`../../../fixtures/probe-2026-12-31/${name}`, import.meta.url)), 'utf8');

function parsed(name: string, text = probeCase(name)): Minutes {
  const result = parseMinutes(textSource(name.split('/').pop()!, text));
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return result.value;
}
const stances = (m: Minutes) => m.opinions.map((o) => `${o.participant}: ${o.stances.map((s) => `${s.kind} ${s.option} ${s.reading} @${s.line}${s.changed ? ` (${s.changed.how} @${s.changed.line})` : ''}`).join(', ')}`);

describe('a chat whose moderator opens R1 and R4 in messages (m04)', () => {
  const m04 = parsed('cases/m04-zh-chat-switch.md');
  it('reads the messages answering R1 as the opinions, and the R4 switch as a change of mind', () => {
    expect(stances(m04)).toEqual([
      '王磊: supports 1 read @18',
      '陈静: opposes 3 read @21, supports 2 read @21',
      '赵鹏: supports 3 read @24 (withdrawn @31), supports 2 stated @31',
    ]);
  });
  it('reads the message that opens with 决定： as the decision, then its risk and its action item', () => {
    expect(m04.decision).toMatchObject({ chosenOption: '2', line: 37 });
    expect(m04.risks.map((r) => r.line)).toEqual([38]);
    expect(m04.actionItems.map((a) => ({ who: a.who, line: a.line }))).toEqual([{ who: '王磊', line: 39 }]);
  });
  it('takes a later message ("收到") for no action item, nor an image\'s placeholder for words: both listed as not interpreted', () => {
    expect(m04.notInterpreted.map((l) => l.line)).toEqual([11, 25, 34, 41, 42]);
  });
  it('reads the decision message of the same chat without its round tokens, its thread still the opinions', () => {
    const plain = parsed('diag/m04-no-round-tokens.md');
    expect(plain.decision).toMatchObject({ chosenOption: '2', line: 37 });
    expect(stances(plain).slice(0, 2)).toEqual(stances(m04).slice(0, 2));
    expect(stances(plain)[2]).toMatch(/^赵鹏: supports 3 read @24/);
  });
});

it('a risk table\'s option column naming the option by its number alone states it (m06)', () => {
  expect(parsed('cases/m06-en-comeround-risk-table.md').risks.map((r) => [r.line, r.option, r.optionStated])).toEqual([[49, '3', true], [50, '2', true]]);
});

it('French minutes: Risques, Actions with Qui/Quoi/Quand/Fini quand, Inconnues (m05)', () => {
  const m05 = parsed('cases/m05-fr-numbered-decisions.md');
  expect(m05.risks.map((r) => [r.line, r.option])).toEqual([[43, 'B']]);
  expect(m05.actionItems.map((a) => [a.line, a.who, a.missing])).toEqual([[46, 'Marc', []]]);
  expect(m05.notInterpreted.map((l) => l.line)).not.toContain(43);
});

it('a rubric\'s 合計 column is its total, not a criterion (m03)', () => {
  const rubric = parsed('cases/m03-ja-revisit-earlier.md').rubric!;
  expect(rubric.criteria).toEqual(['安全性', '速度', 'コスト']);
  expect(rubric.options.map((o) => o.total)).toEqual([11, 11, 10]);
});

describe('a decision that writes an option\'s whole title with its particle (m07)', () => {
  const m07 = probeCase('cases/m07-ko-quoted-memo-title-decision.md');
  it.each([
    ['결정: 정적 사이트 사내 호스팅으로 간다. 외부 호스팅은 보안 심사 후 재검토.', 'C'],
    ['결정: 정적 사이트 사내 호스팅을 채택한다.', 'C'],
    ['결정: 정적 사이트 사내 호스팅을 채택하지 않는다.', undefined],
    ['결정: 정적 사이트 사내 호스팅을 검토한다.', undefined],
  ])('%s → %s', (line, chosen) => {
    const text = m07.replace('결정: 정적 사이트 사내 호스팅으로 간다. 외부 호스팅은 보안 심사 후 재검토.', line);
    expect(parsed('m07.md', text).decision?.chosenOption).toBe(chosen);
  });
});

it('a decision round that says nothing was decided is shown so, at its line (m02)', () => {
  const m02 = parsed('cases/m02-ko-undecided.md');
  expect(m02.decision).toBeNull();
  expect(m02.undecided).toEqual({ line: 56, text: '결정: 미정. 편집장 일정 확인 후 다음 회의에서 다시 논의한다.' });
  const check = minutesGoalCheck(m02).find((c) => c.id === 'decision-or-hold')!;
  expect(check).toMatchObject({ passed: false, line: 56 });
  expect(check.detail).toMatch(/^no decision: line 56 says none was made/);
  const outcome = minutesOutcome({ minutes: m02 });
  expect(outcome.line).toMatch(/^Not decided \(line 56\): 결정: 미정\./);
  expect(minutesOutcomeView(outcome).blocks.map((b) => b.name)).toEqual(['undecided']);
});
