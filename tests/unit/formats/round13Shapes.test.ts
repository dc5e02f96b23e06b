// Round 13 of the prose corpus, scored blind, then fixed as a dev set (docs/prose-corpus.md):
// each shape it showed on a small log of our own wording. Minutes: a decision field said
// "none" behind a qualifier, a tie that names two options, an ending asked as a question;
// transcripts: an Agreement section that says there is none, a position unchanged "from the
// previous round".
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../src/lib/core/ids.ts';
import type { MinutesDocument } from '../../../src/lib/formats/minutes/plugin.ts';
import { parseTranscript } from '../../../src/lib/formats/transcript/parse.ts';
import { saysUnchanged } from '../../../src/lib/formats/transcript/reading.ts';
import { textSource } from '../fixtureSource.ts';

function outcomeOf(r7: string): string {
  const text = `---\ntype: meeting\n---\n## R1 Problem\n- A: print once a week\n- B: print twice a week\n- C: stop printing\n\n## R7 Decision\n${r7}\n`;
  const result = processDebate(textSource('m.md', text), 'm' as DebateSlug);
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return (result.value.document as MinutesDocument).minutes.outcome;
}

describe('minutes endings that decide nothing', () => {
  it('reads a decision field said "none" behind a qualifier of time or scope', () => {
    expect(outcomeOf('今日の決定事項：なし。票が割れたまま散会。')).toBe('none');
    expect(outcomeOf('本次会议决定：无。下周再议。')).toBe('none');
    expect(outcomeOf("Today's decision: none. We ran out of time.")).toBe('none');
  });

  it('takes no choice from a sentence that names two options, or from an ending asked as a question', () => {
    expect(outcomeOf('A 和 B 持平。等下个月的数据再说。')).not.toBe('decided');
    expect(outcomeOf('B and C came out even; we will look again next month.')).not.toBe('decided');
    expect(outcomeOf('大家好像更想要 B……就这样？月底再看。')).not.toBe('decided');
  });

  it('still decides where one option is chosen, a second one only set aside after it', () => {
    expect(outcomeOf('决定：方案B；方案C 下季度再议。')).toBe('decided');
    expect(outcomeOf('- Option B, because the printers can do it.')).toBe('decided');
  });
});

const transcript = (agreement: string, refined: string) => [
  '# Debate: print schedule', '',
  'Agent A — Round 1', '## Position', 'Print once a week.', '## Reasoning', '- Costs stay low.', '## Status: CONTINUE — more to say', '',
  'Agent B — Round 1', '## Position', 'Print twice a week.', '## Reasoning', '- Readers ask for it.', '## Status: CONTINUE — more to say', '',
  'Agent A — Round 2', '## Engagement', '- Attack: twice a week doubles the paper bill.', '## Agreement with B', agreement, '## Refined position', refined, '## Status: DONE — said all', '',
  'Agent B — Round 2', '## Engagement', '- Attack: once a week misses the weekend.', '## Refined position', 'Unchanged.', '## Status: DONE — said all', '',
].join('\n');

describe('transcript turns that say nothing new', () => {
  it('grants nothing from an Agreement section that says there is none, its line accounted as a field', () => {
    const read = parseTranscript(textSource('t.md', transcript("- none — B's readers are not ours.", 'Unchanged.')));
    if (!read.ok) throw new Error(JSON.stringify(read.diagnostics));
    const turn = read.value.rounds[1]!.turns.A!;
    expect(turn.agreementPoints ?? []).toEqual([]);
    const granted = parseTranscript(textSource('t.md', transcript('- the weekend matters to some readers.', 'Unchanged.')));
    if (!granted.ok) throw new Error(JSON.stringify(granted.diagnostics));
    expect(granted.value.rounds[1]!.turns.A!.agreementPoints?.map((p) => p.text)).toEqual([expect.stringContaining('the weekend matters to some readers.')]);
  });

  it('reads "unchanged from the previous round" in four languages as unchanged', () => {
    for (const text of ['前のラウンドから変更なし。', '前回から変わらず。', '지난 라운드에서 변경 없음.', '与上一轮相比没有变化。', 'No change from the previous round.']) {
      expect({ text, unchanged: saysUnchanged(text) }).toEqual({ text, unchanged: true });
    }
    expect(saysUnchanged('前のラウンドから方針を変えて、週2回にする。')).toBe(false);
  });
});
