// Round 12's minutes as the dev set (docs/decisions/minutes-round12-shapes.md): shapes the
// blind round lost, each with a small log of its own wording, and the near misses that must
// stay unread.
import { describe, expect, it } from 'vitest';
import { readStances } from '../../../../src/lib/formats/minutes/stanceReading.ts';
import { processDebate } from '../../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../../src/lib/core/ids.ts';
import type { MinutesDocument } from '../../../../src/lib/formats/minutes/plugin.ts';
import { textSource } from '../../fixtureSource.ts';
import { isOutlinerPage } from '../../../../src/lib/formats/minutes/outliner.ts';
import { lineReportOf } from '../../../../src/lib/archive/lineReport.ts';
import { explainLines } from '../../../../src/lib/parse/lineExplanation.ts';

const read = (text: string, keys: string[]) => readStances(text, keys).map((s) => `${s.reading} ${s.relation} ${s.option}`);

describe('a ranking chain of bare keys', () => {
  it('reads bare numbers, stems and Han numerals joined by ">" as the options they number', () => {
    expect(read('Order: 3 > 1 > 2. The sheet nobody reads is the real risk.', ['1', '2', '3'])).toEqual(['stated supports 3', 'mentioned mentions 1', 'stated opposes 2']);
    expect(read('我的顺序是 乙 > 丙 > 甲。', ['1', '2', '3'])).toEqual(['stated supports 2', 'mentioned mentions 3', 'stated opposes 1']);
    expect(read('排序：丙＞甲＞乙。', ['1', '2', '3'])).toEqual(['stated supports 3', 'mentioned mentions 1', 'stated opposes 2']);
    expect(read('順位：二 > 三 > 一。', ['1', '2', '3'])).toEqual(['stated supports 2', 'mentioned mentions 3', 'stated opposes 1']);
  });

  it('reads no chain that compares figures, names undefined options or repeats one', () => {
    // Two numbers may compare two figures; a decimal or a versioned name is no key.
    expect(read('Latency went 2 > 1 after the change.', ['1', '2', '3'])).toEqual([]);
    expect(read('We saw v2 > 1.5 > 1 in the last test.', ['1', '2', '3'])).toEqual([]);
    expect(read('Ratio 4 > 2 > 1 on the old disks.', ['1', '2', '3'])).toEqual([]);
    expect(read('甲 > 乙 > 甲，说不清。', ['1', '2', '3'])).toEqual([]);
    // A stem inside a word is no key: 甲方 is "the client".
    expect(read('甲方 > 乙方，这是合同里的顺序。', ['1', '2', '3'])).toEqual([]);
  });
});

describe('places written with choice words', () => {
  it('reads 第一选择 … 其次 … 最后 as first, middle and last place', () => {
    expect(read('第一选择丙，其次乙，最后甲。', ['1', '2', '3'])).toEqual(['stated supports 3', 'mentioned mentions 2', 'stated opposes 1']);
    expect(read('第一选择是方案二，其次方案一，最后方案三。', ['1', '2', '3'])).toEqual(['stated supports 2', 'mentioned mentions 1', 'stated opposes 3']);
  });

  it('reads no place from 其次 or 最后 without a first place', () => {
    expect(read('其次方案二也要考虑成本，最后方案三再说。', ['1', '2', '3']).filter((s) => !s.startsWith('mentioned'))).toEqual([]);
  });
});

describe('a vote put into an option (に入れます)', () => {
  it('states the vote', () => {
    expect(read('私は案3に入れます。費用が一番読めるので。', ['1', '2', '3'])).toEqual(['stated supports 3']);
  });

  it('reads no vote where the verb runs on into a condition or is denied', () => {
    expect(read('案3に入れると費用が倍になります。', ['1', '2', '3'])).toEqual(['mentioned mentions 3']);
    expect(read('案3には入れません。', ['1', '2', '3'])).not.toContain('stated supports 3');
  });
});

describe('a status line in katakana', () => {
  const minutes = (status: string) => {
    const text = ['---', 'type: meeting', '---', '## R1 問題', '- 案1：自社', '- 案2：外注', '## R7 決定', status, '**保留。** 理由：予算が未定。再開条件：予算会議の後。'].join('\n');
    const result = processDebate(textSource('d.md', text), 'd' as DebateSlug);
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    return (result.value.document as MinutesDocument).minutes;
  };

  it('reads ステータス：保留中 above the hold as the hold', () => {
    const { hold, decision } = minutes('ステータス：保留中');
    expect(decision).toBeNull();
    expect(hold?.reason).toBe('予算が未定');
  });
});

