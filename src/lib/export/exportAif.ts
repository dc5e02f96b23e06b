// AIF (Argument Interchange Format, the AIFdb JSON shape) per analysis spec §B1:
// claim-like nodes become I-nodes, personas participants with their position as an
// I-node and a locution, and each argument relation a scheme node (RA, CA, MA) between
// two I-nodes. What AIF cannot say is left out and listed in the report.
// Same graph, same bytes: ids come from the debate's own ids, scheme nodes are numbered
// in edge order, and nothing depends on time or iteration order of a hash.
import type { NodeId } from '../core/ids.ts';
import type { DebateGraph, GraphEdge, GraphNode, RelationType } from '../graph/types.ts';
import { AIF_CLAIM_TYPES, AIF_SCHEMES, aifTimestamp, orderedMeta, positionNodeId, type AifSchemeType } from '../formats/aif/schema.ts';
import { stableJson } from './exportGraphJson.ts';
import { idAllocator } from '../core/uniqueIds.ts';

export interface AifNode { nodeID: string; text: string; type: 'I' | AifSchemeType; timestamp: string }
export interface AifEdge { edgeID: string; fromID: string; toID: string }
export interface AifLocution { nodeID: string; personID: string }
export interface AifParticipant { participantID: string; firstname: string; surname: string }

export interface AifDocument {
  nodes: AifNode[];
  edges: AifEdge[];
  locutions: AifLocution[];
  participants: AifParticipant[];
  /** Not part of AIFdb's four tables (other readers ignore them): the debate's topic and meta. */
  topic: string;
  meta: DebateGraph['meta'];
}

export type LeftOutReason = 'not-an-argument' | 'endpoint-not-exported' | 'endpoint-in-another-debate';

export interface AifReport {
  /** Relations AIF has no place for, in graph order. */
  leftOutEdges: Array<{ source: string; target: string; type: RelationType; reason: LeftOutReason }>;
  /** Nodes that are neither claim-like nor personas (domains, questions, foreign types). */
  leftOutNodes: Array<{ id: NodeId; type: string }>;
}

export interface AifExport {
  document: AifDocument;
  /** The document serialised: two-space JSON with a final newline. */
  text: string;
  report: AifReport;
}

export function exportAif(graph: DebateGraph): AifExport {
  const { document, report } = aifDocument(graph);
  return { document, text: stableJson(document), report };
}

/** The AIF document and what it left out, not yet serialised (a large atlas's is written in chunks: jsonChunks). */
export function aifDocument(graph: DebateGraph): Omit<AifExport, 'text'> {
  const timestamp = aifTimestamp(graph.meta.created);
  const byId = new Map<string, GraphNode>(graph.nodes.map((n) => [n.id, n]));
  const claimIds = new Set(graph.nodes.filter((n) => AIF_CLAIM_TYPES.has(n.type)).map((n) => n.id as string));
  // Minted ids (positions, scheme nodes) skip the ids of exported I-nodes only: the same
  // ids exist again after an import, so a round trip mints the same names.
  const mint = idAllocator(new Set(claimIds), (wanted, n) => `${wanted}~${n}`);

  const report: AifReport = { leftOutEdges: [], leftOutNodes: [] };
  const arguments_: Array<{ edge: GraphEdge; scheme: { type: AifSchemeType; text: string } }> = [];
  const personasWithStance = new Set<string>();
  const exported = (id: string) => claimIds.has(id) || byId.get(id)?.type === 'persona';
  for (const edge of graph.edges) {
    const scheme = AIF_SCHEMES[edge.type];
    const reason: LeftOutReason | undefined =
      scheme === undefined ? 'not-an-argument'
        : !byId.has(edge.source) || !byId.has(edge.target) ? 'endpoint-in-another-debate'
          : !exported(edge.source) || !exported(edge.target) ? 'endpoint-not-exported'
            : undefined;
    if (reason !== undefined || scheme === undefined) {
      report.leftOutEdges.push({ source: edge.source, target: edge.target, type: edge.type, reason: reason ?? 'not-an-argument' });
      continue;
    }
    arguments_.push({ edge, scheme });
    for (const end of [edge.source, edge.target]) if (byId.get(end)?.type === 'persona') personasWithStance.add(end);
  }

  const nodes: AifNode[] = [];
  const locutions: AifLocution[] = [];
  const participants: AifParticipant[] = [];
  const iNodeOf = new Map<string, string>();
  for (const node of graph.nodes) {
    if (claimIds.has(node.id)) {
      nodes.push({ nodeID: node.id, text: node.text ?? node.label, type: 'I', timestamp });
      iNodeOf.set(node.id, node.id);
    } else if (node.type === 'persona') {
      participants.push({ participantID: node.id, firstname: node.label, surname: '' });
      if (node.position === undefined && !personasWithStance.has(node.id)) continue;
      // A persona's stance needs an I-node to start from: its position, else its name.
      const id = mint(positionNodeId(node.id));
      nodes.push({ nodeID: id, text: node.position ?? node.label, type: 'I', timestamp });
      locutions.push({ nodeID: id, personID: node.id });
      iNodeOf.set(node.id, id);
    } else {
      report.leftOutNodes.push({ id: node.id, type: node.type });
    }
  }

  const edges: AifEdge[] = [];
  const counters: Record<AifSchemeType, number> = { RA: 0, CA: 0, MA: 0 };
  for (const { edge, scheme } of arguments_) {
    const id = mint(`${scheme.type.toLowerCase()}${++counters[scheme.type]}`);
    nodes.push({ nodeID: id, text: schemeText(edge, scheme.text), type: scheme.type, timestamp });
    edges.push({ edgeID: `e${edges.length + 1}`, fromID: iNodeOf.get(edge.source)!, toID: id });
    edges.push({ edgeID: `e${edges.length + 1}`, fromID: id, toID: iNodeOf.get(edge.target)! });
  }

  const document: AifDocument = { nodes, edges, locutions, participants, topic: graph.topic, meta: orderedMeta(graph.meta) };
  return { document, report };
}

/** A scheme's name as an AIF map writes it (`Argument From Analogy`, `Argument from Expert Opinion (scheme 12)`). */
const SCHEME_NAME = /^Arguments? [Ff]rom \p{Lu}/u;
/** The default scheme of each type, whose name stands for none (a relation of that type, no scheme named). */
const DEFAULT_SCHEMES = new Set(['Default Inference', 'Default Conflict', 'Default Rephrase']);

/**
 * A scheme node's text: the scheme an imported map named (kept as the relation's text,
 * probe 34 A11), where the relation's type has the default scheme; else the type's own.
 * Any other text (a log's note on a relation) is no scheme name and stays out of AIF.
 */
function schemeText(edge: GraphEdge, own: string): string {
  return edge.text !== undefined && DEFAULT_SCHEMES.has(own) && SCHEME_NAME.test(edge.text) ? edge.text : own;
}

/** The report as lines a person reads (the CLI prints them). */
export function formatAifReport(report: AifReport): string[] {
  const why: Record<LeftOutReason, string> = {
    'not-an-argument': 'not an argument in AIF',
    'endpoint-not-exported': 'an end is neither a claim nor a persona',
    'endpoint-in-another-debate': 'an end is in another debate',
  };
  return [
    ...report.leftOutEdges.map((e) => `left out: ${JSON.stringify(e.source)} ${e.type} ${JSON.stringify(e.target)} (${why[e.reason]})`),
    ...report.leftOutNodes.map((n) => `left out: node ${JSON.stringify(n.id)} (${n.type}: not a claim or a persona)`),
  ];
}
