// The one atomic write: its temporary file has a short name of its own, so a target whose
// name takes nearly all of a file system's 255 bytes is written too (probe 2026-12-07, VN
// dir: a 243-byte note name failed ENAMETOOLONG on the longer temporary beside it).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryBeside, writeError, writeFileAtomic, writeFileAtomicSync } from '../../../src/lib/core/atomicWrite.ts';
import { tempFolder } from '../../support/tempFolder.ts';

/** A name of exactly 255 bytes of UTF-8: 63 four-byte emoji and `.md`. */
const longest = `${'😀'.repeat(63)}.md`;

describe('writeFileAtomic', () => {
  it('names its temporary file short, hidden and beside the target, whatever the target is called', () => {
    const temporary = temporaryBeside(path.join('/x', longest));
    expect(path.dirname(temporary)).toBe('/x');
    expect(path.basename(temporary)).toMatch(/^\.tmp-[0-9a-f]{12}$/);
  });

  it('writes a file whose name is 255 bytes, by rename and exclusively, and leaves no temporary', async () => {
    expect(Buffer.byteLength(longest)).toBe(255);
    const folder = tempFolder('da-atomic-');
    await writeFileAtomic(path.join(folder, 'a', longest), 'renamed');
    await writeFileAtomic(path.join(folder, 'b', longest), 'linked', { exclusive: true });
    writeFileAtomicSync(path.join(folder, 'a', `${longest.slice(0, -3)}.js`), 'sync');
    expect(readFileSync(path.join(folder, 'a', longest), 'utf8')).toBe('renamed');
    expect(readFileSync(path.join(folder, 'b', longest), 'utf8')).toBe('linked');
    expect(readdirSync(folder, { recursive: true }).map(String).filter((n) => path.basename(n).startsWith('.'))).toEqual([]);
  });

  it('gives the file the mode asked for (a recovery file no one else may read), and never overwrites when exclusive', async () => {
    const folder = tempFolder('da-atomic-');
    const file = path.join(folder, 'private.json');
    await writeFileAtomic(file, 'mine', { exclusive: true, mode: 0o600 });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    await expect(writeFileAtomic(file, 'theirs', { exclusive: true })).rejects.toMatchObject({ code: 'EEXIST' });
    expect(readFileSync(file, 'utf8')).toBe('mine');
    expect(readdirSync(folder)).toEqual(['private.json']);
    expect(existsSync(file)).toBe(true);
  });

  it('says a write that finds no folder (ENOENT) in a write\u2019s words, not a read\u2019s', async () => {
    const gone = Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
    expect(writeError('/x/y.json', gone).message).toBe('could not write /x/y.json: its folder does not exist: removed meanwhile, or a place that holds no files, ENOENT');
  });
});
