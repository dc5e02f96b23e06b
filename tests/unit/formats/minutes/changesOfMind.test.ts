// Who changed their mind (probe 20 row 10): a later reply that withdraws or reverses a
// speaker's R2 stance marks it changed, at the reply's line; the stance stays as written.
import { describe, expect, it } from 'vitest';
import { parseMinutes, type Minutes } from '../../../../src/lib/formats/minutes/parse.ts';
import { minutesToLog } from '../../../../src/lib/formats/minutes/parse.ts';
import { readStances } from '../../../../src/lib/formats/minutes/stanceReading.ts';
import { buildMinutesView } from '../../../../src/lib/render/minutesView.ts';
import { textSource } from '../../fixtureSource.ts';

function minutes(r2: string, r4: string[], extra: string[] = []): Minutes {
  const text = [
    '---', 'date: 2026-06-03', 'type: meeting', 'agent: roundtable', 'participants: [Mina, Ravi]', '---', '',
    '## R1 Problem', '', '- Option A: Keep the cron job', '- Option B: Move to a queue', '',
    '## R2 Independent opinions', '', `**Mina**: ${r2}`, '', '**Ravi**: I support option A.', '',
    '## R4 Cross-questions', '', ...r4, '', ...extra, '## R7 Decision', '', 'Decision: Option B.', '',
  ].join('\n');
  const result = parseMinutes(textSource('2026-06-03-queue.md', text));
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return result.value;
}
const mina = (m: Minutes) => m.opinions.find((o) => o.participant === 'Mina')!;

