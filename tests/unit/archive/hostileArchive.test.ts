// Archives an attacker (or an accident) might commit: links, unreadable entries, odd
// names. Each such entry is one located problem; every other file is checked as usual.
import { spawnSync } from 'node:child_process';
import { chmod, copyFile, mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadArchive } from '../../../src/lib/archive/loadArchive.ts';
import { listArchive } from '../../../src/lib/archive/listArchive.ts';
import { spawnCliSync } from '../../support/cli.ts';
import { fixturePath } from '../fixtureSource.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const valid = fileURLToPath(fixturePath('logs/valid-minimal.json'));

let dir: string;
let debates: string;
let outside: string;
beforeEach(async () => {
  dir = tempFolder('debate-atlas-hostile-');
  debates = path.join(dir, 'content/debates');
  outside = path.join(dir, 'outside');
  await mkdir(debates, { recursive: true });
  await mkdir(outside);
  await copyFile(valid, path.join(debates, 'good.json'));
  await copyFile(valid, path.join(outside, 'secret.json'));
});

const load = () => loadArchive(debates, dir);
const problems = (archive: { diagnostics: Array<{ file: string; code: string; severity: string }> }) =>
  archive.diagnostics.map((d) => `${d.severity} ${d.code} ${d.file}`);

describe('links under content/ are never followed', () => {
  it('a link to a file outside the archive is one error; the file is not read; the rest is checked', async () => {
    await symlink(path.join(outside, 'secret.json'), path.join(debates, 'leak.json'));
    await writeFile(path.join(debates, 'bad.json'), '{ "topic": ');
    const archive = await load();
    expect(archive.debates.map((d) => d.slug)).toEqual(['good']);
    expect(problems(archive)).toEqual(['error json-syntax content/debates/bad.json', 'error symlink content/debates/leak.json']);
    const link = archive.diagnostics.find((d) => d.code === 'symlink')!;
    expect(link.message).toContain(`a symbolic link to ${path.join(outside, 'secret.json')}: links are never followed`);
  });

  it('a link to a folder, to ".", to "/", dangling or into /proc is one error each and never walked', async () => {
    await symlink(outside, path.join(debates, 'elsewhere'));
    await symlink('.', path.join(debates, 'loop'));
    await symlink('/', path.join(debates, 'root'));
    await symlink(path.join(dir, 'nothing-here.json'), path.join(debates, 'dangling.json'));
    await symlink('/proc/self/environ', path.join(debates, 'environ.json'));
    const archive = await load();
    expect(archive.debates.map((d) => d.file)).toEqual(['content/debates/good.json']);
    expect(problems(archive)).toEqual([
      'error symlink content/debates/dangling.json',
      'error symlink content/debates/elsewhere',
      'error symlink content/debates/environ.json',
      'error symlink content/debates/loop',
      'error symlink content/debates/root',
    ]);
  });

  it('the archive folder itself being a link, and content/aliases.json being a link, are errors', async () => {
    const real = path.join(dir, 'real');
    await mkdir(real);
    await symlink(real, path.join(dir, 'linked'));
    expect(problems(await loadArchive(path.join(dir, 'linked'), dir))).toEqual(['error symlink linked']);
    await symlink(path.join(outside, 'secret.json'), path.join(dir, 'content/aliases.json'));
    expect(problems(await load())).toEqual(['error symlink content/aliases.json']);
  });
});

