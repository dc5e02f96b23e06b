// Review 2026-12-06p (tests/fixtures/review-2026-12-06p/FINDINGS.md) of the reader fixes made
// after review 06o: the rows its fixes made pass.
import { describe, expect, it } from 'vitest';
import { actionFieldsByShape } from '../../../src/lib/formats/minutes/actionLabels.ts';
import { personaLabels, readFixtureLog } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('review-2026-12-06p/cases', name);

describe('P1: a timeline inside a chat message is no Zoom header', () => {
  it('m1b: no persona "builds queued"; Lukas opposes B', () => {
    const { value } = read('2027-08-02-10-00-m1b-chat-timeline.md');
    expect(personaLabels(value)).not.toContain('builds queued');
    expect(value.graph.edges.some((e: any) => e.source === 'opinion-lukas' && e.type === 'opposes' && e.target === 'option-b')).toBe(true);
  });
});

describe('P2: one bold name over prose in R2 is no opinion', () => {
  it('m4: Ana takes no stance from what Ben and Cai are said to hold', () => {
    const { value } = read('2027-10-01-10-05-m4-r2-one-label.md');
    expect(value.graph.edges.some((e: any) => e.source === 'opinion-ana')).toBe(false);
  });
});

describe('P3: `### Agent B — Tour 2 — rooftop walk` in an English turn is text', () => {
  it('t2: both agents said DONE', () => {
    expect(read('t2-tour-heading.md').value.document.transcript.ending.kind).toBe('mutual-done');
  });
});

describe('P4: a note with bold `**Problem**` and `**Decision**` lines is no minutes', () => {
  it('n1: refused as of no known format, as before', () => {
    expect(() => read('n1-plain-note.md')).toThrow(/"code":"unknown-format"/);
  });
  it('n2: bold lines numbering their rounds still make minutes', () => {
    expect(read('n2-doc-bold-rounds.md').ok).toBe(true);
  });
});

describe('P5: `I withdraw my objection to B` in a later chat message withdraws it', () => {
  it('m5e: marked withdrawn at line 25', () => {
    const { value } = read('2027-08-02-10-05-m5e-control.md');
    expect(value.graph.edges.find((e: any) => e.source === 'opinion-lukas' && e.type === 'opposes')?.attributes?.stance_changed).toMatch(/^line 25 \(withdrawn\)/);
  });
});

describe("P6, P7: an action item's date", () => {
  const fields = (text: string) => Object.fromEntries(actionFieldsByShape(text));
  it('`closed by 2027-09-01` is the tickets\' date, no deadline', () => {
    expect(fields('Ana: list the tickets closed by 2027-09-01')).toEqual({ who: 'Ana', what: 'list the tickets closed by 2027-09-01' });
  });
  it('the date is said once: as the when, not also in the task or the done criteria', () => {
    expect(fields('Cai: rename the "done when green" label, by 2027-09-20')).toEqual({ who: 'Cai', what: 'rename the "done when green" label', when: '2027-09-20' });
    expect(fields('Ben: write the runbook, done when the on-call team signs off by 2027-09-15')).toEqual({ who: 'Ben', what: 'write the runbook', when: '2027-09-15', done: 'the on-call team signs off' });
  });
});

describe('an action item with a long run of white space stays linear', () => {
  it('100,000 spaces and tabs around its separators and its done criteria (quadratic, this took seconds)', () => {
    const pad = ' \t'.repeat(50_000);
    const fields = actionFieldsByShape(`Ana: x${pad}y by 2027-01-01, done when${pad}z`);
    expect(fields.get('who')).toBe('Ana');
    expect(fields.get('done')).toBe('z');
    // A date followed by a long run of spaces and more text is no deadline, found in one pass.
    expect(actionFieldsByShape(`Ana: do it by 2027-01-01${pad}x`).has('when')).toBe(false);
  });
});
