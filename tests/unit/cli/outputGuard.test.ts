// extract, render, export and merge never write over a file git tracks, nor into an
// archive's content folder (probe 2026-12-03, A5/A6), nor over anything but a regular file,
// nor through a linked folder into content/, nor over their own input (probe 2026-12-08,
// FAILs 1, 2 and 6): every refusal named, nothing written.
import { execFileSync } from 'node:child_process';
import { copyFile, lstat, mkdir, readFile, readdir, readlink, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { projectRoot, runCaptured } from '../../support/cli.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const example = (name: string) => path.join(projectRoot, 'examples', name);
let repo: string;
/** The debates folder of this spec's own archive: a temp git repository made for each test, never the sample in content/. */
const ownDebates = (...below: string[]) => path.join(repo, 'content', 'debates', ...below);

const git = (...args: string[]) => execFileSync('git', ['-C', repo, '-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { stdio: 'pipe' });

beforeEach(async () => {
  repo = tempFolder('da-guard-');
  git('init', '-q');
  await writeFile(path.join(repo, 'README.md'), '# my project\n');
  await writeFile(path.join(repo, 'package.json'), '{"name":"mine"}\n');
  await writeFile(path.join(repo, 'astro.config.mjs'), 'export default {};\n');
  await mkdir(ownDebates('2026'), { recursive: true });
  await writeFile(ownDebates('2026', '.gitkeep'), '');
  git('add', '.');
  git('commit', '-q', '-m', 'start');
});

describe('CLI outputs never replace what a user committed', () => {
  it('render into the repository root refuses, naming the committed README, and writes nothing', async () => {
    const result = await runCaptured(['render', example('roundtable-kg.json'), '.'], { cwd: repo });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('README.md is tracked by git');
    expect(result.stderr).toContain('nothing written');
    expect(await readFile(path.join(repo, 'README.md'), 'utf8')).toBe('# my project\n');
    expect((await readdir(repo)).sort()).toEqual(['.git', 'README.md', 'astro.config.mjs', 'content', 'package.json']);
  });

  it('extract over a committed package.json refuses; merge and export too', async () => {
    for (const argv of [
      ['extract', example('transcript.md'), 'package.json'],
      ['merge', example('roundtable-kg.json'), '-o', 'package.json'],
      ['export', example('roundtable-kg.json'), '--format', 'graphml', '-o', 'package.json'],
    ]) {
      const result = await runCaptured(argv, { cwd: repo });
      expect(result.code, argv.join(' ')).toBe(1);
      expect(result.stderr).toContain('package.json is tracked by git');
    }
    expect(await readFile(path.join(repo, 'package.json'), 'utf8')).toBe('{"name":"mine"}\n');
  });

  it('refuses to write into the archive content folder, which the build would read as debates', async () => {
    const result = await runCaptured(['render', example('roundtable-kg.json'), 'content/debates/2026'], { cwd: repo });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("inside the archive's content folder");
    expect(await readdir(ownDebates('2026'))).toEqual(['.gitkeep']);
  });

  it('writes a new folder, may write it again, and leaves a committed copy with the same bytes alone', async () => {
    const first = await runCaptured(['render', example('roundtable-kg.json'), 'out'], { cwd: repo });
    expect(first.code).toBe(0);
    expect((await readdir(path.join(repo, 'out'))).sort()).toEqual(['README.md', 'concepts.md', 'graph.html', 'graph.json']);
    expect((await runCaptured(['render', example('roundtable-kg.json'), 'out'], { cwd: repo })).code).toBe(0);
    git('add', 'out');
    git('commit', '-q', '-m', 'rendered');
    // The same input gives the same bytes: nothing would change, so nothing is refused.
    expect((await runCaptured(['render', example('roundtable-kg.json'), 'out'], { cwd: repo })).code).toBe(0);
    const other = await runCaptured(['render', example('transcript.md'), 'out'], { cwd: repo });
    expect(other.code).toBe(1);
    expect(other.stderr).toContain('out/graph.json is tracked by git');
  });
});

/** Every command that writes, its output path last but for the format. */
const writers = (output: string): string[][] => [
  ['export', example('roundtable-kg.json'), '--format', 'aif', '-o', output],
  ['extract', example('roundtable-kg.json'), output],
  ['merge', example('roundtable-kg.json'), '-o', output],
];

describe('CLI outputs are regular files, never what is at the name', () => {
  it('refuses a named pipe and a symbolic link as the output, naming them, and leaves both as they were', async () => {
    const dir = tempFolder('da-guard-odd-');
    execFileSync('mkfifo', [path.join(dir, 'pipe')]);
    await writeFile(path.join(dir, 'victim.txt'), 'mine\n');
    await symlink(path.join(dir, 'victim.txt'), path.join(dir, 'link'));
    for (const [name, what] of [['pipe', 'a named pipe (FIFO)'], ['link', 'a symbolic link']] as const) {
      for (const argv of writers(name)) {
        const result = await runCaptured(argv, { cwd: dir });
        expect(result.code, argv.join(' ')).toBe(1);
        expect(result.stderr).toContain(`debate-atlas ${argv[0]}: ${name} is ${what}, not a regular file`);
        expect(result.stderr).toContain('nothing written');
      }
    }
    expect((await lstat(path.join(dir, 'pipe'))).isFIFO()).toBe(true);
    expect(await readlink(path.join(dir, 'link'))).toBe(path.join(dir, 'victim.txt'));
    expect(await readFile(path.join(dir, 'victim.txt'), 'utf8')).toBe('mine\n');
  });

  it('names the first 20 outputs a vault cannot write into a file, then counts the rest', async () => {
    const dir = tempFolder('da-guard-many-');
    const log = JSON.parse(await readFile(example('roundtable-kg.json'), 'utf8')) as { claims: Array<{ id: string; text: string }> };
    log.claims.push(...Array.from({ length: 40 }, (_, i) => ({ id: `x${i}`, text: `extra claim ${i}` })));
    await writeFile(path.join(dir, 'many.json'), JSON.stringify(log));
    await writeFile(path.join(dir, 'vault'), 'a file\n');
    const result = await runCaptured(['export', 'many.json', '--format', 'obsidian', '-o', 'vault'], { cwd: dir });
    expect(result.code).toBe(1);
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(22);
    expect(lines.slice(0, 20).every((line) => line.startsWith('debate-atlas export: vault is a file, not a folder, so vault/'))).toBe(true);
    expect(lines.slice(20)).toEqual([expect.stringMatching(/^debate-atlas export: \d+ more outputs refused$/), 'nothing written']);
  });

  it('refuses a render into a named pipe, a link among its files, and a folder where a file goes', async () => {
    const dir = tempFolder('da-guard-odd-');
    execFileSync('mkfifo', [path.join(dir, 'pipe')]);
    const piped = await runCaptured(['render', example('roundtable-kg.json'), 'pipe'], { cwd: dir });
    expect(piped.code).toBe(1);
    expect(piped.stderr).toContain('debate-atlas render: pipe is a named pipe (FIFO), not a folder, so pipe/graph.html cannot be written');
    await mkdir(path.join(dir, 'out'));
    await symlink(path.join(dir, 'elsewhere.md'), path.join(dir, 'out', 'README.md'));
    const linked = await runCaptured(['render', example('roundtable-kg.json'), 'out'], { cwd: dir });
    expect(linked.code).toBe(1);
    expect(linked.stderr).toContain('out/README.md is a symbolic link, not a regular file');
    expect(await readdir(path.join(dir, 'out'))).toEqual(['README.md']);
    // `-o .` names the folder: the probe's message had an empty path.
    const here = await runCaptured(['export', example('roundtable-kg.json'), '--format', 'gexf', '-o', '.'], { cwd: dir });
    expect(here.code).toBe(1);
    expect(here.stderr).toContain('debate-atlas export: . is a folder, not a regular file');
  });

  it('refuses an output that is the input, by any path to it', async () => {
    const dir = tempFolder('da-guard-self-');
    const log = path.join(dir, 'in.json');
    await copyFile(example('roundtable-kg.json'), log);
    const other = tempFolder('da-guard-other-');
    await symlink(dir, path.join(other, 'again'));
    const before = await readFile(log, 'utf8');
    for (const argv of [
      ['export', 'in.json', '--format', 'aif', '-o', 'in.json'],
      ['export', 'in.json', '--format', 'aif', '-o', path.join(other, 'again/in.json')],
      ['extract', 'in.json', './in.json'],
      ['merge', 'in.json', '-o', 'in.json'],
      ['export', '.', '--format', 'graphml', '-o', 'in.json'],
    ]) {
      const result = await runCaptured(argv, { cwd: dir });
      expect(result.code, argv.join(' ')).toBe(1);
      expect(result.stderr).toMatch(/is the input in\.json; writing it would replace what was read/);
    }
    expect(await readFile(log, 'utf8')).toBe(before);
  });

  it('takes -o - as a usage error, never a file named "-"', async () => {
    const dir = tempFolder('da-guard-dash-');
    for (const argv of [...writers('-'), ['render', example('roundtable-kg.json'), '-']]) {
      const result = await runCaptured(argv, { cwd: dir });
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.stderr).toContain('the output cannot be "-": no command writes its output to stdout');
    }
    expect(await readdir(dir)).toEqual([]);
  });
});

describe('CLI outputs never reach content/ through a link', () => {
  it('refuses a linked folder leading into content/debates for every command, at any depth', async () => {
    await symlink(ownDebates(), path.join(repo, 'out'));
    await symlink(path.join(repo, 'content'), path.join(repo, 'c'));
    for (const argv of [...writers('out/evil.json'), ['render', example('roundtable-kg.json'), 'out/rd'], ['export', example('roundtable-kg.json'), '--format', 'graphml', '-o', 'c/debates/new/deeper/evil.graphml']]) {
      const result = await runCaptured(argv, { cwd: repo });
      expect(result.code, argv.join(' ')).toBe(1);
      expect(result.stderr).toMatch(/\(it leads to content\/debates\/[^)]*\) is inside the archive's content folder/);
    }
    expect(await readdir(ownDebates())).toEqual(['2026']);
    expect(await readdir(ownDebates('2026'))).toEqual(['.gitkeep']);
  });

  it('refuses a link from another folder into the archive, found from where the path leads', async () => {
    const elsewhere = tempFolder('da-guard-away-');
    await symlink(path.join(repo, 'content'), path.join(elsewhere, 'c'));
    const result = await runCaptured(['export', example('roundtable-kg.json'), '--format', 'aif', '-o', 'c/debates/evil.aif.json'], { cwd: elsewhere });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("is inside the archive's content folder");
    expect(await readdir(ownDebates())).toEqual(['2026']);
  });
});
