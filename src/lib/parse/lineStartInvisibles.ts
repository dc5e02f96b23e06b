// Invisible characters in a Markdown line's syntax (probe 2026-12-09 LE-bom-heading,
// LE-zw-heading): `cat a.md b.md` leaves b's byte-order mark at the start of a line, and
// a zero-width space can sit inside `##`; either silently turns a heading into text. They
// are taken out of a line's leading syntax (its marks, spaces and digits) before any
// Markdown format reads the text, each line said in a warning naming the character: the
// line reads as it looks, and nothing is changed unseen. Text after the syntax is kept
// as it is (docs/decisions/invisible-characters.md).
import type { Diagnostic } from '../core/diagnostics.ts';
import { nameCharacterAt } from './controlCharacters.ts';

/** Zero-width characters that show nothing and no direction (bidi marks are not taken out). */
const ZERO_WIDTH = '\\u00ad\\u180e\\u200b-\\u200d\\u2060-\\u2064\\ufeff';
/** A line's leading Markdown syntax holding at least one zero-width character. */
const SYNTAX_WITH_INVISIBLE = new RegExp(`^[ \\t#>*+\\-|0-9.)=_\`~:${ZERO_WIDTH}]*[${ZERO_WIDTH}]`, 'gmu');
const ZERO_WIDTH_ALL = new RegExp(`[${ZERO_WIDTH}]`, 'gu');

/** More lines than this: the rest are counted, not listed. */
const MAX_LISTED = 20;

/** The text with zero-width characters out of every line's leading syntax, and a warning for each line changed. */
export function withoutInvisibleSyntax(file: string, text: string): { text: string; warnings: Diagnostic[] } {
  const warnings: Diagnostic[] = [];
  let changed = 0;
  let line = 1;
  let counted = 0;
  let firstUnlisted: number | undefined;
  const result = text.replace(SYNTAX_WITH_INVISIBLE, (prefix: string, offset: number) => {
    // Lines counted from the last match on: linear in the text.
    for (let i = counted; i < offset; i++) if (text.charCodeAt(i) === 10) line++;
    counted = offset;
    if (++changed <= MAX_LISTED) {
      const at = prefix.search(ZERO_WIDTH_ALL);
      // The likely cause is said for a byte order mark only: `cat a.md b.md` leaves one there.
      const cause = prefix.charCodeAt(at) === 0xfeff ? ' (left by joining two files?)' : '';
      warnings.push({
        severity: 'warning', code: 'invisible-character', file, line, column: at + 1,
        message: `${nameCharacterAt(prefix, at)} in the line's Markdown syntax was ignored, so the line reads as it looks${cause}; remove it`,
      });
    } else firstUnlisted ??= line;
    return prefix.replace(ZERO_WIDTH_ALL, '');
  });
  if (changed > MAX_LISTED) warnings.push({ severity: 'warning', code: 'invisible-character', file, line: firstUnlisted ?? line, message: `${changed - MAX_LISTED} more lines with an invisible character in their Markdown syntax, ignored the same way` });
  return { text: result, warnings };
}
