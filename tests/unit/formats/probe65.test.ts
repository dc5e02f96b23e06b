// Probe 2026-12-65 (tests/fixtures/probe-2026-12-65/FINDINGS.md): the analysis on twelve new logs, its risk rows (row 3, the drawing's status on a transcript, is checked by tests/build/analysis.test.ts).
import { describe, expect, it } from 'vitest';
import { readFixtureLog, relationOn } from '../../support/readLog.ts';

const read = (folder: string, name: string) => readFixtureLog(`probe-2026-12-65/${folder}`, name).value;

describe('probe 65', () => {
  it('"- red-team: A: …" states the option its label names (row 1)', () => {
    const value = read('cases', '2030-07-01-10-00-m01-en-error-tracking.md');
    expect(relationOn(value, 48, 'option-a')).toBe('opposes:stated');
    expect(relationOn(value, 49, 'option-c')).toBe('opposes:stated');
  });
  it('"- **red-team:** A: …" keeps no bold marker in the risk\'s text (row 2)', () => {
    const risks = read('controls', '2030-07-01-10-00-c01-r5-labels.md').document.minutes.risks;
    expect(risks.find((risk: { line: number }) => risk.line === 48)?.text).toBe('A: the Sentry contract renews yearly and the price may double.');
  });
});
