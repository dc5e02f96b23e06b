// parse → validate for the roundtable-kg log: every problem of a file at once, each
// with its JSON path and line, then cross-references checked on typed data.
import type { Diagnostic } from '../../core/diagnostics.ts';
import { parseCrossReference } from '../../core/ids.ts';
import type { Parsed } from '../../core/result.ts';
import type { SourceText } from '../../parse/source.ts';
import { formatJsonPath, parseJsonDocument, type JsonDocument, type JsonPath } from '../../parse/jsonDocument.ts';
import { CROSS_DEBATE_RELATIONS } from '../../graph/types.ts';
import { zodIssuesToDiagnostics } from '../../schemas/zodDiagnostics.ts';
import { normaliseLog, roundtableLogSchema, type DebateLog } from '../../schemas/roundtableLog.ts';

export function parseRoundtableLog(source: SourceText): Parsed<DebateLog> {
  const json = parseJsonDocument(source);
  if (!json.ok) return json;
  return validateRoundtableLog(json.value);
}

export function validateRoundtableLog(doc: JsonDocument): Parsed<DebateLog> {
  const at = (path: JsonPath, code: string, message: string, severity: Diagnostic['severity'] = 'error'): Diagnostic => ({
    severity, code, file: doc.source.file, path: formatJsonPath(path), message, ...doc.locate(path),
  });

  const result = roundtableLogSchema.safeParse(doc.value, { reportInput: true });
  if (!result.success) {
    return { ok: false, diagnostics: zodIssuesToDiagnostics(result.error.issues, doc) };
  }
  if (result.data.domain && result.data.domains) {
    return { ok: false, diagnostics: [at(['domains'], 'schema', 'give either "domain" (one) or "domains" (1–3), not both')] };
  }
  const log = normaliseLog(result.data);
  const diagnostics = checkReferences(log, at, domainPath(result.data));
  return diagnostics.some((d) => d.severity === 'error') ? { ok: false, diagnostics } : { ok: true, value: log, diagnostics };
}

type At = (path: JsonPath, code: string, message: string, severity?: Diagnostic['severity']) => Diagnostic;

/** Where the i-th domain's id is written: `domain` (an object, a name, or a list of either) or `domains`. */
function domainPath(raw: { domain?: unknown; domains?: unknown }): (i: number) => JsonPath {
  const key = raw.domains !== undefined ? 'domains' : 'domain';
  const entry = raw.domains !== undefined || Array.isArray(raw.domain) ? (i: number): JsonPath => [key, i] : (): JsonPath => [key];
  const list = (raw.domains ?? raw.domain) as unknown;
  return (i) => {
    const item = Array.isArray(list) ? list[i] : list;
    return typeof item === 'string' ? entry(i) : [...entry(i), 'id'];
  };
}

function checkReferences(log: DebateLog, at: At, domainIdPath: (i: number) => JsonPath): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const kindOf = new Map<string, 'domain' | 'persona' | 'claim' | 'synthesis'>();
  const declare = (id: string, kind: 'domain' | 'persona' | 'claim' | 'synthesis', path: JsonPath) => {
    const earlier = kindOf.get(id);
    if (earlier) problems.push(at(path, 'duplicate-id', `id ${JSON.stringify(id)} is already used by a ${earlier}; ids must be unique across domains, personas, claims and the synthesis`));
    else kindOf.set(id, kind);
  };
  log.domains.forEach((d, i) => declare(d.id, 'domain', domainIdPath(i)));
  log.personas.forEach((p, i) => declare(p.id, 'persona', ['personas', i, 'id']));
  log.claims.forEach((c, i) => declare(c.id, 'claim', ['claims', i, 'id']));
  if (log.synthesis) declare(log.synthesis.id, 'synthesis', ['synthesis', 'id']);

  const expectKind = (ref: string, kind: 'domain' | 'persona' | 'claim', path: JsonPath, field: string) => {
    const actual = kindOf.get(ref);
    if (actual === undefined) problems.push(at(path, 'missing-reference', `${field} names ${JSON.stringify(ref)}, but no ${kind} has that id`));
    else if (actual !== kind) problems.push(at(path, 'wrong-reference', `${field} must name a ${kind}; ${JSON.stringify(ref)} is a ${actual}`));
  };
  log.claims.forEach((claim, i) => {
    if (claim.domain !== undefined) expectKind(claim.domain, 'domain', ['claims', i, 'domain'], 'domain');
    if (claim.steelman_of !== undefined) expectKind(claim.steelman_of, 'claim', ['claims', i, 'steelman_of'], 'steelman_of');
    if (claim.by !== undefined) expectKind(claim.by, 'persona', ['claims', i, 'by'], 'by');
    // `by` alone names a claim's author (any claim may say who wrote it); a steelman needs both.
    if (claim.steelman_of !== undefined && claim.by === undefined) {
      problems.push(at(['claims', i], 'steelman-incomplete', 'a steelman needs both "steelman_of" and "by"; "by" is missing'));
    }
    if (claim.steelman_of === claim.id) problems.push(at(['claims', i, 'steelman_of'], 'wrong-reference', 'a claim cannot be a steelman of itself'));
  });
  log.relations.forEach((relation, i) => {
    for (const end of ['source', 'target'] as const) {
      const ref = relation[end];
      if (kindOf.has(ref)) continue;
      const cross = parseCrossReference(ref);
      if (cross && CROSS_DEBATE_RELATIONS.has(relation.type)) continue;
      const message = cross
        ? `${JSON.stringify(ref)} points into another debate; only ${[...CROSS_DEBATE_RELATIONS].join(' and ')} relations may do that`
        : `no domain, persona, claim or synthesis has id ${JSON.stringify(ref)}`;
      problems.push(at(['relations', i, end], 'missing-reference', message));
    }
  });
  return problems;
}
