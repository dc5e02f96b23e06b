// content/aliases.json (decided here): an object `{ "$schema"?: string, "groups":
// [["<slug>:<id>", ...], ...] }`. A pair is just a group of two. An object (not a bare
// array) leaves room for later keys and keeps error paths (`groups[2][1]`) the same in
// the file and in merge diagnostics.
import { z } from 'zod';
import { parseCrossReference } from '../core/ids.ts';

const aliasReference = z
  .string({ error: 'a reference must be a string "<slug>:<id>"' })
  .refine((ref) => parseCrossReference(ref) !== null, {
    message: 'expected "<slug>:<id>", e.g. "2026/ai-creativity:c1" (the slug as the archive shows it)',
  });

export const aliasFileSchema = z.strictObject({
  $schema: z.string().optional(),
  groups: z.array(
    z.array(aliasReference, { error: 'a group is a list of "<slug>:<id>" references' }).min(2, 'a group needs at least two references'),
    { error: '"groups" must be a list of groups' },
  ),
});
