// Turn bodies as other runs of the harness write them (probe 24, cases written blind): a
// refined position that repeats the last one word for word, two refined positions in one
// turn, rebuttal labels in every language, a Korean concession that turns back after 지만.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../../src/lib/core/ids.ts';
import { textSource } from '../../fixtureSource.ts';

const caseText = (name: string) => readFileSync(fileURLToPath(new URL(`../../../fixtures/probe-2026-12-24/cases/${name}`, import.meta.url)), 'utf8');
function read(name: string, text = caseText(name)) {
  const result = processDebate(textSource(name, text), 'probe' as DebateSlug);
  if (!result.ok) throw new Error(`${name} did not parse`);
  return { ...result.value, diagnostics: result.diagnostics };
}
const edgesAt = (name: string, line: number) => read(name).graph.edges.filter((e) => !e.derived && e.provenance?.line === line).map((e) => [e.source, e.type, e.target, e.reading]);

describe('probe 24', () => {
  it('row 1: a refined position word for word the last one is no new claim, and B\'s attack still answers A\'s position', () => {
    const { graph } = read('c01-restated-verbatim.md');
    expect(graph.nodes.map((n) => n.id)).not.toContain('a-r2-position');
    expect(edgesAt('c01-restated-verbatim.md', 88)).toEqual([['agent-b', 'opposes', 'a-r1-position', 'stated']]);
  });
  it.each(['c14-zh-labels.md', 'c14b-ja-hanron.md', 'c14c-ko-banbak.md', 'c14d-en-rebuttal.md'])('row 14: %s reads its rebuttal as an attack, as every language does', (file) => {
    expect(edgesAt(file, 58).map((e) => e[1])).toEqual(['opposes']);
  });
  it.each(['c19-refined-twice.md', 'c19b-refined-twice-both-changed.md'])('row 19: %s draws the last refined position and lists the earlier one, with a warning', (file) => {
    const { diagnostics } = read(file);
    expect(diagnostics.filter((d) => d.code === 'transcript-not-interpreted').map((d) => d.message)).toContainEqual(expect.stringMatching(/: line 49$/));
    expect(diagnostics.map((d) => d.message)).toContainEqual(expect.stringMatching(/more than one Refined position; the last \(line 51\) is drawn/));
  });
  it('row 27: a Korean concession ending in 지만 concedes its clause and turns back after it', () => {
    expect(edgesAt('c27-ko-prose-concede.md', 71)).toEqual(expect.arrayContaining([['agent-a', 'opposes', 'b-r1-position', 'read']]));
    const concession = read('c27-ko-prose-concede.md').graph.edges.find((e) => e.type === 'concedes' && e.provenance?.line === 71);
    expect(concession?.provenance?.quote).toBe('단일 CI 큐가 느리다는 점은 인정하지만');
  });
});

describe('review 2: a second header for a turn is not the side\'s last position', () => {
  it('a later round that says what the discarded copy said still draws its claim', () => {
    const moved = 'Move only the two busiest payments services into a Bazel monorepo.';
    const [before, after] = caseText('c27-ko-prose-concede.md').split('🅰️ Agent A — Round 3');
    const text = `${before}🅰️ Agent A — Round 2\n\n## Refined position\n\n${moved}\n\n🅰️ Agent A — Round 3${after!.replace('Unchanged — one monorepo with Bazel.', moved)}`;
    const { graph } = read('c27-dup.md', text);
    expect(graph.nodes.find((n) => n.id === 'a-r3-position')?.label).toBe(moved);
  });
});
