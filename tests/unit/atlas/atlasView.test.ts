import { describe, expect, it } from 'vitest';
import { MAP_TITLE_LENGTH, buildAtlasData, type AtlasData } from '../../../src/lib/atlas/atlasData.ts';
import {
  computeVisibility, decodeViewState, defaultViewState, encodeViewState, indexAtlasData, knownNames, neighbourhood, searchNodes,
  type ViewState,
} from '../../../src/lib/atlas/atlasView.ts';
import { layoutAtlas } from '../../../src/lib/layout/layoutAtlas.ts';
import type { DebateSlug, NodeId } from '../../../src/lib/core/ids.ts';
import type { GraphEdge, GraphNode, RelationType } from '../../../src/lib/graph/types.ts';
import { mergeDebates, type MergeInput } from '../../../src/lib/merge/mergeDebates.ts';

const persona = (id: string, label: string): GraphNode => ({ id: id as NodeId, type: 'persona', label, position: 'p', argument: 'a' });
const claim = (id: string, text: string): GraphNode => ({ id: id as NodeId, type: 'claim', label: text, text });
const edge = (source: string, target: string, type: RelationType): GraphEdge => ({ source, target, type });
const debate = (slug: string, nodes: GraphNode[], edges: GraphEdge[]): MergeInput => ({ slug: slug as DebateSlug, file: `${slug}.json`, graph: { topic: slug, meta: { tags: [] }, nodes, edges } });

// Two debates sharing "Ada Berg" (one in full-width capitals); a chain c1 → c2 → c3 → c4 in debate a.
const inputs = [
  debate('a', [persona('p1', 'Ada Berg'), persona('p2', 'Bruno'), claim('c1', 'Remote work raises productivity'), claim('c2', 'Offices build trust'), claim('c3', 'AI は未見の組み合わせを生み出せる'), claim('c4', 'Trust is slow')], [
    edge('p1', 'c1', 'supports'), edge('p2', 'c1', 'opposes'), edge('c2', 'c1', 'refines'), edge('c3', 'c2', 'refines'), edge('c4', 'c3', 'illustrates'),
  ]),
  debate('b', [persona('p1', 'ＡＤＡ ＢＥＲＧ'), claim('c1', 'Shorter weeks')], [edge('p1', 'c1', 'supports')]),
];
const merged = mergeDebates(inputs);
const data: AtlasData = buildAtlasData(merged.atlas, layoutAtlas(merged.atlas, new Map()), {
  debateTitle: (s) => `Debate ${s}`, debateUrl: (s) => `/debates/${s}/`, pageUrl: (id) => (id === 'a:p1' ? '/atlas/personas/ada/' : undefined),
});
const index = indexAtlasData(data);
const at = (id: string) => data.nodes.id.indexOf(id);
const shownIds = (state: Partial<ViewState>) => {
  const v = computeVisibility(index, { ...defaultViewState(), ...state });
  return { nodes: data.nodes.id.filter((_, i) => v.nodes[i]), edges: v.edgeCount, v };
};

