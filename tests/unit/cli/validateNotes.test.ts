// `validate` of the whole archive checks the notes beside it as the build does (probe 3,
// B2b, B5, B8b): links refused and never read, a folder's index.mdx beside x.mdx refused,
// a note's control characters located, whatever the debates' state.
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { projectRoot, runCaptured } from '../../support/cli.ts';
import { tempFolder } from '../../support/tempFolder.ts';

let dir: string;
beforeEach(async () => {
  dir = tempFolder('debate-atlas-validate-notes-');
  await mkdir(path.join(dir, 'content', 'debates'), { recursive: true });
  await mkdir(path.join(dir, 'content', 'notes', 'x'), { recursive: true });
  await mkdir(path.join(dir, 'outside'));
  await writeFile(path.join(dir, 'outside', 'secret.mdx'), '---\ntitle: secret\n---\n');
  await symlink(path.join(dir, 'outside', 'secret.mdx'), path.join(dir, 'content', 'notes', 'secret.mdx'));
  await symlink(path.join(dir, 'outside'), path.join(dir, 'content', 'notes', 'dir'));
  await writeFile(path.join(dir, 'content', 'notes', 'x.mdx'), '---\ntitle: X\n---\n');
  await writeFile(path.join(dir, 'content', 'notes', 'x', 'index.mdx'), '---\ntitle: X index\n---\n');
  await writeFile(path.join(dir, 'content', 'notes', 'n.mdx'), '---\ntitle: "N\\N"\n---\n');
});

const NOTE_PROBLEMS = [
  'content/notes/dir: error [symlink] a symbolic link to',
  'content/notes/n.mdx:2:8: error [control-character] frontmatter: a control character U+0085',
  'content/notes/secret.mdx: error [symlink] a symbolic link to',
  'content/notes/x/index.mdx: error [slug-collision] has the same address /notes/x/ as content/notes/x.mdx; rename one of them',
];

describe('validate with notes beside the archive', () => {
  it('lists every note problem beside a broken debate', async () => {
    await writeFile(path.join(dir, 'content', 'debates', 'bad.json'), '{"topic": "t",');
    const { code, stdout, stderr } = await runCaptured(['validate'], { cwd: dir });
    expect(code).toBe(1);
    expect(stdout).toBe('5 files checked: 0 valid, 5 with problems (5 errors)\n');
    expect(stderr).toContain('content/debates/bad.json:1:');
    for (const problem of NOTE_PROBLEMS) expect(stderr).toContain(problem);
  });

  it('fails on the notes alone when every debate is valid', async () => {
    const { code, stderr } = await runCaptured(['validate'], { cwd: dir });
    expect(code).toBe(1);
    for (const problem of NOTE_PROBLEMS) expect(stderr).toContain(problem);
  });

  it('leaves the notes out of a check of one debate file', async () => {
    await writeFile(path.join(dir, 'content', 'debates', 'bad.json'), '{"topic": "t",');
    const { code, stdout, stderr } = await runCaptured(['validate', 'content/debates/bad.json'], { cwd: dir });
    expect(code).toBe(1);
    expect(stderr).toContain('content/debates/bad.json:1:');
    expect(stdout + stderr).not.toContain('content/notes');
  });

  // Issue 30, item 4: `validate <one note>` checked nothing of it.
  it('checks one note as the build does: its text, its code and its references to the archive', async () => {
    await writeFile(path.join(dir, 'content', 'debates', 'ok.json'), await readFile(path.join(import.meta.dirname, '../../../examples/roundtable-kg.json')));
    await writeFile(path.join(dir, 'content', 'notes', 'essay.mdx'), '---\ntitle: Essay\n---\n\nexport const host = 1\n\n<Claim ref="ok:nowhere" />\n');
    const { code, stdout, stderr } = await runCaptured(['validate', 'content/notes/essay.mdx'], { cwd: dir });
    expect(code).toBe(1);
    expect(stdout).toBe('1 file checked: 0 valid, 1 with problems (2 errors)\n');
    expect(stderr).toContain('content/notes/essay.mdx:5:1: error [note-code] an `import` or `export` runs on the build machine');
    expect(stderr).toContain('content/notes/essay.mdx:7:1: error [note-reference] <Claim>: ref "ok:nowhere": debate "ok" has no node "nowhere"');
    expect(stderr).not.toContain('content/notes/n.mdx');
  });

  it('passes a clean note, and checks a note outside the notes folder on its own', async () => {
    await writeFile(path.join(dir, 'content', 'notes', 'clean.mdx'), '---\ntitle: Clean\n---\n\nText.\n');
    expect(await runCaptured(['validate', 'content/notes/clean.mdx'], { cwd: dir })).toMatchObject({ code: 0, stdout: '1 file checked: 1 valid, 0 with problems (0 errors)\n' });
    await writeFile(path.join(dir, 'draft.mdx'), '---\ntitle: Draft\n---\n\n{process.env.HOME}\n');
    const outside = await runCaptured(['validate', 'draft.mdx'], { cwd: dir });
    expect(outside.code).toBe(1);
    expect(outside.stderr).toContain('draft.mdx:5:1: error [note-code] an expression');
  });
});

