// The correction stage: a sidecar's corrections checked against the graph its log was read
// into, then applied, in processDebate (docs/decisions/corrections-sidecar.md).
import { sortDiagnostics, type Diagnostic } from '../core/diagnostics.ts';
import type { Parsed } from '../core/result.ts';
import { asNodeId } from '../core/ids.ts';
import type { AppliedCorrections, DebateGraph, GraphEdge, GraphNode } from '../graph/types.ts';
import type { Interpreted } from '../formats/registry.ts';
import { applyOutcome, checkOutcome, outcomeWarnings } from './correctOutcome.ts';
import { formatJsonPath, readJsonDocument, type JsonDocument, type JsonPath } from '../parse/jsonDocument.ts';
import type { SourceText } from '../parse/source.ts';
import { zodIssuesToDiagnostics } from '../schemas/zodDiagnostics.ts';
import { validParts, type PartsShape } from '../schemas/validParts.ts';
import { applyStances } from './applyStances.ts';
import { correctionsSchema, stanceCorrectionSchema, type Corrections, type OutcomeCorrection } from './schema.ts';
import { contestedIds } from '../graph/contested.ts';

const CLAIM_TYPES: ReadonlySet<string> = new Set(['claim', 'steelman', 'synthesis']);

/** A corrected reading of a log, and its warnings (an outcome correction replaces the reader's own). */
export interface CorrectedReading { reading: Interpreted; warnings: Diagnostic[] }

/** Parses and checks a sidecar against the reading of its log, then applies it; errors name the sidecar. */
export function correctDebate(reading: Interpreted, warnings: readonly Diagnostic[], sidecar: SourceText, logFile: string): Parsed<CorrectedReading> {
  const json = readJsonDocument(sidecar);
  if (json.document === undefined) return { ok: false, diagnostics: json.diagnostics };
  const doc = json.document;
  // A control character or a repeated key hides no other problem of the file (probe 25, C-ALL).
  const textProblems = [...json.diagnostics, ...(json.references ?? [])];
  // Schema errors first; the corrections that passed are still checked against the log (schemas/validParts.ts).
  const parsed = correctionsSchema.safeParse(doc.value, { reportInput: true });
  const schemaProblems = [...textProblems, ...(parsed.success ? [] : zodIssuesToDiagnostics(parsed.error.issues, doc))];
  const parts = parsed.success ? { value: parsed.data, origin: undefined } : validParts(correctionsSchema, CORRECTION_PARTS, doc.value, parsed.error.issues);
  if (!parts) return { ok: false, diagnostics: sortDiagnostics(schemaProblems) };
  const outcome = parts.value.outcome;
  const checked = outcome === undefined ? null : checkOutcome(reading, outcome, locator(doc));
  const current = outcome !== undefined && checked?.ok ? applyOutcome(reading, outcome, checked.value.chosen, sidecar.file) : reading;
  const resolved = resolve(current.graph, parts.value, doc, (list, i) => parts.origin?.[list][i] ?? i);
  const refused: Diagnostic[] = parts.origin === undefined ? [] : refusedItemReferences(current.graph, doc, parts.origin, removedBy(current.graph, parts.value));
  const refusedOutcome = parsed.success || outcome !== undefined ? undefined : readableOutcome(doc.value);
  const outcomeChecked = refusedOutcome === undefined ? undefined : checkOutcome(reading, refusedOutcome, locator(doc));
  if (outcomeChecked !== undefined && !outcomeChecked.ok) refused.push(...outcomeChecked.diagnostics);
  const problems = [...schemaProblems, ...(checked && !checked.ok ? checked.diagnostics : []), ...(resolved.ok ? [] : resolved.diagnostics), ...refused];
  if (problems.length > 0 || !resolved.ok) return { ok: false, diagnostics: sortDiagnostics(problems) };
  if (outcome !== undefined) resolved.value.outcome = { kind: outcome.kind, ...(checked?.ok && checked.value.chosen !== undefined ? { option: `option-${checked.value.chosen.toLowerCase()}` } : {}), ...(outcome.note ? { note: outcome.note } : {}) };
  const graph = apply(current.graph, resolved.value, sidecar.file);
  return { ok: true, diagnostics: [], value: { reading: { ...current, graph }, warnings: outcome === undefined ? [...warnings] : outcomeWarnings(warnings, current, logFile) } };
}

/** A located error in the sidecar, at a JSON path. */
const locator = (doc: JsonDocument) => (path: JsonPath, message: string): Diagnostic => ({
  severity: 'error', code: 'correction', file: doc.source.file, path: formatJsonPath(path), message, ...doc.locate(path),
});

interface Resolved {
  stances: Array<{ persona: string; target: string; stance: 'for' | 'against' | 'none'; note?: string }>;
  roles: Array<{ persona: string; role: 'moderator' | 'host' | 'recorder'; note?: string }>;
  notClaims: Array<{ node: string; note?: string }>;
  outcome?: NonNullable<AppliedCorrections['outcome']>;
}

