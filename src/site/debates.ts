// The site's one way to read debates: the content collection, typed, newest first.
import { getCollection } from 'astro:content';
import { compareDebatesNewestFirst, type DebateRecord } from '../lib/archive/debateRecord.ts';

let cached: Promise<DebateRecord[]> | undefined;

export function getDebates(): Promise<DebateRecord[]> {
  if (import.meta.env.DEV) cached = undefined; // content changes while the dev server runs
  cached ??= getCollection('debates').then((entries) => entries.map((e) => e.data as DebateRecord).sort(compareDebatesNewestFirst));
  return cached;
}

export async function debatePaths() {
  return (await getDebates()).map((debate) => ({ params: { slug: debate.slug }, props: { debate } }));
}
