// Turn and label shapes, each recognised once for every language (issue 26, round 8): a
// section label in any wrapper, a speaker line with a symbol, an HTML <summary> or a round
// and its label in one bracket pair, an outline, a JSON-lines run log, YAML turn records and
// a table per round whose columns are headed by a side's letter. Small fixtures of our own.
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../../src/lib/core/ids.ts';
import { sectionHeading, statusLine, turnHeader } from '../../../../src/lib/formats/transcript/headers.ts';
import { labelKind } from '../../../../src/lib/formats/transcript/labels.ts';
import { looksLikeTranscript, parseTranscript, type Transcript } from '../../../../src/lib/formats/transcript/parse.ts';
import { saysUnchanged } from '../../../../src/lib/formats/transcript/reading.ts';
import { roundMarker, sideOpener } from '../../../../src/lib/formats/transcript/speakers.ts';
import { statedViews } from '../../../../src/lib/formats/transcript/verdict.ts';
import { textSource } from '../../fixtureSource.ts';

function parsed(text: string): Transcript {
  const result = parseTranscript(textSource('shape.md', text));
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return result.value;
}
/** Each turn as [round, side, position, refined position or "unchanged", engagement kinds, status]. */
const turns = (t: Transcript) => t.rounds.flatMap((r) => (['A', 'B'] as const).flatMap((agent) => {
  const turn = r.turns[agent];
  return turn ? [[r.number, agent, turn.position, turn.positionUnchanged ? 'unchanged' : turn.refinedPosition, turn.engagement.map((e) => e.kind), turn.status?.kind]] : [];
}));
/** Every non-blank line is read or reported: none is left out. */
const unaccounted = (t: Transcript) => t.lineAccount.missed.length;
const claimLines = (text: string) => {
  const result = processDebate(textSource('shape.md', text), 'shape' as DebateSlug);
  if (!result.ok) throw new Error('refused');
  return result.value.graph.nodes.filter((n) => n.type === 'claim').map((n) => n.source?.line);
};

describe('a section label in any wrapper, in any of the four languages', () => {
  it('reads the label and the text after it', () => {
    expect(sectionHeading('**Stance.** Keep it.')).toEqual({ heading: 'Stance', kind: 'position', inline: 'Keep it.' });
    expect(sectionHeading('【主張】')).toMatchObject({ kind: 'position', inline: '' });
    expect(sectionHeading('**입장** — 그대로 둔다.')).toMatchObject({ kind: 'position', inline: '그대로 둔다.' });
    expect(sectionHeading('<b>Reasoning</b>: because')).toMatchObject({ kind: 'reasoning', inline: 'because' });
    expect(sectionHeading('### 내 입장')).toMatchObject({ kind: 'position' });
    expect(sectionHeading('**当前立场** 照旧。')).toMatchObject({ kind: 'refined', inline: '照旧。' });
    expect(sectionHeading('【現在の主張】')).toMatchObject({ kind: 'refined' });
    expect(sectionHeading('**Where I stand now.** Same.')).toMatchObject({ kind: 'refined', inline: 'Same.' });
    expect(sectionHeading('**Back-and-forth**')).toMatchObject({ kind: 'engagement' });
    expect(sectionHeading('### 공방')).toMatchObject({ kind: 'engagement' });
    expect(sectionHeading('**Expected pushback.** "Too slow."')).toMatchObject({ kind: 'objection' });
    expect(sectionHeading('**与 B 一致之处** 两边都要缓存。')).toMatchObject({ kind: 'agreement', inline: '两边都要缓存。' });
    expect(sectionHeading('**预判的反对** “太慢”')).toMatchObject({ kind: 'objection' });
    expect(sectionHeading('📌 Position: keep it')).toMatchObject({ kind: 'position', inline: 'keep it' });
    expect(sectionHeading('Reasoning — the logs say so')).toMatchObject({ kind: 'reasoning', inline: 'the logs say so' });
    expect(sectionHeading('Positioned well — sure')).toBeNull();
  });
  it('keeps ordinary bold text, brackets and sentences out', () => {
    expect(sectionHeading('**Why this matters** is another story')).toBeNull();
    expect(sectionHeading('【注意】ここは読まない')).toBeNull();
    expect(labelKind('Position (round 2)')).toBe('position');
    expect(labelKind('Refined position')).toBe('refined');
  });
  it('reads a status in any wrapper', () => {
    expect(statusLine('【状態】CONTINUE — 未回答')).toEqual({ kind: 'CONTINUE', rest: '未回答' });
    expect(statusLine('**Signal:** DONE')).toEqual({ kind: 'DONE', rest: '' });
    expect(statusLine('**Signal:** the market is loud')).toBeNull();
    expect(statusLine('【CONTINUE】 — B has not answered')).toEqual({ kind: 'CONTINUE', rest: 'B has not answered' });
    expect(statusLine('Status — DONE')).toEqual({ kind: 'DONE', rest: '' });
  });
  it('reads "unchanged" with the subject first, or as the same as a round', () => {
    for (const text of ['主張は据え置き。', '입장 고수.', '변함없음. 그대로 간다.', 'Holding where I was — keep it.', '维持原判。', '第3回のまま。', '与第 4 回合相同。', '바뀌지 않음.']) {
      expect({ text, unchanged: saysUnchanged(text) }).toEqual({ text, unchanged: true });
    }
    expect(saysUnchanged('Drop it in 6.2 instead.')).toBe(false);
  });
});

