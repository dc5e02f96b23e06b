// Logs as other runs of the harness write them (probe 38, cases written blind): an option put
// off in its usual forms, an opinion that opens with its answer and then a condition, a
// decision tabled until a date, and a vote kept "still".
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../src/lib/archive/processDebate.ts';

const probeFile = (path: string) => readFileSync(fileURLToPath(new URL(`../../fixtures/probe-2026-12-38/${path}`, import.meta.url)), 'utf8');

function read(file: string, text: string): any {
  const result = processDebate({ file, text } as any, 'x/y' as any);
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return result.value;
}
/** The relation the line's opinion has to the option: `supports:stated`, `mentions:mentioned`, or none. */
const relationOn = (value: any, line: number, option: string): string | undefined => {
  const edge = value.graph.edges.find((e: any) => e.target === option && e.provenance?.line === line && e.source !== option);
  return edge === undefined ? undefined : `${edge.type}:${edge.reading}`;
};

describe('an option put off where it is named decides nothing', () => {
  it.each([
    'cases/2026-12-01-10-00-m01-en-postponed-cassandra.md',
    'diag/cases/2026-12-01-10-00-d03-m01-optc-put-on-hold.md',
    'diag/cases/2026-12-01-10-00-d04-m01-optc-should-be-postponed.md',
    'diag/cases/2026-12-01-10-00-d24-m01-optc-paren-postponed.md',
  ])('%s', (path) => {
    const { minutes } = read('m01.md', probeFile(path)).document;
    expect(minutes.outcome).not.toBe('decided');
    expect(minutes.decision).toBeNull();
  });
});

describe('"Decision: tabled until Q3" with a reason and a resume condition', () => {
  it.each(['diag/cases/2026-12-05-15-00-d17-m05-decision-tabled.md', 'cases/2026-12-05-15-00-m05-en-tabled-last-time.md'])('%s is on hold', (path) => {
    expect(read('m05.md', probeFile(path)).document.minutes.outcome).toBe('hold');
  });
});

describe('an opinion that opens with its answer', () => {
  const meeting = (opinion: string) =>
    read('m.md', `---\nparticipants: [Ann, Bo]\n---\n# Which queue\n\n## R0\n- Option A: Kafka\n- Option B: NATS\n\n## R2 Opinions\n- **Ann:** ${opinion}\n- **Bo:** I prefer Option A.\n`);
  it.each(['B, unless the pilot fails.', 'B, if the pilot works.', '**B**, unless the pilot fails.', 'B — only if legal agrees.'])('%s only mentions B', (opinion) => {
    expect(relationOn(meeting(opinion), 11, 'option-b')).toBe('mentions:mentioned');
  });
  it.each(['B, because it scales if needed.', 'B. If the pilot fails, we revisit.', 'B.'])('%s supports B', (opinion) => {
    expect(relationOn(meeting(opinion), 11, 'option-b')).toBe('supports:stated');
  });
  it('reads the blind case (m02 line 26) as a mention', () => {
    expect(relationOn(read('m02.md', probeFile('cases/2026-12-02-14-30-m02-en-lean-pending-legal.md')), 26, 'option-b')).toBe('mentions:mentioned');
  });
});

describe('a vote kept "still"', () => {
  it('"My vote is still A, as we decided last time." supports A (m05 line 33)', () => {
    expect(relationOn(read('m05.md', probeFile('cases/2026-12-05-15-00-m05-en-tabled-last-time.md')), 33, 'option-a')).toBe('supports:stated');
  });
});

describe('a defence whose 다만 opens a concession', () => {
  it('opposes nothing (prose corpus t24 line 62)', () => {
    const text = readFileSync(fileURLToPath(new URL('../../fixtures/prose-corpus/transcripts/t24-ko-converged-partial-2026-12-05.md', import.meta.url)), 'utf8');
    expect(read('t24.md', text).graph.edges.filter((e: any) => e.provenance?.line === 62 && e.type === 'opposes')).toEqual([]);
  });
});
