// extract, render, export and merge never write over a file git tracks, nor into an
// archive's content folder (probe 2026-12-03, A5/A6): every refusal named, nothing written.
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { projectRoot, runCaptured } from '../../support/cli.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const example = (name: string) => path.join(projectRoot, 'examples', name);
let repo: string;

const git = (...args: string[]) => execFileSync('git', ['-C', repo, '-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { stdio: 'pipe' });

beforeEach(async () => {
  repo = tempFolder('da-guard-');
  git('init', '-q');
  await writeFile(path.join(repo, 'README.md'), '# my project\n');
  await writeFile(path.join(repo, 'package.json'), '{"name":"mine"}\n');
  await writeFile(path.join(repo, 'astro.config.mjs'), 'export default {};\n');
  await mkdir(path.join(repo, 'content/debates/2026'), { recursive: true });
  await writeFile(path.join(repo, 'content/debates/2026/.gitkeep'), '');
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
    expect(await readdir(path.join(repo, 'content/debates/2026'))).toEqual(['.gitkeep']);
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
