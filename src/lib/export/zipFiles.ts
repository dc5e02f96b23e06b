// A folder of text files as one .zip (the vault download), the same bytes for the same
// files, made entry by entry on node:zlib (docs/decisions/zip-on-node-zlib.md).
import { crc32, deflateRawSync } from 'node:zlib';
import { compareText } from '../core/diagnostics.ts';

/** 2000-01-01 00:00:00 in MS-DOS date and time fields. */
const DOS_TIME = 0;
const DOS_DATE = ((2000 - 1980) << 9) | (1 << 5) | 1;
const UTF8_NAMES = 1 << 11;
const STORED = 0;
const DEFLATED = 8;
const MAX_U16 = 0xffff;
const MAX_U32 = 0xffffffff;

interface Entry { name: Uint8Array; method: number; crc: number; size: number; packedSize: number; offset: number }

/** The level every entry is deflated at: what a cache of deflated entries is valid for. */
export const DEFLATE_LEVEL = 6;

/**
 * Entries deflated before, by the bytes they were made from: the atlas vault's notes are
 * mostly the same from one build to the next, and deflating them all again was a tenth of
 * the atlas files' work (integrations/deflatedEntries.ts keeps them between builds).
 */
export interface DeflatedEntries {
  /** `raw` deflated at DEFLATE_LEVEL by this zlib, if it was kept. */
  get(raw: Uint8Array): Uint8Array | undefined;
  set(raw: Uint8Array, deflated: Uint8Array): void;
}

export interface ZipOptions {
  /**
   * `false` stores the notes as they are: a debate's vault is tens of KB, web servers
   * compress downloads anyway, and a build writes one per debate, so deflating each
   * would cost the build more than it saves the reader.
   */
  compress?: boolean;
  /** Where deflated entries are looked up before deflating, and kept after. */
  deflated?: DeflatedEntries;
}

export function zipFiles(files: ReadonlyArray<{ path: string; content: string }>, folder = '', options: ZipOptions = {}): Uint8Array {
  return Buffer.concat([...zipChunks(files, folder, options)]);
}

/**
 * The bytes of `zipFiles(files, folder, options)`, an entry at a time, then the central
 * directory. A file's content may be a function: it is called when the entry is written,
 * so only one file's text is held at a time.
 */
export function* zipChunks(files: ReadonlyArray<{ path: string; content: string | (() => string) }>, folder = '', options: ZipOptions = {}): Generator<Uint8Array> {
  const encoder = new TextEncoder();
  const entries = new EntryTable();
  let offset = 0;
  for (const file of [...files].sort((a, b) => compareText(a.path, b.path))) {
    const name = encoder.encode(folder ? `${folder}/${file.path}` : file.path);
    const raw = encoder.encode(typeof file.content === 'string' ? file.content : file.content());
    const packed = options.compress === false ? raw : deflated(raw, options.deflated);
    // Deflate can grow incompressible data; such an entry is stored instead.
    const method = packed.length < raw.length ? DEFLATED : STORED;
    const data = method === DEFLATED ? packed : raw;
    if (name.length > MAX_U16) throw new Error(`zip: the name of ${file.path} is too long`);
    const entry: Entry = { name, method, crc: crc32(raw), size: raw.length, packedSize: data.length, offset };
    entries.add(entry);
    offset += 30 + name.length + data.length;
    // The central directory still follows: checked here, before a byte past the limit is written.
    if (offset > MAX_U32) throw new Error('zip: the vault would pass 4 GiB, more than this writer holds');
    const header = new Writer(30);
    header.u32(0x04034b50); common(header, entry);
    yield header.bytes;
    yield name;
    yield data;
  }
  const directorySize = 46 * entries.count + entries.nameBytes;
  if (offset + directorySize > MAX_U32) throw new Error('zip: the vault would pass 4 GiB, more than this writer holds');
  const zip64 = entries.count > MAX_U16;
  const out = new Writer(directorySize + (zip64 ? 56 + 20 : 0) + 22);
  for (const e of entries.all()) {
    // version made by: 2.0, MS-DOS attributes (none set).
    out.u32(0x02014b50); out.u16(20); common(out, e); out.u16(0); out.u16(0); out.u16(0); out.u32(0); out.u32(e.offset); out.put(e.name);
  }
  if (zip64) {
    const record = offset + directorySize;
    // ZIP64 end of central directory: its size after this field, made by / needed 4.5,
    // this disk and the directory's disk, entries here and in all, directory size and offset.
    out.u32(0x06064b50); out.u64(44); out.u16(45); out.u16(45); out.u32(0); out.u32(0); out.u64(entries.count); out.u64(entries.count); out.u64(directorySize); out.u64(offset);
    // Its locator: the disk it is on, where it starts, one disk in all.
    out.u32(0x07064b50); out.u32(0); out.u64(record); out.u32(1);
  }
  const count = zip64 ? MAX_U16 : entries.count;
  out.u32(0x06054b50); out.u16(0); out.u16(0); out.u16(count); out.u16(count); out.u32(directorySize); out.u32(offset); out.u16(0);
  yield out.bytes;
}

