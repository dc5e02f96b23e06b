import type { APIRoute } from 'astro';
import { exportObsidianVault } from '../../lib/export/exportObsidianVault.ts';
import { zipFiles } from '../../lib/export/zipFiles.ts';
import { getAtlasSubject } from '../../site/atlas.ts';

export const GET: APIRoute = async () =>
  new Response(zipFiles(exportObsidianVault(await getAtlasSubject()), 'debate-atlas-vault') as BodyInit, { headers: { 'Content-Type': 'application/zip' } });
