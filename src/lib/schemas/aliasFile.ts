// content/aliases.json (decided here): an object `{ "$schema"?: string, "groups":
// [["<slug>:<id>", ...], ...] }`. A pair is just a group of two. An object (not a bare
// array) leaves room for later keys and keeps error paths (`groups[2][1]`) the same in
// the file and in merge diagnostics.
import { z } from 'zod';
import { parseCrossReference, slugFromContentPath } from '../core/ids.ts';
import { visibleSpelling } from '../core/terminalText.ts';

const aliasReference = z
  .string({ error: 'a reference must be a string "<slug>:<id>"' })
  .refine((ref) => parseCrossReference(ref) !== null, { error: (issue) => badReference(String(issue.input)) });

/**
 * Why a reference is no "<slug>:<id>": a slug written otherwise than the archive writes it
 * (`2026/Café`, decomposed accents) names the slug it would be (probe 25, M3).
 */
function badReference(ref: string): string {
  const colon = ref.indexOf(':');
  const written = colon > 0 ? ref.slice(0, colon) : '';
  const slug = written === '' ? null : slugFromContentPath(`${written}.x`);
  if (slug !== null && slug !== written && colon < ref.length - 1) {
    // A decomposed accent is written out, so the slug never prints like its composed twin.
    return `the slug "${visibleSpelling(written)}" is not written as the archive writes it (lower case, composed accents, "-" between words): write ${JSON.stringify(`${slug}${ref.slice(colon)}`)}`;
  }
  return 'expected "<slug>:<id>", e.g. "2026/ai-creativity:c1" (the slug as the archive shows it)';
}

export const aliasFileSchema = z.strictObject({
  $schema: z.string().optional(),
  groups: z.array(
    z.array(aliasReference, { error: 'a group is a list of "<slug>:<id>" references' }).min(2, 'a group needs at least two references'),
    { error: '"groups" must be a list of groups' },
  ),
});
