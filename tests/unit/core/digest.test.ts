import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bytesDigest, readFileDigest } from '../../../src/lib/core/digest.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'digest-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readFileDigest', () => {
  it('gives the digest of the bytes, for files smaller and larger than its buffer, one after another', () => {
    const sizes = [0, 1, 1 << 20, (1 << 20) + 7, 3 * (1 << 20) + 1];
    const files = sizes.map((size, i) => {
      const bytes = Buffer.alloc(size, i + 1);
      if (size > 0) bytes[size - 1] = 0xff;
      const file = path.join(dir, `f${i}`);
      writeFileSync(file, bytes);
      return { file, bytes };
    });
    for (const { file, bytes } of [...files, ...files.toReversed()]) {
      const read = readFileDigest(file);
      if (read instanceof Error) throw read;
      expect(read.digest).toBe(bytesDigest(bytes));
      expect(read.after?.size).toBe(BigInt(bytes.length));
    }
  });

  it('does not read a file it is told not to, and gives its stats', () => {
    const file = path.join(dir, 'unread');
    writeFileSync(file, 'abc');
    const read = readFileDigest(file, (stats) => stats.size !== 3n);
    expect(read).toEqual({ before: expect.objectContaining({ size: 3n }) });
  });

  it('gives the error for a missing file, a folder, or a FIFO (and does not wait on it)', () => {
    expect(readFileDigest(path.join(dir, 'missing'))).toMatchObject({ code: 'ENOENT' });
    expect(readFileDigest(dir)).toMatchObject({ message: `${dir} is not a regular file` });
    const fifo = path.join(dir, 'fifo');
    execFileSync('mkfifo', [fifo]);
    expect(readFileDigest(fifo)).toMatchObject({ message: `${fifo} is not a regular file` });
  });
});
