// Shapes of other hands read once, in one place (formats/minutes/): a thread that posts each
// option as a message and collects reactions under it (reactions.ts), an e-mail thread, a
// caption transcript, a speaker set off by a dash. Never a stance from names no one knows.
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../../src/lib/core/ids.ts';
import type { MinutesDocument } from '../../../../src/lib/formats/minutes/plugin.ts';
import { reactionStances } from '../../../../src/lib/formats/minutes/reactions.ts';
import { textSource } from '../../fixtureSource.ts';

function read(body: string) {
  const result = processDebate(textSource('d.md', `---\ntype: meeting\n---\n${body}`), 'd' as DebateSlug);
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  const minutes = (result.value.document as MinutesDocument).minutes;
  const stances = minutes.opinions.flatMap((o) => o.stances.map((s) => [o.participant, s.kind, s.option, s.reading, s.line]));
  return { minutes, stances };
}

const discussion = [
  '# Which queue? #12', //                                       4
  '', //                                                          5
  '**@ines** started this discussion', //                         6
  'I only moderate. One comment per option; react to vote.', //   7
  '', //                                                          8
  '**@ines** commented', //                                        9
  'Option A: Keep the cron job', //                              10
  '✅ tariq · ❌ mo', //                                           11
  '', //                                                         12
  '**@ines** commented', //                                       13
  'Option B — A managed queue', //                               14
  '✅ mo, tariq · 🤔 lena', //                                     15
  '', //                                                         16
  '**@mo** commented', //                                         17
  'The managed queue is the safer choice; option B it is.', //   18
  '', //                                                         19
  '**@lena** commented', //                                       20
  'No view yet.', //                                             21
  '', //                                                         22
  '**@tariq** commented', //                                      23
  'Thanks for setting this up.', //                              24
  '',
].join('\n');

describe('reactions under an option’s own post', () => {
  it('reads a thread under one title: options from their posts, reactions as stated stances', () => {
    const { minutes, stances } = read(discussion);
    expect(minutes.options.map((o) => [o.key, o.title])).toEqual([['A', 'Keep the cron job'], ['B', 'A managed queue']]);
    expect(stances).toEqual(expect.arrayContaining([
      ['tariq', 'supports', 'A', 'stated', 11], ['mo', 'opposes', 'A', 'stated', 11],
      ['mo', 'supports', 'B', 'stated', 15], ['tariq', 'supports', 'B', 'stated', 15],
    ]));
    // 🤔 is no label: lena states nothing; the poster of the options is no one's opinion.
    expect(stances.filter(([who]) => who === 'lena' || who === 'ines')).toEqual([]);
  });

  it('accounts for every line: reactions read, option posts and talk reported', () => {
    const { minutes } = read(discussion);
    expect(minutes.lineAccount.missed).toEqual([]);
    expect(minutes.lineAccount.read).toEqual(expect.arrayContaining([10, 11, 14, 15]));
  });

  it('reads a reaction line only when every name in it is a known person', () => {
    const people = new Map([['ana', 'ana'], ['ben', 'ben']]);
    const personOf = (name: string) => people.get(name.toLowerCase());
    expect(reactionStances('👍 ana, ben · 👎 cy', personOf)).toBe(null);
    expect(reactionStances('+1 ana  -1 ben', personOf)).toEqual([{ participant: 'ana', kind: 'supports', text: '+1 ana' }, { participant: 'ben', kind: 'opposes', text: '-1 ben' }]);
    expect(reactionStances('👀 ana', personOf)).toBe(null);
    expect(reactionStances('👍 looks good to me', personOf)).toBe(null);
    expect(reactionStances('- 👍 ana', personOf)).toBe(null);
  });

  it('reads reactions under an option defined in a list too, and nothing away from one', () => {
    const { stances } = read('## R0 Opening\nParticipants: ana, ben\n\n## R1 Problem\n- A: 현행 유지\n  👍 ana · 👎 ben\n- B: 이전\n\n## R2 Opinions\n- ana: A가 낫다.\n- ben: B를 지지한다.\n\n👍 ben\n');
    expect(stances).toEqual(expect.arrayContaining([['ana', 'supports', 'A', 'stated', 9], ['ben', 'opposes', 'A', 'stated', 9]]));
    expect(stances.filter(([, , , , line]) => line === 16)).toEqual([]);
  });
});