/** Fields of an Entry but its name, in the table's order. */
const FIELDS = 6;

/**
 * The entries written so far, for the central directory: their fields in one array of
 * numbers and their names in one buffer. An atlas vault has a quarter of a million, and
 * an object and a buffer of its own for each held about 60 MB of the heap and the allocator.
 */
class EntryTable {
  count = 0;
  nameBytes = 0;
  private fields = new Uint32Array(FIELDS * 1024);
  private names = new Uint8Array(1 << 16);

  add(e: Entry): void {
    if ((this.count + 1) * FIELDS > this.fields.length) this.fields = grown(this.fields, (this.count + 1) * FIELDS);
    if (this.nameBytes + e.name.length > this.names.length) this.names = grown(this.names, this.nameBytes + e.name.length);
    this.fields.set([e.method, e.crc, e.size, e.packedSize, e.offset, e.name.length], this.count * FIELDS);
    this.names.set(e.name, this.nameBytes);
    this.nameBytes += e.name.length;
    this.count++;
  }

  *all(): Generator<Entry> {
    let at = 0;
    const f = this.fields;
    for (let i = 0; i < this.count; i++) {
      const b = i * FIELDS;
      const nameLength = f[b + 5]!;
      yield { name: this.names.subarray(at, at + nameLength), method: f[b]!, crc: f[b + 1]!, size: f[b + 2]!, packedSize: f[b + 3]!, offset: f[b + 4]! };
      at += nameLength;
    }
  }
}

/** `array` copied into one at least `size` long (twice as long, or more). */
function grown<T extends Uint8Array | Uint32Array>(array: T, size: number): T {
  const bigger = new (array.constructor as new (length: number) => T)(Math.max(size, array.length * 2));
  bigger.set(array);
  return bigger;
}

function deflated(raw: Uint8Array, kept: DeflatedEntries | undefined): Uint8Array {
  const before = kept?.get(raw);
  if (before !== undefined) return before;
  // An output buffer the size of the note, not zlib's 16 KB default: most notes are under
  // 1 KB, and allocating the default for each of tens of thousands doubles the time.
  const packed = deflateRawSync(raw, { level: DEFLATE_LEVEL, chunkSize: Math.min(65536, Math.max(1024, raw.length)) });
  kept?.set(raw, packed);
  return packed;
}

/** Fields shared by the local header (from "version needed") and the central record. */
function common(out: Writer, e: Entry): void {
  out.u16(20); out.u16(UTF8_NAMES); out.u16(e.method); out.u16(DOS_TIME); out.u16(DOS_DATE);
  out.u32(e.crc); out.u32(e.packedSize); out.u32(e.size); out.u16(e.name.length); out.u16(0);
}

/** Little-endian fields into a buffer of a known size. */
class Writer {
  readonly bytes: Uint8Array;
  private readonly view: DataView;
  private at = 0;
  constructor(size: number) {
    this.bytes = new Uint8Array(size);
    this.view = new DataView(this.bytes.buffer);
  }
  u16(value: number): void { this.view.setUint16(this.at, value, true); this.at += 2; }
  u32(value: number): void { this.view.setUint32(this.at, value, true); this.at += 4; }
  u64(value: number): void { this.view.setBigUint64(this.at, BigInt(value), true); this.at += 8; }
  put(value: Uint8Array): void { this.bytes.set(value, this.at); this.at += value.length; }
}
