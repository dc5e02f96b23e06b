// Probe 2026-12-67 (tests/fixtures/probe-2026-12-67/FINDINGS.md): 13 new logs of other runs, the rows it found.
import { describe, expect, it } from 'vitest';
import { readFixtureLog } from '../../support/readLog.ts';

const read = (name: string) => readFixtureLog('probe-2026-12-67/cases', name).value;
type Node = { id: string; contested?: boolean };
type Edge = { source: string; type: string };
const contested = (value: { graph: { nodes: Node[]; edges: Edge[] } }) => ({
  flagged: value.graph.nodes.filter((n) => n.contested === true).map((n) => n.id).sort(),
  derived: value.graph.edges.filter((e) => e.type === 'contested_by').map((e) => e.source).sort(),
});

describe('probe 67', () => {
  it('row 6: an option whose only opposition was withdrawn is no longer contested (flag and derived edge)', () => {
    expect(contested(read('2031-01-06-10-00-m01-fr-cdn.md'))).toEqual({ flagged: ['option-a'], derived: ['option-a'] });
    expect(contested(read('2031-01-27-16-00-m04-en-feature-flags.md'))).toEqual({ flagged: [], derived: [] });
  });
  it('row 6: an opposition that still stands (a red-team risk) keeps the option contested', () => {
    expect(contested(read('2031-01-20-09-30-m03-it-osservabilita.md')).flagged).toContain('option-b');
  });
});