describe('a withdrawal or a reversal in a later round', () => {
  it.each([
    ['**Mina:** I withdraw my objection to B.', 'withdrawn'],
    ['**Mina:** I withdraw my objection to B. I now support B.', 'withdrawn'],
    ['**Mina:** Switch: against B → for B.', 'reversed'],
    ["**Mina:** Retracting my -1 on B: Ravi showed me the rota. +1 to B.", 'withdrawn'],
  ])('%s marks R2\'s "Against: B." %s, at line 23', (reply, how) => {
    const stance = mina(minutes('Against: B. One more thing to run.', ['**Ravi:** Who runs the cron job today?', '', reply])).stances[0]!;
    expect(stance).toMatchObject({ option: 'B', kind: 'opposes', reading: 'stated', line: 15, changed: { how, line: 23 } });
  });
  it('never lets a stance read from a cue retire a stated one (a misread would drop a real objection)', () => {
    for (const reply of ['**Mina:** I now support B.', '**Mina:** Ravi supports B.', '**Mina:** I would support B only if the cost halves.']) {
      expect(mina(minutes('Against: B.', [reply])).stances[0]!.changed, reply).toBeUndefined();
    }
  });
  it('takes no refused, conditional, requested or questioned withdrawal for one', () => {
    for (const reply of ['I will not withdraw my objection to B.', "I'm not withdrawing my objection to B.", 'I refuse to withdraw my objection to B.',
      'Ravi asked me to withdraw my objection to B; I decline.', 'If the load test passes, I withdraw my objection to B.', 'Should I withdraw my objection to B? No.',
      'B안 반대를 철회하지 않겠습니다.', '案Bへの反対は取り下げません。', '我不会撤回对 B 的否决。']) {
      expect(mina(minutes('Against: B.', [`**Mina:** ${reply}`])).stances[0]!.changed, reply).toBeUndefined();
    }
  });
  it('still takes a withdrawal after a clause of its own, or in a performative "want to"', () => {
    for (const reply of ['I want to withdraw my objection to B.', 'I would like to withdraw my objection to B.', 'As Ravi suggested, I withdraw my objection to B.',
      'When I said no I was wrong; I withdraw my objection to B.', '不过我撤回对 B 的否决。', '我不得不撤回对 B 的否决。',
      'B안 반대를 철회하면서 C안을 제안합니다.', '案Bへの反対は取り下げざるを得ない。']) {
      expect(mina(minutes('Against: B.', [`**Mina:** ${reply}`])).stances[0]!.changed, reply).toMatchObject({ how: 'withdrawn' });
    }
  });
  it('takes no refusal, condition or wish of someone else, wherever it stands in the sentence, for a withdrawal', () => {
    for (const reply of ['I won’t withdraw my objection to B.', 'I can’t withdraw my objection to B.', "I didn't withdraw my objection to B, to be clear.", 'I would withdraw my objection to B if legal signs off.',
      'I will not, under any circumstances, withdraw my objection to B.', 'To be clear, if the test passes, I withdraw my objection to B.', 'Once the benchmark lands, I withdraw my objection to B.',
      'Ravi wants me to withdraw my objection to B.', 'B案への反対は取り下げずに、議論を続けます。', '预算如果通过，我就撤回对 B 的否决。',
      'B 的否决我不会撤回。', 'B안 반대는 철회 안 합니다.', '테스트가 통과하면 B안 반대를 철회하겠습니다.', 'テストが通れば、案Bへの反対は取り下げます。']) {
      expect(mina(minutes('Against: B.', [`**Mina:** ${reply}`])).stances[0]!.changed, reply).toBeUndefined();
    }
  });
  it('drops a later read stance that contradicts a stated one it cannot retire (a reply\'s mention adds nothing)', () => {
    const stances = mina(minutes('Against: B.', ['**Mina:** I now support B.'])).stances;
    expect(stances.map((s) => [s.kind, s.reading])).toEqual([['opposes', 'stated']]);
  });
  it('takes a withdrawn vote against an option as a withdrawn objection', () => {
    expect(mina(minutes('Against: B.', ['**Mina:** I withdraw my vote against B.'])).stances[0]!.changed).toMatchObject({ how: 'withdrawn' });
    expect(mina(minutes('I support option B.', ['**Mina:** I withdraw my vote against B.'])).stances[0]!.changed).toBeUndefined();
  });
  it('reads a withdrawal in Korean, Japanese and Chinese', () => {
    for (const reply of ['**Mina:** B안 반대를 철회합니다.', '**Mina:** 案Bへの反対は取り下げます。', '**Mina:** 我撤回对 B 的否决。']) {
      expect(mina(minutes('Against: B.', [reply])).stances[0]!.changed, reply).toMatchObject({ how: 'withdrawn' });
    }
  });
  it('takes a withdrawal of support as one of support only', () => {
    const stances = mina(minutes('I support option B.', ['**Mina:** I withdraw my support for B.'])).stances;
    expect(stances[0]).toMatchObject({ kind: 'supports', changed: { how: 'withdrawn' } });
    expect(mina(minutes('Against: B.', ['**Mina:** I withdraw my support for B.'])).stances[0]!.changed).toBeUndefined();
  });
  it('changes nothing for a reply that agrees, a mention, or another speaker\'s words', () => {
    for (const reply of ['**Mina:** Still against B.', '**Mina:** Ravi asked about B.', '**Ravi:** I withdraw my objection to B.']) {
      expect(mina(minutes('Against: B.', [reply])).stances[0]!.changed, reply).toBeUndefined();
    }
  });
  it('reads a speaker\'s line in R6 as a reply, once beside a vote line (probe 21 row 5)', () => {
    const m = minutes('Against: B.', [], ['## R6 Convergence', '', '**Mina:** Count me in for B now.', '', 'Votes: Mina → B; Ravi → A', '']);
    expect(mina(m).stances[0]!.changed).toMatchObject({ how: 'reversed', reading: 'stated', line: 24 });
    const forB = mina(m).stances.filter((s) => s.option === 'B' && s.kind === 'supports');
    expect(new Set(forB.map((s) => s.line)).size).toBe(forB.length);
  });
  it('takes no score line in R6 for a stance, and lists no change against a stance it drops', () => {
    expect(mina(minutes('Against: B.', [], ['## R6 Convergence', '', '**Mina:** B: 4/5, A: 3/5', ''])).stances.map((s) => [s.option, s.kind, s.changed?.how])).toEqual([['B', 'opposes', undefined]]);
    const m = minutes('Against: B.', ['**Mina:** I am against B still.', '', '**Mina:** I now support B.']);
    expect(buildMinutesView(m).changesOfMind).toEqual([]);
  });
  it('counts a vote in R6 that reverses a stance as a change at the vote', () => {
    const m = minutes('Against: B.', [], ['## R6 Convergence', '', '| Voter | Vote |', '|---|---|', '| Mina | B |', '| Ravi | A |', '']);
    expect(mina(m).stances[0]!.changed).toMatchObject({ how: 'reversed', reading: 'stated', line: 26 });
  });
});

