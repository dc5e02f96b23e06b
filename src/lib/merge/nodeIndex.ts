// The merge's first step: inputs in slug order, every node given an index, and the
// lookups from a debate's node id or a `<slug>:<id>` reference to that index.
import { compareText, type Diagnostic } from '../core/diagnostics.ts';
import { atlasNodeId, parseCrossReference, type DebateSlug, type NodeId } from '../core/ids.ts';
import { typeFamily } from './names.ts';
import type { Resolution } from './references.ts';
import type { MergeInput, NodeRecord } from './types.ts';

const quote = (text: string): string => JSON.stringify(text);

/** Inputs in slug order; a slug given twice keeps the input with the smaller file name. */
export function distinctDebates(inputs: readonly MergeInput[], other: Diagnostic[]): MergeInput[] {
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
  return debates;
}

export interface NodeIndex {
  records: NodeRecord[];
  /** slug → id → index, on the strings as given (no concatenation per lookup). */
  localIndex: Map<string, Map<string, number>>;
  inputNodes: number;
  inputEdges: number;
}

/** Every node gets an index; within a debate a repeated id keeps one node by content. */
export function indexNodes(debates: readonly MergeInput[], other: Diagnostic[]): NodeIndex {
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
  return { records, localIndex, inputNodes, inputEdges };
}

export interface Resolver {
  /** A `<slug>:<id>` reference, never a local id. */
  resolveAbsolute: (slug: DebateSlug, id: NodeId) => Resolution;
  /** An edge endpoint: a node id of the edge's own debate first, else `<slug>:<id>`. */
  resolve: (slug: DebateSlug, ref: string) => Resolution;
  /** The hot path for edges: the index, or -1 (then `resolve` explains why). */
  lookup: (indexOf: ReadonlyMap<string, number>, ref: string) => number;
}

/** `incomplete`: the debates given by their valid parts only (MergeInput `incomplete`). */
export function resolverOf(localIndex: ReadonlyMap<string, ReadonlyMap<string, number>>, incomplete: ReadonlySet<string> = new Set()): Resolver {
  const resolveAbsolute = (slug: DebateSlug, id: NodeId): Resolution => {
    const debate = localIndex.get(slug);
    if (debate === undefined) return { kind: 'no-debate', slug };
    const index = debate.get(id);
    if (index !== undefined) return { kind: 'found', index };
    return incomplete.has(slug) ? { kind: 'unchecked' } : { kind: 'no-node', slug, id };
  };
  const resolve = (slug: DebateSlug, ref: string): Resolution => {
    const local = localIndex.get(slug)?.get(ref);
    if (local !== undefined) return { kind: 'found', index: local };
    const cross = parseCrossReference(ref);
    return cross === null ? { kind: 'not-local' } : resolveAbsolute(cross.slug, cross.id);
  };
  const lookup = (indexOf: ReadonlyMap<string, number>, ref: string): number => {
    const local = indexOf.get(ref);
    if (local !== undefined) return local;
    const cross = parseCrossReference(ref);
    return cross === null ? -1 : (localIndex.get(cross.slug)?.get(cross.id) ?? -1);
  };
  return { resolveAbsolute, resolve, lookup };
}
