// Review 2026-12-07zd (tests/fixtures/review-2026-12-07zd/FINDINGS.md): its rows, the controls with them.
import { describe, expect, it } from 'vitest';
import type { Minutes } from '../../../src/lib/formats/minutes/model.ts';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { liveViewsHeldBy, readFixtureLog, relationOn } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-07zd/cases', name).value;
const heldByA = (name: string) => liveViewsHeldBy(read(name), 'agent-a');

describe('review 07zd', () => {
  it.each([
    ['06-o6', /^supports/], ['07-o7', /^supports/], ['08-o8', /^supports/], ['09-o9', /^supports/],
    ['04-o4', /^(?:mentions|none)/], ['10-o10', /^(?:mentions|none)/], ['11-o11', /^(?:mentions|none)/],
  ])('2027-12-18-10-%s line 20: option A %s (a condition after the speaker\'s verb takes no side; an idiom is none)', (id, relation) => {
    expect(relationOn(read(`2027-12-18-10-${id}.md`), 20, 'option-a') ?? 'none').toMatch(relation);
  });
  it.each(['29-r3', '30-r4', '31-r5'])('2027-12-18-10-%s: a reversal waiting for "the vendor we chose <a time> signs" leaves A decided', (id) => {
    expect(minutesOutcome(read(`2027-12-18-10-${id}.md`).document).decision?.chosen?.key).toBe('A');
  });
  it.each([['38-a5', 1], ['39-a6', 1], ['40-a7', 1], ['42-a9', 1]])('2027-12-18-10-%s: %s action item (a remark then a noun is no task)', (id, count) => {
    expect(read(`2027-12-18-10-${id}.md`).document.minutes.actionItems).toHaveLength(count);
  });
  it.each([
    ['t-51-v2.md', ['单体派认为多开实例就够']],
    ['t-52-v3.md', ['单体派认为多开实例就够，而这一套方案的实际运维成本比大家原先认为的低很多']],
    ['t-54-v5.md', ['单体派认为多开实例就够']],
  ])('%s: side A holds %j (而已经 is a contrast; a verb in a comparison is no holder; a long holder is split off)', (name, texts) => {
    expect(heldByA(name)).toEqual(texts);
  });
  // m4: Wen's second R2 message is an opinion of its own; her R4 reversal changes it (the first change was lost).
  it.each([['12-46-m4.md', ['Oren Katz:3@21→25', 'Oren Katz:3@25→27', 'Wen Li:3@22→26', 'Wen Li:3@26→28']], ['12-55-m4x.md', null]])('2027-12-18-%s: every change of mind on option 3, each once', (name, expected) => {
    const minutes: Minutes = read(`2027-12-18-${name}`).document.minutes;
    const changes: string[] = minutes.opinions.flatMap((o) => o.stances.filter((s) => s.changed && s.option === '3').map((s) => `${o.participant}:${s.option}@${s.line}→${s.changed!.line}`)).sort();
    if (expected) expect(changes).toEqual(expected);
    else expect(changes.filter((c) => c.startsWith('Wen')).length).toBe(changes.filter((c) => c.startsWith('Oren')).length);
  });
  it('2027-12-18-10-23-e9 line 20: "Against Option 2. For Option 3." states both (a full stop after an option number ends a sentence)', () => {
    const value = read('2027-12-18-10-23-e9.md');
    expect([relationOn(value, 20, 'option-2'), relationOn(value, 20, 'option-3')]).toEqual(['opposes:stated', 'supports:stated']);
  });
});
