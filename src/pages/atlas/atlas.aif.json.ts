import type { APIRoute } from 'astro';
import { exportAif } from '../../lib/export/exportAif.ts';
import { getAtlasSubject } from '../../site/atlas.ts';

export const GET: APIRoute = async () => new Response(exportAif((await getAtlasSubject()).graph).text, { headers: { 'Content-Type': 'application/json' } });
