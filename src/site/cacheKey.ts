// One way to turn what a page shows into its cacheKey for Astro's incremental build.
import type { LaidOutDebate } from '../lib/archive/debateRecord.ts';
import { digestOf } from '../lib/core/digest.ts';
import type { DebateOutside } from './debatePage.ts';

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
