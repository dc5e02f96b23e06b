import { describe, expect, it } from 'vitest';
import { extractGraph } from '../../../src/lib/extract/extractGraph.ts';
import { graphStats } from '../../../src/lib/lint/graphStats.ts';
import { selfCheck } from '../../../src/lib/lint/selfCheck.ts';
import type { DebateGraph } from '../../../src/lib/graph/types.ts';
import { parseRoundtableLog } from '../../../src/lib/formats/roundtable-kg/validate.ts';
import type { RoundtableLogInput } from '../../../src/lib/schemas/roundtableLog.ts';
import { fixtureSource, textSource } from '../fixtureSource.ts';

function graphOf(log: RoundtableLogInput | string): DebateGraph {
  const source = typeof log === 'string' ? fixtureSource(log) : textSource('log.json', JSON.stringify(log));
  const parsed = parseRoundtableLog(source);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.diagnostics));
  return extractGraph(parsed.value);
}
const edge = (g: DebateGraph, source: string, target: string, type: string) =>
  g.edges.filter((e) => e.source === source && e.target === target && e.type === type);

describe('extractGraph (spec §2)', () => {
  const g = graphOf('logs/valid-minimal.json');

  it('keeps every relation of the log unchanged (rule 1)', () => {
    expect(edge(g, 'p1', 'c1', 'supports')).toEqual([{ source: 'p1', target: 'c1', type: 'supports', text: 'it is structurally true' }]);
  });

  it('makes a steelman node with steelmanned_by to the original and supports from its author (rule 2)', () => {
    expect(g.nodes.find((n) => n.id === 'sm1')).toMatchObject({ type: 'steelman', steelman_of: 'c2', by: 'p1' });
    expect(edge(g, 'sm1', 'c2', 'steelmanned_by')).toMatchObject([{ derived: true }]);
    expect(edge(g, 'p1', 'sm1', 'supports')).toMatchObject([{ derived: true }]);
  });

  it('does not duplicate steelman edges the log already has', () => {
    const written = graphOf({
      topic: 't', personas: [{ id: 'p', name: 'P', position: 'x', argument: 'y' }],
      claims: [{ id: 'c', text: 'x' }, { id: 'sm', text: 'y', steelman_of: 'c', by: 'p' }],
      relations: [{ source: 'sm', target: 'c', type: 'steelmanned_by' }, { source: 'p', target: 'sm', type: 'supports' }],
    });
    expect(edge(written, 'sm', 'c', 'steelmanned_by')).toEqual([{ source: 'sm', target: 'c', type: 'steelmanned_by' }]);
    expect(edge(written, 'p', 'sm', 'supports')).toHaveLength(1);
  });

  it('marks a claim supported and opposed as contested, linked to the synthesis (rule 3)', () => {
    expect(g.nodes.find((n) => n.id === 'c1')?.contested).toBe(true);
    expect(g.nodes.find((n) => n.id === 'c2')?.contested).toBe(false);
    expect(g.nodes.find((n) => n.id === 'sm1')?.contested).toBe(true);
    expect(edge(g, 'c1', 's1', 'contested_by')).toMatchObject([{ derived: true }]);
  });

  it('puts every claim and persona in the single domain (rule 4)', () => {
    for (const id of ['p1', 'p2', 'c1', 'c2', 'sm1']) expect(edge(g, id, 't1', 'belongs_to')).toHaveLength(1);
  });

  it('with several domains, claims go to their own and personas to those of the claims they touch (rule 4)', () => {
    const multi = graphOf({
      topic: 't', domains: [{ id: 'd1', name: 'one' }, { id: 'd2', name: 'two' }],
      personas: [{ id: 'p', name: 'P', position: 'x', argument: 'y' }, { id: 'q', name: 'Q', position: 'x', argument: 'y' }],
      claims: [{ id: 'c1', text: 'a', domain: 'd1' }, { id: 'c2', text: 'b', domain: 'd2' }],
      relations: [{ source: 'p', target: 'c1', type: 'supports' }, { source: 'p', target: 'c2', type: 'opposes' }, { source: 'q', target: 'c2', type: 'supports' }],
    });
    expect(multi.edges.filter((e) => e.type === 'belongs_to').map((e) => `${e.source}→${e.target}`).sort())
      .toEqual(['c1→d1', 'c2→d2', 'p→d1', 'p→d2', 'q→d2']);
  });

  it('turns open questions into question nodes related to the synthesis (rule 5)', () => {
    expect(g.nodes.find((n) => n.type === 'question')).toMatchObject({ id: 'q1', label: 'Is a taco a sandwich?' });
    expect(edge(g, 'q1', 's1', 'related')).toHaveLength(1);
  });

  it('never gives a question an id the log already uses', () => {
    const clash = graphOf({ topic: 't', personas: [], claims: [{ id: 'q1', text: 'x' }], open_questions: ['why?'] });
    expect(clash.nodes.map((n) => n.id)).toEqual(['q1', 'q1-2']);
  });

  it('labels the synthesis as the host’s, not a conclusion (rule 6)', () => {
    expect(g.nodes.find((n) => n.type === 'synthesis')).toMatchObject({ label: 'Host synthesis — not a conclusion', non_conclusion: true });
  });

  it('counts nodes and edges by type, and isolated nodes', () => {
    const stats = graphStats(g);
    expect(stats.nodesByType).toEqual({ claim: 2, domain: 1, persona: 2, question: 1, steelman: 1, synthesis: 1 });
    expect(stats.isolated).toEqual([]);
    expect(stats.contestedClaims).toBe(2);
  });
});

