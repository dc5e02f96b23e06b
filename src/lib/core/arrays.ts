// Array helpers that never spread an input-sized array into a call: `xs.push(...ys)` and
// `Math.max(...xs)` pass every element as an argument and overflow the stack past about
// 125,000 elements ("Maximum call stack size exceeded"). These loop instead.

/** Appends every item to `target` (in place) and returns it. */
export function appendAll<T>(target: T[], items: Iterable<T>): T[] {
  for (const item of items) target.push(item);
  return target;
}

/** The largest number, or -Infinity for none (as Math.max). */
export function maxOf(values: Iterable<number>): number {
  let max = -Infinity;
  for (const value of values) if (value > max || Number.isNaN(value)) max = value;
  return max;
}

/** The smallest number, or Infinity for none (as Math.min). */
export function minOf(values: Iterable<number>): number {
  let min = Infinity;
  for (const value of values) if (value < min || Number.isNaN(value)) min = value;
  return min;
}

/**
 * How many items at the start of a sorted array satisfy `holds` (true for a prefix, false after
 * it): the index where it turns false, by binary search.
 */
export function prefixLength<T>(items: ReadonlyArray<T>, holds: (item: T) => boolean): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (holds(items[mid]!)) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The items grouped by `key`, each group in input order, the groups in order of first appearance (as Map.groupBy, which Node 20 lacks). */
export function groupedBy<T, K>(items: Iterable<T>, key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
