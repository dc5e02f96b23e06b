// AIF JSON → the per-debate graph (analysis spec §B1, import side). I-nodes become
// claims; a participant becomes a persona, and the I-node its locution names becomes
// the persona's position; RA, CA and MA nodes become supports, opposes and refines
// relations (their scheme name restores illustrates and steelmanned_by). A dialogue layer
// (AIFdb's L and YA nodes) is read as xAIF reads it; otherwise dialogue and preference
// nodes (L, TA, YA, PA) have no place in the graph: they are reported, never silently
// dropped. Dangling ids and unknown node types are errors, each located.
import type { Diagnostic } from '../../core/diagnostics.ts';
import { asNodeId } from '../../core/ids.ts';
import type { Parsed } from '../../core/result.ts';
import type { DebateGraph, GraphEdge, GraphNode } from '../../graph/types.ts';
import { formatJsonPath, type JsonDocument, type JsonPath } from '../../parse/jsonDocument.ts';
import { AIF_NODE_TYPES, aifSchema, orderedMeta, type AifFile } from './schema.ts';
import { convertSchemeNodes, SCHEME_TYPES, schemeName } from './schemeNodes.ts';
import { zodIssuesToDiagnostics } from '../../schemas/zodDiagnostics.ts';
import { readXaif } from '../xaif/read.ts';
import { trimmedId, validParts, type PartsShape } from '../../schemas/validParts.ts';

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
  // Schema errors first; the parts that passed are still checked for references (schemas/validParts.ts).
  const result = aifSchema.safeParse(doc.value, { reportInput: true });
  const schemaProblems = result.success ? [] : zodIssuesToDiagnostics(result.error.issues, doc);
  const parts = result.success ? { value: result.data, origin: undefined, leftOut: [], unreadable: new Set<string>() } : validParts(aifSchema, AIF_PARTS, doc.value, result.error.issues);
  if (!parts) return { ok: false, diagnostics: schemaProblems };
  const errors = [...schemaProblems, ...checkAifReferences(parts.value, at, {
    at: (list, i) => parts.origin?.[list][i] ?? i,
    leftOut: new Set(parts.leftOut.map((part) => `${part.kind}\u0000${part.id}`)),
    unreadable: parts.unreadable,
  })];
  if (errors.length > 0) return { ok: false, diagnostics: errors };
  if (hasDialogue(parts.value)) return readDialogueAif(doc, parts.value);
  const converted = aifToGraph(parts.value, doc, at);
  if (!converted.ok) return converted;
  return { ok: true, value: converted.value, diagnostics: converted.diagnostics };
}

/**
 * AIF as AIFdb serves a corpus: locutions name L-nodes (a speaker's words), and YA nodes
 * lead from them to the I-nodes asserted, questioned or disagreed with. That dialogue layer
 * is read as xAIF reads it (each stance a relation, each claim's source its locution), not
 * by the first-locution rule, which never applies there (probe 34, A1).
 */
function hasDialogue(aif: AifFile): boolean {
  const typeOf = new Map(aif.nodes.map((n) => [n.nodeID, n.type]));
  // Only where every locution names an L-node: a locution naming an I-node is read by the
  // first-locution rule, which the dialogue reading would drop (review 2026-12-05f).
  return aif.nodes.some((n) => n.type === 'YA') && aif.locutions.length > 0 && aif.locutions.every((l) => typeOf.get(l.nodeID) === 'L');
}

function readDialogueAif(doc: JsonDocument, aif: AifFile): Parsed<DebateGraph> {
  const unwrap = (path: JsonPath): JsonPath => (path[0] === 'AIF' ? path.slice(1) : path);
  const read = readXaif({ ...doc, value: { AIF: doc.value }, locate: (path) => doc.locate(unwrap(path)) }, unwrap);
  if (!read.ok) return read;
  const topic = aif.topic ?? read.value.topic;
  return { ok: true, value: { ...read.value, topic, meta: orderedMeta({ ...aif.meta, tags: aif.meta?.tags ?? [] }) }, diagnostics: read.diagnostics };
}

