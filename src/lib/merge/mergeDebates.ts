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
import { z } from 'zod';
import { compareText, type Diagnostic } from '../core/diagnostics.ts';
import { atlasNodeId, parseCrossReference, type AtlasNodeId, type DebateSlug, type NodeId } from '../core/ids.ts';
import type { Parsed } from '../core/result.ts';
import type { SourceText } from '../parse/source.ts';
import { formatJsonPath, parseJsonDocument, type JsonPath } from '../parse/jsonDocument.ts';
import { countBy } from '../lint/graphStats.ts';
import {
  CROSS_DEBATE_RELATIONS,
  type DebateGraph,
  type GraphNode,
  type JsonValue,
  type NodeType,
  type RelationType,
} from '../graph/types.ts';

// ---------------------------------------------------------------------------------
// Public types

export interface MergeInput {
  slug: DebateSlug;
  /** The file the graph came from, as diagnostics name it. */
  file: string;
  graph: DebateGraph;
}

/** content/aliases.json, parsed: each group lists `<slug>:<id>` references that are one node. */
export interface AliasFile {
  file: string;
  groups: string[][];
}

/** One original node behind an atlas node, with the fields that differ per debate. */
export interface PerDebateEntry {
  debate: DebateSlug;
  id: NodeId;
  type: NodeType;
  label: string;
  position?: string;
  text?: string;
  /** A steelman's author in that debate, as an atlas id. */
  by?: AtlasNodeId;
}

export interface AtlasNode {
  id: AtlasNodeId;
  type: NodeType;
  label: string;
  /** The original nodes this one stands for, sorted. */
  members: AtlasNodeId[];
  /** Debates the members come from, sorted, unique. */
  used_in: DebateSlug[];
  /** Any member contested in its debate. */
  contested: boolean;
  /** One entry per member, sorted by debate then id. */
  perDebate: PerDebateEntry[];
  // Fields of the canonical member; references rewritten to atlas ids.
  text?: string;
  position?: string;
  argument?: string;
  anchor?: string;
  domain?: AtlasNodeId;
  steelman_of?: AtlasNodeId;
  by?: AtlasNodeId;
  non_conclusion?: true;
  attributes?: { [key: string]: JsonValue };
}

export interface AtlasEdge {
  source: AtlasNodeId;
  target: AtlasNodeId;
  type: RelationType;
  text?: string;
  derived?: true;
  /** The debate whose log holds this relation. */
  debate: DebateSlug;
}

export interface AtlasStats {
  nodes: number;
  edges: number;
  nodesByType: Record<string, number>;
  edgesByType: Record<string, number>;
  /** Nodes and edges of all debates before merging (alias_of edges included). */
  inputNodes: number;
  inputEdges: number;
  /** Atlas nodes that stand for more than one original node. */
  mergedNodes: number;
  /** Edges dropped because merging made both ends one node. */
  selfLoopsDropped: number;
  /** Edges dropped as copies of another (same source, target, type and debate). */
  duplicateEdgesDropped: number;
}

export interface AtlasGraph {
  nodes: AtlasNode[];
  edges: AtlasEdge[];
  debates: DebateSlug[];
  stats: AtlasStats;
}

export type MergeReasonKind = 'alias' | 'aliases-file' | 'same-name';

export interface MergeReason {
  kind: MergeReasonKind;
  from: AtlasNodeId;
  to: AtlasNodeId;
  /** The log or aliases file that asked for the join (none for same-name joins). */
  file?: string;
}

export interface AliasMerge {
  canonical: AtlasNodeId;
  members: AtlasNodeId[];
  reasons: MergeReason[];
}

export interface NameSuggestion {
  a: AtlasNodeId;
  b: AtlasNodeId;
  labelA: string;
  labelB: string;
  why: string;
}

/** How much of the near-name search was done, so a capped search is visible. */
export interface SuggestionSearch {
  /** Distinct normalised persona and domain names looked at. */
  names: number;
  /** Name pairs actually compared. */
  comparisons: number;
  /** Candidate buckets skipped because more than `bucketCap` names shared the key. */
  skippedBuckets: number;
  bucketCap: number;
  /** True when `comparisonCap` was reached and the search stopped early. */
  capped: boolean;
  comparisonCap: number;
  /** Suggestions found beyond `suggestionCap` (the first ones in id order are kept). */
  suggestionsDropped: number;
  suggestionCap: number;
}

