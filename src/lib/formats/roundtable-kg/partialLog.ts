// The valid parts of a log that failed its checks, handed on to the merge (core/result.ts
// `Checked`): whatever passed is still checked against the other debates, so a local error
// never hides an alias error elsewhere in the file. Only what names nothing it lacks is
// kept, so the merge never reports again what the log's own check reported.
import { parseCrossReference } from '../../core/ids.ts';
import { CROSS_DEBATE_RELATIONS } from '../../graph/types.ts';
import type { DebateLog } from '../../schemas/roundtableLog.ts';
import type { DeclaredKind } from './validParts.ts';

/** The log without a repeated id, a reference to no part of its kind, or a relation to nothing. */
export function partialLog(log: DebateLog): DebateLog {
  const kindOf = new Map<string, DeclaredKind>();
  const first = <T extends { id: string }>(items: readonly T[], kind: DeclaredKind): T[] =>
    items.filter((item) => {
      if (kindOf.has(item.id)) return false;
      kindOf.set(item.id, kind);
      return true;
    });
  const domains = first(log.domains, 'domain');
  const personas = first(log.personas, 'persona');
  const claims = first(log.claims, 'claim');
  const synthesis = log.synthesis !== undefined && !kindOf.has(log.synthesis.id) ? log.synthesis : undefined;
  if (synthesis) kindOf.set(synthesis.id, 'synthesis');
  const names = (ref: string | undefined, kind: DeclaredKind) => ref !== undefined && kindOf.get(ref) === kind;
  const keptClaims = claims.map((claim) => {
    const { domain, steelman_of, by, ...rest } = claim;
    return {
      ...rest,
      ...(names(domain, 'domain') ? { domain } : {}),
      ...(names(steelman_of, 'claim') && steelman_of !== claim.id ? { steelman_of } : {}),
      ...(names(by, 'persona') ? { by } : {}),
    };
  });
  const placed = (ref: string, type: string) => kindOf.has(ref) || (parseCrossReference(ref) !== null && CROSS_DEBATE_RELATIONS.has(type as never));
  const relations = log.relations.filter((r) => placed(r.source, r.type) && placed(r.target, r.type));
  const { synthesis: _dropped, ...rest } = log;
  return { ...rest, domains, personas, claims: keptClaims, relations, ...(synthesis ? { synthesis } : {}) };
}
