// The rows GraphML and GEXF both write (analysis spec §B2): nodes with type, label,
// text and debate; edges with type, text and derived. An edge whose end is not a node
// of the file (a cross-debate reference of a single debate) cannot be drawn there and
// is listed in `leftOut` instead.
import type { GraphEdge } from '../graph/types.ts';
import type { ExportSubject } from './subject.ts';

export interface GraphFileNode { id: string; type: string; label: string; text?: string; /** Space-separated slugs. */ debate: string }
export interface GraphFileEdge { id: string; source: string; target: string; type: string; text?: string; derived: boolean }

export interface GraphFileRows {
  topic: string;
  nodes: GraphFileNode[];
  edges: GraphFileEdge[];
  leftOut: GraphEdge[];
}

export function graphFileRows(subject: ExportSubject): GraphFileRows {
  const { graph } = subject;
  const ids = new Set<string>(graph.nodes.map((n) => n.id));
  const nodes = graph.nodes.map((n): GraphFileNode => ({
    id: n.id, type: n.type, label: n.label,
    ...(n.text !== undefined ? { text: n.text } : {}),
    debate: subject.debatesOf(n.id).join(' '),
  }));
  const edges: GraphFileEdge[] = [];
  const leftOut: GraphEdge[] = [];
  for (const e of graph.edges) {
    if (!ids.has(e.source) || !ids.has(e.target)) {
      leftOut.push(e);
      continue;
    }
    edges.push({ id: `e${edges.length + 1}`, source: e.source, target: e.target, type: e.type, ...(e.text !== undefined ? { text: e.text } : {}), derived: e.derived === true });
  }
  return { topic: graph.topic, nodes, edges, leftOut };
}
