// How a meeting writes an option's number: digits of any length a meeting can hold
// ("Option 12", "10안", "案11") or Han numerals up to ninety-nine ("方案十二", "第二十案").
// Every reader of an option number (definitions, mentions, votes, rankings, table headers,
// the rubric) builds its pattern from these, so "Option 10" is read wherever "Option 1" is.

const HAN_DIGITS = '一二三四五六七八九';
/** An option number in digits, 1–99999; never a leading zero. Not anchored on the right. */
export const OPTION_DIGITS = '[1-9][0-9]{0,4}';
/**
 * A Han option number: 一–九, or 十, 十二, 二十, 二十一 (十 not followed by 分: "方案一十分好"
 * is "option one is very good"). Each part is one character, so the cost stays linear.
 */
const HAN_NUMBER = `[${HAN_DIGITS}]?十(?!分)[${HAN_DIGITS}]?|[${HAN_DIGITS}]`;
/**
 * The heavenly stems 甲乙丙丁戊 number options as 1–5 ("方案乙", "乙案", "甲案・乙案"); only
 * beside an option word or a vote, like every number (a bare 乙 is no option).
 */
export const STEMS = '甲乙丙丁戊';
/** An option number in digits, Han numerals or stems, not followed by a further digit. Non-capturing. */
export const OPTION_NUMBER = `(?:${OPTION_DIGITS}|${HAN_NUMBER}|[${STEMS}])(?![0-9])`;

/** A circled number ① … ⑳, which numbers options by itself ("①に賛成", "② 読者向け…"). */
export const CIRCLED = '[①-⑳]';
/** The number a circled numeral stands for ("③" → "3"), if it is one. */
export function circledNumber(raw: string): string | undefined {
  const code = raw.length === 1 ? raw.charCodeAt(0) : 0;
  return code >= 0x2460 && code <= 0x2473 ? String(code - 0x2460 + 1) : undefined;
}

/** A key made only of digits: a numbered option's key ("1", "12"). */
export const isNumberKey = (key: string): boolean => /^[1-9][0-9]*$/.test(key);

/** An option's key as the meeting writes it: a letter A–H, digits, a Han numeral ("十二" → "12") or a stem ("乙" → "2"). */
export function optionKey(raw: string): string {
  const circled = circledNumber(raw);
  if (circled !== undefined) return circled;
  const stem = raw.length === 1 ? STEMS.indexOf(raw) : -1;
  if (stem !== -1) return String(stem + 1);
  const ten = raw.indexOf('十');
  if (ten === -1) {
    const han = HAN_DIGITS.indexOf(raw);
    return han === -1 ? raw.toUpperCase() : String(han + 1);
  }
  const tens = ten === 0 ? 1 : HAN_DIGITS.indexOf(raw[0]!) + 1;
  const ones = ten === raw.length - 1 ? 0 : HAN_DIGITS.indexOf(raw[ten + 1]!) + 1;
  return String(tens * 10 + ones);
}

/** Option keys in their reading order: letters A–H, then numbers by value ("2" before "10"). */
export const compareOptionKeys = (a: string, b: string): number => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/** A key written as a stem alone (`甲`), as a meeting that defines `甲：…` writes it. */
export const isBareStem = (written: string): boolean => written.length === 1 && STEMS.includes(written);

/**
 * In a meeting that defines its options by bare stems (`甲：…`, `乙、…`), a stem standing
 * alone names its option: `我支持乙。`, `目前我投丙`, `甲、乙都行`. Alone means no letter or
 * number right after it (`甲方` is "the client", `乙级` a grade) and no stem right before it.
 */
const BARE_STEM = new RegExp(`(?<![${STEMS}])[${STEMS}](?![\\p{L}\\p{N}])`, 'gu');
export function bareStemMentions(text: string, keys: readonly string[]): Array<{ key: string; start: number; end: number }> {
  const found: Array<{ key: string; start: number; end: number }> = [];
  for (const m of text.matchAll(BARE_STEM)) {
    const key = optionKey(m[0]);
    if (keys.includes(key)) found.push({ key, start: m.index, end: m.index + 1 });
  }
  return found;
}
