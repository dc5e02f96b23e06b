// AIF JSON → the per-debate graph (analysis spec §B1, import side). I-nodes become
// claims; a participant becomes a persona, and the I-node its locution names becomes
// the persona's position; RA, CA and MA nodes become supports, opposes and refines
// relations (their scheme name restores illustrates and steelmanned_by). Dialogue and
// preference nodes (L, TA, YA, PA) have no place in the graph: they are reported, never
// silently dropped. Dangling ids and unknown node types are errors, each located.
import type { Diagnostic } from '../../core/diagnostics.ts';
import { asNodeId } from '../../core/ids.ts';
import type { Parsed } from '../../core/result.ts';
import type { DebateGraph, GraphEdge, GraphNode } from '../../graph/types.ts';
import { formatJsonPath, type JsonDocument, type JsonPath } from '../../parse/jsonDocument.ts';
import { AIF_NODE_TYPES, aifSchema, orderedMeta, type AifFile } from './schema.ts';
import { convertSchemeNodes, SCHEME_TYPES, schemeName } from './schemeNodes.ts';
import { zodIssuesToDiagnostics } from '../../schemas/zodDiagnostics.ts';

const hasArray = (value: object, key: string) => Array.isArray((value as Record<string, unknown>)[key]);
const someHas = (list: unknown, key: string) =>
  Array.isArray(list) && list.some((item) => typeof item === 'object' && item !== null && key in item);

/**
 * AIF by content: locutions or participants, or nodes with `nodeID`, or edges with
 * `fromID`. Tried before the intermediate graph, which also has `nodes` and `edges`.
 */
export function looksLikeAif(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return hasArray(v, 'locutions') || hasArray(v, 'participants') || someHas(v['nodes'], 'nodeID') || someHas(v['edges'], 'fromID') || someHas(v['edges'], 'toID');
}

const NOT_IMPORTED: Record<string, string> = {
  L: 'locution (dialogue) nodes', TA: 'transition (dialogue) nodes', YA: 'illocution (dialogue) nodes', PA: 'preference nodes',
};

export function validateAif(doc: JsonDocument): Parsed<DebateGraph> {
  const at = (path: JsonPath, code: string, message: string, severity: Diagnostic['severity'] = 'error'): Diagnostic => ({
    severity, code, file: doc.source.file, path: formatJsonPath(path), message, ...doc.locate(path),
  });
  const result = aifSchema.safeParse(doc.value, { reportInput: true });
  if (!result.success) return { ok: false, diagnostics: zodIssuesToDiagnostics(result.error.issues, doc) };
  const aif = result.data;

  const errors: Diagnostic[] = [];
  const nodeIndex = new Map<string, number>();
  aif.nodes.forEach((n, i) => {
    if (!(AIF_NODE_TYPES as readonly string[]).includes(n.type)) {
      errors.push(at(['nodes', i, 'type'], 'unknown-node-type', `unknown node type ${JSON.stringify(n.type)}; AIF types: ${AIF_NODE_TYPES.join(', ')}`));
    }
    if (nodeIndex.has(n.nodeID)) errors.push(at(['nodes', i, 'nodeID'], 'duplicate-id', `nodeID ${JSON.stringify(n.nodeID)} is used by an earlier node`));
    else nodeIndex.set(n.nodeID, i);
  });
  const edgeIndex = new Set<string>();
  aif.edges.forEach((e, i) => {
    if (e.edgeID !== undefined) {
      if (edgeIndex.has(e.edgeID)) errors.push(at(['edges', i, 'edgeID'], 'duplicate-id', `edgeID ${JSON.stringify(e.edgeID)} is used by an earlier edge`));
      else edgeIndex.add(e.edgeID);
    }
    for (const end of ['fromID', 'toID'] as const) {
      if (!nodeIndex.has(e[end])) errors.push(at(['edges', i, end], 'missing-reference', `no node has nodeID ${JSON.stringify(e[end])}`));
    }
  });
  const participantIndex = new Map<string, number>();
  aif.participants.forEach((p, i) => {
    if (participantIndex.has(p.participantID)) errors.push(at(['participants', i, 'participantID'], 'duplicate-id', `participantID ${JSON.stringify(p.participantID)} is used by an earlier participant`));
    else participantIndex.set(p.participantID, i);
  });
  aif.locutions.forEach((l, i) => {
    if (!nodeIndex.has(l.nodeID)) errors.push(at(['locutions', i, 'nodeID'], 'missing-reference', `no node has nodeID ${JSON.stringify(l.nodeID)}`));
    if (!participantIndex.has(l.personID)) errors.push(at(['locutions', i, 'personID'], 'missing-reference', `no participant has participantID ${JSON.stringify(l.personID)}`));
  });
  if (errors.length > 0) return { ok: false, diagnostics: errors };
  const converted = aifToGraph(aif, doc, at);
  if (!converted.ok) return converted;
  return { ok: true, value: converted.value, diagnostics: converted.diagnostics };
}

