// The persona and domain indexes' list index, fetched by their sort and filter form (site/lists.ts).
import type { APIRoute } from 'astro';
import { facetRows } from '../../../lib/archive/listFacets.ts';
import { getNameList, type NameKind } from '../../../site/lists.ts';

export function getStaticPaths() {
  return (['persona', 'domain'] as const).map((kind) => ({ params: { kind: `${kind}s` }, props: { kind } }));
}

export const GET: APIRoute = async ({ props }) =>
  new Response(JSON.stringify(facetRows((await getNameList((props as { kind: NameKind }).kind)).rows)), { headers: { 'Content-Type': 'application/json' } });