describe('an e-mail thread read by shape', () => {
  const mail = [
    'Subject: [roundtable] Where the nightly build runs', //       4
    'From: Rosa Diaz <rosa@example.com>', //                          5
    '', //                                                           6
    'I only facilitate. Options:', //                                7
    '  1. Keep the build box in the office', //                      8
    '  2. Rent a cloud runner', //                                   9
    '', //                                                          10
    'From: Omar Haddad <omar@example.com>', //                      11
    'Date: Tue, 3 Aug 2027 10:00 +0200', //                          12
    'Subject: Re: [roundtable] Where the nightly build runs', //    13
    '', //                                                          14
    'My vote: option 2. The office box died twice in July.', //    15
    '', //                                                          16
    'From: Lee Chen <lee@example.com>', //                          17
    'Date: Tue, 3 Aug 2027 11:00 +0800', //                          18
    '', //                                                          19
    'I vote for option 1; the runner bill is not in this year’s budget.', // 20
    '',
  ].join('\n');

  it('takes an indented list after "Options:" for the options, and a stance at its own line, not the header’s', () => {
    const { minutes, stances } = read(mail);
    expect(minutes.options.map((o) => o.key)).toEqual(['1', '2']);
    expect(stances).toEqual(expect.arrayContaining([['Omar Haddad', 'supports', '2', 'stated', 15], ['Lee Chen', 'supports', '1', 'stated', 20]]));
    expect(minutes.opinions.find((o) => o.participant === 'Omar Haddad')?.markdown).not.toContain('Subject:');
    expect(minutes.lineAccount.missed).toEqual([]);
  });
});

describe('a caption transcript read by shape', () => {
  const captions = [
    '참석: 한지수(진행), 오세린, 문태오', //                                           4
    '', //                                                                              5
    '[00:00:05] 한지수: 선택지는 두 개입니다. A안, 사내 서버 유지. B안, 클라우드로 이전.', // 6
    '[00:00:20] 오세린: 저는 B안을 지지합니다.', //                                      7
    '[00:00:41] 문태오: A안은 안 됩니다. 장비가 너무 낡았어요.', //                       8
    '[00:01:02] 한지수: 네, 의견 감사합니다.', //                                        9
    '[00:01:30] 한지수: 그럼 B안으로 가겠습니다.', //                                   10
    '',
  ].join('\n');

  it('takes options read out in one line, and never the moderator’s messages for opinions', () => {
    const { minutes, stances } = read(captions);
    expect(minutes.options.map((o) => [o.key, o.title])).toEqual([['A', '사내 서버 유지'], ['B', '클라우드로 이전']]);
    expect(stances).toEqual(expect.arrayContaining([['오세린', 'supports', 'B', 'read', 7], ['문태오', 'opposes', 'A', 'read', 8]]));
    expect(minutes.opinions.map((o) => o.participant)).not.toContain('한지수(진행)');
    expect(minutes.lineAccount.missed).toEqual([]);
  });

  it('reads options out only in order from the first, each with its worded key', async () => {
    const { readOutOptions } = await import('../../../../src/lib/formats/minutes/readOutOptions.ts');
    expect(readOutOptions('Option A: keep it; Option B: move it').map((o) => o.key)).toEqual(['A', 'B']);
    expect(readOutOptions('I like option 2, but option 3: no')).toEqual([]);
    expect(readOutOptions('A안, 유지.')).toEqual([]);
  });
});

