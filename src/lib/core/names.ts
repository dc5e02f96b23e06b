// The one name normaliser: personas and domains whose names are equal after it are one
// node across debates (spec §5), and every index or check that compares names uses it.
import { withoutInvisible } from './invisibleCharacters.ts';

/** NFKC and lower case: the fold every case-insensitive comparison, sort or search key starts from. */
export const foldText = (text: string): string => text.normalize('NFKC').toLowerCase();

/**
 * A file name as a case-insensitive file system (APFS, NTFS) compares it: one Unicode form
 * (NFC) and letter case folded by upper- then lower-casing, so `Claim`/`claim`, `ΟΔΟΣ`/`οδοσ`
 * (final sigma) and `ſ`/`s` are one name. It folds a little more than such a file system
 * (`ß` and `ss` are one here): two names it folds together get told apart needlessly,
 * never two a file system would fold let through.
 */
export const foldFileName = (name: string): string => name.normalize('NFC').toUpperCase().toLowerCase();

/** NFKC, case folded, whitespace collapsed and trimmed: equal results are one persona/domain. */
export function normaliseName(name: string): string {
  // Invisible format characters (zero-width, soft hyphen, BOM) out too: "Al\u200bice" reads as "Alice".
  // Dropped again after NFKC, which can make one (U+3164 becomes the filler U+1160).
  return withoutInvisible(withoutInvisible(name).normalize('NFKC').toLowerCase().normalize('NFKC')).replace(/\s+/gu, ' ').trim();
}
