// Which parts of a log declare ids, for the reading of its valid parts when it fails its
// schema (schemas/validParts.ts): its references are then still checked.
import { trimmedId, validParts as validPartsOf, type LeftOutId as LeftOut, type PartsShape, type ValidParts as Parts } from '../../schemas/validParts.ts';
import { roundtableLogSchema } from '../../schemas/roundtableLog.ts';

export type DeclaredKind = 'domain' | 'persona' | 'claim' | 'synthesis';
export type LeftOutId = LeftOut<DeclaredKind>;

/** The lists whose items keep their document index through `origin`. */
export type ListName = 'domains' | 'personas' | 'claims' | 'relations';

const LOG_PARTS: PartsShape<DeclaredKind, ListName> = {
  lists: { domains: { kind: 'domain', idKey: 'id' }, personas: { kind: 'persona', idKey: 'id' }, claims: { kind: 'claim', idKey: 'id' }, relations: undefined },
  singles: { domain: 'domain', synthesis: 'synthesis' },
  standIns: { topic: '-', personas: [], claims: [] },
  readId: trimmedId,
};

export type ValidParts = Parts<ReturnType<typeof roundtableLogSchema.parse>, DeclaredKind, ListName>;

/** The log without the parts its schema refuses; undefined when no such reading exists. */
export const validParts = (value: unknown, issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey> }>): ValidParts | undefined =>
  validPartsOf(roundtableLogSchema, LOG_PARTS, value, issues);