describe('a grid table (a document converted by pandoc)', () => {
  const stancesOf = (table: string[]) => {
    const text = ['---', 'type: meeting', '---', '## R1 Problem', '1. Option A — Keep the vendor', '2. Option B — Tender each title', '3. Option C — Hire in-house', '## R2 Independent opinions', '', ...table, '', '## R7 Decision', 'No decision.'].join('\n');
    const result = processDebate(textSource('d.md', text), 'd' as DebateSlug);
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    const minutes = (result.value.document as MinutesDocument).minutes;
    return minutes.opinions.flatMap((o) => o.stances.map((s) => `${o.participant} ${s.kind} ${s.option} @${o.line}`));
  };

  it('reads its rows, a cell over several lines as one, each row at the line it opens on', () => {
    expect(stancesOf([
      '+----------+---------+----------+---------------------+',
      '| Member   | For     | Against  | Why                 |',
      '+==========+=========+==========+=====================+',
      '| mira     | Option  | Option B | tenders cost us a   |',
      '|          | A       |          | season each time    |',
      '+----------+---------+----------+---------------------+',
      '| ola      | Option  |          | one desk, one day   |',
      '|          | C       |          |                     |',
      '+----------+---------+----------+---------------------+',
    ])).toEqual(['mira supports A @13', 'mira opposes B @13', 'ola supports C @16']);
  });

  it('reads no grid without a header rule, nor one whose row breaks its columns', () => {
    expect(stancesOf([
      '+----------+---------+',
      '| mira     | For A   |',
      '+----------+---------+',
    ])).toEqual([]);
    expect(stancesOf([
      '+----------+---------+',
      '| Member   | For     |',
      '+==========+=========+',
      '| mira     | A | B   |',
      '+----------+---------+',
    ])).toEqual([]);
  });
});

describe('an outliner page (Logseq exported as Markdown)', () => {
  const page = [
    'title:: roundtable/shelf labels',
    'type:: meeting',
    '',
    '- R0 Opening',
    '\t- Facilitator: [[keeper]].',
    '- R1 Problem',
    '\t- Which shelf labels do we print?',
    '\t- Options',
    '\t  id:: 0000aaaa-0000-4000-8000-000000000001',
    '\t\t- **A** — Paper labels',
    '\t\t- **B** — E-ink labels',
    '- R2 Independent opinions',
    '\t- [[noor]]: For B. Paper fades in a season.',
    '\t  id:: 0000aaaa-0000-4000-8000-000000000002',
    '\t- [[tal]]: Against B. The batteries alone cost more than the shelf.',
    '- R7 Decision',
    '\t- decision:: hold',
    '\t- reason:: no quote for the e-ink units yet',
    '\t- resume:: when the quote arrives',
  ].join('\n');

  it('is read, not refused: its round blocks are the rounds, its property fields the fields', () => {
    const result = processDebate(textSource('p.md', page), 'p' as DebateSlug);
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    const minutes = (result.value.document as MinutesDocument).minutes;
    expect(minutes.opinions.flatMap((o) => o.stances.map((s) => `${o.participant} ${s.kind} ${s.option} @${o.line}`))).toEqual(['noor supports B @13', 'tal opposes B @15']);
    expect(minutes.hold?.reason).toBe('no quote for the e-ink units yet');
    expect(minutes.decision).toBeNull();
  });

  it('reports its block ids as not read, so no line is left unaccounted', () => {
    const result = processDebate(textSource('p.md', page), 'p' as DebateSlug);
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    const report = lineReportOf(result.value.document)!;
    expect(report.account.missed).toEqual([]);
    const explained = new Map(explainLines(page, report, result.value.graph).map((l) => [l.line, l.entries.length]));
    const silent = page.split('\n').flatMap((t, i) => (t.trim() !== '' && (explained.get(i + 1) ?? 0) === 0 ? [i + 1] : []));
    expect(silent).toEqual([]);
  });

  it('leaves minutes with Markdown round headings, and org-mode headings, as they are', () => {
    const lines = ['## R1 Problem', '- R1 recap: two options', '- R2 recap: split', '- R3 recap: none'];
    expect(isOutlinerPage(lines)).toBe(false);
    expect(isOutlinerPage(['* R0 Opening', '* R1 Problem', '* R2 Opinions'])).toBe(false);
    expect(isOutlinerPage(['- R0 Opening', '- R1 Problem', '- R2 Opinions'])).toBe(true);
    // Rounds out of order are a list about rounds, not the page's outline.
    expect(isOutlinerPage(['- R2 first', '- R0 then', '- R1 last'])).toBe(false);
  });
});

