// When each file of a folder was first committed: the date an undated log is shown and
// sorted by ("undated; committed 2026-03-02"). One `git log` for the whole folder, never
// one per file; no git, not a repository or any git failure → no dates, never an error.
import { execFile } from 'node:child_process';

/** 64 MiB of `git log` output is far more than any archive's history of adds needs. */
const MAX_OUTPUT = 64 * 1024 * 1024;

/**
 * Path relative to `dir` (with "/" separators) → YYYY-MM-DD of the commit that first
 * added it (the oldest add, when a file was deleted and added again). Files never
 * committed are absent. In a shallow clone the oldest commit present stands in.
 */
export function gitFirstAddedDates(dir: string): Promise<Map<string, string>> {
  return new Promise((resolve) => {
    execFile(
      'git',
      ['-C', dir, 'log', '--relative', '--diff-filter=A', '--no-renames', '--name-only', '-z', '--format=%x01%cs', '--', '.'],
      { encoding: 'utf8', maxBuffer: MAX_OUTPUT, windowsHide: true, env: { ...process.env, GIT_OPTIONAL_LOCKS: '0', LC_ALL: 'C' } },
      (error, stdout) => resolve(error ? new Map() : parseGitAddLog(stdout)),
    );
  });
}

/** `\x01DATE\0\nname\0name\0` per commit, newest first (see the format above). */
export function parseGitAddLog(output: string): Map<string, string> {
  const dates = new Map<string, string>();
  for (const chunk of output.split('\u0001')) {
    const end = chunk.indexOf('\u0000');
    if (end === -1) continue;
    const date = chunk.slice(0, end);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) continue;
    for (const name of chunk.slice(end + 1).replace(/^\n/, '').split('\u0000')) {
      // Newest first: a later (older) add overwrites, so the first add wins.
      if (name !== '') dates.set(name, date);
    }
  }
  return dates;
}