describe('unreadable entries are located problems, never an abort', () => {
  it('a file name that is not UTF-8 is one error naming its bytes', async () => {
    const name = Buffer.concat([Buffer.from(path.join(debates, 'caf')), Buffer.from([0xe9]), Buffer.from('.json')]);
    await copyFile(valid, name);
    const archive = await load();
    expect(archive.debates.map((d) => d.slug)).toEqual(['good']);
    expect(archive.diagnostics).toHaveLength(1);
    expect(archive.diagnostics[0]).toMatchObject({ severity: 'error', code: 'file-name', file: 'content/debates/caf\uFFFD.json' });
    expect(archive.diagnostics[0]!.message).toContain('not valid UTF-8 (bytes 63 61 66 e9 2e 6a 73 6f 6e)');
  });

  it('a file name with a control character is refused before anything reads it', async () => {
    await copyFile(valid, path.join(debates, 'evil\u001b[31m.json'));
    const archive = await load();
    expect(problems(archive)).toEqual(['error file-name content/debates/evil\u001b[31m.json']);
    expect(archive.diagnostics[0]!.message).toContain('the name contains a control character, line break, bidi override or invisible character (evil\\x1b[31m.json)');
  });

  it('a file name with a zero-width character is refused, shown with the character escaped', async () => {
    await copyFile(valid, path.join(debates, 'good\u200d.json'));
    await copyFile(valid, path.join(debates, '\u200b.json'));
    const archive = await load();
    expect(archive.debates.map((d) => d.slug)).toEqual(['good']);
    expect(problems(archive)).toEqual(['error file-name content/debates/good\u200d.json', 'error file-name content/debates/\u200b.json']);
    expect(archive.diagnostics.map((d) => d.message)).toEqual([
      expect.stringContaining('invisible character (good\\u200d.json)'),
      expect.stringContaining('invisible character (\\u200b.json)'),
    ]);
  });

  it('a FIFO is reported, never opened (opening it would block the build forever)', async () => {
    expect(spawnSync('mkfifo', [path.join(debates, 'pipe.json')]).status).toBe(0);
    const archive = await load();
    expect(archive.debates.map((d) => d.slug)).toEqual(['good']);
    expect(problems(archive)).toEqual(['error unreadable content/debates/pipe.json']);
    expect(archive.diagnostics[0]!.message).toContain('a named pipe (FIFO)');
  });

  it('a folder and a file without read permission: one problem each, no EACCES, no stack trace, the rest checked', async () => {
    // Tests run as root here, where permission bits do not stop a read: the CLI then runs
    // as the unprivileged user "nobody" (uid 65534), for whom they really do.
    await mkdir(path.join(debates, 'locked'));
    await copyFile(valid, path.join(debates, 'locked/inside.json'));
    await copyFile(valid, path.join(debates, 'closed.json'));
    await writeFile(path.join(debates, 'bad.json'), '{');
    await chmod(path.join(debates, 'locked'), 0o000);
    await chmod(path.join(debates, 'closed.json'), 0o000);
    for (const folder of [dir, path.join(dir, 'content'), debates]) await chmod(folder, 0o755);
    const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    // The temporary archive, named relative to its own folder as a user in it would.
    const run = spawnCliSync(['validate', path.relative(dir, debates)], { cwd: dir, ...asNobody });
    expect(run.stderr).not.toContain('    at ');
    expect(run.stderr).toContain('content/debates/bad.json:1:2: error [json-syntax]');
    expect(run.stderr).toContain('content/debates/closed.json: error [unreadable] cannot be read (permission denied, EACCES)');
    expect(run.stderr).toContain('content/debates/locked: error [unreadable] the folder cannot be listed (permission denied, EACCES); nothing in it was checked');
    expect(run.stdout).toContain('ok content/debates/good.json');
    expect(run.code).toBe(1);
  });
});

