// The History section's data (A7): the archive's git log read once per build.
import path from 'node:path';
import type { DebateRecord } from '../lib/archive/debateRecord.ts';
import { debatesDirFromEnv } from '../lib/archive/contentPath.ts';
import { archiveCommits, fileHistory, type Commit, type HistoryEntry } from '../lib/archive/gitHistory.ts';

// Read once per build; null (no git, no repository) is remembered too.
let commits: { value: Map<string, Commit[]> | null } | undefined;

export function debateHistory(debate: Pick<DebateRecord, 'file' | 'slug'>): HistoryEntry[] {
  if (import.meta.env.DEV) commits = undefined;
  const root = process.cwd();
  commits ??= { value: archiveCommits(root, debatesDirFromEnv().split(path.sep).join('/')) };
  const list = commits.value?.get(debate.file);
  return list === undefined ? [] : fileHistory(root, debate.file, list, debate.slug);
}