describe('selfCheck (spec §3)', () => {
  it('passes a complete debate', () => {
    const g = graphOf('logs/valid-minimal.json');
    expect(selfCheck(g, graphStats(g)).every((c) => c.passed)).toBe(true);
  });

  it('warns about floating claims, silent personas and isolated nodes, naming them', () => {
    const g = graphOf({
      topic: 't',
      personas: [{ id: 'p', name: 'P', position: 'x', argument: 'y' }, { id: 'mute', name: 'M', position: 'x', argument: 'y' }],
      claims: [{ id: 'c1', text: 'a' }, { id: 'float', text: 'b' }],
      relations: [{ source: 'p', target: 'c1', type: 'supports' }],
    });
    const checks = new Map(selfCheck(g, graphStats(g)).map((c) => [c.id, c]));
    expect(checks.get('claims-have-incoming')).toMatchObject({ passed: false, offenders: ['float'] });
    expect(checks.get('personas-have-outgoing')).toMatchObject({ passed: false, offenders: ['mute'] });
    expect(checks.get('few-isolated')).toMatchObject({ passed: false, offenders: ['mute', 'float'] });
    expect(checks.get('synthesis-non-conclusion')?.passed).toBe(true);
  });

  it('flags an imported graph whose contested claim is not marked, and an unmarked synthesis', () => {
    const g: DebateGraph = {
      topic: 't', meta: { tags: [] },
      nodes: [
        { id: 'p' as never, type: 'persona', label: 'P' }, { id: 'q' as never, type: 'persona', label: 'Q' },
        { id: 'c' as never, type: 'claim', label: 'c' }, { id: 's' as never, type: 'synthesis', label: 's' },
      ],
      edges: [{ source: 'p', target: 'c', type: 'supports' }, { source: 'q', target: 'c', type: 'opposes' }, { source: 's', target: 'c', type: 'refines' }],
    };
    const checks = new Map(selfCheck(g, graphStats(g)).map((c) => [c.id, c]));
    expect(checks.get('contested-visible')).toMatchObject({ passed: false, offenders: ['c'] });
    expect(checks.get('synthesis-non-conclusion')).toMatchObject({ passed: false, offenders: ['s'] });
  });
});
