// The merge's joins: alias_of edges, the aliases file and equal names, each recorded as a
// reason. Every set holds one type family; a join across families is refused.
import { compareText, type Diagnostic } from '../core/diagnostics.ts';
import { parseCrossReference } from '../core/ids.ts';
import { formatJsonPath } from '../parse/jsonDocument.ts';
import { NAME_JOINED_TYPES, isPlaceholderName, normaliseName } from './names.ts';
import type { Resolver } from './nodeIndex.ts';
import { describeMissing, missingCode } from './references.ts';
import type { PendingReason } from './report.ts';
import type { AliasFile, MergeInput, NodeRecord, RelationRef } from './types.ts';
import type { UnionFind } from './unionFind.ts';

const quote = (text: string): string => JSON.stringify(text);

export interface Joins {
  records: readonly NodeRecord[];
  sets: UnionFind;
  reasons: PendingReason[];
  /** Alias problems: they go in the report too. */
  problems: Diagnostic[];
  resolver: Resolver;
  /** Each problem about a relation of a file, with that relation (types.ts `MergeResult.relationOf`). */
  relationOf: Map<Diagnostic, RelationRef>;
}

function kindConflict(records: readonly NodeRecord[], a: number, b: number): string | null {
  const ra = records[a]!, rb = records[b]!;
  if (ra.family === rb.family) return null;
  return `${quote(ra.atlasId)} is a ${ra.node.type} and ${quote(rb.atlasId)} is a ${rb.node.type}; only nodes of one type (claim and steelman count as one) can be aliases, so they were not merged`;
}

/** alias_of edges inside the graphs. */
export function joinAliasEdges(debates: readonly MergeInput[], { records, sets, reasons, problems, resolver, relationOf }: Joins): void {
  for (const input of debates) {
    for (const edge of input.graph.edges) {
      if (edge.type !== 'alias_of') continue;
      const what = `alias_of ${quote(edge.source)} → ${quote(edge.target)}`;
      const ends: number[] = [];
      const problem = (diagnostic: Diagnostic, end?: 'source' | 'target') => {
        problems.push(diagnostic);
        relationOf.set(diagnostic, { type: edge.type, source: edge.source, target: edge.target, ...(end ? { end } : {}) });
      };
      for (const end of ['source', 'target'] as const) {
        const ref = edge[end];
        const r = resolver.resolve(input.slug, ref);
        if (r.kind === 'found') ends.push(r.index);
        else if (r.kind !== 'unchecked') problem({ severity: 'error', code: missingCode(r), file: input.file, message: `${what}: ${describeMissing(ref, r)}` }, end);
      }
      const [from, to] = ends;
      if (from === undefined || to === undefined || ends.length !== 2) continue;
      const conflict = kindConflict(records, from, to);
      if (conflict !== null) {
        problem({ severity: 'error', code: 'alias-kind-conflict', file: input.file, message: `${what}: ${conflict}` });
        continue;
      }
      if (from === to) continue; // an alias of itself says nothing
      sets.union(from, to);
      reasons.push({ kind: 'alias', from, to, file: input.file });
    }
  }
}

/**
 * The aliases file: each group joins its members; a member of another type family than
 * the group's first member is an error and joins only members of its own family. A group
 * that would put two nodes of one debate into one set (directly, `["a:c1", "a:c2"]`, or
 * through what already joins them: `["a:p1", "b:p2"]` when b:p1 has a:p1's name and
 * b:p2 a:p2's) is refused whole: an alias joins debates, never two nodes of one (that
 * would bypass the rule refusing two same-named personas in one debate). Run after the
 * other joins, so that what they join counts; groups are taken in file order.
 */
export function joinAliasFiles(aliasFiles: readonly AliasFile[], joins: Joins): void {
  if (aliasFiles.every((aliases) => aliases.groups.length === 0)) return;
  const debatesOf = debatesOfSets(joins);
  for (const aliases of aliasFiles) aliases.groups.forEach((group, g) => joinAliasGroup(aliases, group, g, joins, debatesOf));
}

/**
 * For each set's root, one node of each debate in it; kept up to date as groups join sets.
 * Only sets of two or more nodes have an entry: a node alone is its own (most of an atlas).
 */
interface DebatesOfSets { get(root: number): Map<string, number>; joined(from: number, to: number, root: number): void }

function debatesOfSets({ records, sets }: Joins): DebatesOfSets {
  const size = new Int32Array(records.length);
  for (let i = 0; i < records.length; i++) size[sets.find(i)]!++;
  const byRoot = new Map<number, Map<string, number>>();
  records.forEach((record, i) => {
    const root = sets.find(i);
    if (size[root]! < 2) return;
    const debates = byRoot.get(root);
    if (debates === undefined) byRoot.set(root, new Map([[record.slug as string, i]]));
    else if (!debates.has(record.slug)) debates.set(record.slug, i);
  });
  const get = (root: number) => byRoot.get(root) ?? new Map([[records[root]!.slug as string, root]]);
  return {
    get,
    joined: (from, to, root) => {
      // The smaller map moved into the larger: each entry moves O(log n) times.
      const [big, small] = [get(from), get(to)].sort((x, y) => y.size - x.size) as [Map<string, number>, Map<string, number>];
      for (const [debate, node] of small) if (!big.has(debate)) big.set(debate, node);
      byRoot.delete(from);
      byRoot.delete(to);
      byRoot.set(root, big);
    },
  };
}