export interface AliasReport {
  merges: AliasMerge[];
  suggestions: NameSuggestion[];
  /** The alias problems (also in the merge's `diagnostics`). */
  problems: Diagnostic[];
  suggestionSearch: SuggestionSearch;
}

export interface MergeResult {
  atlas: AtlasGraph;
  report: AliasReport;
  /** Every problem of the merge, sorted; `report.problems` is the alias part of it. */
  diagnostics: Diagnostic[];
}

// ---------------------------------------------------------------------------------
// Names

/** NFKC, case folded, whitespace collapsed and trimmed: equal results are one persona/domain. */
export function normaliseName(name: string): string {
  return name.normalize('NFKC').toLowerCase().normalize('NFKC').replace(/\s+/gu, ' ').trim();
}

/** claim and steelman are one family; every other type only joins its own type. */
export const typeFamily = (type: string): string => (type === 'steelman' ? 'claim' : type);

const NAME_JOINED_TYPES: ReadonlySet<string> = new Set(['persona', 'domain']);

/**
 * Placeholder names ("Agent A" of an unnamed /debate side, "Participant 2") name a
 * seat, not a stance: two debates' "Agent A" are different people, so such names
 * never join nodes on their own (an explicit alias still can).
 */
export const isPlaceholderName = (normalised: string): boolean =>
  /^(agent|participant|persona|speaker|side|expert)[ _-]?[a-z0-9]{1,2}$/u.test(normalised);

// ---------------------------------------------------------------------------------
// The aliases file

// Shape decided here: an object `{ "$schema"?: string, "groups": [["<slug>:<id>", ...], ...] }`.
// A pair is just a group of two. An object (not a bare array) leaves room for later keys
// and keeps error paths (`groups[2][1]`) the same in the file and in merge diagnostics.
const aliasReference = z
  .string({ error: 'a reference must be a string "<slug>:<id>"' })
  .refine((ref) => parseCrossReference(ref) !== null, {
    message: 'expected "<slug>:<id>", e.g. "2026/ai-creativity:c1" (the slug as the archive shows it)',
  });

export const aliasFileSchema = z.strictObject({
  $schema: z.string().optional(),
  groups: z.array(
    z.array(aliasReference, { error: 'a group is a list of "<slug>:<id>" references' }).min(2, 'a group needs at least two references'),
    { error: '"groups" must be a list of groups' },
  ),
});

export function parseAliasFile(source: SourceText): Parsed<AliasFile> {
  const json = parseJsonDocument(source);
  if (!json.ok) return json;
  const doc = json.value;
  const result = aliasFileSchema.safeParse(doc.value);
  if (!result.success) {
    const at = (path: JsonPath, message: string): Diagnostic => ({
      severity: 'error', code: 'schema', file: source.file, path: formatJsonPath(path), message, ...doc.locate(path),
    });
    const diagnostics = result.error.issues.flatMap((issue): Diagnostic[] => {
      const path = issue.path.filter((s): s is string | number => typeof s !== 'symbol');
      // A misspelt key is located at the key itself, not at the enclosing object.
      if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => at([...path, key], `unknown key ${quote(key)}; expected "groups"`));
      return [at(path, issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : issue.message)];
    });
    return { ok: false, diagnostics: sortProblems(diagnostics) };
  }
  return { ok: true, value: { file: source.file, groups: result.data.groups }, diagnostics: [] };
}

// ---------------------------------------------------------------------------------
// The merge

interface NodeRecord {
  atlasId: AtlasNodeId;
  slug: DebateSlug;
  node: GraphNode;
  family: string;
}

interface PendingReason {
  kind: MergeReasonKind;
  from: number;
  to: number;
  file?: string;
}

type Resolution =
  | { kind: 'found'; index: number }
  | { kind: 'not-local' }
  | { kind: 'no-debate'; slug: DebateSlug }
  | { kind: 'no-node'; slug: DebateSlug; id: NodeId };

const quote = (text: string): string => JSON.stringify(text);

