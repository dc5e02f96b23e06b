// Probe 2026-12-67 (tests/fixtures/probe-2026-12-67/FINDINGS.md): 13 new logs of other runs, the rows it found.
import { describe, expect, it } from 'vitest';
import { fixtureChangesOfMind, readFixtureLog, relationOn } from '../../support/readLog.ts';

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
  it('rows 11 and 16: "Opção 1: RabbitMQ gerenciado" defines option 1 with its title, and the red team\'s "Opção 2: …" states its risk', () => {
    const value = read('2031-01-13-14-00-m02-pt-filas.md');
    const labels = value.graph.nodes.filter((n: Node) => n.id.startsWith('option-')).map((n: { label: string }) => n.label);
    expect(labels).toEqual(['Opção 1: RabbitMQ gerenciado', 'Opção 2: Kafka próprio', 'Opção 3: Amazon SQS']);
    expect(relationOn(value, 29, 'option-2')).toBe('opposes:stated');
  });
  it('row 55: "单体派认为…，而拆分派主张…" gives side A only its own clause, not the other camp\'s view', () => {
    const value = read('t05-zh-order-split.md');
    const held = value.graph.edges.filter((e: Edge & { target: string }) => e.type === 'supports' && e.source === 'agent-a' && e.target.startsWith('live-disagreement'));
    const texts = held.map((e: { target: string }) => value.graph.nodes.find((n: Node & { text?: string }) => n.id === e.target)?.text);
    expect(texts).toEqual(['单体派认为多开实例就够']);
  });
  it('row 31: a second change of mind told at the end of the first is not listed again', () => {
    const oren = fixtureChangesOfMind('probe-2026-12-67/cases', '2031-01-27-16-00-m04-en-feature-flags.md').filter((c) => c.participant === 'Oren Katz' && c.option.key === '3');
    expect(oren.map((c) => [c.from.line, c.to.line, c.afterwards?.line])).toEqual([[23, 26, 28]]);
  });
});
