// The reviewer's inputs for this round's minutes rules (tests/fixtures/review-2026-12-05b):
// the chat rules fire only in a conversation, a decision's own label only, a negated switch
// withdraws nothing, a title with its particle decides only when chosen, a long list of
// names is no list of options, and the new languages' words do not catch English ones.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseMinutes, type Minutes } from '../../../../src/lib/formats/minutes/parse.ts';
import { textSource } from '../../fixtureSource.ts';

function read(name: string): Minutes {
  const text = readFileSync(fileURLToPath(new URL(`../../../fixtures/review-2026-12-05b/${name}`, import.meta.url)), 'utf8');
  const result = parseMinutes(textSource(name, text));
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return result.value;
}
const rounds = (m: Minutes) => m.rounds.map((r) => r.key);

describe('ordinary minutes are no chat', () => {
  it.each([
    ['2026-12-05-1130-options-bold-paragraphs.md', ['R1', 'R2', 'R7']],
    ['2026-12-05-0900-problem-bold-context.md', ['R1', 'R1', 'R2', 'R7']],
  ])('%s: a bold line in R1 opens no thread; the opinions and the decision are read', (name, expected) => {
    const m = read(name);
    expect(rounds(m)).toEqual(expected);
    expect(m.opinions.map((o) => o.participant)).toEqual(['analyst', 'skeptic']);
    expect(m.decision?.chosenOption).toBeDefined();
  });
  it('"Outcome:" under a pre-mortem scenario is a risk, not a decision', () => {
    const m = read('2026-12-05-0910-premortem-outcome.md');
    expect(m.risks.map((r) => r.line)).toEqual([28, 31]);
    expect(m.decision?.line).toBe(35);
  });
  it('"Risk: low" in a decision is no risk, and the paragraph after it is read', () => {
    const m = read('2026-12-05-1010-decision-risk-field.md');
    expect(m.risks).toEqual([]);
    expect(m.notInterpreted).toEqual([]);
  });
  it('"## Notation" opens no round', () => {
    expect(rounds(read('2026-12-05-0930-notation-heading.md'))).toEqual(['R1', 'R2', 'R7']);
  });
  it('"(was: …)" is no action label', () => {
    expect(read('2026-12-05-1020-was-label.md').actionItems[0]).toMatchObject({ what: 'rerun the load test', when: '2026-12-20 (was: 2026-12-10)' });
    expect(read('2026-12-05-1120-decision-deadline-was.md').actionItems).toEqual([]);
  });
  it('a long bold list of services is no list of options, and the file is read', () => {
    expect(read('2026-12-05-1110-bold-service-list.md').options).toEqual([]);
  });
});

describe('chats', () => {
  it('"Conclusion: B" in an opinion is the opinion\'s, not a decision', () => {
    const m = read('chat-opinion-conclusion-label.md');
    expect(m.opinions.map((o) => o.participant)).toEqual(['omar', 'sofia', 'lee']);
  });
  it('after a list given on its label\'s line, the next message\'s own label opens its section', () => {
    expect(read('2026-12-05-1030-chat-list-then-unknowns.md').unknowns?.map((u) => u.line)).toEqual([27]);
  });
});

it('a negated switch withdraws nothing', () => {
  const m = read('2026-12-05-0950-negated-switch-reply.md');
  expect(m.opinions.flatMap((o) => o.withdrawals ?? [])).toEqual([]);
  expect(m.opinions.flatMap((o) => o.stances.filter((s) => s.changed))).toEqual([]);
});

it.each(['2026-12-05-1040-ja-title-particle-undecided.md', '2026-12-05-1050-ko-title-particle-cannot.md'])('%s: a title with its particle, not chosen, decides no option', (name) => {
  expect(read(name).decision?.chosenOption).toBeUndefined();
});

describe('the second review\'s inputs (tests/fixtures/review-2026-12-05c)', () => {
  const readC = (name: string): Minutes => {
    const text = readFileSync(fileURLToPath(new URL(`../../../fixtures/review-2026-12-05c/${name}`, import.meta.url)), 'utf8');
    const result = parseMinutes(textSource(name, text));
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    return result.value;
  };
  it.each(['2026-12-05-1200-mail-callout-decision.md', '2026-12-05-1210-pasted-chat-callout.md'])('%s: a callout under the decision is read, whatever the file quotes', (name) => {
    expect(readC(name).decision?.chosenOption).toBe('A');
  });
  it('a full name is never merged into another participant\'s first name', () => {
    expect(readC('2026-12-05-1220-roster-kim-and-kim-lee.md').opinions.map((o) => o.participant)).toContain('Kim Lee');
  });
  it('bold titles repeated (Pros, Cons) make no conversation: the past decision in Background decides nothing', () => {
    expect(readC('2026-12-05-1230-pros-cons-past-decision.md').decision?.line).not.toBe(35);
  });
  it('the simplest Slack paste reads its opinions and decision', () => {
    const m = readC('chat-record-simple-slack.md');
    expect(m.opinions.map((o) => o.participant)).toEqual(['ravi', 'mei']);
    expect(m.decision?.chosenOption).toBe('A');
  });
  it('opinions given in a thread section under an Opinions heading that only points to it are read', () => {
    expect(readC('2026-12-05-1330-opinions-see-thread.md').opinions.map((o) => o.participant)).toEqual(['ravi', 'mei']);
  });
  it('a switch with a reason or a time is made: the option left is withdrawn', () => {
    expect(readC('2026-12-05-1240-switch-with-cant-in-reason.md').opinions.flatMap((o) => (o.withdrawals ?? []).map((w) => w.option))).toEqual(['A', 'B']);
  });
  it.each(['2026-12-05-1250-ja-title-particle-katachi.md', '2026-12-05-1251-ja-title-particle-kara.md', '2026-12-05-1252-ko-title-particle-held-work.md'])('%s: the title with its particle decides', (name) => {
    expect(readC(name).decision?.chosenOption).toBe('A');
  });
});

describe('the final regression hunt\'s inputs (tests/fixtures/review-2026-12-05d)', () => {
  const readD = (name: string): Minutes => {
    const text = readFileSync(fileURLToPath(new URL(`../../../fixtures/review-2026-12-05d/${name}`, import.meta.url)), 'utf8');
    const result = parseMinutes(textSource(name, text));
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    return result.value;
  };
  it.each(['r1-prose-past-options.md', 'r1-prose-past-options-headed.md'])('%s: options named in R1\'s prose and never again are no options', (name) => {
    expect(readD(name).options).toEqual([]);
  });
  it.each(['ko-title-adopt-put-off.md', 'ja-title-adopt-put-off.md'])('%s: a title with its particle whose choice is put off decides nothing', (name) => {
    expect(readD(name).decision?.chosenOption).toBeUndefined();
  });
  it('"Nobody here is moving from B to A" withdraws nothing', () => {
    expect(readD('negated-switch-nobody.md').opinions.flatMap((o) => o.withdrawals ?? [])).toEqual([]);
  });
});
