// Turn headers by shape (formats/transcript/shapeHeaders.ts): one agent and one round on a
// short line in any decoration, the last resort before a file is refused.
import { describe, expect, it } from 'vitest';
import { hasShapeTurns, shapeHeaderReader, shapeTurnHeader } from '../../../../src/lib/formats/transcript/shapeHeaders.ts';

describe('turn headers found by shape', () => {
  it.each([
    ['🅰️ Agent A — Round One', 'A', 1],
    ['━━ B측 · 제3회전 ━━', 'B', 3],
    ['〈A〉1巡目（口火）', 'A', 1],
    ['—— 轮到 B（第 2 轮 · 开场）——', 'B', 2],
    ['〖第六轮｜A〗', 'A', 6],
    ['### エージェントB / 4ラウンド目', 'B', 4],
  ])('reads %s', (line, agent, round) => {
    expect(shapeTurnHeader(line)).toMatchObject({ agent, round });
  });

  it.each([
    'Option A is cheaper in round 2.',
    '- A: round 2 was about cost',
    '| A | 2 |',
    'In round 2 agent A restated the whole of the billing argument at length',
  ])('takes no sentence, list item or table row for a header: %s', (line) => {
    expect(shapeTurnHeader(line)).toBeNull();
  });

  it('keeps the round of a round-only heading for the agent-only heading under it', () => {
    const read = shapeHeaderReader();
    expect(read('== Round 2 (rebuttal)')).toBeNull();
    expect(read('=== Agent B')).toEqual({ agent: 'B', round: 2 });
    expect(read('Agent B said more.')).toBeNull();
  });

  it('needs both agents before a file counts as turns by shape', () => {
    expect(hasShapeTurns('〈A〉1巡目\ntext\n〈B〉1巡目\ntext')).toBe(true);
    expect(hasShapeTurns('〈A〉1巡目\ntext')).toBe(false);
    expect(hasShapeTurns('```\n〈A〉1巡目\n〈B〉1巡目\n```')).toBe(false);
  });
});

describe('section labels and engagement labels in the wordings of other runs', () => {
  it('takes a line that is a known label and nothing else for a section, never a sentence opening with one', async () => {
    const { sectionHeading } = await import('../../../../src/lib/formats/transcript/headers.ts');
    expect(sectionHeading('立论')?.kind).toBe('position');
    expect(sectionHeading('■ 言い分')?.kind).toBe('position');
    expect(sectionHeading('.Refined position')?.kind).toBe('refined');
    expect(sectionHeading('此刻立场')?.kind).toBe('refined');
    expect(sectionHeading('### 핵심 주장')?.kind).toBe('position');
    expect(sectionHeading('来そうな反論')?.kind).toBe('objection');
    expect(sectionHeading('立場は変わらず')).toBeNull();
  });

  it('reads 突く/驳/반박 as attacks, 守る/防 as defences, 認める/退一步/让 as concessions', async () => {
    const { classifyEngagement } = await import('../../../../src/lib/formats/transcript/parse.ts');
    expect(classifyEngagement('突く：B の数字は古い。').kind).toBe('attack');
    expect(classifyEngagement('驳：B 的缓存没有审计。').kind).toBe('attack');
    expect(classifyEngagement('반박: B의 로그는 900건뿐이다.').kind).toBe('attack');
    expect(classifyEngagement('守る：待ちは自動だ。').kind).toBe('defend');
    expect(classifyEngagement('防：迁移只要两天。').kind).toBe('defend');
    expect(classifyEngagement('認める：関連度は B が上だ。').kind).toBe('concede');
    expect(classifyEngagement('退一步：缓存可以先试。').kind).toBe('concede');
  });
});

