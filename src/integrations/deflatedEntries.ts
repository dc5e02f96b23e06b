// The atlas vault's deflated notes, kept between builds by the SHA-256 of each note's bytes
// in <cacheDir>/debate-atlas/atlas/vault-entries.bin (docs/decisions/vault-entries-kept.md).
import { hash } from 'node:crypto';
import { closeSync, lstatSync, openSync, readdirSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import { notAFile } from '../lib/core/fileKind.ts';
import { makeFolderSync } from '../lib/core/makeFolder.ts';
import { DEFLATE_LEVEL, type DeflatedEntries } from '../lib/export/zipFiles.ts';

/**
 * What a deflate here gives for a fixed text: zlib's version and level alone do not pin its
 * output (the zlib Node carries may pick its hashing by the processor), so a file from a
 * machine that deflates otherwise (a cache restored in CI) is not read.
 */
const FINGERPRINT = hash('sha256', deflateRawSync(Buffer.from(Array.from({ length: 400 }, (_, i) => `note ${i % 37}: a claim [[${i % 11}]] ${i * 7919}\n`).join('')), { level: DEFLATE_LEVEL }), 'hex').slice(0, 16);
const HEADER = Buffer.from(`debate-atlas deflated entries 3; zlib ${process.versions.zlib}; level ${DEFLATE_LEVEL}; deflates as ${FINGERPRINT}\n`);
/** How every version of the file begins. */
const OUR_FILES = Buffer.from('debate-atlas deflated entries ');
const KEY_BYTES = 32;
/** Key, deflated length, CRC-32 of the key, the length and the deflated bytes. */
const RECORD_HEAD = KEY_BYTES + 8;
/** Bytes gathered before each write of the next file. */
const WRITE_BYTES = 1 << 20;

/** Whether `deflated` inflates to exactly `raw`. */
function inflatesTo(deflated: Uint8Array, raw: Uint8Array): boolean {
  try {
    return inflateRawSync(deflated, { maxOutputLength: raw.length + 1 }).equals(raw);
  } catch {
    return false;
  }
}

/** The SHA-256 of a note's bytes, as a string of its 32 bytes (a Map key). */
const keyOf = (raw: Uint8Array): string => hash('sha256', raw, 'binary');

type Kept = Map<string, { deflated: Uint8Array }>;

/** A record's checksum: its key and length too, so a flipped byte anywhere in it is found. */
const recordCrc = (head: Buffer, deflated: Uint8Array): number => crc32(deflated, crc32(head.subarray(0, KEY_BYTES + 4)));

export class KeptDeflatedEntries implements DeflatedEntries {
  /** Entries read from the last file, not yet checked. */
  private readonly before: Kept;
  private readonly next: NextFile;
  /** The key of the last `get`: a miss is `set` next, with the same bytes. */
  private last: { raw: Uint8Array; key: string } | undefined;
  /** Entries of this vault deflated in an earlier build. */
  reused = 0;
  /** Entries of this vault. */
  size = 0;
  /** Entries kept that did not inflate to their note (edited, damaged): deflated again. */
  discarded = 0;
  /** Records of the file that did not match their checksum, or bytes past the last whole one (edited, damaged): not read. */
  readonly damaged: number;
  /** The file they were kept in, for a warning naming it. */
  readonly file: string;
  /** Why the whole file was not read, when that is a fault (not a file, or not ours): for a warning. */
  readonly problem: string | undefined;

  constructor(before: Kept, next: NextFile, file: string, damaged = 0, problem?: string) {
    this.before = before;
    this.damaged = damaged;
    this.problem = problem;
    this.next = next;
    this.file = file;
  }

  get(raw: Uint8Array): Uint8Array | undefined {
    const key = keyOf(raw);
    this.last = { raw, key };
    const entry = this.before.get(key);
    if (entry === undefined) return undefined;
    // What it was made from, not only a checksum anyone can recompute: the kept bytes must
    // inflate to this note (its key is their SHA-256). Inflating costs a fraction of deflating.
    if (!inflatesTo(entry.deflated, raw)) {
      this.discarded++;
      return undefined;
    }
    this.keep(key, entry.deflated);
    this.reused++;
    return entry.deflated;
  }

  set(raw: Uint8Array, deflated: Uint8Array): void {
    this.keep(this.last?.raw === raw ? this.last.key : keyOf(raw), deflated);
  }

  /** Puts the next file in place of the last: this vault's entries, whole (it was written under a temporary name). */
  save(): void {
    this.forget();
    this.next.close(true);
  }

  /** Leaves the last file as it was (the vault could not be made). */
  discard(): void {
    this.forget();
    this.next.close(false);
  }

  /** The last file's entries go (at 10,000 debates, 90 MB and a map of 280,000 keys). */
  private forget(): void {
    this.before.clear();
    this.last = undefined;
  }

  private keep(key: string, deflated: Uint8Array): void {
    this.size++;
    const head = Buffer.alloc(RECORD_HEAD);
    head.write(key, 0, KEY_BYTES, 'latin1');
    head.writeUInt32LE(deflated.length, KEY_BYTES);
    head.writeUInt32LE(recordCrc(head, deflated), KEY_BYTES + 4);
    this.next.append(head);
    this.next.append(deflated);
  }
}

/**
 * The next file, written under a temporary name a megabyte at a time, renamed into place
 * by `close(true)`. A write that fails (a full disk) stops the file, not the vault: the
 * error is raised by `close(true)`, for a warning.
 */
class NextFile {
  private readonly file: string;
  private readonly temporary: string;
  private fd: number | undefined;
  private failed: unknown;
  private readonly buffer = Buffer.allocUnsafe(WRITE_BYTES);
  private used = 0;

  constructor(file: string) {
    this.file = file;
    this.temporary = `${file}.${process.pid}.tmp`;
    makeFolderSync(path.dirname(file));
    this.fd = openSync(this.temporary, 'w');
    this.append(HEADER);
  }

  append(bytes: Uint8Array): void {
    if (this.fd === undefined) return;
    try {
      if (this.used + bytes.length > WRITE_BYTES) this.flush();
      if (bytes.length > WRITE_BYTES) this.write(bytes);
      else {
        this.buffer.set(bytes, this.used);
        this.used += bytes.length;
      }
    } catch (error) {
      this.failed = error;
      this.close(false);
    }
  }

  close(keep: boolean): void {
    if (this.fd !== undefined) {
      try {
        if (keep) this.flush();
      } finally {
        closeSync(this.fd);
        this.fd = undefined;
      }
      try {
        if (keep) renameSync(this.temporary, this.file);
      } finally {
        // Renamed, or not to be kept, or the rename failed: no temporary stays behind.
        rmSync(this.temporary, { force: true });
      }
    }
    if (keep && this.failed !== undefined) throw this.failed;
  }

  private flush(): void {
    this.write(this.buffer.subarray(0, this.used));
    this.used = 0;
  }

  private write(bytes: Uint8Array): void {
    for (let at = 0; at < bytes.length; ) at += writeSync(this.fd!, bytes, at);
  }
}

/**
 * The entries kept in `file` (none when it is missing, made by another zlib or level, or
 * garbage; those before the cut when it was cut short), and the next file begun beside it.
 */
export async function loadDeflatedEntries(file: string): Promise<KeptDeflatedEntries> {
  removeStaleTemporaries(file);
  const found = lstatSync(file, { throwIfNoEntry: false });
  let problem: string | undefined;
  const what = found === undefined ? null : notAFile(found);
  if (what !== null) {
    // Never read through a link, never blocked on a FIFO; removed so the next file can take its place.
    rmSync(file, { recursive: true, force: true });
    problem = `it is ${what}, not a regular file: removed`;
  }
  const bytes = problem === undefined ? await readFile(file).catch(() => undefined) : undefined;
  const parsed: ReturnType<typeof parseEntries> = bytes === undefined ? { entries: new Map(), damaged: 0 } : parseEntries(bytes);
  if (parsed.foreign === true) problem = 'it is not a file of kept vault notes (edited, or written by something else)';
  return new KeptDeflatedEntries(parsed.entries, new NextFile(file), file, parsed.damaged, problem);
}

/** Next files of builds stopped halfway (killed while writing the vault), left an hour ago or more. */
function removeStaleTemporaries(file: string): void {
  const prefix = `${path.basename(file)}.`;
  const hourAgo = Date.now() - 3_600_000;
  let names: string[];
  try {
    names = readdirSync(path.dirname(file));
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith(prefix) || !name.endsWith('.tmp')) continue;
    const temporary = path.join(path.dirname(file), name);
    try {
      if (statSync(temporary).mtimeMs <= hourAgo) rmSync(temporary, { force: true });
    } catch {
      // gone meanwhile
    }
  }
}

