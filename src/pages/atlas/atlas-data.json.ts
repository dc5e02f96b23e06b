// The map data fetched by the /atlas/ page script (format: src/lib/atlas/atlasData.ts).
import type { APIRoute } from 'astro';
import { getAtlasData } from '../../site/atlas.ts';

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(await getAtlasData()), { headers: { 'Content-Type': 'application/json' } });
