// A page's language when the log does not say: from the scripts its text is written in.
// Only the unambiguous cases are guessed; anything else stays unknown (the site's "en").

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/gu;
const KANA = /[\u3040-\u30ff]/gu;
const HAN = /[\u4e00-\u9fff\u3400-\u4dbf]/gu;
const LETTER = /\p{L}/gu;

/** Characters of text the guess reads: the script of a log shows in its first pages. */
const SAMPLE = 20_000;

/** The first SAMPLE characters of the texts joined by line breaks, the rest never copied. */
export function languageSample(texts: Iterable<string>): string {
  let sample = '';
  let first = true;
  for (const text of texts) {
    if (sample.length >= SAMPLE) break;
    sample += (first ? '' : '\n') + text.slice(0, SAMPLE - sample.length);
    first = false;
  }
  return sample;
}

export function guessLanguage(text: string): 'ko' | 'ja' | 'zh' | undefined {
  const sample = text.slice(0, SAMPLE);
  const count = (pattern: RegExp) => sample.match(pattern)?.length ?? 0;
  const letters = count(LETTER);
  if (letters === 0) return undefined;
  const hangul = count(HANGUL), kana = count(KANA), han = count(HAN);
  // A third of the letters in one script is enough: logs mix in English terms freely.
  if (hangul / letters > 0.3) return 'ko';
  if ((kana + han) / letters > 0.3) return kana > 0 ? 'ja' : 'zh';
  return undefined;
}

/** A well-formed BCP 47 tag ("en", "ja", "zh-Hans"), as Intl understands it. */
export function isLanguageTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

/** Languages written right to left (primary subtags): Arabic, Hebrew, Persian, Urdu, Yiddish, Pashto, Sindhi, Uyghur, Dhivehi, Sorani, Syriac. */
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'iw', 'fa', 'ur', 'yi', 'ji', 'ps', 'sd', 'ug', 'dv', 'ckb', 'syr']);

const RIGHT_TO_LEFT_SCRIPTS = new Set(['Arab', 'Hebr', 'Syrc', 'Thaa', 'Nkoo', 'Adlm', 'Rohg']);

/**
 * The writing direction of a language tag, read as Intl reads it: its script subtag decides
 * where one is given ("az-Arab", "ku-Latn"), else its language; extensions and private use
 * ("ar-u-nu-latn", "en-x-arab") are neither. A tag Intl refuses is left to right.
 */
export function textDirection(tag: string): 'rtl' | 'ltr' {
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(tag);
  } catch {
    return 'ltr';
  }
  if (locale.script !== undefined) return RIGHT_TO_LEFT_SCRIPTS.has(locale.script) ? 'rtl' : 'ltr';
  return RIGHT_TO_LEFT.has(locale.language) ? 'rtl' : 'ltr';
}

/** A letter of a right-to-left script (Hebrew, Arabic, Syriac, Thaana, N'Ko, Adlam, Hanifi Rohingya). */
const RIGHT_TO_LEFT_LETTER = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Adlam}\p{Script=Hanifi_Rohingya}]/u;
const FIRST_LETTER = /\p{L}/u;

/** A text's own direction, as the Unicode bidi algorithm gives a paragraph: its first letter's (rule P2). */
export function directionOfText(text: string): 'rtl' | 'ltr' {
  const first = FIRST_LETTER.exec(text.length > 200 ? text.slice(0, 200) : text);
  return first !== null && RIGHT_TO_LEFT_LETTER.test(first[0]) ? 'rtl' : 'ltr';
}
