// How a meeting ended, from explicit markers only (formats/minutes/outcome.ts, ending.ts),
// and the parts of minutes issue 26 found lost: R5 risks beside a risks section, a risk
// table's columns, `**Who:** · **What:**` action items, and the moderator as a non-debater.
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../../src/lib/core/ids.ts';
import type { MinutesDocument } from '../../../../src/lib/formats/minutes/plugin.ts';
import { fixtureSource, textSource } from '../../fixtureSource.ts';
import type { SourceText } from '../../../../src/lib/parse/source.ts';

function read(source: SourceText) {
  const result = processDebate(source, 'm' as DebateSlug);
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  const document = result.value.document as MinutesDocument;
  return { record: result.value, minutes: document.minutes, goal: document.goalCheck };
}

const meeting = (frontmatter: string, r7: string) => textSource('m.md', `---\ntype: meeting\n${frontmatter}---\n## R1 Problem\n- A: keep\n- B: move\n\n## R7 Decision\n${r7}\n`);

describe('outcomes from explicit markers', () => {
  const cases: Array<[string, string, string, string | null]> = [
    // [frontmatter, R7 text, outcome, chosen option]
    ['', 'Decision: adopt option B.', 'decided', 'B'],
    ['', '- Option B, because the writers must own the site.', 'decided', 'B'],
    ['', 'B안 채택.', 'decided', 'B'],
    ['', 'B案に決定。', 'decided', 'B'],
    // Round 10: 決裁 labels a decision; a request for a human decision and 提交上级 escalate; 유예/挂起 hold.
    ['', '決裁：案B（承認：編集部長）。', 'decided', 'B'],
    ['', '인간 결정 요청\n- 결정권자: 본부장\n- 요청 사유: 동점', 'escalated', null],
    ['', '提交上级裁决\n- 裁决人：技术总监\n- 提交原因：同分', 'escalated', null],
    ['', '판단 유예 — 유예 이유: 예산 미정; 재개 시점: 11월', 'hold', null],
    ['', '挂起 — 挂起原因：条款未到；何时重议：十月', 'hold', null],
    // "유예 기간" is a grace period, not a hold.
    ['', '결정: 유예 기간 2주 후 B안 채택.', 'decided', 'B'],
    ['', '采用方案B。', 'decided', 'B'],
    ['', 'On hold - reason: no data - resume condition: data in', 'hold', null],
    ['', '미결 — escalate-to-human: 소환 상한 초과. 팀장에게 넘긴다.', 'escalated', null],
    ['', 'Escalated to the CTO because the cap was reached.', 'escalated', null],
    ['', 'No decision was reached.', 'none', null],
    ['', '시간 종료. 결정도 보류도 없이 끝났다.', 'none', null],
    // Round 11: "no decisions" said of the items under a decision round's heading.
    ['', '決定事項なし。論点の整理のみで閉会した。', 'none', null],
    ['', '이번 회의에서는 결정하지 않음.', 'none', null],
    ['', '결정사항 없음. 논점만 정리했다.', 'none', null],
    ['', '决定事项：无。只整理了争点。', 'none', null],
    ['', 'No decisions. We only mapped the arguments.', 'none', null],
    ['', 'Time ran out; we ended without a decision.', 'none', null],
    ['', '時間切れで結論は出ず。', 'none', null],
    ['', '时间到了，没有结论。', 'none', null],
    // A status waiting for a ruling, its decider named, is an escalation; without a decider, no marker.
    ['', '- Decider: the publisher\n- Why: over budget\nStatus: awaiting decision', 'escalated', null],
    ['', '- 决策人：主编\n状态：待审批', 'escalated', null],
    ['', 'Moderator suggests B.\nStatus: awaiting decision', 'not-recognised', null],
    ['', 'The moderator recommends B; the human decides next week.', 'not-recognised', null],
    ['', '진행자 추천: B안. 인간 결정 대기.', 'not-recognised', null],
    ['', 'We talked for an hour.', 'not-recognised', null],
    ['status: escalated\n', 'Decision: adopt option B.', 'escalated', null],
    ['status: escalate-to-human\n', '', 'escalated', null],
    ['decision: adopt option A\n', '', 'decided', 'A'],
    ['status: decided\n', 'We talked for an hour.', 'not-recognised', null],
    // An option set aside, a question left open: nothing chosen.
    ['', 'Option A is dropped. B and the rest… maybe a mix?', 'not-recognised', null],
    ['', 'A案は見送り。Bで進める方向?(担当が詰める)', 'not-recognised', null],
    ['', 'B안으로 가는 쪽?', 'not-recognised', null],
    ['', 'Option B, because the writers must own the site?', 'not-recognised', null],
    ['', 'Option B looks like the direction, maybe with A first? user to confirm.', 'not-recognised', null],
    // A status line says the kind of ending; a choosing verb said not to have happened decides nothing.
    ['', 'Status: **on hold** — no option adopted.\n- Reason: legal review\n- Resume when: legal answers', 'hold', null],
    ['', '상태: 보류 — 사유: 데이터 부족', 'hold', null],
    ['', 'Status: escalated to the CTO.', 'escalated', null],
    ['', 'No option was adopted; the group meets again in March.', 'none', null],
    ['', 'Option A was not adopted.', 'none', null],
    // A decision label whose value names nothing decides nothing; the label is no choosing verb.
    ['', '决定：无。时间到了，读者画像数据出来后再议。', 'none', null],
    ['', 'Decision: none — time ran out.', 'none', null],
    ['', '결정: 없음. 다음 회의에서 다시 논의.', 'none', null],
    ['', '決定：なし。', 'none', null],
    ['decision: 无\n', '', 'none', null],
    // Issue 26, round 9: a recommendation the decider puts off, a "none" field inside a
    // sentence, an empty field, and a decision text under a suggestion nobody accepted.
    ['', '主持人建议采用方案B，并请用户定夺。\n用户回复：“建议收到，先不拍板，我再想想。”', 'none', null],
    ['', 'The moderator proposed to adopt B. The user has not yet decided.', 'none', null],
    ['', '採点の途中で散会した。決定事項：なし。', 'none', null],
    ['', '진행자가 B안 채택을 권고했다. 결정 사항: 미정', 'none', null],
    ['', 'Decision:', 'none', null],
    ['', '決定：[案Bで進める。]{.deletion author="森"}[未定。]{.insertion author="森"}', 'not-recognised', null],
    ['', 'Decision: {--adopt B--}{++undecided++}', 'not-recognised', null],
    ['', 'The moderator recommended B, and the user approved it.', 'decided', 'B'],
    ['', 'Decision: we recommend option B.', 'not-recognised', null],
    // Hold and escalation fields in other words: "Why parked" / "Unpark when", "멈춘 이유" / "다시 열 조건", "상부 이관".
    ['', 'Parked.\n- Why parked: nobody owns the inbox.\n- Unpark when: an owner is named.', 'hold', null],
    ['', '잠정 중단\n- 멈춘 이유: 동점이다.\n- 다시 열 조건: 담당자가 정해지면.', 'hold', null],
    ['', '상부 이관.\n- 이관 대상: 출판본부장\n- 이관 사유: 본부 승인 사항이다.', 'escalated', null],
    // Nothing decided, said with a verb of reaching or forming.
    ['', '结论：无。本次会议未形成决定，主持人也没有安排再议时间。', 'none', null],
    ['', '会议没有达成共识。', 'none', null],
    ['', '本日は決めていません。', 'none', null],
    ['', '結論には至らなかった。', 'none', null],
    ['', 'We did not reach a decision today.', 'none', null],
    ['', '决定：采用方案B。', 'decided', 'B'],
    ['', '決定：案Bで進める。', 'decided', 'B'],
    // A choosing word under a negation decides nothing; a hedge or a question without its mark leaves the ending open.
    ['', '本次会议不形成决定。主持人说下周再看。', 'none', null],
    ['', '本次会议不做任何决定。', 'none', null],
    ['', '最终不得不决定采用方案B。', 'decided', 'B'],
    ['', '案B……でしょうか。一度持ち帰りかもしれません。', 'not-recognised', null],
    ['', 'Probably option B, once legal has looked at it.', 'not-recognised', null],
    ['', '方案B吧，等法务确认。', 'not-recognised', null],
    ['', '아마 B안으로 갈 것 같다.', 'not-recognised', null],
    ['', 'Decision: nothing beats option B, so we adopt B.', 'decided', 'B'],
    ['', 'Option A was not adopted; we adopt option B.', 'decided', 'B'],
    // A recommendation word after a labelled decision's first clause names something else.
    ['', '결정: **B안**으로 이전한다. 웹 편집기의 "수정 제안" 버튼을 필수 조건으로 둔다.', 'decided', 'B'],
    ['', 'Decision: we recommend B, pending the CTO.', 'not-recognised', null],
    // A field/value table row labelled as the decision or the status reads like the labelled line.
    ['', '| field | value |\n|---|---|\n| Decision | B: move — approved by the user |\n| Condition | review in March |', 'decided', 'B'],
    ['', '| field | value |\n|---|---|\n| Status | on hold — reason: no data |', 'hold', null],
    ['', '| who | what |\n|---|---|\n| Decision owner | adopt B |', 'none', null],
    // Japanese and Chinese holds, with their reason and resume condition.
    ['', '保留。理由: 計測データがない。再開条件: 3月の計測後。', 'hold', null],
    ['', '暂缓。原因：缺少数据；恢复条件：三月测量后。', 'hold', null],
    ['status: 暂缓\n', '', 'hold', null],
  ];
  for (const [frontmatter, r7, outcome, chosen] of cases) {
    it(`${JSON.stringify(frontmatter)} ${JSON.stringify(r7)} → ${outcome}`, () => {
      const { minutes } = read(meeting(frontmatter, r7));
      expect(minutes.outcome).toBe(outcome);
      expect(minutes.decision?.chosenOption ?? null).toBe(chosen);
      if (outcome !== 'decided') expect(minutes.decision).toBeNull();
    });
  }

  it('reads the reason and resume condition of a Japanese or Chinese hold, under its own heading too', () => {
    const ja = read(meeting('', '保留。理由: 計測データがない。再開条件: 3月の計測後。')).minutes.hold;
    expect([ja?.reason, ja?.resumeCondition]).toEqual(['計測データがない', '3月の計測後。']);
    const zh = read(textSource('z.md', '---\ntype: meeting\n---\n## R1 问题\n- A: 保持\n- B: 迁移\n\n## 暂缓\n原因：缺少数据\n恢复条件：三月测量后\n')).minutes;
    expect([zh.outcome, zh.hold?.reason, zh.hold?.resumeCondition]).toEqual(['hold', '缺少数据', '三月测量后']);
  });

  it('reads an ending the decision round\u2019s heading names, with the fields of its lines', () => {
    const headed = (heading: string, body: string) => read(textSource('h.md', `---\ntype: meeting\n---\n## R1 Problem\n- A: keep\n- B: move\n\n## ${heading}\n${body}\n`)).minutes;
    const parked = headed('R7 — Outcome: parked', '- Why parked: nobody owns the inbox.\n- Unpark when: an owner is named.');
    expect([parked.outcome, parked.hold?.reason, parked.hold?.resumeCondition]).toEqual(['hold', 'nobody owns the inbox.', 'an owner is named.']);
    const up = headed('R7 결정 — 상부 이관', '- 이관 대상: 출판본부장 김도윤\n- 이관 사유: 본부 승인 사항이다.');
    expect([up.outcome, up.escalation?.to]).toEqual(['escalated', '출판본부장 김도윤']);
    expect(headed('R7 Decision — the long one', 'We talked.').outcome).toBe('not-recognised');
  });

  it('reads who and why of an escalation, fails the goal check, and makes the escalation the synthesis', () => {
    const { minutes, goal, record } = read(fixtureSource('minutes/2026-09-02-1700-en-escalated.md'));
    expect(minutes.escalation).toMatchObject({ to: 'CTO', why: 'the sub-round cap was reached', line: 44 });
    expect(goal.find((c) => c.id === 'decision-or-hold')).toMatchObject({ passed: false, detail: expect.stringContaining('escalated to CTO') });
    expect(record.graph.nodes.find((n) => n.id === 'decision')?.text).toMatch(/^Escalated to CTO: /);
    expect(record.graph.edges.filter((e) => e.source === 'decision')).toEqual([]);
  });

  it('warns, located, when the outcome is not recognised or the frontmatter contradicts the text', () => {
    const quiet = read(fixtureSource('minutes/2026-09-03-0900-ko-not-recognised.md'));
    expect(quiet.record.warnings).toContainEqual(expect.objectContaining({ code: 'minutes-outcome', line: 24, message: expect.stringContaining('not recognised') }));
    expect(quiet.goal.find((c) => c.id === 'decision-or-hold')?.passed).toBe(false);
    const contradicted = read(meeting('status: escalated\n', 'Decision: adopt option B.'));
    expect(contradicted.record.warnings).toContainEqual(expect.objectContaining({ code: 'minutes-outcome', line: 3, message: expect.stringContaining('contradicts the decision') }));
  });
});

