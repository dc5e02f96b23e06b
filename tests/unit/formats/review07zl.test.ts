// Review 2026-12-07zl (tests/fixtures/review-2026-12-07zl/FINDINGS.md): its rows, the controls with them.
import { describe, expect, it } from 'vitest';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { fixtureText, readFixtureLog, readLog, relationOn } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-07zl/cases', name).value;

describe('review 07zl', () => {
  it.each(['05-o5', '06-o6', '07-o7'])('2027-12-18-10-%s line 20: a relative after a condition ("which is likely", "that is") is no clause of its own: A takes no side', (id) => {
    expect(relationOn(read(`2027-12-18-10-${id}.md`), 20, 'option-a') ?? 'none').toMatch(/^(?:mentions|none)/u);
  });
  it.each(['10-v1', '13-v4'])('2027-12-18-10-%s: a decision in prose opening with "$ 40k" is no pasted shell session: B decided', (id) => {
    expect(minutesOutcome(read(`2027-12-18-10-${id}.md`).document).decision?.chosen?.key).toBe('B');
  });
  it.each(['23-a1', '25-a3'])('2027-12-18-10-%s: "fix bugs flagged by QA", "confirm staging is green" are tasks', (id) => {
    expect(read(`2027-12-18-10-${id}.md`).document.minutes.actionItems).toHaveLength(2);
  });
  it('2027-12-18-17-32-f3: "Für B, ganz klar." states Lena\'s support', () => {
    expect(relationOn(read('2027-12-18-17-32-f3.md'), 19, 'option-b')).toBe('supports:stated');
  });
  it('2027-12-18-19-39-r5: "- red-team: Stripe: …" is no label naming "Stripe Billing" whole', () => {
    const risks = read('2027-12-18-19-39-r5.md').document.minutes.risks.filter((r: any) => r.line === 27);
    expect(risks.map((r: any) => r.optionStated ?? false)).toEqual([false]);
  });
  it.each(['40-c1', '41-c2', '42-c3'])('2031-07-07-10-%s: a sender\'s label (handle, name, time), a blank, then its message: one action item', (id) => {
    expect(read(`2031-07-07-10-${id}.md`).document.minutes.actionItems.filter((a: any) => a.line > 60)).toHaveLength(1);
  });
  it.each([['56-S3', 'The cost is open.', [39, 40, 41]], ['58-S5', 'Nothing left to contest', [39]]] as const)('t-%s: a status reason ends where Markdown ends its paragraph (a table, a rule); those lines are listed', (id, reason, listed) => {
    const transcript = read(`t-${id}.md`).document.transcript;
    expect(transcript.rounds[1].turns.A.status.reason).toBe(reason);
    expect(transcript.notInterpreted.map((l: any) => l.line)).toEqual(expect.arrayContaining([...listed]));
  });
  it('t-48-T1: `🅰️ **Claude** — Round 1` names side A "Claude", in the data and in the asymmetric stop\'s warning', () => {
    const result = readFixtureLog('review-2026-12-07zl/cases', 't-48-T1.md');
    expect(result.value.document.transcript.sides).toEqual(['Claude', 'GPT-5']);
    expect(JSON.stringify(result.diagnostics)).toContain('Claude (Agent A) said DONE');
  });
  it('2027-12-18-10-14-v5: "The earlier decision on Option A is reversed — we go with Option C." after "Decision: Option A." leaves no option decided', () => {
    const value = read('2027-12-18-10-14-v5.md');
    expect(minutesOutcome(value.document).decision?.chosen).toBeUndefined();
    expect(value.document.minutes.decision.unsettled.line).toBe(30);
  });
  it('2027-12-18-17-30-f1: "Für B — das Replay-Log." states Lena\'s support of B', () => {
    expect(relationOn(read('2027-12-18-17-30-f1.md'), 19, 'option-b')).toBe('supports:stated');
  });
  it('2027-12-18-17-33-f4: "Gegen 2." under numbered options states Tim\'s opposition to option 2', () => {
    expect(relationOn(read('2027-12-18-17-33-f4.md'), 21, 'option-2')).toBe('opposes:stated');
  });
  it.each(['Für C++ Entwickler ist B besser.', 'We meet for 2. Then lunch.'])('"%s" names no option by "für"/"for" (a language, an hour)', (line) => {
    const text = fixtureText('review-2026-12-07zl/cases/2027-12-18-17-33-f4.md').replace('**Tim Braun**: Gegen 2.', `**Tim Braun**: ${line}`);
    expect(relationOn(readLog(text, 'x.md').value, 21, 'option-2') ?? 'none').toBe('none');
    expect(relationOn(readLog(text.replace(/Variante (\d)/gu, (_, n: string) => 'ABC'[Number(n) - 1]!), 'x.md').value, 21, 'option-c') ?? 'none').toBe('none');
  });
});
