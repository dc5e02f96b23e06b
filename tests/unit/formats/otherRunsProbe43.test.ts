// Logs as other runs of the harness write them (probe 43, cases written blind): code blocks in
// an opinion, a stray code fence, a Japanese condition with no comma, a proposal followed by
// indifference, a Korean concession that turns back.
import { describe, expect, it } from 'vitest';
import { transcriptConcessions } from '../../../src/lib/formats/transcript/hooks.ts';
import { fencedLineIndexes } from '../../../src/lib/parse/codeBlocks.ts';
import { fixtureText, readLog, relationOn } from '../../support/readLog.ts';

const probeFile = (path: string) => fixtureText(`probe-2026-12-43/${path}`);
const explained = (result: any, line: number): string[] => result.value.document.minutes.notInterpreted.filter((l: any) => l.line === line).map((l: any) => l.reason);

describe('code in minutes is shown, never read (m01, diag d02, d03)', () => {
  it('reads the prose stance and nothing from a YAML sketch (`For: C` in a fence)', () => {
    const result = readLog(probeFile('cases/2027-07-01-10-00-m01-en-hearsay-code-late-option.md'), 'm.md');
    expect(relationOn(result.value, 30, 'option-c')).toBe('opposes:read');
    for (const line of [32, 33, 34, 35, 36]) {
      expect(result.value.graph.edges.some((e: any) => e.provenance?.line === line), `line ${line}`).toBe(false);
      expect(explained(result, line), `line ${line}`).toEqual(['a code block: shown as written, not read']);
    }
    // The page still shows the code as written.
    expect(result.value.document.minutes.rounds.find((r: any) => r.key === 'R2').markdown).toContain('  For: C');
  });

  it('draws no support of A from `For: A` in the fence (d03)', () => {
    const { value } = readLog(probeFile('diag/2027-07-01-10-03-d03-m01-fence-for-a.md'), 'm.md');
    expect(relationOn(value, 34, 'option-a')).toBeUndefined();
    expect(relationOn(value, 30, 'option-c')).toBe('opposes:read');
  });

  it('a stray fence that nothing closes opens no code: the rounds after it stay rounds (d02)', () => {
    const { value } = readLog(probeFile('diag/2027-07-01-10-02-d02-m01-fence-no-label.md'), 'm.md');
    expect(value.document.minutes.rounds.map((r: any) => r.key)).toEqual(expect.arrayContaining(['R3', 'R4', 'R5', 'R6', 'R7']));
    // Mei's own support of D is hers, not Arturo's.
    const onD = value.graph.edges.filter((e: any) => e.target === 'option-d' && e.provenance?.line === 46);
    expect(onD.map((e: any) => e.source)).not.toContain('opinion-arturo');
    expect(value.graph.nodes.find((n: any) => n.id === 'option-d')?.label).toMatch(/^Option D: Start on A, move to B/);
  });
});

describe('fenced blocks paired as CommonMark pairs them', () => {
  it('closes at a fence of the same character at least as long, and leaves an unclosed opener alone', () => {
    const code = (lines: string[]) => [...fencedLineIndexes(lines)].sort((a, b) => a - b);
    expect(code(['````md', '```', 'x', '````', 'after'])).toEqual([0, 1, 2, 3]);
    expect(code(['~~~', '```', '~~~~'])).toEqual([0, 1, 2]);
    expect(code(['```', 'never closed', '## R3'])).toEqual([]);
    expect(code(['```a```', 'x', '```', 'y', '```'])).toEqual([2, 3, 4]);
    expect(code(['```js', 'x', '``` not a closer', '```'])).toEqual([0, 1, 2, 3]);
  });

  it('stays linear over thousands of openers that nothing closes', () => {
    // Each with an info string of its own: no opener repeats another's, none closes one.
    const lines = Array.from({ length: 20_000 }, (_, i) => `${'`'.repeat(3 + (i % 40))}info${i}`);
    expect(fencedLineIndexes(lines).size).toBe(0);
  });
});

describe('conditions and indifference (m03, m04, diag d07)', () => {
  it('予算が通れば案Aに賛成します: a condition with no comma draws no stance (m03 line 30, d05 in R2)', () => {
    const reply = readLog(probeFile('cases/2027-07-08-09-00-m03-ja-cond-withdraw-escalate.md'), 'm.md');
    expect(relationOn(reply.value, 30, 'option-a')).toBeUndefined();
    const opinion = readLog(probeFile('diag/2027-07-08-09-05-d05-m03-cond-in-r2.md'), 'm.md');
    expect(relationOn(opinion.value, 21, 'option-a')).toBe('mentions:mentioned');
  });

  it('a proposal followed by indifference stays an opinion claim, with no stance (m04 line 30, d07)', () => {
    for (const file of ['cases/2027-07-12-16-00-m04-ko-hostile-names.md', 'diag/2027-07-12-16-07-d07-m04-plain-name-indiff.md']) {
      const { value } = readLog(probeFile(file), 'm.md');
      const claim = value.graph.nodes.find((n: any) => n.type === 'claim' && /^미러는/.test(n.label));
      expect(claim?.id, file).toMatch(/^opinion-/);
      expect(value.graph.edges.some((e: any) => e.source === claim.id && /^option-/.test(e.target) && e.type !== 'mentions'), file).toBe(false);
    }
  });
});

describe('a Korean concession that turns back (t04 line 40)', () => {
  it('the page lists only the point granted, as the graph draws it', () => {
    const { value } = readLog(probeFile('cases/t04-ko-flip-cap-no-call.md'), 't.md');
    const listed = transcriptConcessions({ transcript: value.document.transcript }, value.graph).conceded.find((c) => c.line === 40);
    const drawn = value.graph.edges.find((e: any) => e.type === 'concedes' && e.provenance?.line === 40);
    expect(listed?.text).toBe('스프린트 마감 요일이 영향을 준다는 점은 인정한다');
    expect(value.graph.nodes.find((n: any) => n.id === drawn.target)?.label).toBe(listed?.text);
  });
});