export function mergeDebates(inputs: readonly MergeInput[], aliases?: AliasFile): MergeResult {
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

  // 2. Union-find with path compression and union by size. Every set holds one type family.
  const parent = new Int32Array(n);
  const size = new Int32Array(n).fill(1);
  for (let i = 0; i < n; i++) parent[i] = i;
  const find = (x: number): number => {
    let root = x;
    while (parent[root]! !== root) root = parent[root]!;
    while (parent[x]! !== root) {
      const next = parent[x]!;
      parent[x] = root;
      x = next;
    }
    return root;
  };
  const union = (a: number, b: number): void => {
    let ra = find(a), rb = find(b);
    if (ra === rb) return;
    if (size[ra]! < size[rb]!) [ra, rb] = [rb, ra];
    parent[rb] = ra;
    size[ra] = size[ra]! + size[rb]!;
  };
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
  if (aliases !== undefined) {
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
  const reasonsOfRoot = new Map<number, PendingReason[]>();
  for (const reason of reasons) {
    const root = find(reason.from);
    const list = reasonsOfRoot.get(root);
    if (list === undefined) reasonsOfRoot.set(root, [reason]);
    else list.push(reason);
  }
  const merges: AliasMerge[] = [];
  for (const root of roots) {
    const members = membersOfRoot.get(root)!;
    if (members.length < 2) continue;
    const list: MergeReason[] = (reasonsOfRoot.get(root) ?? []).map((r) => ({
      kind: r.kind, from: records[r.from]!.atlasId, to: records[r.to]!.atlasId, ...(r.file !== undefined ? { file: r.file } : {}),
    }));
    list.sort((a, b) => compareText(a.kind, b.kind) || compareText(a.from, b.from) || compareText(a.to, b.to) || compareText(a.file ?? '', b.file ?? ''));
    const unique = list.filter((r, i) => {
      const prev = list[i - 1];
      return prev === undefined || prev.kind !== r.kind || prev.from !== r.from || prev.to !== r.to || prev.file !== r.file;
    });
    merges.push({ canonical: records[canonicalOfRoot[root]!]!.atlasId, members: members.map((i) => records[i]!.atlasId), reasons: unique });
  }

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

function missingCode(r: Exclude<Resolution, { kind: 'found' }>): string {
  return r.kind === 'no-debate' ? 'alias-missing-debate' : 'alias-missing-node';
}

function describeMissing(ref: string, r: Exclude<Resolution, { kind: 'found' }>): string {
  switch (r.kind) {
    case 'not-local':
      return `${quote(ref)} is neither a node of this debate nor a "<slug>:<id>" reference`;
    case 'no-debate':
      return `${quote(ref)} names debate ${quote(r.slug)}, which is not in the archive`;
    case 'no-node':
      return `${quote(ref)}: debate ${quote(r.slug)} has no node ${quote(r.id)}`;
  }
}

/** The copy of a repeated edge to keep: written by the log over derived, then with text, then smaller text. */
function preferEdge(candidate: AtlasEdge, kept: AtlasEdge): boolean {
  const derived = (e: AtlasEdge) => (e.derived === true ? 1 : 0);
  if (derived(candidate) !== derived(kept)) return derived(candidate) < derived(kept);
  if ((candidate.text === undefined) !== (kept.text === undefined)) return candidate.text !== undefined;
  return compareText(candidate.text ?? '', kept.text ?? '') < 0;
}

/** A total order on diagnostics (every field), without repeats, so reports never depend on input order. */
function sortProblems(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const sorted = [...diagnostics].sort(
    (a, b) =>
      compareText(a.file, b.file) ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0) ||
      compareText(a.path ?? '', b.path ?? '') ||
      compareText(a.message, b.message) ||
      compareText(a.code, b.code) ||
      compareText(a.severity, b.severity),
  );
  return sorted.filter((d, i) => {
    const prev = sorted[i - 1];
    return prev === undefined || JSON.stringify(prev) !== JSON.stringify(d);
  });
}

// ---------------------------------------------------------------------------------
// Near-equal names: suggestions only, never merged.
//
// Heuristic, within one node type (persona or domain), over distinct normalised names:
//   1. equal once punctuation and spaces are removed ("J.S. Mill" / "JS Mill");
//   2. every word of one is a word of the other ("Mill" / "John Stuart Mill");
//   3. a small edit distance: 1 for names of 4–7 characters, 2 from 8 on, none below 4
//      ("Bob" / "Rob" are different people); names that differ only in one one-letter
//      or numeric word ("Agent A" / "Agent B", "Persona 1" / "Persona 2") are not
//      suggested, they are the usual way of naming distinct sides.
// Bounds: names are only compared when they share a bucket key — the punctuation-free
// skeleton, a word of ≥ 2 characters, or (for skeletons of 4–24 characters) the skeleton
// with one character deleted, which every pair at edit distance 1 shares. A bucket with
// more than BUCKET_CAP names (a word like "agent" or "the") is skipped, the whole search
// stops after COMPARISON_CAP comparisons, and at most SUGGESTION_CAP suggestions are
// listed; all three are counted in the report. So the work is linear in the number of
// distinct names, whatever the number of debates.

const BUCKET_CAP = 64;
const COMPARISON_CAP = 500_000;
const SUGGESTION_CAP = 5_000;
const MAX_DELETION_LENGTH = 24;

interface NameEntry {
  type: string;
  norm: string;
  /** The name without punctuation and spaces. */
  skeleton: string;
  skeletonLength: number;
  /** Distinct words, in order of first use. */
  words: string[];
  chars: string[];
  /** Any member with this name; all of them are one set. */
  member: number;
  /** The smallest original label with this normalised name. */
  label: string;
}

function suggestNearNames(
  records: readonly NodeRecord[],
  byName: ReadonlyMap<string, ReadonlyMap<string, readonly number[]>>,
  find: (i: number) => number,
  canonicalId: (i: number) => AtlasNodeId,
): { suggestions: NameSuggestion[]; search: SuggestionSearch } {
  const search: SuggestionSearch = { names: 0, comparisons: 0, skippedBuckets: 0, bucketCap: BUCKET_CAP, capped: false, comparisonCap: COMPARISON_CAP, suggestionsDropped: 0, suggestionCap: SUGGESTION_CAP };
  const best = new Map<string, NameSuggestion>();
  const types = [...byName.keys()].sort(compareText);
  for (const type of types) {
    const names = byName.get(type)!;
    const entries: NameEntry[] = [...names.keys()].sort(compareText).map((norm) => {
      const members = names.get(norm)!;
      let label = records[members[0]!]!.node.label;
      for (const i of members) if (compareText(records[i]!.node.label, label) < 0) label = records[i]!.node.label;
      const allWords = norm.split(/[^\p{L}\p{N}\p{M}]+/u).filter((w) => w !== '');
      const skeleton = allWords.join('');
      const words = [...new Set(allWords)];
      return { type, norm, skeleton, skeletonLength: Array.from(skeleton).length, words, chars: Array.from(norm), member: members[0]!, label };
    });
    search.names += entries.length;

    // One map per key kind, so keys need no prefix.
    const bySkeleton = new Map<string, number[]>(), byWord = new Map<string, number[]>(), byDeletion = new Map<string, number[]>();
    const add = (buckets: Map<string, number[]>, key: string, i: number) => {
      const list = buckets.get(key);
      if (list === undefined) buckets.set(key, [i]);
      else if (list[list.length - 1] !== i) list.push(i); // i only grows: no repeats
    };
    entries.forEach((e, i) => {
      if (e.skeleton === '') return;
      add(bySkeleton, e.skeleton, i);
      for (const w of e.words) if (w.length >= 2) add(byWord, w, i);
      const sk = e.skeleton;
      const astral = sk.length !== e.skeletonLength; // slice by code points only when needed
      if (e.skeletonLength >= 4 && e.skeletonLength <= MAX_DELETION_LENGTH) {
        add(byDeletion, sk, i);
        if (!astral) for (let k = 0; k < sk.length; k++) add(byDeletion, sk.slice(0, k) + sk.slice(k + 1), i);
        else {
          const chars = Array.from(sk);
          for (let k = 0; k < chars.length; k++) add(byDeletion, chars.slice(0, k).join('') + chars.slice(k + 1).join(''), i);
        }
      }
    });

    const compared = new Set<number>();
    const count = entries.length;
    outer: for (const list of chain(bySkeleton.values(), byWord.values(), byDeletion.values())) {
      if (list.length < 2) continue;
      if (list.length > BUCKET_CAP) {
        search.skippedBuckets++;
        continue;
      }
      for (let x = 0; x < list.length; x++) {
        for (let y = x + 1; y < list.length; y++) {
          const i = list[x]!, j = list[y]!;
          const pair = i * count + j; // i < j: entries were added in index order
          if (compared.has(pair)) continue;
          if (search.comparisons >= COMPARISON_CAP) {
            search.capped = true;
            break outer;
          }
          compared.add(pair);
          search.comparisons++;
          const a = entries[i]!, b = entries[j]!;
          const why = nearNameReason(a, b);
          if (why === null) continue;
          const ra = find(a.member), rb = find(b.member);
          if (ra === rb) continue; // already one node (an alias joined them)
          let s: NameSuggestion = { a: canonicalId(a.member), b: canonicalId(b.member), labelA: a.label, labelB: b.label, why };
          if (compareText(s.a, s.b) > 0) s = { a: s.b, b: s.a, labelA: s.labelB, labelB: s.labelA, why };
          const key = JSON.stringify([s.a, s.b]);
          const kept = best.get(key);
          if (kept === undefined || compareSuggestions(s, kept) < 0) best.set(key, s);
        }
      }
    }
  }
  const suggestions = [...best.values()].sort(compareSuggestions);
  search.suggestionsDropped = Math.max(0, suggestions.length - SUGGESTION_CAP);
  return { suggestions: suggestions.slice(0, SUGGESTION_CAP), search };
}

function* chain<T>(...parts: Iterable<T>[]): Generator<T> {
  for (const part of parts) yield* part;
}

function compareSuggestions(x: NameSuggestion, y: NameSuggestion): number {
  return compareText(x.a, y.a) || compareText(x.b, y.b) || compareText(x.labelA, y.labelA) || compareText(x.labelB, y.labelB) || compareText(x.why, y.why);
}

function nearNameReason(a: NameEntry, b: NameEntry): string | null {
  if (a.skeleton === b.skeleton) return 'equal once punctuation and spaces are ignored';
  const [short, long] = a.words.length <= b.words.length ? [a, b] : [b, a];
  if (short.words.length > 0 && short.skeleton.length >= 3) {
    if (short.words.every((w) => long.words.includes(w))) return `every word of ${quote(short.label)} is in ${quote(long.label)}`;
  }
  const shorter = Math.min(a.chars.length, b.chars.length);
  const limit = shorter < 4 ? 0 : shorter < 8 ? 1 : 2;
  if (limit === 0 || Math.abs(a.chars.length - b.chars.length) > limit) return null;
  if (differOnlyInSideMarker(a.words, b.words)) return null;
  const distance = boundedEditDistance(a.chars, b.chars, limit);
  return distance <= limit ? `edit distance ${distance}` : null;
}

/** "agent a" / "agent b", "persona 1" / "persona 2": one differing word, a letter or a number. */
function differOnlyInSideMarker(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length || a.length < 2) return false;
  let differing = 0;
  for (let k = 0; k < a.length; k++) {
    const x = a[k]!, y = b[k]!;
    if (x === y) continue;
    differing++;
    const marker = (w: string) => Array.from(w).length === 1 || /^\p{N}+$/u.test(w);
    if (!marker(x) || !marker(y)) return false;
  }
  return differing === 1;
}

let rowA = new Int32Array(64);
let rowB = new Int32Array(64);

/** Levenshtein distance over code points, giving up (returning limit + 1) once it exceeds limit. */
export function boundedEditDistance(a: readonly string[], b: readonly string[], limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  // Two scratch rows shared by all calls (allocating per call dominated the search).
  if (rowA.length <= b.length) {
    rowA = new Int32Array(2 * (b.length + 1));
    rowB = new Int32Array(2 * (b.length + 1));
  }
  let previous = rowA;
  let current = rowB;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [previous, current] = [current, previous];
  }
  return Math.min(previous[b.length]!, limit + 1);
}