describe('a verdict\'s views, in the frames round 8 wrote them', () => {
  const views = (text: string) => statedViews([{ text, line: 1 }], ['Agent A', 'Agent B']).map((v) => [v.agent, v.text]);
  it('reads "weighs", "からすれば", "とみている" and "在 A 看来"', () => {
    expect(views('Agent A weighs privacy above speed, while Agent B weighs speed above both.')).toEqual([
      ['A', 'Agent A weighs privacy above speed'], ['B', 'Agent B weighs speed above both'],
    ]);
    expect(views('A からすれば速さが第一で、B からすれば安さが第一だ。').map((v) => v[0])).toEqual(['A', 'B']);
    expect(views('A は速さを、B は安さを重くみている。').map((v) => v[0])).toContain('B');
    expect(views('在 A 看来速度优先；在 B 看来成本优先。').map((v) => v[0])).toEqual(['A', 'B']);
  });
  it('still attributes nothing to a sentence that names no side', () => {
    expect(views('Both weigh speed above cost.')).toEqual([]);
  });
});

describe('speaker lines by shape', () => {
  it('takes a symbol, an HTML summary, a full-width bar and a round with its label in one bracket pair', () => {
    expect(sideOpener('◆ エージェントA（第1回・冒頭）', ['エージェントA', 'エージェントB'])).toMatchObject({ agent: 'A', round: 1, label: '冒頭' });
    expect(sideOpener('#### 🅱️ Blue｜第 2 回合（交锋）', ['Red', 'Blue'])).toMatchObject({ agent: 'B', round: 2, label: '交锋' });
    expect(sideOpener('<summary>🅰️ Red (A) — 3라운드</summary>', ['Red', 'Blue'])).toMatchObject({ agent: 'A', round: 3 });
    expect(sideOpener('【B · Round 2】Status: DONE', ['Red', 'Blue'])).toMatchObject({ agent: 'B', round: 2, inline: 'Status: DONE' });
    expect(turnHeader('🅰️ 에이전트 A — R5')).toMatchObject({ agent: 'A', round: 5 });
    expect(turnHeader('### Agent B · round 1 · opening')).toMatchObject({ agent: 'B', round: 1, label: 'opening' });
    expect(turnHeader('Agent A — Rebuttal')).toBeNull();
  });
  it('reads a round numbered in any way: circled, full-width, with 目', () => {
    expect(roundMarker('## Round ②')).toEqual({ round: 2 });
    expect(roundMarker('第３回合')).toEqual({ round: 3 });
    expect(roundMarker('2ラウンド目')).toEqual({ round: 2 });
    expect(sideOpener('【Pro · ラウンド③】', ['Pro', 'Con'])).toMatchObject({ agent: 'A', round: 3 });
  });
});

