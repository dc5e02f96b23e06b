import type { APIRoute } from 'astro';
import { stableJson } from '../../lib/export/exportGraphJson.ts';
import { debateLogJsonSchema } from '../../lib/schemas/roundtableLog.ts';
import { withBase } from '../../site/paths.ts';

// Editors validate a log that names this URL in "$schema".
export const GET: APIRoute = ({ site }) =>
  new Response(stableJson(debateLogJsonSchema(new URL(withBase('schema/debate-log.json'), site).href)), {
    headers: { 'Content-Type': 'application/schema+json' },
  });
