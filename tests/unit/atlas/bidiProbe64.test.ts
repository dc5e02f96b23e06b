// Probe 2026-12-64 rows 6b and 13: a bidi override a log leaves open in a name or a title, on the map and in the graph's data.
import { describe, expect, it } from 'vitest';
import { buildAtlasData } from '../../../src/lib/atlas/atlasData.ts';
import { indexAtlasData, searchNodes } from '../../../src/lib/atlas/atlasView.ts';
import type { DebateSlug, NodeId } from '../../../src/lib/core/ids.ts';
import type { GraphNode } from '../../../src/lib/graph/types.ts';
import { layoutAtlas } from '../../../src/lib/layout/layoutAtlas.ts';
import { layoutGraph } from '../../../src/lib/layout/layoutGraph.ts';
import { mergeDebates } from '../../../src/lib/merge/mergeDebates.ts';
import { buildGraphScene } from '../../../src/lib/render/graphFigure.ts';

const noa: GraphNode = { id: 'p1' as NodeId, type: 'persona', label: 'Noa\u202e Rahimi', position: 'p', argument: 'a' };
const claim: GraphNode = { id: 'c1' as NodeId, type: 'claim', label: 'Night trams\u202b win', text: 'Night trams\u202b win' };
const graph = { topic: 't', meta: { tags: [] }, nodes: [noa, claim], edges: [{ source: 'p1', target: 'c1', type: 'supports' as const }] };
const merged = mergeDebates([{ slug: 'a' as DebateSlug, file: 'a.json', graph }]);
const data = buildAtlasData(merged.atlas, layoutAtlas(merged.atlas, new Map()), {
  debateTitle: () => 'Trams\u202e at night', debateUrl: (s) => `/debates/${s}/`, pageUrl: () => undefined,
});

describe('bidi controls a log leaves open', () => {
  it('are closed in the map\'s labels and titles, which its script sets beside its own words', () => {
    expect(data.nodes.label).toContain('Noa\u202e Rahimi\u202c');
    expect(data.nodes.label).toContain('Night trams\u202b win\u202c');
    expect(data.debates.title).toEqual(['Trams\u202e at night\u202c']);
  });
  it('are no part of what the map\'s search matches', () => {
    const index = indexAtlasData(data);
    expect(searchNodes(index, 'Noa Rahimi').map((i) => data.nodes.label[i])).toEqual(['Noa\u202e Rahimi\u202c']);
  });
  it('are closed in the graph\'s labels and names, which its script draws again', () => {
    const scene = buildGraphScene(graph, layoutGraph(graph, 'a' as never));
    const persona = scene.nodes.find((n) => n.id === 'p1')!;
    expect(persona.text).toBe('Noa\u202e Rahimi\u202c');
    expect(persona.name).toContain('Rahimi\u202c');
  });
});
