// The merge's sets become atlas nodes: each set named by its smallest member, its fields
// taken from that canonical member, every member's own fields kept in `perDebate`.
import { compareText } from '../core/diagnostics.ts';
import type { AtlasNodeId, DebateSlug, NodeId } from '../core/ids.ts';
import type { AtlasNode, NodeRecord, PerDebateEntry } from './types.ts';
import type { UnionFind } from './unionFind.ts';

export interface FinalSets {
  /** Set roots in atlas order. */
  roots: number[];
  membersOfRoot: Map<number, number[]>;
  canonicalOfRoot: Int32Array;
  /** A root's position in `roots`, which is its atlas node's index. */
  rankOfRoot: Int32Array;
}

/**
 * Walking nodes in id order makes each set's first member its canonical one, its members
 * come out sorted, and the atlas nodes come out sorted.
 */
export function finalSets(records: readonly NodeRecord[], sets: UnionFind): FinalSets {
  const n = records.length;
  const idOf = records.map((r) => r.atlasId);
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => compareText(idOf[a]!, idOf[b]!));
  const canonicalOfRoot = new Int32Array(n).fill(-1);
  const rankOfRoot = new Int32Array(n).fill(-1);
  const membersOfRoot = new Map<number, number[]>();
  const roots: number[] = [];
  for (const i of order) {
    const root = sets.find(i);
    if (canonicalOfRoot[root]! === -1) {
      canonicalOfRoot[root] = i;
      rankOfRoot[root] = roots.length;
      roots.push(root);
      membersOfRoot.set(root, [i]);
    } else membersOfRoot.get(root)!.push(i);
  }
  return { roots, membersOfRoot, canonicalOfRoot, rankOfRoot };
}

/** A debate's node id as the atlas id of its set, or undefined when there is none. */
export type LocalRef = (slug: DebateSlug, id: NodeId | undefined) => AtlasNodeId | undefined;

export function atlasNodesOf(records: readonly NodeRecord[], final: FinalSets, localRef: LocalRef): { nodes: AtlasNode[]; mergedNodes: number } {
  const nodes: AtlasNode[] = [];
  let mergedNodes = 0;
  for (const root of final.roots) {
    const members = final.membersOfRoot.get(root)!;
    if (members.length > 1) mergedNodes++;
    nodes.push(atlasNodeOf(records, members, records[final.canonicalOfRoot[root]!]!, localRef));
  }
  return { nodes, mergedNodes };
}

// Optional fields are assigned one by one in a fixed order (cheaper than spreads, and the
// JSON key order stays the same for every run).
function atlasNodeOf(records: readonly NodeRecord[], members: readonly number[], canonical: NodeRecord, localRef: LocalRef): AtlasNode {
  const c = canonical.node;
  const perDebate: PerDebateEntry[] = members.map((i) => {
    const rec = records[i]!;
    const entry: PerDebateEntry = { debate: rec.slug, id: rec.node.id, type: rec.node.type, label: rec.node.label };
    if (rec.node.position !== undefined) entry.position = rec.node.position;
    if (rec.node.text !== undefined) entry.text = rec.node.text;
    const by = rec.node.type === 'steelman' ? localRef(rec.slug, rec.node.by) : undefined;
    if (by !== undefined) entry.by = by;
    return entry;
  });
  if (perDebate.length > 1) perDebate.sort((a, b) => compareText(a.debate, b.debate) || compareText(a.id, b.id));
  const usedIn = perDebate.length === 1 ? [canonical.slug] : [...new Set(perDebate.map((p) => p.debate))]; // already in debate order
  const node: AtlasNode = {
    id: canonical.atlasId,
    type: c.type,
    label: c.type === 'persona' || c.type === 'domain' ? commonSpelling(perDebate, c.label) : c.label,
    members: members.map((i) => records[i]!.atlasId),
    used_in: usedIn,
    contested: members.some((i) => records[i]!.node.contested === true),
    perDebate,
  };
  if (c.text !== undefined) node.text = c.text;
  if (c.position !== undefined) node.position = c.position;
  if (c.argument !== undefined) node.argument = c.argument;
  if (c.anchor !== undefined) node.anchor = c.anchor;
  const domain = localRef(canonical.slug, c.domain);
  if (domain !== undefined) node.domain = domain;
  const steelmanOf = localRef(canonical.slug, c.steelman_of);
  if (steelmanOf !== undefined) node.steelman_of = steelmanOf;
  const by = localRef(canonical.slug, c.by);
  if (by !== undefined) node.by = by;
  if (c.non_conclusion === true) node.non_conclusion = true;
  if (c.attributes !== undefined) node.attributes = c.attributes;
  return node;
}

/**
 * A persona's or a domain's name as most of its debates write it ("Ledger Owner" in three,
 * "LEDGER OWNER" in one); on a tie, a spelling not in capitals alone, then the canonical
 * member's, then the first in debate order (review 05m F9).
 */
function commonSpelling(perDebate: readonly PerDebateEntry[], canonical: string): string {
  if (perDebate.length < 2) return canonical;
  const counts = new Map<string, number>();
  for (const entry of perDebate) counts.set(entry.label, (counts.get(entry.label) ?? 0) + 1);
  const capitalsOnly = (label: string) => label !== label.toLowerCase() && label === label.toUpperCase();
  const rank = (label: string): number[] => [counts.get(label) ?? 0, capitalsOnly(label) ? 0 : 1, label === canonical ? 1 : 0];
  let best = canonical;
  for (const label of counts.keys()) {
    const [a, b] = [rank(label), rank(best)];
    const order = a.findIndex((value, i) => value !== b[i]);
    if (order !== -1 && a[order]! > b[order]!) best = label;
  }
  return best;
}
