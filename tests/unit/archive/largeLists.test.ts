// Input-sized lists never spread into a call (push(...xs) and Math.max(...xs) overflow the
// stack past about 125,000 elements): each case is past that size, and the whole list is
// still read, or reported, with every problem located.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDiagnostic, listedProblems, MAX_LISTED_IGNORED, MAX_LISTED_PER_FILE } from '../../../src/lib/core/diagnostics.ts';
import { runCaptured } from '../../support/cli.ts';
import { loadArchive } from '../../../src/lib/archive/loadArchive.ts';
import { processDebate } from '../../../src/lib/archive/processDebate.ts';
import { appendAll, maxOf, minOf } from '../../../src/lib/core/arrays.ts';
import type { Diagnostic } from '../../../src/lib/core/diagnostics.ts';
import type { DebateSlug } from '../../../src/lib/core/ids.ts';
import { fixturePath } from '../fixtureSource.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const PAST_THE_STACK = 200_000;

let dir: string;
beforeEach(async () => {
  dir = tempFolder('debate-atlas-large-');
});

describe('array helpers', () => {
  it('append, and find the largest and smallest of, 500,000 numbers', () => {
    const many = Array.from({ length: 500_000 }, (_, i) => (i * 7919) % 500_000);
    expect(appendAll([-1], many)).toHaveLength(500_001);
    expect(maxOf(many)).toBe(499_999);
    expect(minOf(many)).toBe(0);
    expect(maxOf([])).toBe(-Infinity);
  });
});

describe('large lists through the pipeline', () => {
  it('reads a transcript whose Reasoning section has 49,000 items; refuses 200,000 at the line budget, located', async () => {
    const transcript = await readFile(fixturePath('transcripts/asymmetric-final.md'), 'utf8');
    const withItems = (n: number) => transcript.replace('- Reason one for A.\n', Array.from({ length: n }, (_, i) => `- reason ${i}\n`).join(''));
    const read = processDebate({ file: 't.md', text: withItems(49_000) }, 't' as DebateSlug);
    expect(read.diagnostics.filter((d) => d.code === 'internal')).toEqual([]);
    expect(read.ok).toBe(true);
    const refused = processDebate({ file: 't.md', text: withItems(PAST_THE_STACK) }, 't' as DebateSlug);
    expect(refused.diagnostics.map((d) => `${d.line} ${d.code}`)).toEqual(['50001 too-many-lines']);
  });

  it('lists each of 150,000 alias references to missing debates', async () => {
    await mkdir(path.join(dir, 'debates'));
    await writeFile(path.join(dir, 'debates/a.json'), await readFile(fixturePath('logs/valid-minimal.json')));
    await writeFile(path.join(dir, 'aliases.json'), JSON.stringify({ groups: Array.from({ length: 150_000 }, (_, i) => ['a:c1', `gone${i}:c1`]) }));
    const archive = await loadArchive(path.join(dir, 'debates'), dir);
    const missing = archive.diagnostics.filter((d) => d.message.includes('which is not in the archive'));
    expect(missing).toHaveLength(150_000);
    expect(missing[0]!.file).toMatch(/aliases\.json$/);
  });
});

describe('validate prints a bounded list', () => {
  it('lists the first 100 problems of a file with 200,000 and says how many more', () => {
    const problems: Diagnostic[] = Array.from({ length: PAST_THE_STACK }, (_, i) => ({ severity: 'error', code: 'schema', file: 'a.json', line: i + 1, message: 'text must be a string' }));
    problems.push({ severity: 'error', code: 'schema', file: 'b.json', line: 1, message: 'one' });
    const listed = listedProblems(problems, '--reporter json lists all');
    expect(listed).toHaveLength(MAX_LISTED_PER_FILE + 2);
    expect(listed[MAX_LISTED_PER_FILE]).toMatchObject({ file: 'a.json', code: 'more', severity: 'error' });
    expect(listed[MAX_LISTED_PER_FILE]!.message).toContain('… and 199,900 more problems in this file (199,900 errors)');
    expect(listed.at(-1)).toMatchObject({ file: 'b.json', message: 'one' });
  });

  // Probe 2026-12-07 MF-txt: 20,000 .txt files printed 20,000 ignored-file lines, and a real
  // problem drowned in them. The first 20 are listed, one line counts the rest by folder.
  it('lists the first 20 of 200,000 ignored files and counts the rest by folder, most first', () => {
    const ignored = (file: string): Diagnostic => ({ severity: 'warning', code: 'ignored-file', file, message: 'ignored: not a debate file (.json, .md, .markdown)' });
    const problems: Diagnostic[] = [ignored('content/debates/a.png'), { severity: 'error', code: 'schema', file: 'content/debates/b.json', line: 2, message: 'text must be a string' }];
    for (let i = 0; i < PAST_THE_STACK; i++) problems.push(ignored(`content/debates/junk/${String(i).padStart(6, '0')}.txt`));
    for (let f = 0; f < 7; f++) problems.push(ignored(`content/debates/x${f}/one.txt`));
    const listed = listedProblems(problems, '--reporter json lists all').map(formatDiagnostic);
    expect(listed).toHaveLength(MAX_LISTED_IGNORED + 2);
    expect(listed.slice(0, 3)).toEqual([
      'content/debates/a.png: warning [ignored-file] ignored: not a debate file (.json, .md, .markdown)',
      'content/debates/b.json:2: error [schema] text must be a string',
      'content/debates/junk/000000.txt: warning [ignored-file] ignored: not a debate file (.json, .md, .markdown)',
    ]);
    expect(listed.at(-2)).toBe('content/debates/junk/000018.txt: warning [ignored-file] ignored: not a debate file (.json, .md, .markdown)');
    expect(listed.at(-1)).toBe(
      'content/debates/junk/: warning [ignored-file] … and 199,988 more ignored files, not listed (199,981 in content/debates/junk/, 1 in content/debates/x0/, 1 in content/debates/x1/, 1 in content/debates/x2/, 1 in content/debates/x3/, and in 3 other folders): the first 20 are (--reporter json lists all)',
    );
  });

  it('validate: text lists 20 ignored files and a count, JSON lists all', async () => {
    await mkdir(path.join(dir, 'content/debates/junk'), { recursive: true });
    for (let i = 0; i < 25; i++) await writeFile(path.join(dir, `content/debates/junk/${String(i).padStart(2, '0')}.txt`), '');
    const text = await runCaptured(['validate'], { cwd: dir });
    expect(text.code).toBe(0);
    expect(text.stdout.split('\n').filter((line) => line.includes('[ignored-file]'))).toHaveLength(MAX_LISTED_IGNORED + 1);
    expect(text.stdout).toContain('content/debates/junk/: warning [ignored-file] … and 5 more ignored files, not listed (5 in content/debates/junk/): the first 20 are (--reporter json lists all)');
    const json = await runCaptured(['validate', '--reporter', 'json'], { cwd: dir });
    expect((JSON.parse(json.stdout) as { problems: Diagnostic[] }).problems.filter((d) => d.code === 'ignored-file')).toHaveLength(25);
  });
});
