// A first-person change of mind in so many words ("Changed my mind: against A now."): the stance
// it opens with is stated, as a label's is (probe 55 row 2). stanceReading.ts asks it.
import type { Polarity } from './stanceCues.ts';

/** A first-person change of mind opening the sentence, then a stance word right before the option: "Changed my mind: against A", "I've changed my mind again — for B". */
const CHANGED_MIND_BEFORE = /^[\s*>_-]*(?:(?:I|we)(?:['’]ve|[ \t]+have)[ \t]+)?changed[ \t]+(?:my|our)[ \t]+minds?(?:[ \t]+again)?[ \t]*(?:[:：,—–]|-(?=[ \t]))?[ \t]*(?:(?:I['’]m|I[ \t]+am|we['’]re|we[ \t]+are)[ \t]+)?(?:now[ \t]+)?(?:for|against|with|in[ \t]+favou?r[ \t]+of|backing|supporting|opposing)[ \t]+(?:option[ \t]+|plan[ \t]+)?$/iu;
/** Nothing after the option but an adverb and the sentence's end. */
const OPTION_ENDS = /^[ \t*_]*(?:(?:now|again|instead|then|after[ \t]+all)[ \t]*)?(?:[.!;。]|$)/iu;

/**
 * The stance a first-person change of mind opening the sentence states on the option that ends
 * it ("Changed my mind: against A now.", "… for A now.", review 07c c06), or undefined: not
 * "…: against B, says Lee." nor "…: against B's pricing tier, not B." (review 07c c09, c11).
 * `sentence` is the text before the option, `after` the text after it.
 */
export function changedMind(sentence: string, after: string): Polarity | undefined {
  if (/[?？]/u.test(after.split(/[.!。\n]/u, 1)[0] ?? '') || !OPTION_ENDS.test(after)) return undefined;
  const changed = CHANGED_MIND_BEFORE.exec(sentence);
  if (changed === null) return undefined;
  return /against|opposing/iu.test(changed[0]) ? -1 : 1;
}
