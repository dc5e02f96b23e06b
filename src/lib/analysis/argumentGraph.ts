// The argument view of a graph (spec analysis §A): which nodes are claim-like, which
// edges are stances (persona → claim-like) and which are arguments (claim-like →
// claim-like). Works on a debate's graph and on the merged atlas alike: both have
// nodes with an id and a type, and typed edges; atlas edges also name their debate.
import { compareText } from '../core/diagnostics.ts';

export interface ArgNode {
  readonly id: string;
  readonly type: string;
  readonly label: string;
  readonly by?: string;
  readonly steelman_of?: string;
  readonly contested?: boolean;
}

export interface ArgEdge {
  readonly source: string;
  readonly target: string;
  readonly type: string;
  readonly text?: string;
  /** The debate that wrote the edge (atlas edges). */
  readonly debate?: string;
  /** The fields a format kept on the relation (a changed minutes stance: `stance_changed`). */
  readonly attributes?: { readonly [key: string]: unknown };
}

export interface ArgGraph {
  readonly nodes: readonly ArgNode[];
  readonly edges: readonly ArgEdge[];
}

/** claim, steelman, synthesis (minutes options are claims, a minutes decision is the synthesis). */
export const CLAIM_LIKE_TYPES: ReadonlySet<string> = new Set(['claim', 'steelman', 'synthesis']);
export const isClaimLikeType = (type: string): boolean => CLAIM_LIKE_TYPES.has(type);

export interface ArgIndex {
  readonly graph: ArgGraph;
  readonly node: ReadonlyMap<string, ArgNode>;
  /** Claim-like node ids in graph order. */
  readonly claimLike: readonly string[];
  /** Edges by target and by source, in graph order. */
  readonly incoming: ReadonlyMap<string, readonly ArgEdge[]>;
  readonly outgoing: ReadonlyMap<string, readonly ArgEdge[]>;
  isClaimLike(id: string): boolean;
  isPersona(id: string): boolean;
}

const indexes = new WeakMap<ArgGraph, ArgIndex>();

/** One index per graph object (cached): every rule below reads it, so all stay linear. */
export function indexArguments(graph: ArgGraph): ArgIndex {
  const cached = indexes.get(graph);
  if (cached !== undefined) return cached;
  const node = new Map<string, ArgNode>();
  const claimLike: string[] = [];
  for (const n of graph.nodes) {
    if (node.has(n.id)) continue;
    node.set(n.id, n);
    if (isClaimLikeType(n.type)) claimLike.push(n.id);
  }
  const incoming = new Map<string, ArgEdge[]>();
  const outgoing = new Map<string, ArgEdge[]>();
  for (const e of graph.edges) {
    push(incoming, e.target, e);
    push(outgoing, e.source, e);
  }
  const isClaimLike = (id: string) => { const n = node.get(id); return n !== undefined && isClaimLikeType(n.type); };
  const isPersona = (id: string) => node.get(id)?.type === 'persona';
  const index: ArgIndex = { graph, node, claimLike, incoming, outgoing, isClaimLike, isPersona };
  indexes.set(graph, index);
  return index;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}

/** An edge between two claim-like nodes (an argument). */
export const isArgument = (index: ArgIndex, e: ArgEdge): boolean => index.isClaimLike(e.source) && index.isClaimLike(e.target);

/** An `opposes` edge from one claim-like node to another (spec A1: the only attacks). */
export const isAttack = (index: ArgIndex, e: ArgEdge): boolean => e.type === 'opposes' && isArgument(index, e);

/** A persona's `supports` / `opposes` edge to a claim-like node. */
export const stanceOf = (index: ArgIndex, e: ArgEdge): 'supports' | 'opposes' | null =>
  (e.type === 'supports' || e.type === 'opposes') && index.isPersona(e.source) && index.isClaimLike(e.target) ? e.type : null;

export const sortedUnique = (ids: Iterable<string>): string[] => [...new Set(ids)].sort(compareText);
