// The site's one way to read debates: the content collection, typed, newest first.
import { getCollection } from 'astro:content';
import { compareDebatesNewestFirst, type LaidOutDebate } from '../lib/archive/debateRecord.ts';
import { debateUrl } from './paths.ts';

let cached: Promise<LaidOutDebate[]> | undefined;

export function getDebates(): Promise<LaidOutDebate[]> {
  if (import.meta.env.DEV) cached = undefined; // content changes while the dev server runs
  cached ??= getCollection('debates').then((entries) => entries.map((e) => e.data as LaidOutDebate).sort(compareDebatesNewestFirst));
  return cached;
}

let hrefs: Promise<Map<string, string>> | undefined;

/** Debates by slug and by title (case folded), for [[wikilinks]] that name another debate. */
export function getDebateHrefs(): Promise<Map<string, string>> {
  if (import.meta.env.DEV) hrefs = undefined;
  hrefs ??= getDebates().then((debates) => {
    const map = new Map<string, string>();
    for (const d of debates) for (const key of [d.slug, d.title]) {
      const folded = key.trim().toLowerCase();
      if (!map.has(folded)) map.set(folded, debateUrl(d.slug));
    }
    return map;
  });
  return hrefs;
}
