// One rule for the address a content file gets, debates and notes alike: its path without
// the extension, each segment folded by slugFromContentPath (NFKC, so NFC and NFD forms and
// full-width letters are one; lower case; every run of other characters one "-"). Two
// files that fold to one address would publish only one of them, silently: the second
// is refused, naming the first.
import type { Diagnostic } from '../core/diagnostics.ts';
import { slugFromContentPath, type DebateSlug } from '../core/ids.ts';
import { visibleSpelling } from '../core/terminalText.ts';

export type AddressClaim = { ok: true; slug: DebateSlug } | { ok: false; diagnostic: Diagnostic };

/** Hands out addresses under `base` (`/debates/`, `/notes/`), first come first served. */
export class AddressBook {
  readonly #owners = new Map<DebateSlug, string>();
  readonly #base: string;
  constructor(base: string) {
    this.#base = base;
  }

  /** The address of `relative` (inside the folder), or the error naming the file that has it. */
  claim(relative: string, file: string): AddressClaim {
    const slug = slugFromContentPath(relative);
    if (slug === null) {
      return { ok: false, diagnostic: { severity: 'error', code: 'bad-slug', file, message: 'the file name has no letters or digits to make an address from; rename it' } };
    }
    const owner = this.#owners.get(slug);
    if (owner !== undefined) {
      return { ok: false, diagnostic: { severity: 'error', code: 'slug-collision', file, message: `has the same address ${this.#base}${slug}/ as ${owner}; rename one of them${spelledApart(file, owner)}` } };
    }
    this.#owners.set(slug, file);
    return { ok: true, slug };
  }
}

/** Two names that print alike (one composed, one decomposed: "café" and "cafe\u0301"), written out so they read apart. */
export function spelledApart(file: string, owner: string): string {
  const [mine, theirs] = [visibleSpelling(file), visibleSpelling(owner)];
  if (mine !== file || theirs !== owner) return ` (written out: this name is ${mine}, that one ${theirs}; a \\u escape is a combining accent, decomposed as NFD)`;
  // A no-break space and a space, U+212B and Å (probe 2026-12-09 NC): alike once NFKC'd and
  // every space made one, so every character beyond ASCII is written out.
  if (file === owner || printedLook(file) !== printedLook(owner)) return '';
  return ` (written out: this name is ${asciiSpelling(file)}, that one ${asciiSpelling(owner)}; a \\u escape is a character beyond ASCII, one of which prints like another)`;
}

/** A name as it looks: NFKC (U+212B is Å), every space-like character a space. */
const printedLook = (name: string): string => name.normalize('NFKC').replace(/\p{Zs}/gu, ' ');

/** Every character beyond printable ASCII as a `\u` escape. */
const asciiSpelling = (name: string): string =>
  name.replace(/[^\x20-\x7e]/gu, (c) => {
    const code = c.codePointAt(0)!;
    return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
