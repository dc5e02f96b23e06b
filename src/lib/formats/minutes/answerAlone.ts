// An opinion whose answer is the option alone: opening it ("Option A, the table.") or closing
// it ("… (Option **B**.)"); stanceReading.ts states it.
import { CONDITION_AFTER_OPTION } from './noSide.ts';
import { OPTION_DIGITS } from './optionNumber.ts';

// "… (Option **B**.)", or a last sentence that is the answer alone: "… mattered more than any page. C."
export const TRAILING_ANSWER = /^(?:[(（](?:→ ?)?(?:[Oo]ption |[Pp]lan |후보 ?|선택지 ?)?(?:\*\*)?([A-H])(?:\*\*)?(?:안|案)?\.?[)）]\.?|(?:\*\*)?(?:[Oo]ption |[Pp]lan |후보 ?|선택지 ?|方案 ?|案 ?)?(?:\*\*)?([A-H])(?:\*\*)?(?:안|案)?(?:\*\*)?[.。!！])$/u;
const LEADING_ANSWER = /^(?:\*\*)?(?:[Oo]ption |[Pp]lan |후보 ?|선택지 ?|方案 ?)?([A-H])(?:안|案)?(?:\*\*)?[ \t]*(?:[,.:：—–。、，]|\*\*|$)/u;
/** A numbered answer needs its option word: "2안.", "Option 2.", "案2。" (a bare "2." is a list number). */
const LEADING_NUMBERED_ANSWER = new RegExp(`^(?:\\*\\*)?(?:(?:[Oo]ption |후보 ?|선택지 ?|方案 ?|案 ?)(${OPTION_DIGITS})|(${OPTION_DIGITS}) ?(?:안|案))(?:\\*\\*)?[ \t]*(?:[,.:：—–。、，]|\\*\\*|$)`, 'u');
/** The option an opinion opens with, and whether a condition follows it ("B, unless the pilot fails": probe 38 M02.2). */
export const leadingAnswer = (text: string, after: string): { key: string; conditioned: boolean } | undefined => {
  const letter = LEADING_ANSWER.exec(text);
  const numbered = letter ? null : LEADING_NUMBERED_ANSWER.exec(text);
  const found = letter ?? numbered;
  if (!found) return undefined;
  const separator = found[0].trimEnd().slice(-1);
  const conditioned = /^[,，、—–*]?$/u.test(separator) && CONDITION_AFTER_OPTION.test(`,${after.slice(found[0].length, found[0].length + 160).replace(/^[ \t]*[,，]/u, '')}`);
  return { key: letter ? letter[1]! : numbered![1] ?? numbered![2]!, conditioned };
};
