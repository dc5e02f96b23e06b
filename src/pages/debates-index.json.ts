// The list index the index page's sort and filter script fetches (src/lib/archive/listing.ts).
import type { APIRoute } from 'astro';
import { buildListIndex } from '../lib/archive/listing.ts';
import { FORMAT_LABELS } from '../lib/archive/debateRecord.ts';
import { getDebates } from '../site/debates.ts';
import { debateUrl, tagPageUrl } from '../site/paths.ts';

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(buildListIndex(await getDebates(), (d) => debateUrl(d.slug), FORMAT_LABELS, (key) => tagPageUrl(key, 1))), { headers: { 'Content-Type': 'application/json' } });
