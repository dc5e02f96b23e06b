// `astro dev` serves the downloads the build writes (integrations/downloads.ts) from the
// same tables, made on request from what the content loader last published, so they
// follow edits while the dev server runs.
import type { LaidOutDebate } from '../lib/archive/debateRecord.ts';
import { atlasDownloadSource, ATLAS_DOWNLOADS } from '../lib/atlas/atlasDownloads.ts';
import { DEBATE_DOWNLOADS } from '../lib/export/downloads.ts';
import type { LoadedArchive } from './loadedArchive.ts';

export interface DevDownload { contentType: string; body: string | Uint8Array }

const bySlug = new WeakMap<LoadedArchive, Map<string, LaidOutDebate>>();

/** The download a request asks for (`<base>debates/<slug>/<file>` or `<base>atlas/<file>`), or undefined when it names none. */
export function devDownload(requestUrl: string, base: string, loaded: LoadedArchive | undefined): DevDownload | undefined {
  if (loaded === undefined) return undefined;
  const pathname = requestUrl.split(/[?#]/, 1)[0]!;
  const prefix = base.endsWith('/') ? base : `${base}/`;
  if (!pathname.startsWith(prefix)) return undefined;
  let segments: string[];
  try {
    segments = pathname.slice(prefix.length).split('/').map(decodeURIComponent);
  } catch {
    return undefined; // a malformed escape names no file
  }
  const file = segments.pop()!;
  if (segments.length === 1 && segments[0] === 'atlas') {
    const download = ATLAS_DOWNLOADS.find((d) => d.file === file);
    if (download === undefined) return undefined;
    const source = atlasDownloadSource(loaded.merge.atlas, loaded.atlasLayout, loaded.debates);
    // The dev server's archive is small enough to answer in one piece.
    const chunks = [...download.render(source)].map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk));
    return { contentType: download.contentType, body: Buffer.concat(chunks) };
  }
  if (segments.length < 2 || segments[0] !== 'debates') return undefined;
  const download = DEBATE_DOWNLOADS.find((d) => d.file === file);
  if (download === undefined) return undefined;
  let debates = bySlug.get(loaded);
  if (debates === undefined) bySlug.set(loaded, (debates = new Map(loaded.debates.map((d) => [d.slug, d]))));
  const debate = debates.get(segments.slice(1).join('/'));
  return debate === undefined ? undefined : { contentType: download.contentType, body: download.render(debate) };
}
