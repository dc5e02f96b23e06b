// What a note's embeds of one debate share, and how much of it one embed shows: a note may
// embed the same debate many times, and each embed's size is bounded whatever the debate's
// (probe 2026-12-14 row 20: eight embeds of a 48,000-claim debate wrote a 203 MB page).
import type { DebateGraph } from '../lib/graph/types.ts';
import { buildConceptIndex, type ConceptIndex } from '../lib/render/conceptCards.ts';

/** Names an embedded claim card lists in each of its rows (supporters, backlinks, …); the rest are counted, on the debate page. */
export const EMBED_LIST_LIMIT = 50;

const indexes = new WeakMap<DebateGraph, ConceptIndex>();

/** The debate's card index, built once per debate for every embed of it. */
export function conceptIndexOf(graph: DebateGraph): ConceptIndex {
  let index = indexes.get(graph);
  if (index === undefined) {
    index = buildConceptIndex(graph);
    indexes.set(graph, index);
  }
  return index;
}
