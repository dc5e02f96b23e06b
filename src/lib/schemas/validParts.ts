// When a file fails its schema, the parts that passed are still checked by the later stages
// (references, then the merge), so a file's schema and reference errors are listed together
// (docs/decisions/every-problem-at-once.md). The value is read again without its invalid
// parts (an invalid list item left out, an invalid optional part dropped, a required part
// stood in for), through the same schema, so whatever the schema accepts is what gets
// checked. What the left-out parts declared is kept where it can be read (an item's id, by
// the list it was in), so a reference to it is neither reported missing nor taken for
// granted; when an invalid part's id cannot be read, no reference of its kind is reported
// missing (it might name that part), while wrong kinds and duplicates still are.
// One helper for every JSON format: each says only which of its parts declare ids.
import type { z } from 'zod';
import type { JsonPath } from '../parse/jsonDocument.ts';

/** An id declared by a part the schema refused, with where it is. */
export interface LeftOutId<Kind extends string = string> {
  id: string;
  kind: Kind;
  path: JsonPath;
}

/** Which top-level parts of a format declare ids, and of what kind. */
export interface PartsShape<Kind extends string, List extends string> {
  /** Top-level lists: the kind each item declares and the key of its id (undefined: declares none). */
  lists: Record<List, { kind: Kind; idKey: string } | undefined>;
  /** Top-level single parts that declare an id under `id` (a list of such, too). */
  singles?: Readonly<Record<string, Kind>>;
  /** Required parts that, when invalid, are stood in for so the rest can still be read. */
  standIns?: Readonly<Record<string, unknown>>;
  /** The id as the schema reads it, if it can be read. */
  readId: (value: unknown) => string | undefined;
}

export interface ValidParts<Output, Kind extends string, List extends string> {
  value: Output;
  /** For each list: the document index of each item kept. */
  origin: Record<List, number[]>;
  leftOut: LeftOutId<Kind>[];
  /** Kinds of which an invalid part declared an id that cannot be read: a missing reference may name it. */
  unreadable: Set<Kind>;
}

type Issues = ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; code?: string; keys?: readonly string[] }>;
/** Each round drops at least one part; a list emptied by it can fail once more (at least one item). */
const MAX_ROUNDS = 6;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A string id as schemas read it (trimmed, 1–200 characters). */
export const trimmedId = (value: unknown): string | undefined => {
  const id = typeof value === 'string' ? value.trim() : '';
  return id.length > 0 && id.length <= 200 ? id : undefined;
};

/** The value without the parts its schema refuses; undefined when no such reading exists. */
export function validParts<S extends z.ZodType, Kind extends string, List extends string>(
  schema: S, shape: PartsShape<Kind, List>, value: unknown, issues: Issues,
): ValidParts<z.output<S>, Kind, List> | undefined {
  if (!isRecord(value)) return undefined;
  const doc: Record<string, unknown> = { ...value };
  const origin = {} as Record<List, number[]>;
  for (const list of Object.keys(shape.lists) as List[]) {
    const items = doc[list];
    origin[list] = Array.isArray(items) ? items.map((_, i) => i) : [];
  }
  const found: Found<Kind> = { leftOut: [], unreadable: new Set() };
  let pending = issues;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    if (!dropInvalid({ doc, origin, shape, found }, pending)) return undefined;
    const again = schema.safeParse(doc);
    if (again.success) return { value: again.data, origin, ...found };
    pending = again.error.issues;
  }
  return undefined;
}

interface Found<Kind extends string> { leftOut: LeftOutId<Kind>[]; unreadable: Set<Kind> }
interface Reading<Kind extends string, List extends string> {
  doc: Record<string, unknown>;
  origin: Record<List, number[]>;
  shape: PartsShape<Kind, List>;
  found: Found<Kind>;
}

/** Drops every part an issue points into; false when an issue names no droppable part. */
function dropInvalid<Kind extends string, List extends string>(reading: Reading<Kind, List>, issues: Issues): boolean {
  const { doc, origin, shape } = reading;
  const isList = (key: string): key is List => Object.hasOwn(shape.lists, key);
  const dropItems = new Map<List, Set<number>>();
  const dropKeys = new Set<string>();
  for (const { path, code, keys } of issues) {
    const [key, index] = path;
    // A key the (strict) schema does not know, at the top: the key is the invalid part.
    if (path.length === 0 && code === 'unrecognized_keys' && keys !== undefined) {
      for (const unknown of keys) dropKeys.add(unknown);
      continue;
    }
    if (typeof key !== 'string') return false;
    if (isList(key) && typeof index === 'number' && Array.isArray(doc[key])) dropItems.set(key, (dropItems.get(key) ?? new Set<number>()).add(index));
    else dropKeys.add(key);
  }
  for (const [list, indices] of dropItems) {
    const items = doc[list] as unknown[];
    const declares = shape.lists[list];
    if (declares) for (const i of indices) noteLeftOut(reading, items[i], declares, [list, origin[list][i] ?? i]);
    doc[list] = items.filter((_, i) => !indices.has(i));
    origin[list] = origin[list].filter((_, i) => !indices.has(i));
  }
  for (const key of dropKeys) dropKey(reading, key, isList(key) ? key : undefined);
  return true;
}

function dropKey<Kind extends string, List extends string>(reading: Reading<Kind, List>, key: string, list: List | undefined): void {
  const { doc, origin, shape, found } = reading;
  const single = shape.singles?.[key];
  const declares = list !== undefined ? shape.lists[list] : single !== undefined ? { kind: single, idKey: 'id' } : undefined;
  const part = doc[key];
  if (declares) {
    if (Array.isArray(part)) part.forEach((item, i) => noteLeftOut(reading, item, declares, [key, list !== undefined ? (origin[list][i] ?? i) : i]));
    else if (list !== undefined) found.unreadable.add(declares.kind);
    else noteLeftOut(reading, part, declares, [key]);
  }
  if (shape.standIns !== undefined && Object.hasOwn(shape.standIns, key)) doc[key] = shape.standIns[key];
  else delete doc[key];
  if (list !== undefined) origin[list] = [];
}

function noteLeftOut<Kind extends string>(reading: Reading<Kind, string>, part: unknown, declares: { kind: Kind; idKey: string }, path: JsonPath): void {
  if (part === undefined) return;
  const id = isRecord(part) ? reading.shape.readId(part[declares.idKey]) : undefined;
  if (id === undefined) reading.found.unreadable.add(declares.kind);
  else reading.found.leftOut.push({ id, kind: declares.kind, path: [...path, declares.idKey] });
}
