// A verdict that declines a call and otherwise only weighs both sides or asks for more (review 06zg row 8).
import { describe, expect, it } from 'vitest';
import { transcriptOutcome } from '../../../../src/lib/formats/transcript/hooks.ts';
import { declinesCall } from '../../../../src/lib/formats/transcript/noCall.ts';
import { readFixtureLog } from '../../../support/readLog.ts';

describe('no call beside clauses that weigh both sides', () => {
  it.each([
    'Neither approach is clearly better for this team. Both need more data than we have today.',
    'Neither approach is clearly better for this team, and the debate ran longer than planned.',
    'No winner; it depends on the load we see in Q3.',
  ])('%j makes no call', (text) => expect(declinesCall(text)).toBe(true));
  it.each([
    'Neither is clearly better; both teams should go with SQS.',
    'Neither is clearly better. Kafka for events.',
    'Both options are fine; go with B.',
    'Neither side won; both are viable, use B for now.',
    'Both need more data.',
  ])('%j is a call (or no refusal)', (text) => expect(declinesCall(text)).toBe(false));
  it('review 06zg t02\'s outcome is "No call"', () => {
    const outcome = transcriptOutcome(readFixtureLog('review-2026-12-06zg/cases', 't02-neither.md').value.document);
    expect(outcome.noCall).toBe(true);
    expect(outcome.line).toMatch(/^No call: Neither approach/u);
  });
});
