// Clauses that name an option and take no side on it, whatever cue stands beside it: a
// question about it, "whether", and a condition right after it (stanceReading.ts reads them;
// probe 22 rows 24, 25 and 35, and their review).
import { questionBreak } from '../../parse/questionTag.ts';

/**
 * Whether the speaker takes a side, not the side: "whether I support B", "Bに賛成するかどうかは",
 * "B를 지지할지 말지", "B안 찬성 여부는" (probe 22 row 35). Before an English cue, after a CJK one.
 */
export const WHETHER_BEFORE_EN = /(?<![\p{L}])whether[ \t]+(?:or[ \t]+not[ \t]+)?(?:I|we)[ \t]+(?:[\p{L}'’]+[ \t]+){0,2}$/iu;
export const WHETHER_AFTER_CJK = /^[\p{L}\s]{0,4}?(?:かどうか|か否か|여부|할지[ \t]*말지|할지는|지 않을지)/u;
/** An English question opening: "Do you support B?", "Would anyone back B?". */
const QUESTION_OPENING = /^[\s*_]*(?:do|does|did|would|will|should|could|can|is|are|who|what|why|how|which|any(?:one|body)?)(?![\p{L}])/iu;

/** Before the tag: a question put to someone ("you support B"), or closed by a CJK question particle ("你支持B吗，…"). */
const ASKED_BEFORE_TAG = /(?<![\p{L}])you(?![\p{L}])|(?:吗|呢|ですか|ますか|でしょうか|か|나요|까요|까|니|냐)[\s*]*$/iu;
/** A tag that asks everyone: "Support B, anyone?". */
const ASKING_TAG = /^[\s*]*(?:anyone|anybody|everyone|everybody|all|여러분|皆さん|大家)[\s*]*[?？]/iu;

/**
 * The clause asks about the option (probe 22 row 24): it ends in a question mark and the
 * option stands in the asking part, after the last comma or dash ("Mina, would you back
 * B?"); or the clause opens as a question ("Do you support B, Mina?"); or the part before
 * the tag asks ("You support B, Mina?", "你支持B吗，Mina？", "Support B, anyone?"). A question
 * tagged on after the speaker's own stance ("我支持B，大家觉得呢？", "I support B, don't you?")
 * leaves the stance.
 */
export function askedAbout(clause: string, at: number): boolean {
  const lastBreak = questionBreak(clause);
  if (lastBreak === null) return false;
  if (at > lastBreak || QUESTION_OPENING.test(clause)) return true;
  return ASKED_BEFORE_TAG.test(clause.slice(0, lastBreak)) || ASKING_TAG.test(clause.slice(lastBreak + 1));
}

/**
 * A condition right after an option that a cue before it names ("I support B only if the
 * budget passes", "I oppose B unless …", "I support B, but only when …"). Not past a reason
 * ("because it breaks if …"), an aside ("if you ask me", "if that matters"), "even if" or "if only".
 */
/** "when" or "once" that opens a clause ("only once legal signs off"), not a frequency ("only once", "once more", "once did it fail"). */
export const WHEN_ONCE_CLAUSE = String.raw`(?:when|once)(?=[ \t]+(?!(?:more|again|did|does|do|has|have|had|was|were|is|are|before|or)(?![\p{L}]))[\p{L}])`;
export const CONDITION_AFTER_OPTION = new RegExp(String.raw`^(?:(?!because|since|as[ \t])[^.;:,!?]){0,40}?(?<![\p{L}]even[ \t])(?<![\p{L}])(?:if|unless|provided|as[ \t]+long[ \t]+as|assuming|only[ \t]+${WHEN_ONCE_CLAUSE})(?![\p{L}])(?![ \t]+(?:only|you[ \t]+ask[ \t]+me|I['’]m[ \t]+honest|I[ \t]+am[ \t]+honest)(?![\p{L}]))|^[ \t]*,[ \t]*(?:but[ \t]+)?(?:only[ \t]+)?(?:if|unless|provided|as[ \t]+long[ \t]+as|assuming|when|once)(?![\p{L}])(?![ \t]+(?:only|you[ \t]+ask[ \t]+me|I['’]m[ \t]+honest|I[ \t]+am[ \t]+honest|that[ \t]+matters|anything)(?![\p{L}]))`, 'iu');
