// A7 on the site: when the archive is a git repository, each debate file's earlier
// committed versions and what changed between them. One `git log` for the whole
// debates folder, with each version's blob hash (no per-file --follow: renames are not
// followed, which keeps it one process per build); a version is read (`git show`, the
// checking stages) once per blob, and the caller may keep it between builds (`versions`).
// No git, no repository, a timeout: no history, no error.
import { execFileSync } from 'node:child_process';
import type { DebateSlug } from '../core/ids.ts';
import { decodeSource } from '../parse/source.ts';
import { diffVersions, summariseDiff, type VersionDiff } from '../analysis/versionDiff.ts';
import { processDebate } from './processDebate.ts';
import type { DebateGraph } from '../graph/types.ts';

export const MAX_VERSIONS = 8;
export const MAX_COMMITS_SCANNED = 2000;
const TIMEOUT_MS = 15_000;

export interface Commit {
  commit: string;
  date: string;
  /** The file's blob in that commit (null: deleted there); absent when not known. */
  blob?: string | null;
}

/** A version's graph (null: it could not be read) by its blob, made by `read` when not kept. */
export type VersionGraphs = (blob: string, read: () => DebateGraph | null) => DebateGraph | null;

export interface HistoryEntry {
  commit: string;
  /** YYYY-MM-DD, the commit date. */
  date: string;
  /** "added", or what changed from the version before. */
  summary: string;
  diff?: VersionDiff;
  /** The version could not be read (it had problems then). */
  unreadable?: true;
}

function git(root: string, args: string[], maxBuffer = 64 * 1024 * 1024): Buffer | null {
  try {
    return execFileSync('git', ['-C', root, ...args], { timeout: TIMEOUT_MS, maxBuffer, stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return null;
  }
}

/**
 * Commits touching each file under `dir` (paths relative to `root`, "/"-separated),
 * newest first. Null when `root` is not in a git repository or git is missing.
 */
export function archiveCommits(root: string, dir: string): Map<string, Commit[]> | null {
  if (git(root, ['rev-parse', '--is-inside-work-tree']) === null) return null;
  // -z: names come as they are; without it git quotes any name with a byte outside
  // printable ASCII ("日本.json" as "\346\227\245...") and such a file had no history.
  const out = git(root, ['log', `-n${MAX_COMMITS_SCANNED}`, '--relative', '--no-renames', '--raw', '--no-abbrev', '-z', '--format=%x1e%H %cs', '--', dir]);
  if (out === null) return null;
  const files = new Map<string, Commit[]>();
  // NUL-separated: "\x1e<hash> <date>", then for each file "\n:<modes> <old blob> <new blob> <status>"
  // (the first with a line break before it) and the file's name as it is.
  let commit: Commit | undefined;
  let blob: string | undefined;
  for (const token of out.toString('utf8').split('\0')) {
    if (blob !== undefined) {
      if (commit !== undefined && token !== '') {
        const list = files.get(token) ?? [];
        list.push({ ...commit, blob: /^0+$/.test(blob) ? null : blob });
        files.set(token, list);
      }
      blob = undefined;
      continue;
    }
    const line = token.startsWith('\n') ? token.slice(1) : token;
    const head = /^\x1e([0-9a-f]{40}(?:[0-9a-f]{24})?) (\d{4}-\d{2}-\d{2})$/.exec(line);
    if (head) commit = { commit: head[1]!, date: head[2]! };
    else blob = /^:\d{6} \d{6} [0-9a-f]+ ([0-9a-f]+) [A-Z]\d*$/.exec(line)?.[1];
  }
  return files;
}

/**
 * The history of one file from its commits (newest first): each version with what changed
 * from the one before it; the oldest shown says "added" when it is the first commit.
 * Empty when the file has fewer than two committed versions.
 */
export function fileHistory(root: string, file: string, commits: readonly Commit[], slug: DebateSlug, versions?: VersionGraphs): HistoryEntry[] {
  if (commits.length < 2) return [];
  const shown = commits.slice(0, MAX_VERSIONS + 1);
  const read = (commit: string) => (): DebateGraph | null => {
    const bytes = git(root, ['show', `${commit}:./${file}`], 32 * 1024 * 1024);
    if (bytes === null) return null; // deleted in that commit
    const decoded = decodeSource(file, bytes);
    if (!decoded.ok) return null;
    const record = processDebate(decoded.source, slug);
    return record.ok ? record.value.graph : null;
  };
  // One reading per blob: a version committed again (a revert) is read once.
  const byBlob = new Map<string, DebateGraph | null>();
  const graphs = shown.map((c): DebateGraph | null => {
    if (c.blob === null) return null;
    if (c.blob === undefined) return read(c.commit)();
    if (!byBlob.has(c.blob)) byBlob.set(c.blob, versions ? versions(c.blob, read(c.commit)) : read(c.commit)());
    return byBlob.get(c.blob)!;
  });
  const entries: HistoryEntry[] = [];
  for (let i = 0; i < Math.min(shown.length, MAX_VERSIONS); i++) {
    const { commit, date } = shown[i]!;
    const now = graphs[i] ?? null, before = graphs[i + 1] ?? null;
    if (now === null) { entries.push({ commit, date, summary: 'this version could not be read', unreadable: true }); continue; }
    if (i + 1 >= shown.length) { entries.push({ commit, date, summary: i + 1 === commits.length ? 'added' : 'earlier versions not shown' }); continue; }
    if (before === null) { entries.push({ commit, date, summary: 'changed from a version that could not be read' }); continue; }
    const diff = diffVersions(before, now);
    entries.push({ commit, date, summary: summariseDiff(diff), diff });
  }
  return entries;
}
