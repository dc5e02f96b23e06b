// JSON written piece by piece, byte for byte what stableJson writes
// (`JSON.stringify(value, null, 2)` and a final newline). The atlas's graph.json runs to
// hundreds of megabytes at 10,000 debates: as one string it would be held whole, twice
// (the string and the bytes written), and past about 15,000 debates it would not fit in
// one V8 string at all. Chunks keep only the part being written.

/** An array given item by item (say, nodes mapped as they are written), written as a JSON array at any depth. */
export class JsonSequence {
  readonly items: () => Iterable<unknown>;
  constructor(items: () => Iterable<unknown>) {
    this.items = items;
  }
  /** Inside a value written whole (deeper than jsonChunks opens) it would come out as {}. */
  toJSON(): never {
    throw new TypeError('a JsonSequence must sit within the levels jsonChunks opens');
  }
}

/**
 * The text of `stableJson(value)` in chunks. Containers down to `depth` levels are
 * opened and their members written one by one; anything deeper is one chunk.
 */
export function* jsonChunks(value: unknown, depth = 2): Generator<string> {
  const text = yield* chunksOf(resolved(value, ''), '', depth);
  if (!text) throw new TypeError('jsonChunks: the value has no JSON form');
  yield '\n';
}

/** What JSON.stringify writes for `value` under `key`: its toJSON(key), when it has one. */
function resolved(value: unknown, key: string): unknown {
  if (value instanceof JsonSequence) return value;
  const toJSON = value !== null && typeof value === 'object' ? (value as { toJSON?: unknown }).toJSON : undefined;
  return typeof toJSON === 'function' ? (toJSON as (key: string) => unknown).call(value, key) : value;
}

const skipped = (value: unknown): boolean => value === undefined || typeof value === 'function' || typeof value === 'symbol';
// Boxed primitives are written as their value, as JSON.stringify writes them.
const boxed = (value: object): boolean => value instanceof Number || value instanceof String || value instanceof Boolean;

/** Yields `value` (already resolved) as JSON at `indent`; returns false when it has no JSON form (undefined, a function). */
function* chunksOf(value: unknown, indent: string, depth: number): Generator<string, boolean> {
  if (value instanceof JsonSequence) {
    yield* membersOf(value.items(), indent, depth, '[', ']', (item, i) => ['', resolved(item, String(i))]);
    return true;
  }
  if (depth > 0 && value !== null && typeof value === 'object' && !boxed(value)) {
    if (Array.isArray(value)) {
      yield* membersOf(value, indent, depth, '[', ']', (item, i) => ['', resolved(item, String(i))]);
    } else {
      const entries = Object.keys(value)
        .map((key): [string, unknown] => [key, resolved((value as Record<string, unknown>)[key], key)])
        .filter(([, member]) => !skipped(member));
      yield* membersOf(entries, indent, depth, '{', '}', ([key, member]) => [`${JSON.stringify(key)}: `, member]);
    }
    return true;
  }
  const text = JSON.stringify(value, null, 2) as string | undefined;
  if (text === undefined) return false;
  yield indent === '' ? text : text.replaceAll('\n', `\n${indent}`);
  return true;
}

function* membersOf<T>(members: Iterable<T>, indent: string, depth: number, open: string, close: string, split: (member: T, index: number) => [string, unknown]): Generator<string> {
  const inner = `${indent}  `;
  let index = 0;
  for (const member of members) {
    const [prefix, item] = split(member, index);
    yield `${index === 0 ? open : ','}\n${inner}${prefix}`;
    index++;
    // JSON.stringify writes null for an array item with no JSON form.
    if (!(yield* chunksOf(item, inner, depth - 1))) yield 'null';
  }
  yield index === 0 ? `${open}${close}` : `\n${indent}${close}`;
}