describe('the change in the graph and on the page', () => {
  const m = minutes('Against: B. One more thing to run.', ['**Mina:** I withdraw my objection to B.']);
  it('keeps the stated objection, with the change as a kept field', () => {
    const relation = minutesToLog(m).relations.find((r) => r.source === 'opinion-mina' && r.target === 'option-b')!;
    expect(relation).toMatchObject({ type: 'opposes', reading: 'stated', attributes: { stance_changed: 'line 21 (withdrawn): “I withdraw my objection to B.”' } });
  });
  it('lists it among the changes of mind, both lines and both clauses', () => {
    expect(buildMinutesView(m).changesOfMind).toEqual([{
      participant: 'Mina', option: { key: 'B', label: 'Move to a queue' },
      from: { kind: 'opposes', line: 15, text: 'Against: B.', reading: 'stated' },
      to: { how: 'withdrawn', line: 21, text: 'I withdraw my objection to B.', reading: 'stated' },
    }]);
  });
});

describe('a switch of stance on one option', () => {
  it('takes the stance switched to, for or against', () => {
    const read = (text: string) => readStances(text, ['A', 'B']).map((s) => [s.option, s.relation, s.reading]);
    expect(read('Switch: against B → for B.')).toEqual([['B', 'supports', 'stated']]);
    expect(read('from for B to against B.')).toEqual([['B', 'opposes', 'stated']]);
  });
});

describe('a change of mind in so many words (probe 21 row 4)', () => {
  it.each([
    "**Mina:** I've come round to B.",
    '**Mina:** I have finally come around to option B.',
    '**Mina:** We’ve come round to B.',
  ])('%s reverses R2\'s "Against: B."', (reply) => {
    const stance = mina(minutes('Against: B.', [reply])).stances[0]!;
    expect(stance.changed).toMatchObject({ how: 'reversed', line: 21, reading: 'stated' });
  });
  it.each([
    "**Mina:** I haven't come round to B.",
    '**Mina:** I have not come round to B yet.',
    '**Mina:** Ravi has come round to B.',
    "**Mina:** I'm coming round to B.",
    "**Mina:** If the test passes, I've come round to B.",
  ])('%s changes nothing', (reply) => {
    expect(mina(minutes('Against: B.', [reply])).stances[0]!.changed).toBeUndefined();
  });
});

describe('the option a withdrawn stance names, whatever follows it', () => {
  it.each(['**Mina:** I withdraw my objection to B today.', '**Mina:** I withdraw my opposition to option B after the load test.'])('%s withdraws R2\'s "Against: B."', (reply) => {
    expect(mina(minutes('Against: B.', [reply])).stances[0]!.changed).toMatchObject({ how: 'withdrawn', line: 21 });
  });
});

describe('a reply that reports another person\'s stance', () => {
  const ravi = (m: Minutes) => m.opinions.find((o) => o.participant === 'Ravi')!;
  it.each(['**Ravi:** Mina now supports B.', '**Ravi:** Legal opposes option B, for what it is worth.', '**Ravi:** Mina, I think, backs B now.'])('%s gives Ravi no stance on B and changes nothing of Mina\'s', (reply) => {
    const m = minutes('Against: B.', [reply]);
    expect(ravi(m).stances.filter((s) => s.option === 'B' && s.kind !== 'mentions')).toEqual([]);
    expect(mina(m).stances[0]!.changed).toBeUndefined();
  });
  it('still reads the speaker\'s own stance beside it', () => {
    const m = minutes('Against: B.', ['**Ravi:** Mina supports B; I oppose B.']);
    expect(ravi(m).stances.filter((s) => s.option === 'B' && s.line > 16).map((s) => s.kind)).toEqual(['opposes']);
  });
});

