// A1 on the atlas: the merged graph's label of every original node, so a debate page can
// say "OUT here, IN across the archive" where the two labellings differ.
import { groundedLabelling, type ArgumentStatus } from './status.ts';
import type { ArgGraph, ArgNode } from './argumentGraph.ts';
import { FULL_RULES, type AnalysisRules } from './formatRules.ts';

export interface MergedGraph extends ArgGraph {
  readonly nodes: ReadonlyArray<ArgNode & { readonly members: readonly string[] }>;
}

const cache = new WeakMap<MergedGraph, Map<string, { atlasId: string; status: ArgumentStatus }>>();

/** Original node (`<slug>:<id>`) → its atlas node and that node's merged label. */
export function atlasStatusByMember(atlas: MergedGraph, rules: AnalysisRules = FULL_RULES): ReadonlyMap<string, { atlasId: string; status: ArgumentStatus }> {
  const cached = cache.get(atlas);
  if (cached !== undefined) return cached;
  const { status } = groundedLabelling(atlas, rules);
  const out = new Map<string, { atlasId: string; status: ArgumentStatus }>();
  for (const n of atlas.nodes) {
    const s = status.get(n.id);
    if (s === undefined) continue;
    for (const m of n.members) out.set(m, { atlasId: n.id, status: s });
  }
  cache.set(atlas, out);
  return out;
}

/**
 * A status in the plain words pages show (IN, OUT, UNDECIDED are grounded semantics'
 * names, kept in data attributes, graph.json and docs/formats.md).
 */
export const STATUS_WORDS: Readonly<Record<ArgumentStatus, string>> = { IN: 'stands', OUT: 'falls', UNDECIDED: 'open' };

/** "falls here, stands across the archive", or null when both labels agree. */
export function statusContrast(here: ArgumentStatus | undefined, across: ArgumentStatus | undefined): string | null {
  if (here === undefined || across === undefined || here === across) return null;
  return `${STATUS_WORDS[here]} here, ${STATUS_WORDS[across]} across the archive`;
}