const SYMBOL_TURNS = `---
title: Tabs or spaces
---

◆ エージェントA（第1回・冒頭）

【主張】
タブにする。

◆ エージェントB（第1回・冒頭）

【主張】
スペースにする。

◆ エージェントA（第2回）

【応答】
- 攻撃：スペースは幅が固定される。

【現在の主張】
主張は据え置き。

【状態】CONTINUE — B の答えを待つ。

◆ エージェントB（第2回）

【応答】
- 譲歩：幅の好みは人による。

【現在の主張】
エディタ設定で揃えるならタブでよい。

【状態】DONE
`;

const OUTLINE = `# Tabs or spaces

- 1 第1ラウンド
  - 1.1 エージェントA
    - 1.1.1 立場：タブにする。
  - 1.2 エージェントB
    - 1.2.1 立場：スペースにする。
- 2 第2ラウンド
  - 2.1 エージェントA
    - 2.1.1 攻撃：スペースは幅が固定される。
    - 2.1.2 立場：変更なし。
    - 2.1.3 状態：CONTINUE
  - 2.2 エージェントB
    - 2.2.1 立場：エディタ設定で揃えるならタブでよい。
    - 2.2.2 状態：DONE
`;

const INDENTED_OUTLINE = `# Tabs or spaces

- Round 1
  - Agent A
    - Position: Tabs.
  - Agent B
    - Position: Spaces.
- Round 2
  - Agent A
    - Attack: spaces fix the width.
    - Refined position: unchanged.
    - Status: CONTINUE
  - Agent B
    - Refined position: Tabs, if the editor settings align them.
    - Status: DONE
`;

const RUN_LOG = `# run log

- \`{"ev":"run_start","agents":["Agent A","Agent B"]}\`
- \`{"agent":"Agent A","round":1,"field":"position"}\` Tabs.
- \`{"agent":"Agent B","round":1,"field":"position"}\` Spaces.
- \`{"ev":"note","text":"round 2"}\`
- \`{"agent":"Agent A","round":2,"field":"attack"}\` Spaces fix the width.
- \`{"agent":"Agent A","round":2,"field":"refined_position"}\` unchanged
- \`{"agent":"Agent A","round":2,"field":"status","value":"CONTINUE","reason":"waiting for B"}\`
- \`{"agent":"Agent B","round":2,"field":"concede"}\` Width is a matter of taste.
- \`{"agent":"Agent B","round":2,"field":"refined_position"}\` Tabs, if the editor settings align them.
- \`{"agent":"Agent B","round":2,"field":"status","value":"DONE"}\`
`;

const YAML_TURNS = `---
sides: [Tabs, Spaces]
---

\`\`\`yaml
turn: A-1
agent: A
position: Tabs.
\`\`\`

\`\`\`yaml
turn: B-1
agent: B
position: Spaces.
\`\`\`

\`\`\`yaml
turn: A-2
agent: A
engagement:
  attack: Spaces fix the width.
refined_position: no change
status: CONTINUE
status_reason: waiting for B
\`\`\`
`;

const TABLE = `---
sides: [Tabs, Spaces]
---

### 第一轮

| 项 | A · Tabs | B · Spaces |
|---|---|---|
| 立场 | 用 tab。 | 用空格。 |

### 第二轮

| 项 | A | B |
|---|---|---|
| 攻击 | 空格把宽度写死了。 | — |
| 修正后立场 | 不变。 | 改为：编辑器统一设置的话用 tab。 |
| 状态 | CONTINUE | DONE |
`;

