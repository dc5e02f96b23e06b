// A table of R2 opinions with one column per option (`| Persona | A | B | C | Why |`): each
// cell is a label, so its stance is stated; a neutral mark only mentions the option, and
// prose in a cell only mentions it. Read through the whole minutes parser.
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../../src/lib/core/ids.ts';
import type { MinutesDocument } from '../../../../src/lib/formats/minutes/plugin.ts';
import { cellStance } from '../../../../src/lib/formats/minutes/marks.ts';
import { textSource } from '../../fixtureSource.ts';

function stancesOf(table: string): string[] {
  const text = `---\ntype: meeting\n---\n## R1 Problem\n- A: keep the queue\n- B: move to streams\n- C: buy a service\n\n## R2 Opinions\n${table}\n`;
  const result = processDebate(textSource('m.md', text), 'm' as DebateSlug);
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  const { minutes } = result.value.document as MinutesDocument;
  return minutes.opinions.flatMap((o) => o.stances.map((s) => `${o.participant} ${s.reading} ${s.kind} ${s.option} @${s.line}`));
}

describe('a table with one column per option', () => {
  const rows: Array<[string, string, string[]]> = [
    ['Korean words, a reason column', '| 참여자 | A | B | C | 근거 |\n|---|---|---|---|---|\n| 지우 | 반대 | 찬성 | — | 비용 |', ['지우 stated opposes A @12', '지우 stated supports B @12', '지우 mentioned mentions C @12']],
    ['check marks, no name header', '| | Option A | Option B | Option C |\n|---|---|---|---|\n| ops | ✓ | ✗ | |\n| dev | 👎 | 👍 | +1 |', ['ops stated supports A @12', 'ops stated opposes B @12', 'dev stated opposes A @13', 'dev stated supports B @13', 'dev stated supports C @13']],
    ['Japanese headers and words', '| 参加者 | 案A | 案B | 案C |\n|---|---|---|---|\n| 佐藤 | 賛成 | 反対 | 棄権 |', ['佐藤 stated supports A @12', '佐藤 stated opposes B @12', '佐藤 mentioned mentions C @12']],
    ['Chinese words, yes/no', '| 成员 | 方案A | 方案B | 方案C |\n|---|---|---|---|\n| 王 | 支持 | 反对 | no |', ['王 stated supports A @12', '王 stated opposes B @12', '王 stated opposes C @12']],
    ['prose in a cell only mentions', '| Persona | A | B |\n|---|---|---|\n| ops | depends on load | for |', ['ops mentioned mentions A @12', 'ops stated supports B @12']],
  ];
  for (const [name, table, expected] of rows) it(name, () => expect(stancesOf(table)).toEqual(expected));
});

describe('speakers on consecutive lines', () => {
  it('one opinion per `**name:**` line, each with its own stance', () => {
    expect(stancesOf('**Ana:** For: option B\n**Ben:** I vote for C.\n**Cy:** Against: option A\nit is slow.')).toEqual([
      'Ana stated supports B @10', 'Ben stated supports C @11', 'Cy stated opposes A @12',
    ]);
  });
});

describe('a vote table in R6', () => {
  it('states each voter\'s vote at its row; an abstention or an unknown voter states nothing', () => {
    const text = '**Ana:** Option B is fine.\n\n**Ben:** I like C.\n\n## R6 Convergence\n| Voter | Vote |\n|---|---|\n| Ana | A |\n| Ben | against option B |\n| Cy | C |\n| Ana | abstain |';
    expect(stancesOf(text).filter((s) => s.includes('@1') && Number(s.split('@')[1]) > 14)).toEqual(['Ana stated supports A @17', 'Ben stated opposes B @18']);
  });
});

describe('one cell as a stance', () => {
  const cells: Array<[string, ReturnType<typeof cellStance>]> = [
    ['For', 'supports'], ['**against**', 'opposes'], ['찬성', 'supports'], ['반대', 'opposes'], ['賛成', 'supports'], ['反対', 'opposes'],
    ['支持', 'supports'], ['反对', 'opposes'], ['✓', 'supports'], ['✗', 'opposes'], ['👍', 'supports'], ['👎', 'opposes'],
    ['+1', 'supports'], ['-1', 'opposes'], ['yes', 'supports'], ['No.', 'opposes'], ['—', 'mentions'], ['abstain', 'mentions'],
    ['기권', 'mentions'], ['弃权', 'mentions'], ['', null], ['only if the budget allows', null],
  ];
  for (const [cell, expected] of cells) it(JSON.stringify(cell), () => expect(cellStance(cell)).toBe(expected));
});