type AifList = 'nodes' | 'edges' | 'locutions' | 'participants';
const AIF_PARTS: PartsShape<'node' | 'participant', AifList> = {
  lists: { nodes: { kind: 'node', idKey: 'nodeID' }, edges: undefined, locutions: undefined, participants: { kind: 'participant', idKey: 'participantID' } },
  standIns: { nodes: [] },
  // As `aifId` reads it: a trimmed string or a whole number.
  readId: (value) => (typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : trimmedId(value)),
};

/** What the reference check knows of the parts the schema refused (none when it passed). */
interface AifScope {
  /** A kept item's index in the document. */
  at: (list: AifList, index: number) => number;
  /** `kind NUL id` of each left-out part whose id could be read. */
  leftOut: ReadonlySet<string>;
  /** Kinds of which a left-out part's id could not be read. */
  unreadable: ReadonlySet<string>;
}

/** Duplicate ids, unknown node types and references to no node or participant, each located. */
function checkAifReferences(aif: AifFile, at: At, scope: AifScope): Diagnostic[] {
  const errors: Diagnostic[] = [];
  // A reference to a part the schema refused depends on it: skipped, not reported missing.
  const missing = (kind: 'node' | 'participant', id: string, index: ReadonlyMap<string, number>) =>
    !index.has(id) && !scope.leftOut.has(`${kind}\u0000${id}`) && !scope.unreadable.has(kind);
  const nodeIndex = new Map<string, number>();
  aif.nodes.forEach((n, k) => {
    const i = scope.at('nodes', k);
    if (!(AIF_NODE_TYPES as readonly string[]).includes(n.type)) {
      errors.push(at(['nodes', i, 'type'], 'unknown-node-type', `unknown node type ${JSON.stringify(n.type)}; AIF types: ${AIF_NODE_TYPES.join(', ')}`));
    }
    if (nodeIndex.has(n.nodeID)) errors.push(at(['nodes', i, 'nodeID'], 'duplicate-id', `nodeID ${JSON.stringify(n.nodeID)} is used by an earlier node`));
    else nodeIndex.set(n.nodeID, i);
  });
  const edgeIndex = new Set<string>();
  aif.edges.forEach((e, k) => {
    const i = scope.at('edges', k);
    if (e.edgeID !== undefined) {
      if (edgeIndex.has(e.edgeID)) errors.push(at(['edges', i, 'edgeID'], 'duplicate-id', `edgeID ${JSON.stringify(e.edgeID)} is used by an earlier edge`));
      else edgeIndex.add(e.edgeID);
    }
    for (const end of ['fromID', 'toID'] as const) {
      if (missing('node', e[end], nodeIndex)) errors.push(at(['edges', i, end], 'missing-reference', `no node has nodeID ${JSON.stringify(e[end])}`));
    }
  });
  const participantIndex = new Map<string, number>();
  aif.participants.forEach((p, k) => {
    const i = scope.at('participants', k);
    if (participantIndex.has(p.participantID)) errors.push(at(['participants', i, 'participantID'], 'duplicate-id', `participantID ${JSON.stringify(p.participantID)} is used by an earlier participant`));
    else participantIndex.set(p.participantID, i);
  });
  aif.locutions.forEach((l, k) => {
    const i = scope.at('locutions', k);
    if (missing('node', l.nodeID, nodeIndex)) errors.push(at(['locutions', i, 'nodeID'], 'missing-reference', `no node has nodeID ${JSON.stringify(l.nodeID)}`));
    if (missing('participant', l.personID, participantIndex)) errors.push(at(['locutions', i, 'personID'], 'missing-reference', `no participant has participantID ${JSON.stringify(l.personID)}`));
  });
  return errors;
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
