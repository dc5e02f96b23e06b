// How every cache under <cacheDir> proves an entry is the one it wrote: a seal holding a
// digest of what the entry was made from (its key) and a SHA-256 of its bytes. An entry
// whose seal is missing or does not match (hand-edited, truncated, another entry's file
// under its name) is discarded and made again, with a warning naming it: nothing from a
// cache is published that the build did not write there itself.
//
// Two shapes, one check:
// - a file that is the entry (a record): the seal is its first line, `sealFile`/`openSealed`;
// - files that must keep their exact bytes (downloads linked into the site, Astro's page
//   copies): a seal beside them listing each file's digest, `digestFiles`/`mismatches`.
import { hash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** SHA-256 of `bytes`, base64url. */
export const bytesDigest = (bytes: Uint8Array): string => hash('sha256', bytes, 'base64url');

const MAGIC = 'debate-atlas-cache-entry 1';

/** `body` with its seal in front: what it was made from and its digest, on one line. */
export function sealFile(madeFrom: string, body: Uint8Array): Buffer {
  return Buffer.concat([Buffer.from(`${MAGIC} ${madeFrom} ${bytesDigest(body)}\n`), body]);
}

/** The body of a sealed entry made from `madeFrom`, or why it is not one. */
export function openSealed(bytes: Buffer, madeFrom: string): { body: Buffer } | { problem: string } {
  const newline = bytes.indexOf(0x0a);
  if (newline < 0 || newline > 512) return { problem: 'it has no seal (not written by this build, or cut short)' };
  const [magic, version, from, digest] = bytes.toString('utf8', 0, newline).split(' ');
  if (`${magic} ${version}` !== MAGIC) return { problem: 'it has no seal (not written by this build, or cut short)' };
  if (from !== madeFrom) return { problem: `it was made from ${from}, not ${madeFrom}` };
  const body = bytes.subarray(newline + 1);
  if (bytesDigest(body) !== digest) return { problem: 'its bytes do not match its digest (edited or cut short)' };
  return { body };
}

/** A seal over files in a folder: what they were made from and each one's digest, by path relative to the folder. */
export interface FilesSeal {
  madeFrom: string;
  files: Record<string, string>;
}

/** The seal of `files` (relative to `folder`) as they are now. */
export async function digestFiles(folder: string, files: readonly string[], madeFrom: string): Promise<FilesSeal> {
  const digests: Record<string, string> = {};
  for (const file of files) digests[file] = bytesDigest(await readFile(path.join(folder, file)));
  return { madeFrom, files: digests };
}

/** The files of `seal` (under `folder`) whose bytes are not the sealed ones, missing ones included; all when the seal is not one made from `madeFrom`. */
export async function mismatches(folder: string, seal: unknown, madeFrom: string, files?: readonly string[]): Promise<string[]> {
  const parsed = asSeal(seal);
  const named = files ?? Object.keys(parsed?.files ?? {});
  if (parsed === undefined || parsed.madeFrom !== madeFrom) return [...named];
  const wrong: string[] = [];
  for (const file of named) {
    const bytes = await readFile(path.join(folder, file)).catch(() => undefined);
    if (bytes === undefined || parsed.files[file] !== bytesDigest(bytes)) wrong.push(file);
  }
  return wrong;
}

function asSeal(value: unknown): FilesSeal | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { madeFrom, files } = value as Partial<FilesSeal>;
  if (typeof madeFrom !== 'string' || typeof files !== 'object' || files === null) return undefined;
  if (!Object.values(files).every((digest) => typeof digest === 'string')) return undefined;
  return { madeFrom, files };
}

/** The warning for an entry discarded: its path and why, so a reader can find it. */
export const discardedWarning = (cache: string, entry: string, problem: string): string =>
  `${cache}: discarded the cache entry ${entry} and made it again: ${problem}`;
