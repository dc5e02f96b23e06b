// Input-sized lists never spread into a call (push(...xs) and Math.max(...xs) overflow the
// stack past about 125,000 elements): each case is past that size, and the whole list is
// still read, or reported, with every problem located.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { listedProblems, MAX_LISTED_PER_FILE } from '../../../src/lib/core/diagnostics.ts';
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
  it('reads a transcript whose Reasoning section has 200,000 items', async () => {
    const transcript = await readFile(fixturePath('transcripts/asymmetric-final.md'), 'utf8');
    const items = Array.from({ length: PAST_THE_STACK }, (_, i) => `- reason ${i}\n`).join('');
    const result = processDebate({ file: 't.md', text: transcript.replace('- Reason one for A.\n', items) }, 't' as DebateSlug);
    expect(result.diagnostics.filter((d) => d.code === 'internal')).toEqual([]);
    expect(result.ok).toBe(true);
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
});
