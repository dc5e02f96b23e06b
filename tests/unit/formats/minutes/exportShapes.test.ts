// Export shapes of round 8, each read by its shape, never by an app's or a file's words
// (formats/minutes/houseStyle.ts, opinions.ts, options.ts, stanceReading.ts): chat lines with
// the speaker and time in the line, a stance table headed by side columns, a retro board whose
// columns are sides, issue-tracker wiki markup, a turn that is only a bracketed note.
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../../src/lib/core/ids.ts';
import type { MinutesDocument } from '../../../../src/lib/formats/minutes/plugin.ts';
import { textSource } from '../../fixtureSource.ts';

function read(body: string) {
  const result = processDebate(textSource('d.md', `---\ntype: meeting\n---\n${body}`), 'd' as DebateSlug);
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  const minutes = (result.value.document as MinutesDocument).minutes;
  const stances = minutes.opinions.flatMap((o) => o.stances.filter((s) => s.kind !== 'mentions').map((s) => [o.participant, s.kind, s.option, s.line]));
  return { minutes, stances, graph: result.value.graph };
}

describe('chat exports with the speaker and time in the line', () => {
  it('reads `[name] [오후 2:03] text` lines: a slash list of N번 options, picks, a moderator by name', () => {
    const { minutes, stances } = read([
      '[원탁지기] [오후 2:00] 1번 도서관 / 2번 카페 / 3번 온라인', //   4
      '[하나] [오후 2:03] 2번이요. 조용해서요', //                       5
      '[두리] [오후 2:04] 1번은 비추예요', //                            6
      '[세나] [오후 2:05] 2번이랑 3번은 둘 다 괜찮아요', //               7
      '[원탁지기] [오후 2:06] 두리님, 1번이 왜 별로인가요?', //           8
      '',
    ].join('\n'));
    expect(minutes.options.map((o) => [o.key, o.title])).toEqual([['1', '도서관'], ['2', '카페'], ['3', '온라인']]);
    expect(stances).toEqual([['하나', 'supports', '2', 5], ['두리', 'opposes', '1', 6]]);
    // Indifference takes no side; the harness's moderator (원탁지기) asks, never argues.
    expect(minutes.opinions.map((o) => o.participant)).not.toContain('원탁지기');
    expect(minutes.lineAccount.missed).toEqual([]);
  });

  it('reads `time<TAB>name<TAB>text` lines and a ranking chain in a message', () => {
    const { stances } = read([
      '13:01\t司会\t案A 紙で出す／案B 電子だけ／案C 出さない', // 4
      '13:04\t中村\t案Aに一票。', //                              5
      '13:30\t山口\t順位をつけるなら B＞A＞C', //                    6
      '',
    ].join('\n'));
    expect(stances).toEqual([['中村', 'supports', 'A', 5], ['山口', 'supports', 'B', 6], ['山口', 'opposes', 'C', 6]]);
  });

  it('keeps a plain line without a time out of the speakers', () => {
    const { minutes } = read(['13:01\t司会\t案A 紙／案B 電子', '13:02\t中村\t案Aに一票。', '中村がメッセージの送信を取り消しました', '13:04\t山口\t案Bがいい。', ''].join('\n'));
    expect(minutes.opinions.map((o) => o.participant)).toEqual(['中村', '山口']);
    expect(minutes.lineAccount.missed).toEqual([]);
  });
});

