// The merged atlas as one intermediate graph, with the map's positions (x, y).
import type { APIRoute } from 'astro';
import { exportMergedGraph } from '../../lib/atlas/exportMergedGraph.ts';
import { getAtlas } from '../../site/atlas.ts';

export const GET: APIRoute = async () => {
  const { merge, layout } = await getAtlas();
  return new Response(exportMergedGraph(merge.atlas, layout), { headers: { 'Content-Type': 'application/json' } });
};
