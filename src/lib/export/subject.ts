// What the interchange exporters (AIF, GraphML, GEXF, the Obsidian vault) read: one
// graph plus the debates each node comes from. A single debate and the merged atlas
// are both turned into this shape, so each exporter is written once.
import type { DebateSlug, NodeId } from '../core/ids.ts';
import type { DebateGraph, GraphNode } from '../graph/types.ts';
import type { AtlasGraphFields } from '../merge/mergeDebates.ts';

export interface ExportSubject {
  graph: DebateGraph;
  /** The debates a node comes from, sorted (one for a single debate). */
  debatesOf: (id: NodeId) => readonly DebateSlug[];
  /** Every debate of the subject with its title, in a stable order. */
  debates: ReadonlyArray<{ slug: DebateSlug; title: string }>;
}

export function debateSubject(graph: DebateGraph, slug: DebateSlug, title: string = graph.topic): ExportSubject {
  const only = [slug] as const;
  return { graph, debatesOf: () => only, debates: [{ slug, title }] };
}

/**
 * The merged atlas as one graph: node ids are atlas ids (`<slug>:<id>`), fields are
 * the canonical member's. `titleOf` names each debate (its page title).
 */
export function atlasSubject(atlas: AtlasGraphFields, topic: string, titleOf: (slug: DebateSlug) => string = (s) => s): ExportSubject {
  const usedIn = new Map<string, readonly DebateSlug[]>(atlas.nodes.map((n) => [n.id, n.used_in]));
  const nodes = atlas.nodes.map((n): GraphNode => {
    const node: GraphNode = { id: n.id as string as NodeId, type: n.type, label: n.label };
    if (n.text !== undefined) node.text = n.text;
    if (n.position !== undefined) node.position = n.position;
    if (n.argument !== undefined) node.argument = n.argument;
    if (n.anchor !== undefined) node.anchor = n.anchor;
    if (n.domain !== undefined) node.domain = n.domain as string as NodeId;
    if (n.steelman_of !== undefined) node.steelman_of = n.steelman_of as string as NodeId;
    if (n.by !== undefined) node.by = n.by as string as NodeId;
    if (n.contested) node.contested = true;
    if (n.non_conclusion) node.non_conclusion = true;
    if (n.attributes !== undefined) node.attributes = n.attributes;
    return node;
  });
  const edges = atlas.edges.map((e) => ({
    source: e.source as string, target: e.target as string, type: e.type,
    ...(e.text !== undefined ? { text: e.text } : {}),
    ...(e.derived ? { derived: true as const } : {}),
  }));
  return {
    graph: { topic, meta: { tags: [] }, nodes, edges },
    debatesOf: (id) => usedIn.get(id) ?? [],
    debates: atlas.debates.map((slug) => ({ slug, title: titleOf(slug) })),
  };
}
