// The atlas vault's deflated notes kept between builds (src/integrations/deflatedEntries.ts):
// the same zip with or without them, each note deflated once across builds, and a kept
// file that is damaged, cut short or made by another zlib costing a deflate, never a byte.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadDeflatedEntries } from '../../../src/integrations/deflatedEntries.ts';
import { zipFiles } from '../../../src/lib/export/zipFiles.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const work = tempFolder('da-deflated-');

const notes = Array.from({ length: 40 }, (_, i) => ({ path: `concepts/note ${i}.md`, content: `# Note ${i}\n\n${'A claim about [[Note 1]] and its support. '.repeat(5 + i)}\n` }));
const fresh = zipFiles(notes, 'vault');

async function zipKept(file: string, files = notes) {
  const kept = await loadDeflatedEntries(file);
  const zip = zipFiles(files, 'vault', { deflated: kept });
  kept.save();
  return { zip, reused: kept.reused };
}

describe('deflated notes kept between builds', () => {
  it('make the same zip, reuse every unchanged note, and keep only the last vault’s notes', async () => {
    const file = path.join(work, 'kept', 'vault-entries.bin');
    const first = await zipKept(file);
    expect(Buffer.from(first.zip).equals(Buffer.from(fresh))).toBe(true);
    expect(first.reused).toBe(0);
    const second = await zipKept(file);
    expect(Buffer.from(second.zip).equals(Buffer.from(fresh))).toBe(true);
    expect(second.reused).toBe(notes.length);

    // One note edited, one gone: the others are reused, and the file forgets the old ones.
    const edited = notes.slice(1).map((n, i) => (i === 0 ? { ...n, content: `${n.content}An edit.\n` } : n));
    const third = await zipKept(file, edited);
    expect(Buffer.from(third.zip).equals(Buffer.from(zipFiles(edited, 'vault')))).toBe(true);
    expect(third.reused).toBe(edited.length - 1);
    expect((await zipKept(file, edited)).reused).toBe(edited.length);
    expect((await zipKept(file)).reused).toBe(notes.length - 2);
  });

  it('cost a deflate, never a wrong byte, when the kept file is damaged, cut short or made by another zlib', async () => {
    const file = path.join(work, 'damaged.bin');
    await zipKept(file);
    const whole = readFileSync(file);

    const damaged = Buffer.from(whole);
    damaged[damaged.length - 3]! ^= 0xff;
    writeFileSync(file, damaged);
    const afterDamage = await zipKept(file);
    expect(Buffer.from(afterDamage.zip).equals(Buffer.from(fresh))).toBe(true);
    expect(afterDamage.reused).toBe(notes.length - 1);

    // Probe 10, CPk: two bytes flipped in the middle (a key, a length or deflated bytes): the
    // records that no longer match their checksum are counted for the build's warning.
    const flipped = Buffer.from(whole);
    flipped[Math.floor(flipped.length / 2)]! ^= 0x55;
    flipped[Math.floor(flipped.length / 2) + 1]! ^= 0x55;
    writeFileSync(file, flipped);
    const afterFlip = await loadDeflatedEntries(file);
    const flippedZip = zipFiles(notes, 'vault', { deflated: afterFlip });
    afterFlip.discard();
    expect(Buffer.from(flippedZip).equals(Buffer.from(fresh))).toBe(true);
    expect(afterFlip.damaged).toBeGreaterThan(0);
    expect(afterFlip.reused + afterFlip.damaged).toBeLessThanOrEqual(notes.length);
    for (let key = 0; key < 32; key += 8) {
      const inKey = Buffer.from(whole);
      inKey[whole.indexOf(0x0a) + 1 + key]! ^= 0x01;
      writeFileSync(file, inKey);
      const keyFlipped = await loadDeflatedEntries(file);
      keyFlipped.discard();
      expect(keyFlipped.damaged).toBe(1);
    }

    writeFileSync(file, whole.subarray(0, Math.floor(whole.length / 2)));
    const afterCut = await zipKept(file);
    expect(Buffer.from(afterCut.zip).equals(Buffer.from(fresh))).toBe(true);
    expect(afterCut.reused).toBeGreaterThan(0);
    expect(afterCut.reused).toBeLessThan(notes.length);

    writeFileSync(file, Buffer.concat([Buffer.from(whole.toString('latin1').replace(/zlib [^;]+;/, 'zlib 0.0.0;'), 'latin1')]));
    const otherZlib = await zipKept(file);
    expect(otherZlib.reused).toBe(0);
    expect(Buffer.from(otherZlib.zip).equals(Buffer.from(fresh))).toBe(true);

    // The same zlib, deflating otherwise (another processor's hashing).
    const kept = readFileSync(file);
    writeFileSync(file, Buffer.from(kept.toString('latin1').replace(/deflates as [0-9a-f]+/, 'deflates as 0000000000000000'), 'latin1'));
    expect((await zipKept(file)).reused).toBe(0);

    writeFileSync(file, 'not a kept file');
    expect((await zipKept(file)).reused).toBe(0);
  });

  it('deflate again, counted, a kept note whose bytes and checksum were both replaced (another note’s under its key)', async () => {
    const file = path.join(work, 'forged.bin');
    await zipKept(file);
    const whole = readFileSync(file);
    const header = whole.indexOf(0x0a) + 1;
    // Records: a 32-byte key, the deflated length, the CRC-32 of the three, the deflated bytes.
    const second = header + 40 + whole.readUInt32LE(header + 32);
    const forged = Buffer.concat([whole.subarray(0, header + 32), whole.subarray(second + 32)]);
    // The checksum made again for the forged record: only inflating it shows it.
    const length = forged.readUInt32LE(header + 32);
    forged.writeUInt32LE(crc32(forged.subarray(header + 40, header + 40 + length), crc32(forged.subarray(header, header + 36))), header + 36);
    writeFileSync(file, forged);
    const kept = await loadDeflatedEntries(file);
    const zip = zipFiles(notes, 'vault', { deflated: kept });
    kept.discard();
    expect(Buffer.from(zip).equals(Buffer.from(fresh))).toBe(true);
    expect(kept.discarded).toBe(1);
    expect(kept.file).toBe(file);
  });

  it('leave the last file as it was when the vault could not be made', async () => {
    const file = path.join(work, 'discarded', 'vault-entries.bin');
    await zipKept(file);
    const before = readFileSync(file);
    const kept = await loadDeflatedEntries(file);
    zipFiles(notes.slice(0, 3).map((n) => ({ ...n, content: `${n.content}changed\n` })), 'vault', { deflated: kept });
    kept.discard();
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(readdirSync(path.dirname(file))).toEqual(['vault-entries.bin']);
  });

  it('remove a folder or a link at the file, naming it, and take a file not their own for a fault (probe 16, row 13)', async () => {
    const file = path.join(work, 'strange', 'vault-entries.bin');
    mkdirSync(path.join(file, 'inside'), { recursive: true });
    const kept = await loadDeflatedEntries(file);
    expect(kept.problem).toBe('it is a folder, not a regular file: removed');
    zipFiles(notes, 'vault', { deflated: kept });
    kept.save();
    expect(readdirSync(path.dirname(file))).toEqual(['vault-entries.bin']);
    expect(statSync(file).isFile()).toBe(true);
    expect((await loadDeflatedEntries(file)).problem).toBeUndefined();

    writeFileSync(file, 'POISON, not a file of deflated notes');
    const foreign = await loadDeflatedEntries(file);
    expect(foreign.problem).toBe('it is not a file of kept vault notes (edited, or written by something else)');
    foreign.discard();
  });

  it('leave no temporary behind when the next file cannot be put in place', async () => {
    const file = path.join(work, 'blocked', 'vault-entries.bin');
    const kept = await loadDeflatedEntries(file);
    zipFiles(notes, 'vault', { deflated: kept });
    // A folder put at the file's name after it was read: the rename fails.
    mkdirSync(path.join(file, 'inside'), { recursive: true });
    expect(() => kept.save()).toThrow(/EISDIR|ENOTEMPTY|EEXIST/);
    expect(readdirSync(path.dirname(file))).toEqual(['vault-entries.bin']);
  });
});
