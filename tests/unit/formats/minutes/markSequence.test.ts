// A labelled line of "option → mark" pairs (markSequence.ts) and the one mark table it shares
// with table cells (stanceCues.ts MARKS): every separator, four languages, scores; a mark is
// a stance only in an option's slot, never a guess.
import { describe, expect, it } from 'vitest';
import { markSequence } from '../../../../src/lib/formats/minutes/markSequence.ts';
import { readStances } from '../../../../src/lib/formats/minutes/stanceReading.ts';
import { cellStance } from '../../../../src/lib/formats/minutes/marks.ts';
import { processDebate } from '../../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../../src/lib/core/ids.ts';
import type { MinutesDocument } from '../../../../src/lib/formats/minutes/plugin.ts';
import { textSource } from '../../fixtureSource.ts';

/** The minutes a whole file reads as; a file refused fails the spec with its problems. */
function minutesOf(body: string): MinutesDocument['minutes'] {
  const result = processDebate(textSource('m.md', body), 'm' as DebateSlug);
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return (result.value.document as MinutesDocument).minutes;
}

const read = (text: string, keys: string[] = ['A', 'B', 'C'], titles: Map<string, string> = new Map()) =>
  readStances(text, keys, titles).map((s) => `${s.option} ${s.relation} ${s.reading}`);

describe('a labelled line of marked options', () => {
  const lines: Array<[string, string, string[], string[]]> = [
    ['`→` and `:` slots, `·` between', 'Position → A: yes · B: no', ['A', 'B', 'C'], ['A supports stated', 'B opposes stated']],
    ['`/` between, ○ and ×', '입장 표시: 1안 ○ / 2안 ×', ['1', '2', '3'], ['1 supports stated', '2 opposes stated']],
    ['a bracketed label, `：` slots, `；` between', '【立场】方案一：赞同；方案二：不赞同', ['1', '2'], ['1 supports stated', '2 opposes stated']],
    ['a space slot, `,` between, bare letters', 'Thumbs: B up, C down. Then some prose about A.', ['A', 'B', 'C'], ['B supports stated', 'C opposes stated', 'A mentions mentioned']],
    ['scores: +n for, −n against, 0 a mention', '점수: 1안 +2, 2안 −1, 3안 0.', ['1', '2', '3'], ['1 supports stated', '2 opposes stated', '3 mentions mentioned']],
    ['Confluence marks, `、` between', '評価：案A (/)、案B (x)', ['A', 'B'], ['A supports stated', 'B opposes stated']],
  ];
  for (const [name, line, keys, expected] of lines) {
    it(name, () => expect(read(line, keys)).toEqual(expected));
  }

  it('stems name options beside an option word, in a slot or after a vote; a bare stem in prose does not', () => {
    expect(read('【态度】乙：赞同；丙：不赞同', ['1', '2', '3'])).toEqual(['2 supports stated', '3 opposes stated']);
    expect(read('我投乙。', ['1', '2', '3'])).toEqual(['2 supports stated']);
    expect(read('方案甲更稳妥。', ['1', '2'])).toEqual(['1 supports read']);
    expect(read('甲方和乙方都同意。', ['1', '2'])).toEqual([]);
    // "B不是不行，只是…": a denied objection takes no side.
    expect(read('方案乙不是不行，只是会晚一个月。', ['1', '2'])).toEqual(['2 mentions mentioned']);
  });

  it('conflicting marks for one option give a mention', () => {
    expect(read('Marks: A yes, B no, A no')).toEqual(['A mentions mentioned', 'B opposes stated']);
  });

  it('an option without its mark, or a pair that does not end its sentence, is no sequence', () => {
    expect(markSequence('Stance: A yes, B because it is cheap', [{ key: 'A', start: 8, end: 9 }, { key: 'B', start: 15, end: 16 }])).toBeNull();
    expect(read('Stance: Option B no matter what happens')).toEqual(['B supports stated']);
    expect(read('Marks: Option B yesterday, Option C.')).toEqual(['B mentions mentioned', 'C mentions mentioned']);
  });

  it('needs its label: an unlabelled "A yes" in prose is read as prose', () => {
    expect(markSequence('We said Option A: yes.', [{ key: 'A', start: 8, end: 16 }])).toBeNull();
  });

  it('a mark inside an option title is no stance', () => {
    const titles = new Map([['A', 'Say no to caching'], ['B', 'Cache everything']]);
    expect(read('Stance: Say no to caching, Cache everything', ['A', 'B'], titles)).not.toContain('A opposes stated');
  });

  it('the rest of the line after the sequence is read as usual', () => {
    expect(read('Stance → A: yes. Option C is too risky.')).toEqual(['A supports stated', 'C opposes read']);
  });

  it('a long run of pairs is bounded', () => {
    const pairs = Array.from({ length: 20 }, (_, i) => `${(i % 3) + 1}안 ○`).join(' / ');
    expect(markSequence(`입장: ${pairs}`, Array.from({ length: 20 }, (_, i) => ({ key: String((i % 3) + 1), start: 4 + i * 7, end: 6 + i * 7 })))).toBeNull();
  });
});

