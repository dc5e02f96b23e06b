// Invisible format characters (Unicode category Cf), one definition for the name normaliser
// and the terminal (docs/decisions/invisible-characters.md).

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
