// The site's one way to read debates: the records the content loader published in this
// process (site/loadedArchive.ts), newest first as loadArchive sorts them. Astro's content
// collection holds only an index of them (site/debateLoader.ts).
import type { LaidOutDebate } from '../lib/archive/debateRecord.ts';
import { loadedArchive, type LoadedArchive } from './loadedArchive.ts';
import { debateUrl } from './paths.ts';

/** The loader's archive; the pages cannot be built without it. */
export function requireLoadedArchive(): LoadedArchive {
  const loaded = loadedArchive();
  if (loaded === undefined) throw new Error('the debate-atlas content loader has not run in this process: the pages read the records it loaded');
  return loaded;
}

export async function getDebates(): Promise<readonly LaidOutDebate[]> {
  return requireLoadedArchive().debates;
}

// The dev server's loader publishes a new archive (a new array) whenever a log changes.
let hrefs: { from: readonly LaidOutDebate[]; map: Map<string, string> } | undefined;

/** Debates by slug and by title (case folded), for [[wikilinks]] that name another debate. */
export async function getDebateHrefs(): Promise<Map<string, string>> {
  const debates = await getDebates();
  if (hrefs?.from !== debates) {
    const map = new Map<string, string>();
    for (const d of debates) for (const key of [d.slug, d.title]) {
      const folded = key.trim().toLowerCase();
      if (!map.has(folded)) map.set(folded, debateUrl(d.slug));
    }
    hrefs = { from: debates, map };
  }
  return hrefs.map;
}
