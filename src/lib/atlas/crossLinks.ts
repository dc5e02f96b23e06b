// From one debate's page into the rest of the archive: where else each of its nodes
// appears (other debates, its atlas page), and what a `<slug>:<id>` reference to another
// debate points at. Pure; the site passes its URLs in.
import { groupedBy } from '../core/arrays.ts';
import { nodeAnchor, parseCrossReference, type DebateSlug, type NodeId } from '../core/ids.ts';
import type { AtlasGraph } from '../merge/mergeDebates.ts';
import type { AtlasNode, PerDebateEntry } from '../merge/types.ts';
import type { AtlasLinker } from './atlasPages.ts';

export interface DebateLink { slug: DebateSlug; title: string; href: string }

export interface NodeElsewhere {
  /** The node's atlas page (a persona or a shared claim), when it has one. */
  atlasHref?: string;
  /** The first of the other debates it appears in (at most ELSEWHERE_LIMIT), each linking to its card there. */
  others: DebateLink[];
  /** How many other debates it appears in, listed or not. */
  count: number;
}

/**
 * Debates a card names by title; the rest are counted and left to the node's atlas page.
 * A node shared by k debates would otherwise put k titles on each of k pages: k² links,
 * a quadratic archive (a claim aliased by 2,000 debates: 4 million links).
 */
export const ELSEWHERE_LIMIT = 8;

export interface CrossLinkUrls {
  debate: (slug: DebateSlug) => string;
  title: (slug: DebateSlug) => string;
}

/** A node of the atlas with its members grouped by debate, in the order the node lists them. */
interface NodeByDebate { node: AtlasNode; members: Map<DebateSlug, PerDebateEntry[]> }

// Each page asks for its own debate's nodes: indexed once per atlas, each node's members
// grouped once, so a build of n debates does O(atlas) work here, not O(n × atlas), and a
// node shared by k debates costs O(k), not O(k²).
const byDebate = new WeakMap<AtlasGraph, Map<DebateSlug, NodeByDebate[]>>();

function nodesOfDebate(atlas: AtlasGraph): Map<DebateSlug, NodeByDebate[]> {
  let index = byDebate.get(atlas);
  if (index === undefined) {
    index = new Map();
    for (const node of atlas.nodes) {
      const grouped: NodeByDebate = { node, members: groupedBy(node.perDebate, (p) => p.debate) };
      for (const debate of grouped.members.keys()) {
        const list = index.get(debate);
        if (list) list.push(grouped);
        else index.set(debate, [grouped]);
      }
    }
    byDebate.set(atlas, index);
  }
  return index;
}

/** For every node of `slug` that appears elsewhere or has an atlas page. */
export function nodesElsewhere(atlas: AtlasGraph, link: AtlasLinker, slug: DebateSlug, urls: CrossLinkUrls): Map<NodeId, NodeElsewhere> {
  const result = new Map<NodeId, NodeElsewhere>();
  for (const { node, members } of nodesOfDebate(atlas).get(slug) ?? []) {
    const others: DebateLink[] = [];
    for (const [debate, there] of members) {
      if (others.length === ELSEWHERE_LIMIT) break;
      if (debate !== slug) others.push({ slug: debate, title: urls.title(debate), href: link.inDebate(there[0]!) });
    }
    const count = members.size - 1;
    const atlasHref = link.page(node.id);
    if (count === 0 && atlasHref === undefined) continue;
    for (const m of members.get(slug)!) result.set(m.id, { ...(atlasHref !== undefined ? { atlasHref } : {}), others, count });
  }
  return result;
}

export interface CrossRef { slug: DebateSlug; id: NodeId; href: string; label: string; debateTitle: string }

/** A `<slug>:<id>` endpoint (parsed as the merge parses it), when that debate has that node. */
export function resolveCrossRef(
  ref: string,
  debates: ReadonlyMap<DebateSlug, { title: string; graph: { nodes: ReadonlyArray<{ id: NodeId; label: string }> } }>,
  debateUrl: (slug: DebateSlug) => string,
): CrossRef | undefined {
  const parsed = parseCrossReference(ref);
  const debate = parsed ? debates.get(parsed.slug) : undefined;
  const node = debate?.graph.nodes.find((n) => n.id === parsed!.id);
  if (!parsed || !debate || !node) return undefined;
  return { slug: parsed.slug, id: node.id, href: `${debateUrl(parsed.slug)}#${nodeAnchor(node.id)}`, label: node.label, debateTitle: debate.title };
}
