// A7: the difference of two versions, sorted by id.
import { describe, expect, it } from 'vitest';
import { diffVersions, isEmptyDiff, summariseDiff } from '../../../src/lib/analysis/versionDiff.ts';
import { claim, graph, persona } from './graphs.ts';

describe('A7 version diff', () => {
  it('lists nodes added, removed and changed, and edges added and removed, sorted', () => {
    const before = graph([persona('p'), claim('c2'), claim('c1', { label: 'old' }), claim('gone')], ['p supports c1', 'p opposes c2', 'p supports gone']);
    const after = graph([claim('z-new'), persona('p'), claim('c1', { label: 'new' }), claim('c2'), claim('a-new')], ['p supports c1', 'p supports c2', 'p opposes c2', 'p supports a-new']);
    const d = diffVersions(before, after);
    expect(d.nodes.added.map((n) => n.id)).toEqual(['a-new', 'z-new']);
    expect(d.nodes.removed.map((n) => n.id)).toEqual(['gone']);
    expect(d.nodes.changed).toEqual([{ id: 'c1', label: 'new', fields: [{ field: 'label', before: 'old', after: 'new' }] }]);
    expect(d.edges.added).toEqual([{ source: 'p', type: 'supports', target: 'a-new' }, { source: 'p', type: 'supports', target: 'c2' }]);
    expect(d.edges.removed).toEqual([{ source: 'p', type: 'supports', target: 'gone' }]);
    expect(summariseDiff(d)).toBe('2 nodes added, 1 node removed, 1 node changed, 2 edges added, 1 edge removed');
  });

  it('ignores field order, layout and provenance; a field that appears is a change', () => {
    const a = { nodes: [{ id: 'c', type: 'claim', label: 'x', attributes: { k: 1, j: 2 }, x: 1, source: { line: 3 } }], edges: [] };
    const b = { nodes: [{ type: 'claim', id: 'c', label: 'x', attributes: { j: 2, k: 1 }, x: 9, source: { line: 8 } }], edges: [] };
    expect(isEmptyDiff(diffVersions(a, b))).toBe(true);
    expect(summariseDiff(diffVersions(a, b))).toBe('no change to the graph');
    const c = { nodes: [{ id: 'c', type: 'claim', label: 'x', contested: true }], edges: [] };
    expect(diffVersions(a, c).nodes.changed[0]!.fields.map((f) => f.field)).toEqual(['attributes', 'contested']);
  });
});
