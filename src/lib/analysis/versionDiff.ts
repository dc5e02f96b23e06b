// A7. Versions: what changed between two versions of one debate's graph. Nodes are
// matched by id; an edge is its (source, type, target). Output sorted by id, edges by
// source, then type, then target (UTF-16 order).
//
// Decided here: a node is "changed" when any field other than its id differs (label,
// type, text, position, …, compared as canonical JSON); derived edges count like any
// other (the reader sees them); an edge whose text alone changed is neither added nor
// removed (the spec names an edge by its ends and type).
import { compareText } from '../core/diagnostics.ts';

export interface DiffNode { readonly id: string; readonly type: string; readonly label: string }
export interface DiffEdge { readonly source: string; readonly target: string; readonly type: string }

export interface FieldChange {
  field: string;
  /** Absent when the field was added / removed. */
  before?: unknown;
  after?: unknown;
}

export interface VersionDiff {
  nodes: {
    added: Array<{ id: string; type: string; label: string }>;
    removed: Array<{ id: string; type: string; label: string }>;
    changed: Array<{ id: string; label: string; fields: FieldChange[] }>;
  };
  edges: {
    added: Array<{ source: string; type: string; target: string }>;
    removed: Array<{ source: string; type: string; target: string }>;
  };
}

export const isEmptyDiff = (d: VersionDiff): boolean =>
  d.nodes.added.length + d.nodes.removed.length + d.nodes.changed.length + d.edges.added.length + d.edges.removed.length === 0;

/** Fields the layout or the exporter adds, not part of what the debate says. */
const IGNORED_FIELDS: ReadonlySet<string> = new Set(['id', 'x', 'y', 'source']);

export function diffVersions(
  before: { nodes: readonly DiffNode[]; edges: readonly DiffEdge[] },
  after: { nodes: readonly DiffNode[]; edges: readonly DiffEdge[] },
): VersionDiff {
  const a = new Map(before.nodes.map((n) => [n.id, n]));
  const b = new Map(after.nodes.map((n) => [n.id, n]));
  const brief = (n: DiffNode) => ({ id: n.id, type: n.type, label: n.label });
  const added = [...b.values()].filter((n) => !a.has(n.id)).map(brief).sort(byId);
  const removed = [...a.values()].filter((n) => !b.has(n.id)).map(brief).sort(byId);
  const changed: VersionDiff['nodes']['changed'] = [];
  for (const [id, old] of a) {
    const now = b.get(id);
    if (now === undefined) continue;
    const fields = fieldChanges(old as unknown as Record<string, unknown>, now as unknown as Record<string, unknown>);
    if (fields.length > 0) changed.push({ id, label: now.label, fields });
  }
  changed.sort(byId);
  const key = (e: DiffEdge) => `${e.source}\u0000${e.type}\u0000${e.target}`;
  const edgesA = new Map(before.edges.map((e) => [key(e), e]));
  const edgesB = new Map(after.edges.map((e) => [key(e), e]));
  const plain = (e: DiffEdge) => ({ source: e.source, type: e.type, target: e.target });
  const edgeOrder = (x: DiffEdge, y: DiffEdge) => compareText(x.source, y.source) || compareText(x.type, y.type) || compareText(x.target, y.target);
  return {
    nodes: { added, removed, changed },
    edges: {
      added: [...edgesB].filter(([k]) => !edgesA.has(k)).map(([, e]) => plain(e)).sort(edgeOrder),
      removed: [...edgesA].filter(([k]) => !edgesB.has(k)).map(([, e]) => plain(e)).sort(edgeOrder),
    },
  };
}

const byId = (x: { id: string }, y: { id: string }) => compareText(x.id, y.id);

function fieldChanges(before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((f) => !IGNORED_FIELDS.has(f)).sort(compareText);
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const x = before[field], y = after[field];
    if (canonical(x) === canonical(y)) continue;
    changes.push({ field, ...(x !== undefined ? { before: x } : {}), ...(y !== undefined ? { after: y } : {}) });
  }
  return changes;
}

/** JSON with object keys sorted, so field order never counts as a change. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([p], [q]) => compareText(p, q)))
      : v) ?? 'undefined';
}

/** One line per change, for the CLI and the History section. */
export function summariseDiff(d: VersionDiff): string {
  const parts: string[] = [];
  const count = (n: number, what: string) => { if (n > 0) parts.push(`${n} ${what}`); };
  count(d.nodes.added.length, d.nodes.added.length === 1 ? 'node added' : 'nodes added');
  count(d.nodes.removed.length, d.nodes.removed.length === 1 ? 'node removed' : 'nodes removed');
  count(d.nodes.changed.length, d.nodes.changed.length === 1 ? 'node changed' : 'nodes changed');
  count(d.edges.added.length, d.edges.added.length === 1 ? 'edge added' : 'edges added');
  count(d.edges.removed.length, d.edges.removed.length === 1 ? 'edge removed' : 'edges removed');
  return parts.length === 0 ? 'no change to the graph' : parts.join(', ');
}
