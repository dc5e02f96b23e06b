// The question ledger's list index, fetched by its sort and filter form (site/lists.ts).
import type { APIRoute } from 'astro';
import { facetRows } from '../../../lib/archive/listFacets.ts';
import { getQuestionList } from '../../../site/lists.ts';

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(facetRows((await getQuestionList()).rows)), { headers: { 'Content-Type': 'application/json' } });
