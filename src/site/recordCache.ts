// The content loader's cache of processed records (parse → extract → lint → layout), one
// file per record digest under <cacheDir>/debate-atlas/records/. A rebuild reads an
// unchanged debate's record back instead of processing and laying it out again.
//
// Not Astro's data store: Astro writes its whole store as one JSON file on every sync and
// inlines that file as one string into the server bundle, which Vite then parses and
// every page render parses again (14.7 MB at 1,000 debates, ten times that at 10,000).
// The store keeps an index of the debates; the records reach the pages through
// site/loadedArchive.ts.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { LaidOutDebate } from '../lib/archive/debateRecord.ts';
import { discardedWarning, openSealed, sealFile } from './cacheSeal.ts';
import { staleEntries } from './staleEntries.ts';

export interface RecordCache {
  /**
   * The record cached under `digest`; none when absent or unreadable (then it is made
   * again). An entry whose seal does not match (cacheSeal.ts: edited, cut short, another
   * record's) is removed, with a warning naming it.
   */
  get(digest: string): LaidOutDebate | undefined;
  /**
   * Caches `record` under its digest: written under a temporary name, then renamed, so an
   * entry is never partial. A write that fails (a full disk, another process pruning the
   * folder) leaves the record uncached, never fails the build.
   */
  put(record: LaidOutDebate): void;
  /**
   * Removes the entries of digests not in `used`; returns how many. A temporary file is
   * removed only when it is an hour old: a younger one may be another process's write in
   * flight (`astro dev` and `astro build` share the folder).
   */
  prune(used: ReadonlySet<string>): number;
}

/** Digests are base64url (contentDigest.ts): nothing else is ever a file name here. */
const DIGEST = /^[A-Za-z0-9_-]{16,}$/;

export function recordCache(folder: string, warn: (message: string) => void = () => {}): RecordCache {
  // A cache folder that cannot be made (a file in its place, a read-only or full disk) is
  // said once, with its path; the build goes on without the cache, never with a stack trace.
  let usable = true;
  const unusable = (error: unknown) => {
    if (usable) warn(`the record cache cannot be used (${error instanceof Error ? error.message : String(error)}): every debate is processed again`);
    usable = false;
  };
  try {
    mkdirSync(folder, { recursive: true });
  } catch (error) {
    unusable(error);
  }
  const file = (digest: string): string => {
    if (!DIGEST.test(digest)) throw new Error(`not a record digest: ${JSON.stringify(digest)}`);
    return path.join(folder, digest);
  };
  return {
    get(digest) {
      const target = file(digest);
      if (!usable) return undefined;
      let bytes: Buffer;
      try {
        bytes = readFileSync(target);
      } catch {
        return undefined; // absent (or unreadable): made again
      }
      const discard = (problem: string) => {
        warn(discardedWarning('the record cache', target, problem));
        rmSync(target, { force: true });
        return undefined;
      };
      const opened = openSealed(bytes, digest);
      if ('problem' in opened) return discard(opened.problem);
      try {
        // Node's version is in the digest, so a file is read back only by the serializer that wrote it.
        const record = deserialize(opened.body) as LaidOutDebate;
        return record?.digest === digest ? record : discard('it holds another record');
      } catch (error) {
        return discard(`it cannot be read back (${error instanceof Error ? error.message : String(error)})`);
      }
    },
    put(record) {
      if (record.digest === undefined) throw new Error(`${record.file} has no digest`);
      const target = file(record.digest);
      const temporary = `${target}.${process.pid}.tmp`;
      if (!usable) return;
      try {
        writeFileSync(temporary, sealFile(record.digest, serialize(record)));
        renameSync(temporary, target);
      } catch (error) {
        rmSync(temporary, { force: true });
        // A folder pruned by another process meanwhile is not a fault worth a word.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') unusable(error);
      }
    },
    prune(used) {
      if (!usable) return 0;
      const stale = staleEntries(folder, used, (name) => DIGEST.test(name));
      for (const entry of stale) rmSync(entry, { force: true, recursive: true });
      return stale.length;
    },
  };
}
