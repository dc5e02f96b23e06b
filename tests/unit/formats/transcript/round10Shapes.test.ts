// Round 10 shapes of the prose corpus (issue 26), on small fixtures of our own: a
// reStructuredText export read line for line, a verdict left as the template's slots, a
// restatement by bout or move, and a concession of the opponent's quoted words.
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../../src/lib/core/ids.ts';
import { looksLikeTranscript, parseTranscript, type Transcript } from '../../../../src/lib/formats/transcript/parse.ts';
import { isVerdictHeader } from '../../../../src/lib/formats/transcript/headers.ts';
import { labelKind } from '../../../../src/lib/formats/transcript/labels.ts';
import { doublyNegated, isPlaceholder, quotesSpeaker, saysNothing, saysUnchanged } from '../../../../src/lib/formats/transcript/reading.ts';
import { shapeTurnHeader } from '../../../../src/lib/formats/transcript/shapeHeaders.ts';
import { classifyEngagement } from '../../../../src/lib/formats/transcript/turns.ts';
import { statedViews } from '../../../../src/lib/formats/transcript/verdict.ts';
import { unsectioned } from '../../../../src/lib/formats/transcript/rst.ts';
import { textSource } from '../../fixtureSource.ts';

function parsed(text: string): Transcript {
  const result = parseTranscript(textSource('shape.md', text));
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return result.value;
}

const RST = [
  '==========',
  'Tabs or spaces',
  '==========',
  '',
  ':Task: Pick one.',
  '',
  'Round 1',
  '=======',
  '',
  'Agent A',
  '-------',
  '',
  'Position',
  '   Tabs everywhere.',
  '',
  'Agent B',
  '-------',
  '',
  'Position',
  '   Spaces everywhere.',
  '',
  'Round 2',
  '=======',
  '',
  'Agent A',
  '-------',
  '',
  'Refined position',
  '   Unchanged.',
  '',
  '.. status:: done',
  '   :reason: nothing left',
  '',
  '.. topic:: Verdict',
  '',
  '   :Recommendation: Tabs.',
  '',
].join('\n');

describe('a reStructuredText export, read line for line', () => {
  it('ranks titles by the order their adornment first appears, and keeps every line in place', () => {
    const rst = unsectioned(RST)!;
    const lines = rst.text.split('\n');
    expect(lines.length).toBe(RST.split('\n').length);
    expect(lines[1]).toBe('# Tabs or spaces');
    expect(lines[6]).toBe('## Round 1');
    expect(lines[9]).toBe('### Agent A');
    expect(lines[30]).toBe('Status: DONE');
    expect(lines[31]).toBe('nothing left'); // the status's reason, on the line under it (review 07zo r1)
    expect(lines[33]).toBe('## Verdict');
    expect(lines[35]).toBe('**Recommendation:** Tabs.');
    expect(rst.notes.map((n) => n.line)).toContain(8);
  });
  it('reads turns, the status and the verdict, with every line accounted for', () => {
    expect(looksLikeTranscript(RST)).toBe(true);
    const t = parsed(RST);
    expect(t.rounds.map((r) => [r.number, r.turns.A?.position ?? (r.turns.A?.positionUnchanged ? 'unchanged' : undefined), r.turns.B?.position])).toEqual([
      [1, 'Tabs everywhere.', 'Spaces everywhere.'],
      [2, 'unchanged', undefined],
    ]);
    expect(t.rounds[1]!.turns.A!.status?.kind).toBe('DONE');
    expect(t.verdict?.recommendation).toBe('Tabs.');
    expect(t.lineAccount.missed).toEqual([]);
  });
  it('leaves Markdown with setext headings alone', () => {
    expect(unsectioned('Round 1\n=======\n\nAgent A\n-------\n\nText.\n\nAgent B\n-------\n')).toBeNull();
  });
});

describe('a verdict left as the template', () => {
  it('reads a bracketed slot as nothing', () => {
    expect(isPlaceholder('[剩余分歧，可以为空]')).toBe(true);
    expect(isPlaceholder('[N] — [自然收敛 | 达到 6 轮上限]\n<!-- render failed -->')).toBe(true);
    expect(isPlaceholder('[RFC 42](https://example.org) says so')).toBe(false);
    expect(saysNothing('[两位代理人最后一致的地方]')).toBe(true);
    expect(saysNothing('没有实质分歧——A 最后并不是反对 Vector')).toBe(true);
    expect(saysNothing('실질적인 이견은 없다')).toBe(true);
    expect(saysNothing('no substantive disagreement')).toBe(true);
    expect(saysNothing('分歧在于先后顺序')).toBe(false);
  });
  it('is no verdict when every field is a slot', () => {
    const text = '## Agent A — Round 1\n\n**Position:** Tabs.\n\n## Agent B — Round 1\n\n**Position:** Spaces.\n\n## Verdict\n\n**Recommendation:** [what to do]\n\n**Rounds:** [N] — [natural | cap]\n';
    const t = parsed(text);
    expect(t.verdict ?? null).toBeNull();
    expect(t.ending.kind).toBe('unfinished');
    expect(t.lineAccount.missed).toEqual([]);
  });
});

