// A heading written in two languages (`## 第一轮 / Round 1`, `## 裁决 / Verdict`): each half
// says the same; the heading is what either half is, when the other is a short label too.
const TWO_HALVES = /^((?:#{1,6}[ \t]+)?(?:\*\*)?)([^/／|｜\n]{1,40}?)[ \t]+[/／|｜][ \t]+([^/／|｜\n]{1,40}?)((?:\*\*)?[ \t]*)$/u;
const SENTENCE = /[.。!！?？,，;；]/u;

/** What `read` makes of the first half of a two-language heading that reads, else null. */
export function eitherHalf<T>(line: string, read: (half: string) => T | null): T | null {
  const halves = line.length > 120 ? null : TWO_HALVES.exec(line.trim());
  if (!halves || SENTENCE.test(halves[2]!) || SENTENCE.test(halves[3]!)) return null;
  const [, before, first, second, after] = halves;
  return read(`${before}${first}${after}`) ?? read(`${before}${second}${after}`);
}
