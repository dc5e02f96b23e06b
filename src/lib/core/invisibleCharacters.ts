// Invisible characters (Unicode category Cf and the default-ignorable ones), one definition for the name normaliser
// and the terminal (docs/decisions/invisible-characters.md).

/** An emoji, with its optional presentation selector or skin tone. */
const EMOJI = String.raw`\p{Extended_Pictographic}[\u{fe0f}\u{1f3fb}-\u{1f3ff}]?`;

/** Variation selectors: after an emoji they choose its look, elsewhere they show nothing. */
const SELECTOR = String.raw`[\u{fe00}-\u{fe0f}\u{e0100}-\u{e01ef}]`;

/**
 * Regex source (for the `u` flag) matching one invisible character: any Cf or
 * Default_Ignorable_Code_Point (U+034F, U+3164 Hangul filler: probe 2026-12-09 ZI-names),
 * and U+2800, the Braille blank, a symbol that draws nothing (probe 25, BR),
 * except U+200D and the variation selectors; U+200D unless it joins two emoji; a
 * variation selector unless it follows an emoji.
 */
export const INVISIBLE_SOURCE = String.raw`(?!\u200d|${SELECTOR})[\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]|(?<!${EMOJI})\u200d|\u200d(?!\p{Extended_Pictographic})|(?<!\p{Extended_Pictographic})${SELECTOR}`;

const INVISIBLE = new RegExp(INVISIBLE_SOURCE, 'gu');

/** Anything a reader can see: not white space, not an invisible or default-ignorable character. */
const VISIBLE = /[^\s\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/u;

/** Whether a non-empty text shows nothing (spaces and invisible characters only); stops at the first visible character. */
export const showsNothing = (text: string): boolean => text !== '' && !VISIBLE.test(text);

/** The text without its invisible format characters. */
export const withoutInvisible = (text: string): string => text.replace(INVISIBLE, '');