interface AliasMember { index: number; ref: string; path: string; where: { line?: number; column?: number } }

function joinAliasGroup(aliases: AliasFile, group: ReadonlyArray<string | null>, g: number, joins: Joins, debatesOf: DebatesOfSets): void {
  const { records, problems, resolver } = joins;
  const file = aliases.file;
  const byFamily = new Map<string, AliasMember[]>();
  let first: number | undefined;
  group.forEach((ref, m) => {
    if (ref === null) return; // refused when the file was read, and listed then
    // The reference's line and column, then its JSON path: every problem of the file is located.
    const path = formatJsonPath(['groups', g, m]);
    const where = aliases.positions?.[g]?.[m] ?? {};
    const cross = parseCrossReference(ref);
    if (cross === null) {
      problems.push({ severity: 'error', code: 'alias-bad-reference', file, ...where, path, message: `${quote(ref)} is not a "<slug>:<id>" reference` });
      return;
    }
    // An aliases-file reference is always absolute, never a local id.
    const r = resolver.resolveAbsolute(cross.slug, cross.id);
    if (r.kind !== 'found') {
      if (r.kind !== 'unchecked') problems.push({ severity: 'error', code: missingCode(r), file, ...where, path, message: describeMissing(ref, r) });
      return;
    }
    const index = r.index;
    if (first === undefined) first = index;
    else {
      const conflict = kindConflict(records, first, index);
      if (conflict !== null) problems.push({ severity: 'error', code: 'alias-kind-conflict', file, ...where, path, message: conflict });
    }
    const family = records[index]!.family;
    const members = byFamily.get(family);
    if (members === undefined) byFamily.set(family, [{ index, ref, path, where }]);
    else members.push({ index, ref, path, where });
  });
  for (const members of byFamily.values()) joinAliasFamily(file, members, joins, debatesOf);
}

/** One family's members of a group: joined, unless that joins two nodes of one debate (each such member an error). */
function joinAliasFamily(file: string, members: readonly AliasMember[], joins: Joins, debatesOf: DebatesOfSets): void {
  const { sets, reasons } = joins;
  if (sameDebateProblems(file, members, joins, debatesOf)) return;
  const anchor = members[0]!.index;
  for (const { index } of members) {
    if (index === anchor) continue;
    reasons.push({ kind: 'aliases-file', from: index, to: anchor, file }); // what the group says, joined already or not
    const [from, to] = [sets.find(index), sets.find(anchor)];
    if (from === to) continue;
    sets.union(index, anchor);
    debatesOf.joined(from, to, sets.find(anchor));
  }
}

/**
 * Whether the members' sets share a debate; each member that brings a second node of one
 * debate is an error. The largest set is only looked up, never walked, so a group touching
 * a set of 10,000 debates (a name every debate has) costs what its other sets hold.
 */
function sameDebateProblems(file: string, members: readonly AliasMember[], { records, sets, problems }: Joins, debatesOf: DebatesOfSets): boolean {
  const distinct: Array<{ member: AliasMember; at: number; debates: Map<string, number> }> = [];
  const roots = new Set<number>();
  members.forEach((member, at) => {
    const root = sets.find(member.index);
    if (!roots.has(root)) { roots.add(root); distinct.push({ member, at, debates: debatesOf.get(root) }); }
  });
  if (distinct.length < 2) return false;
  let largest = distinct[0]!;
  for (const d of distinct) if (d.debates.size > largest.debates.size) largest = d;
  const seen = new Map<string, { node: number; at: number }>();
  const reported = new Set<number>();
  for (const d of distinct) {
    if (d === largest) continue;
    for (const [debate, node] of d.debates) {
      const inLargest = largest.debates.get(debate);
      const earlier = inLargest !== undefined ? { node: inLargest, at: largest.at } : seen.get(debate);
      if (earlier === undefined) { seen.set(debate, { node, at: d.at }); continue; }
      // Reported at the later of the two members, naming the earlier one's node first.
      const [first, second] = earlier.at < d.at ? [earlier, { node, at: d.at }] : [{ node, at: d.at }, earlier];
      if (reported.has(second.at)) continue;
      reported.add(second.at);
      const { ref, path, where, index } = members[second.at]!;
      const a = records[first.node]!.atlasId, b = records[second.node]!.atlasId;
      const through = second.node === index ? '' : ` (${quote(ref)} is already one with ${quote(b)})`;
      problems.push({
        severity: 'error', code: 'alias-same-debate', file, ...where, path,
        message: `${quote(ref)} would join ${quote(a)} and ${quote(b)}, two nodes of debate ${quote(debate)}${through}; an alias joins nodes of different debates only, so this group was not merged`,
      });
    }
  }
  return reported.size > 0;
}

/** Name-joined nodes by type, then by normalised name. */
export type NodesByName = Map<string, Map<string, number[]>>;

/**
 * Personas and domains with equal normalised names; each name's group is joined to its
 * smallest member so the reasons are a deterministic star. Returns the groups by name.
 */
export function joinSameNames({ records, sets, reasons }: Joins): NodesByName {
  const byName: NodesByName = new Map();
  for (let i = 0; i < records.length; i++) {
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
        sets.union(i, smallest);
        reasons.push({ kind: 'same-name', from: i, to: smallest });
      }
    }
  }
  return byName;
}
