// Review 2026-12-07r (tests/fixtures/review-2026-12-07r/FINDINGS.md): its rows, the controls with them.
import { describe, expect, it } from 'vitest';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { readStances } from '../../../src/lib/formats/minutes/stanceReading.ts';
import { concedesAt, readFixtureLog, relationOn, withdrawsAt } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-07r/cases', name).value;
const chosen = (name: string) => minutesOutcome(read(name).document).decision?.chosen?.key;
const personas = (name: string) => read(name).graph.nodes.filter((n: { kind: string }) => n.kind === 'persona').map((n: { name: string }) => n.name);

describe('review 07r', () => {
  it.each([
    ['2027-12-18-11-01-s1.md', 22, 'option-1', 'mentions:mentioned'], ['2027-12-18-11-01-s1.md', 22, 'option-2', 'supports:read'],
    ['2027-12-18-11-02-s2.md', 22, 'option-2', 'supports:read'], ['2027-12-18-11-03-s3.md', 22, 'option-1', 'opposes:read'],
    ['2027-12-18-11-05-s5.md', 22, 'option-1', 'supports:read'], ['2027-12-18-11-05-s5.md', 22, 'option-2', 'opposes:read'],
    ['2027-12-18-11-06-s6.md', 22, 'option-1', 'supports:read'], ['2027-12-18-12-08-s8.md', 20, 'option-a', 'supports:read'],
    ['2027-12-18-12-08-s8.md', 20, 'option-b', 'opposes:read'],
  ])('%s line %s: %s %s (a cue a conjunction ties to its option stays its own)', (name, line, option, relation) => {
    expect(relationOn(read(name), line, option)).toBe(relation);
  });
  it('2027-12-18-10-12-s12.md line 20: "Option A, I oppose; Option B, I support." opposes A and supports B (s12)', () => {
    expect(relationOn(read('2027-12-18-10-12-s12.md'), 20, 'option-a')).toBe('opposes:read');
    expect(relationOn(read('2027-12-18-10-12-s12.md'), 20, 'option-b')).toBe('supports:read');
  });
  it.each([
    ["Option A, I'm against.", 'opposes'], ["Option A, I don't support.", 'mentions'], ['Option A, we would not back it.', 'mentions'],
    ['Option A, the table.', 'supports'], ['Cost matters. Option B, I support.', 'supports'], ['We looked at A. B: we reject.', 'opposes'],
  ])('%s → %s on its option (the speaker\'s verb for an option that opens the clause)', (text, relation) => {
    const stances = readStances(text, ['A', 'B'] as never);
    expect(stances.find((s) => s.option === (text.includes('B') ? 'B' : 'A'))?.relation).toBe(relation);
  });
  it.each([['t-13-c1.md', false], ['t-14-c2.md', false], ['t-15-c3.md', false], ['t-16-c4.md', false], ['t-17-c5.md', false], ['t-18-c6.md', false]])('%s concedes at line 52: %s (a future cue before "when/after" and no past waits)', (name, concedes) => {
    expect(concedesAt(read(name), 52)).toBe(concedes);
  });
  it.each([['t-70-j1.md', true], ['t-71-j2.md', false]])('%s concedes at line 77: %s (ほんの数年前 a past, リリースのほんの数日前 a condition)', (name, concedes) => {
    expect(concedesAt(read(name), 77)).toBe(concedes);
  });
  it.each([['z1', true], ['z2', false], ['z3', false]])('%s: withdrawn at line 37: %s (听下来可以的话, 听着还行的话 conditions)', (id, withdrawn) => {
    expect(withdrawsAt(read(`2030-04-01-10-00-${id}.md`), 37)).toBe(withdrawn);
  });
  it.each([['2027-12-18-10-19-d1.md', 'B'], ['2027-12-18-10-20-d2.md', undefined], ['2027-12-18-10-21-d3.md', 'B'], ['2027-12-18-10-22-r1.md', 'A'], ['2027-12-18-10-23-r2.md', undefined]])('%s decides %s', (name, option) => {
    expect(chosen(name)).toBe(option);
  });
  it.each([['24', 'a1', 2], ['25', 'a2', 1], ['26', 'a3', 1], ['27', 'a4', 1], ['28', 'a5', 1], ['29', 'a6', 1]])('%s %s: %s action items ("good-to-go", "ok-ish", "need the quote" are remarks)', (n, id, count) => {
    expect(read(`2027-12-18-10-${n}-${id}.md`).document.minutes.actionItems).toHaveLength(count);
  });
  it('"미해결 질문 (…)" and "추가 의견 (…)" are no persona (p2, p3)', () => {
    expect(personas('2027-12-18-14-31-p2.md')).not.toContain('미해결 질문');
    expect(personas('2027-12-18-14-32-p3.md').some((name: string) => name.startsWith('추가 의견'))).toBe(false);
  });
});