describe('restatements and quoted concessions', () => {
  it('reads "as in round N" by bout, move or pass', () => {
    expect(saysUnchanged('3回戦のまま。')).toBe(true);
    expect(saysUnchanged('3手目のまま')).toBe(true);
    expect(saysUnchanged('3라운드 그대로.')).toBe(true);
    expect(saysUnchanged('前の手と同じ。')).toBe(true);
    expect(saysUnchanged('same as the previous round')).toBe(true);
  });
  it('knows a concession that quotes the opponent', () => {
    expect(quotesSpeaker('让步：B 说“线上验证过只是说还没出过事”，这话没错', ['B', 'Agent B'])).toBe(true);
    expect(quotesSpeaker('B는 "추가 비용 0은 인건비를 뺀 숫자"라고 했다. 맞다.', ['B'])).toBe(true);
    expect(quotesSpeaker('I grant the "fast path" is fast', ['B'])).toBe(false);
    expect(quotesSpeaker('Bob said "it is fine"', ['B'])).toBe(false);
  });
  it('draws it as a concession to the opponent, not a claim of the conceder', () => {
    const text = '## Agent A — Round 1\n\n**Position:** Tabs.\n\n## Agent B — Round 1\n\n**Position:** Spaces.\n\n## Agent A — Round 2\n\n**Engagement:**\n- Concede: B said "tabs render differently everywhere", and that is right.\n\n**Refined position:** Unchanged.\n';
    const result = processDebate(textSource('shape.md', text), 'shape' as DebateSlug);
    if (!result.ok) throw new Error('refused');
    const { nodes, edges } = result.value.graph;
    expect(nodes.filter((n) => n.type === 'claim' && n.source?.line === 13)).toEqual([]);
    expect(edges.filter((e) => e.type === 'concedes').map((e) => [e.source, e.target])).toEqual([['agent-a', 'agent-b']]);
  });
});

describe('headers and labels as round 10 wrote them', () => {
  it('takes the round, not a turn counter before it, and an agent called 代理人', () => {
    expect(shapeTurnHeader('#### Turn 3 — Agent B, round 2')).toMatchObject({ agent: 'B', round: 2 });
    expect(shapeTurnHeader('### Round 2 ▸ 代理人 A')).toMatchObject({ agent: 'A', round: 2, name: '代理人 A' });
  });
  it('reads Hit/Hold/Give/Fresh in four languages', () => {
    expect(['- Hit: x', '- 치기: x', '- 出击：x', '- 攻め：x'].map((b) => classifyEngagement(b.slice(2)).kind)).toEqual(['attack', 'attack', 'attack', 'attack']);
    expect(['Give: x', '내주기: x', '松口：x', '譲る：x'].map((b) => classifyEngagement(b).kind)).toEqual(['concede', 'concede', 'concede', 'concede']);
    expect(['Hold: x', '막기: x', '挡回：x', '受け：x'].map((b) => classifyEngagement(b).kind)).toEqual(['defend', 'defend', 'defend', 'defend']);
    expect(['Fresh: x', '새 쟁점: x', '新角度：x'].map((b) => classifyEngagement(b).kind)).toEqual(['new-ground', 'new-ground', 'new-ground']);
    expect(classifyEngagement('Hitting the limit is rare').kind).toBe('other');
  });
  it('reads section labels in their other words', () => {
    expect(['切り返し', '応手', '过招'].map(labelKind)).toEqual(['engagement', 'engagement', 'engagement']);
    expect(['Common ground with B', 'B 쪽과 맞는 점', 'B と重なる点', '相手と一致した点', '和 B 对得上的地方'].map(labelKind)).toEqual(Array(5).fill('agreement'));
    expect(['現局面の立場', '此时立场'].map(labelKind)).toEqual(['refined', 'refined']);
    expect(['持ち論', '支撑理由', '想定問答', '나올 만한 반론', '可能被问到'].map(labelKind)).toEqual(['position', 'reasoning', 'objection', 'objection', 'objection']);
  });
  it('knows a double negative for a hedge', () => {
    expect(doublyNegated('Mermaid を推さないわけにはいかない場面も認める')).toBe(true);
    expect(doublyNegated('B의 단계안을 반대하지 않는 것은 아니다')).toBe(true);
    expect(doublyNegated('这个方案不是不行')).toBe(true);
    expect(doublyNegated('Mermaid は推さない')).toBe(false);
  });
});

