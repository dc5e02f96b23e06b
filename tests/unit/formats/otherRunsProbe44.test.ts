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

describe("a chat's later message changes its writer's earlier stance (M01)", () => {
  const edgesOf = (value: any, source: string) => value.graph.edges.filter((e: any) => e.source === source && e.target.startsWith('option-'));

  it('`-1 on B` (line 25), then `Retracting my -1 on B: … +1 to B.` (line 28): withdrawn at 28, and B supported', () => {
    const { value } = read('2027-08-02-10-00-m01-en-slack-export.md');
    expect(edgesOf(value, 'opinion-lukas')).toEqual([expect.objectContaining({ type: 'opposes', target: 'option-b', attributes: { stance_changed: expect.stringMatching(/^line 28 \(withdrawn\)/) } })]);
    expect(edgesOf(value, 'opinion-lukas-2')).toEqual([expect.objectContaining({ type: 'supports', target: 'option-b' })]);
  });

  it("probe 32 C01: Ravi's `For: A` (line 14), then `Scratch that: … I'm moving from A to B.` (line 28)", () => {
    const { value } = readFixtureLog('probe-2026-12-32/cases', 'c01-en-slack-switch.md');
    expect(edgesOf(value, 'opinion-ravi')[0]).toMatchObject({ type: 'supports', target: 'option-a', attributes: { stance_changed: expect.stringMatching(/^line 28 \(withdrawn\)/) } });
  });

  it('one message alone changes nothing: cues that disagree inside it only mention', () => {
    const { value } = read('2027-08-02-10-00-m01-en-slack-export.md');
    expect(edgesOf(value, 'opinion-omar').every((e: any) => e.attributes?.stance_changed === undefined)).toBe(true);
  });
});

describe('action items as chats and e-mails write them (M01, M02)', () => {
  const actionAt = (name: string, line: number) => read(name).value.document.minutes.actionItems.find((a: any) => a.line === line);

  it('`Omar Haddad: set the retention policy … · When: … · Done: …`: a participant of two words is the owner', () => {
    expect(actionAt('2027-08-09-09-00-m02-en-email-thread.md', 50)).toMatchObject({ who: 'Omar Haddad', what: 'set the retention policy to 90 days', when: '2027-08-31', missing: [] });
  });

  it('`@lukas writes the runner runbook by 2027-09-15, done when the on-call page links it.`', () => {
    expect(actionAt('2027-08-02-10-00-m01-en-slack-export.md', 33)).toMatchObject({ who: 'lukas', when: '2027-09-15', done: 'the on-call page links it', missing: [] });
  });
});
