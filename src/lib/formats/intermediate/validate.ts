// The intermediate graph as an input (spec §1.2): graphs made by another roundtable-kg
// install or by kg-gen can be committed and merged like logs.
import { z } from 'zod';
import type { Diagnostic } from '../../core/diagnostics.ts';
import { asNodeId, parseCrossReference } from '../../core/ids.ts';
import type { Checked } from '../../core/result.ts';
import { trimmedId, validParts, type PartsShape } from '../../schemas/validParts.ts';
import { formatJsonPath, type JsonDocument, type JsonPath } from '../../parse/jsonDocument.ts';
import { metaSchema } from '../../schemas/roundtableLog.ts';
import { zodIssuesToDiagnostics } from '../../schemas/zodDiagnostics.ts';
import { CROSS_DEBATE_RELATIONS, PERSONA_ROLES, READINGS, RELATION_TYPES, type DebateGraph, type GraphNode, type JsonValue, type RoundSummary, type SourceRef } from '../../graph/types.ts';

const text = z.string().trim().min(1, 'must not be empty');

/** Provenance (spec analysis A6), kept when a graph made from a transcript or minutes is read again. */
const sourceRefSchema = z.strictObject({
  line: z.number().int().min(1),
  endLine: z.number().int().min(1).optional(),
  round: z.number().int().min(0).optional(),
  speaker: z.string().optional(),
  quote: z.string().optional(),
  time: z.string().optional(),
});

/** The fields in the graph's own order, absent ones left out (same graph, same bytes). */
const sourceRef = (ref: z.infer<typeof sourceRefSchema>): SourceRef => ({
  line: ref.line,
  ...(ref.endLine !== undefined ? { endLine: ref.endLine } : {}),
  ...(ref.round !== undefined ? { round: ref.round } : {}),
  ...(ref.speaker !== undefined ? { speaker: ref.speaker } : {}),
  ...(ref.quote !== undefined ? { quote: ref.quote } : {}),
  ...(ref.time !== undefined ? { time: ref.time } : {}),
});
const KNOWN_FIELDS = ['id', 'type', 'label', 'text', 'position', 'argument', 'anchor', 'domain', 'steelman_of', 'by', 'contested', 'non_conclusion', 'x', 'y', 'attributes', 'status', 'crux_rank', 'source', 'role'] as const;

const nodeSchema = z.looseObject({
  id: text.max(200),
  type: text,
  label: z.string(),
  text: z.string().optional(),
  position: z.string().optional(),
  argument: z.string().optional(),
  anchor: z.string().optional(),
  domain: z.string().optional(),
  steelman_of: z.string().optional(),
  by: z.string().optional(),
  contested: z.boolean().optional(),
  non_conclusion: z.boolean().optional(),
  source: sourceRefSchema.optional(),
  role: z.enum(PERSONA_ROLES).optional(),
});

const EDGE_FIELDS: ReadonlySet<string> = new Set(['provenance', 'reading', 'source', 'target', 'type', 'text', 'derived', 'attributes']);

const edgeSchema = z.looseObject({
  provenance: sourceRefSchema.optional(),
  reading: z.enum(READINGS).optional(),
  source: text,
  target: text,
  type: z.enum(RELATION_TYPES, {
    error: (issue) => `unknown relation type ${JSON.stringify(issue.input)}; allowed: ${RELATION_TYPES.join(', ')}`,
  }),
  text: z.string().optional(),
  derived: z.boolean().optional(),
});

/** The host's round summaries as the extractor writes them (roundtable-kg seed §5). */
const roundSchema = z.strictObject({
  round: z.string(),
  title: z.string().optional(),
  text: z.string(),
  contested: z.array(z.string()).optional(),
  attributes: z.record(z.string(), z.json()).optional(),
});

export const intermediateGraphSchema = z
  .object({
    topic: text.optional(),
    meta: metaSchema.extend({ topic: text.optional() }).optional(),
    nodes: z.array(nodeSchema),
    edges: z.array(edgeSchema),
    rounds: z.array(roundSchema).optional(),
    attributes: z.record(z.string(), z.json()).optional(),
  })
  .refine((g) => g.topic !== undefined || g.meta?.topic !== undefined, { message: 'needs "topic" (or "meta.topic")', path: ['topic'] });