describe('a speaker set off by a dash', () => {
  it('reads `name —— text` and `name — text` as the speaker’s opinion, whichever separator comes first', () => {
    const { stances } = read('## R0 Opening\nParticipants: kai, noor\n\n## R1 Problem\n- A: 保留旧站\n- B: 迁到新站\n\n## R2 Opinions\n\nkai —— 立场：支持 B；反对 A。\n\nnoor — I vote for A: the migration eats the quarter.\n');
    expect(stances).toEqual(expect.arrayContaining([['kai', 'supports', 'B', 'stated', 13], ['kai', 'opposes', 'A', expect.any(String), 13], ['noor', 'supports', 'A', 'stated', 15]]));
  });

  it('does not take a sentence before an unspaced dash for a speaker', () => {
    const { minutes } = read('## R1 Problem\n- A: 保留旧站\n- B: 迁到新站\n\n## R2 Opinions\n\n**kai**：我倾向于 B。\nA行不通——旧站没人维护。\n');
    expect(minutes.opinions.map((o) => o.participant)).toEqual(['kai']);
  });
});

describe('a bold name set off by a wide space', () => {
  it('reads `**name**　text` for a known name or a handle, and vouches for no plain name beside it', () => {
    const { minutes, stances } = read('## R1 Problem\n- 案1: 現行のまま\n- 案2: 新方式\n\n## R2 意見\n**layout-keeper**　案1に賛成。移行の手間が大きい。\n**copy-desk**　案2に反対。予算を超える。\nまとめ（匿名）：費用が争点。\n');
    expect(stances).toEqual(expect.arrayContaining([['layout-keeper', 'supports', '1', 'read', 9], ['copy-desk', 'opposes', '2', 'read', 10]]));
    expect(minutes.opinions.map((o) => o.participant)).toEqual(['layout-keeper', 'copy-desk']);
    expect(minutes.lineAccount.missed).toEqual([]);
  });
});

describe('merged rounds and a completed "finalised"', () => {
  const merged = (r67: string) => read(`## R1 Problem\n- 案1: 現行のまま\n- 案2: 新方式\n\n## ラウンド6〜7：採点と結論\n| 案 | 計 |\n|---|---|\n| 1 | 17 |\n| 2 | 13 |\n\n${r67}\n`).minutes;

  it('knows a range of rounds from a title after a spaced dash', async () => {
    const { classifyHeading } = await import('../../../../src/lib/formats/minutes/sections.ts');
    expect(classifyHeading('R6-7 Convergence and decision')).toEqual({ key: 'R6', explicit: true, through: 'R7' });
    expect(classifyHeading('Round 6 and 7')).toEqual({ key: 'R6', explicit: true, through: 'R7' });
    expect(classifyHeading('R6 — 7 scores')).toEqual({ key: 'R6', explicit: true });
  });

  it('reads a heading over rounds 6 to 7 as the decision round too', () => {
    expect(merged('結論：案1で確定。').decision?.chosenOption).toBe('1');
    expect(merged('Decision: adopt 案2.').decision?.chosenOption).toBe('2');
  });

  it('never takes a wish or a question to finalise for a decision', () => {
    for (const text of ['案1が最高点。', '結論：案1に確定するかは次回。', '結論：案1はまだ確定していない。', '结论：需要确定方案。', '결론: 1안 미확정.']) {
      expect(merged(text).decision?.chosenOption, text).toBeUndefined();
    }
  });
});

describe('speaker labels of two shapes in one round', () => {
  it('opens an opinion at `**name** — text` among `**name**` labels', () => {
    const { stances, minutes } = read('## R1 Problem\n- Option 1 — Keep the wiki\n- Option 2 — Move to the repo\n\n## R2 Opinions\n**ana** — Stance: for Option 2.\n\n**ben**\nOption 1 is the safer choice.\n\n**cy**\nNo preference.\n');
    expect(minutes.opinions.map((o) => [o.participant, o.line])).toEqual([['ana', 9], ['ben', 11], ['cy', 14]]);
    expect(stances).toEqual(expect.arrayContaining([['ana', 'supports', '2', 'stated', 9], ['ben', 'supports', '1', 'read', 12]]));
  });
});