type CorrectionList = 'stances' | 'roles' | 'not_claims';
/** Corrections declare no ids: each list item only names parts of the log. */
const CORRECTION_PARTS: PartsShape<never, CorrectionList> = { lists: { stances: undefined, roles: undefined, not_claims: undefined }, readId: () => undefined };

/** `origin`: a kept item's index in the file. */
function resolve(graph: DebateGraph, c: Corrections, doc: JsonDocument, origin: (list: CorrectionList, index: number) => number): Parsed<Resolved> {
  const problems: Diagnostic[] = [];
  const check = referenceChecks(graph, locator(doc), problems);
  const notClaims: Resolved['notClaims'] = [];
  (c.not_claims ?? []).forEach((n, k) => {
    if (check.claim(n.node, ['not_claims', origin('not_claims', k), 'node'])) notClaims.push({ node: n.node, ...(n.note ? { note: n.note } : {}) });
  });
  const removed = new Set(notClaims.map((n) => n.node));
  const roles: Resolved['roles'] = [];
  (c.roles ?? []).forEach((r, k) => {
    const id = check.persona(r.persona, ['roles', origin('roles', k), 'persona']);
    if (id !== undefined) roles.push({ persona: id, role: r.role, ...(r.note ? { note: r.note } : {}) });
  });
  const stances: Resolved['stances'] = [];
  (c.stances ?? []).forEach((s, k) => {
    const i = origin('stances', k);
    const id = check.persona(s.persona, ['stances', i, 'persona']);
    if (check.target(s.target, ['stances', i, 'target'], removed) && id !== undefined) stances.push({ persona: id, target: s.target, stance: s.stance, ...(s.note ? { note: s.note } : {}) });
  });
  return problems.length > 0 ? { ok: false, diagnostics: sortDiagnostics(problems) } : { ok: true, diagnostics: [], value: { stances, roles, notClaims } };
}

/** The checks of a correction's references against the log; each failed one adds its located problem. */
function referenceChecks(graph: DebateGraph, at: ReturnType<typeof locator>, problems: Diagnostic[]) {
  const byId = new Map(graph.nodes.map((n) => [n.id as string, n]));
  const personaByName = new Map<string, GraphNode>();
  for (const n of graph.nodes) if (n.type === 'persona' && !personaByName.has(n.label.trim())) personaByName.set(n.label.trim(), n);
  // Made once per kind: every one of thousands of bad references names the same ids (linear, not problems × nodes).
  const idLists = new Map<ReadonlySet<string>, string>();
  const listIds = (types: ReadonlySet<string>): string => {
    let list = idLists.get(types);
    if (list === undefined) {
      const ids = graph.nodes.filter((n) => types.has(n.type)).map((n) => n.id as string);
      list = ids.length === 0 ? 'there are none' : `ids: ${ids.slice(0, 12).join(', ')}${ids.length > 12 ? ', …' : ''}`;
      idLists.set(types, list);
    }
    return list;
  };
  return {
    /** The persona's id, if the log has it. */
    persona(name: string, path: JsonPath): string | undefined {
      const node = byId.get(name)?.type === 'persona' ? byId.get(name) : personaByName.get(name);
      if (node === undefined) problems.push(at(path, `no persona of the log has id or name ${JSON.stringify(name)}; ${listIds(PERSONA_TYPES)}`));
      return node?.id;
    },
    /** A claim `not_claims` may remove. */
    claim(id: string, path: JsonPath): boolean {
      const node = byId.get(id);
      const found = node !== undefined && NOT_CLAIM_TYPES.has(node.type);
      if (!found) problems.push(at(path, `no claim of the log has id ${JSON.stringify(id)}; ${listIds(NOT_CLAIM_TYPES)}`));
      return found;
    },
    /** A stance's target: a claim-like node not removed by `not_claims`. */
    target(id: string, path: JsonPath, removed: ReadonlySet<string>): boolean {
      const node = byId.get(id);
      if (node === undefined || !CLAIM_TYPES.has(node.type)) problems.push(at(path, `no claim or option of the log has id ${JSON.stringify(id)}; ${listIds(CLAIM_TYPES)}`));
      else if (removed.has(id)) problems.push(at(path, `${JSON.stringify(id)} is removed by not_claims in the same file`));
      else return true;
      return false;
    },
  };
}

const PERSONA_TYPES: ReadonlySet<string> = new Set(['persona']);

/** The claims the valid `not_claims` items remove (those the log has), as `resolve` reads them. */
const removedBy = (graph: DebateGraph, c: Corrections): Set<string> => {
  const claims = new Set(graph.nodes.filter((n) => NOT_CLAIM_TYPES.has(n.type)).map((n) => n.id as string));
  return new Set((c.not_claims ?? []).map((n) => n.node).filter((id) => claims.has(id)));
};
const NOT_CLAIM_TYPES: ReadonlySet<string> = new Set(['claim', 'steelman']);

