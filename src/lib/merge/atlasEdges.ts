// The merge's edges: rewritten to canonical ids, de-duplicated, sorted by ranks (= id
// order). alias_of edges are consumed by the joins; an edge whose ends were merged into
// one node is dropped; a relation that cannot be placed is a warning.
import { compareText, type Diagnostic } from '../core/diagnostics.ts';
import { CHANGED_STANCE_KEY, CROSS_DEBATE_RELATIONS, type RelationType } from '../graph/types.ts';
import type { FinalSets } from './atlasNodes.ts';
import type { Resolver } from './nodeIndex.ts';
import { describeMissing } from './references.ts';
import type { AtlasEdge, AtlasNode, MergeInput, NodeRecord, RelationRef } from './types.ts';
import type { UnionFind } from './unionFind.ts';

const quote = (text: string): string => JSON.stringify(text);

export interface EdgeContext {
  records: readonly NodeRecord[];
  localIndex: ReadonlyMap<string, ReadonlyMap<string, number>>;
  resolver: Resolver;
  sets: UnionFind;
  final: FinalSets;
  nodes: readonly AtlasNode[];
  /** Warnings about edges left out. */
  other: Diagnostic[];
  /** Each problem about a relation of a file, with that relation (types.ts `MergeResult.relationOf`). */
  relationOf: Map<Diagnostic, RelationRef>;
}

// `next` chains the (rare) edges of other types between the same two nodes.
interface RankedEdge { s: number; t: number; type: number; d: number; edge: AtlasEdge; next: RankedEdge | undefined }

/** Duplicates can only occur within one debate, so the key is numeric and per debate. */
export function atlasEdgesOf(debates: readonly MergeInput[], context: EdgeContext): { edges: AtlasEdge[]; selfLoopsDropped: number; duplicateEdgesDropped: number } {
  const { records, localIndex, resolver, sets, nodes } = context;
  const rankOfRoot = context.final.rankOfRoot;
  const n = records.length;
  const typeRank = new Map<string, number>();
  const ranked: RankedEdge[] = [];
  const inDebate = new Map<number, RankedEdge>();
  let selfLoopsDropped = 0;
  let duplicateEdgesDropped = 0;
  debates.forEach((input, d) => {
    inDebate.clear();
    const indexOf = localIndex.get(input.slug)!;
    for (const edge of input.graph.edges) {
      if (edge.type === 'alias_of') continue;
      const from = resolver.lookup(indexOf, edge.source);
      const to = resolver.lookup(indexOf, edge.target);
      if (from < 0 || to < 0 || (!CROSS_DEBATE_RELATIONS.has(edge.type) && (records[from]!.slug !== input.slug || records[to]!.slug !== input.slug))) {
        edgeProblem(context, input, edge.type, edge.source, edge.target);
        continue;
      }
      const rs = sets.find(from), rt = sets.find(to);
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
      const changed = edge.attributes?.[CHANGED_STANCE_KEY];
      if (changed !== undefined) atlasEdge.attributes = { [CHANGED_STANCE_KEY]: changed };
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
  return { edges: sortRanked(ranked, typeRank), selfLoopsDropped, duplicateEdgesDropped };
}

/** Types are ranked in first-seen order while reading; sort by their names instead. */
function sortRanked(ranked: RankedEdge[], typeRank: ReadonlyMap<string, number>): AtlasEdge[] {
  const typeOrder = new Int32Array(typeRank.size);
  [...typeRank.entries()].sort((a, b) => compareText(a[0], b[0])).forEach(([, rank], position) => (typeOrder[rank] = position));
  ranked.sort((a, b) => a.s - b.s || a.t - b.t || typeOrder[a.type]! - typeOrder[b.type]! || a.d - b.d);
  return ranked.map((r) => r.edge);
}

/** Only on the slow path: say why an edge cannot be placed in the atlas. */
function edgeProblem({ records, resolver, other, relationOf }: EdgeContext, input: MergeInput, type: RelationType, source: string, target: string): void {
  const what = `${type} ${quote(source)} → ${quote(target)}`;
  const ends = { source, target };
  for (const end of ['source', 'target'] as const) {
    const ref = ends[end];
    const count = other.length;
    const r = resolver.resolve(input.slug, ref);
    if (r.kind === 'unchecked') continue;
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
    if (other.length > count) relationOf.set(other.at(-1)!, { type, source, target, end });
  }
}

/** The copy of a repeated edge to keep: written by the log over derived, standing over changed, then with text, then smaller text. */
function preferEdge(candidate: AtlasEdge, kept: AtlasEdge): boolean {
  const derived = (e: AtlasEdge) => (e.derived === true ? 1 : 0);
  if (derived(candidate) !== derived(kept)) return derived(candidate) < derived(kept);
  // A stance its author took again after changing it still stands (probe 69 row 33: withdrawn, then opposed again in the vote).
  const changed = (e: AtlasEdge) => (e.attributes?.[CHANGED_STANCE_KEY] !== undefined ? 1 : 0);
  if (changed(candidate) !== changed(kept)) return changed(candidate) < changed(kept);
  if ((candidate.text === undefined) !== (kept.text === undefined)) return candidate.text !== undefined;
  return compareText(candidate.text ?? '', kept.text ?? '') < 0;
}
