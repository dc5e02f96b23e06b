// JSON written piece by piece, byte for byte what stableJson writes
// (`JSON.stringify(value, null, 2)` and a final newline). The atlas's graph.json runs to
// hundreds of megabytes at 10,000 debates: as one string it would be held whole, twice
// (the string and the bytes written), and past about 15,000 debates it would not fit in
// one V8 string at all. Chunks keep only the part being written.

/** An array given item by item (say, nodes mapped as they are written), written as a JSON array. */
export class JsonSequence {
  readonly items: () => Iterable<unknown>;
  constructor(items: () => Iterable<unknown>) {
    this.items = items;
  }
}

/**
 * The text of `stableJson(value)` in chunks. Containers down to `depth` levels are
 * opened and their members written one by one; anything deeper is one chunk.
 */
export function* jsonChunks(value: unknown, depth = 2): Generator<string> {
  const text = yield* chunksOf(value, '', depth);
  if (!text) throw new TypeError('jsonChunks: the value has no JSON form');
  yield '\n';
}

const skipped = (value: unknown): boolean => value === undefined || typeof value === 'function' || typeof value === 'symbol';

/** Yields `value` as JSON at `indent`; returns false when it has no JSON form (undefined, a function). */
function* chunksOf(value: unknown, indent: string, depth: number): Generator<string, boolean> {
  if (value instanceof JsonSequence) {
    yield* membersOf(value.items(), indent, depth, '[', ']', (item) => ['', item]);
    return true;
  }
  const opened = depth > 0 && value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON !== 'function';
  if (opened && Array.isArray(value)) {
    yield* membersOf(value, indent, depth, '[', ']', (item) => ['', item]);
    return true;
  }
  if (opened) {
    const entries = Object.entries(value).filter(([, member]) => !skipped(member));
    yield* membersOf(entries, indent, depth, '{', '}', ([key, member]) => [`${JSON.stringify(key)}: `, member]);
    return true;
  }
  const text = JSON.stringify(value, null, 2) as string | undefined;
  if (text === undefined) return false;
  yield indent === '' ? text : text.replaceAll('\n', `\n${indent}`);
  return true;
}

function* membersOf<T>(members: Iterable<T>, indent: string, depth: number, open: string, close: string, split: (member: T) => [string, unknown]): Generator<string> {
  const inner = `${indent}  `;
  let first = true;
  for (const member of members) {
    const [prefix, item] = split(member);
    yield `${first ? open : ','}\n${inner}${prefix}`;
    first = false;
    // JSON.stringify writes null for an array item with no JSON form.
    if (!(yield* chunksOf(item, inner, depth - 1))) yield 'null';
  }
  yield first ? `${open}${close}` : `\n${indent}${close}`;
}
