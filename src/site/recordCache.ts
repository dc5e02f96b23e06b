// The content loader's cache of processed records, one file per record digest under
// <cacheDir>/debate-atlas/records/ (docs/decisions/records-outside-the-data-store.md).
import { deserialize, serialize } from 'node:v8';
import type { LaidOutDebate } from '../lib/archive/debateRecord.ts';
import { fileCache } from '../lib/core/cache.ts';

export interface RecordCache {
  /**
   * The record cached under `digest`; none when absent or unreadable (then it is made
   * again). An entry whose seal does not match (src/lib/core/cache.ts: edited, cut short,
   * another record's) is removed, with a warning naming it.
   */
  get(digest: string): LaidOutDebate | undefined;
  /** Caches `record` under its digest, atomically; a write that fails leaves it uncached, never fails the build. */
  put(record: LaidOutDebate): void;
  /** Removes the entries of digests not in `used` (and old leftovers); returns how many. */
  prune(used: ReadonlySet<string>): number;
}

export function recordCache(folder: string, warn: (message: string) => void = () => {}): RecordCache {
  const cache = fileCache(folder, 'the record cache', warn);
  return {
    get(digest) {
      const body = cache.get(digest);
      if (body === undefined) return undefined;
      try {
        // Node's version is in the digest, so a file is read back only by the serializer that wrote it.
        const record = deserialize(body) as LaidOutDebate;
        if (record?.digest === digest) return record;
        cache.discard(digest, 'it holds another record');
      } catch (error) {
        cache.discard(digest, `it cannot be read back (${error instanceof Error ? error.message : String(error)})`);
      }
      return undefined;
    },
    put(record) {
      if (record.digest === undefined) throw new Error(`${record.file} has no digest`);
      cache.put(record.digest, serialize(record));
    },
    prune: (used) => cache.prune(used),
  };
}
