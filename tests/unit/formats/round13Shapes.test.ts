// Round 13 of the prose corpus, scored blind, then fixed as a dev set (docs/prose-corpus.md):
// each shape it showed on a small log of our own wording, and what a review of the rounds 12
// and 13 readers found firing on ordinary phrasings. Minutes: a decision field said
// "none" behind a qualifier, a tie that names two options, an ending asked as a question;
// transcripts: an Agreement section that says there is none, a position unchanged "from the
// previous round".
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../src/lib/core/ids.ts';
import type { MinutesDocument } from '../../../src/lib/formats/minutes/plugin.ts';
import { parseTranscript } from '../../../src/lib/formats/transcript/parse.ts';
import { saysUnchanged } from '../../../src/lib/formats/transcript/reading.ts';
import { readStances } from '../../../src/lib/formats/minutes/stanceReading.ts';
import { isOutlinerPage } from '../../../src/lib/formats/minutes/outliner.ts';
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
    // A field still asked: "open question for the board" (review of the readers).
    expect(outcomeOf('Decision: open question for the board.')).toBe('none');
    expect(outcomeOf('Decision: open B to all readers.')).toBe('decided');
  });

  it('takes no choice from a sentence that names two options, or from an ending asked as a question', () => {
    expect(outcomeOf('A 和 B 持平。等下个月的数据再说。')).not.toBe('decided');
    expect(outcomeOf('B and C came out even; we will look again next month.')).not.toBe('decided');
    expect(outcomeOf('大家好像更想要 B……就这样？月底再看。')).not.toBe('decided');
  });

  it('reads a decision after an earlier meeting said "none": the qualifier names this meeting only', () => {
    expect(outcomeOf('Previous decision: none.\nDecision: adopt B.')).toBe('decided');
    expect(outcomeOf('前回の決定事項：なし。今回はB案を採用。')).toBe('decided');
    expect(outcomeOf('有人反对吗？没有。决定：采用B。')).toBe('decided');
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
    // "Nothing in B's table is wrong" and "None of my objections survive" grant something.
    for (const item of ["- Nothing in B's cost table is wrong; I accept those figures.", '- None of my earlier objections to the weekend issue survive.']) {
      const kept = parseTranscript(textSource('t.md', transcript(item, 'Unchanged.')));
      if (!kept.ok) throw new Error(JSON.stringify(kept.diagnostics));
      expect(kept.value.rounds[1]!.turns.A!.agreementPoints?.length).toBe(1);
    }
    const granted = parseTranscript(textSource('t.md', transcript('- the weekend matters to some readers.', 'Unchanged.')));
    if (!granted.ok) throw new Error(JSON.stringify(granted.diagnostics));
    expect(granted.value.rounds[1]!.turns.A!.agreementPoints?.map((p) => p.text)).toEqual([expect.stringContaining('the weekend matters to some readers.')]);
  });

  it('reads "unchanged from the previous round" in four languages as unchanged', () => {
    for (const text of ['前のラウンドから変更なし。', '前回から変わらず。', '지난 라운드에서 변경 없음.', '与上一轮相比没有变化。', 'No change from the previous round.']) {
      expect({ text, unchanged: saysUnchanged(text) }).toEqual({ text, unchanged: true });
    }
    expect(saysUnchanged('前のラウンドから方針を変えて、週2回にする。')).toBe(false);
    // A sentence that only opens like it changes something (review of round 13's fixes).
    expect(saysUnchanged('前回から変わらない点もあるが、頻度は週2回に変更する。')).toBe(false);
    expect(saysUnchanged('지난 라운드에서 변화 없던 비용 논점은 유지하되, 빈도는 주 2회로 바꾼다.')).toBe(false);
  });
});

describe('the review of rounds 12 and 13 readers: shapes that must stay unread or decided', () => {
  const stances = (text: string, keys: string[]) => readStances(text, keys).map((s) => `${s.reading} ${s.relation} ${s.option}`);

  it('takes a count after a stance label for a count, not an option number', () => {
    expect(stances('賛成：3、反対：1（部内集計）。私は案1を推します。', ['1', '2', '3'])).toEqual(['read supports 1']);
    expect(stances('Support: 3/4 of the desk.', ['1', '2', '3'])).toEqual([]);
    expect(stances('支持：3（含我）。', ['1', '2', '3'])).toEqual([]);
    expect(stances('Sign-off: 2 ✔ · Veto: 3', ['1', '2', '3'])).toEqual(['stated supports 2', 'stated opposes 3']);
  });

  it('reads no ranking from a chain that orders a measure or lists options as given', () => {
    expect(stances('风险：甲 > 乙 > 丙。', ['1', '2', '3'])).toEqual([]);
    expect(stances('Build time: 3 > 2 > 1 weeks.', ['1', '2', '3'])).toEqual([]);
    expect(stances('Cost: C > B > A.', ['A', 'B', 'C'])).toEqual(['mentioned mentions C', 'mentioned mentions B', 'mentioned mentions A']);
    expect(stances('My ranking: B > A > C.', ['A', 'B', 'C'])).toEqual(['stated supports B', 'mentioned mentions A', 'stated opposes C']);
    expect(stances('Order: 1, 2, 3 as listed in R1.', ['1', '2', '3'])).toEqual([]);
    expect(stances('Ranking: 2 > 1 > 3', ['1', '2', '3'])).toEqual(['stated supports 2', 'mentioned mentions 1', 'stated opposes 3']);
  });

  it('decides where an option is chosen and only a detail is handed to a person', () => {
    expect(outcomeOf('决定：采用B，具体排期交由主编决定。')).toBe('decided');
    expect(outcomeOf('決定：B案を採用。細部は編集長の判断を仰ぐ。')).toBe('decided');
    expect(outcomeOf('提交用户决定。')).toBe('escalated');
  });

  it('hands the choice over where a person is named before any option, an option said of them after', () => {
    expect(outcomeOf('Decision: delegated to Mina (she leans B).')).toBe('escalated');
    expect(outcomeOf('Decision: left to the CTO, who favours C.')).toBe('escalated');
    expect(outcomeOf('决定：交由主编决定，她倾向B。')).toBe('escalated');
    expect(outcomeOf('Decision: adopt B; the rollout date is left to the CTO.')).toBe('decided');
  });

  it('reads Markdown minutes whose agenda lists the rounds as bullets as Markdown, not an outliner page', () => {
    expect(isOutlinerPage(['## Agenda', '- R1 Problem', '- R2 Opinions', '- R7 Decision'])).toBe(false);
    expect(isOutlinerPage(['- R1 Problem', '\t- A: keep', '- R2 Opinions', '- R7 Decision'])).toBe(true);
  });
});