describe('nothing lost', () => {
  const { minutes, record } = read(fixtureSource('minutes/2026-09-02-1700-en-escalated.md'));

  it('reads R5 and the risks table, the same risk once, with its number and mitigation in their own fields', () => {
    expect(minutes.risks.map((r) => [r.line, r.option, r.text, r.number, r.mitigation, r.alsoAt])).toEqual([
      [35, 'B', 'Option B fails because the weekly review is skipped in release weeks.', '1', 'Rotate the reviewer.', [51]],
      [36, 'C', 'Option C floods the ticket queue.', undefined, undefined, undefined],
      [52, 'A', 'Suppressions spread without owners.', '2', 'Require an owner tag.', undefined],
    ]);
  });

  it('reads `**Who:** … · **What:** …` action items into their fields', () => {
    expect(minutes.actionItems).toEqual([{ who: 'Yuna', what: 'brief the CTO', when: '2026-09-05', done: 'the CTO has the one-page summary', missing: [], line: 56 }]);
    const more = read(textSource('a.md', '---\ntype: meeting\n---\n## Action items\n- **Who**: Cy · **What**: review it · **Due**: 10/2 · **Done when**: approved\n- Ben — **What:** x · **By:** Monday · **Definition of done:** y\n'));
    expect(more.minutes.actionItems.map(({ who, what, when, done }) => [who, what, when, done])).toEqual([['Cy', 'review it', '10/2', 'approved'], ['Ben', 'x', 'Monday', 'y']]);
  });

  it('does not flag the moderator who gives no opinion as a silent debater', () => {
    expect(record.graph.nodes.find((n) => n.label === 'Yuna')?.attributes).toEqual({ role: 'moderator' });
    expect(record.selfCheck.every((c) => c.passed)).toBe(true);
  });

  it('reads stances with their reading and quote: the concession does not invert Ravi’s support', () => {
    const stance = (id: string) => record.graph.edges.filter((e) => e.source === id && e.target.startsWith('option-')).map((e) => [e.type, e.target, e.reading, e.provenance?.quote]);
    expect(stance('opinion-ravi')).toEqual([['supports', 'option-c', 'read', 'C is enough for the first quarter,']]);
    expect(stance('opinion-sofia')).toEqual([['supports', 'option-b', 'stated', 'I vote for B.']]);
    expect(stance('opinion-tom')).toEqual([['opposes', 'option-a', 'read', 'A is a non-starter']]);
  });
});

