// Rows earlier reviews left failing (07h z8; 07i a2, d1, d2, s3, z2; 07k n4; 07m d5, o1; 07n c2, r3), read right since 2026-12-07.
import { describe, expect, it } from 'vitest';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { transcriptOutcome } from '../../../src/lib/formats/transcript/hooks.ts';
import { concedesAt, readFixtureLog, relationOn } from '../../support/readLog.ts';

const chosen = (folder: string, name: string) => minutesOutcome(readFixtureLog(folder, name).value.document).decision?.chosen?.key;

describe('rows left before review 07p', () => {
  it.each(['2027-12-18-10-01-d1.md', '2027-12-18-10-02-d2.md'])('%s: "Option A (tentative) is dropped; we approve / we\'re adopting Option B" decides B (07i)', (name) => {
    expect(chosen('review-2026-12-07i/cases', name)).toBe('B');
  });
  it('"No clear winner; a two-week pilot on real traffic should settle it." makes no call (07k n4)', () => {
    expect(transcriptOutcome(readFixtureLog('review-2026-12-07k/cases', 't-20-n4.md').value.document).noCall).toBe(true);
  });
  it('"I\'ll concede that replay matters after the benchmark is published." concedes nothing yet (07n c2)', () => {
    expect(concedesAt(readFixtureLog('review-2026-12-07n/cases', 't-18-c2.md').value, 52)).toBe(false);
  });
  it('"Decision reversed, but should the vendor cut prices we will look again." reverses now (07n r3)', () => {
    expect(chosen('review-2026-12-07n/cases', '2027-12-18-10-15-r3.md')).toBeUndefined();
  });
  it.each([['review-2026-12-07h/cases', '2027-12-18-11-34-z8.md', 'mentions:mentioned', 'supports:read'], ['review-2026-12-07i/cases', '2027-12-18-11-18-z2.md', 'mentions:mentioned', 'supports:read']])('%s %s: "…方案一最大，我支持方案二" leaves option 1 %s and option 2 %s', (folder, name, first, second) => {
    const value = readFixtureLog(folder, name).value;
    expect(relationOn(value, 22, 'option-1')).toBe(first);
    expect(relationOn(value, 22, 'option-2')).toBe(second);
  });
  it('"- Cy Tran - audit the rotation logs, done when …" beside the table is Cy Tran\'s action (07i a2)', () => {
    const items = readFixtureLog('review-2026-12-07i/cases', '2027-12-18-10-20-a2.md').value.document.minutes.actionItems;
    expect(items.map((item: { who?: string }) => item.who)).toEqual(['Ben Okafor', 'Cy Tran']);
  });
  it('"- 佐藤 健 (platform lead, joined at 10:40 after …): Against A." is 佐藤 健 opposing A (07i s3)', () => {
    expect(relationOn(readFixtureLog('review-2026-12-07i/cases', '2027-12-18-10-24-s3.md').value, 20, 'option-a')).toBe('opposes:stated');
  });
  it('"Observers: Kofi and the Finance team." makes Kofi an observer, who gives no opinion late (07m o1)', () => {
    expect(relationOn(readFixtureLog('review-2026-12-07m/cases', '2027-12-18-10-16-o1.md').value, 29, 'option-a')).toBeUndefined();
  });
  it('"Decision: Option B, over budget, because A loses data on failover." decides B (07m d5)', () => {
    expect(chosen('review-2026-12-07m/cases', '2027-12-18-10-10-d5.md')).toBe('B');
  });
});
