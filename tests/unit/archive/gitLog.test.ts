// Undated logs are dated by the commit that first added them (issue 10, "Dates"): one
// `git log` for the whole folder, the same one History reads, and nothing at all outside a
// repository.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseGitLog, readGitLog } from '../../../src/lib/archive/gitLog.ts';
import { loadArchive } from '../../../src/lib/archive/loadArchive.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const UNDATED = `---\ntype: meeting\n---\n# Undated meeting\n\n## R7 Decision\n\n- Option A is chosen.\n`;
const DATED = `---\ntype: meeting\ndate: 2020-01-01\n---\n# Dated meeting\n\n## R7 Decision\n\n- Option A is chosen.\n`;

const root = tempFolder('atlas-git-');
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.org', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.org' } });
const commitAt = (date: string, message: string) => {
  git('add', '-A');
  execFileSync('git', ['commit', '-q', '-m', message], { cwd: root, env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.org', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.org', GIT_AUTHOR_DATE: `${date}T12:00:00Z`, GIT_COMMITTER_DATE: `${date}T12:00:00Z` } });
};

beforeAll(() => {
  const debates = path.join(root, 'content', 'debates');
  mkdirSync(path.join(debates, 'sub folder'), { recursive: true });
  git('init', '-q');
  writeFileSync(path.join(debates, 'old.md'), UNDATED);
  writeFileSync(path.join(debates, 'dated.md'), DATED);
  commitAt('2024-02-03', 'first');
  writeFileSync(path.join(debates, 'sub folder', 'new one.md'), UNDATED.replace('Undated meeting', 'Newer meeting'));
  writeFileSync(path.join(debates, 'old.md'), `${UNDATED}\n- A later edit.\n`);
  commitAt('2025-06-07', 'second');
  writeFileSync(path.join(debates, 'uncommitted.md'), UNDATED.replace('Undated meeting', 'Not committed'));
});

describe('git commit dates', () => {
  it('maps each file to the date of the commit that first added it, in one call', async () => {
    const log = await readGitLog(path.join(root, 'content', 'debates'));
    expect(Object.fromEntries(log!.firstAdded)).toEqual({ 'old.md': '2024-02-03', 'dated.md': '2024-02-03', 'sub folder/new one.md': '2025-06-07' });
  });

  it('gives no dates and no error outside a repository or without the folder', async () => {
    const outside = tempFolder('atlas-nogit-');
    try {
      writeFileSync(path.join(outside, 'a.md'), UNDATED);
      expect(await readGitLog(outside)).toBeNull();
      expect(await readGitLog(path.join(outside, 'missing'))).toBeNull();
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('keeps the first add when a file was deleted and added again', () => {
    const [zero, blob] = ['0'.repeat(40), 'b'.repeat(40)];
    const change = (status: string, name: string) => `:000000 100644 ${zero} ${status === 'D' ? zero : blob} ${status}\u0000${name}\u0000`;
    const commit = (hash: string, date: string, ...changes: string[]) => `\u001e${hash.repeat(40)} ${date}\u0000\n${changes.join('')}`;
    const output = commit('c', '2025-05-05', change('A', 'x.md'), change('M', 'y.md')) + commit('b', '2024-06-06', change('D', 'x.md')) + commit('a', '2024-01-01', change('A', 'x.md'), change('A', 'y.md'));
    const { firstAdded, commits } = parseGitLog(output);
    expect(Object.fromEntries(firstAdded)).toEqual({ 'x.md': '2024-01-01', 'y.md': '2024-01-01' });
    expect(commits.get('x.md')).toEqual([
      { commit: 'c'.repeat(40), date: '2025-05-05', blob },
      { commit: 'b'.repeat(40), date: '2024-06-06', blob: null },
      { commit: 'a'.repeat(40), date: '2024-01-01', blob },
    ]);
  });

  it('dates undated debates by their commit and sorts them by it; a dated debate keeps its own date', async () => {
    const archive = await loadArchive(path.join(root, 'content', 'debates'), root);
    const bySlug = Object.fromEntries(archive.debates.map((d) => [d.slug, { date: d.date, committed: d.committed }]));
    expect(bySlug).toEqual({
      old: { date: undefined, committed: '2024-02-03' },
      dated: { date: '2020-01-01', committed: undefined },
      'sub-folder/new-one': { date: undefined, committed: '2025-06-07' },
      uncommitted: { date: undefined, committed: undefined },
    });
    expect(archive.debates.map((d) => d.slug)).toEqual(['sub-folder/new-one', 'old', 'dated', 'uncommitted']);
  });
});
