// The atlas as the after-build worker reads it back (node:v8 `deserialize`): every string
// comes back as a copy of its own, so an id named by its node, its members, a quarter of
// a million edge ends and the debates' lists is held once per mention. At 10,000 debates
// that is 190 MB of the input's 420 MB heap (docs/benchmarks.md); one copy of each is kept.
import type { AtlasGraphFields } from '../merge/types.ts';

/** Replaces each repeated id, slug and type in `atlas` by one shared string; the values are unchanged. */
export function shareAtlasStrings(atlas: AtlasGraphFields): void {
  const pool = new Map<string, string>();
  const one = <T extends string>(value: T): T => {
    const kept = pool.get(value);
    if (kept !== undefined) return kept as T;
    pool.set(value, value);
    return value;
  };
  const each = <T extends string>(list: T[]): void => {
    for (let i = 0; i < list.length; i++) list[i] = one(list[i]!);
  };
  each(atlas.debates);
  for (const node of atlas.nodes) {
    node.id = one(node.id);
    node.type = one(node.type);
    each(node.members);
    each(node.used_in);
    if (node.domain !== undefined) node.domain = one(node.domain);
    if (node.steelman_of !== undefined) node.steelman_of = one(node.steelman_of);
    if (node.by !== undefined) node.by = one(node.by);
    // A node's text is most often its label: equal strings, one copy.
    if (node.text === node.label) node.text = node.label;
  }
  for (const edge of atlas.edges) {
    edge.source = one(edge.source);
    edge.target = one(edge.target);
    edge.type = one(edge.type);
    edge.debate = one(edge.debate);
  }
}
