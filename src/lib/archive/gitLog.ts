// The archive's git log, read once: one `git log --raw` of the debates folder gives both
// the date each file was first committed (an undated log is shown and sorted by it) and
// each file's commits with their blobs (the History section, gitHistory.ts). Renames are
// not followed (one process per build). No git, not a repository, a failure or a
// timeout: no log, never an error.
import { execFile, execFileSync } from 'node:child_process';

/** Commits listed in a file's history; the dates of first adds come from the whole log. */
export const MAX_COMMITS_SCANNED = 2000;
const TIMEOUT_MS = 60_000;
const MAX_OUTPUT = 256 * 1024 * 1024;
// -z: names come as they are; without it git quotes any name with a byte outside
// printable ASCII ("日本.json" as "\346\227\245...").
const ARGS = ['log', '--relative', '--no-renames', '--raw', '--no-abbrev', '-z', '--format=%x1e%H %cs', '--', '.'];
const options = () =>
  ({
    encoding: 'utf8',
    timeout: TIMEOUT_MS,
    maxBuffer: MAX_OUTPUT,
    windowsHide: true,
    env: { ...process.env, GIT_OPTIONAL_LOCKS: '0', LC_ALL: 'C' },
  }) as const;

export interface Commit {
  commit: string;
  date: string;
  /** The file's blob in that commit (null: deleted there); absent when not known. */
  blob?: string | null;
}

export interface GitLog {
  /** Commits touching each file (path relative to the folder read, "/"-separated), newest first, among the first MAX_COMMITS_SCANNED. */
  commits: Map<string, Commit[]>;
  /** YYYY-MM-DD of the commit that first added each file (the oldest add, when it was deleted and added again). */
  firstAdded: Map<string, string>;
}

/** The log of `dir`; null outside a repository or when git fails. */
export function readGitLog(dir: string): Promise<GitLog | null> {
  return new Promise((resolve) => {
    execFile('git', ['-C', dir, ...ARGS], options(), (error, stdout) => resolve(error ? null : parseGitLog(stdout)));
  });
}

/** The same, synchronously: `astro dev` reads it again for each page, so a commit made meanwhile shows. */
export function readGitLogSync(dir: string): GitLog | null {
  try {
    return parseGitLog(execFileSync('git', ['-C', dir, ...ARGS], { ...options(), stdio: ['ignore', 'pipe', 'ignore'] }));
  } catch {
    return null;
  }
}

/**
 * NUL-separated, newest commit first: "\x1e<hash> <date>", then for each file
 * "\n:<modes> <old blob> <new blob> <status>" (the first with a line break before it) and
 * the file's name as it is.
 */
export function parseGitLog(output: string): GitLog {
  const commits = new Map<string, Commit[]>();
  const firstAdded = new Map<string, string>();
  let commit: Commit | undefined;
  let scanned = 0;
  let change: { blob: string; status: string } | undefined;
  for (const token of output.split('\0')) {
    if (change !== undefined) {
      if (commit !== undefined && token !== '') {
        // Newest first: an older add overwrites, so the first add wins.
        if (change.status === 'A') firstAdded.set(token, commit.date);
        if (scanned <= MAX_COMMITS_SCANNED) {
          const list = commits.get(token) ?? [];
          list.push({ ...commit, blob: /^0+$/.test(change.blob) ? null : change.blob });
          commits.set(token, list);
        }
      }
      change = undefined;
      continue;
    }
    const line = token.startsWith('\n') ? token.slice(1) : token;
    const head = /^\x1e([0-9a-f]{40}(?:[0-9a-f]{24})?) (\d{4}-\d{2}-\d{2})$/.exec(line);
    if (head) {
      commit = { commit: head[1]!, date: head[2]! };
      scanned++;
      continue;
    }
    const raw = /^:\d{6} \d{6} [0-9a-f]+ ([0-9a-f]+) ([A-Z])\d*$/.exec(line);
    change = raw ? { blob: raw[1]!, status: raw[2]! } : undefined;
  }
  return { commits, firstAdded };
}
