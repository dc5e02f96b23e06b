// debate-atlas's own xAIF export writes, beside AIF, the debate's graph under
// `debateAtlas` (an intermediate graph): what AIF cannot say (domains, questions, node
// types, relation notes, provenance, order). Read back, the AIF layer stays the authority
// on what it carries, so an edit made in OVA is kept: which claims, personas and argument
// relations exist, a claim's text and a persona's name. The block restores the rest; a
// node or relation it names that the AIF layer no longer has is reported and left out,
// and what the AIF layer has beyond it (added in another tool) follows in file order.
import type { Diagnostic } from '../../core/diagnostics.ts';
import type { Parsed } from '../../core/result.ts';
import type { DebateGraph, GraphEdge, GraphNode } from '../../graph/types.ts';
import { formatJsonPath, type JsonDocument, type JsonPath } from '../../parse/jsonDocument.ts';
import { XAIF_EXTENSION_KEY, xaifCarriesEdge, xaifCarriesNode } from './schema.ts';
import { validateIntermediateGraph } from '../intermediate/validate.ts';
import type { AifTexts } from './read.ts';

export function applyExtension(doc: JsonDocument, native: DebateGraph, texts: AifTexts, value: unknown): Parsed<DebateGraph> {
  const within = (path: JsonPath): JsonPath => [XAIF_EXTENSION_KEY, ...path];
  const sub: JsonDocument = { source: doc.source, value, locate: (path) => doc.locate(within(path)), leftOutKeys: [] };
  const read = validateIntermediateGraph(sub);
  const relocated = read.diagnostics.map((d) => ({ ...d, path: d.path === undefined ? XAIF_EXTENSION_KEY : `${XAIF_EXTENSION_KEY}.${d.path}` }));
  if (!read.ok) return { ok: false, diagnostics: relocated };
  const block = read.value;
  const warnings: Diagnostic[] = [...relocated];
  const warn = (path: JsonPath, message: string) => warnings.push({
    severity: 'warning', code: 'not-imported', file: doc.source.file, path: formatJsonPath(within(path)), message, ...doc.locate(within(path)),
  });

  const nativeById = new Map(native.nodes.map((n) => [n.id as string, n]));
  const typeOf = new Map(block.nodes.map((n) => [n.id as string, n.type]));
  const used = new Set<string>();
  const removed = new Set<string>();
  const nodes: GraphNode[] = [];
  block.nodes.forEach((n, i) => {
    if (!xaifCarriesNode(n)) { nodes.push(n); return; }
    const carried = nativeById.get(n.id);
    if (carried === undefined || carried.type !== (n.type === 'persona' ? 'persona' : 'claim')) {
      warn(['nodes', i], `node ${JSON.stringify(n.id)} is not in the AIF layer (removed in another tool?); left out`);
      removed.add(n.id);
      return;
    }
    used.add(n.id);
    if (n.type === 'persona') nodes.push({ ...n, label: texts.get(`participant\u0000${n.id}`) ?? carried.label });
    else {
      const text = texts.get(n.id) ?? '';
      nodes.push(n.text !== undefined ? { ...n, text } : { ...n, label: text });
    }
  });
  for (const n of native.nodes) if (!used.has(n.id)) nodes.push(n);

  const key = (e: GraphEdge) => `${e.source}\u0000${e.target}\u0000${e.type}`;
  // Each key's native relations, and how many of them are matched (a cursor: linear).
  const nativeEdges = new Map<string, { list: number[]; next: number }>();
  native.edges.forEach((e, i) => {
    const entry = nativeEdges.get(key(e));
    if (entry === undefined) nativeEdges.set(key(e), { list: [i], next: 0 });
    else entry.list.push(i);
  });
  const consumed = new Set<number>();
  const edges: GraphEdge[] = [];
  block.edges.forEach((e, i) => {
    if (removed.has(e.source) || removed.has(e.target)) { warn(['edges', i], `relation ${JSON.stringify(e.source)} ${e.type} ${JSON.stringify(e.target)} has an end the AIF layer no longer has; left out`); return; }
    if (!xaifCarriesEdge(e, (id) => typeOf.get(id))) { edges.push(e); return; }
    const entry = nativeEdges.get(key(e));
    const match = entry?.list[entry.next];
    if (entry !== undefined && match !== undefined) entry.next++;
    if (match === undefined) { warn(['edges', i], `relation ${JSON.stringify(e.source)} ${e.type} ${JSON.stringify(e.target)} is not in the AIF layer (removed in another tool?); left out`); return; }
    consumed.add(match);
    edges.push(e);
  });
  native.edges.forEach((e, i) => { if (!consumed.has(i)) edges.push(e); });
  // The rest of the block (round summaries, kept fields) is what AIF has no place for.
  return { ok: true, value: { ...block, nodes, edges }, diagnostics: warnings };
}
