// The History section's data (A7): the archive's git log read once per build, each old
// version of a debate file read through the cache (src/lib/core/cache.ts) by its blob
// hash, so a version is run through the checking stages once, not on every build.
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { DebateRecord } from '../lib/archive/debateRecord.ts';
import { debatesDirFromEnv } from '../lib/archive/contentPath.ts';
import { archiveCommits, fileHistory, MAX_VERSIONS, type Commit, type HistoryEntry, type VersionGraphs } from '../lib/archive/gitHistory.ts';
import { digest, fileCache } from '../lib/core/cache.ts';
import type { DebateGraph } from '../lib/graph/types.ts';
import { loadedArchive } from './loadedArchive.ts';

/** What the loader reads once per build for every page's history: the git log, and the versions' cache. */
export interface ArchiveHistory {
  /** The repository's folder, where the debates' paths start. */
  root: string;
  commits: Map<string, Commit[]> | null;
  /** Versions' graphs by blob for a debate file, from the cache when kept. */
  versions: (debate: Pick<DebateRecord, 'file' | 'slug'>) => VersionGraphs;
}

/**
 * The git log of the debates folder (DEBATE_ATLAS_CONTENT or content/debates under
 * `root`), and the cache of its old versions in `folder`, keyed by the pipeline's version,
 * the file's name, the slug and the blob. Entries of versions no debate shows any more
 * are pruned here.
 */
export function archiveHistory(
  root: string,
  folder: string,
  pipelineVersion: string,
  debates: ReadonlyArray<Pick<DebateRecord, 'file' | 'slug'>>,
  warn: (message: string) => void,
): ArchiveHistory {
  const commits = readCommits(root);
  const cache = fileCache(folder, 'the version history cache', warn);
  const keyOf = (file: string, slug: string, blob: string) => digest(['history', pipelineVersion, file, slug, blob]);
  const used = new Set<string>();
  for (const { file, slug } of debates) {
    const list = commits?.get(file) ?? [];
    if (list.length < 2) continue;
    for (const commit of list.slice(0, MAX_VERSIONS + 1)) if (typeof commit.blob === 'string') used.add(keyOf(file, slug, commit.blob));
  }
  cache.prune(used);
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
  return { root, commits, versions };
}

const readCommits = (root: string) => archiveCommits(root, debatesDirFromEnv().split(path.sep).join('/'));

export function debateHistory(debate: Pick<DebateRecord, 'file' | 'slug'>): HistoryEntry[] {
  const history = loadedArchive()?.history;
  // In `astro dev` the log is read again for each page: a commit made meanwhile shows.
  const root = history?.root ?? process.cwd();
  const commits = import.meta.env.DEV || history === undefined ? readCommits(root) : history.commits;
  const list = commits?.get(debate.file);
  return list === undefined ? [] : fileHistory(root, debate.file, list, debate.slug, history?.versions(debate));
}