describe('the minutes view of an undecided meeting', () => {
  it('shows an escalation with who and why, no chosen option, and risk table fields', async () => {
    const { buildMinutesView } = await import('../../../../src/lib/render/minutesView.ts');
    const { minutes, goal } = read(fixtureSource('minutes/2026-09-02-1700-en-escalated.md'));
    const view = buildMinutesView(minutes, { goalCheck: goal });
    expect(view.decision).toBeNull();
    expect(view.escalation).toMatchObject({ to: 'CTO', why: 'the sub-round cap was reached' });
    expect(view.risks[0]).toMatchObject({ number: '1', mitigation: 'Rotate the reviewer.', option: { key: 'B' } });
  });

  it('quotes the lines of an outcome it did not recognise', async () => {
    const { buildMinutesView } = await import('../../../../src/lib/render/minutesView.ts');
    const { minutes } = read(fixtureSource('minutes/2026-09-03-0900-ko-not-recognised.md'));
    const view = buildMinutesView(minutes);
    expect(view.decision).toBeNull();
    expect(view.outcomeNotRecognised).toEqual([{ line: 24, text: '진행자 추천은 B안이며, 인간의 최종 판단을 기다린다.' }]);
  });
});

describe('risks as stances of the red team', () => {
  const opposed = (body: string) => {
    const { record } = read(textSource('r.md', `---\ntype: meeting\n---\n## R1 Problem\n- A: keep\n- B: move\n\n${body}\n`));
    return record.graph.edges.filter((e) => e.type === 'opposes' && e.target.startsWith('option-')).map((e) => [e.target, e.provenance?.line]);
  };

  const r5 = '## R5 Pre-mortem\n- B fails when the move stalls.\n\n';

  it('draws a pre-mortem story naming an option as opposing it, and a risks section without R5', () => {
    expect(opposed(r5)).toEqual([['option-b', 9]]);
    expect(opposed('## Risks\n- Warnings pile up unread under A')).toEqual([['option-a', 9]]);
  });

  it('beside a pre-mortem, draws a risks-section row against an option only when a column or a label names it', () => {
    expect(opposed(`${r5}## Risks\n- Warnings pile up unread under A`)).toEqual([['option-b', 9]]);
    expect(opposed(`${r5}## Risks\n| risk | option |\n|---|---|\n| Warnings pile up unread | A |`)).toEqual([['option-b', 9], ['option-a', 14]]);
    expect(opposed(`${r5}## Risks\n- A안: warnings pile up unread`)).toEqual([['option-b', 9], ['option-a', 12]]);
  });
});
