// The Obsidian-style card of every node: what it says, who stands where, and what
// links to it. concepts.md and the debate page both render these.
import { nodeAnchor, type NodeAnchor, type NodeId } from '../core/ids.ts';
import { conceptNames } from '../graph/conceptNames.ts';
import { CROSS_DEBATE_RELATIONS, type DebateGraph, type GraphEdge, type GraphNode } from '../graph/types.ts';
import { wikilinkTargets } from '../graph/wikilinks.ts';

export interface CardLink {
  id: NodeId;
  /** The relation's own text, if the log gave one. */
  note?: string;
  derived?: boolean;
}

export interface ConceptCard {
  node: GraphNode;
  name: string;
  anchor: NodeAnchor;
  supports: CardLink[];
  opposes: CardLink[];
  supporters: CardLink[];
  opponents: CardLink[];
  refines: CardLink[];
  refinedBy: CardLink[];
  illustrates: CardLink[];
  illustratedBy: CardLink[];
  steelmen: CardLink[];
  related: CardLink[];
  domains: NodeId[];
  /** A domain's members: the nodes that belong to it, in graph order. */
  members: NodeId[];
  /** Every node with a relation or a [[wikilink]] pointing here, in graph order. */
  backlinks: NodeId[];
}

export interface ConceptIndex {
  cards: ConceptCard[];
  byId: Map<NodeId, ConceptCard>;
  /** Resolves a [[wikilink]] by card name, id or label, ignoring case. */
  resolve(name: string): NodeId | undefined;
}

export function buildConceptIndex(graph: DebateGraph): ConceptIndex {
  const names = conceptNames(graph);
  const byId = new Map<NodeId, ConceptCard>();
  for (const node of graph.nodes) {
    byId.set(node.id, {
      node, name: names.get(node.id)!, anchor: nodeAnchor(node.id),
      supports: [], opposes: [], supporters: [], opponents: [], refines: [], refinedBy: [],
      illustrates: [], illustratedBy: [], steelmen: [], related: [], domains: [], members: [], backlinks: [],
    });
  }
  const byName = new Map<string, NodeId>();
  for (const node of graph.nodes) {
    for (const key of [names.get(node.id)!, node.id, node.label]) {
      const folded = key.trim().toLowerCase();
      if (folded && !byName.has(folded)) byName.set(folded, node.id);
    }
  }
  const resolve = (name: string) => byName.get(name.trim().toLowerCase());

  const link = (e: GraphEdge, other: string): CardLink => ({
    id: other as NodeId, ...(e.text ? { note: e.text } : {}), ...(e.derived ? { derived: true } : {}),
  });
  const backlinkSets = new Map<NodeId, Set<string>>();
  const addBacklink = (to: string, from: string) => {
    if (to === from || !byId.has(to as NodeId) || !byId.has(from as NodeId)) return;
    const set = backlinkSets.get(to as NodeId) ?? new Set<string>();
    set.add(from);
    backlinkSets.set(to as NodeId, set);
  };

  for (const e of graph.edges) {
    const source = byId.get(e.source as NodeId), target = byId.get(e.target as NodeId);
    if (e.type !== 'belongs_to') addBacklink(e.target, e.source);
    if (!source || !target) {
      // A `<slug>:<id>` endpoint in another debate: listed with the local end's relations.
      if (source && CROSS_DEBATE_RELATIONS.has(e.type)) source.related.push(link(e, e.target));
      else if (target && CROSS_DEBATE_RELATIONS.has(e.type)) target.related.push(link(e, e.source));
      continue;
    }
    switch (e.type) {
      case 'supports': source.supports.push(link(e, e.target)); target.supporters.push(link(e, e.source)); break;
      case 'opposes': source.opposes.push(link(e, e.target)); target.opponents.push(link(e, e.source)); break;
      case 'refines': source.refines.push(link(e, e.target)); target.refinedBy.push(link(e, e.source)); break;
      case 'illustrates': source.illustrates.push(link(e, e.target)); target.illustratedBy.push(link(e, e.source)); break;
      case 'steelmanned_by': target.steelmen.push(link(e, e.source)); break;
      case 'belongs_to': source.domains.push(e.target as NodeId); target.members.push(e.source as NodeId); break;
      case 'related': case 'contested_by': case 'alias_of': case 'used_in':
        source.related.push(link(e, e.target)); break;
    }
  }
  for (const node of graph.nodes) {
    for (const text of [node.text, node.position, node.argument]) {
      for (const name of text ? wikilinkTargets(text) : []) {
        const target = resolve(name);
        if (target !== undefined) addBacklink(target, node.id);
      }
    }
  }
  const order = new Map(graph.nodes.map((n, i) => [n.id as string, i]));
  for (const [id, set] of backlinkSets) {
    byId.get(id)!.backlinks = [...set].sort((a, b) => order.get(a)! - order.get(b)!) as NodeId[];
  }
  return { cards: [...byId.values()], byId, resolve };
}
