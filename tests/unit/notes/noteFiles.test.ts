// Notes whose names fold to one address are refused like debates' slug collisions, by the
// same rule: case, separators and Unicode forms.
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadArchive } from '../../../src/lib/archive/loadArchive.ts';
import { noteAddress, noteAddressCollisions, noteFileProblems, noteFolderProblems, noteLinks, noteTextProblems } from '../../../src/lib/notes/noteFiles.ts';
import { tempFolder } from '../../support/tempFolder.ts';

let dir: string;
beforeEach(async () => {
  dir = tempFolder('debate-atlas-notes-');
});

const pairs: Array<[string, string]> = [
  ['A.mdx', 'a.mdx'],
  ['b c.mdx', 'b-c.mdx'],
  ['Caf\u00e9.mdx', 'Cafe\u0301.mdx'],
  ['\uff21\uff29 essay.mdx', 'ai-essay.mdx'],
  ['2026/Plan.mdx', '2026/plan.mdx'],
];

describe('note address collisions', () => {
  it.each(pairs)('refuses %j beside %j, naming both and the address', (first, second) => {
    const files = [first, second].sort().map((relative) => ({ relative, file: `content/notes/${relative}` }));
    const problems = noteAddressCollisions(files);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ severity: 'error', code: 'slug-collision', file: files[1]!.file });
    expect(problems[0]!.message).toMatch(new RegExp(`^has the same address /notes/[^ ]+/ as ${files[0]!.file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}; rename one of them( \\(written out: this name is [^ ]+, that one [^ ]+;.*\\))?$`));
  });

  it('finds every collision among 3,000 generated names, and none among distinct ones', () => {
    const files = Array.from({ length: 1000 }, (_, i) => [`Note ${i}.mdx`, `note-${i}.mdx`, `NOTE_${i}.mdx`]).flat();
    const listed = files.map((relative) => ({ relative, file: relative }));
    // "NOTE_1" keeps its underscore: a different address from "note-1".
    expect(noteAddressCollisions(listed)).toHaveLength(1000);
    expect(noteAddressCollisions(Array.from({ length: 1000 }, (_, i) => ({ relative: `n${i}.mdx`, file: `n${i}.mdx` })))).toEqual([]);
  });

  it('walks the notes folder as the build does: drafts skipped, other files ignored and said to be (probe 14 row 8)', async () => {
    await mkdir(path.join(dir, 'notes'));
    for (const name of ['A.mdx', 'a.mdx', '_A.mdx', 'a.md', 'b.markdown']) await writeFile(path.join(dir, 'notes', name), '---\ntitle: x\n---\n');
    const problems = await noteFolderProblems(path.join(dir, 'notes'), dir);
    expect(problems.map((d) => [d.file, d.code, d.severity])).toEqual([
      ['notes/a.md', 'ignored-file', 'warning'],
      ['notes/b.markdown', 'ignored-file', 'warning'],
      ['notes/a.mdx', 'slug-collision', 'error'],
    ]);
    expect(problems[0]!.message).toBe('ignored: not a note (a note is an .mdx file)');
  });

  it('refuses x.mdx beside x/index.mdx (one address /notes/x/), but not a top-level index.mdx (probe 3, B2b)', async () => {
    await mkdir(path.join(dir, 'notes', 'x'), { recursive: true });
    for (const name of ['x.mdx', 'x/index.mdx', 'index.mdx', 'y/index.mdx']) {
      await mkdir(path.dirname(path.join(dir, 'notes', name)), { recursive: true });
      await writeFile(path.join(dir, 'notes', name), '---\ntitle: x\n---\n');
    }
    const problems = await noteFolderProblems(path.join(dir, 'notes'), dir);
    expect(problems).toEqual([{ severity: 'error', code: 'slug-collision', file: 'notes/x/index.mdx', message: 'has the same address /notes/x/ as notes/x.mdx; rename one of them' }]);
  });

  // Issue 30: the address is the path (the collection's id, content.config.ts), never a frontmatter `slug`.
  it('gives each note the address of its path, by the debates\' rule, and refuses a name with none', () => {
    expect(['Hybrid Work.mdx', 'a/B c.mdx', 'x/index.mdx', 'index.mdx', 'win/con.mdx', 'a\u202eb.mdx'].map(noteAddress)).toEqual(['hybrid-work', 'a/b-c', 'x', 'index', 'win/con_', 'a-b']);
    expect(noteAddress('???.mdx')).toBeNull();
    expect(noteAddressCollisions([{ relative: '???.mdx', file: 'notes/???.mdx' }])).toEqual([
      { severity: 'error', code: 'bad-slug', file: 'notes/???.mdx', message: 'the file name has no letters or digits to make an address from; rename it' },
    ]);
  });

  it('refuses a link to a note or a folder outside, naming it, and reads nothing behind it (probe 3, B8b)', async () => {
    await mkdir(path.join(dir, 'outside'));
    await writeFile(path.join(dir, 'outside', 'secret.mdx'), '---\ntitle: secret\n---\n');
    await mkdir(path.join(dir, 'notes'));
    await writeFile(path.join(dir, 'notes', 'ok.mdx'), '---\ntitle: ok\n---\n');
    await symlink(path.join(dir, 'outside', 'secret.mdx'), path.join(dir, 'notes', 'secret.mdx'));
    await symlink(path.join(dir, 'outside'), path.join(dir, 'notes', 'dir'));
    const problems = await noteFolderProblems(path.join(dir, 'notes'), dir);
    expect(problems.map((d) => [d.severity, d.code, d.file])).toEqual([
      ['error', 'symlink', 'notes/dir'],
      ['error', 'symlink', 'notes/secret.mdx'],
    ]);
    // What the build's glob is told to leave out, so nothing behind a link is read.
    expect(await noteLinks(path.join(dir, 'notes'))).toEqual(['dir', 'secret.mdx']);
    expect(await noteLinks(path.join(dir, 'outside'))).toEqual([]);
    await symlink(path.join(dir, 'outside'), path.join(dir, 'linked-notes'));
    expect(await noteLinks(path.join(dir, 'linked-notes'))).toEqual(['']);
    expect(problems[1]!.message).toBe(`a symbolic link to ${path.join(dir, 'outside', 'secret.mdx')}: links are never followed (they could publish files from outside the archive); put the file itself here`);
  });

  it('debates keep the same rule and message', async () => {
    await mkdir(path.join(dir, 'debates'));
    for (const name of ['Caf\u00e9.json', 'Cafe\u0301.json']) await writeFile(path.join(dir, 'debates', name), '{"topic":"t","personas":[],"claims":[]}');
    const archive = await loadArchive(path.join(dir, 'debates'), dir);
    const collisions = archive.diagnostics.filter((d) => d.code === 'slug-collision');
    expect(collisions).toHaveLength(1);
    expect(collisions[0]!.message).toMatch(/^has the same address \/debates\/café\/ as debates\/Caf/);
    // Probe 4 (N02, a note): the NFC and NFD names printed alike; the message writes the decomposed one out.
    expect(collisions[0]!.message).toContain('(written out: this name is debates/Caf\u00e9.json, that one debates/Cafe\\u0301.json;');
  });
});

