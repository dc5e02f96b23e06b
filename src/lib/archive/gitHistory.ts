// A7 on the site: a debate file's earlier committed versions and what changed between
// them, from its commits in the archive's git log (gitLog.ts). A version is read (`git
// show`, the checking stages) once per blob, and the caller may keep it between builds
// (`versions`). No git, a timeout: no version, no error.
import { execFileSync } from 'node:child_process';
import type { DebateSlug } from '../core/ids.ts';
import { decodeSource } from '../parse/source.ts';
import { diffVersions, summariseDiff, type VersionDiff } from '../analysis/versionDiff.ts';
import { processDebate } from './processDebate.ts';
import type { DebateGraph } from '../graph/types.ts';
import type { Commit } from './gitLog.ts';

export const MAX_VERSIONS = 8;
const TIMEOUT_MS = 15_000;

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

/** The file's bytes in a commit; null when it has none there (deleted) or git fails. */
function show(root: string, commit: string, file: string): Buffer | null {
  try {
    return execFileSync('git', ['-C', root, 'show', `${commit}:./${file}`], { timeout: TIMEOUT_MS, maxBuffer: 32 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return null;
  }
}

/**
 * The history of one file (`file` relative to `root`) from its commits (newest first): each version with what changed
 * from the one before it; the oldest shown says "added" when it is the first commit.
 * Empty when the file has fewer than two committed versions.
 */
export function fileHistory(root: string, file: string, commits: readonly Commit[], slug: DebateSlug, versions?: VersionGraphs): HistoryEntry[] {
  if (commits.length < 2) return [];
  const shown = commits.slice(0, MAX_VERSIONS + 1);
  const read = (commit: string) => (): DebateGraph | null => {
    const bytes = show(root, commit, file);
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
