// Invisible format characters (Unicode category Cf): zero-width space, joiners and
// non-joiner (U+200B–U+200D), the bidi marks, embeddings and isolates, word joiner and
// invisible operators (U+2060–U+2064), the byte-order mark U+FEFF, the soft hyphen U+00AD,
// the tag characters (U+E0000 block), …. A reader cannot see them, so two names that differ
// only by them look identical. One definition for every place that cares: the name
// normaliser folds them out (core/names.ts), the terminal escapes them (core/terminalText.ts).
//
// One exception: a zero-width joiner between two emoji draws them as one (👩‍👩‍👧); it is
// visible, so it is kept.

/** An emoji, with its optional presentation selector or skin tone. */
const EMOJI = String.raw`\p{Extended_Pictographic}[\u{fe0f}\u{1f3fb}-\u{1f3ff}]?`;

/**
 * Regex source (for the `u` flag) matching one invisible format character: any Cf except
 * U+200D, and U+200D unless it joins two emoji.
 */
export const INVISIBLE_SOURCE = String.raw`(?!\u200d)\p{Cf}|(?<!${EMOJI})\u200d|\u200d(?!\p{Extended_Pictographic})`;

const INVISIBLE = new RegExp(INVISIBLE_SOURCE, 'gu');

/** The text without its invisible format characters. */
export const withoutInvisible = (text: string): string => text.replace(INVISIBLE, '');
