// The merge stage (spec §5): every debate's graph joined into one atlas. Pure and
// framework-free; the output depends only on the set of inputs, never on their order.
//
// Rules decided here (documented for the site and the CLI):
// - Atlas ids are `<slug>:<id>`. A set of joined nodes is named by its smallest member
//   in UTF-16 code-unit order (compareText), so the same inputs always give the same id
//   whatever order they arrive in, and an older `2025/…` debate usually names the set.
// - Joins come from alias_of edges, the aliases file, and personas / domains whose
//   names are equal after NFKC + case folding + whitespace collapsing. Same-name joins
//   include two nodes of one debate: joining is transitive, so "across debates only"
//   could not be kept anyway once a third debate names both.
// - Types must match to join, except that `claim` and `steelman` are one family (a
//   steelman is a claim rewritten). A join across families is an error and is not made;
//   because every set holds one family only, which joins are refused does not depend
//   on the order joins are tried in.
// - The merged node takes type, label and fields from its canonical member; every
//   member's own label / position / text stays in `perDebate`.
// - An endpoint is first a node id of its own debate, and only otherwise a
//   `<slug>:<id>` reference (as the log parser reads it), so a local id containing ":"
//   keeps working.
// - alias_of edges are consumed (they become the report's reasons). An edge whose two
//   ends were merged into one node is dropped (a node cannot refine or relate to
//   itself); self-loops already present in a debate are kept. Identical edges
//   (source, target, type, debate) are kept once, preferring the one the log wrote
//   (not derived), then one with text, then the smaller text.
// - An alias to a missing debate or node is an error; a cross-debate `related` edge to
//   a missing debate or node is a warning and the edge is dropped (the other debate may
//   simply not be published yet). So is any other relation pointing into another
//   debate. Edge diagnostics carry no line: a graph has no positions, and an edge's index
//   would change with input order; the message quotes the relation instead.
import { compareText, type Diagnostic } from '../core/diagnostics.ts';
import { atlasNodeId, parseCrossReference, type AtlasNodeId, type DebateSlug, type NodeId } from '../core/ids.ts';
import { countBy } from '../lint/graphStats.ts';
import { CROSS_DEBATE_RELATIONS, type RelationType } from '../graph/types.ts';
import { formatJsonPath } from '../parse/jsonDocument.ts';
import { NAME_JOINED_TYPES, isPlaceholderName, normaliseName, typeFamily } from './names.ts';
import { suggestNearNames } from './nearNames.ts';
import { sortProblems } from './problems.ts';
import { describeMissing, missingCode, type Resolution } from './references.ts';
import { reportMerges, type PendingReason } from './report.ts';
import type { AliasFile, AtlasEdge, AtlasNode, MergeInput, MergeResult, NodeRecord, PerDebateEntry } from './types.ts';
import { UnionFind } from './unionFind.ts';

export type * from './types.ts';
export { parseAliasFile } from './aliasFile.ts';
export { boundedEditDistance } from './nearNames.ts';
export { isPlaceholderName, normaliseName, typeFamily } from './names.ts';

const quote = (text: string): string => JSON.stringify(text);