type At = (path: JsonPath, code: string, message: string, severity?: Diagnostic['severity']) => Diagnostic;

function aifToGraph(aif: AifFile, doc: JsonDocument, at: At): Parsed<DebateGraph> {
  const warnings: Diagnostic[] = [];
  const typeOf = new Map(aif.nodes.map((n) => [n.nodeID, n.type]));
  const iNodes = new Set(aif.nodes.filter((n) => n.type === 'I').map((n) => n.nodeID));

  // A participant's position: the first I-node one of its locutions names.
  const positionOf = new Map<string, string>();
  const positionOwner = new Map<string, string>();
  for (const l of aif.locutions) {
    if (!iNodes.has(l.nodeID) || positionOf.has(l.personID) || positionOwner.has(l.nodeID)) continue;
    positionOf.set(l.personID, l.nodeID);
    positionOwner.set(l.nodeID, l.personID);
  }
  const taken = new Set([...iNodes].filter((id) => !positionOwner.has(id)));
  const personaId = new Map<string, string>();
  for (const p of aif.participants) {
    let id = p.participantID;
    for (let n = 1; taken.has(id); n++) id = n === 1 ? `participant:${p.participantID}` : `participant:${p.participantID}~${n}`;
    taken.add(id);
    personaId.set(p.participantID, id);
  }
  const participant = new Map(aif.participants.map((p) => [p.participantID, p]));
  const nameOf = (pid: string) => {
    const p = participant.get(pid)!;
    // Kept as written (a full-width space stays one), so export → import → export is exact.
    const name = p.surname === '' ? p.firstname : p.firstname === '' ? p.surname : `${p.firstname} ${p.surname}`;
    return name.trim() === '' ? `participant ${pid}` : name;
  };

  const nodes: GraphNode[] = [];
  const graphIdOf = new Map<string, string>();
  for (const n of aif.nodes) {
    if (n.type !== 'I') continue;
    const owner = positionOwner.get(n.nodeID);
    if (owner === undefined) {
      nodes.push({ id: asNodeId(n.nodeID), type: 'claim', label: n.text, text: n.text });
      graphIdOf.set(n.nodeID, n.nodeID);
    } else {
      const name = nameOf(owner);
      nodes.push({ id: asNodeId(personaId.get(owner)!), type: 'persona', label: name, ...(n.text !== name ? { position: n.text } : {}) });
      graphIdOf.set(n.nodeID, personaId.get(owner)!);
    }
  }
  for (const p of aif.participants) {
    if (!positionOf.has(p.participantID)) nodes.push({ id: asNodeId(personaId.get(p.participantID)!), type: 'persona', label: nameOf(p.participantID) });
  }

  const edges: GraphEdge[] = [];
  aif.edges.forEach((e, i) => {
    const from = typeOf.get(e.fromID)!, to = typeOf.get(e.toID)!;
    if (NOT_IMPORTED[from] || NOT_IMPORTED[to]) return; // counted with its nodes below
    if (!((from === 'I' && SCHEME_TYPES.has(to)) || (SCHEME_TYPES.has(from) && to === 'I'))) {
      warnings.push(at(['edges', i], 'not-imported', `an edge from a ${from} node to a ${to} node is not an argument between claims; not imported`, 'warning'));
    }
  });
  const schemes = convertSchemeNodes(aif.nodes, aif.edges, (id) => iNodes.has(id), at, ['nodes']);
  if (schemes.errors.length > 0) return { ok: false, diagnostics: schemes.errors };
  for (const w of schemes.warnings) warnings.push(w);
  for (const argument of schemes.arguments) {
    const name = schemeName(argument.schemeType, argument.text);
    for (const [premise, conclusion] of argument.pairs) {
      edges.push({ source: graphIdOf.get(premise)!, target: graphIdOf.get(conclusion)!, type: argument.type, ...(name !== undefined ? { text: name } : {}) });
    }
  }
  for (const [type, what] of Object.entries(NOT_IMPORTED)) {
    const indices = aif.nodes.flatMap((n, i) => (n.type === type ? [i] : []));
    if (indices.length === 0) continue;
    warnings.push(at(['nodes', indices[0]!], 'not-imported', `${indices.length} ${what} (${type}) and their edges are not imported: debate-atlas keeps the argument layer only`, 'warning'));
  }

  const supported = new Set(edges.filter((e) => e.type === 'supports').map((e) => e.target));
  const opposed = new Set(edges.filter((e) => e.type === 'opposes').map((e) => e.target));
  for (const node of nodes) if (node.type === 'claim') node.contested = supported.has(node.id) && opposed.has(node.id);

  const topic = aif.topic ?? fileTopic(doc.source.file);
  const meta = orderedMeta({ ...aif.meta, tags: aif.meta?.tags ?? [] });
  return { ok: true, value: { topic, meta, nodes, edges }, diagnostics: warnings };
}

/** A file without a topic is named by its file name (the AIFdb export of a map has none). */
const fileTopic = (file: string): string => file.split('/').pop()!.replace(/\.[^.]*$/, '') || 'AIF argument map';
