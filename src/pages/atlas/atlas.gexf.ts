import type { APIRoute } from 'astro';
import { exportGexf } from '../../lib/export/exportGexf.ts';
import { getAtlasSubject } from '../../site/atlas.ts';

export const GET: APIRoute = async () => new Response(exportGexf(await getAtlasSubject()), { headers: { 'Content-Type': 'application/xml' } });
