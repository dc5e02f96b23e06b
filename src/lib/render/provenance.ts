// A6 on the page: a node read from a prose format links to the place it came from (the
// places its plugin's `sourcePlaces` hook names: a turn, a minutes round), and that place
// links back to its nodes.
import { compareText } from '../core/diagnostics.ts';
import { nodeAnchor, type NodeAnchor, type NodeId } from '../core/ids.ts';
import type { SourcePlace } from '../formats/hookTypes.ts';
import { pluginOf, type FormatDocument } from '../formats/registry.ts';
import type { DebateGraph } from '../graph/types.ts';

export type NodeSource = (SourcePlace & { sourceLine: number }) | { anchor?: undefined; sourceLine: number };

export interface ProvenanceIndex {
  /**
   * Where each node with a `source` came from: the place holding its line, or only the
   * line (`anchor` undefined) when no place on the page holds it (a minutes section that
   * is not one of the rounds R0–R7).
   */
  ofNode: ReadonlyMap<NodeId, NodeSource>;
  /** The nodes each place produced, in graph order. */
  nodesAt: ReadonlyMap<string, Array<{ id: NodeId; anchor: NodeAnchor; label: string; line: number }>>;
}

export function buildProvenance(graph: DebateGraph, document: FormatDocument): ProvenanceIndex {
  const places = (pluginOf(document.format)?.sourcePlaces?.(document) ?? []).sort((a, b) => a.line - b.line || compareText(a.anchor, b.anchor));
  const ofNode = new Map<NodeId, NodeSource>();
  const nodesAt = new Map<string, Array<{ id: NodeId; anchor: NodeAnchor; label: string; line: number }>>();
  for (const node of graph.nodes) {
    const line = node.source?.line;
    if (line === undefined) continue;
    // The last place that starts at or before the line (binary search).
    let lo = 0, hi = places.length - 1, found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (places[mid]!.line <= line) { found = mid; lo = mid + 1; } else hi = mid - 1;
    }
    const place = found === -1 ? undefined : places[found]!;
    if (place === undefined || (place.end !== undefined && line > place.end)) {
      ofNode.set(node.id, { sourceLine: line });
      continue;
    }
    ofNode.set(node.id, { ...place, sourceLine: line });
    const list = nodesAt.get(place.anchor) ?? [];
    list.push({ id: node.id, anchor: nodeAnchor(node.id), label: node.label, line });
    nodesAt.set(place.anchor, list);
  }
  return { ofNode, nodesAt };
}
