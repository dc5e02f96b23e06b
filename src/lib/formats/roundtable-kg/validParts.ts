// When a log fails its schema, the parts that passed are still checked for references, so a
// file's schema and reference errors are listed together. The log is read again without
// its invalid parts (an invalid list item left out, an invalid optional part dropped, a
// required part stood in for), through the same schema, so whatever the schema accepts is
// what gets checked. What the left-out parts declared is kept where it can be read (an
// item's id, by the list it was in), so a reference to it is neither reported missing nor
// taken for granted; when an invalid part's id cannot be read, no reference is reported
// missing (it might name that part), while wrong kinds and duplicates still are.
import type { JsonPath } from '../../parse/jsonDocument.ts';
import type { z } from 'zod';
import { roundtableLogSchema } from '../../schemas/roundtableLog.ts';

export type DeclaredKind = 'domain' | 'persona' | 'claim' | 'synthesis';

/** An id declared by a part the schema refused, with where it is. */
export interface LeftOutId {
  id: string;
  kind: DeclaredKind;
  path: JsonPath;
}

/** The lists whose items keep their document index through `origin`. */
export type ListName = 'domains' | 'personas' | 'claims' | 'relations';

export interface ValidParts {
  raw: z.output<typeof roundtableLogSchema>;
  /** For each list: the document index of each item kept. */
  origin: Record<ListName, number[]>;
  leftOut: LeftOutId[];
  /** An invalid part declared an id that cannot be read: a missing reference may name it. */
  unreadableIds: boolean;
}

const LISTS: Record<ListName, DeclaredKind | undefined> = { domains: 'domain', personas: 'persona', claims: 'claim', relations: undefined };
const SINGLE: Record<string, DeclaredKind> = { domain: 'domain', synthesis: 'synthesis' };
const REQUIRED_STAND_IN: Record<string, unknown> = { topic: '-', personas: [], claims: [] };
/** Each round drops at least one part; a list emptied by it can fail once more (at least one domain). */
const MAX_ROUNDS = 6;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** The id as the schema reads it (trimmed, 1–200 characters), if it can be read. */
const readableId = (value: unknown): string | undefined => {
  const id = isRecord(value) && typeof value['id'] === 'string' ? value['id'].trim() : '';
  return id.length > 0 && id.length <= 200 ? id : undefined;
};

/** The log without the parts its schema refuses; undefined when no such reading exists. */
export function validParts(value: unknown, issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey> }>): ValidParts | undefined {
  if (!isRecord(value)) return undefined;
  const doc: Record<string, unknown> = { ...value };
  const origin: Record<ListName, number[]> = { domains: [], personas: [], claims: [], relations: [] };
  for (const list of Object.keys(LISTS) as ListName[]) {
    const items = doc[list];
    if (Array.isArray(items)) origin[list] = items.map((_, i) => i);
  }
  const found: Pick<ValidParts, 'leftOut' | 'unreadableIds'> = { leftOut: [], unreadableIds: false };
  let pending = issues;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    if (!dropInvalid(doc, origin, pending, found)) return undefined;
    const again = roundtableLogSchema.safeParse(doc);
    if (again.success) return { raw: again.data, origin, ...found };
    pending = again.error.issues;
  }
  return undefined;
}

/** Drops every part an issue points into; false when an issue names no droppable part. */
function dropInvalid(doc: Record<string, unknown>, origin: Record<ListName, number[]>, issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey> }>, found: Pick<ValidParts, 'leftOut' | 'unreadableIds'>): boolean {
  const dropItems = new Map<ListName, Set<number>>();
  const dropKeys = new Set<string>();
  for (const { path } of issues) {
    const [key, index] = path;
    if (typeof key !== 'string') return false;
    if (key in LISTS && typeof index === 'number' && Array.isArray(doc[key])) {
      const set = dropItems.get(key as ListName) ?? new Set<number>();
      dropItems.set(key as ListName, set.add(index));
    } else dropKeys.add(key);
  }
  for (const [list, indices] of dropItems) {
    const items = doc[list] as unknown[];
    const kind = LISTS[list];
    for (const i of indices) {
      if (kind) noteLeftOut(items[i], kind, [list, origin[list][i] ?? i], found);
    }
    doc[list] = items.filter((_, i) => !indices.has(i));
    origin[list] = origin[list].filter((_, i) => !indices.has(i));
  }
  for (const key of dropKeys) {
    const kind = SINGLE[key] ?? (key in LISTS ? LISTS[key as ListName] : undefined);
    if (kind) {
      const part = doc[key];
      if (Array.isArray(part)) part.forEach((item, i) => noteLeftOut(item, kind, [key, origin[key as ListName]?.[i] ?? i], found));
      else if (key in LISTS) found.unreadableIds = true;
      else noteLeftOut(part, kind, [key], found);
    }
    if (key in REQUIRED_STAND_IN) doc[key] = REQUIRED_STAND_IN[key];
    else delete doc[key];
    if (key in LISTS) origin[key as ListName] = [];
  }
  return true;
}

function noteLeftOut(part: unknown, kind: DeclaredKind, path: JsonPath, found: Pick<ValidParts, 'leftOut' | 'unreadableIds'>): void {
  if (part === undefined) return;
  const id = readableId(part);
  if (id === undefined) found.unreadableIds = true;
  else found.leftOut.push({ id, kind, path: [...path, 'id'] });
}
