// xAIF, as OVA opens it and oAMF passes it on, with the graph beside AIF so the download
// reads back to the same graph (docs/decisions/xaif-round-trip.md).
import type { DebateGraph, GraphEdge, GraphLayout, GraphNode } from '../graph/types.ts';
import { escapeHtml } from '../core/escape.ts';
import { withoutReferenceEscapes } from '../core/references.ts';
import { AIF_CLAIM_TYPES, AIF_SCHEMES, aifTimestamp } from '../formats/aif/schema.ts';
import { STANCE_ILLOCUTIONS, xaifCarriesEdge } from '../formats/xaif/schema.ts';
import { stableJson } from './exportGraphJson.ts';

interface XNode { nodeID: string; text: string; type: string; timestamp?: string }
interface XEdge { edgeID: string; fromID: string; toID: string }
interface XLocution { nodeID: string; personID: string; start?: string }
interface OvaNode { nodeID: string; visible: boolean; x: number; y: number; timestamp: string }

export interface XaifDocument {
  AIF: {
    nodes: XNode[];
    edges: XEdge[];
    schemefulfillments: never[];
    descriptorfulfillments: never[];
    participants: Array<{ participantID: string; firstname: string; surname: string }>;
    locutions: XLocution[];
  };
  text: string;
  dialog: boolean;
  OVA: { firstname: string; surname: string; url: string; nodes: OvaNode[]; edges: Array<{ fromID: string; toID: string; visible: boolean }> };
  debateAtlas: DebateGraph;
}

const NODE_KEYS_FIRST = ['id', 'type', 'label', 'text'];
const EDGE_KEYS_FIRST = ['source', 'target', 'type', 'text'];

/**
 * An object's keys in one order, whoever made it: these first, the rest (and those of the
 * objects inside) by name. A graph read back from this file lists a node's keys in its
 * schema's order, the pipeline in the order it added them; without this a round trip
 * changed the bytes (probe 34, B2).
 */
function inKeyOrder<T extends object>(value: T, first: readonly string[] = []): T {
  const keys = Object.keys(value);
  const rest = keys.filter((k) => !first.includes(k)).sort();
  const entries = [...first.filter((k) => keys.includes(k)), ...rest].map((k) => [k, deepKeyOrder((value as Record<string, unknown>)[k])]);
  return Object.fromEntries(entries) as T;
}

/** A value inside a node or relation (its source, its kept fields), its objects' keys by name. */
function deepKeyOrder(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(deepKeyOrder);
  return value !== null && typeof value === 'object' ? inKeyOrder(value) : value;
}

/** The xAIF file of a debate, laid out by `layout` when it has points (else on a grid). */
export const exportXaif = (graph: DebateGraph, layout?: GraphLayout): string => stableJson(xaifDocument(graph, layout));