describe('a note’s own text (probe 3, B4)', () => {
  it('refuses controls decoded from its frontmatter and raw in its body, each at its line, naming the field', () => {
    const text = '---\ntitle: "ti\\e[31mtle"\nsummary: "s\\x85s"\ntags: [ok]\n---\n\nBody with a raw \u001b[31m escape.\n';
    const problems = noteTextProblems('content/notes/yaml.mdx', text, { title: 'ti\u001b[31mtle', summary: 's\u0085s', tags: ['ok'] });
    expect(problems.map((d) => [d.code, d.line, d.path ?? ''])).toEqual([['control-character', 7, ''], ['control-character', 2, 'title'], ['control-character', 3, 'summary']]);
    expect(problems[1]!.message).toContain('U+001B (ESC)');
    expect(noteTextProblems('n.mdx', '---\ntitle: Fine\n---\nText.\n', { title: 'Fine', tags: [] })).toEqual([]);
  });

  // Probe 11, row 34: the MDX parser publishes these as U+FFFD, without a word.
  it('refuses references to controls in its body, each at its line and column', () => {
    const problems = noteTextProblems('n.mdx', '---\ntitle: Fine\n---\n\nx &#x1b; y\n\n&#0; &#xD800; &#x85; &#8212;\n', { title: 'Fine', tags: [] });
    expect(problems.map((d) => `${d.line}:${d.column} ${d.message.split(',')[0]}`)).toEqual([
      '5:3 a control character U+001B (ESC)', '7:1 a control character U+0000 (NUL)', '7:6 a lone surrogate U+D800', '7:15 a control character U+0085',
    ]);
  });
});

