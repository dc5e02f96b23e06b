// Probe 2026-12-44 (tests/fixtures/probe-2026-12-44/RESULTS.md): logs from other runs of the
// harnesses, written from the seeds by a helper that had not seen the parsers.
import { describe, expect, it } from 'vitest';
import { readFixtureLog } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('probe-2026-12-44/cases', name);

describe('an attack answers what its writer had seen (T03)', () => {
  it("A's round-2 attack does not oppose B's round-2 position, written after it", () => {
    const { value } = read('t03-en-code-round-two-verdicts.md');
    const attack = value.graph.edges.find((e: any) => e.type === 'opposes' && e.provenance?.line === 28);
    expect(attack?.source).toBe('agent-a');
    expect(attack?.target).toBe('agent-b');
    expect(value.graph.edges.some((e: any) => e.type === 'opposes' && e.target === 'b-r2-position')).toBe(false);
  });
});
