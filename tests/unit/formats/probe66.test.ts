// Probe 2026-12-66 (tests/fixtures/probe-2026-12-66/FINDINGS.md): 14 new logs of other runs, the rows it found.
import { describe, expect, it } from 'vitest';
import { minutesOutcome } from '../../../src/lib/formats/minutes/pageHooks.ts';
import { readFixtureLog } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('probe-2026-12-66/cases', name).value;

describe('probe 66', () => {
  it('row 20: a reversal in an addendum after the decision, its paragraph going on about another option, unsettles it', () => {
    const outcome = minutesOutcome(read('2030-09-23-11-00-m04-de-queue.md').document);
    expect(outcome.decision?.chosen?.key).toBeUndefined();
  });
});
