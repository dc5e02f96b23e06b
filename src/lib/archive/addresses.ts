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
  return mine === file && theirs === owner ? '' : ` (written out: this name is ${mine}, that one ${theirs}; a \\u escape is a combining accent, decomposed as NFD)`;
}