/** The records whose checksum holds, and how many did not (a cut-short end counts as one). */
function parseEntries(bytes: Buffer): { entries: Kept; damaged: number; foreign?: true } {
  const entries: Kept = new Map();
  // Another format, zlib or level (a cache restored on another machine): not read, as no file was
  // there; bytes that do not even begin as one of ours are named.
  if (bytes.length < HEADER.length || !bytes.subarray(0, HEADER.length).equals(HEADER)) return bytes.subarray(0, OUR_FILES.length).equals(OUR_FILES) ? { entries, damaged: 0 } : { entries, damaged: 0, foreign: true };
  let damaged = 0;
  let at = HEADER.length;
  while (at + RECORD_HEAD <= bytes.length) {
    const length = bytes.readUInt32LE(at + KEY_BYTES);
    const end = at + RECORD_HEAD + length;
    // Cut short, or a length field changed: what came before is whole.
    if (end > bytes.length) break;
    const head = bytes.subarray(at, at + RECORD_HEAD);
    const deflated = bytes.subarray(at + RECORD_HEAD, end);
    if (recordCrc(head, deflated) === bytes.readUInt32LE(at + KEY_BYTES + 4)) entries.set(bytes.toString('latin1', at, at + KEY_BYTES), { deflated });
    else damaged++;
    at = end;
  }
  return { entries, damaged: damaged + (at === bytes.length ? 0 : 1) };
}