/** `aliases`: content/aliases.json, or several such files (`merge` over several folders). */
export function mergeDebates(inputs: readonly MergeInput[], aliases?: AliasFile | readonly AliasFile[]): MergeResult {
  const aliasFiles: readonly AliasFile[] = aliases === undefined ? [] : 'groups' in aliases ? [aliases] : aliases;
  const problems: Diagnostic[] = []; // alias problems: they go in the report too
  const other: Diagnostic[] = [];

  // Inputs in slug order; a slug given twice keeps the input with the smaller file name.
  const sortedInputs = [...inputs].sort(
    (a, b) => compareText(a.slug, b.slug) || compareText(a.file, b.file) || compareText(JSON.stringify(a.graph), JSON.stringify(b.graph)),
  );
  const debates: MergeInput[] = [];
  for (const input of sortedInputs) {
    const previous = debates[debates.length - 1];
    if (previous !== undefined && previous.slug === input.slug) {
      other.push({
        severity: 'error', code: 'duplicate-debate', file: input.file,
        message: `debate ${quote(input.slug)} is already given by ${quote(previous.file)}; this file was left out of the atlas`,
      });
      continue;
    }
    debates.push(input);
  }

  // 1. Every node gets an index; within a debate a repeated id keeps one node by content.
  // Lookups go slug → id → index on the strings as given (no concatenation per lookup).
  const records: NodeRecord[] = [];
  const localIndex = new Map<string, Map<string, number>>();
  let inputNodes = 0;
  let inputEdges = 0;
  for (const input of debates) {
    inputNodes += input.graph.nodes.length;
    inputEdges += input.graph.edges.length;
    const indexOf = new Map<string, number>();
    localIndex.set(input.slug, indexOf);
    for (const node of input.graph.nodes) {
      const seen = indexOf.get(node.id);
      const atlasId = atlasNodeId(input.slug, node.id);
      if (seen !== undefined) {
        const kept = records[seen]!;
        if (compareText(JSON.stringify(node), JSON.stringify(kept.node)) < 0) {
          records[seen] = { atlasId, slug: input.slug, node, family: typeFamily(node.type) };
        }
        other.push({
          severity: 'error', code: 'duplicate-id', file: input.file,
          message: `node id ${quote(node.id)} occurs more than once; only one of those nodes is in the atlas`,
        });
        continue;
      }
      indexOf.set(node.id, records.length);
      records.push({ atlasId, slug: input.slug, node, family: typeFamily(node.type) });
    }
  }
  const n = records.length;

  const resolveAbsolute = (slug: DebateSlug, id: NodeId): Resolution => {
    const debate = localIndex.get(slug);
    if (debate === undefined) return { kind: 'no-debate', slug };
    const index = debate.get(id);
    return index === undefined ? { kind: 'no-node', slug, id } : { kind: 'found', index };
  };
  // An edge endpoint: a node id of the edge's own debate first, else `<slug>:<id>`.
  const resolve = (slug: DebateSlug, ref: string): Resolution => {
    const local = localIndex.get(slug)?.get(ref);
    if (local !== undefined) return { kind: 'found', index: local };
    const cross = parseCrossReference(ref);
    return cross === null ? { kind: 'not-local' } : resolveAbsolute(cross.slug, cross.id);
  };
  /** The hot path for edges: the index, or -1 (then `resolve` explains why). */
  const lookup = (indexOf: ReadonlyMap<string, number>, ref: string): number => {
    const local = indexOf.get(ref);
    if (local !== undefined) return local;
    const cross = parseCrossReference(ref);
    return cross === null ? -1 : (localIndex.get(cross.slug)?.get(cross.id) ?? -1);
  };

  // 2. Union-find. Every set holds one type family.
  const sets = new UnionFind(n);
  const find = (x: number): number => sets.find(x);
  const union = (a: number, b: number): void => sets.union(a, b);
  const reasons: PendingReason[] = [];
  const kindConflict = (a: number, b: number): string | null => {
    const ra = records[a]!, rb = records[b]!;
    if (ra.family === rb.family) return null;
    return `${quote(ra.atlasId)} is a ${ra.node.type} and ${quote(rb.atlasId)} is a ${rb.node.type}; only nodes of one type (claim and steelman count as one) can be aliases, so they were not merged`;
  };

  // 3. alias_of edges inside the graphs.
  for (const input of debates) {
    for (const edge of input.graph.edges) {
      if (edge.type !== 'alias_of') continue;
      const what = `alias_of ${quote(edge.source)} → ${quote(edge.target)}`;
      const ends: number[] = [];
      for (const ref of [edge.source, edge.target]) {
        const r = resolve(input.slug, ref);
        if (r.kind === 'found') ends.push(r.index);
        else problems.push({ severity: 'error', code: missingCode(r), file: input.file, message: `${what}: ${describeMissing(ref, r)}` });
      }
      const [from, to] = ends;
      if (from === undefined || to === undefined || ends.length !== 2) continue;
      const conflict = kindConflict(from, to);
      if (conflict !== null) {
        problems.push({ severity: 'error', code: 'alias-kind-conflict', file: input.file, message: `${what}: ${conflict}` });
        continue;
      }
      if (from === to) continue; // an alias of itself says nothing
      union(from, to);
      reasons.push({ kind: 'alias', from, to, file: input.file });
    }
  }

  // 4. The aliases file: each group joins its members; a member of another type family
  // than the group's first member is an error and joins only members of its own family.
  for (const aliases of aliasFiles) {
    aliases.groups.forEach((group, g) => {
      const anchorOfFamily = new Map<string, number>();
      let first: number | undefined;
      group.forEach((ref, m) => {
        const path = formatJsonPath(['groups', g, m]);
        const cross = parseCrossReference(ref);
        if (cross === null) {
          problems.push({ severity: 'error', code: 'alias-bad-reference', file: aliases.file, path, message: `${quote(ref)} is not a "<slug>:<id>" reference` });
          return;
        }
        // An aliases-file reference is always absolute, never a local id.
        const r = resolveAbsolute(cross.slug, cross.id);
        if (r.kind !== 'found') {
          problems.push({ severity: 'error', code: missingCode(r), file: aliases.file, path, message: describeMissing(ref, r) });
          return;
        }
        const index = r.index;
        if (first === undefined) first = index;
        else {
          const conflict = kindConflict(first, index);
          if (conflict !== null) problems.push({ severity: 'error', code: 'alias-kind-conflict', file: aliases.file, path, message: conflict });
        }
        const family = records[index]!.family;
        const anchor = anchorOfFamily.get(family);
        if (anchor === undefined) anchorOfFamily.set(family, index);
        else if (anchor !== index) {
          union(index, anchor);
          reasons.push({ kind: 'aliases-file', from: index, to: anchor, file: aliases.file });
        }
      });
    });
  }

  // 5. Personas and domains with equal normalised names; each name's group is joined to
  // its smallest member so the reasons are a deterministic star.
  const byName = new Map<string, Map<string, number[]>>();
  for (let i = 0; i < n; i++) {
    const rec = records[i]!;
    if (!NAME_JOINED_TYPES.has(rec.node.type)) continue;
    const name = normaliseName(rec.node.label);
    if (name === '' || isPlaceholderName(name)) continue;
    let names = byName.get(rec.node.type);
    if (names === undefined) byName.set(rec.node.type, (names = new Map()));
    const list = names.get(name);
    if (list === undefined) names.set(name, [i]);
    else list.push(i);
  }
  for (const names of byName.values()) {
    for (const list of names.values()) {
      if (list.length < 2) continue;
      let smallest = list[0]!;
      for (const i of list) if (compareText(records[i]!.atlasId, records[smallest]!.atlasId) < 0) smallest = i;
      for (const i of list) {
        if (i === smallest) continue;
        union(i, smallest);
        reasons.push({ kind: 'same-name', from: i, to: smallest });
      }
    }
  }

  // 6. Sets → atlas nodes. Walking nodes in id order makes each set's first member its
  // canonical one, its members come out sorted, and the atlas nodes come out sorted.
  const idOf = records.map((r) => r.atlasId);
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => compareText(idOf[a]!, idOf[b]!));
  const canonicalOfRoot = new Int32Array(n).fill(-1);
  const rankOfRoot = new Int32Array(n).fill(-1);
  const membersOfRoot = new Map<number, number[]>();
  const roots: number[] = [];
  for (const i of order) {
    const root = find(i);
    if (canonicalOfRoot[root]! === -1) {
      canonicalOfRoot[root] = i;
      rankOfRoot[root] = roots.length;
      roots.push(root);
      membersOfRoot.set(root, [i]);
    } else membersOfRoot.get(root)!.push(i);
  }
  const canonicalId = (index: number): AtlasNodeId => records[canonicalOfRoot[find(index)]!]!.atlasId;
  const localRef = (slug: DebateSlug, id: NodeId | undefined): AtlasNodeId | undefined => {
    if (id === undefined) return undefined;
    const index = localIndex.get(slug)?.get(id);
    return index === undefined ? undefined : canonicalId(index);
  };

  const nodes: AtlasNode[] = [];
  let mergedNodes = 0;
  for (const root of roots) {
    const members = membersOfRoot.get(root)!;
    const canonical = records[canonicalOfRoot[root]!]!;
    const c = canonical.node;
    if (members.length > 1) mergedNodes++;
    // Optional fields are assigned one by one in a fixed order (cheaper than spreads,
    // and the JSON key order stays the same for every run).
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
      label: c.label,
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
    nodes.push(node);
  }

  // Only on the slow path: say why an edge cannot be placed in the atlas.
  const edgeProblem = (input: MergeInput, type: RelationType, source: string, target: string) => {
    const what = `${type} ${quote(source)} → ${quote(target)}`;
    for (const ref of [source, target]) {
      const r = resolve(input.slug, ref);
      if (r.kind !== 'found') {
        other.push({
          severity: 'warning', code: r.kind === 'no-debate' ? 'missing-debate' : 'missing-reference', file: input.file,
          message: `${what}: ${describeMissing(ref, r)}; the edge was left out`,
        });
      } else if (records[r.index]!.slug !== input.slug) {
        other.push({
          severity: 'warning', code: 'cross-debate-relation', file: input.file,
          message: `${what}: only ${[...CROSS_DEBATE_RELATIONS].join(' and ')} may point into another debate; the edge was left out`,
        });
      }
    }
  };

  // 7. Edges, rewritten to canonical ids, de-duplicated, sorted by ranks (= id order).
  // Duplicates can only occur within one debate, so the key is numeric and per debate.
  const typeRank = new Map<string, number>();
  // `next` chains the (rare) edges of other types between the same two nodes.
  interface RankedEdge { s: number; t: number; type: number; d: number; edge: AtlasEdge; next: RankedEdge | undefined }
  const ranked: RankedEdge[] = [];
  const inDebate = new Map<number, RankedEdge>();
  let selfLoopsDropped = 0;
  let duplicateEdgesDropped = 0;
  debates.forEach((input, d) => {
    inDebate.clear();
    const indexOf = localIndex.get(input.slug)!;
    for (const edge of input.graph.edges) {
      if (edge.type === 'alias_of') continue;
      const from = lookup(indexOf, edge.source);
      const to = lookup(indexOf, edge.target);
      if (from < 0 || to < 0 || (!CROSS_DEBATE_RELATIONS.has(edge.type) && (records[from]!.slug !== input.slug || records[to]!.slug !== input.slug))) {
        edgeProblem(input, edge.type, edge.source, edge.target);
        continue;
      }
      const rs = find(from), rt = find(to);
      if (rs === rt && from !== to) {
        selfLoopsDropped++;
        continue;
      }
      const s = rankOfRoot[rs]!, t = rankOfRoot[rt]!;
      let type = typeRank.get(edge.type);
      if (type === undefined) typeRank.set(edge.type, (type = typeRank.size));
      const source = nodes[s]!.id, target = nodes[t]!.id, debate = input.slug, text = edge.text;
      // Four fixed shapes (no spreads): fast to build, and one key order in the JSON.
      const atlasEdge: AtlasEdge =
        text !== undefined
          ? edge.derived === true ? { source, target, type: edge.type, text, derived: true, debate } : { source, target, type: edge.type, text, debate }
          : edge.derived === true ? { source, target, type: edge.type, derived: true, debate } : { source, target, type: edge.type, debate };
      const key = s * n + t; // < 2^53 for any atlas that fits in memory
      const first = inDebate.get(key);
      let existing = first;
      while (existing !== undefined && existing.type !== type) existing = existing.next;
      if (existing === undefined) {
        const entry: RankedEdge = { s, t, type, d, edge: atlasEdge, next: first };
        inDebate.set(key, entry);
        ranked.push(entry);
      } else {
        duplicateEdgesDropped++;
        if (preferEdge(atlasEdge, existing.edge)) existing.edge = atlasEdge;
      }
    }
  });
  // Types are ranked in first-seen order above; sort by their names instead.
  const typeOrder = new Int32Array(typeRank.size);
  [...typeRank.entries()].sort((a, b) => compareText(a[0], b[0])).forEach(([, rank], position) => (typeOrder[rank] = position));
  ranked.sort((a, b) => a.s - b.s || a.t - b.t || typeOrder[a.type]! - typeOrder[b.type]! || a.d - b.d);
  const edges = ranked.map((r) => r.edge);

  // 8. Report: merges with their reasons, then near-name suggestions.
  const merges = reportMerges({ records, reasons, roots, membersOfRoot, canonicalOfRoot, find });
  const { suggestions, search } = suggestNearNames(records, byName, find, canonicalId);

  const debateList = debates.map((d) => d.slug); // sorted above
  const sortedProblems = sortProblems(problems);
  return {
    atlas: {
      nodes,
      edges,
      debates: debateList,
      stats: {
        nodes: nodes.length,
        edges: edges.length,
        nodesByType: countBy(nodes.map((x) => x.type)),
        edgesByType: countBy(edges.map((x) => x.type)),
        inputNodes,
        inputEdges,
        mergedNodes,
        selfLoopsDropped,
        duplicateEdgesDropped,
      },
    },
    report: { merges, suggestions, problems: sortedProblems, suggestionSearch: search },
    diagnostics: sortProblems([...problems, ...other]),
  };
}

/** The copy of a repeated edge to keep: written by the log over derived, then with text, then smaller text. */
function preferEdge(candidate: AtlasEdge, kept: AtlasEdge): boolean {
  const derived = (e: AtlasEdge) => (e.derived === true ? 1 : 0);
  if (derived(candidate) !== derived(kept)) return derived(candidate) < derived(kept);
  if ((candidate.text === undefined) !== (kept.text === undefined)) return candidate.text !== undefined;
  return compareText(candidate.text ?? '', kept.text ?? '') < 0;
}
