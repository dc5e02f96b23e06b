// A note's frontmatter (content/notes/**/*.mdx), decided here once: `validate` checks the
// frontmatter as parse/frontmatter.ts reads it (every scalar text, a null ""), and so does
// the build's content collection (site/textFrontmatter.ts: Astro's own reader, js-yaml,
// would make `0x1F` a number and an unquoted date a Date), both through this one schema,
// so neither passes what the other refuses. Two keys Astro itself would act on are refused by name: `layout` (@astrojs/mdx
// imports the file it names as the page's layout: code from the archive run on the build
// machine) and `slug` (Astro's glob loader would publish the note there instead of at its
// path). Any other key is left out, with a warning (docs/decisions/note-frontmatter.md).
import { z } from 'zod';
import { isCalendarDate } from '../parse/frontmatter.ts';
import { showsNothing } from '../core/invisibleCharacters.ts';
import { characters, formatCount, MAX_LABEL_LENGTH, MAX_TAG_LENGTH, MAX_TAGS } from '../core/limits.ts';

/** The keys a note's frontmatter is read for. */
export const NOTE_FRONTMATTER_KEYS = ['title', 'date', 'summary', 'tags'] as const;

/** Keys Astro or @astrojs/mdx would act on: refused, never read. */
export const REFUSED_NOTE_KEYS: Readonly<Record<string, string>> = {
  layout: 'a note is laid out by the site: MDX would import the file `layout` names and run it on the build machine; remove the key',
  slug: "a note's address is its path (content/notes/a/b.mdx is /notes/a/b/), never a frontmatter value; remove the key or rename the file",
  // js-yaml (the build) merges `<<: {layout: …}` into the note's keys; `validate` reads YAML
  // without merge keys and would pass what the build refuses (or, unchecked, acts on).
  '<<': 'a YAML merge key: the build would merge its keys into the note (a `layout` or `slug` among them unseen here); write the keys out instead',
};

/** The years a date may name: four digits, as the pages, the feed and the sort order expect. */
const YEARS = { min: 1000, max: 9999 };

/** Absent: a missing key, a YAML null, or nothing written (`summary:`). */
const isBlank = (value: unknown): boolean => value === undefined || value === null || value === '';

/** A scalar as the text written: YAML reads `title: 2026` as a number in the build. */
const asText = (value: unknown): unknown => (typeof value === 'number' || typeof value === 'boolean' ? String(value) : value);

const text = (what: string) => z.string({ error: `${what} must be text (quote it if it looks like a list or a map)` }).trim();

/** Text of at most `limit` characters, as a debate's budgets count them (docs/formats.md, "Limits"). */
const bounded = (what: string, limit: number, named = what) =>
  text(what).superRefine((value, context) => {
    const length = characters(value);
    if (length > limit) context.addIssue({ code: 'custom', message: `${named} has ${formatCount(length)} characters; the limit is ${formatCount(limit)}` });
  });

/** What is wrong with a date as written, or null: one message, the first that applies. */
function dateProblem(value: string): string | null {
  const match = /^(\d+)-\d{2}-\d{2}$/.exec(value);
  if (match === null) return 'expected a date as YYYY-MM-DD';
  const year = Number(match[1]);
  if (match[1]!.length !== 4 || year < YEARS.min) return `the year must be between ${YEARS.min} and ${YEARS.max} (YYYY-MM-DD)`;
  return isCalendarDate(value) ? null : 'no such day in the calendar (YYYY-MM-DD)';
}

const date = z.string({ error: 'expected a date as YYYY-MM-DD' }).superRefine((value, context) => {
  const problem = dateProblem(value);
  if (problem !== null) context.addIssue({ code: 'custom', message: problem });
});

/** A Date as js-yaml makes one of `date: 2026-09-03`: its day, or itself when it has a time of day (refused). */
function dayOf(value: unknown): unknown {
  if (!(value instanceof Date)) return value;
  if (Number.isNaN(value.getTime())) return 'invalid';
  const iso = value.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}

/** Present at all (even empty) is refused: Astro acts on the key whatever its value. */
const refused = (key: keyof typeof REFUSED_NOTE_KEYS) => z.never({ error: REFUSED_NOTE_KEYS[key]! }).optional();

/** The frontmatter of one note; other keys are left out of it (and warned about: `unknownNoteKeys`). */
export const noteFrontmatterSchema = z.object({
  title: z.preprocess((value) => (value === null ? undefined : asText(value)), bounded('title', MAX_LABEL_LENGTH, 'the title').min(1, 'must not be empty').refine((title) => !showsNothing(title), 'is only invisible characters or spaces: a reader sees no title')),
  date: z.preprocess((value) => (isBlank(value) ? undefined : dayOf(value)), date.optional()),
  summary: z.preprocess((value) => (isBlank(value) ? undefined : asText(value)), bounded('summary', MAX_LABEL_LENGTH, 'the summary').optional()),
  tags: z.preprocess(
    (value) => (isBlank(value) ? [] : Array.isArray(value) ? value.map(asText) : value),
    z
      .array(bounded('a tag', MAX_TAG_LENGTH, 'the tag').min(1, 'a tag must not be empty'), { error: 'expected a list of tags: [a, b] or one "- tag" per line' })
      // A refinement, not .max(): zod's length check would hide every problem of a tag.
      .superRefine(
        (tags, context) => {
          if (tags.length > MAX_TAGS) context.addIssue({ code: 'custom', message: `the note has ${formatCount(tags.length)} tags; the limit is ${formatCount(MAX_TAGS)} per note` });
        },
        { when: (payload) => Array.isArray(payload.value) },
      ),
  ),
  layout: refused('layout'),
  slug: refused('slug'),
  '<<': refused('<<'),
});

export type NoteFrontmatter = z.output<typeof noteFrontmatterSchema>;

/** The frontmatter as parse/frontmatter.ts hands it over (a Map of its keys), as the object the schema reads. */
export function frontmatterObject(data: ReadonlyMap<string, unknown> | null): Record<string, unknown> {
  const object: Record<string, unknown> = Object.create(null);
  for (const [key, value] of data ?? []) object[key] = value;
  return object;
}

/** The keys no note is read for, in file order: each a warning (a misspelt `summery`, another tool's `aliases`). */
export function unknownNoteKeys(data: ReadonlyMap<string, unknown> | null): string[] {
  const known: ReadonlySet<string> = new Set([...NOTE_FRONTMATTER_KEYS, ...Object.keys(REFUSED_NOTE_KEYS)]);
  return [...(data?.keys() ?? [])].filter((key) => !known.has(key));
}
