// The History section's data (A7): the archive's git log as the loader read it (one per
// build, src/lib/archive/gitLog.ts), each old version of a debate file read through the
// cache (src/lib/core/cache.ts) by its blob hash, so a version is run through the checking
// stages once, not on every build.
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { DebateRecord } from '../lib/archive/debateRecord.ts';
import { debatesDirFromEnv } from '../lib/archive/contentPath.ts';
import { fileHistory, MAX_VERSIONS, type HistoryEntry, type VersionGraphs } from '../lib/archive/gitHistory.ts';
import { readGitLogSync, type GitLog } from '../lib/archive/gitLog.ts';
import { digest, fileCache } from '../lib/core/cache.ts';
import type { DebateGraph } from '../lib/graph/types.ts';
import { loadedArchive } from './loadedArchive.ts';

/** What the loader reads once per build for every page's history: the git log, and the versions' cache. */
export interface ArchiveHistory {
  /** Where the debates' paths (`file`) start. */
  root: string;
  /** The debates folder, which the log's paths are relative to. */
  dir: string;
  log: GitLog | null;
  /** Versions' graphs by blob for a debate file, from the cache when kept. */
  versions: (debate: Pick<DebateRecord, 'file' | 'slug'>) => VersionGraphs;
}

/**
 * The git log of the debates folder `dir` (the loader's), and the cache of its old
 * versions in `folder`, keyed by the pipeline's version, the file's name, the slug and the
 * blob. Entries of versions no debate shows any more are pruned here, unless `prune` is false.
 */
export function archiveHistory(
  root: string,
  dir: string,
  log: GitLog | null,
  folder: string,
  pipelineVersion: string,
  debates: ReadonlyArray<Pick<DebateRecord, 'file' | 'slug'>>,
  warn: (message: string) => void,
  prune = true,
): ArchiveHistory {
  const cache = fileCache(folder, 'the version history cache', warn);
  const keyOf = (file: string, slug: string, blob: string) => digest(['history', pipelineVersion, file, slug, blob]);
  const used = new Set<string>();
  for (const { file, slug } of debates) {
    const list = log?.commits.get(inFolder(root, dir, file)) ?? [];
    if (list.length < 2) continue;
    for (const commit of list.slice(0, MAX_VERSIONS + 1)) if (typeof commit.blob === 'string') used.add(keyOf(file, slug, commit.blob));
  }
  if (prune) cache.prune(used);
  const versions = ({ file, slug }: Pick<DebateRecord, 'file' | 'slug'>): VersionGraphs => (blob, read) => {
    const key = keyOf(file, slug, blob);
    const kept = cache.get(key);
    if (kept !== undefined) {
      try {
        return (deserialize(kept) as { graph: DebateGraph | null }).graph;
      } catch (error) {
        cache.discard(key, `it cannot be read back (${error instanceof Error ? error.message : String(error)})`);
      }
    }
    const graph = read();
    cache.put(key, serialize({ graph }));
    return graph;
  };
  return { root, dir, log, versions };
}

/** A debate's path (relative to `root`) as the log names it (relative to `dir`). */
const inFolder = (root: string, dir: string, file: string): string => path.relative(dir, path.resolve(root, file)).split(path.sep).join('/');

export function debateHistory(debate: Pick<DebateRecord, 'file' | 'slug'>): HistoryEntry[] {
  const history = loadedArchive()?.history;
  const root = history?.root ?? process.cwd();
  const dir = history?.dir ?? path.resolve(root, debatesDirFromEnv());
  // In `astro dev` the log is read again for each page: a commit made meanwhile shows.
  const log = import.meta.env.DEV || history === undefined ? readGitLogSync(dir) : history.log;
  const name = inFolder(root, dir, debate.file);
  const list = log?.commits.get(name);
  return list === undefined ? [] : fileHistory(dir, name, list, debate.slug, history?.versions(debate));
}
