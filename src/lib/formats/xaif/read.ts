// xAIF → the per-debate graph: I-nodes as claims, participants as personas, scheme nodes as
// relations, the dialogue layer as stances and sources (docs/decisions/xaif-reading.md).
import type { Diagnostic } from '../../core/diagnostics.ts';
import { asNodeId } from '../../core/ids.ts';
import type { Parsed } from '../../core/result.ts';
import type { DebateGraph, GraphEdge, GraphNode } from '../../graph/types.ts';
import { formatJsonPath, type JsonDocument, type JsonPath } from '../../parse/jsonDocument.ts';
import { AIF_NODE_TYPES } from '../aif/schema.ts';
import { XAIF_EXTENSION_KEY, xaifSchema, type XaifFile } from './schema.ts';
import { zodIssuesToDiagnostics } from '../../schemas/zodDiagnostics.ts';
import { xaifValidParts } from './validParts.ts';
import { convertSchemeNodes, schemeName } from '../aif/schemeNodes.ts';
import { readDialogue } from './dialogue.ts';
import { applyExtension } from './extension.ts';
import { plainText, refusedReferences, scanReferences, spanPassages } from './sourceText.ts';

type At = (path: JsonPath, code: string, message: string, severity?: Diagnostic['severity']) => Diagnostic;

/** `outer`: where a path of the xAIF object is in the file (plain AIF read as xAIF: `AIF.nodes[2]` is `nodes[2]`). */
export function readXaif(doc: JsonDocument, outer: (path: JsonPath) => JsonPath = (path) => path): Parsed<DebateGraph> {
  // Schema errors first; the parts that passed are still read (xaifValidParts): their
  // problems are listed with the schema's, located at each part's index in the file.
  const parsed = xaifSchema.safeParse(doc.value, { reportInput: true });
  const schemaProblems = parsed.success ? [] : zodIssuesToDiagnostics(parsed.error.issues, doc);
  const parts = parsed.success ? { value: parsed.data } : xaifValidParts(doc.value, parsed.error.issues);
  if (parts === undefined) return { ok: false, diagnostics: schemaProblems };
  const inPart = parts.inFile ?? ((path: JsonPath) => path);
  const inFile = (path: JsonPath) => outer(inPart(path));
  const at: At = (path, code, message, severity = 'error') => {
    const where = inFile(path);
    return { severity, code, file: doc.source.file, path: formatJsonPath(where), message, ...doc.locate(where) };
  };
  const located = { ...doc, locate: (path: JsonPath) => doc.locate(inFile(path)) };
  const native = nativeGraph(parts.value, located, at, parts.skipped ?? (() => false));
  if (!native.ok) return { ok: false, diagnostics: [...schemaProblems, ...native.diagnostics] };
  const extension = (doc.value as Record<string, unknown>)[XAIF_EXTENSION_KEY];
  const applied = extension === undefined ? undefined : applyExtension(doc, native.value, native.texts, extension);
  const diagnostics = [...schemaProblems, ...native.diagnostics, ...(applied?.diagnostics ?? [])];
  if (schemaProblems.length > 0 || (applied !== undefined && !applied.ok)) return { ok: false, diagnostics };
  return { ok: true, value: applied?.ok ? applied.value : native.value, diagnostics };
}

/** The raw text of each I-node and the name of each persona, as the AIF layer writes them. */
export type AifTexts = ReadonlyMap<string, string>;

/** `skipped`: a node id that may be a node the schema refused (an edge to it is left out unsaid). */
function nativeGraph(x: XaifFile, doc: JsonDocument, at: At, skipped: (nodeID: string) => boolean): Parsed<DebateGraph> & { texts: AifTexts } {
  const aif = x.AIF;
  const warnings: Diagnostic[] = [];
  const nodeAt = indexNodes(aif, at, warnings);
  const edges = aif.edges.filter((e, i) => {
    const missing = [e.fromID, e.toID].find((id) => !nodeAt.has(id));
    if (missing !== undefined && !skipped(missing)) warnings.push(at(['AIF', 'edges', i], 'missing-reference', `no node has nodeID ${JSON.stringify(missing)}; this edge is not imported`, 'warning'));
    return missing === undefined;
  });
  const isClaim = (id: string) => aif.nodes[nodeAt.get(id) ?? -1]?.type === 'I';
  const texts = new Map<string, string>();
  const nodes: GraphNode[] = [];
  aif.nodes.forEach((n, i) => {
    if (n.type !== 'I' || nodeAt.get(n.nodeID) !== i) return;
    texts.set(n.nodeID, n.text);
    const words = n.text.trim();
    nodes.push({ id: asNodeId(n.nodeID), type: 'claim', label: words === '' ? `I-node ${n.nodeID}` : n.text, ...(words !== '' ? { text: n.text } : {}) });
  });
  const personaOf = personas(aif, at, warnings, nodes, texts);

  const inText = refusedReferences();
  scanReferences(x.text, inText.add);
  const passages = spanPassages(x.text);
  const refused = [...inText.problems((message) => at(['text'], 'control-character', message)), ...lNodeReferenceProblems(aif, at)];
  const schemes = convertSchemeNodes(aif.nodes, edges, isClaim, at, ['AIF', 'nodes']);
  if (schemes.errors.length > 0 || refused.length > 0) return { ok: false, diagnostics: [...refused, ...schemes.errors], texts };
  for (const w of schemes.warnings) warnings.push(w);
  const dialogue = readDialogue({
    aif, nodeAt, edges, personaOf, isClaim, passages, at,
    line: (path) => doc.locate(path).line,
  });
  for (const w of dialogue.warnings) warnings.push(w);

  const fulfilled = new Map<string, string>();
  for (const f of aif.schemefulfillments) if (!fulfilled.has(f.nodeID)) fulfilled.set(f.nodeID, f.schemeID);
  const graphEdges: GraphEdge[] = [];
  for (const argument of schemes.arguments) {
    const name = schemeName(argument.schemeType, argument.text);
    const id = fulfilled.get(argument.nodeID);
    const scheme = name !== undefined ? (id !== undefined ? `${name} (scheme ${id})` : name) : id !== undefined ? `scheme ${id}` : undefined;
    // Premises of one scheme node are one (linked) argument: each relation says so.
    const linked = argument.premises.length > 1 ? `one argument of ${argument.premises.length} linked premises` : undefined;
    const text = scheme !== undefined && linked !== undefined ? `${scheme}; ${linked}` : scheme ?? linked;
    const provenance = dialogue.schemeSource.get(argument.nodeID);
    for (const [premise, conclusion] of argument.pairs) {
      graphEdges.push({ source: premise, target: conclusion, type: argument.type, ...(text !== undefined ? { text } : {}), ...(provenance !== undefined ? { provenance } : {}) });
    }
  }
  for (const stance of dialogue.stances) graphEdges.push(stance);
  for (const node of nodes) {
    const source = dialogue.claimSource.get(node.id);
    if (node.type === 'claim' && source !== undefined) node.source = source;
  }
  markContested(nodes, graphEdges);
  notImported(aif, at, warnings);
  const graph: DebateGraph = { topic: fileTopic(doc.source.file), meta: { tags: [] }, nodes, edges: graphEdges };
  return { ok: true, value: graph, diagnostics: warnings, texts };
}

