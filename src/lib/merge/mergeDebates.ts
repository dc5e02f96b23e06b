// The merge stage (spec §5): every debate's graph joined into one atlas, pure and
// independent of input order. Its rules (ids, joins, edges, problems) are in
// docs/decisions/atlas-merge-rules.md.
import type { Diagnostic } from '../core/diagnostics.ts';
import type { AtlasNodeId, DebateSlug, NodeId } from '../core/ids.ts';
import { countBy } from '../lint/graphStats.ts';
import { atlasEdgesOf } from './atlasEdges.ts';
import { atlasNodesOf, finalSets } from './atlasNodes.ts';
import { joinAliasEdges, joinAliasFiles, joinSameNames, type Joins } from './joins.ts';
import { suggestNearNames } from './nearNames.ts';
import { distinctDebates, indexNodes, resolverOf } from './nodeIndex.ts';
import { sortProblems } from './problems.ts';
import { reportMerges } from './report.ts';
import type { AliasFile, MergeInput, MergeResult, RelationRef } from './types.ts';
import { UnionFind } from './unionFind.ts';

export type * from './types.ts';
export { parseAliasFile, readAliasFile } from './aliasFile.ts';
export { boundedEditDistance } from './nearNames.ts';
export { isPlaceholderName, normaliseName, typeFamily } from './names.ts';

/** `aliases`: content/aliases.json, or several such files (`merge` over several folders). */
export function mergeDebates(inputs: readonly MergeInput[], aliases?: AliasFile | readonly AliasFile[]): MergeResult {
  const aliasFiles: readonly AliasFile[] = aliases === undefined ? [] : 'groups' in aliases ? [aliases] : aliases;
  const problems: Diagnostic[] = []; // alias problems: they go in the report too
  const other: Diagnostic[] = [];
  const debates = distinctDebates(inputs, other);
  const { records, localIndex, inputNodes, inputEdges } = indexNodes(debates, other);
  const resolver = resolverOf(localIndex, new Set(debates.filter((d) => d.incomplete === true).map((d) => d.slug)));

  // Joins; every set holds one type family.
  const sets = new UnionFind(records.length);
  const find = (x: number): number => sets.find(x);
  const relationOf = new Map<Diagnostic, RelationRef>();
  const joins: Joins = { records, sets, reasons: [], problems, resolver, relationOf };
  joinAliasEdges(debates, joins);
  const byName = joinSameNames(joins);
  // Last: a group that would join two nodes of one debate, counting what the others join, is refused.
  joinAliasFiles(aliasFiles, joins);

  const final = finalSets(records, sets);
  const canonicalId = (index: number): AtlasNodeId => records[final.canonicalOfRoot[find(index)]!]!.atlasId;
  const localRef = (slug: DebateSlug, id: NodeId | undefined): AtlasNodeId | undefined => {
    if (id === undefined) return undefined;
    const index = localIndex.get(slug)?.get(id);
    return index === undefined ? undefined : canonicalId(index);
  };
  const { nodes, mergedNodes } = atlasNodesOf(records, final, localRef);
  const { edges, selfLoopsDropped, duplicateEdgesDropped } = atlasEdgesOf(debates, { records, localIndex, resolver, sets, final, nodes, other, relationOf });

  // Report: merges with their reasons, then near-name suggestions.
  const { roots, membersOfRoot, canonicalOfRoot } = final;
  const merges = reportMerges({ records, reasons: joins.reasons, roots, membersOfRoot, canonicalOfRoot, find });
  const { suggestions, search } = suggestNearNames(records, byName, find, canonicalId);
  const stats = {
    nodes: nodes.length,
    edges: edges.length,
    nodesByType: countBy(nodes.map((x) => x.type)),
    edgesByType: countBy(edges.map((x) => x.type)),
    inputNodes,
    inputEdges,
    mergedNodes,
    selfLoopsDropped,
    duplicateEdgesDropped,
  };
  return {
    atlas: { nodes, edges, debates: debates.map((d) => d.slug), stats },
    report: { merges, suggestions, problems: sortProblems(problems), suggestionSearch: search },
    diagnostics: sortProblems([...problems, ...other]),
    ...(relationOf.size > 0 ? { relationOf } : {}),
  };
}
