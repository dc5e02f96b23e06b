// Numbered options past 9 (probe 2026-12-03, L07): "- Option 10: title" is an option like
// "- Option 1: title", and every later mention of it (a vote, a ranking, a table header, a
// decision) names it. Read through the whole minutes parser.
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../../src/lib/core/ids.ts';
import type { MinutesDocument } from '../../../../src/lib/formats/minutes/plugin.ts';
import { optionKey } from '../../../../src/lib/formats/minutes/optionNumber.ts';
import { textSource } from '../../fixtureSource.ts';

function meeting(options: string, opinions: string, outcome = ''): MinutesDocument['minutes'] {
  const text = `---\ntype: meeting\n---\n## R1 Problem\n${options}\n\n## R2 Opinions\n${opinions}\n${outcome ? `\n## R7 Decision\n${outcome}\n` : ''}`;
  const result = processDebate(textSource('m.md', text), 'm' as DebateSlug);
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return (result.value.document as MinutesDocument).minutes;
}
const stances = (m: MinutesDocument['minutes']) => m.opinions.flatMap((o) => o.stances.filter((s) => s.kind !== 'mentions').map((s) => `${o.participant} ${s.kind} ${s.option}`));
const list = (n: number, form: (i: number) => string) => Array.from({ length: n }, (_, i) => `- ${form(i + 1)}: title number ${i + 1}`).join('\n');

describe('numbered options past 9', () => {
  it('twelve `Option N` items are twelve options, in number order, and votes for 11 and 12 count', () => {
    const m = meeting(list(12, (i) => `Option ${i}`), '- **ana:** I vote for Option 11.\n- **bo:** Option 12 is better.\n- **cy:** Against: option 10');
    expect(m.options.map((o) => `${o.key} ${o.title}`)).toEqual(Array.from({ length: 12 }, (_, i) => `${i + 1} title number ${i + 1}`));
    expect(stances(m)).toEqual(['ana supports 11', 'bo supports 12', 'cy opposes 10']);
  });

  it('Korean `10안`, Japanese `案11` and Chinese `方案十二` / `方案12` define and name options', () => {
    expect(meeting(list(11, (i) => `${i}안`), '- **지우:** 11안을 지지한다.').options.map((o) => o.key).slice(-2)).toEqual(['10', '11']);
    expect(stances(meeting(list(11, (i) => `${i}안`), '- **지우:** 11안을 지지한다.'))).toEqual(['지우 supports 11']);
    expect(stances(meeting(list(11, (i) => `案${i}`), '- **佐藤:** 案11に賛成です。'))).toEqual(['佐藤 supports 11']);
    const zh = meeting(list(12, (i) => `方案${i}`), '- **王:** 我支持方案十二。');
    expect(zh.options).toHaveLength(12);
    expect(stances(zh)).toEqual(['王 supports 12']);
  });

  it('bare stems with a colon (`- 甲：…`) define options; a ranking by place words names them', () => {
    const m = meeting('- 甲：全改\n- 乙：只改新书\n- 丙：外部服务', '- **王:** 首选乙，次选丙，末选甲。');
    expect(m.options.map((o) => `${o.key} ${o.title}`)).toEqual(['1 全改', '2 只改新书', '3 外部服务']);
    expect(stances(m)).toEqual(['王 supports 2', '王 opposes 1']);
  });

  it('a ranking and a decision name two-digit options', () => {
    const m = meeting(list(12, (i) => `Option ${i}`), '- **ana:** Ranking: Option 12 > Option 3 > Option 10', 'Decision: we adopt Option 11.');
    expect(stances(m)).toEqual(['ana supports 12', 'ana opposes 10']);
    expect(m.decision?.chosenOption).toBe('11');
  });

  it('a table with one column per numbered option reads `Option 11` and `12안` headers', () => {
    const m = meeting(list(12, (i) => `Option ${i}`), '| Persona | Option 1 | Option 11 | 12안 |\n|---|---|---|---|\n| ana | against | for | against |');
    expect(stances(m)).toEqual(['ana opposes 1', 'ana supports 11', 'ana opposes 12']);
  });

  it('a one-digit option is not read out of a longer number, and 十分 is "very", not ten', () => {
    const m = meeting(list(3, (i) => `Option ${i}`), '- **ana:** I vote for option 12.\n- **王:** 方案一十分可行。');
    expect(m.options).toHaveLength(3);
    expect(stances(m).filter((s) => s.startsWith('ana'))).toEqual([]);
  });
});

describe('optionKey', () => {
  const cases: Array<[string, string]> = [['b', 'B'], ['7', '7'], ['12', '12'], ['一', '1'], ['十', '10'], ['十二', '12'], ['二十', '20'], ['九十九', '99']];
  for (const [raw, key] of cases) it(`${raw} → ${key}`, () => expect(optionKey(raw)).toBe(key));
});