describe('a stance label and the bare option it names', () => {
  it('reads a bare key after a label, and a second label of the clause for its own option', () => {
    expect(read('Sign-off: C ✔ · Veto: A. The old one leaks.', ['A', 'B', 'C'])).toEqual(['stated supports C', 'stated opposes A']);
    expect(read('Nod: 1 · Shake: 3. Tokens expire at the wrong time.', ['1', '2', '3'])).toEqual(['stated supports 1', 'stated opposes 3']);
    expect(read('【赞】丙 【踩】甲。两套做法都试过。', ['1', '2', '3'])).toEqual(['stated supports 3', 'stated opposes 1']);
    expect(read('私の札は案B。', ['A', 'B', 'C'])).toEqual(['stated supports B']);
  });

  it('reads no option from a label whose number or letter starts a phrase', () => {
    expect(read('For: 3 of us the cost is the issue.', ['1', '2', '3'])).toEqual([]);
    expect(read('Sign-off: B’s owner has to agree.', ['A', 'B', 'C'])).toEqual([]);
    // A label word in a sentence, without its colon, is no label.
    expect(read('We nod 2 times a day.', ['1', '2', '3'])).toEqual([]);
  });
});

describe('a label naming a degree of support', () => {
  it('reads its levels as marks: high for, low against, middle a mention', () => {
    expect(read('支持度：C 高 / A 中 / B 低。录播最稳。', ['A', 'B', 'C'])).toEqual(['stated supports C', 'mentioned mentions A', 'stated opposes B']);
    expect(read('Support level: B high · C low.', ['A', 'B', 'C'])).toEqual(['stated supports B', 'stated opposes C']);
  });

  it('reads no side from levels under any other label', () => {
    expect(read('成本：C 高 / B 低。', ['A', 'B', 'C'])).toEqual(['mentioned mentions C', 'mentioned mentions B']);
    expect(read('Risk level: B high · C low.', ['A', 'B', 'C']).filter((s) => !s.startsWith('mentioned'))).toEqual([]);
  });
});

describe('a meeting that defines its options by bare stems names them bare', () => {
  const opinions = (options: string[], opinion: string) => {
    const text = ['---', 'type: meeting', '---', '## R1 问题', ...options, '## R2 独立意见', `- 林：${opinion}`, '## R7 决定', '无决定。'].join('\n');
    const result = processDebate(textSource('d.md', text), 'd' as DebateSlug);
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    return (result.value.document as MinutesDocument).minutes.opinions.flatMap((o) => o.stances.map((s) => `${s.kind} ${s.option}`));
  };

  it('reads a stem standing alone as its option', () => {
    expect(opinions(['- 甲：自建', '- 乙：外包'], '我支持乙。自建太慢。')).toEqual(['supports 2']);
  });

  it('reads no stem inside a word, nor one where the options carry their option word', () => {
    expect(opinions(['- 甲：自建', '- 乙：外包'], '甲方同意了，乙级供应商也行。')).toEqual([]);
    expect(opinions(['- 方案甲：自建', '- 方案乙：外包'], '我支持乙。')).toEqual([]);
  });
});

describe('labels in a row, and places in words (generalisation probes)', () => {
  it('never reads the next option\'s label as this option\'s predicate', () => {
    // Read as against 案2 before: 反対 stood right after it, but it labels 案3.
    expect(read('推し：案2、反対：案3', ['1', '2', '3'])).toEqual(['stated supports 2', 'stated opposes 3']);
    expect(read('案1は遅い、反対：案3', ['1', '2', '3'])).toEqual(['mentioned mentions 1', 'stated opposes 3']);
    // A label word after a word, not set off by a mark or a separator, is prose.
    expect(read('This is bad for: A, B and C.', ['A', 'B', 'C']).filter((r) => r.startsWith('stated'))).toEqual([]);
  });

  it('reads thumbs as labels of the bare key after them', () => {
    expect(read('👍 C 👎 A', ['A', 'B', 'C'])).toEqual(['stated supports C', 'stated opposes A']);
  });

  it('reads a last pick as the last place, never as support', () => {
    expect(read('Top pick: C. Last pick: A.', ['A', 'B', 'C'])).toEqual(['stated supports C', 'stated opposes A']);
    expect(read('Last pick: A.', ['A', 'B', 'C'])).toEqual(['mentioned mentions A']);
  });

  it('reads bare keys listed after a ranking label, three numbers at least', () => {
    expect(read('私の順位：3、1、2。', ['1', '2', '3'])).toEqual(['stated supports 3', 'mentioned mentions 1', 'stated opposes 2']);
    expect(read('Ranking: 3, 1.', ['1', '2', '3'])).toEqual([]);
    expect(read('Border: 3, 1, 2.', ['1', '2', '3'])).toEqual([]);
  });
});