describe('message shapes that ordinary minutes also have', () => {
  it('keeps a bold-headed pre-mortem whose stories are headed by bold names', () => {
    const { minutes } = read([
      '**R0 Opening**', 'Agenda.', '',
      '**R1 Problem**', '- A: Keep it', '- B: Move it', '',
      '**R2 Opinions**', '- ana: I support B.', '- ben: A is too risky.', '',
      '**R5 Pre-mortem**', '**ana**', 'It is March; the move to B failed on the DNS cut-over.', '**ben**', 'It is March; A kept paging us every night.', '**carl**', 'It is March; nobody owned the runbook.',
    ].join('\n'));
    // The stories stay the pre-mortem's (each name line is read as a risk of its own too: a gap).
    expect(minutes.risks.map((r) => r.text).filter((t) => t.startsWith('It is March'))).toHaveLength(3);
    expect(minutes.opinions.map((o) => o.participant).sort()).toEqual(['ana', 'ben']);
  });
});

/** A file with no frontmatter: it must be found minutes by its shape alone. */
function readBare(text: string) {
  const result = processDebate(textSource('d.md', text), 'd' as DebateSlug);
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  const minutes = (result.value.document as MinutesDocument).minutes;
  return { minutes, stances: minutes.opinions.flatMap((o) => o.stances.filter((s) => s.kind !== 'mentions').map((s) => [o.participant, s.kind, s.option, s.line])) };
}

describe('an outline report saved as text', () => {
  it('reads rounds as outline items naming their round in brackets, at any depth', () => {
    const { minutes, stances } = readBare([
      '회의 보고', '', //                                          1–2
      '1. 아래와 같이 보고합니다.', //                              3
      '  가. 안건(R1)', //                                          4
      '    1) 1안: 종이 발송', '    2) 2안: 메일 발송', //          5–6
      '  나. 의견(R2)', //                                          7
      '    1) 하나: 2안 찬성, 1안 반대. 빠릅니다.', //               8
      '    2) 두리: 1안이 낫습니다.', //                             9
      '  다. 발산(R3): 두 갈래로 나뉨.', //                         10
      '  라. 결정(R7): 이번 회의에서는 결정하지 않음.', //          11
      '2. 리스크', '  가. 메일 누락', //                            12–13
    ].join('\n'));
    expect(minutes.options.map((o) => o.key)).toEqual(['1', '2']);
    expect(stances).toEqual([['하나', 'supports', '2', 8], ['하나', 'opposes', '1', 8]]);
    expect(minutes.outcome).toBe('none');
    expect(minutes.lineAccount.missed).toEqual([]);
  });
});

describe('a chat export with tag markup', () => {
  it('reads `date time  name` headers, `[info][title]R2 …[/title]` turns, and blanks a `[qt]` quotation', () => {
    const { minutes, stances } = readBare([
      '----------', //                                                         1
      '2027/01/05 10:00  司会(moderator)', //                                  2
      '[info][title]R1 問題[/title]配送方法を決める。', //                     3
      '案A：郵送', '案B：メール[/info]', //                                    4–5
      '----------', //                                                         6
      '2027/01/05 10:05  佐藤', //                                             7
      '[info][title]R2 佐藤[/title]賛成：案B／反対：案A[/info]', //            8
      '----------', //                                                         9
      '2027/01/05 10:07  鈴木', //                                             10
      '[rp aid=1 to=2-3]佐藤さん', //                                          11
      '[qt][qtmeta aid=1 time=2]賛成：案A[/qt]', //                            12
      '----------', //                                                         13
      '2027/01/05 10:20  司会(moderator)', //                                  14
      '[info][title]R7 決定 — 部長に上申[/title]理由：予算。[/info]', //        15
    ].join('\n'));
    expect(stances).toEqual([['佐藤', 'supports', 'B', 8], ['佐藤', 'opposes', 'A', 8]]);
    expect(minutes.outcome).toBe('escalated');
    // The rules and the quotation are reported, never lost.
    expect(minutes.lineAccount.missed).toEqual([]);
    expect(minutes.notInterpreted.map((l) => l.line)).toEqual(expect.arrayContaining([1, 6, 9, 12, 13]));
  });
});