describe("validate of another archive's notes folder (probe 6, NT)", () => {
  it('checks the notes of a notes folder beside a debates folder, wherever it is, never skips them', async () => {
    const other = tempFolder('debate-atlas-validate-other-');
    await mkdir(path.join(other, 'content', 'debates'), { recursive: true });
    await mkdir(path.join(other, 'content', 'notes'), { recursive: true });
    await writeFile(path.join(other, 'content', 'notes', 'bad.mdx'), '---\ntitle: Bad\n---\n\n[x](javascript:alert(1))\n');
    const { code, stdout, stderr } = await runCaptured(['validate', path.join(other, 'content', 'notes')], { cwd: dir });
    expect(code).toBe(1);
    expect(stdout).toContain('1 file checked');
    expect(stderr).toContain('bad.mdx:5:');
    expect(stderr).not.toContain('not a debate file');
  });
});

// Issue 30 (probe 2026-12-07 NL, NL2, NS2–NS4, NS date2, NS others): validate refuses what
// the build refuses (tests/build/notes.test.ts builds the same archive in the full suite).
describe('validate of notes whose frontmatter Astro would act on', () => {
  it('refuses layout, slug and every bad type, every note at once, each at its line', async () => {
    const { code, stdout, stderr } = await runCaptured(['validate', 'tests/fixtures/sites/notes-hostile/notes'], { cwd: projectRoot });
    expect(code).toBe(1);
    // The null title's error comes with the frontmatter reader's warning saying why (probe 30 Y3b: a note's warnings are kept).
    expect(stdout).toBe(`tests/fixtures/sites/notes-hostile/notes/title-null.mdx:2:8: warning [frontmatter] title: title is YAML null ("null"), not text: read as not given; quote it to mean the word\n14 files checked: 1 valid, 13 with problems (13 errors)\n`);
    const file = (name: string) => `tests/fixtures/sites/notes-hostile/notes/${name}`;
    const lines = stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(13);
    for (const name of ['helper.mdx', 'lay.mdx', 'plain.mdx']) expect(lines).toContain(`${file(name)}:3:1: error [schema] layout: a note is laid out by the site: MDX would import the file \`layout\` names and run it on the build machine; remove the key`);
    for (const name of ['bidi.mdx', 'one.mdx', 'root.mdx', 'trav.mdx', 'up3.mdx']) expect(lines).toContain(`${file(name)}:3:1: error [schema] slug: a note's address is its path (content/notes/a/b.mdx is /notes/a/b/), never a frontmatter value; remove the key or rename the file`);
    expect(lines).toContain(`${file('date2.mdx')}:3:1: error [schema] date: the year must be between 1000 and 9999 (YYYY-MM-DD)`);
    expect(lines).toContain(`${file('feb30.mdx')}:3:1: error [schema] date: no such day in the calendar (YYYY-MM-DD)`);
    expect(lines).toContain(`${file('tags-map.mdx')}:3:1: error [schema] tags: expected a list of tags: [a, b] or one "- tag" per line`);
    expect(lines).toContain(`${file('title-list.mdx')}:2:1: error [schema] title: title must be text (quote it if it looks like a list or a map)`);
    expect(lines).toContain(`${file('title-null.mdx')}:2:1: error [schema] title: must not be empty`);
  });

  it('lists a note\'s frontmatter problems with the rest of the archive, unread keys as warnings', async () => {
    await writeFile(path.join(dir, 'content', 'notes', 'fm.mdx'), '---\ntitle: t\ndraft: true\nlayout: ./_x.mjs\ndate: 2026-02-30\n---\n\nText.\n');
    const { code, stdout, stderr } = await runCaptured(['validate'], { cwd: dir });
    expect(code).toBe(1);
    expect(stdout).toContain("content/notes/fm.mdx:3:1: warning [unknown-key] draft: a note's frontmatter is read for title, date, summary, tags only; this key is left out");
    expect(stderr).toContain('content/notes/fm.mdx:4:1: error [schema] layout: a note is laid out by the site');
    expect(stderr).toContain('content/notes/fm.mdx:5:1: error [schema] date: no such day in the calendar (YYYY-MM-DD)');
    for (const problem of NOTE_PROBLEMS) expect(stderr).toContain(problem);
  });
});
