import type { APIRoute } from 'astro';
import { stableJson } from '../../lib/export/exportGraphJson.ts';
import { correctionsJsonSchema } from '../../lib/corrections/schema.ts';
import { withBase } from '../../site/paths.ts';

// Editors validate a correction file (<log>.corrections.json) that names this URL in "$schema".
export const GET: APIRoute = ({ site }) =>
  new Response(stableJson(correctionsJsonSchema(new URL(withBase('schema/corrections.json'), site).href)), {
    headers: { 'Content-Type': 'application/schema+json' },
  });
