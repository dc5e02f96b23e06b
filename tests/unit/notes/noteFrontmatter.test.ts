// A note's frontmatter (issue 30, probe 2026-12-07 NL, NS*): one schema for `validate` (the
// frontmatter as parse/frontmatter.ts reads it: text) and the build's collection (as
// js-yaml reads it: numbers, null, Dates); every problem of a note at once, at its line;
// `layout` and `slug` refused by name.
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../../src/lib/core/diagnostics.ts';
import { noteFrontmatterProblems } from '../../../src/lib/notes/noteFrontmatter.ts';
import { splitFrontmatter } from '../../../src/lib/parse/frontmatter.ts';
import { noteFrontmatterSchema } from '../../../src/lib/schemas/noteFrontmatter.ts';

const file = 'content/notes/x.mdx';

/** The note's frontmatter problems as `validate` prints them. */
function problems(frontmatter: string): string[] {
  const source = { file, text: `---\n${frontmatter}\n---\n\nBody.\n` };
  const split = splitFrontmatter(source);
  if (!split.ok) throw new Error(split.diagnostics.map(formatDiagnostic).join('\n'));
  return noteFrontmatterProblems(source, split.value).map(formatDiagnostic);
}

describe('a note frontmatter as validate reads it', () => {
  it('passes the documented keys', () => {
    expect(problems('title: Essay\ndate: 2026-09-03\nsummary: Short.\ntags: [a, b]')).toEqual([]);
    expect(problems('title: 2026\ndate: "2026-09-03"\ntags:\n  - a\n  - 12')).toEqual([]);
    expect(problems('title: Essay\nsummary:\ntags:\ndate:')).toEqual([]);
  });

  it('refuses layout and slug at their lines, whatever their value', () => {
    expect(problems('title: t\nlayout: ./_evil.mjs\nslug: ../../debates/a')).toEqual([
      `${file}:3:1: error [schema] layout: a note is laid out by the site: MDX would import the file \`layout\` names and run it on the build machine; remove the key`,
      `${file}:4:1: error [schema] slug: a note's address is its path (content/notes/a/b.mdx is /notes/a/b/), never a frontmatter value; remove the key or rename the file`,
    ]);
    for (const value of ['""', '/', '"a\\u202eb"', '12', '', '[a]']) expect(problems(`title: t\nslug: ${value}`), value).toHaveLength(1);
    for (const value of ['../debates/helper.js', '../../../../etc/passwd', '""', '']) expect(problems(`title: t\nlayout: ${value}`), value).toHaveLength(1);
  });

  it('refuses a top-level YAML merge key, which the build reads and validate does not', () => {
    // js-yaml (Astro) merges `<<` into the note's keys: `layout` would reach the build unseen here.
    const merged = `${file}:3:1: error [schema] [\"<<\"]: a YAML merge key: the build would merge its keys into the note (a \`layout\` or \`slug\` among them unseen here); write the keys out instead`;
    expect(problems('title: t\n<<: {layout: ./_evil.mjs}')).toEqual([merged]);
    expect(problems('title: t\n<<: {slug: ../../x}')).toEqual([merged]);
    expect(problems('title: t\n"<<": []')).toHaveLength(1);
    // As Astro reads it (already merged), the key is gone and the merged `layout` is what is refused.
    expect(noteFrontmatterSchema.safeParse({ title: 't', layout: './_evil.mjs' }).success).toBe(false);
  });

  it('lists every problem of a note at once, each at its line (probe NS date2, NS others)', () => {
    expect(problems('title: [a, b]\ndate: "99999-01-01"\nsummary: {a: 1}\ntags: {a: 1}')).toEqual([
      `${file}:2:1: error [schema] title: title must be text (quote it if it looks like a list or a map)`,
      `${file}:3:1: error [schema] date: the year must be between 1000 and 9999 (YYYY-MM-DD)`,
      `${file}:4:1: error [schema] summary: summary must be text (quote it if it looks like a list or a map)`,
      `${file}:5:1: error [schema] tags: expected a list of tags: [a, b] or one "- tag" per line`,
    ]);
  });

  it('holds a note to the budgets a debate has: title and summary length, tag length and count, each named (probe 15, row 8)', () => {
    const tags = (n: number) => Array.from({ length: n }, (_, i) => `t${i}`).join(', ');
    expect(problems(`title: ${'x'.repeat(200_000)}\nsummary: ${'😀'.repeat(200_000)}\ntags: [${tags(199)}, ${'z'.repeat(100)}]`)).toEqual([]);
    expect(problems(`title: ${'x'.repeat(200_001)}\nsummary: ${'😀'.repeat(200_001)}\ntags: [${tags(201)}, ${'z'.repeat(101)}]`)).toEqual([
      `${file}:2:1: error [schema] title: the title has 200,001 characters; the limit is 200,000`,
      `${file}:3:1: error [schema] summary: the summary has 200,001 characters; the limit is 200,000`,
      `${file}:4:1104: error [schema] tags[201]: the tag has 101 characters; the limit is 100`,
      `${file}:4:1: error [schema] tags: the note has 202 tags; the limit is 200 per note`,
    ]);
  });

  it('refuses impossible and malformed dates, an empty or missing title, an empty tag', () => {
    expect(problems('title: t\ndate: 2026-02-30')).toEqual([`${file}:3:1: error [schema] date: no such day in the calendar (YYYY-MM-DD)`]);
    expect(problems('title: t\ndate: 0999-01-01')).toEqual([`${file}:3:1: error [schema] date: the year must be between 1000 and 9999 (YYYY-MM-DD)`]);
    expect(problems('title: t\ndate: 3 May 2026')).toEqual([`${file}:3:1: error [schema] date: expected a date as YYYY-MM-DD`]);
    expect(problems('title: t\ndate: 2026-09-03T10:00:00Z')).toEqual([`${file}:3:1: error [schema] date: expected a date as YYYY-MM-DD`]);
    expect(problems('title: null')).toEqual([`${file}:2:1: error [schema] title: must not be empty`]);
    expect(problems('summary: s')).toEqual([`${file}:2:1: error [schema] title: is required`]);
    expect(problems('title: t\ntags:\n  - a\n  - ""')).toEqual([`${file}:5:5: error [schema] tags[1]: a tag must not be empty`]);
    // Probe 13, row 1: a title of invisible characters only was a note whose heading looked empty.
    expect(problems('title: "\\u200b\\u202e"')).toEqual([`${file}:2:1: error [schema] title: is only invisible characters or spaces: a reader sees no title`]);
  });

  it('warns about keys no note is read for, at the key', () => {
    expect(problems('title: t\ndraft: true\nsummery: s')).toEqual([
      `${file}:3:1: warning [unknown-key] draft: a note's frontmatter is read for title, date, summary, tags only; this key is left out`,
      `${file}:4:1: warning [unknown-key] summery: a note's frontmatter is read for title, date, summary, tags only; this key is left out`,
    ]);
  });

  it('says a note without frontmatter, or one behind a YAML directive, has none, at its first line (probe 15, row 7)', () => {
    const said = (text: string) => {
      const source = { file, text };
      const split = splitFrontmatter(source);
      return split.ok && noteFrontmatterProblems(source, split.value).map(formatDiagnostic);
    };
    expect(said('Just text.\n')).toEqual([`${file}:1: error [frontmatter] frontmatter: the note has no frontmatter: begin the file with a "---" line, then "title: …", then a "---" line`]);
    expect(said('%YAML 1.2\n---\ntitle: t\n---\nText.\n')).toEqual([
      `${file}:1: error [frontmatter] frontmatter: the note begins with a YAML directive ("%…"), which a note's frontmatter does not take: remove the line, so the file begins with "---", then "title: …", then "---"`,
    ]);
  });
});

describe('the same schema as the build reads a note (js-yaml values)', () => {
  const accepts = (data: Record<string, unknown>) => noteFrontmatterSchema.safeParse(data).success;

  it('reads a YAML date, number and null as validate reads their text', () => {
    expect(noteFrontmatterSchema.parse({ title: 2026, date: new Date('2026-09-03'), summary: null, tags: ['a', 12], draft: true })).toEqual({ title: '2026', date: '2026-09-03', tags: ['a', '12'] });
    expect(noteFrontmatterSchema.parse({ title: ' t ', tags: null })).toEqual({ title: 't', tags: [] });
  });

  it('refuses what validate refuses', () => {
    for (const data of [{ title: null }, { title: ['a', 'b'] }, { title: 't', tags: { a: 1 } }, { title: 't', date: '99999-01-01' }, { title: 't', date: new Date('2026-09-03T10:00:00Z') }, { title: 't', layout: './_evil.mjs' }, { title: 't', slug: 'two' }, { title: 't', slug: '' }, { title: 't', tags: ['a', null] }]) {
      expect(accepts(data), JSON.stringify(data)).toBe(false);
    }
  });
});