describe('map data', () => {
  it('is columns of plain values, with links made at build time', () => {
    expect(data.nodes.id).toEqual(['a:c1', 'a:c2', 'a:c3', 'a:c4', 'a:p1', 'a:p2', 'b:c1']);
    expect(data.types).toEqual(['claim', 'persona']);
    expect(data.relations).toEqual(['illustrates', 'opposes', 'refines', 'supports']);
    expect(data.nodes.debate[at('a:p1')]).toEqual([0, 1]);
    expect(data.nodes.anchor[at('a:p1')]).toEqual(['n-p1', 'n-p1']);
    expect(data.nodes.page[at('a:p1')]).toBe('/atlas/personas/ada/');
    expect(data.nodes.page[at('a:c1')]).toBe('');
    expect(data.debates).toMatchObject({ slug: ['a', 'b'], title: ['Debate a', 'Debate b'], url: ['/debates/a/', '/debates/b/'] });
    expect(data.edges.source).toHaveLength(6);
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it('carries each debate title whole, to MAP_TITLE_LENGTH characters', () => {
    const whole = `${'区'.repeat(150)} ${'a'.repeat(140)}`; // 291 characters: carried as it is
    const long = `${'word '.repeat(200)}end`;
    const titled = buildAtlasData(merged.atlas, layoutAtlas(merged.atlas, new Map()), {
      debateTitle: (s) => (s === 'a' ? whole : long), debateUrl: (s) => `/debates/${s}/`, pageUrl: () => undefined,
    });
    expect(titled.debates.title[0]).toBe(whole);
    const cut = titled.debates.title[1]!;
    expect(Array.from(cut).length).toBeLessThanOrEqual(MAP_TITLE_LENGTH);
    expect(cut.endsWith('word…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  });
});

describe('view state in the URL', () => {
  const known = knownNames(index);

  it('leaves the default view out, so it has a clean address', () => {
    expect(encodeViewState(defaultViewState())).toBe('');
    expect(decodeViewState('', known)).toEqual(defaultViewState());
  });

  it('round-trips every part in a fixed order', () => {
    const state: ViewState = { focus: 'a:p1', local: true, hops: 3, hidden: ['supports', 'illustrates'], debate: 'b', persona: 'a:p1', at: { x: 120.4, y: -33.6, k: 0.123456 } };
    const query = encodeViewState(state);
    expect(query).toBe('focus=a%3Ap1&local=3&hide=illustrates%2Csupports&debate=b&persona=a%3Ap1&at=120%2C-34%2C0.1235');
    expect(decodeViewState(`?${query}`, known)).toEqual({ ...state, hidden: ['illustrates', 'supports'], at: { x: 120, y: -34, k: 0.1235 } });
  });

  it('drops what it does not know, and clamps what is out of range', () => {
    const state = decodeViewState('focus=nope&local=2&hide=supports,<script>,supports&debate=zz&persona=a:c1&at=1,2', known);
    expect(state).toEqual({ ...defaultViewState(), hidden: ['supports'] });
    expect(decodeViewState('focus=a:c1&local=99', known)).toMatchObject({ focus: 'a:c1', local: true, hops: 4 });
    expect(decodeViewState('focus=a:c1&local=0', known)).toMatchObject({ local: true, hops: 1 });
    expect(decodeViewState('focus=a:c1&local=-1', known)).toMatchObject({ local: false });
    expect(decodeViewState('at=1,2,1e9', known).at).toEqual({ x: 1, y: 2, k: 16 });
    expect(decodeViewState('at=1,2,-1', known).at).toBeNull();
    expect(decodeViewState('at=NaN,2,1', known).at).toBeNull();
    // Local view without a focus means nothing.
    expect(encodeViewState({ ...defaultViewState(), local: true, hops: 2 })).toBe('');
  });
});

describe('visibility', () => {
  it('shows everything by default', () => {
    const { nodes, edges } = shownIds({});
    expect(nodes).toHaveLength(7);
    expect(edges).toBe(6);
  });

  it('hides relation types, keeping the nodes', () => {
    const { nodes, edges } = shownIds({ hidden: ['refines', 'supports'] });
    expect(nodes).toHaveLength(7);
    expect(edges).toBe(2);
  });

  it('keeps one debate: its nodes (merged ones included) and the relations it wrote', () => {
    expect(shownIds({ debate: 'b' })).toMatchObject({ nodes: ['a:p1', 'b:c1'], edges: 1 });
  });

  it('keeps one persona and what it is directly related to', () => {
    expect(shownIds({ persona: 'a:p1' })).toMatchObject({ nodes: ['a:c1', 'a:p1', 'b:c1'], edges: 2 });
    expect(shownIds({ persona: 'a:p1', debate: 'a' })).toMatchObject({ nodes: ['a:c1', 'a:p1'], edges: 1 });
    expect(shownIds({ persona: 'a:p1', hidden: ['supports'] })).toMatchObject({ nodes: ['a:p1'], edges: 0 });
  });

  it('shows a local view of N hops around the focus, over the relations shown', () => {
    const local = (hops: number, extra: Partial<ViewState> = {}) => shownIds({ focus: 'a:c4', local: true, hops, ...extra }).nodes;
    expect(local(1)).toEqual(['a:c3', 'a:c4']);
    expect(local(2)).toEqual(['a:c2', 'a:c3', 'a:c4']);
    expect(local(3)).toEqual(['a:c1', 'a:c2', 'a:c3', 'a:c4']);
    expect(local(4)).toEqual(['a:c1', 'a:c2', 'a:c3', 'a:c4', 'a:p1', 'a:p2']);
    expect(local(9)).toEqual(local(4)); // depth is at most 4
    expect(local(4, { hidden: ['refines'] })).toEqual(['a:c3', 'a:c4']);
    const { v } = shownIds({ focus: 'a:c4', local: true, hops: 2 });
    expect([...v.ring!].sort((x, y) => x[0] - y[0])).toEqual([[at('a:c2'), 2], [at('a:c3'), 1], [at('a:c4'), 0]]);
    // Without local view the focus changes nothing.
    expect(shownIds({ focus: 'a:c4' }).nodes).toHaveLength(7);
  });

  it('finds neighbourhoods through the adjacency index, counting a self-loop once', () => {
    const looped = indexAtlasData({ ...data, edges: { source: [0, 0], target: [0, 1], relation: [0, 0], debate: [0, 0] } });
    expect(looped.adjStart[1]! - looped.adjStart[0]!).toBe(2);
    expect([...neighbourhood(looped, 0, 1).keys()]).toEqual([0, 1]);
  });
});

describe('search', () => {
  const labels = (query: string) => searchNodes(index, query).map((i) => data.nodes.label[i]);

  it('matches any part of a label, best matches first', () => {
    expect(labels('trust')).toEqual(['Trust is slow', 'Offices build trust']);
    expect(labels('raises')).toEqual(['Remote work raises productivity']);
    expect(labels('   ')).toEqual([]);
    expect(labels('nothing like it')).toEqual([]);
  });

  it('normalises width and case, and needs no word breaks for CJK', () => {
    expect(labels('ａｄａ')).toEqual(['Ada Berg']); // the full-width spelling was merged into it
    expect(labels('組み合わせ')).toEqual(['AI は未見の組み合わせを生み出せる']);
  });

  it('stops at the limit', () => {
    expect(searchNodes(index, 'e', 2)).toHaveLength(2);
  });
});
