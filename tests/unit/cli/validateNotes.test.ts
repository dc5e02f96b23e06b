// `validate` of the whole archive checks the notes beside it as the build does (probe 3,
// B2b, B5, B8b): links refused and never read, a folder's index.mdx beside x.mdx refused,
// a note's control characters located, whatever the debates' state.
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runCaptured } from '../../support/cli.ts';
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