describe('a diff of each side’s position document (diffLog.ts)', () => {
  it('opens a turn at each hunk, reads + lines, reports removed and carried-over lines, one line for one line', async () => {
    const { undiffed, CARRIED, REMOVED } = await import('../../../../src/lib/formats/transcript/diffLog.ts');
    const text = ['```diff', '@@ Pro v0 → v1 @@', '+ Position: keep it', '```', '', '```diff', '@@ Pro v1 → v2 @@', '- Position: keep it', '+ Position: split it', '  Reasoning: cheap', '+ Attack: Con ignores cost', '```'].join('\n');
    const lines = undiffed(text)!.split('\n');
    expect(lines.length).toBe(12);
    expect(lines[1]).toBe('【Pro · Round 1】');
    expect(lines[2]).toBe('Position: keep it');
    expect(lines[7]).toBe(`${REMOVED} Position: keep it`);
    expect(lines[8]).toBe('Refined position: split it');
    expect(lines[9]).toBe(`${CARRIED} Reasoning: cheap`);
    expect(lines[10]).toBe('- Attack: Con ignores cost');
    expect(undiffed('```diff\n- a\n+ b\n```')).toBeNull();
  });
});

describe('a run log kept as a table, one event a row (records.ts)', () => {
  it('rewrites each row with a round, an agent, a kind and a text as the labelled line of its turn', async () => {
    const { unrecorded } = await import('../../../../src/lib/formats/transcript/records.ts');
    const rows = ['| seq | round | agent | kind | text |', '|---|---|---|---|---|',
      '| 1 | 1 | Agent A | position | Keep it |', '| 2 | 1 | Agent B | position | Split it |',
      '| 3 | 2 | Agent A | attack | B ignores cost |', '| 4 | 2 | Agent A | status | CONTINUE |', '| 5 | verdict | orchestrator | converged | Split later |'];
    const lines = unrecorded(rows.join('\n'))!.split('\n');
    expect(lines).toEqual([rows[0], rows[1], '【Agent A · Round 1】Position: Keep it', '【Agent B · Round 1】Position: Split it',
      '【Agent A · Round 2】Engagement: - Attack: B ignores cost', '【Agent A · Round 2】Status: CONTINUE', '⟪verdict⟫ Converged on: Split later']);
  });
});

describe('verdict headers by shape', () => {
  it('takes the scales and a short label, or the verdict word under any heading mark, for the verdict', async () => {
    const { isVerdictHeader } = await import('../../../../src/lib/formats/transcript/headers.ts');
    for (const line of ['━━ ⚖️ 심판 정리 ━━', '⚖️ 見立て', '## ⚖️ 评判', '== Verdict']) expect(isVerdictHeader(line)).toBe(true);
    for (const line of ['⚖️ The judge weighed both sides and found the cost argument stronger.', 'Verdict is near.']) expect(isVerdictHeader(line)).toBe(false);
  });
});

describe('a /debate log whose turns no shape finds', () => {
  it('is published unread: every line listed as not interpreted, one located warning, not refused', async () => {
    const { processDebate } = await import('../../../../src/lib/archive/processDebate.ts');
    const { textSource } = await import('../../fixtureSource.ts');
    const text = '# /debate: tabs or spaces?\n\nThe agents argued in a format nobody wrote down.\n\nSomething about tabs.\n';
    const result = processDebate(textSource('t.md', text), 'm' as never);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const t = (result.value.document as { transcript: { rounds: unknown[]; notInterpreted: Array<{ line: number }>; lineAccount: { missed: number[] } } }).transcript;
    expect(t.rounds).toEqual([]);
    expect(t.notInterpreted.map((l) => l.line)).toEqual([3, 5]);
    expect(t.lineAccount.missed).toEqual([]);
    expect(result.diagnostics.some((d) => d.code === 'transcript-unread' && d.line !== undefined)).toBe(true);
  });
  it('says so at the body\'s first line of text, not the blank line after the frontmatter (probe 29)', async () => {
    const { processDebate } = await import('../../../../src/lib/archive/processDebate.ts');
    const { textSource } = await import('../../fixtureSource.ts');
    const text = '---\ntitle: /debate Mono or poly\nsides: [Mono, Poly]\n---\n\nINT. DEBATE ROOM - NIGHT\n\nMONO. (beat) One repo.\n';
    const result = processDebate(textSource('t.md', text), 'm' as never);
    expect(result.diagnostics.find((d) => d.code === 'transcript-unread')?.line).toBe(6);
  });

  it('refuses a file with no mark of a debate log at all', async () => {
    const { processDebate } = await import('../../../../src/lib/archive/processDebate.ts');
    const { textSource } = await import('../../fixtureSource.ts');
    expect(processDebate(textSource('notes.md', '# Notes\n\nShopping list.\n'), 'm' as never).ok).toBe(false);
  });
});