/** JSON with `nodes` and `edges` arrays is an intermediate graph, not a log. */
export const looksLikeIntermediateGraph = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && Array.isArray((value as { nodes?: unknown }).nodes) && Array.isArray((value as { edges?: unknown }).edges);

/** Half an intermediate graph: `nodes` without `edges` or the other way round. */
export function intermediateNearMiss(value: unknown): { marks: number; reason: string } | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  const has = (key: string) => Object.hasOwn(v, key);
  if (!has('nodes') && !has('edges')) return undefined;
  const what = (key: string) => (!has(key) ? 'no' : Array.isArray(v[key]) ? 'an array' : 'not an array');
  return { marks: Number(has('nodes')) + Number(has('edges')), reason: `has \`nodes\` (${what('nodes')}) and \`edges\` (${what('edges')}); an intermediate graph needs both as arrays` };
}

type GraphList = 'nodes' | 'edges' | 'rounds';
type RawGraph = z.output<typeof intermediateGraphSchema>;
const GRAPH_PARTS: PartsShape<'node', GraphList> = {
  lists: { nodes: { kind: 'node', idKey: 'id' }, edges: undefined, rounds: undefined },
  standIns: { topic: '-', nodes: [], edges: [] },
  readId: trimmedId,
};

export function validateIntermediateGraph(doc: JsonDocument): Checked<DebateGraph> {
  const at = (path: JsonPath, code: string, message: string): Diagnostic => ({
    severity: 'error', code, file: doc.source.file, path: formatJsonPath(path), message, ...doc.locate(path),
  });
  // Schema errors first; the parts that passed are still checked for references (schemas/validParts.ts).
  const result = intermediateGraphSchema.safeParse(doc.value, { reportInput: true });
  const schemaProblems = result.success ? [] : zodIssuesToDiagnostics(result.error.issues, doc);
  const parts = result.success ? { value: result.data, origin: undefined, leftOut: [], unreadable: new Set<string>() } : validParts(intermediateGraphSchema, GRAPH_PARTS, doc.value, result.error.issues);
  if (!parts) return { ok: false, diagnostics: schemaProblems };
  const raw = parts.value;
  const problems: Diagnostic[] = [...schemaProblems];
  const ids = new Set<string>();
  const duplicates = new Set<number>();
  raw.nodes.forEach((n, k) => {
    const i = parts.origin?.nodes[k] ?? k;
    if (ids.has(n.id)) {
      problems.push(at(['nodes', i, 'id'], 'duplicate-id', `id ${JSON.stringify(n.id)} is used by an earlier node`));
      duplicates.add(k);
    }
    ids.add(n.id);
  });
  // A reference to a node the schema refused depends on it: skipped, not reported missing.
  const leftOut = new Set(parts.leftOut.map((part) => part.id));
  const placed = (ref: string, type: string) => ids.has(ref) || (parseCrossReference(ref) !== null && CROSS_DEBATE_RELATIONS.has(type as never));
  raw.edges.forEach((e, k) => {
    for (const end of ['source', 'target'] as const) {
      if (placed(e[end], e.type) || leftOut.has(e[end]) || parts.unreadable.size > 0) continue;
      problems.push(at(['edges', parts.origin?.edges[k] ?? k, end], 'missing-reference', `no node has id ${JSON.stringify(e[end])}`));
    }
  });
  if (problems.length > 0) {
    // Failed, the valid parts still go on to the merge: no repeated node, no edge to nothing.
    const partial = { ...raw, nodes: raw.nodes.filter((_, k) => !duplicates.has(k)), edges: raw.edges.filter((e) => placed(e.source, e.type) && placed(e.target, e.type)) };
    return { ok: false, diagnostics: problems, partial: graphOf(partial) };
  }
  return { ok: true, diagnostics: [], value: graphOf(raw) };
}

