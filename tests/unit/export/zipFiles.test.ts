// The vault's zip writer: read back by an independent reader (fflate), with every
// entry's CRC, sizes and fixed time checked from the bytes themselves.
import { crc32 } from 'node:zlib';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipFiles } from '../../../src/lib/export/zipFiles.ts';

const files = [
  { path: 'b.md', content: '# B\n' + 'repeated text '.repeat(200) },
  { path: 'Ünïcode 名前.md', content: 'ü 日本語\n' },
  { path: 'a.md', content: '' },
];

/** The central directory's records, read straight from the bytes. */
function centralRecords(zip: Uint8Array) {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = zip.length - 22;
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const records = [];
  for (let i = 0; i < count; i++) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const nameLength = view.getUint16(at + 28, true);
    records.push({
      flags: view.getUint16(at + 8, true), method: view.getUint16(at + 10, true),
      time: view.getUint16(at + 12, true), date: view.getUint16(at + 14, true),
      crc: view.getUint32(at + 16, true), packed: view.getUint32(at + 20, true), size: view.getUint32(at + 24, true),
      name: new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength)),
    });
    at += 46 + nameLength;
  }
  return records;
}

describe('zipFiles', () => {
  for (const compress of [true, false]) {
    it(`writes a zip any reader opens, ${compress ? 'deflated' : 'stored'}`, () => {
      const zip = zipFiles(files, 'vault', { compress });
      const read = unzipSync(zip);
      expect(Object.keys(read)).toEqual(['vault/a.md', 'vault/b.md', 'vault/Ünïcode 名前.md']);
      for (const file of files) expect(strFromU8(read[`vault/${file.path}`]!)).toBe(file.content);
      for (const record of centralRecords(zip)) {
        const content = new TextEncoder().encode(files.find((f) => `vault/${f.path}` === record.name)!.content);
        expect(record.flags & (1 << 11), 'UTF-8 names').not.toBe(0);
        expect(record.crc).toBe(crc32(content));
        expect(record.size).toBe(content.length);
        // 2000-01-01 00:00 whatever the machine's clock and time zone.
        expect([record.date, record.time]).toEqual([(20 << 9) | (1 << 5) | 1, 0]);
        if (!compress) expect(record.method).toBe(0);
      }
    });
  }

  it('deflates what shrinks and stores what would not', () => {
    const records = centralRecords(zipFiles(files));
    expect(records.find((r) => r.name === 'b.md')).toMatchObject({ method: 8 });
    expect(records.find((r) => r.name === 'b.md')!.packed).toBeLessThan(records.find((r) => r.name === 'b.md')!.size / 10);
    expect(records.find((r) => r.name === 'a.md')).toMatchObject({ method: 0, packed: 0 });
  });

  it('holds more than 65,535 files, with a ZIP64 end record', () => {
    const many = Array.from({ length: 70_000 }, (_, i) => ({ path: `n${String(i).padStart(5, '0')}.md`, content: `${i}` }));
    const zip = zipFiles(many, 'v', { compress: false });
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    expect(view.getUint16(zip.length - 22 + 10, true)).toBe(0xffff);
    expect(view.getUint32(zip.length - 22 - 20, true)).toBe(0x07064b50);
    const read = unzipSync(zip);
    expect(Object.keys(read)).toHaveLength(70_000);
    expect(strFromU8(read['v/n69999.md']!)).toBe('69999');
  });

  it('gives the same bytes for the same files in any order', () => {
    expect(Buffer.from(zipFiles(files)).equals(Buffer.from(zipFiles([...files].reverse())))).toBe(true);
  });
});
