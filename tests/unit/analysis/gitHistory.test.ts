// A7 History: earlier committed versions of a debate file in a real (temporary) git
// repository, and no history, without an error, outside one.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileHistory } from '../../../src/lib/archive/gitHistory.ts';
import { readGitLogSync } from '../../../src/lib/archive/gitLog.ts';
import type { DebateSlug } from '../../../src/lib/core/ids.ts';
import { fixturePath } from '../fixtureSource.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, {
  cwd, env: { ...process.env, GIT_AUTHOR_DATE: '2026-02-01T10:00:00Z', GIT_COMMITTER_DATE: '2026-02-01T10:00:00Z', GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.org', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.org' },
});

describe('A7 history from git', () => {
  it('lists each committed version, newest first, with what changed', () => {
    const root = tempFolder('da-history-');
    mkdirSync(path.join(root, 'content/debates'), { recursive: true });
    const file = 'content/debates/cars.json';
    git(root, 'init', '-q');
    copyFileSync(fixturePath('analysis/cars-v1.json'), path.join(root, file));
    git(root, 'add', '.');
    git(root, 'commit', '-qm', 'first');
    copyFileSync(fixturePath('analysis/cars-v2.json'), path.join(root, file));
    git(root, 'commit', '-qam', 'second');
    const log = readGitLogSync(path.join(root, 'content/debates'));
    expect(log).not.toBeNull();
    const list = log!.commits.get('cars.json')!;
    expect(list).toHaveLength(2);
    const history = fileHistory(root, file, list, 'cars' as DebateSlug);
    expect(history.map((h) => [h.date, h.summary])).toEqual([
      ['2026-02-01', '1 node added, 1 node removed, 2 nodes changed, 4 edges added, 5 edges removed'],
      ['2026-02-01', 'added'],
    ]);
    expect(history[0]!.diff!.nodes.added.map((n) => n.id)).toEqual(['c4']);
  });

  it('finds the versions of files whose names git would quote (non-ASCII, quotes, tabs)', () => {
    const root = tempFolder('da-history-names-');
    mkdirSync(path.join(root, 'content/debates/議論'), { recursive: true });
    const files = ['content/debates/議論/車 と 街.json', 'content/debates/"quoted"\tname.json', 'content/debates/plain.json'];
    git(root, 'init', '-q');
    for (const file of files) copyFileSync(fixturePath('analysis/cars-v1.json'), path.join(root, file));
    git(root, 'add', '.');
    git(root, 'commit', '-qm', 'first');
    for (const file of files) copyFileSync(fixturePath('analysis/cars-v2.json'), path.join(root, file));
    git(root, 'commit', '-qam', 'second');
    const { commits } = readGitLogSync(path.join(root, 'content/debates'))!;
    const inFolder = (file: string) => file.slice('content/debates/'.length);
    expect([...commits.keys()].sort()).toEqual(files.map(inFolder).sort());
    for (const file of files) {
      expect(commits.get(inFolder(file)), file).toHaveLength(2);
      expect(fileHistory(root, file, commits.get(inFolder(file))!, 'cars' as DebateSlug).map((h) => h.summary).at(-1), file).toBe('added');
    }
  });

  it('is empty for a file with one version and null outside a repository', () => {
    const root = tempFolder('da-nogit-');
    expect(readGitLogSync(path.join(root, 'content/debates'))).toBeNull();
    expect(readGitLogSync(root)).toBeNull();
    expect(fileHistory(root, 'x.json', [{ commit: 'a'.repeat(40), date: '2026-01-01' }], 'x' as DebateSlug)).toEqual([]);
  });
});