describe('side columns and boards', () => {
  it('reads a stance table whose side columns name their option word (推す案 / 退ける案)', () => {
    const { stances } = read([
      '## R1', '- 案A：同額', '- 案B：8割', '', '## R2',
      '| 発言者 | 推す案 | 退ける案 | 一言 |', //  9
      '|---|---|---|---|',
      '| 佐藤 | 案B | 案A | 高すぎる |', //     11
      '| 鈴木 | 案A | — | 単純 |', //          12
      '',
    ].join('\n'));
    expect(stances).toEqual([['佐藤', 'supports', 'B', 11], ['佐藤', 'opposes', 'A', 11], ['鈴木', 'supports', 'A', 12]]);
  });

  it('reads columns headed by a place (首选 / 最不认可, First choice / Last choice): first is for, last against', () => {
    const { stances } = read([
      '## R1', '- 方案A：全包', '- 方案B：半包', '', '## R2',
      '| 成员 | 首选 | 最不认可 | 理由 |', //  9
      '|---|---|---|---|',
      '| 周 | B | A | 省钱 |', //            11
      '| 吴 | A |  | 快 |', //               12
      '', '| Who | First choice | Last choice |', '|---|---|---|', '| ann | A | B |', // 13–16
      '',
    ].join('\n'));
    expect(stances).toEqual([['周', 'supports', 'B', 11], ['周', 'opposes', 'A', 11], ['吴', 'supports', 'A', 12], ['ann', 'supports', 'A', 16], ['ann', 'opposes', 'B', 16]]);
  });

  it('reads a board whose columns are sides: each card is its author’s stance, other columns stay unread', () => {
    const { minutes, stances } = read([
      '# Board', '', 'Options:', '- Option A: Print', '- Option B: Digital', '', //  4–9
      '## Column: For', //                                         10
      '- [Option B] cheaper, and it is not bad at all — Mia (👍 3)', // 11
      '## Column: Against', //                                     12
      '- [Option A] too slow — Mia', //                            13
      '## Column: Concerns', //                                    14
      '- [Option B] piracy — Leo', //                              15
      '',
    ].join('\n'));
    expect(minutes.options.map((o) => o.key)).toEqual(['A', 'B']);
    expect(stances).toEqual([['Mia', 'supports', 'B', 11], ['Mia', 'opposes', 'A', 13]]);
    expect(minutes.lineAccount.missed).toEqual([]);
    expect(minutes.notInterpreted.map((n) => n.line)).toEqual(expect.arrayContaining([14, 15]));
  });
});

describe('issue-tracker wiki markup', () => {
  it('reads h3. headings, `# item` options, comment headers, +1/-1 and bare numbered votes; a {quote} is not the quoter’s', () => {
    const { minutes, stances } = read([
      'h3. Description', //                                          4
      'Options (refer to them by number):', //                       5
      '# Keep the wiki', //                                          6
      '# Move to Git', //                                            7
      '# No docs', //                                                8
      '', 'h3. Comments', '', //                                     9–11
      '*Ana Ruiz* added a comment — 01/Jul/27 10:12 AM', //          12
      '+1 for option 2. -1 on option 3.', //                         13
      '', '*Bo Kim* added a comment — 01/Jul/27 11:00 AM', //        14–15
      '{quote}Option 1 is the safer choice.{quote} Not convinced. Switching to 2.', // 16
      '', '*Cy Lee* added a comment — 02/Jul/27 09:00 AM', //        17–18
      'Fair point about option 1, I admit. Still voting 1.', //      19
      '',
    ].join('\n'));
    expect(minutes.options.map((o) => [o.key, o.title])).toEqual([['1', 'Keep the wiki'], ['2', 'Move to Git'], ['3', 'No docs']]);
    expect(stances).toEqual([['Ana Ruiz', 'supports', '2', 13], ['Ana Ruiz', 'opposes', '3', 13], ['Bo Kim', 'supports', '2', 16], ['Cy Lee', 'supports', '1', 19]]);
  });
});

describe('a turn that is only a bracketed note', () => {
  it('draws no claim from it; the speaker’s late R4 reply is the opinion', () => {
    const { minutes, stances, graph } = read([
      '## R1', '- A: Keep', '- B: Move', '', '## R2',
      '- **ana** — Stance: A.', //                                                    9
      '- **bo** — *(no response: the call timed out)*', //                           10
      '', '## R4',
      '- bo → chair (late, round 4 only): "Sorry, missed round 2. I\'d go with B."', // 13
      '',
    ].join('\n'));
    expect(stances).toEqual([['ana', 'supports', 'A', 9], ['bo', 'supports', 'B', 13]]);
    expect(graph.nodes.some((n) => n.source?.line === 10 && n.type === 'claim')).toBe(false);
    expect(minutes.lineAccount.missed).toEqual([]);
  });
});

