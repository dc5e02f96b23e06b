// A folder of text files as one .zip (the vault download). Same files, same bytes: the
// entries are sorted and every one carries the same fixed DOS time (2000-01-01 00:00),
// written as numbers, so neither the clock nor the time zone can change a byte.
//
// Written on node:zlib rather than a JavaScript zip library: the atlas vault of a large
// archive is tens of MB of notes, and zlib's native deflate does it several times
// faster than deflate in JavaScript (fflate took 5 s of a 1,000-debate build here).
// The container itself is small and fixed: local headers, the central directory and
// its end record (APPNOTE 6.3.10 §4.3), UTF-8 names (general purpose flag bit 11). Past
// 65,535 notes (an atlas of a few thousand debates) the end record is a ZIP64 one
// (§4.3.14–15); a vault past 4 GiB, which would need ZIP64 in every entry, is refused.
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

interface Entry { name: Uint8Array; method: number; crc: number; size: number; data: Uint8Array; offset: number }

/**
 * `compress: false` stores the notes as they are: a debate's vault is tens of KB, web
 * servers compress downloads anyway, and a build writes one per debate, so deflating
 * each would cost the build more than it saves the reader.
 */
export function zipFiles(files: ReadonlyArray<{ path: string; content: string }>, folder = '', options: { compress?: boolean } = {}): Uint8Array {
  const encoder = new TextEncoder();
  const entries: Entry[] = [];
  let offset = 0;
  for (const file of [...files].sort((a, b) => compareText(a.path, b.path))) {
    const name = encoder.encode(folder ? `${folder}/${file.path}` : file.path);
    const raw = encoder.encode(file.content);
    // An output buffer the size of the note, not zlib's 16 KB default: most notes are under
    // 1 KB, and allocating the default for each of tens of thousands doubles the time.
    const packed = options.compress === false ? raw : deflateRawSync(raw, { level: 6, chunkSize: Math.min(65536, Math.max(1024, raw.length)) });
    // Deflate can grow incompressible data; such an entry is stored instead.
    const method = packed.length < raw.length ? DEFLATED : STORED;
    const data = method === DEFLATED ? packed : raw;
    if (name.length > MAX_U16) throw new Error(`zip: the name of ${file.path} is too long`);
    entries.push({ name, method, crc: crc32(raw), size: raw.length, data, offset });
    offset += 30 + name.length + data.length;
  }
  const directorySize = entries.reduce((sum, e) => sum + 46 + e.name.length, 0);
  if (offset + directorySize > MAX_U32) throw new Error('zip: the vault would pass 4 GiB, more than this writer holds');
  const zip64 = entries.length > MAX_U16;

  const out = new Uint8Array(offset + directorySize + (zip64 ? 56 + 20 : 0) + 22);
  const view = new DataView(out.buffer);
  let at = 0;
  const u16 = (value: number) => { view.setUint16(at, value, true); at += 2; };
  const u32 = (value: number) => { view.setUint32(at, value, true); at += 4; };
  const bytes = (value: Uint8Array) => { out.set(value, at); at += value.length; };
  // Fields shared by the local header (from "version needed") and the central record.
  const common = (e: Entry) => {
    u16(20); u16(UTF8_NAMES); u16(e.method); u16(DOS_TIME); u16(DOS_DATE);
    u32(e.crc); u32(e.data.length); u32(e.size); u16(e.name.length); u16(0);
  };
  for (const e of entries) {
    u32(0x04034b50); common(e); bytes(e.name); bytes(e.data);
  }
  for (const e of entries) {
    // version made by: 2.0, MS-DOS attributes (none set).
    u32(0x02014b50); u16(20); common(e); u16(0); u16(0); u16(0); u32(0); u32(e.offset); bytes(e.name);
  }
  const u64 = (value: number) => { view.setBigUint64(at, BigInt(value), true); at += 8; };
  if (zip64) {
    const record = at;
    // ZIP64 end of central directory: its size after this field, made by / needed 4.5,
    // this disk and the directory's disk, entries here and in all, directory size and offset.
    u32(0x06064b50); u64(44); u16(45); u16(45); u32(0); u32(0); u64(entries.length); u64(entries.length); u64(directorySize); u64(offset);
    // Its locator: the disk it is on, where it starts, one disk in all.
    u32(0x07064b50); u32(0); u64(record); u32(1);
  }
  const count = zip64 ? MAX_U16 : entries.length;
  u32(0x06054b50); u16(0); u16(0); u16(count); u16(count); u32(directorySize); u32(offset); u16(0);
  return out;
}