/** The checked graph in the archive's terms, its fields in one order. */
function graphOf(raw: RawGraph): DebateGraph {
  const { topic: metaTopic, ...metaFields } = raw.meta ?? {};
  const metaKnown = new Set(['created', 'host', 'tags', 'lang']);
  const metaExtra = Object.fromEntries(Object.entries(metaFields).filter(([key]) => !metaKnown.has(key)));
  const meta = { ...Object.fromEntries(Object.entries(metaFields).filter(([key]) => metaKnown.has(key))), tags: metaFields.tags ?? [] } as DebateGraph['meta'];
  // Unknown meta keys join the graph's own kept keys under `meta`, as the extractor keeps a log's.
  const attributes = { ...(raw.attributes as { [key: string]: JsonValue } | undefined), ...(Object.keys(metaExtra).length > 0 ? { meta: { ...(raw.attributes?.['meta'] as object | undefined), ...metaExtra } as JsonValue } : {}) };
  const nodes = raw.nodes.map((n): GraphNode => {
    const attributes = new Map<string, JsonValue>();
    // Fields kept from an earlier import come back as `attributes`; unwrap them, or each
    // extract → render → read round trip would nest them one level deeper.
    const kept = n['attributes'];
    if (typeof kept === 'object' && kept !== null && !Array.isArray(kept)) {
      for (const [key, value] of Object.entries(kept)) attributes.set(key, value as JsonValue);
    }
    for (const [key, value] of Object.entries(n)) {
      if (!(KNOWN_FIELDS as readonly string[]).includes(key)) attributes.set(key, value as JsonValue);
    }
    return {
      id: asNodeId(n.id), type: n.type, label: n.label,
      ...(n.text !== undefined ? { text: n.text } : {}),
      ...(n.position !== undefined ? { position: n.position } : {}),
      ...(n.argument !== undefined ? { argument: n.argument } : {}),
      ...(n.anchor !== undefined ? { anchor: n.anchor } : {}),
      ...(n.domain !== undefined ? { domain: asNodeId(n.domain) } : {}),
      ...(n.steelman_of !== undefined ? { steelman_of: asNodeId(n.steelman_of) } : {}),
      ...(n.by !== undefined ? { by: asNodeId(n.by) } : {}),
      ...(n.contested !== undefined ? { contested: n.contested } : {}),
      ...(n.non_conclusion === true ? { non_conclusion: true as const } : {}),
      ...(n.source !== undefined ? { source: sourceRef(n.source) } : {}),
      ...(n.role !== undefined ? { role: n.role } : {}),
      ...(attributes.size > 0 ? { attributes: Object.fromEntries(attributes) } : {}),
    };
  });
  return {
      topic: (raw.topic ?? metaTopic)!,
      meta,
      nodes,
      edges: raw.edges.map((e) => ({
        source: e.source, target: e.target, type: e.type,
        ...(e.text !== undefined ? { text: e.text } : {}),
        ...(e.derived === true ? { derived: true as const } : {}),
        ...(e.provenance !== undefined ? { provenance: sourceRef(e.provenance) } : {}),
        ...(e.reading !== undefined ? { reading: e.reading } : {}),
        ...edgeAttributes(e),
      })),
      ...(raw.rounds !== undefined && raw.rounds.length > 0 ? { rounds: raw.rounds.map(roundOf) } : {}),
      ...(Object.keys(attributes).length > 0 ? { attributes } : {}),
  };
}

/**
 * An edge's kept fields: its `attributes` (from an earlier extract) and any key the graph
 * does not know, in one flat object, as for nodes.
 */
function edgeAttributes(e: z.infer<typeof edgeSchema>): { attributes?: { [key: string]: JsonValue } } {
  const attributes: { [key: string]: JsonValue } = {};
  const kept = e['attributes'];
  if (typeof kept === 'object' && kept !== null && !Array.isArray(kept)) Object.assign(attributes, kept);
  for (const [key, value] of Object.entries(e)) if (!EDGE_FIELDS.has(key)) attributes[key] = value as JsonValue;
  return Object.keys(attributes).length > 0 ? { attributes } : {};
}

/** A round summary in the graph's own key order. */
const roundOf = (r: z.infer<typeof roundSchema>): RoundSummary => ({
  round: r.round,
  ...(r.title !== undefined ? { title: r.title } : {}),
  text: r.text,
  ...(r.contested !== undefined ? { contested: r.contested } : {}),
  ...(r.attributes !== undefined ? { attributes: r.attributes as { [key: string]: JsonValue } } : {}),
});
