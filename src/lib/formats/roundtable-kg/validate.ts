// parse → validate for the roundtable-kg log: every problem of a file at once, each
// with its JSON path and line, then cross-references checked on typed data.
import type { Diagnostic } from '../../core/diagnostics.ts';
import { parseCrossReference } from '../../core/ids.ts';
import type { Checked } from '../../core/result.ts';
import type { SourceText } from '../../parse/source.ts';
import { formatJsonPath, parseJsonDocument, type JsonDocument, type JsonPath } from '../../parse/jsonDocument.ts';
import { CROSS_DEBATE_RELATIONS } from '../../graph/types.ts';
import { zodIssuesToDiagnostics } from '../../schemas/zodDiagnostics.ts';
import { normaliseLog, roundtableLogSchema, type DebateLog } from '../../schemas/roundtableLog.ts';
import { partialLog } from './partialLog.ts';
import { validParts, type DeclaredKind, type LeftOutId, type ListName } from './validParts.ts';

export function parseRoundtableLog(source: SourceText): Checked<DebateLog> {
  const json = parseJsonDocument(source);
  if (!json.ok) return json;
  return validateRoundtableLog(json.value);
}

export function validateRoundtableLog(doc: JsonDocument): Checked<DebateLog> {
  const at = (path: JsonPath, code: string, message: string, severity: Diagnostic['severity'] = 'error'): Diagnostic => ({
    severity, code, file: doc.source.file, path: formatJsonPath(path), message, ...doc.locate(path),
  });

  // Schema errors first; the parts that passed are still checked for references (validParts.ts).
  const result = roundtableLogSchema.safeParse(doc.value, { reportInput: true });
  const schemaProblems = result.success ? [] : zodIssuesToDiagnostics(result.error.issues, doc);
  const parts = result.success ? { value: result.data, origin: undefined, leftOut: [], unreadable: new Set() } : validParts(doc.value, result.error.issues);
  if (!parts) return { ok: false, diagnostics: schemaProblems };
  const raw = parts.value;
  const bothDomains = raw.domain !== undefined && raw.domains !== undefined;
  if (bothDomains) schemaProblems.push(at(['domains'], 'schema', 'give either "domain" (one) or "domains" (1–3), not both'));
  const log = normaliseLog(raw);
  const scope: ReferenceScope = {
    domainIdPath: domainPath(raw, (i) => parts.origin?.domains[i] ?? i),
    // With both given, `domain` is not read: a reference to it is not reported missing.
    leftOut: bothDomains ? [...parts.leftOut, ...ignoredDomains(raw.domain)] : parts.leftOut,
    unreadableIds: parts.unreadable.size > 0,
    at: (list, i) => parts.origin?.[list][i] ?? i,
  };
  const diagnostics = [...schemaProblems, ...checkReferences(log, at, scope), ...(result.success ? questionIdsTaken(log, at) : [])];
  // Failed, the log's valid parts still go on to the merge (partialLog.ts).
  return diagnostics.some((d) => d.severity === 'error') ? { ok: false, diagnostics, partial: partialLog(log) } : { ok: true, value: log, diagnostics };
}

type At = (path: JsonPath, code: string, message: string, severity?: Diagnostic['severity']) => Diagnostic;

/** What the reference check knows of the parts the schema refused (none when it passed). */
interface ReferenceScope {
  /** Where the i-th domain's id is written. */
  domainIdPath: (i: number) => JsonPath;
  leftOut: LeftOutId[];
  unreadableIds: boolean;
  /** A kept item's index in the document. */
  at: (list: ListName, index: number) => number;
}

/** The ids of a `domain` left unread because `domains` is given too. */
function ignoredDomains(domain: unknown): LeftOutId[] {
  const list = Array.isArray(domain) ? domain : [domain];
  return list.flatMap((d: unknown, i): LeftOutId[] => {
    const id = typeof d === 'string' ? d : (d as { id?: unknown } | null)?.id;
    return typeof id === 'string' ? [{ id, kind: 'domain', path: Array.isArray(domain) ? ['domain', i] : ['domain'] }] : [];
  });
}

/** Where the i-th domain's id is written: `domain` (an object, a name, or a list of either) or `domains`. */
function domainPath(raw: { domain?: unknown; domains?: unknown }, origin: (i: number) => number): (i: number) => JsonPath {
  const key = raw.domains !== undefined ? 'domains' : 'domain';
  const entry = raw.domains !== undefined || Array.isArray(raw.domain) ? (i: number): JsonPath => [key, key === 'domains' ? origin(i) : i] : (): JsonPath => [key];
  const list = (raw.domains ?? raw.domain) as unknown;
  return (i) => {
    const item = Array.isArray(list) ? list[i] : list;
    return typeof item === 'string' ? entry(i) : [...entry(i), 'id'];
  };
}

