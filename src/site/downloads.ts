// The per-debate download endpoints share one shape: a static file made by an exporter.
import type { APIRoute } from 'astro';
import type { LaidOutDebate } from '../lib/archive/debateRecord.ts';

export function debateFileRoute(contentType: string, render: (debate: LaidOutDebate) => string | Uint8Array): APIRoute<{ debate: LaidOutDebate }> {
  return ({ props }) => new Response(render(props.debate) as BodyInit, { headers: { 'Content-Type': contentType } });
}
