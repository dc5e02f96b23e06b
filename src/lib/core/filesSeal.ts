// Seals over the files of a folder: each file's digest, and its fingerprint once settled,
// so that a file unchanged since it was sealed need not be read again (cache.ts re-exports
// these; docs/decisions/page-copies-by-fingerprint.md).
import path from 'node:path';
import type { BigIntStats } from 'node:fs';
import { readFileDigest } from './digest.ts';

/**
 * A seal over files in a folder: what they were made from and each one's digest, by path
 * relative to the folder; `stats`, where known, each file's fingerprint when it was
 * digested (fileFingerprint), so that a file unchanged since need not be read again.
 */
export interface FilesSeal {
  madeFrom: string;
  files: Record<string, string>;
  stats?: Record<string, string>;
}

/**
 * What the file system says of a file that any change to it changes: its device and inode
 * (another file put in its place), size, and the times of its last write (mtime) and of
 * its last change of any kind (ctime, which no user can set back). Equal fingerprints mean
 * the same bytes as when the first was taken (docs/decisions/page-copies-by-fingerprint.md).
 */
export const fileFingerprint = (stats: BigIntStats): string => `${stats.dev}:${stats.ino}:${stats.size}:${stats.mtimeNs}:${stats.ctimeNs}`;
/** The size a fingerprint holds, beside the format above. */
const fingerprintSize = (fingerprint: string): string | undefined => fingerprint.split(':')[2];

/**
 * A file changed within the last second keeps no fingerprint: a file system stamps
 * changes with a coarse clock, so a second write within one tick of the first could leave
 * the fingerprint as it was (git's "racy" entries). One read again next time costs little.
 */
export const SETTLED_NS = 1_000_000_000n;
const settled = (stats: BigIntStats): boolean => BigInt(Date.now()) * 1_000_000n - stats.ctimeNs > SETTLED_NS;

/**
 * The seal of `files` (relative to `folder`) as they are now, each settled one with its
 * fingerprint. A file whose fingerprint is the one `previous` (a seal made from anything)
 * holds keeps that seal's digest without being read; any other is read and digested.
 */
export function digestFiles(folder: string, files: readonly string[], madeFrom: string, previous?: unknown): FilesSeal {
  const before = asSeal(previous);
  const digests: Record<string, string> = {};
  const stats: Record<string, string> = {};
  for (const file of files) {
    const full = path.join(folder, file);
    const seen: { known?: string; kept?: string } = {};
    const read = readFileDigest(full, (found) => {
      seen.known = settled(found) ? fileFingerprint(found) : undefined;
      seen.kept = seen.known !== undefined && before?.stats?.[file] === seen.known ? before.files[file] : undefined;
      return seen.kept === undefined;
    });
    if (read instanceof Error) throw read;
    const digest = seen.kept ?? read.digest;
    if (digest === undefined) throw new Error(`${full} was not read`);
    digests[file] = digest;
    // A file changed while it was read keeps no fingerprint: the next check reads it.
    if (seen.known !== undefined && (seen.kept !== undefined || fileFingerprint(read.after!) === seen.known)) stats[file] = seen.known;
  }
  return { madeFrom, files: digests, stats };
}

/**
 * The files of `seal` (under `folder`) whose bytes are not the sealed ones, missing ones
 * included; all when the seal is not one made from `madeFrom`. A file whose fingerprint is
 * the sealed one is sound without being read.
 */
export function mismatches(folder: string, seal: unknown, madeFrom: string, files?: readonly string[]): string[] {
  const parsed = asSeal(seal);
  const named = files ?? Object.keys(parsed?.files ?? {});
  if (parsed === undefined || parsed.madeFrom !== madeFrom) return [...named];
  const wrong: string[] = [];
  for (const file of named) {
    const expected = parsed.files[file];
    const sealed = expected === undefined ? undefined : parsed.stats?.[file];
    // Sound unread with the sealed fingerprint; wrong unread with another size than the sealed one (probe 18a row 9).
    const read = readFileDigest(path.join(folder, file), (found) => sealed === undefined || (fileFingerprint(found) !== sealed && String(found.size) === fingerprintSize(sealed)));
    const sound = !(read instanceof Error) && (read.digest === undefined ? fileFingerprint(read.before) === sealed : read.digest === expected);
    if (!sound) wrong.push(file);
  }
  return wrong;
}

/**
 * The files of `seal` (made from `madeFrom`) sealed with a fingerprint, each with its digest
 * and its size then; none when the seal is another's or none at all.
 */
export function sealedFiles(seal: unknown, madeFrom: string): Map<string, { digest: string; size: string }> {
  const parsed = asSeal(seal);
  const found = new Map<string, { digest: string; size: string }>();
  if (parsed === undefined || parsed.madeFrom !== madeFrom) return found;
  for (const [file, digest] of Object.entries(parsed.files)) {
    const stat = parsed.stats !== undefined && Object.hasOwn(parsed.stats, file) ? parsed.stats[file] : undefined;
    const size = stat === undefined ? undefined : fingerprintSize(stat);
    if (size !== undefined) found.set(file, { digest, size });
  }
  return found;
}

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && Object.values(value).every((d) => typeof d === 'string');

/** `value` as a files seal, if it is one. */
export function asSeal(value: unknown): FilesSeal | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { madeFrom, files, stats } = value as Partial<FilesSeal>;
  if (typeof madeFrom !== 'string' || !isStringRecord(files)) return undefined;
  return isStringRecord(stats) ? { madeFrom, files, stats } : { madeFrom, files };
}