describe('an option turned down or excepted is no side of the cue beside it', () => {
  it('reads "rather than", "与其" and "anything but" as a mention, never support', () => {
    expect(read('Rather than back C, I would take A.', ['A', 'B', 'C'])).toEqual(['mentioned mentions C', 'read supports A']);
    expect(read('与其支持方案三，我更支持方案一。', ['1', '2', '3'])).toEqual(['mentioned mentions 3', 'read supports 1']);
    expect(read('Anything but A.', ['A', 'B', 'C'])).toEqual(['mentioned mentions A']);
    expect(read('Everything but B works for me.', ['A', 'B', 'C'])).toEqual(['mentioned mentions B']);
  });

  it('still reads a contrast "but" as two clauses', () => {
    expect(read('A is cheap, but B is safer.', ['A', 'B', 'C'])).toContain('read supports B');
  });
});

describe('an option excepted after it, or a cue with nobody as its subject', () => {
  it('reads "빼고", "以外" and "nobody supports" as a mention', () => {
    expect(read('1안 빼고는 다 괜찮습니다.', ['1', '2', '3'])).toEqual(['mentioned mentions 1']);
    expect(read('案1以外ならどれでもいい。', ['1', '2', '3'])).toEqual(['mentioned mentions 1']);
    expect(read('Nobody backs A.', ['A', 'B', 'C'])).toEqual(['mentioned mentions A']);
  });

  it('still reads the option chosen beside the excepted one', () => {
    expect(read('C안 말고 B안을 지지합니다.', ['A', 'B', 'C'])).toEqual(['mentioned mentions C', 'read supports B']);
  });
});

describe('a decision label whose value says the question is still open', () => {
  const outcome = (r7: string) => {
    const text = ['---', 'type: meeting', '---', '## R1 Problem', '- A: one', '- B: two', '## R2 Opinions', '- ana: For B.', '## R7 Decision', r7].join('\n');
    const result = processDebate(textSource('d.md', text), 'd' as DebateSlug);
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    return (result.value.document as MinutesDocument).minutes.decision;
  };

  it('decides nothing: "none yet", "not yet", "still open", "no consensus", 아직, まだ, 尚未', () => {
    for (const r7 of ['Decision: none yet.', 'Decision: not yet.', 'Decision: still open — see unknowns.', 'Decision: no consensus.', 'Decision: deadlock.', '결정: 아직.', '決定：まだ。', '决定：尚未。']) expect({ r7, decision: outcome(r7) }).toEqual({ r7, decision: null });
  });

  it('still decides where the value is the choice', () => {
    expect(outcome('Decision: B, open the beta next week.')?.chosenOption).toBe('B');
  });
});

describe('a choice still to be confirmed, or made under a condition', () => {
  const decision = (r7: string) => {
    const text = ['---', 'type: meeting', '---', '## R1 Problem', '- A: one', '- B: two', '## R2 Opinions', '- ana: For B.', '## R7 Decision', r7].join('\n');
    const result = processDebate(textSource('d.md', text), 'd' as DebateSlug);
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    return (result.value.document as MinutesDocument).minutes.decision;
  };

  it('decides nothing in the sentence that states it', () => {
    for (const r7 of ['We go with A, if the printer agrees.', 'Decision: A is the likely pick, to be confirmed on Monday.', 'Decision (provisional): A', '决定：暂定采用A。']) expect({ r7, decision: decision(r7) }).toEqual({ r7, decision: null });
  });

  it('decides where the condition only follows the choice', () => {
    expect(decision('Adopt A. If the pilot fails, we revisit in May.')?.chosenOption).toBe('A');
    // "likely" and "if" that wait for no one's yes are no condition on the choice.
    expect(decision('Adopt A, which is likely to save a week.')?.chosenOption).toBe('A');
    expect(decision('Adopt A; it holds even if orders double.')?.chosenOption).toBe('A');
  });
});

