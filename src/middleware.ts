// Every page's log text closed against bidi controls it leaves open, in one place
// (lib/render/bidiMarkup.ts; probe 62 row 1). Pages without such a control pass as they are.
import { defineMiddleware } from 'astro:middleware';
import { closeBidiInMarkup } from './lib/render/bidiMarkup.ts';

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return response;
  const markup = await response.text();
  const closed = closeBidiInMarkup(markup);
  return new Response(closed, { status: response.status, statusText: response.statusText, headers: response.headers });
});
