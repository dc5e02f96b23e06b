// Page addresses for atlas nodes. Atlas ids hold "/", ":" and arbitrary agent text, so
// each page gets a key: a readable slug of the id plus a short hash of it. The key
// depends only on the id, except in the (rare) case two ids give the same key: then
// the later ids in code-point order get a numeric suffix, so keys stay unique.
import { compareText } from '../core/diagnostics.ts';
import { fnv1a, slugifySegment, type AtlasNodeId } from '../core/ids.ts';

declare const brand: unique symbol;
/** One path segment under /atlas/personas/ or /atlas/claims/: letters, digits, "-", "_". */
export type AtlasPageKey = string & { readonly [brand]: 'AtlasPageKey' };

/** The key of one id, ignoring collisions (use `atlasPageKeys` for a set of ids). */
export function atlasPageKey(id: AtlasNodeId): AtlasPageKey {
  const readable = slugifySegment(id).slice(0, 48).replace(/[-_]+$/, '');
  const hash = fnv1a(id).toString(36).padStart(7, '0');
  return `${readable === '' ? 'n' : readable}-${hash}` as AtlasPageKey;
}

/** Unique keys for a set of ids; the same set always gives the same keys. */
export function atlasPageKeys(ids: Iterable<AtlasNodeId>): Map<AtlasNodeId, AtlasPageKey> {
  const sorted = [...new Set(ids)].sort(compareText);
  const keys = new Map<AtlasNodeId, AtlasPageKey>();
  const taken = new Set<string>();
  for (const id of sorted) {
    const base = atlasPageKey(id);
    let key: string = base;
    for (let n = 2; taken.has(key); n++) key = `${base}-${n}`;
    taken.add(key);
    keys.set(id, key as AtlasPageKey);
  }
  return keys;
}