export function xaifDocument(graph: DebateGraph, layout?: GraphLayout): XaifDocument {
  const timestamp = aifTimestamp(graph.meta.created);
  const byId = new Map<string, GraphNode>(graph.nodes.map((n) => [n.id, n]));
  const taken = new Set<string>(graph.nodes.map((n) => n.id));
  const mint = (prefix: string): string => {
    let id = `${prefix}${taken.size}`;
    for (let n = 2; taken.has(id); n++) id = `${prefix}${taken.size}~${n}`;
    taken.add(id);
    return id;
  };
  const place = positions(graph, layout);
  const doc: XaifDocument = {
    AIF: { nodes: [], edges: [], schemefulfillments: [], descriptorfulfillments: [], participants: [], locutions: [] },
    text: '', dialog: false,
    OVA: { firstname: '', surname: '', url: '', nodes: [], edges: [] },
    debateAtlas: { ...graph, nodes: graph.nodes.map((n) => inKeyOrder(n, NODE_KEYS_FIRST)), edges: graph.edges.map((e) => inKeyOrder(e, EDGE_KEYS_FIRST)) },
  };
  const addNode = (nodeID: string, text: string, type: string, at: { x: number; y: number }) => {
    doc.AIF.nodes.push({ nodeID, text: withoutReferenceEscapes(text), type, ...(timestamp !== '' ? { timestamp } : {}) });
    doc.OVA.nodes.push({ nodeID, visible: true, x: at.x, y: at.y, timestamp: '' });
  };
  const addEdge = (fromID: string, toID: string) => {
    doc.AIF.edges.push({ edgeID: `${doc.AIF.edges.length + 1}`, fromID, toID });
    doc.OVA.edges.push({ fromID, toID, visible: true });
  };
  for (const node of graph.nodes) {
    if (AIF_CLAIM_TYPES.has(node.type)) addNode(node.id, node.text ?? node.label, 'I', place(node.id));
    else if (node.type === 'persona') doc.AIF.participants.push({ participantID: node.id, firstname: node.label, surname: '' });
  }
  const typeOf = (id: string) => byId.get(id)?.type;
  const passages: string[] = [];
  let previous: { persona: string; locution: string } | undefined;
  for (const edge of graph.edges) {
    if (!xaifCarriesEdge(edge, typeOf)) continue;
    const between = midpoint(place(edge.source), place(edge.target));
    const scheme = AIF_SCHEMES[edge.type];
    if (AIF_CLAIM_TYPES.has(typeOf(edge.source)!) && scheme !== undefined) {
      const id = mint(scheme.type.toLowerCase());
      addNode(id, scheme.text, scheme.type, between);
      addEdge(edge.source, id);
      addEdge(id, edge.target);
      continue;
    }
    const persona = byId.get(edge.source)!;
    const words = stanceWords(edge, byId.get(edge.target)!);
    const l = mint('l');
    addNode(l, `${persona.label}: ${words}`, 'L', place(edge.source));
    doc.AIF.locutions.push({ nodeID: l, personID: persona.id, ...(edge.provenance?.time !== undefined ? { start: edge.provenance.time } : {}) });
    const ya = mint('ya');
    addNode(ya, STANCE_ILLOCUTIONS[edge.type as keyof typeof STANCE_ILLOCUTIONS], 'YA', between);
    addEdge(l, ya);
    addEdge(ya, edge.target);
    if (previous !== undefined) {
      const ta = mint('ta');
      addNode(ta, 'Default Transition', 'TA', midpoint(place(previous.persona), place(edge.source)));
      addEdge(previous.locution, ta);
      addEdge(ta, l);
    }
    previous = { persona: edge.source, locution: l };
    passages.push(`${escapeHtml(persona.label)}: <span class="highlighted" id="node${escapeHtml(l)}">${escapeHtml(withoutReferenceEscapes(words))}</span><br>`);
  }
  doc.text = passages.join('\n');
  doc.dialog = doc.AIF.locutions.length > 0;
  return doc;
}

/** A persona's words for a stance: what the graph quotes, else the claim it takes a stance on. */
const stanceWords = (edge: GraphEdge, claim: GraphNode): string => edge.provenance?.quote ?? claim.text ?? claim.label;

const midpoint = (a: { x: number; y: number }, b: { x: number; y: number }) => ({ x: round((a.x + b.x) / 2), y: round((a.y + b.y) / 2) });
const round = (v: number): number => Math.round(v * 10) / 10;

/** Each node's point: the layout's, scaled to OVA's canvas, or a grid when the layout has none. */
function positions(graph: DebateGraph, layout: GraphLayout | undefined): (id: string) => { x: number; y: number } {
  const points = new Map<string, { x: number; y: number }>();
  for (const p of layout?.points ?? []) points.set(p.id, { x: round(p.x), y: round(p.y) });
  const columns = Math.max(1, Math.ceil(Math.sqrt(graph.nodes.length)));
  const grid = new Map<string, { x: number; y: number }>(graph.nodes.map((n, i) => [n.id, { x: 100 + (i % columns) * 250, y: 100 + Math.floor(i / columns) * 150 }]));
  return (id) => points.get(id) ?? grid.get(id) ?? { x: 0, y: 0 };
}