describe('shogi moves, a judge and a re-sent reply', () => {
  const SHOGI = [
    '---', 'sides: [甲派, 乙派]', '---', '',
    '### ▲甲派 1手目', '', '**持ち論**', '甲にする。', '',
    '### △乙派 1手目', '', '**持ち論**', '乙にする。', '',
    '### △乙派 2手目', '', '**応手**', '- 譲歩：甲は速い。', '', '**局面：** 続ける（CONTINUE）— まだ', '',
    '［再送ログ］', '',
    '### △乙派 2手目', '', '**応手**', '- 譲歩：甲は速い。', '', '**局面：** 続ける（CONTINUE）— まだ', '',
    '## 🧑‍⚖️ 講評', '', '**勧め：** 甲。', '',
  ].join('\n');
  it('reads ▲/△ sides with moves as rounds, and the judge emoji as a verdict', () => {
    const t = parsed(SHOGI);
    expect(t.rounds.map((r) => [r.number, r.turns.A?.position, r.turns.B?.position ?? r.turns.B?.status?.kind])).toEqual([[1, '甲にする。', '乙にする。'], [2, undefined, 'CONTINUE']]);
    expect(t.verdict?.recommendation).toBe('甲。');
    expect(isVerdictHeader("## 🧑‍⚖️ Orchestrator's call")).toBe(true);
  });
  it('keeps a re-sent reply apart: its concession is not drawn twice', () => {
    const result = processDebate(textSource('shape.md', SHOGI), 'shape' as DebateSlug);
    if (!result.ok) throw new Error('refused');
    expect(result.value.graph.edges.filter((e) => e.type === 'concedes').map((e) => e.provenance?.line)).toEqual([18]);
  });
});

describe('a live disagreement in one sentence, as round 10 wrote it', () => {
  const views = (text: string, sides: [string, string] = ['', '']) => statedViews([{ text, line: 1 }], sides).map((v) => [v.agent, v.text]);
  it('Korean: "A는 …가자고 하고, B는 …옮기자고 한다"', () => {
    expect(views('A는 직접 연동으로 가자고 하고, B는 SaaS로 시작해 옮기자고 한다.')).toEqual([['A', 'A는 직접 연동으로 가자고 하고'], ['B', 'B는 SaaS로 시작해 옮기자고 한다']]);
  });
  it('Japanese: two sides set side by side as topics, no verb of holding', () => {
    expect(views('A は Mermaid を原則に、B は draw.io を原則に、と線を逆向きに引いている。').map(([a]) => a)).toEqual(['A', 'B']);
    expect(views('A は Mermaid を原則にしている。').length).toBe(0);
  });
  it('sides by their names, a shogi mark before them', () => {
    expect(views('▲甲派は運用を買うべきだと言い、△乙派は手元に残すべきだと言う。', ['甲派', '乙派']).map(([a]) => a)).toEqual(['A', 'B']);
  });
});

describe('a turn indented as a notebook prints it', () => {
  it('reads the turn with its indentation off: its bullets are engagement, not code', () => {
    const text = [
      '## Agent A — Round 1', '', '**Position:** Tabs.', '',
      '## Agent B — Round 1', '', '**Position:** Spaces.', '',
      '## Agent A — Round 2', '', '    Engagement:', '      - Attack: spaces bloat diffs.', '    Refined position: unchanged.', '    Status: CONTINUE — more', '',
    ].join('\n');
    const turn = parsed(text).rounds[1]!.turns.A!;
    expect(turn.engagement.map((e) => [e.kind, e.text])).toEqual([['attack', 'spaces bloat diffs.']]);
    expect(turn.positionUnchanged).toBe(true);
  });
});

describe("a screenplay's stage directions", () => {
  const SCRIPT = [
    '---', 'sides: [에이전트 A, 에이전트 B]', '---', '',
    'S#1. 토론장 — 라운드 1', '',
    '                         에이전트 A', '          제 입장은 Hugo입니다.', '',
    '                         에이전트 B', '          제 입장은 Astro입니다.', '',
    'S#2. 토론장 — 라운드 2', '',
    '                         에이전트 A', '               (공격)', '          Astro는 과합니다.',
    '               (인정하며)', '          Astro 예제는 좋습니다.', '               (让我想想)', '          음.',
    '               (신호: 계속 — 답이 없다)', '',
  ].join('\n');
  it('reads a direction that is a label as that label, and any other as written', () => {
    const turn = parsed(SCRIPT).rounds[1]!.turns.A!;
    expect(turn.engagement.map((e) => e.kind)).toEqual(['attack', 'concede']);
    expect(turn.status?.kind).toBe('CONTINUE');
  });
});