/** Stances of a meeting whose R1 is `options` and R2 `opinions`, as `name reading kind option @line`. */
function meetingStances(options: string, opinions: string, r6 = ''): string[] {
  const text = `---\ntype: meeting\n---\n## R1 Problem\n${options}\n\n## R2 Opinions\n${opinions}\n${r6 ? `\n## R6 Convergence\n${r6}\n` : ''}`;
  const result = processDebate(textSource('m.md', text), 'm' as DebateSlug);
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  const { minutes } = result.value.document as MinutesDocument;
  return minutes.opinions.flatMap((o) => o.stances.map((s) => `${o.participant} ${s.reading} ${s.kind} ${s.option} @${s.line}`));
}

describe('numbered options', () => {
  it('"Option 1 — …" lines define options; a vote table names them', () => {
    expect(meetingStances('Option 1 — stay\nOption 2 — move\nOption 3 — both', '- ops: Option 2 is too risky.\n- dev: quality matters.', '| Voter | Vote |\n|---|---|\n| dev | Option 1 |')).toEqual([
      'ops read opposes 2 @10', 'dev stated supports 1 @16',
    ]);
  });
  it('"1안", "方案一", "案2" and a plain ordered list are options; a vote names a number', () => {
    expect(meetingStances('1안 — 새 엔진\n2안 — 축 추가', '- 지우: 2안. 기존 구조가 싸다.')).toEqual(['지우 stated supports 2 @9']);
    expect(meetingStances('- 方案一：自动回滚\n- 方案二：人工确认', '- 王：我倾向方案二。')).toEqual(['王 read supports 2 @9']);
    expect(meetingStances('1. 全部双人复核\n2. 仅长篇双人复核', '赵敏：我投 2。\n孙浩：投票：1。')).toEqual(['赵敏 stated supports 2 @9', '孙浩 stated supports 1 @10']);
  });
  it('a bare number in prose, one numbered line, or a numbered list nobody names as an option, is no option', () => {
    expect(meetingStances('1. the budget is fixed', '- ops: we need 2 people.')).toEqual([]);
    expect(meetingStances('1. latency is too high\n2. costs rise', '- ops: we need 2 people.')).toEqual([]);
  });
});

describe('plain speaker lines and stance columns', () => {
  it('a roster line is not an opinion, even in a paragraph of named lines', () => {
    expect(meetingStances('A. rewrite\nB. patch', 'Participants: Aiko, Ben\nAiko: I support A.\nBen: B is the safer choice.')).toEqual([
      'Aiko read supports A @10', 'Ben read supports B @11',
    ]);
  });
  it('a paragraph whose every line opens with a name is one opinion per line', () => {
    expect(meetingStances('A. rewrite\nB. patch\nC. buddies', 'Aiko: I support A.\nBen: B is the safer choice.')).toEqual([
      'Aiko read supports A @10', 'Ben read supports B @11',
    ]);
  });
  it('a "For" / "Against" column states the option its cell names; the same option in both is a mention', () => {
    expect(meetingStances('- 案A: ステータス\n- 案B: 通知しない\n- 案C: バナー', '| 参加者 | 賛成 | 反対 |\n|---|---|---|\n| 山田 | 案C | 案B: 通知しない |\n| 鈴木 | 案A | 案A |')).toEqual([
      '山田 stated supports C @12', '山田 stated opposes B @12', '鈴木 mentioned mentions A @13',
    ]);
  });
});

