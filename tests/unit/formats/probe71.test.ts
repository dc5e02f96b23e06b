// Probe 2026-12-71 (tests/fixtures/probe-2026-12-71/FINDINGS.md): its rows, the controls with them.
import { describe, expect, it } from 'vitest';
import { readFixtureLog } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('probe-2026-12-71/cases', name).value;

describe('probe 71', () => {
  it('row 20: a reversal in the decision round\'s next item ("2) 추가(9/18): 2안 결정은 번복되었다.") leaves no option decided', () => {
    const value = read('2031-09-15-09-30-m03-ko-backup.md');
    expect(value.document.minutes.decision?.chosenOption).toBeUndefined();
    expect(value.graph.edges.some((e: any) => e.source === 'decision' && e.type === 'supports')).toBe(false);
  });
  it('row 27: "**R0 · Eröffnung** — Moderation: Petra Klein." makes Petra the moderator', () => {
    const petra = read('2031-09-22-16-00-m04-de-release.md').graph.nodes.find((n: any) => n.id === 'p-petra-klein');
    expect(petra?.attributes?.role).toBe('moderator');
  });
  it('control (review 06zc c19): "Decision reversed — we go with Option B after all" in the same round leaves B decided', () => {
    const value = readFixtureLog('review-2026-12-06zc/cases', '2027-12-06-10-19-c19-reversal-same.md').value;
    expect(value.document.minutes.decision?.chosenOption).toBe('B');
  });
  it('row 53: headers opening with 🅰️/🅱️ and a model\'s name are read with no shape warning; the asymmetric stop names the sides', () => {
    const { diagnostics } = readFixtureLog('probe-2026-12-71/cases', 't05-de-queue.md');
    const codes = diagnostics.map((d: any) => d.code);
    expect(codes).not.toContain('shape-headers');
    expect(diagnostics.find((d: any) => d.code === 'transcript-asymmetric')?.message).toMatch(/GPT-4\.1 \(Agent B\) said DONE .*Mistral \(Agent A\) did not/u);
  });
});
