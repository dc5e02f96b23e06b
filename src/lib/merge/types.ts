// The merge stage's public types: its input, the atlas it makes and the report of joins.
import type { Diagnostic } from '../core/diagnostics.ts';
import type { AtlasNodeId, DebateSlug, NodeId } from '../core/ids.ts';
import type { DebateGraph, GraphNode, JsonValue, NodeType, RelationType } from '../graph/types.ts';

export interface MergeInput {
  slug: DebateSlug;
  /** The file the graph came from, as diagnostics name it. */
  file: string;
  graph: DebateGraph;
  /**
   * The graph holds only the parts of a file that passed its own checks (the file failed):
   * checked with the others so their problems are listed at once, a reference to a node it
   * lacks is not said to be missing (docs/decisions/every-problem-at-once.md).
   */
  incomplete?: true;
}

/** content/aliases.json, parsed: each group lists `<slug>:<id>` references that are one node. */
export interface AliasFile {
  file: string;
  /** A null reference had a problem of its own when the file was read (it is listed); the others are still checked. */
  groups: Array<Array<string | null>>;
  /** Where each reference is in the file (`positions[g][m]` for `groups[g][m]`), so a problem found by the merge names its line. */
  positions?: Array<Array<{ line?: number; column?: number }>>;
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
  /** Only a changed stance's note (CHANGED_STANCE_KEY), so the atlas analysis reads it as its debate does. */
  attributes?: { [key: string]: JsonValue };
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

/** The atlas without each node's per-debate entries: what its downloads are made from (the atlas pages read the entries; no file does). */
export type AtlasGraphFields = Omit<AtlasGraph, 'nodes'> & { nodes: AtlasNodeFields[] };
export type AtlasNodeFields = Omit<AtlasNode, 'perDebate'>;

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
  /**
   * The problems about a relation a file wrote (an alias_of, a cross-debate related), and
   * that relation: the merge reads no file, so the caller that can locates them
   * (archive/locateRelations.ts) and drops this.
   */
  relationOf?: ReadonlyMap<Diagnostic, RelationRef>;
}

/** A relation as a graph holds it, and which end a problem is about (none: the relation as a whole). */
export interface RelationRef { type: string; source: string; target: string; end?: 'source' | 'target' }

/** One original node inside the merge (internal to merge/). */
export interface NodeRecord {
  atlasId: AtlasNodeId;
  slug: DebateSlug;
  node: GraphNode;
  family: string;
}
