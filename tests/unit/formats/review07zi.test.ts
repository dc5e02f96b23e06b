// Review 2026-12-07zi (tests/fixtures/review-2026-12-07zi/FINDINGS.md): its rows, the controls with them.
import { describe, expect, it } from 'vitest';
import { readFixtureLog, relationOn } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-07zi/cases', name).value;

describe('review 07zi', () => {
  it.each([['36-o13', /^(?:mentions|none)/], ['09-o9', /^(?:mentions|none)/]])('2027-12-18-10-%s line 20: option A %s (a condition after the stance\'s own clause; "only till")', (id, relation) => {
    expect(relationOn(read(`2027-12-18-10-${id}.md`), 20, 'option-a') ?? 'none').toMatch(relation);
  });
  it.each([['15-a1', 1], ['16-a2', 1], ['18-a4', 2]])('2027-12-18-10-%s: %s action item (a noun then its regular past is a remark; "ensure staging is green" a task)', (id, count) => {
    expect(read(`2027-12-18-10-${id}.md`).document.minutes.actionItems).toHaveLength(count);
  });
});
