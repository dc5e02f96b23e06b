// The cruxes' list index, fetched by their sort and filter form (site/lists.ts).
import type { APIRoute } from 'astro';
import { facetRows } from '../../../lib/archive/listFacets.ts';
import { getCruxList } from '../../../site/lists.ts';

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(facetRows((await getCruxList()).rows)), { headers: { 'Content-Type': 'application/json' } });
