// The atlas vault's deflated notes, kept between builds in one file of the cache folder
// (<cacheDir>/debate-atlas/atlas/vault-entries.bin), by the SHA-256 of each note's bytes.
// One log edited changes a few notes of tens of thousands; deflating them all again took
// 0.8–0.9 s of CPU at 1,000 debates, a tenth of the atlas files' work.
//
// The bytes are what deflating would give again: the file names the zlib version and the
// level it was made with, and is not read under any other. Each entry carries a CRC-32 of
// its deflated bytes, checked before use, so a damaged file costs a deflate, never a
// wrong vault. Only the entries of the last vault are kept, so the file does not grow.
import { hash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { DEFLATE_LEVEL, type DeflatedEntries } from '../lib/export/zipFiles.ts';

const HEADER = Buffer.from(`debate-atlas deflated entries 1; zlib ${process.versions.zlib}; level ${DEFLATE_LEVEL}\n`);
const KEY_BYTES = 32;
/** Key, deflated length, CRC-32 of the deflated bytes. */
const RECORD_HEAD = KEY_BYTES + 8;

const keyOf = (raw: Uint8Array): string => hash('sha256', raw, 'base64');

export class KeptDeflatedEntries implements DeflatedEntries {
  /** Entries read from the file, not yet checked. */
  private readonly before: Map<string, { deflated: Uint8Array; crc: number }>;
  /** Entries of this vault, in its order: what the file keeps next. */
  private readonly now = new Map<string, Uint8Array>();
  /** The key of the last `get`: a miss is `set` next, with the same bytes. */
  private last: { raw: Uint8Array; key: string } | undefined;
  /** Entries of this vault deflated in an earlier build. */
  reused = 0;

  /** Entries of this vault. */
  get size(): number {
    return this.now.size;
  }

  constructor(before: Map<string, { deflated: Uint8Array; crc: number }> = new Map()) {
    this.before = before;
  }

  get(raw: Uint8Array): Uint8Array | undefined {
    const key = keyOf(raw);
    this.last = { raw, key };
    const entry = this.before.get(key);
    if (entry === undefined || crc32(entry.deflated) !== entry.crc) return undefined;
    this.now.set(key, entry.deflated);
    this.reused++;
    return entry.deflated;
  }

  set(raw: Uint8Array, deflated: Uint8Array): void {
    this.now.set(this.last?.raw === raw ? this.last.key : keyOf(raw), deflated);
  }

  /** Writes this vault's entries to `file`, whole or not at all (a temporary renamed into place). */
  async save(file: string): Promise<void> {
    const parts: Uint8Array[] = [HEADER];
    for (const [key, deflated] of this.now) {
      const head = Buffer.alloc(RECORD_HEAD);
      Buffer.from(key, 'base64').copy(head, 0);
      head.writeUInt32LE(deflated.length, KEY_BYTES);
      head.writeUInt32LE(crc32(deflated), KEY_BYTES + 4);
      parts.push(head, deflated);
    }
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    try {
      await writeFile(temporary, Buffer.concat(parts));
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }
}

/** The entries kept in `file`; none when it is missing, made by another zlib or level, or cut short. */
export async function loadDeflatedEntries(file: string): Promise<KeptDeflatedEntries> {
  const bytes = await readFile(file).catch(() => undefined);
  return new KeptDeflatedEntries(bytes === undefined ? new Map() : parseEntries(bytes));
}

export function parseEntries(bytes: Buffer): Map<string, { deflated: Uint8Array; crc: number }> {
  const entries = new Map<string, { deflated: Uint8Array; crc: number }>();
  if (bytes.length < HEADER.length || !bytes.subarray(0, HEADER.length).equals(HEADER)) return entries;
  let at = HEADER.length;
  while (at + RECORD_HEAD <= bytes.length) {
    const length = bytes.readUInt32LE(at + KEY_BYTES);
    const end = at + RECORD_HEAD + length;
    // Cut short: what came before is whole (each entry is checked by its CRC when used).
    if (end > bytes.length) break;
    entries.set(bytes.toString('base64', at, at + KEY_BYTES), { deflated: bytes.subarray(at + RECORD_HEAD, end), crc: bytes.readUInt32LE(at + KEY_BYTES + 4) });
    at = end;
  }
  return entries;
}
