// The merged atlas as one intermediate graph (spec §1.2): what `merge -o` writes and
// /atlas/graph.json serves. Node ids are atlas ids (`<slug>:<id>`); `used_in` and
// `members` travel as extra node fields, which the intermediate-graph reader keeps as
// attributes, so `render` draws the file and `merge` reads it again like any graph.
// Edges keep the debate that wrote them (`debate`, ignored by the reader). The analysis
// of the merged graph (spec analysis §A) travels as `status` / `crux_rank` on nodes and a
// top-level `analysis`; the reader drops them (they are computed again).
import type { AtlasGraphFields, AtlasNodeFields } from '../merge/mergeDebates.ts';
import type { AnalysisRules } from '../analysis/formatRules.ts';
import { analyseGraph, analysisJson, nodeAnalysisFields, type GraphAnalysis } from '../analysis/debateAnalysis.ts';
import { jsonChunks, JsonSequence } from '../export/jsonChunks.ts';
import type { JsonValue } from '../graph/types.ts';
import type { AtlasLayout } from '../layout/layoutAtlas.ts';

export const mergedTopic = (debates: number): string => `Merged atlas: ${debates} debate${debates === 1 ? '' : 's'}`;

export function exportMergedGraph(atlas: AtlasGraphFields, layout?: AtlasLayout, rules?: AnalysisRules): string {
  return [...mergedGraphChunks(atlas, layout, rules)].join('');
}

/** The text of exportMergedGraph in chunks, each node made as it is written (an atlas of 10,000 debates is over 300 MB of JSON). */
export function mergedGraphChunks(atlas: AtlasGraphFields, layout?: AtlasLayout, rules?: AnalysisRules): Generator<string> {
  const analysis = analyseGraph(atlas, rules);
  return jsonChunks({
    topic: mergedTopic(atlas.debates.length),
    meta: { tags: [] },
    debates: atlas.debates,
    nodes: new JsonSequence(function* () {
      for (const [i, n] of atlas.nodes.entries()) yield mergedNode(n, analysis, layout === undefined ? undefined : [layout.x[i]!, layout.y[i]!]);
    }),
    edges: atlas.edges,
    stats: atlas.stats,
    analysis: analysisJson(analysis),
  });
}

interface MergedNodeJson {
  id: string; type: string; label: string;
  text?: string; position?: string; argument?: string; anchor?: string;
  domain?: string; steelman_of?: string; by?: string;
  contested?: true; non_conclusion?: true; status?: string; crux_rank?: number;
  attributes?: { [key: string]: JsonValue };
  used_in?: string[]; members?: string[];
  x?: number; y?: number;
}

function mergedNode(n: AtlasNodeFields, analysis: GraphAnalysis, at: [number, number] | undefined): MergedNodeJson {
  // Fields assigned in a fixed order: same atlas, same bytes.
  const out: MergedNodeJson = { id: n.id, type: n.type, label: n.label };
  if (n.text !== undefined) out.text = n.text;
  if (n.position !== undefined) out.position = n.position;
  if (n.argument !== undefined) out.argument = n.argument;
  if (n.anchor !== undefined) out.anchor = n.anchor;
  if (n.domain !== undefined) out.domain = n.domain;
  if (n.steelman_of !== undefined) out.steelman_of = n.steelman_of;
  if (n.by !== undefined) out.by = n.by;
  if (n.contested) out.contested = true;
  if (n.non_conclusion === true) out.non_conclusion = true;
  if (n.attributes !== undefined) out.attributes = n.attributes;
  Object.assign(out, nodeAnalysisFields(analysis, n.id));
  out.used_in = [...n.used_in];
  out.members = [...n.members];
  if (at !== undefined) {
    out.x = at[0];
    out.y = at[1];
  }
  return out;
}