/** L nodes' texts are HTML too (their words are a quote): a reference they refuse, located at each. */
function lNodeReferenceProblems(aif: XaifFile['AIF'], at: At): Diagnostic[] {
  const problems: Diagnostic[] = [];
  aif.nodes.forEach((n, i) => {
    if (n.type !== 'L' || !n.text.includes('&#')) return;
    const inNode = refusedReferences();
    plainText(n.text, undefined, inNode.add);
    for (const problem of inNode.problems((message) => at(['AIF', 'nodes', i, 'text'], 'control-character', message))) problems.push(problem);
  });
  return problems;
}

function indexNodes(aif: XaifFile['AIF'], at: At, warnings: Diagnostic[]): Map<string, number> {
  const nodeAt = new Map<string, number>();
  aif.nodes.forEach((n, i) => {
    if (nodeAt.has(n.nodeID)) warnings.push(at(['AIF', 'nodes', i, 'nodeID'], 'duplicate-id', `nodeID ${JSON.stringify(n.nodeID)} is used by an earlier node; this one is not imported`, 'warning'));
    else nodeAt.set(n.nodeID, i);
  });
  return nodeAt;
}

/** A persona per participant, its id the participant's unless an I-node has it. Adds the nodes; returns them by participant id. */
function personas(aif: XaifFile['AIF'], at: At, warnings: Diagnostic[], nodes: GraphNode[], texts: Map<string, string>) {
  const personaOf = new Map<string, { id: string; label: string }>();
  const taken = new Set(nodes.map((n) => n.id as string));
  aif.participants.forEach((p, i) => {
    if (personaOf.has(p.participantID)) {
      warnings.push(at(['AIF', 'participants', i, 'participantID'], 'duplicate-id', `participantID ${JSON.stringify(p.participantID)} is used by an earlier participant; this one is not imported`, 'warning'));
      return;
    }
    let id = p.participantID;
    for (let n = 1; taken.has(id); n++) id = n === 1 ? `participant:${p.participantID}` : `participant:${p.participantID}~${n}`;
    taken.add(id);
    // As written: "Participant" "Rachel" is "Participant Rachel"; a full-width space stays one.
    const name = p.surname === '' ? p.firstname : p.firstname === '' ? p.surname : `${p.firstname} ${p.surname}`;
    const label = name.trim() === '' ? `participant ${p.participantID}` : name;
    texts.set(`participant\u0000${id}`, name);
    personaOf.set(p.participantID, { id, label });
    nodes.push({ id: asNodeId(id), type: 'persona', label });
  });
  return personaOf;
}

/** Supported and opposed by someone (spec §2 rule 3), as the AIF reader marks it. */
function markContested(nodes: GraphNode[], edges: readonly GraphEdge[]): void {
  const supported = new Set(edges.filter((e) => e.type === 'supports').map((e) => e.target));
  const opposed = new Set(edges.filter((e) => e.type === 'opposes').map((e) => e.target));
  for (const node of nodes) if (node.type === 'claim') node.contested = supported.has(node.id) && opposed.has(node.id);
}

/** Node types the graph has no place for, counted once each with where the first is. */
function notImported(aif: XaifFile['AIF'], at: At, warnings: Diagnostic[]): void {
  const first = new Map<string, { index: number; count: number }>();
  aif.nodes.forEach((n, i) => {
    if ((['I', 'L', 'RA', 'CA', 'MA', 'TA', 'YA'] as string[]).includes(n.type)) return;
    const seen = first.get(n.type);
    if (seen === undefined) first.set(n.type, { index: i, count: 1 });
    else seen.count++;
  });
  for (const [type, { index, count }] of first) {
    const what = type === 'PA' ? 'preference nodes' : `nodes of type ${JSON.stringify(type)} (not an AIF type: ${AIF_NODE_TYPES.join(', ')})`;
    warnings.push(at(['AIF', 'nodes', index], 'not-imported', `${count} ${what} are not imported`, 'warning'));
  }
}

/** A file without a topic is named by its file name, as AIF files are. */
const fileTopic = (file: string): string => file.split('/').pop()!.replace(/\.[^.]*$/, '') || 'xAIF argument map';
