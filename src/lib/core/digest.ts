// The one digest of the project: SHA-256, base64url. Cache keys, cache seals and the
// records' digests are all made here, so there is one hash in one encoding to reason about.
import { createHash, hash } from 'node:crypto';
import { closeSync, constants, fstatSync, openSync, readSync, type BigIntStats } from 'node:fs';

/** SHA-256 of `bytes` (a string as UTF-8), base64url. */
export const bytesDigest = (bytes: Uint8Array | string): string => hash('sha256', bytes, 'base64url');

/** SHA-256 of `parts`, each followed by a NUL, base64url: a key made from several inputs. */
export function digest(parts: Iterable<string | Uint8Array>): string {
  const sha = createHash('sha256');
  for (const part of parts) sha.update(part).update('\0');
  return sha.digest('base64url');
}

/** A digest of `parts` as JSON (maps as their entries, sets as their values, in order: their order comes from the inputs too). */
export function digestOf(parts: readonly unknown[]): string {
  return digest(parts.map((part) => JSON.stringify(part, mapsAsEntries) ?? 'undefined'));
}

function mapsAsEntries(_key: string, value: unknown): unknown {
  if (value instanceof Map) return [...value.entries()];
  if (value instanceof Set) return [...value];
  return value;
}

/** A file as readFileDigest found it: its stats once opened, and, when it was read, its digest and its stats after the read. */
export interface FileRead {
  before: BigIntStats;
  digest?: string;
  after?: BigIntStats;
}

/** The one buffer readFileDigest reads every file through (this module's callers are synchronous: it is never shared). */
let scratch: Buffer | undefined;

/**
 * bytesDigest of a regular file, read in pieces into one buffer kept for every file, and
 * its stats taken on the open file before and after: hashing thousands of pages allocates
 * nothing per page, which in a process with a large heap costs collections
 * (docs/benchmarks.md). `wanted`, given the stats, says whether to read it at all.
 * The error when it cannot be opened or read, or is not a regular file.
 */
export function readFileDigest(file: string, wanted: (stats: BigIntStats) => boolean = () => true): FileRead | Error {
  let fd: number;
  try {
    // Not blocked by a FIFO put in a file's place: it is opened, found not a file, and closed.
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    return asError(error);
  }
  try {
    const before = fstatSync(fd, { bigint: true });
    if (!before.isFile()) return new Error(`${file} is not a regular file`);
    if (!wanted(before)) return { before };
    scratch ??= Buffer.allocUnsafe(1 << 20);
    const sha = createHash('sha256');
    for (let read = readSync(fd, scratch); read > 0; read = readSync(fd, scratch)) sha.update(scratch.subarray(0, read));
    return { before, digest: sha.digest('base64url'), after: fstatSync(fd, { bigint: true }) };
  } catch (error) {
    return asError(error);
  } finally {
    closeSync(fd);
  }
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));
