// Extraction rule 3 (formats.md): a claim supported and opposed by anyone is contested. A
// stance its author later withdrew or reversed (CHANGED_STANCE_KEY) no longer counts, as in
// the analysis (probe 67 row 6).
import { CHANGED_STANCE_KEY, type GraphEdge } from './types.ts';

/** The ids of the claims both supported and opposed by relations that still stand. */
export function contestedIds(edges: Iterable<Pick<GraphEdge, 'type' | 'target' | 'attributes'>>): Set<string> {
  const supported = new Set<string>(), opposed = new Set<string>();
  for (const e of edges) {
    if (e.attributes?.[CHANGED_STANCE_KEY] !== undefined) continue;
    if (e.type === 'supports') supported.add(e.target);
    if (e.type === 'opposes') opposed.add(e.target);
  }
  return new Set([...supported].filter((id) => opposed.has(id)));
}