describe('vote words label the options after them', () => {
  it('赞成票 / 反对票, a lukewarm 賛成, 찬성표', () => {
    expect(read('赞成票：A。反对票：B。')).toEqual(['A supports stated', 'B opposes stated']);
    expect(read('消極的賛成：案C。')).toEqual(['C supports stated']);
    expect(read('찬성표: 2안', ['1', '2'])).toEqual(['2 supports stated']);
    // A label's exception in its field: "我的选择：A，不选 C", "Pick: A, not C"; "not now" is none.
    expect(read('我的选择：A，不选 C。')).toEqual(['A supports stated', 'C opposes stated']);
    expect(read('For: Option A, not now.')).toEqual(['A supports stated']);
  });
});

describe('the mark table serves table cells too', () => {
  it('Confluence (/) and (x), thumbs words, 赞同 / 不赞同; a blank says nothing', () => {
    expect(['(/)', '(x)', 'up', 'down', '赞同', '不赞同', '0', ''].map(cellStance)).toEqual(['supports', 'opposes', 'supports', 'opposes', 'supports', 'opposes', 'mentions', null]);
  });
});

describe('a switch states the option taken; the option left is only named', () => {
  const switches: Array<[string, string[], string[]]> = [
    ['Switch: A → C. The numbers moved me.', ['A', 'B', 'C'], ['A mentions mentioned', 'C supports stated']],
    ['After the demo I am moving from B to A.', ['A', 'B', 'C'], ['B mentions mentioned', 'A supports stated']],
    ['我从方案一改到方案二。', ['1', '2'], ['1 mentions mentioned', '2 supports stated']],
    ['1안에서 2안으로 옮기겠습니다.', ['1', '2'], ['1 mentions mentioned', '2 supports stated']],
    ['案Cから案Aに乗り換えます。', ['A', 'C'], ['C mentions mentioned', 'A supports stated']],
  ];
  for (const [text, keys, expected] of switches) it(text, () => expect(read(text, keys)).toEqual(expected));

  it('a denied switch is no switch', () => {
    expect(read("I'm not moving from B to A.")).toEqual(['B mentions mentioned', 'A mentions mentioned']);
  });
});

describe('votes in other words', () => {
  it('"I keep my vote on B", "I\'d put my name to Option A", "私の一票は案2に"; a denied keep is none', () => {
    expect(read('I keep my vote on B.')).toEqual(['B supports stated']);
    expect(read("I'd put my name to Option A.")).toEqual(['A supports stated']);
    expect(read('私の一票は案2に。', ['1', '2'])).toEqual(['2 supports stated']);
    expect(read("I won't keep my vote on B.")).toEqual(['B mentions mentioned']);
  });
});

describe('a tally that names its voters', () => {
  it('each bracket after an option and its count lists its voters; an abstention names no vote', () => {
    const body = [
      '---', 'type: meeting', '---', '## R1 Problem', '- 1안: first way', '- 2안: second way', '',
      '## R2 Opinions', '### ana', 'Some context.', '', '### ben', 'More context.', '', '### carl', 'Still thinking.', '',
      '## R6 Convergence', '표결: 2안 2표(ana, ben), 기권 1(carl)', '',
    ].join('\n');
    const minutes = minutesOf(body);
    const stances = minutes.opinions.flatMap((o) => o.stances.filter((s) => s.kind !== 'mentions').map((s) => `${o.participant} ${s.kind} ${s.option} ${s.reading}`));
    expect(stances).toEqual(['ana supports 2 stated', 'ben supports 2 stated']);
  });
});

describe('a forwarded chat record', () => {
  it('reads `name hh:mm` headers as speakers and `【R2】…` as a round; a quote-reply is not the quoter’s', () => {
    const body = [
      '---', 'type: meeting', '---', '群聊的聊天记录', '',
      'keeper 20:05', '【R1】问题：先做哪个？', '方案一：先做搜索', '方案二：先做导出', '',
      'keeper 20:06', '【R2】请各位发言。', '',
      'ana 20:07', '我支持方案一，搜索最急。', '',
      'ben 20:08', '「ana：我支持方案一，搜索最急。」', '我看未必。', '',
    ].join('\n');
    const minutes = minutesOf(body);
    const stances = minutes.opinions.flatMap((o) => o.stances.filter((s) => s.kind !== 'mentions').map((s) => `${o.participant} ${s.kind} ${s.option}`));
    expect(stances).toEqual(['ana supports 1']);
  });

  it('reads a header of a name and a dated timestamp in either order, and `回复 name：「…」` as another’s words', () => {
    const body = [
      '---', 'type: meeting', '---', '群聊记录', '',
      '机器人 2027-09-29 14:00:03', '【R1 问题】先做哪个？', '方案一：先做搜索', '方案二：先做导出', '',
      '机器人 2027-09-29 14:01:20', '【R2 意见】', '',
      'ana 2027-09-29 14:02:00', '我支持方案一，搜索最急。', '',
      '[09/29/2027 2:05 PM] ben', '回复 ana：「我支持方案一，搜索最急。」', '我看未必。', '',
      '机器人 2027-09-29 14:10:00', '【R7 结论：挂起】', '挂起原因：数据不够。', '何时重议：下周。', '',
    ].join('\n');
    const minutes = minutesOf(body);
    const stances = minutes.opinions.flatMap((o) => o.stances.filter((s) => s.kind !== 'mentions').map((s) => `${o.participant} ${s.kind} ${s.option}`));
    expect(stances).toEqual(['ana supports 1']);
    expect(minutes.hold).toMatchObject({ reason: '数据不够。', resumeCondition: '下周。' });
  });
});