/**
 * The references of the items the schema refused, each one that reads as the schema reads
 * it (a role's `persona` beside a bad `role`): checked too, so a bad field never hides its
 * neighbour's missing persona. A refused `not_claims` item removes nothing.
 */
function refusedItemReferences(graph: DebateGraph, doc: JsonDocument, kept: Record<CorrectionList, number[]>, removed: ReadonlySet<string>): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const check = referenceChecks(graph, locator(doc), problems);
  const value = doc.value as Record<string, unknown>;
  for (const list of ['stances', 'roles', 'not_claims'] as const) {
    const items = value[list];
    if (!Array.isArray(items)) continue;
    const keptHere = new Set(kept[list]);
    items.forEach((item: unknown, i) => {
      if (keptHere.has(i) || typeof item !== 'object' || item === null || Array.isArray(item)) return;
      const field = (key: string) => (Object.hasOwn(item, key) ? readRef((item as Record<string, unknown>)[key]) : undefined);
      const [persona, target, node] = [field('persona'), field('target'), field('node')];
      if (list !== 'not_claims' && persona !== undefined) check.persona(persona, [list, i, 'persona']);
      if (list === 'stances' && target !== undefined) check.target(target, [list, i, 'target'], removed);
      if (list === 'not_claims' && node !== undefined) check.claim(node, [list, i, 'node']);
    });
  }
  return problems;
}

/**
 * A refused outcome as far as it names something of the log: its kind, and a decision's
 * option when that reads as the schema reads it (`{"kind": "decided", "option": "option-x",
 * "text": 5}`: the option is still checked against the meeting's).
 */
function readableOutcome(value: unknown): OutcomeCorrection | undefined {
  const outcome = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)['outcome'] : undefined;
  if (typeof outcome !== 'object' || outcome === null || Array.isArray(outcome)) return undefined;
  const { kind, option } = outcome as Record<string, unknown>;
  if (kind === 'decided') {
    const chosen = Object.hasOwn(outcome, 'option') ? readRef(option) : undefined;
    return chosen === undefined ? undefined : { kind, option: chosen };
  }
  return kind === 'hold' || kind === 'escalated' || kind === 'none' ? { kind } : undefined;
}

/** A reference field as the schema reads it (trimmed, 1–200 characters). */
const readRef = (value: unknown): string | undefined => {
  const read = stanceCorrectionSchema.shape.persona.safeParse(value);
  return read.success ? read.data : undefined;
};

function apply(graph: DebateGraph, r: Resolved, file: string): DebateGraph {
  const removed = new Set(r.notClaims.map((n) => n.node));
  const original = new Map(graph.nodes.map((n) => [n.id as string, n]));
  const notInterpreted = r.notClaims.map(({ node, note }) => {
    const n = original.get(node)!;
    return { id: node, text: n.text ?? n.label, ...(n.source ? { line: n.source.line } : {}), ...(note ? { note } : {}) };
  });
  const roleOf = new Map(r.roles.map((x) => [x.persona, x.role]));
  const nodes = graph.nodes.filter((n) => !removed.has(n.id)).map((n) => (roleOf.has(n.id) ? { ...n, role: roleOf.get(n.id)! } : n));
  const kept = graph.edges.filter((e) => !removed.has(e.source) && !removed.has(e.target));
  // Each stance replaces the persona's own stances (and those of the claims it wrote) on its target.
  const edges = applyStances(nodes, kept, r.stances, file);
  return {
    ...graph,
    nodes: recontest(nodes, edges),
    edges: withContestedBy(nodes, edges),
    corrections: {
      file,
      stances: r.stances.map((s) => ({ ...s })),
      roles: r.roles.map((x) => ({ ...x })),
      notInterpreted,
      ...(r.outcome ? { outcome: r.outcome } : {}),
    },
  };
}

/** Extraction rule 3 again on the corrected edges: supported and opposed by anyone. */
function recontest(nodes: GraphNode[], edges: readonly GraphEdge[]): GraphNode[] {
  const contested = contestedIds(edges);
  return nodes.map((n) => (n.type === 'claim' || n.type === 'steelman' ? { ...n, contested: contested.has(n.id) } : n));
}

/** Derived contested_by edges follow the flags: dropped where a claim is no longer contested, added where it now is. */
function withContestedBy(nodes: GraphNode[], edges: GraphEdge[]): GraphEdge[] {
  const flagged = recontest(nodes, edges);
  const contested = new Set(flagged.filter((n) => n.contested === true).map((n) => n.id as string));
  const synthesis = nodes.find((n) => n.type === 'synthesis')?.id;
  const kept = edges.filter((e) => !(e.derived === true && e.type === 'contested_by' && !contested.has(e.source)));
  if (synthesis === undefined) return kept;
  const has = new Set(kept.filter((e) => e.type === 'contested_by').map((e) => e.source));
  for (const id of contested) if (!has.has(id)) kept.push({ source: id, target: asNodeId(synthesis), type: 'contested_by', text: 'supported and opposed', derived: true });
  return kept;
}
