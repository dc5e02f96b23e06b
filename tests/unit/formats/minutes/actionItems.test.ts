// Action items in the four languages from one label table (formats/minutes/actionLabels.ts):
// table columns and list labels alike, labels without a colon, and items read by shape
// (an owner before the task, a date part or a bracketed date).
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../../src/lib/core/ids.ts';
import type { MinutesDocument } from '../../../../src/lib/formats/minutes/plugin.ts';
import { actionFieldOfColumn, looksLikeActionItem } from '../../../../src/lib/formats/minutes/actionLabels.ts';
import { textSource } from '../../fixtureSource.ts';

function actions(section: string, body: string) {
  const result = processDebate(textSource('a.md', `---\ntype: meeting\n---\n## R1 Problem\n- A: keep\n- B: move\n\n## ${section}\n${body}\n`), 'a' as DebateSlug);
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  const minutes = (result.value.document as MinutesDocument).minutes;
  return minutes.actionItems.map(({ who, what, when, done, missing }) => ({ who, what, when, done, missing }));
}

describe('action item labels, one table for four languages', () => {
  it.each([
    ['行动项', '- **谁：** 孙悦 · **做什么：** 写迁移脚本 · **截止：** 11/3 · **完成标准：** 脚本合入主干', ['孙悦', '写迁移脚本', '11/3', '脚本合入主干']],
    ['行动项', '- 谁：孙悦；做什么：写迁移脚本；截止日期：11/3；验收标准：脚本合入主干', ['孙悦', '写迁移脚本', '11/3', '脚本合入主干']],
    ['アクション', '- 誰が: 木村 / 何を: 用語表の棚卸し / いつまでに: 11/3 / 完了条件: 一覧を共有', ['木村', '用語表の棚卸し', '11/3', '一覧を共有']],
    ['アクション', '- **誰が：** 木村 **何を：** 用語表の棚卸し **いつまで：** 11/3 **完了基準：** 一覧を共有', ['木村', '用語表の棚卸し', '11/3', '一覧を共有']],
    ['액션 아이템', '- 담당: 정하린 · 할 일: 샘플 정리 · 기한: 11/3 · 완료기준: 공유', ['정하린', '샘플 정리', '11/3', '공유']],
    ['Action items', '- Owner: Priya · Task: trim the sample set · Deadline: 11/3 · Acceptance: shared', ['Priya', 'trim the sample set', '11/3', 'shared']],
  ])('%s: %s', (section, body, [who, what, when, done]) => {
    expect(actions(section, body)).toEqual([{ who, what, when, done, missing: [] }]);
  });

  it('reads table columns in Chinese and Japanese', () => {
    expect(actions('行动项', '| 谁 | 做什么 | 截止 | 完成标准 |\n|---|---|---|---|\n| 孙悦 | 写脚本 | 11/3 | 合入 |')).toEqual([{ who: '孙悦', what: '写脚本', when: '11/3', done: '合入', missing: [] }]);
    expect(actions('アクション', '| 誰が | 何を | いつまでに | 完了基準 |\n|---|---|---|---|\n| 木村 | 棚卸し | 未定 | 共有 |')).toEqual([{ who: '木村', what: '棚卸し', when: undefined, done: '共有', missing: ['when'] }]);
    expect(actionFieldOfColumn('谁 / Who')).toBe('who');
    expect(actionFieldOfColumn('いつまでに')).toBe('when');
    expect(actionFieldOfColumn('担当チーム名の由来')).toBe(null);
  });

  it('tells the decision reader an action line from the decision, in every language', () => {
    expect(looksLikeActionItem('谁：孙悦；截止：11/3')).toBe(true);
    expect(looksLikeActionItem('誰が: 木村 / 何を: 棚卸し')).toBe(true);
    expect(looksLikeActionItem('결정: B안 채택')).toBe(false);
  });
});

describe('action items read by shape', () => {
  it('reads labels without a colon when two parts carry one', () => {
    expect(actions('アクション', '- 担当 木村／内容 棚卸し／期限 11/3／完了条件 一覧を共有')).toEqual([{ who: '木村', what: '棚卸し', when: '11/3', done: '一覧を共有', missing: [] }]);
  });

  it('reads an owner before the task and a date part or a bracketed date', () => {
    expect(actions('行动项', '- 孙悦：写迁移脚本；11 月 3 日前；验收：脚本合入主干')).toEqual([{ who: '孙悦', what: '写迁移脚本', when: '11 月 3 日前', done: '脚本合入主干', missing: [] }]);
    expect(actions('액션 아이템', '- 정하린: 샘플 정리 (11/3까지)')).toEqual([{ who: '정하린', what: '샘플 정리', when: '11/3까지', done: undefined, missing: ['done'] }]);
    expect(actions('Action items', '- Priya Natarajan — trim the sample set — by 11/3 — done when: shared')).toEqual([{ who: 'Priya Natarajan', what: 'trim the sample set', when: '11/3', done: 'shared', missing: [] }]);
    expect(actions('Action items', '- @priya trim the sample set · due: 11/3 · done: shared')).toEqual([{ who: 'priya', what: 'trim the sample set', when: '11/3', done: 'shared', missing: [] }]);
  });

  it('does not take a sentence before a colon for an owner', () => {
    expect(actions('Action items', '- The sample set we keep: trim it')).toEqual([{ who: undefined, what: 'The sample set we keep: trim it', when: undefined, done: undefined, missing: ['who', 'when', 'done'] }]);
  });
});

describe('a dedicated section without a list (review)', () => {
  it.each(['No follow-ups were assigned in this meeting.', 'Action items are tracked in JIRA; see there.', 'Nothing new this week.\n\nWe will revisit at the next sync.'])('reads no item of the prose %s', (body) => {
    expect(actions('Action items', body)).toEqual([]);
  });
  it('reads only the list when there is one', () => {
    expect(actions('Action items', 'Owners below.\n\n- @lee deploy (by 12/12)').map((a) => a.who)).toEqual(['lee']);
  });
});