describe('files whose turns have a shape of their own', () => {
  it('reads turns opened by a symbol, with 【】 labels', () => {
    const t = parsed(SYMBOL_TURNS);
    expect(turns(t)).toEqual([
      [1, 'A', 'タブにする。', undefined, [], undefined],
      [1, 'B', 'スペースにする。', undefined, [], undefined],
      [2, 'A', undefined, 'unchanged', ['attack'], 'CONTINUE'],
      [2, 'B', undefined, 'エディタ設定で揃えるならタブでよい。', ['concede'], 'DONE'],
    ]);
    expect(unaccounted(t)).toBe(0);
    // The unchanged refined position (line 22) is a field, never a claim.
    expect(claimLines(SYMBOL_TURNS)).not.toContain(22);
  });
  it('reads an outline without its marks and numbers', () => {
    const t = parsed(OUTLINE);
    expect(turns(t)).toEqual([
      [1, 'A', 'タブにする。', undefined, [], undefined],
      [1, 'B', 'スペースにする。', undefined, [], undefined],
      [2, 'A', undefined, 'unchanged', ['attack'], 'CONTINUE'],
      [2, 'B', undefined, 'エディタ設定で揃えるならタブでよい。', [], 'DONE'],
    ]);
    expect(unaccounted(t)).toBe(0);
    expect(looksLikeTranscript(OUTLINE)).toBe(true);
  });
  it('reads an outline that is only indented, under round lines', () => {
    const t = parsed(INDENTED_OUTLINE);
    expect(turns(t)).toEqual([
      [1, 'A', 'Tabs.', undefined, [], undefined],
      [1, 'B', 'Spaces.', undefined, [], undefined],
      [2, 'A', undefined, 'unchanged', ['attack'], 'CONTINUE'],
      [2, 'B', undefined, 'Tabs, if the editor settings align them.', [], 'DONE'],
    ]);
    expect(unaccounted(t)).toBe(0);
    // A plain nested list is no outline: no round lines at its top.
    expect(parseTranscript(textSource('list.md', '# Notes\n\n- a\n  - b\n    - c\n- d\n  - e\n    - f\n')).ok).toBe(false);
  });
  it('reads a JSON-lines run log, its other events reported', () => {
    const t = parsed(RUN_LOG);
    expect(turns(t)).toEqual([
      [1, 'A', 'Tabs.', undefined, [], undefined],
      [1, 'B', 'Spaces.', undefined, [], undefined],
      [2, 'A', undefined, 'unchanged', ['attack'], 'CONTINUE'],
      [2, 'B', undefined, 'Tabs, if the editor settings align them.', ['concede'], 'DONE'],
    ]);
    // The start event names the sides (line 3); the note (line 6) is the runner's, reported.
    expect(t.notInterpreted.map((n) => n.line)).toEqual([6]);
    expect(unaccounted(t)).toBe(0);
  });
  it('leaves a run log that a transcript with headers quotes as written', () => {
    const events = RUN_LOG.split('\n').slice(2).join('\n');
    const t = parsed(`## Agent A — Round 1\n\n## Position\nTabs.\n\n\`\`\`\n${events}\`\`\`\n`);
    expect(t.rounds.map((r) => r.number)).toEqual([1]);
    expect(t.rounds[0]!.turns.A!.position).toContain('{"agent":"Agent A","round":1,"field":"position"}');
  });
  it('reads YAML turn records', () => {
    const t = parsed(YAML_TURNS);
    expect(t.sides).toEqual(['Tabs', 'Spaces']);
    expect(turns(t)).toEqual([
      [1, 'A', 'Tabs.', undefined, [], undefined],
      [1, 'B', 'Spaces.', undefined, [], undefined],
      [2, 'A', undefined, 'unchanged', ['attack'], 'CONTINUE'],
    ]);
    expect(unaccounted(t)).toBe(0);
  });
  it('reads a table per round whose columns a letter heads', () => {
    const t = parsed(TABLE);
    expect(turns(t)).toEqual([
      [1, 'A', '用 tab。', undefined, [], undefined],
      [1, 'B', '用空格。', undefined, [], undefined],
      [2, 'A', undefined, 'unchanged', ['attack'], 'CONTINUE'],
      [2, 'B', undefined, '改为：编辑器统一设置的话用 tab。', [], 'DONE'],
    ]);
    expect(unaccounted(t)).toBe(0);
  });
  it('still refuses a file of no shape, with one located error', () => {
    const result = parseTranscript(textSource('shape.md', '# Notes\n\nWe talked about tabs.\n'));
    expect(result.ok).toBe(false);
  });
});