describe('a name alone on a line, its opinion below', () => {
  it('`**name**` lines split R2 into opinions; the label words of the items are not speakers', () => {
    expect(meetingStances('- 1안: 유지\n- 2안: 이전\n- 3안: 노트', '**지우**\n- 투표: 2안.\n- 비용이 문제다.\n\n**민호**\n- 순위: 3안 > 2안 > 1안')).toEqual([
      '지우 stated supports 2 @11', '민호 stated supports 3 @15', '민호 mentioned mentions 2 @15', '민호 stated opposes 1 @15',
    ]);
  });
  it('a role in brackets after the name is no part of it', () => {
    expect(meetingStances('- A: keep\n- B: move', '[[ops]] (SRE):\n- Vote: A\n\n**dev** （前端）\n- Vote: B')).toEqual(['ops stated supports A @10', 'dev stated supports B @13']);
  });
  it('a list item that is only a name, its opinion nested below', () => {
    expect(meetingStances('- 方案一：拆库\n- 方案二：迁移', '- **dba**\n  - 投票：方案二\n- **sre**\n  - 我投方案一。')).toEqual(['dba stated supports 2 @10', 'sre stated supports 1 @12']);
  });
  it('one bold line alone is not a speaker label', () => {
    expect(meetingStances('- A: keep\n- B: move', '**Summary**\n- ops: I support A.')).toEqual(['ops read supports A @10']);
  });
});

describe('an R6 vote table with one column per option', () => {
  it('a mark under an option states the vote at its row; the abstaining moderator states nothing', () => {
    const r6 = '| 投票人 | 方案一 | 方案二 |\n|---|---|---|\n| 王 | ✔ | |\n| 李 | | ✔ |\n| 主持人 | 弃权 | 弃权 |';
    expect(meetingStances('- 方案一：拆库\n- 方案二：迁移', '- 王：我投方案一。\n- 李：方案二更稳。', r6)).toEqual([
      '王 stated supports 1 @9', '王 stated supports 1 @15', '李 mentioned mentions 2 @10', '李 stated supports 2 @16',
    ]);
  });
});

describe('a ranking of numbered options', () => {
  it('"1位 案2、2位 案3、3位 案1" and "1위 2안, …": first place for, last against, middle named', () => {
    expect(meetingStances('- 案1: 自前\n- 案2: Loki\n- 案3: 標準', '### 佐藤\n1位 案2、2位 案3、3位 案1。')).toEqual([
      '佐藤 stated supports 2 @11', '佐藤 mentioned mentions 3 @11', '佐藤 stated opposes 1 @11',
    ]);
    expect(meetingStances('- 案1: 自前\n- 案2: Loki\n- 案3: 標準', '- 佐藤: 1位は案3、2位は案1、3位は案2。')).toEqual([
      '佐藤 stated supports 3 @10', '佐藤 mentioned mentions 1 @10', '佐藤 stated opposes 2 @10',
    ]);
    expect(meetingStances('- 1안: 유지\n- 2안: 이전\n- 3안: 노트', '- 지우: 1위 3안, 2위 2안, 3위 1안')).toEqual([
      '지우 stated supports 3 @10', '지우 mentioned mentions 2 @10', '지우 stated opposes 1 @10',
    ]);
  });
  it('a list numbered 1. whose item only names a count is no ranking', () => {
    expect(meetingStances('- 1안: 유지\n- 2안: 이전', '- 지우: 1. 3 people agree')).toEqual([]);
  });
});

describe('a pre-mortem risk that writes an option\'s whole title', () => {
  const risks = (r5: string) => {
    const text = `---\ntype: meeting\n---\n## R1 Problem\n- Option 1: Extend the config service\n- Option 2: Self-hosted Unleash\n- Option 3: SaaS\n\n## R5 Pre-mortem\n${r5}\n`;
    const result = processDebate(textSource('m.md', text), 'm' as DebateSlug);
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    return (result.value.document as MinutesDocument).minutes.risks.map((r) => r.option ?? '-');
  };
  it('names that option; a title under six characters, words of a title, or two titles name none', () => {
    expect(risks('1. Six months in, the self-hosted Unleash cluster has no owner.')).toEqual(['2']);
    expect(risks('1. The Unleash cluster fell over.')).toEqual(['-']);
    expect(risks('1. A SaaS outage.')).toEqual(['-']);
    expect(risks('1. We tried Self-hosted Unleash, then Extend the config service; both failed.')).toEqual(['-']);
  });
});
