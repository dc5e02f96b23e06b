// Every page's log text closed against bidi controls it leaves open, in one place
// (lib/render/bidiMarkup.ts; probe 62 row 1). Only an archive with such a control in a log
// or a note has its pages read whole: reading every page's body costs a large build peak
// memory (docs/benchmarks.md, "The pages' bidi closing"), so the others pass as they are.
import { defineMiddleware } from 'astro:middleware';
import { closeBidiInMarkup } from './lib/render/bidiMarkup.ts';
import { getDebates } from './site/debates.ts';
import { getNotes } from './site/notes.ts';

let holds: { from: unknown; value: Promise<boolean> } | undefined;
/** Whether any log or note of the archive holds a bidi control (once per loaded archive). */
async function archiveHoldsBidi(): Promise<boolean> {
  const debates = await getDebates();
  if (holds?.from !== debates) holds = { from: debates, value: (async () => debates.some((d) => d.bidiControls) || (await getNotes()).some((n) => n.bidiControls))() };
  return holds.value;
}

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html') || !(await archiveHoldsBidi())) return response;
  const markup = await response.text();
  return new Response(closeBidiInMarkup(markup), { status: response.status, statusText: response.statusText, headers: response.headers });
});
