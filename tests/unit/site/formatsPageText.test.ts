// Probe 3, FAIL 16: the site's own /formats/ page (src/pages/formats.mdx renders
// docs/formats.md) carried a raw U+202E in its example of a spoofed file name. The docs
// name such characters as text (`U+202E`), so the page shows what it is about.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const RAW = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu;

describe('the text of the /formats/ page', () => {
  it('holds no raw control, bidi override or invisible character', () => {
    const text = readFileSync(path.join(import.meta.dirname, '../../../docs/formats.md'), 'utf8');
    expect([...text.matchAll(RAW)].map((m) => `U+${m[0].codePointAt(0)!.toString(16)} at ${m.index}`)).toEqual([]);
    expect(text).toContain('`evil` U+202E `nosj.md`');
  });
});
