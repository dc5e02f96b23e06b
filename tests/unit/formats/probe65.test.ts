// Probe 2026-12-65 (tests/fixtures/probe-2026-12-65/FINDINGS.md): the analysis on twelve new logs, its risk rows and row 16's note (row 3, the drawing's status on a transcript, is checked by tests/build/analysis.test.ts).
import { describe, expect, it } from 'vitest';
import { buildMinutesView } from '../../../src/lib/render/minutesView.ts';
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
  it('a stance withdrawn and later taken up again lists both (row 16: Kai withdraws at 44, opposes B again at 55)', () => {
    const changes = buildMinutesView(read('cases', '2030-07-22-11-00-m04-en-ci-runners.md').document.minutes).changesOfMind;
    const kai = changes.find((c) => c.participant === 'Kai' && c.option.key === 'B');
    expect(kai?.to).toMatchObject({ how: 'withdrawn', line: 44 });
    expect(kai?.afterwards).toMatchObject({ kind: 'opposes', line: 55 });
  });
});
