import type { APIRoute } from 'astro';
import { exportGraphMl } from '../../lib/export/exportGraphMl.ts';
import { getAtlasSubject } from '../../site/atlas.ts';

export const GET: APIRoute = async () => new Response(exportGraphMl(await getAtlasSubject()), { headers: { 'Content-Type': 'application/graphml+xml' } });