describe('a withdrawal after a clause of consequence', () => {
  it.each(['**Mina:** I no longer see the risk, so I withdraw my objection to B.', '**Mina:** The load test passed, which is why I withdraw my objection to B.', '**Mina:** 风险已经不存在了，所以我撤回对 B 的否决。'])('%s withdraws', (reply) => {
    expect(mina(minutes('Against: B.', [reply])).stances[0]!.changed).toMatchObject({ how: 'withdrawn' });
  });
  it.each(['**Mina:** The test failed, so I will not withdraw my objection to B.', '**Mina:** If the test passes, so be it; I would withdraw my objection to B then.'])('%s does not', (reply) => {
    expect(mina(minutes('Against: B.', [reply])).stances[0]!.changed).toBeUndefined();
  });
});

describe('a stance verb with or without a subject; conditions, negations and clause breaks around a withdrawal', () => {
  const ravi = (m: Minutes) => m.opinions.find((o) => o.participant === 'Ravi')!;
  it.each(['- Position: supports B', 'Position: opposes option B.', 'Supports B.', 'Prefers option B, given the cost.', 'Strongly opposes B.', 'Backs B; worried about cost.'])(
    'a stance verb with no subject, or after a label, stays the speaker\'s: %s', (opinion) => {
      const kinds = mina(minutes(opinion, [])).stances.filter((s) => s.option === 'B').map((s) => s.kind);
      expect(kinds).toContain(/oppose/iu.test(opinion) ? 'opposes' : 'supports');
    });
  it.each(['Mina supports B.', 'Legal opposes option B.'])('a stance verb after a named subject is hearsay: %s', (opinion) => {
    expect(ravi(minutes('Against: B.', [], [`**Ravi:** ${opinion}`, ''])).stances.filter((s) => s.option === 'B' && s.kind !== 'mentions' && s.line > 16)).toEqual([]);
  });
  it.each(['I withdraw my objection to B if the load test passes.', 'I withdraw my objection to B once legal signs off.', 'I withdraw my objection to B only when legal signs off.', 'I withdraw my veto on B-side changes.',
    'I will not, so far as I can tell, withdraw my objection to B.', "I can't, so long as the risk stands, withdraw my objection to B.", 'If the test passes, and so the risk is gone, I withdraw my objection to B.',
    'If the test passes, so be it, I withdraw my objection to B.', 'Once legal signs off, and therefore the risk is gone, I withdraw my objection to B.'])('no withdrawal: %s', (reply) => {
    expect(mina(minutes('Against: B.', [`**Mina:** ${reply}`])).stances[0]!.changed).toBeUndefined();
  });
  it.each(["I don't think I've come round to B.", "I'm not saying I've come round to B.", 'I doubt I have come round to B.'])('no change of mind: %s', (reply) => {
    expect(mina(minutes('Against: B.', [`**Mina:** ${reply}`])).stances[0]!.changed).toBeUndefined();
  });
  it('still withdraws after a clause of consequence with a curly apostrophe', () => {
    expect(mina(minutes('Against: B.', ['**Mina:** The risk is gone, that’s why I withdraw my objection to B.'])).stances[0]!.changed).toMatchObject({ how: 'withdrawn' });
  });
});

describe('names ending in "ly", conditions only in the option\'s clause, plural objections, hedges', () => {
  it.each(['Emily supports B.', 'Emily now supports B.', 'Kelly opposes B.'])('a name ending in "ly" is a subject: %s gives Mina no stance', (opinion) => {
    expect(mina(minutes(opinion, [])).stances.filter((s) => s.option === 'B' && s.kind !== 'mentions')).toEqual([]);
  });
  it.each(['I withdraw my objection to B, which I raised when we had no load tests.', 'I withdraw my objection to B once and for all.',
    'I withdraw my objection to B, since the numbers came in when we asked.', 'I withdraw my objection to B; I will raise it again if costs rise.', 'I withdraw my objections to B.'])('withdraws: %s', (reply) => {
    expect(mina(minutes('Against: B.', [`**Mina:** ${reply}`])).stances[0]!.changed).toMatchObject({ how: 'withdrawn' });
  });
  it.each(['I withdraw my objection to B, assuming legal signs off.', 'I withdraw my objection to B as long as legal signs off.', 'I withdraw my objection to B subject to legal sign-off.',
    "I'm unsure whether I've come round to B.", 'I doubt I have come round to B.'])('changes nothing: %s', (reply) => {
    expect(mina(minutes('Against: B.', [`**Mina:** ${reply}`])).stances[0]!.changed).toBeUndefined();
  });
});

