// Probe 2026-12-09 NC/NCD: two files with one address whose names print alike without
// being NFC/NFD twins (a no-break space and a space, U+212B and Å) are refused with both
// names written out, never the same name printed twice.
import { describe, expect, it } from 'vitest';
import { AddressBook } from '../../../src/lib/archive/addresses.ts';

const collide = (first: string, second: string): string => {
  const book = new AddressBook('/notes/');
  expect(book.claim(first, `notes/${first}`).ok).toBe(true);
  const claim = book.claim(second, `notes/${second}`);
  expect(claim.ok).toBe(false);
  return claim.ok ? '' : claim.diagnostic.message;
};

describe('two names with one address that print alike', () => {
  it('writes both out when they differ by a no-break space or by U+212B', () => {
    expect(collide('a b.mdx', 'a\u00a0b.mdx')).toBe('has the same address /notes/a-b/ as notes/a b.mdx; rename one of them (written out: this name is notes/a\\u00a0b.mdx, that one notes/a b.mdx; a \\u escape is a character beyond ASCII, one of which prints like another)');
    expect(collide('\u00c51.mdx', '\u212b1.mdx')).toContain('(written out: this name is notes/\\u212b1.mdx, that one notes/\\u00c51.mdx;');
  });

  it('does not write out names that already read apart', () => {
    expect(collide('Strasse.mdx', 'strasse.mdx')).not.toContain('written out');
    expect(collide('c.d.mdx', 'c-d.mdx')).not.toContain('written out');
  });
});
