// The one digest of the project: SHA-256, base64url. Cache keys, cache seals and the
// records' digests are all made here, so there is one hash in one encoding to reason about.
import { createHash, hash } from 'node:crypto';
import { createReadStream } from 'node:fs';

/** SHA-256 of `bytes` (a string as UTF-8), base64url. */
export const bytesDigest = (bytes: Uint8Array | string): string => hash('sha256', bytes, 'base64url');

/** bytesDigest of a file, read in pieces: a file of any size costs a buffer, not its size, in memory. Undefined when unreadable. */
export async function fileDigest(file: string): Promise<string | undefined> {
  const sha = createHash('sha256');
  try {
    for await (const piece of createReadStream(file)) sha.update(piece as Buffer);
  } catch {
    return undefined;
  }
  return sha.digest('base64url');
}

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
