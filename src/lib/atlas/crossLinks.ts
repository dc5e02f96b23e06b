// From one debate's page into the rest of the archive: where else each of its nodes
// appears (other debates, its atlas page), and what a `<slug>:<id>` reference to another
// debate points at. Pure; the site passes its URLs in.
import { nodeAnchor, parseCrossReference, type DebateSlug, type NodeId } from '../core/ids.ts';
import type { AtlasGraph } from '../merge/mergeDebates.ts';
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

/** For every node of `slug` that appears elsewhere or has an atlas page. */
// Each page asks for its own debate's nodes: indexed once per atlas, so a build of n
// debates does O(atlas) work here, not O(n × atlas).
const byDebate = new WeakMap<AtlasGraph, Map<DebateSlug, AtlasGraph['nodes']>>();

function nodesOfDebate(atlas: AtlasGraph): Map<DebateSlug, AtlasGraph['nodes']> {
  let index = byDebate.get(atlas);
  if (index === undefined) {
    index = new Map();
    for (const node of atlas.nodes) {
      for (const debate of new Set(node.perDebate.map((p) => p.debate))) {
        const list = index.get(debate);
        if (list) list.push(node);
        else index.set(debate, [node]);
      }
    }
    byDebate.set(atlas, index);
  }
  return index;
}

export function nodesElsewhere(atlas: AtlasGraph, link: AtlasLinker, slug: DebateSlug, urls: CrossLinkUrls): Map<NodeId, NodeElsewhere> {
  const result = new Map<NodeId, NodeElsewhere>();
  for (const node of nodesOfDebate(atlas).get(slug) ?? []) {
    const mine = node.perDebate.filter((p) => p.debate === slug);
    const seen = new Set<DebateSlug>([slug]);
    const others: DebateLink[] = [];
    for (const p of node.perDebate) {
      if (seen.has(p.debate)) continue;
      seen.add(p.debate);
      if (others.length < ELSEWHERE_LIMIT) others.push({ slug: p.debate, title: urls.title(p.debate), href: link.inDebate(p) });
    }
    const count = seen.size - 1;
    const atlasHref = link.page(node.id);
    if (count === 0 && atlasHref === undefined) continue;
    for (const m of mine) result.set(m.id, { ...(atlasHref !== undefined ? { atlasHref } : {}), others, count });
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