// Probe 4 (FAIL 5, A02/A02b): aliases.json's problems came one phase at a time (a control
// character hid the schema errors, a schema error hid the missing nodes): four rounds of
// fix-and-rerun for one file. Every problem is listed in one run now, each at line:col.
describe('content/aliases.json: every problem in one run', () => {
  const hostileGroups = [
    '["../../etc/passwd:c1", "good:c1"]', // not a reference
    '["good:__proto__", "good:constructor"]', // missing nodes, prototype names
    '["javascript:alert(1)", "good:c1"]', // missing debate
    '["good:c1\\u001b[31m", "good:c2"]', // a control character
    '["good:p1", "good:c1"]', // a persona and a claim
    '[3, "good:c2"]', // not a string
  ];

  it('lists the control character, the schema errors and the merge problems together, each located', async () => {
    await writeFile(path.join(dir, 'content/aliases.json'), `{"groups": [\n  ${hostileGroups.join(',\n  ')}\n]}`);
    const archive = await load();
    expect(archive.diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.path}`)).toEqual([
      '2:4 schema groups[0][0]',
      '3:4 alias-missing-node groups[1][0]',
      '3:22 alias-missing-node groups[1][1]',
      '4:4 alias-missing-debate groups[2][0]',
      '5:4 control-character groups[3][0]',
      '6:15 alias-kind-conflict groups[4][1]',
      '7:4 schema groups[5][0]',
    ]);
    expect(archive.diagnostics.every((d) => d.file === 'content/aliases.json' && d.severity === 'error')).toBe(true);
  });

  it('stays bounded on thousands of bad references: the first 100 listed, "… and K more" last', async () => {
    const refs = Array.from({ length: 5_000 }, (_, i) => `["good:nope${i}", "good:c1"]`);
    await writeFile(path.join(dir, 'content/aliases.json'), `{"groups": [\n${refs.join(',\n')}\n]}`);
    const run = spawnCliSync(['validate', path.relative(dir, debates)], { cwd: dir });
    const lines = run.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(101);
    expect(lines[0]).toBe('content/aliases.json:2:2: error [alias-missing-node] groups[0][0]: "good:nope0": debate "good" has no node "nope0"');
    expect(lines[100]).toMatch(/^content\/aliases\.json: error \[more\] … and 4,900 more problems in this file \(4,900 errors\)/);
    expect(run.stdout).toContain('1 with problems (5000 errors)');
    expect(run.code).toBe(1);
  });
});

describe('Windows device names (probe 4, N01)', () => {
  it('publish at a portable address, with a warning on the file that cannot be checked out there', async () => {
    await mkdir(path.join(debates, 'win'));
    for (const name of ['win/con.json', 'win/Nul.json', 'win/com1.json', 'win/console.json', 'win/nul.tar.json']) await copyFile(valid, path.join(debates, name));
    const archive = await load();
    expect(archive.debates.map((d) => d.slug).sort()).toEqual(['good', 'win/com1_', 'win/con_', 'win/console', 'win/nul-tar', 'win/nul_']);
    expect(archive.diagnostics.map((d) => `${d.severity} ${d.code} ${d.file}`)).toEqual([
      'warning windows-name content/debates/win/Nul.json',
      'warning windows-name content/debates/win/com1.json',
      'warning windows-name content/debates/win/con.json',
      'warning windows-name content/debates/win/nul.tar.json',
    ]);
    expect(archive.diagnostics[2]!.message).toContain('its page is at /debates/win/con_/, so renaming the file to con_.json keeps the address');
    // Probe 25 (N10): an address with no "_" names the rename that keeps it.
    expect(archive.diagnostics[3]!.message).toContain('its page is at /debates/win/nul-tar/, so renaming the file to nul-tar.json keeps the address');
  });
  it('names the folder to rename when the device name is a folder (review)', async () => {
    await mkdir(path.join(debates, 'aux'));
    await copyFile(valid, path.join(debates, 'aux', 'x.json'));
    const archive = await load();
    expect(archive.diagnostics.map((d) => d.message)).toEqual(['"aux" is a device name on Windows: the repository cannot be checked out there with this file; its page is at /debates/aux_/x/, so renaming the folder to aux_ keeps the address']);
  });
});

describe('files named on the command line', () => {
  it('a FIFO or a folder given to validate is refused, not opened', () => {
    const fifo = path.join(dir, 'named-pipe.json');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const run = spawnCliSync(['validate', 'named-pipe.json', 'outside/secret.json'], { cwd: dir });
    expect(run.stderr).toBe('named-pipe.json: error [unreadable] is not a regular file\n');
    expect(run.stdout).toContain('ok outside/secret.json');
    expect(run.code).toBe(1);
  });
});

describe('listArchive', () => {
  it('lists regular files in path order and skips "_" and "." names', async () => {
    await mkdir(path.join(debates, '2026'));
    await mkdir(path.join(debates, '_drafts'));
    await copyFile(valid, path.join(debates, '2026/b.json'));
    await copyFile(valid, path.join(debates, '_drafts/x.json'));
    await writeFile(path.join(debates, '.hidden.json'), '{');
    const listing = await listArchive(debates, dir);
    expect(listing.files.map((f) => f.relative)).toEqual(['2026/b.json', 'good.json']);
    expect(listing.diagnostics).toEqual([]);
  });

  it('a missing archive folder is an empty archive', async () => {
    expect(await listArchive(path.join(dir, 'none'), dir)).toEqual({ files: [], diagnostics: [] });
  });
});