function checkReferences(log: DebateLog, at: At, scope: ReferenceScope): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const kindOf = new Map<string, DeclaredKind>();
  const declare = (id: string, kind: DeclaredKind, path: JsonPath) => {
    const earlier = kindOf.get(id);
    if (earlier) problems.push(at(path, 'duplicate-id', `id ${JSON.stringify(id)} is already used by a ${earlier}; ids must be unique across domains, personas, claims and the synthesis`));
    else kindOf.set(id, kind);
  };
  log.domains.forEach((d, i) => declare(d.id, 'domain', scope.domainIdPath(i)));
  log.personas.forEach((p, i) => declare(p.id, 'persona', ['personas', scope.at('personas', i), 'id']));
  log.claims.forEach((c, i) => declare(c.id, 'claim', ['claims', scope.at('claims', i), 'id']));
  if (log.synthesis) declare(log.synthesis.id, 'synthesis', ['synthesis', 'id']);
  scope.leftOut.forEach((part) => declare(part.id, part.kind, part.path));

  // An id spelled in another Unicode form (NFD "café" for NFC "café") looks the same when printed: said so (probe 20).
  let byForm: Map<string, string> | undefined;
  const otherForm = (ref: string): string => {
    byForm ??= new Map([...kindOf.keys()].map((id) => [id.normalize('NFC'), id]));
    const twin = byForm.get(ref.normalize('NFC'));
    return twin === undefined || twin === ref ? '' : `; ${JSON.stringify(twin)} differs from it only in Unicode form (composed or decomposed letters): write the id the same way both times`;
  };
  const expectKind = (ref: string, kind: 'domain' | 'persona' | 'claim', path: JsonPath, field: string) => {
    const actual = kindOf.get(ref);
    if (actual === undefined) {
      if (!scope.unreadableIds) problems.push(at(path, 'missing-reference', `${field} names ${JSON.stringify(ref)}, but no ${kind} has that id${otherForm(ref)}`));
    } else if (actual !== kind) problems.push(at(path, 'wrong-reference', `${field} must name a ${kind}; ${JSON.stringify(ref)} is a ${actual}`));
  };
  log.claims.forEach((claim, k) => {
    const i = scope.at('claims', k);
    if (claim.domain !== undefined) expectKind(claim.domain, 'domain', ['claims', i, 'domain'], 'domain');
    if (claim.steelman_of !== undefined) expectKind(claim.steelman_of, 'claim', ['claims', i, 'steelman_of'], 'steelman_of');
    if (claim.by !== undefined) expectKind(claim.by, 'persona', ['claims', i, 'by'], 'by');
    // `by` alone names a claim's author (any claim may say who wrote it); a steelman needs both.
    if (claim.steelman_of !== undefined && claim.by === undefined) {
      problems.push(at(['claims', i], 'steelman-incomplete', 'a steelman needs both "steelman_of" and "by"; "by" is missing'));
    }
    if (claim.steelman_of === claim.id) problems.push(at(['claims', i, 'steelman_of'], 'wrong-reference', 'a claim cannot be a steelman of itself'));
  });
  log.relations.forEach((relation, k) => {
    const i = scope.at('relations', k);
    for (const end of ['source', 'target'] as const) {
      const ref = relation[end];
      if (kindOf.has(ref)) continue;
      const cross = parseCrossReference(ref);
      if (cross && CROSS_DEBATE_RELATIONS.has(relation.type)) continue;
      const message = cross
        ? `${JSON.stringify(ref)} points into another debate; only ${[...CROSS_DEBATE_RELATIONS].join(' and ')} relations may do that`
        : `no domain, persona, claim or synthesis has id ${JSON.stringify(ref)}${otherForm(ref)}`;
      if (!cross && scope.unreadableIds) continue;
      problems.push(at(['relations', i, end], 'missing-reference', message));
    }
    // "c1 alias_of c1" says nothing (probe 54 row 9): said, and not drawn (extractGraph).
    if (relation.source === relation.target) problems.push(at(['relations', i, 'target'], 'self-relation', `${relation.type} from ${JSON.stringify(relation.source)} to itself says nothing: it is not drawn`, 'warning'));
  });
  return problems;
}

/**
 * An open question whose own id another part (or an earlier question) has: it is shown under
 * another id (extractGraph's questionNodes), and said so where its id is written (probe 54 row 8).
 */
function questionIdsTaken(log: DebateLog, at: At): Diagnostic[] {
  const taken = new Set<string>([...log.domains, ...log.personas, ...log.claims, ...(log.synthesis ? [log.synthesis] : [])].map((part) => part.id));
  const problems: Diagnostic[] = [];
  log.open_questions.forEach((entry, i) => {
    const id = typeof entry === 'string' ? undefined : entry.id;
    if (id === undefined) return;
    if (taken.has(id)) problems.push(at(['open_questions', i, 'id'], 'duplicate-id', `id ${JSON.stringify(id)} is already used by another part of the log: the question is shown under an id of its own`, 'warning'));
    taken.add(id);
  });
  return problems;
}
