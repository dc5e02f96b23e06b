// Links from one debate into the rest of the archive.
import { describe, expect, it } from 'vitest';
import { atlasLinker, planAtlasPages } from '../../../src/lib/atlas/atlasPages.ts';
import { ELSEWHERE_LIMIT, nodesElsewhere, resolveCrossRef } from '../../../src/lib/atlas/crossLinks.ts';
import type { DebateSlug, NodeId } from '../../../src/lib/core/ids.ts';
import type { GraphEdge, GraphNode } from '../../../src/lib/graph/types.ts';
import { mergeDebates, type MergeInput } from '../../../src/lib/merge/mergeDebates.ts';

const persona = (id: string, label: string): GraphNode => ({ id: id as NodeId, type: 'persona', label, position: 'p', argument: 'a' });
const claim = (id: string, text: string): GraphNode => ({ id: id as NodeId, type: 'claim', label: text, text });
const debate = (slug: string, nodes: GraphNode[], edges: GraphEdge[] = []): MergeInput =>
  ({ slug: slug as DebateSlug, file: `content/debates/${slug}.json`, graph: { topic: `Topic of ${slug}`, meta: { tags: [] }, nodes, edges } });

const inputs = [
  debate('2026/a', [persona('p1', 'Ada'), persona('p2', 'Bo'), claim('c1', 'x')], [{ source: 'p1', target: 'c1', type: 'supports' }, { source: 'c1', target: '2025/b:c9', type: 'related' }]),
  debate('2025/b', [persona('p7', 'ada'), claim('c9', 'x again')], [{ source: 'p7', target: 'c9', type: 'opposes' }]),
];
const { atlas } = mergeDebates(inputs);
const plan = planAtlasPages(atlas);
const link = atlasLinker(atlas, plan, { debate: (s) => `/debates/${s}/`, persona: (k) => `/atlas/personas/${k}/`, claim: (k) => `/atlas/claims/${k}/` });
const urls = { debate: (s: DebateSlug) => `/debates/${s}/`, title: (s: DebateSlug) => `Topic of ${s}` };

describe('nodesElsewhere', () => {
  const here = nodesElsewhere(atlas, link, '2026/a' as DebateSlug, urls);

  it('tells a persona of two debates where else it appears, with its atlas page', () => {
    const ada = here.get('p1' as NodeId)!;
    expect(ada.others).toEqual([{ slug: '2025/b', title: 'Topic of 2025/b', href: '/debates/2025/b/#n-p7' }]);
    expect(ada.atlasHref).toMatch(/^\/atlas\/personas\/.+\/$/);
  });

  it('gives a persona of one debate its persona page and no other debates', () => {
    const bo = here.get('p2' as NodeId)!;
    expect(bo.others).toEqual([]);
    expect(bo.atlasHref).toMatch(/^\/atlas\/personas\//);
  });

  it('leaves out a node that appears nowhere else and has no page', () => {
    expect(here.has('c1' as NodeId)).toBe(false);
  });

  it('names at most ELSEWHERE_LIMIT other debates and counts them all', () => {
    const many = Array.from({ length: 30 }, (_, i) => debate(`2024/d${String(i).padStart(2, '0')}`, [persona('p1', 'Ada')], []));
    const merged = mergeDebates([...inputs, ...many]).atlas;
    const linker = atlasLinker(merged, planAtlasPages(merged), { debate: (s) => `/debates/${s}/`, persona: (k) => `/atlas/personas/${k}/`, claim: (k) => `/atlas/claims/${k}/` });
    const ada = nodesElsewhere(merged, linker, '2026/a' as DebateSlug, urls).get('p1' as NodeId)!;
    expect(ada.count).toBe(31);
    expect(ada.others).toHaveLength(ELSEWHERE_LIMIT);
    expect(new Set(ada.others.map((o) => o.slug)).size).toBe(ELSEWHERE_LIMIT);
    expect(ada.atlasHref).toMatch(/^\/atlas\/personas\//);
  });
});

describe('resolveCrossRef', () => {
  const debates = new Map(inputs.map((d) => [d.slug, { title: d.graph.topic, graph: d.graph }]));
  const url = (s: DebateSlug) => `/debates/${s}/`;

  it('links `<slug>:<id>` to the card in that debate', () => {
    expect(resolveCrossRef('2025/b:c9', debates, url)).toEqual({ slug: '2025/b', id: 'c9', href: '/debates/2025/b/#n-c9', label: 'x again', debateTitle: 'Topic of 2025/b' });
  });

  it('resolves nothing for an unknown debate or node', () => {
    expect(resolveCrossRef('2025/b:nope', debates, url)).toBeUndefined();
    expect(resolveCrossRef('2024/z:c9', debates, url)).toBeUndefined();
    expect(resolveCrossRef('c9', debates, url)).toBeUndefined();
  });
});
