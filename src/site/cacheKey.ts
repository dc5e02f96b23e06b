// One way to turn what a page shows into its cacheKey for Astro's incremental build.
import { createHash } from 'node:crypto';
import type { LaidOutDebate } from '../lib/archive/debateRecord.ts';
import type { DebateOutside } from './debatePage.ts';

/** A digest of `parts` as JSON (maps as their entries, in order: their order comes from the inputs too). */
export function digestOf(parts: readonly unknown[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(JSON.stringify(part, mapsAsEntries) ?? 'undefined').update('\0');
  return hash.digest('base64url');
}

function mapsAsEntries(_key: string, value: unknown): unknown {
  if (value instanceof Map) return [...value.entries()];
  if (value instanceof Set) return [...value];
  return value;
}

/**
 * The key of a page that lists debates and shows nothing else from the archive (a tag's
 * or a year's page): each listed debate stands for its record by its digest (the file's
 * bytes, name and the pipeline's code) and the commit date it may show, in list order.
 */
export function debateListKey(
  page: string,
  groups: ReadonlyArray<{ heading: string; debates: ReadonlyArray<{ slug: string; digest?: string; committed?: string }> }>,
): string {
  const listed = (d: { slug: string; digest?: string; committed?: string }) => {
    if (d.digest === undefined) throw new Error(`the record of ${d.slug} has no digest`);
    return [d.slug, d.digest, d.committed ?? null];
  };
  return digestOf([page, groups.map((g) => [g.heading, g.debates.map(listed)])]);
}

/**
 * A digest of the record and everything the page shows from outside it. The commit date
 * an undated debate shows comes from git, not from the file, so the record's digest does
 * not cover it.
 */
export function pageCacheKey(debate: Pick<LaidOutDebate, 'digest' | 'slug' | 'committed'>, outside: DebateOutside): string {
  if (debate.digest === undefined) throw new Error(`the record of ${debate.slug} has no digest`);
  return digestOf([debate.digest, debate.committed ?? null, outside]);
}