describe('the notes checked without the debates (probe 3, B5 and B8)', () => {
  it('lists the folder problems and each note’s control characters, located, reading no link', async () => {
    await mkdir(path.join(dir, 'notes'));
    await mkdir(path.join(dir, 'outside'));
    await writeFile(path.join(dir, 'outside', 'secret.mdx'), '---\ntitle: "s\\x9b"\n---\n');
    await symlink(path.join(dir, 'outside', 'secret.mdx'), path.join(dir, 'notes', 'secret.mdx'));
    await writeFile(path.join(dir, 'notes', 'n.mdx'), '---\ntitle: "N\\N"\nsummary: "s\\x9bs"\ntags: ["ok", "a\\eb"]\n---\n\nText \u0085 here.\n');
    await writeFile(path.join(dir, 'notes', 'fine.mdx'), '---\ntitle: Fine\n---\n\nText.\n');
    const problems = await noteFileProblems(path.join(dir, 'notes'), dir);
    expect(problems.map((d) => [d.file, d.code, d.line])).toEqual([
      ['notes/secret.mdx', 'symlink', undefined],
      ['notes/n.mdx', 'control-character', 7],
      ['notes/n.mdx', 'control-character', 2],
      ['notes/n.mdx', 'control-character', 3],
      ['notes/n.mdx', 'control-character', 4],
    ]);
  });

  it('has nothing to say of a missing notes folder', async () => {
    expect(await noteFileProblems(path.join(dir, 'notes'), dir)).toEqual([]);
  });
});

describe('note names the site cannot load (probe 2026-12-18a rows 24–25)', () => {
  it('refuses a note whose name or folder holds #, ?, % or a backslash, naming the file and the sign', async () => {
    await mkdir(path.join(dir, 'c#'), { recursive: true });
    for (const name of ['c#.mdx', 'why?.mdx', '100%.mdx', 'c#/inner.mdx', 'fine.mdx']) {
      await writeFile(path.join(dir, name), '---\ntitle: T\n---\nText.\n');
    }
    const problems = (await noteFolderProblems(dir, dir)).filter((d) => d.code === 'bad-note-name');
    expect(problems.map((d) => [path.basename(d.file), d.severity, /"(.)"/.exec(d.message)?.[1]]).sort()).toEqual([
      ['100%.mdx', 'error', '%'], ['c#.mdx', 'error', '#'], ['inner.mdx', 'error', '#'], ['why?.mdx', 'error', '?'],
    ]);
  });
});

describe('a notes folder under a path the site\'s loader cannot read (probe 2026-12-18a rows 27–28)', () => {
  it('is one error at the notes folder when it holds a note, for "#", "%", "?", a backslash or a line break above it', async () => {
    for (const [folder, sign] of [['p-[#1]', '"#"'], ['p-[%41]', '"%"'], ['p-[?x=1]', '"?"'], ['p-bs-a\\b', '"\\"'], ['p-[\n]', 'a line break']] as const) {
      const work = tempFolder('da-note-path-');
      const notes = path.join(work, folder, 'notes');
      await mkdir(notes, { recursive: true });
      expect(await noteFileProblems(notes, work), `${folder}, no note`).toEqual([]);
      await writeFile(path.join(notes, 'n1.mdx'), '---\ntitle: T\n---\nText.\n');
      const problems = (await noteFileProblems(notes, work)).filter((d) => d.severity === 'error');
      expect(problems.map((d) => [d.code, d.file]), folder).toEqual([['bad-note-path', `${folder}/notes`]]);
      expect(problems[0]!.message).toBe(`the notes folder's path holds ${sign}: the site's file loader reads a note's path as a URL and cannot load notes under it; move or rename it or the folders above it`);
    }
  });
});

