// `debate-atlas add` through the real CLI entry, in a temporary copy of the sample archive.
import { cp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runCaptured, spawnCliSync } from '../../support/cli.ts';
import { fixturePath } from '../fixtureSource.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const SITE = ['--site', 'https://atlas.example'];

let dir: string;
beforeEach(async () => {
  dir = tempFolder('debate-atlas-add-');
  await cp(path.join(repo, 'content/debates'), path.join(dir, 'debates'), { recursive: true });
  vi.stubEnv('BASE', '');
  vi.stubEnv('SITE', '');
});
afterEach(async () => {
  vi.unstubAllEnvs();
});

const add = (args: string[], stdin?: Uint8Array | string) => runCaptured(['add', ...args, '--content', 'debates', ...SITE], { cwd: dir, ...(stdin === undefined ? {} : { stdin }) });

const listing = () => fg('**/*', { cwd: path.join(dir, 'debates'), dot: true }).then((files) => files.sort());
const fixture = (name: string) => fileURLToPath(fixturePath(name));
const fixtureText = (name: string) => readFile(fixture(name), 'utf8');
const written = (relative: string) => readFile(path.join(dir, 'debates', relative), 'utf8');

describe('debate-atlas add', () => {
  it('adds a log from a file under <year>/<title>, unchanged, and prints where it went', async () => {
    const before = await listing();
    const { code, stdout, stderr } = await add([fixture('logs/valid-minimal.json')]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('added debates/2026/is-a-hot-dog-a-sandwich.json: "Is a hot dog a sandwich?" (roundtable-kg), 2 personas, 3 claims');
    expect(stdout).toContain('page: https://atlas.example/debates/2026/is-a-hot-dog-a-sandwich/');
    expect(await written('2026/is-a-hot-dog-a-sandwich.json')).toBe(await fixtureText('logs/valid-minimal.json'));
    expect(await listing()).toEqual([...before, '2026/is-a-hot-dog-a-sandwich.json'].sort());
  });

  it('adds a log from stdin, with the BOM removed and LF line ends', async () => {
    const bytes = await readFile(fixture('logs/bom-crlf.json'));
    expect(bytes[0]).toBe(0xef);
    const { code, stdout } = await add(['-'], bytes);
    expect(code).toBe(0);
    expect(stdout).toContain('added debates/bom-and-crlf.json');
    const text = await written('bom-and-crlf.json');
    expect(text).toBe(new TextDecoder().decode(bytes).replace(/\r\n/g, '\n'));
    expect(text).not.toMatch(/\r|\uFEFF/);
  });

  it('gives a CJK title a readable address and a percent-encoded page URL', async () => {
    const log = (await fixtureText('logs/valid-minimal.json')).replace('Is a hot dog a sandwich?', '城市中心该不该禁止私家车？');
    const { code, stdout } = await add(['-'], log);
    expect(code).toBe(0);
    expect(stdout).toContain('added debates/2026/城市中心该不该禁止私家车.json');
    expect(stdout).toContain(`page: https://atlas.example/debates/2026/${encodeURIComponent('城市中心该不该禁止私家车')}/`);
    expect(await written('2026/城市中心该不该禁止私家车.json')).toBe(log);
  });

  it('says so and writes nothing when the content is already in the archive', async () => {
    expect((await add([fixture('logs/valid-minimal.json')])).code).toBe(0);
    const before = await listing();
    const again = await add(['-'], (await fixtureText('logs/valid-minimal.json')).replace(/\n/g, '\r\n'));
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('already in the archive as debates/2026/is-a-hot-dog-a-sandwich.json; nothing written');
    const existing = await add([path.join(dir, 'debates/2026/city-cars.json'), '--as', 'somewhere/else']);
    expect(existing.code).toBe(0);
    expect(existing.stdout).toContain('already in the archive as debates/2026/city-cars.json');
    expect(await listing()).toEqual(before);
  });

  it('refuses a different file with the same address, writes nothing, and --as resolves it', async () => {
    expect((await add([fixture('logs/valid-minimal.json')])).code).toBe(0);
    const other = (await fixtureText('logs/valid-minimal.json')).replace('Structurally yes, culturally no.', 'No.');
    await writeFile(path.join(dir, 'other.json'), other);
    const before = await listing();
    const refused = await add(['other.json']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('the address 2026/is-a-hot-dog-a-sandwich is already used by debates/2026/is-a-hot-dog-a-sandwich.json');
    expect(refused.stderr).toContain('--as 2026/is-a-hot-dog-a-sandwich-2');
    expect(refused.stdout).toBe('');
    expect(await listing()).toEqual(before);

    const resolved = await add(['other.json', '--as', '2026/is-a-hot-dog-a-sandwich-2']);
    expect(resolved.code).toBe(0);
    expect(await written('2026/is-a-hot-dog-a-sandwich-2.json')).toBe(other);
  });

  it('refuses an address taken under another extension or letter case, and --as naming a taken address', async () => {
    await writeFile(path.join(dir, 'debates/2026/Is-A-Hot-Dog-A-Sandwich.md'), '# notes\n');
    const before = await listing();
    const refused = await add([fixture('logs/valid-minimal.json')]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('already used by debates/2026/Is-A-Hot-Dog-A-Sandwich.md');
    const taken = await add([fixture('logs/valid-minimal.json'), '--as', '2026/city-cars']);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('the address 2026/city-cars is already used by debates/2026/city-cars.json');
    expect(await listing()).toEqual(before);
  });

  it('says an address taken by a folder or a link is one, not different content (probe 16, row 17)', async () => {
    await mkdir(path.join(dir, 'debates/2026/is-a-hot-dog-a-sandwich.json'));
    const byFolder = await add(['-'], await fixtureText('logs/valid-minimal.json'));
    expect(byFolder.code).toBe(1);
    expect(byFolder.stderr).toMatch(/is-a-hot-dog-a-sandwich\.json(?:,| while adding,) which is a folder, not a debate file; nothing written/);
    await rm(path.join(dir, 'debates/2026/is-a-hot-dog-a-sandwich.json'), { recursive: true });
    await symlink('/etc/passwd', path.join(dir, 'debates/2026/is-a-hot-dog-a-sandwich.json'));
    const byLink = await add(['-'], await fixtureText('logs/valid-minimal.json'));
    expect(byLink.code).toBe(1);
    expect(byLink.stderr).toMatch(/is-a-hot-dog-a-sandwich\.json(?:,| while adding,) which is a symbolic link, not a debate file; nothing written/);
  });

  it('refuses a broken log with every problem listed and writes nothing', async () => {
    const before = await listing();
    const { code, stdout, stderr } = await add([fixture('logs/many-problems.json')]);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    const problems = stderr.split('\n').filter((line) => /^\S+many-problems\.json:\d+:\d+: error \[/.test(line));
    expect(problems.length).toBeGreaterThanOrEqual(2);
    expect(stderr).toMatch(/refused \(\d+ problems\); nothing written/);
    const fromStdin = await add(['-'], await fixtureText('logs/syntax-error.json'));
    expect(fromStdin.code).toBe(1);
    expect(fromStdin.stderr).toMatch(/^<stdin>:\d+:\d+: error \[json-syntax\]/m);
    const notADebate = await add(['-'], await fixtureText('transcripts/not-a-debate.md'));
    expect(notADebate.code).toBe(1);
    expect(notADebate.stderr).toContain('<stdin>:1: error [unknown-format]');
    expect((await add(['-'], '')).stderr).toContain('<stdin>: error [empty]');
    // Nothing but blanks: nothing kept, no advice to make it UTF-8 (probe 36 A2).
    expect((await add(['-'], '\n \n')).stderr).not.toContain('saved in');
    expect((await add(['missing.json'])).stderr).toContain('missing.json: error [unreadable] no such file');
    expect(await listing()).toEqual(before);
  });

  it('--dry-run checks and prints but writes nothing', async () => {
    const before = await listing();
    const { code, stdout } = await add([fixture('logs/valid-minimal.json'), '--dry-run']);
    expect(code).toBe(0);
    expect(stdout).toContain('would write debates/2026/is-a-hot-dog-a-sandwich.json');
    expect(stdout).toContain('dry run: nothing written');
    expect(await listing()).toEqual(before);
  });

  it('writes a transcript and minutes as .md, keeping a harness file name', async () => {
    const transcript = await add([fixture('transcripts/natural-convergence.md')]);
    expect(transcript.code).toBe(0);
    expect(transcript.stdout).toContain('added debates/2026/tabs-or-spaces-for-a-new-go-service.md: "Tabs or spaces for a new Go service" (transcript)');
    const minutes = await add([fixture('minutes/2026-06-03-14-30-ko-full.md')]);
    expect(minutes.code).toBe(0);
    expect(minutes.stdout).toMatch(/^added debates\/2026\/2026-06-03-14-30-ko-full\.md: "[^"]+" \(minutes\)/);
    expect(minutes.stderr).not.toContain('error');
    expect(await written('2026/2026-06-03-14-30-ko-full.md')).toBe(await fixtureText('minutes/2026-06-03-14-30-ko-full.md'));
  });

  it('recognises Markdown from stdin and names Korean minutes by their heading', async () => {
    const transcript = await add(['-'], await fixtureText('transcripts/flip.md'));
    expect(transcript.code).toBe(0);
    expect(transcript.stdout).toMatch(/added debates\/2026\/a-flip\.md: "A flip" \(transcript\)/);
    const minutes = await add(['-'], await fixtureText('minutes/2026-06-03-14-30-ko-full.md'));
    expect(minutes.code).toBe(0);
    expect(minutes.stdout).toContain('added debates/2026/검수-엔진-도입-회의.md: "검수 엔진 도입 회의" (minutes)');
  });

  it('warns when a new name loses the date and title that came from the file name', async () => {
    const { code, stderr } = await add([fixture('minutes/2026-07-01-0905-missing-sections.md'), '--as', 'meetings/x']);
    expect(code).toBe(0);
    expect(stderr).toMatch(/warning \[file-name\] under its new name debates\/meetings\/x\.md the page shows title "x" \(was "missing sections"\) and date none \(was 2026-07-01\)/);
  });

  it('names untitled minutes from stdin after their content', async () => {
    const { code, stdout } = await add(['-'], await fixtureText('minutes/2026-07-01-0905-missing-sections.md'));
    expect(code).toBe(0);
    expect(stdout).toMatch(/^added debates\/debate-[0-9a-z]{7}\.md/);
  });

  it('prints warnings without refusing', async () => {
    const { code, stderr, stdout } = await add(['-'], await fixtureText('transcripts/unfinished.md'));
    expect(code).toBe(0);
    expect(stderr).toMatch(/^<stdin>(:\d+)?: warning \[/m);
    expect(stdout).toContain('added debates/never-finished.md');
  });

  it('uses $SITE and $BASE for the page URL', async () => {
    vi.stubEnv('SITE', 'https://example.github.io');
    vi.stubEnv('BASE', '/my-archive');
    const result = await runCaptured(['add', fixture('logs/valid-minimal.json'), '--content', 'debates', '--dry-run'], { cwd: dir });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('page: https://example.github.io/my-archive/debates/2026/is-a-hot-dog-a-sandwich/');
  });

  it('exits 2 on usage errors', async () => {
    const before = await listing();
    const cases: Array<[string[], string]> = [
      [[], 'needs a file'],
      [['a.json', 'b.json'], 'one file at a time'],
      [['-', '--force'], "Unknown option '--force'"],
      [[fixture('logs/valid-minimal.json'), '--as', '2026/Bad Slug.json'], 'did you mean --as 2026/bad-slug?'],
      [[fixture('logs/valid-minimal.json'), '--as', '../x'], 'is not a slug'],
      // Probe 4 (W7): the NFD input and the NFC suggestion printed alike.
      [[fixture('logs/valid-minimal.json'), '--as', 'Cafe\u0301'], '--as "Cafe\\u0301" is not a slug'],
    ];
    for (const [args, message] of cases) {
      const result = await add(args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toContain(message);
    }
    const usage = async (argv: string[]) => (await runCaptured(argv, { cwd: dir })).code;
    expect(await usage(['add', fixture('logs/valid-minimal.json'), '--content', 'nowhere'])).toBe(2);
    expect(await usage(['add', fixture('logs/valid-minimal.json'), '--content', 'debates', '--site', 'not a url'])).toBe(2);
    expect(await usage(['add', fixture('logs/valid-minimal.json'), '--content', 'debates', '--site', 'ftp://x'])).toBe(2);
    expect(await listing()).toEqual(before);
  });

  // Probe 10, AD-contentfile: it said the folder "does not exist", then the whole usage text.
  it('says a --content that names a file is not a folder, in one line, exit 1', async () => {
    await writeFile(path.join(dir, 'a-file'), 'x');
    const result = await runCaptured(['add', fixture('logs/valid-minimal.json'), '--content', 'a-file'], { cwd: dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('debate-atlas add: the content folder a-file is not a folder (a file is there); pass --content <dir>, the archive folder (default: content/debates)\n');
  });

  // Probe 11, rows 38 and 39: a dangling link said "does not exist" with the usage text; an
  // empty --content (an unset variable) took the working folder as the archive and wrote there.
  it('says a --content that is a dangling link is one, in one line, exit 1', async () => {
    await symlink(path.join(dir, 'gone'), path.join(dir, 'dangling'));
    const result = await runCaptured(['add', fixture('logs/valid-minimal.json'), '--content', 'dangling'], { cwd: dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`debate-atlas add: the content folder dangling is a symbolic link to ${path.join(dir, 'gone')}, which cannot be followed (no such file or folder, ENOENT); pass --content <dir>, the archive folder itself\n`);
  });

  it('refuses an empty --content as a usage error and writes nothing', async () => {
    const everything = () => fg('**/*', { cwd: dir, dot: true }).then((files) => files.sort());
    const before = await everything();
    const result = await runCaptured(['add', fixture('logs/valid-minimal.json'), '--content', ''], { cwd: dir });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--content "" is empty (an unset variable?): give it a value or leave it out');
    expect(await everything()).toEqual(before);
  });

  it('works end to end with a log piped into the real binary', () => {
    const log = fixtureText('logs/valid-minimal.json');
    return log.then(async (text) => {
      const result = spawnCliSync(['add', '-', '--content', path.join(dir, 'debates')], { cwd: dir, stdin: text });
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('added debates/2026/is-a-hot-dog-a-sandwich.json');
      expect(result.stdout).toContain('page: http://localhost:4321/debates/2026/is-a-hot-dog-a-sandwich/');
      expect(await written('2026/is-a-hot-dog-a-sandwich.json')).toBe(text);
    });
  });

  it('names an AIF or xAIF file without a topic from stdin as its page will (probe 2026-12-08 row 24)', async () => {
    for (const name of ['aif/aifdb-map.json', 'xaif/ova-export.json']) {
      const { code, stdout } = await add(['-', '--dry-run'], await fixtureText(name));
      expect(code).toBe(0);
      const [, target, title] = /would write debates\/(debate-[0-9a-z]+)\.json: "([^"]*)"/.exec(stdout) ?? [];
      expect(target, stdout).toBeDefined();
      // The title is the new file's name, as the build reads it there; never "<stdin>".
      expect(title).toBe(target);
      expect(stdout).not.toContain('<stdin>');
    }
  });

  it('reads a file by its content, as the same bytes on stdin (probe 2026-12-08 rows 14/15)', async () => {
    const minutes = await fixtureText('minutes/2026-05-18-1231-en-hold.md');
    await writeFile(path.join(dir, 'min.json'), minutes);
    const fromFile = await add(['min.json', '--dry-run']);
    const fromStdin = await add(['-', '--dry-run'], minutes);
    expect(fromFile.code, fromFile.stderr).toBe(0);
    expect(fromStdin.code, fromStdin.stderr).toBe(0);
    const target = (stdout: string) => /would write (\S+\.md): "[^"]*" \(minutes\)/.exec(stdout)?.[1];
    expect(target(fromFile.stdout)).toBeDefined();
    expect(target(fromFile.stdout)).toBe(target(fromStdin.stdout));
    expect(fromFile.stderr).toContain('min.json:1: warning [file-extension] this .json file holds no JSON');
    // A JSON log in a .md file: read as JSON, added with the extension of its format.
    await writeFile(path.join(dir, 'log.md'), await fixtureText('logs/valid-minimal.json'));
    const json = await add(['log.md']);
    expect(json.code, json.stderr).toBe(0);
    expect(json.stdout).toContain('added debates/2026/is-a-hot-dog-a-sandwich.json: "Is a hot dog a sandwich?" (roundtable-kg)');
    expect(json.stderr).toContain('log.md:1: warning [file-extension] this .md file holds JSON (it starts with "{"): read by its content as Roundtable; rename it to .json');
  });
});