describe('an opinion table named by its expert column, or with only a stance column', () => {
  const stances = (options: string[], table: string[]) => {
    const text = ['---', 'type: meeting', '---', '## R1 Problem', ...options, '## R2 Opinions', ...table, '## R7 Decision', 'No decision.'].join('\n');
    const result = processDebate(textSource('d.md', text), 'd' as DebateSlug);
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    return (result.value.document as MinutesDocument).minutes.opinions.flatMap((o) => o.stances.map((s) => `${o.participant} ${s.kind} ${s.option}`));
  };

  it('reads an 专家/Expert column as the speakers', () => {
    expect(stances(['- 方案一：自建', '- 方案二：外包'], ['| 专家 | 立场 | 理由 |', '|---|---|---|', '| 周 | 支持方案二 | 省事 |'])).toEqual(['周 supports 2']);
  });

  it('reads a row whose only cell is its stance', () => {
    expect(stances(['- A: one', '- B: two'], ['| Who | Stance |', '|---|---|', '| dana | For A |', '| eli | Abstain |'])).toEqual(['dana supports A']);
  });
});

describe('a speaker set in bold with a role before the colon, or as code', () => {
  const stances = (line: string) => {
    const text = ['---', 'type: meeting', '---', '## R1 Problem', '- A: one', '- B: two', '## R2 Opinions', line, '## R7 Decision', 'No decision.'].join('\n');
    const result = processDebate(textSource('d.md', text), 'd' as DebateSlug);
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    return (result.value.document as MinutesDocument).minutes.opinions.flatMap((o) => o.stances.map((s) => `${o.participant} ${s.kind} ${s.option}`));
  };

  it('reads the name without its role, and without its code ticks', () => {
    expect(stances('- **noor** (copy desk): For A.')).toEqual(['noor supports A']);
    expect(stances('- **노을**（편집）：A에 반대합니다.')).toEqual(['노을 opposes A']);
    expect(stances('- `noor`: Against B.')).toEqual(['noor opposes B']);
  });
});

describe('a choice handed to a person to decide', () => {
  const outcome = (r7: string) => {
    const text = ['---', 'type: meeting', '---', '## R1 Problem', '- A: one', '- B: two', '## R2 Opinions', '- ana: For B.', '## R7 Decision', r7].join('\n');
    const result = processDebate(textSource('d.md', text), 'd' as DebateSlug);
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    const { decision, escalation } = (result.value.document as MinutesDocument).minutes;
    return { decided: decision !== null, escalated: escalation !== null && escalation !== undefined };
  };

  it('is an escalation, never a decision: 提交用户决定, 交由总编裁决, 判断を仰ぐ', () => {
    for (const r7 of ['提交用户决定。', '交由总编裁决。', '編集長の判断を仰ぐ。']) expect({ r7, ...outcome(r7) }).toEqual({ r7, decided: false, escalated: true });
  });
});

describe('a choice handed to a person, no option named', () => {
  const outcome = (r7: string) => {
    const text = ['---', 'type: meeting', '---', '## R1 Problem', '- A: one', '- B: two', '## R2 Opinions', '- ana: For B.', '## R7 Decision', r7].join('\n');
    const result = processDebate(textSource('d.md', text), 'd' as DebateSlug);
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    const { decision, escalation } = (result.value.document as MinutesDocument).minutes;
    return { decided: decision !== null, escalated: escalation !== null && escalation !== undefined };
  };

  it('is an escalation: 맡김, 위임, 一任, 委ねる, 由…拍板, "left to", "rests with"', () => {
    for (const r7 of ['결정: 국장 판단에 맡김.', '국장에게 결정을 위임.', '局長に一任。', '由社长拍板。', 'Left to the publisher to decide.', 'The call rests with the publisher.']) expect({ r7, ...outcome(r7) }).toEqual({ r7, decided: false, escalated: true });
  });

  it('is no escalation where the text names the option chosen', () => {
    expect(outcome('Adopt A; the rollout is delegated to the platform team.')).toEqual({ decided: true, escalated: false });
  });
});

describe('label words with a modifier, and preference and rejection labels', () => {
  it('reads "Final pick:", 최종 선택, 最终选择, 私の立場, Preferred, Not acceptable, 推す as labels', () => {
    expect(read('Final pick: C.', ['A', 'B', 'C'])).toEqual(['stated supports C']);
    expect(read('최종 선택: 3안', ['1', '2', '3'])).toEqual(['stated supports 3']);
    expect(read('最终选择：方案三', ['1', '2', '3'])).toEqual(['stated supports 3']);
    expect(read('Preferred: A. Not acceptable: B.', ['A', 'B', 'C'])).toEqual(['stated supports A', 'stated opposes B']);
    expect(read('推す：案1', ['1', '2', '3'])).toEqual(['stated supports 1']);
  });

  it('reads no label from the same words inside a sentence', () => {
    expect(read('B is not acceptable: C leaks keys.', ['A', 'B', 'C']).filter((r) => r.startsWith('stated'))).toEqual([]);
  });
});
