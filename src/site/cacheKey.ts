// One way to turn what a page shows into its cacheKey for Astro's incremental build.
import { createHash } from 'node:crypto';

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
  return digestOf([page, groups.map((g) => [g.heading, g.debates.map((d) => [d.slug, d.digest ?? null, d.committed ?? null])])]);
}
