// Frontmatter forms the one reader (parse/frontmatter.ts) does not read as YAML keys:
// `+++` TOML, a list or a single value, a `---` never closed, a `...` closer. Each is one
// located error saying what was found, never a misleading "title: is required", and the
// same in `validate` and the build (oneNoteProblems: the loader gate) as at compile time
// (noteFrontmatterErrors: the Vite plugin `astro dev` reaches). Logs: the same reader.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../../src/lib/core/diagnostics.ts';
import { interpretSource } from '../../../src/lib/formats/registry.ts';
import { noteFrontmatterErrors } from '../../../src/lib/notes/noteFrontmatter.ts';
import { oneNoteProblems } from '../../../src/lib/notes/noteFiles.ts';
import { splitFrontmatter } from '../../../src/lib/parse/frontmatter.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const file = 'content/notes/x.mdx';

const forms: Array<[string, string, string]> = [
  ['TOML', '+++\ntitle = "Essay"\n+++\n\nBody.\n',
    `${file}:1: error [frontmatter] frontmatter: frontmatter opened with "+++" (TOML) at line 1; only YAML between "---" lines is read: write it as "key: value" lines between two "---" lines`],
  ['a list', '---\n- title\n- Essay\n---\n\nBody.\n',
    `${file}:2: error [frontmatter] frontmatter: frontmatter must be "key: value" lines (a YAML mapping), not a list or a single value; found a list`],
  ['a flow list', '---\n\n[title, Essay]\n---\n\nBody.\n',
    `${file}:3: error [frontmatter] frontmatter: frontmatter must be "key: value" lines (a YAML mapping), not a list or a single value; found a list`],
  ['a scalar', '---\nEssay\n---\n\nBody.\n',
    `${file}:2: error [frontmatter] frontmatter: frontmatter must be "key: value" lines (a YAML mapping), not a list or a single value; found a single value (no "key:")`],
  ['an unclosed ---', '---\ntitle: Essay\n\nBody.\n',
    `${file}:1: error [frontmatter] frontmatter: frontmatter opened with "---" at line 1 is never closed: no later line is "---"; end it with a "---" line`],
  ['a ... closer', '---\ntitle: Essay\n...\n\nBody.\n',
    `${file}:3: error [frontmatter] frontmatter: frontmatter closed with "..." (YAML's document end) at line 3; a note's frontmatter must end with a "---" line, the only closer the build reads`],
];

describe('a note whose frontmatter is no YAML map between --- lines', () => {
  it.each(forms)('%s: one located error that says what was found, at compile time', (_form, text, expected) => {
    expect(noteFrontmatterErrors(file, text).map(formatDiagnostic)).toEqual([expected]);
  });

  it.each(forms)('%s: the same error where validate and the build check a note', async (_form, text, expected) => {
    const dir = tempFolder('debate-atlas-forms-');
    await writeFile(path.join(dir, 'x.mdx'), text);
    const problems = await oneNoteProblems(path.join(dir, 'x.mdx'), file, { code: true });
    expect(problems.map(formatDiagnostic)).toEqual([expected]);
  });

  it('still lists the other problems of a note closed with "..."', () => {
    expect(noteFrontmatterErrors(file, '---\ntitle: t\nlayout: ./x.mjs\n...\n').map(formatDiagnostic)).toEqual([
      expect.stringContaining(`${file}:3:1: error [schema] layout:`),
      expect.stringContaining(`${file}:4: error [frontmatter] frontmatter: frontmatter closed with "..."`),
    ]);
  });

  it('reads a note with a --- closer and CRLF line ends as before', () => {
    expect(noteFrontmatterErrors(file, '---\r\ntitle: Essay\r\n---\r\n\r\nBody.\r\n')).toEqual([]);
  });
});

it('warns at each plain number or true/false in a note\'s tags, as in a log\'s (probe 30 Y3b)', async () => {
  const dir = tempFolder('debate-atlas-forms-');
  await writeFile(path.join(dir, 'x.mdx'), '---\ntitle: plain numbers\ntags: [7, true, .nan]\n---\n\nText.\n');
  const problems = await oneNoteProblems(path.join(dir, 'x.mdx'), file, { code: true });
  expect(problems.map((d) => `${d.severity} ${d.line}:${d.column}`)).toEqual(['warning 3:8', 'warning 3:11', 'warning 3:17']);
  expect(problems[0]!.message).toMatch(/an item of tags is a YAML number \("7"\), not text: read as the text "7"/);
});

describe('a Markdown log with the same forms (the one reader)', () => {
  it('refuses TOML frontmatter at line 1 and still reads the body', () => {
    const split = splitFrontmatter({ file: 'content/debates/m.md', text: '+++\ntype = "meeting"\n+++\n\n## R0 Opening\n' });
    expect(split.ok).toBe(false);
    expect(split.diagnostics.map(formatDiagnostic)).toEqual([expect.stringContaining('content/debates/m.md:1: error [frontmatter] frontmatter: frontmatter opened with "+++" (TOML)')]);
    expect(!split.ok && 'partial' in split && split.partial).toMatchObject({ data: null, body: '+++\ntype = "meeting"\n+++\n\n## R0 Opening\n', bodyLine: 1 });
  });

  it('keeps a log closed with "..." (only this reader reads a log) and a lone leading --- a warning', () => {
    const dots = splitFrontmatter({ file: 'm.md', text: '---\ntitle: T\n...\nBody\n' });
    expect(dots.ok && [...dots.value.data!.entries()]).toEqual([['title', 'T']]);
    expect(dots.ok && dots.value.documentEndLine).toBe(3);
    const rule = splitFrontmatter({ file: 'm.md', text: '---\n\nJust a rule above.' });
    expect(rule.diagnostics.map((d) => d.severity)).toEqual(['warning']);
  });

  it('lists the TOML error with the log reading problems, in the file reader', () => {
    const read = interpretSource({ file: 'content/debates/m.md', text: '+++\ntitle = "T"\n+++\n\n## R0 Opening\n\nHello.\n## R7 Decision\n\nDone.\n' });
    expect(read.ok).toBe(false);
    expect(read.diagnostics.map(formatDiagnostic)[0]).toContain('content/debates/m.md:1: error [frontmatter] frontmatter: frontmatter opened with "+++" (TOML)');
    expect(read.diagnostics.filter((d) => d.severity === 'error')).toHaveLength(1);
  });

  it('says the TOML frontmatter beside "matches no debate format", whose marks it may hold', () => {
    const read = interpretSource({ file: 'content/debates/m.md', text: '+++\ntype = "meeting"\n+++\n\nSome text.\n' });
    expect(read.diagnostics.map((d) => d.code)).toEqual(['frontmatter', 'unknown-format']);
  });
});