describe('conditions set off by a comma, relatives and reasons after the option, a negation before "but"', () => {
  it.each(['I withdraw my objection to B, but only if legal signs off.', 'I withdraw my objection to B, at least if the budget holds.', 'I withdraw my objection to B on the condition that QA signs off.',
    'I withdraw my objection to B as soon as QA signs off.'])('changes nothing: %s', (reply) => {
    expect(mina(minutes('Against: B.', [`**Mina:** ${reply}`])).stances[0]!.changed).toBeUndefined();
  });
  it.each(['I withdraw my objection to B that I raised when we met.', 'I withdraw my objection to B as we agreed when we met.'])('withdraws: %s', (reply) => {
    expect(mina(minutes('Against: B.', [`**Mina:** ${reply}`])).stances[0]!.changed).toMatchObject({ how: 'withdrawn' });
  });
  it.each(["I wasn't sure at first but I've come round to B.", "I didn't expect it but I've come round to B.", "If anything I've come round to B."])('reverses: %s', (reply) => {
    expect(mina(minutes('Against: B.', [`**Mina:** ${reply}`])).stances[0]!.changed).toMatchObject({ how: 'reversed' });
  });
});

describe('a label that names where a stance comes from (noticed in the last session)', () => {
  const ravi = (m: Minutes) => m.opinions.find((o) => o.participant === 'Ravi')!;
  it.each(['Update from legal: supports B.', 'Note from Mina: opposes option B.', 'Per legal: supports B.', 'According to legal: opposes B.', "Legal's position: supports B.", 'Mina’s view: opposes B.'])(
    'is a report, not the speaker\'s stance: %s', (opinion) => {
      expect(ravi(minutes('Against: B.', [], [`**Ravi:** ${opinion}`, ''])).stances.filter((s) => s.option === 'B' && s.kind !== 'mentions' && s.line > 16)).toEqual([]);
    });
  it.each(['My position: supports B.', 'For the record: supports B.', 'Update from me: supports B.', 'Our view: opposes B.'])('stays the speaker\'s: %s', (opinion) => {
    const kinds = ravi(minutes('Against: B.', [], [`**Ravi:** ${opinion}`, ''])).stances.filter((s) => s.option === 'B' && s.line > 16).map((s) => s.kind);
    expect(kinds).toContain(/oppose/iu.test(opinion) ? 'opposes' : 'supports');
  });
});

describe('review: a label of the speaker\'s own stays the speaker\'s', () => {
  const ravi = (m: Minutes) => m.opinions.find((o) => o.participant === 'Ravi')!;
  it.each(['Position (unchanged from R2): supports B.', 'From my side: supports B.', 'Per my notes: supports B.', "Today's position: supports B.", "Response to Mina's position: still supports B.",
    'Change from last round: now supports B.', 'Via Slack: supports B.', 'Take-away from the demo: opposes B.'])('%s', (opinion) => {
    const kinds = ravi(minutes('Against: B.', [], [`**Ravi:** ${opinion}`, ''])).stances.filter((s) => s.option === 'B' && s.line > 16).map((s) => s.kind);
    expect(kinds).toContain(/oppose/iu.test(opinion) ? 'opposes' : 'supports');
  });
});

describe('review 2: a source named after a few words still makes a report', () => {
  const ravi = (m: Minutes) => m.opinions.find((o) => o.participant === 'Ravi')!;
  it.each(['Legal team’s position: opposes B.', 'The finance team’s view: supports B.', 'Quick update from legal: supports B.', 'Forwarded from legal: opposes B.'])('%s', (opinion) => {
    expect(ravi(minutes('Against: B.', [], [`**Ravi:** ${opinion}`, ''])).stances.filter((s) => s.option === 'B' && s.kind !== 'mentions' && s.line > 16)).toEqual([]);
  });
});
