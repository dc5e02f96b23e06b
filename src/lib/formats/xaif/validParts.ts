// An xAIF file that fails its schema is still read without its invalid parts (the valid
// parts rule, schemas/validParts.ts), so its schema errors come with the problems of the
// rest. The tables live under `AIF`: an invalid item is left out of its table, an invalid
// top-level key (`text`, `dialog`) dropped, and every later problem located at the item's
// index in the file.
import type { JsonPath } from '../../parse/jsonDocument.ts';
import { trimmedId, validParts, type PartsShape } from '../../schemas/validParts.ts';
import { xaifAifSchema, xaifSchema, type XaifFile } from './schema.ts';

type Table = 'nodes' | 'edges' | 'locutions' | 'participants' | 'schemefulfillments';
const TABLES: PartsShape<'node' | 'participant', Table> = {
  lists: { nodes: { kind: 'node', idKey: 'nodeID' }, edges: undefined, locutions: undefined, participants: { kind: 'participant', idKey: 'participantID' }, schemefulfillments: undefined },
  // As the schema reads an id: a trimmed string or a whole number.
  readId: (value) => (typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : trimmedId(value)),
};

export interface XaifParts {
  value: XaifFile;
  /** A path into the kept parts → the same place in the file. */
  inFile?: (path: JsonPath) => JsonPath;
  /** A node id that may name a node the schema refused. */
  skipped?: (nodeID: string) => boolean;
}

type Issues = ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; code?: string; keys?: readonly string[] }>;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The file without the parts its schema refuses; undefined when no such reading exists. */
export function xaifValidParts(value: unknown, issues: Issues): XaifParts | undefined {
  if (!isRecord(value) || !isRecord(value['AIF'])) return undefined;
  const inner = issues.filter((i) => i.path[0] === 'AIF').map((i) => ({ ...i, path: i.path.slice(1) }));
  const outerKeys = new Set(issues.filter((i) => i.path[0] !== 'AIF').map((i) => i.path[0]));
  const rest: Record<string, unknown> = { AIF: {} };
  for (const [key, item] of Object.entries(value)) if (key !== 'AIF' && !outerKeys.has(key)) rest[key] = item;
  const outer = xaifSchema.safeParse(rest);
  const aif = inner.length === 0 ? xaifAifSchema.safeParse(value['AIF']) : undefined;
  const tables = aif?.success ? { value: aif.data, origin: undefined, leftOut: [], unreadable: new Set<string>() } : validParts(xaifAifSchema, TABLES, value['AIF'], inner);
  if (!outer.success || tables === undefined) return undefined;
  const leftOut = new Set(tables.leftOut.filter((part) => part.kind === 'node').map((part) => part.id));
  const origin = tables.origin;
  return {
    value: { ...outer.data, AIF: tables.value },
    ...(origin !== undefined ? {
      inFile: (path: JsonPath): JsonPath => {
        const [root, table, index, ...tail] = path;
        const list = origin[table as Table] as number[] | undefined;
        return root === 'AIF' && list !== undefined && typeof index === 'number' ? [root, table!, list[index] ?? index, ...tail] : path;
      },
    } : {}),
    skipped: (nodeID) => leftOut.has(nodeID) || tables.unreadable.has('node'),
  };
}
