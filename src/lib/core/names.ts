// The one name normaliser: personas and domains whose names are equal after it are one
// node across debates (spec §5), and every index or check that compares names uses it.
import { withoutInvisible } from './invisibleCharacters.ts';

/** NFKC and lower case: the fold every case-insensitive comparison, sort or search key starts from. */
export const foldText = (text: string): string => text.normalize('NFKC').toLowerCase();

/** NFKC, case folded, whitespace collapsed and trimmed: equal results are one persona/domain. */
export function normaliseName(name: string): string {
  // Invisible format characters (zero-width, soft hyphen, BOM) out too: "Al\u200bice" reads as "Alice".
  return withoutInvisible(name).normalize('NFKC').toLowerCase().normalize('NFKC').replace(/\s+/gu, ' ').trim();
}