describe('a decision posted in a chat export', () => {
  it('reads a message that opens with a decision label as the decision, the thread going on after it', () => {
    const { minutes, stances } = read([
      '13:01\t司会\t案A 紙で出す／案B 電子だけ', //   4
      '13:04\t中村\t案Aに一票。', //                 5
      '13:06\t山口\t案Bがいい。', //                 6
      '17:02\t司会\t決定：案B（電子だけ）。', //       7
      '17:05\t中村\t了解です、案Bで。', //            8
      '',
    ].join('\n'));
    expect(minutes.decision?.chosenOption).toBe('B');
    expect(stances).toEqual(expect.arrayContaining([['中村', 'supports', 'A', 5], ['山口', 'supports', 'B', 6]]));
    expect(minutes.lineAccount.missed).toEqual([]);
  });
});

describe('a show of hands', () => {
  it('is a stated vote however conjugated; a hand not raised is no vote', async () => {
    const { readStances } = await import('../../../../src/lib/formats/minutes/stanceReading.ts');
    const keys = ['1', '2'];
    expect(readStances('1안에 손을 든다.', keys).map((s) => [s.option, s.relation, s.reading])).toEqual([['1', 'supports', 'stated']]);
    expect(readStances('저는 2안에 손 들겠습니다.', keys).map((s) => [s.option, s.relation, s.reading])).toEqual([['2', 'supports', 'stated']]);
    expect(readStances('2안에 손 들지 않겠습니다.', keys).map((s) => s.relation)).toEqual(['mentions']);
  });
});

describe('a bare number after a stance verb', () => {
  it('names a numbered option only right after the verb, at its sentence end', async () => {
    const { readStances } = await import('../../../../src/lib/formats/minutes/stanceReading.ts');
    const keys = ['1', '2', '3'];
    expect(readStances('我支持 2。新人只看自己那一份。', keys).map((s) => [s.option, s.relation])).toEqual([['2', 'supports']]);
    expect(readStances('Switching to 2.', keys).map((s) => [s.option, s.relation])).toEqual([['2', 'supports']]);
    // A number that goes on into a phrase is a number: "support 2 more locales".
    expect(readStances('We support 2 more locales now.', keys)).toEqual([]);
  });
});

describe('a poll bot’s record line', () => {
  it('`🗳️ name voted for Option A` is the named person’s stated vote, never the poster’s', () => {
    const { stances } = read([
      '## R1 Problem', '- Option A — keep', '- Option B — move', '', //   4–7
      '## R2 Opinions', //                                                  8
      '**ana**', 'A is cheap, though slow.', '', //                         9–11
      '**bot**', '🗳️ ana voted for **Option B**', '', //                     12–14
    ].join('\n'));
    expect(stances.filter(([, kind]) => kind !== 'mentions')).toEqual([['ana', 'supports', 'B', 13]]);
  });
});

describe('a chat thread whose messages open with their round', () => {
  it('`[date time] name` headers, each sender\'s own `R2: …` turn is their opinion', () => {
    const { minutes, stances } = read([
      '[3/1/2027 9:00 AM] host-bot', //                            4
      'R1 Problem: pick a printer.', //                             5
      'Option A — local shop', 'Option B — online press', '', //    6–8
      '[3/1/2027 9:02 AM] ana', //                                  9
      'R2: For B. The local shop missed two deadlines.', //        10
      '', '[3/1/2027 9:03 AM] ben', //                              11–12
      'R2: For A, against B. Proofs by post take a week.', //       13
      '', '[3/1/2027 9:09 AM] host-bot', //                         14–15
      'R5 pre-mortem: the press folded.', '',
    ].join('\n'));
    expect(stances).toEqual([['ana', 'supports', 'B', 10], ['ben', 'supports', 'A', 13], ['ben', 'opposes', 'B', 13]]);
    expect(minutes.lineAccount.missed).toEqual([]);
  });

  it('a round opened on a message line with its first item there (`R5 Pre-mortem 1. …`) keeps that item', () => {
    const { minutes } = read([
      '[3/1/2027 9:00 AM] host-bot', 'R1 Problem: pick a printer.', 'Option A — local shop', 'Option B — online press', '',
      '[3/1/2027 9:09 AM] red-team', 'R5 Pre-mortem 1. Option B folded in May.', '2. Proofs arrived late.', '', //  9–12
      '[3/1/2027 9:10 AM] host-bot', 'R7 Decision: adopt Option A.', '',
    ].join('\n'));
    expect(minutes.risks.map((r) => [r.line, r.option])).toEqual([[10, 'B'], [11, undefined]]);
  });
});
