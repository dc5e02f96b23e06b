// A text's words, as Intl.Segmenter('en', { granularity: 'word' }) cuts them (Unicode's
// word boundaries, UAX #29), for the graph's labels. Making that segmenter sets up ICU's
// word break rules: about 70 ms of CPU on its own, a 270–290 ms task on a phone at 4× CPU
// slowdown (issue 27). Texts in the scripts whose boundaries the rules below reproduce
// exactly (ASCII, Latin-1 letters, Hangul syllables, a few common punctuation marks) are
// cut here; any other text (Chinese and Japanese need ICU's dictionary) by the segmenter,
// made on first use. Both give the same segments (tests/unit/render/wordSegments.test.ts
// compares them); docs/decisions/offscreen-parts-skipped.md says why.

/** Every character of the text is one whose word-break class `classOf` knows. */
const SIMPLE = /^[\x20-\x7e\u00b7\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\uac00-\ud7a3]*$/;
/**
 * Where ICU's builds disagree: Node's keeps "e.g" and "a:b" one word, Chromium's (patched
 * word rules) cuts at the "." or ":". Such a text goes to the segmenter of the place it runs in, as before.
 */
const DISPUTED = /[A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u00ff][.:][A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u00ff]/;

/** UAX #29 word-break classes of the SIMPLE characters. */
const Wb = { Letter: 0, Numeric: 1, MidLetter: 2, MidNumLet: 3, MidNum: 4, ExtendNumLet: 5, Space: 6, Other: 7, Hangul: 8 } as const;
type Wb = (typeof Wb)[keyof typeof Wb];

function classOf(ch: string): Wb {
  if (/[A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u00ff]/.test(ch)) return Wb.Letter;
  if (ch >= '\uac00' && ch <= '\ud7a3') return Wb.Hangul;
  if (ch >= '0' && ch <= '9') return Wb.Numeric;
  if (ch === ' ') return Wb.Space;
  if (ch === '_') return Wb.ExtendNumLet;
  if (ch === '.' || ch === "'" || ch === '\u2018' || ch === '\u2019') return Wb.MidNumLet;
  if (ch === ',' || ch === ';') return Wb.MidNum;
  if (ch === ':' || ch === '\u00b7') return Wb.MidLetter;
  return Wb.Other;
}

const isAh = (c: Wb | undefined) => c === Wb.Letter;
const midLetterish = (c: Wb) => c === Wb.MidLetter || c === Wb.MidNumLet;
const midNumish = (c: Wb) => c === Wb.MidNum || c === Wb.MidNumLet;

/** Whether the text breaks between c[i − 1] and c[i] (UAX #29 rules WB3d–WB13b, WB999). */
function breaksBefore(c: readonly Wb[], i: number): boolean {
  const before = c[i - 1]!, after = c[i]!, prev = c[i - 2], next = c[i + 1];
  if (before === Wb.Space && after === Wb.Space) return false;
  // ICU keeps a run of Hangul syllables together and apart from the letters around it.
  if (before === Wb.Hangul || after === Wb.Hangul) return !(before === Wb.Hangul && after === Wb.Hangul);
  const word = (x: Wb | undefined) => x === Wb.Letter || x === Wb.Numeric;
  if (word(before) && word(after)) return false;
  if (isAh(before) && midLetterish(after) && isAh(next)) return false;
  if (isAh(prev) && midLetterish(before) && isAh(after)) return false;
  if (before === Wb.Numeric && midNumish(after) && next === Wb.Numeric) return false;
  if (prev === Wb.Numeric && midNumish(before) && after === Wb.Numeric) return false;
  if ((word(before) || before === Wb.ExtendNumLet) && after === Wb.ExtendNumLet) return false;
  if (before === Wb.ExtendNumLet && word(after)) return false;
  return true;
}

/** The text's word segments by the rules above, or undefined for a text they do not take (not SIMPLE, or DISPUTED). */
export function segmentsByRules(text: string): string[] | undefined {
  if (!SIMPLE.test(text) || DISPUTED.test(text)) return undefined;
  // Each SIMPLE character is one UTF-16 unit: indexes are characters.
  const classes = Array.from(text, classOf);
  const segments: string[] = [];
  let start = 0;
  for (let i = 1; i < text.length; i++) {
    if (breaksBefore(classes, i)) {
      segments.push(text.slice(start, i));
      start = i;
    }
  }
  if (text.length > 0) segments.push(text.slice(start));
  return segments;
}

// A fixed locale: the same segments on every machine.
let segmenter: Intl.Segmenter | undefined;
const wordSegmenter = (): Intl.Segmenter => (segmenter ??= new Intl.Segmenter('en', { granularity: 'word' }));

/** The text's word segments (words, spaces and punctuation; joined they give the text back). */
export function wordSegments(text: string): string[] {
  return segmentsByRules(text) ?? Array.from(wordSegmenter().segment(text), (s) => s.segment);
}
