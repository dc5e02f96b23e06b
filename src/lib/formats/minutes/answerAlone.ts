// An opinion whose answer is the option alone: opening it ("Option A, the table.") or closing
// it ("… (Option **B**.)"); stanceReading.ts states it.
import { OPTION_DIGITS } from './optionNumber.ts';

// "… (Option **B**.)", or a last sentence that is the answer alone: "… mattered more than any page. C."
export const TRAILING_ANSWER = /^(?:[(（](?:→ ?)?(?:[Oo]ption |[Pp]lan |후보 ?|선택지 ?)?(?:\*\*)?([A-H])(?:\*\*)?(?:안|案)?\.?[)）]\.?|(?:\*\*)?(?:[Oo]ption |[Pp]lan |후보 ?|선택지 ?|方案 ?|案 ?)?(?:\*\*)?([A-H])(?:\*\*)?(?:안|案)?(?:\*\*)?[.。!！])$/u;
const LEADING_ANSWER = /^(?:\*\*)?(?:[Oo]ption |[Pp]lan |후보 ?|선택지 ?|方案 ?)?([A-H])(?:안|案)?(?:\*\*)?[ \t]*(?:[,.:：—–。、，]|\*\*|$)/u;
/** A numbered answer needs its option word: "2안.", "Option 2.", "案2。" (a bare "2." is a list number). */
const LEADING_NUMBERED_ANSWER = new RegExp(`^(?:\\*\\*)?(?:(?:[Oo]ption |후보 ?|선택지 ?|方案 ?|案 ?)(${OPTION_DIGITS})|(${OPTION_DIGITS}) ?(?:안|案))(?:\\*\\*)?[ \t]*(?:[,.:：—–。、，]|\\*\\*|$)`, 'u');
/**
 * A condition right after the answer ("B, unless the pilot fails", "B — only if legal agrees",
 * "B, subject to the audit"), not an idiom ("B, once again", "B, when all is said and done",
 * "A, if I am being honest": review 05i F3).
 */
const CONDITION_AFTER_ANSWER = /^[ \t]*(?:[,，—–-][ \t]*)?(?:but[ \t]+)?(?:only[ \t]+(?:if|when|once)|if|unless|provided(?:[ \t]+that)?|as[ \t]+long[ \t]+as|assuming|subject[ \t]+to|pending|conditional[ \t]+on|on[ \t]+(?:the[ \t]+)?condition|though[ \t]+only[ \t]+if|siempre[ \t]+que|a[ \t]+menos[ \t]+que|con[ \t]+tal[ \t]+de[ \t]+que|si|sofern|falls|wenn)(?![\p{L}])(?![ \t]+(?:only|you[ \t]+ask[ \t]+me|I['’]m[ \t]+(?:being[ \t]+)?(?:honest|frank)|I[ \t]+am[ \t]+(?:being[ \t]+)?(?:honest|frank)|that[ \t]+matters|anything|any(?![\p{L}])))|^[ \t]*[,，、]?[ \t]*(?:如果|假如|要是|只要|만약|もし)|^[ \t]*[,，、]?[^。.!?！？\n]{0,40}(?:れば|ならば|なら|たら|다면|라면|으면|的话)[ \t]*[。.!！]?[ \t]*$/iu;

/**
 * The rest of the clause after an opening option, where the option is the object of the
 * speaker's stance verb: "Option A, I oppose", "Option B: we would not support" (review 07r
 * s12), the verb then ending its phrase: "Option A, I oppose it strongly because …", "…, I
 * oppose, and so does Ben" (review 07z s3).
 */
const TOPIC_STANCE = /^[ \t]*(?:I|we)(?:['’](?:d|ll|m|re))?(?:[ \t]+(?:would|will|wo|ca|can|could|do|does|did|should|shall|am|are|still|firmly|strongly|really|also))*(?:[ \t]*(?<not>not|n['’]t|never|cannot)|(?<=[ \t]can)not)?[ \t]+(?:(?<neg>oppose|reject|veto|object|vote[ \t]+against|against)|(?<pos>support|back|favou?r|prefer|endorse|vote[ \t]+for|for))(?:[ \t]+(?:it|this|that|one))?(?:[ \t]+(?:outright|entirely|completely|strongly|fully|firmly|too|now|still|again|as[ \t]+well))?(?=[ \t]*(?:[.;!。,，—–]|$)|[ \t]+(?:because|since|as|given|though|although|and|but|for|only|if|unless|when|once|provided|assuming|subject|pending)(?![\p{L}]))/iu;

/** "… I back it when it ships", "… once legal signs": a time that is a condition, not "when all is said and done", "once again" (review 07zd o4). */
const WHEN_AFTER_VERB = /^[ \t]*,?[ \t]*(?:when|once)[ \t]+(?!(?:all[ \t]+is[ \t]+said|again|more|and[ \t]+for[ \t]+all)(?![\p{L}]))/iu;

/**
 * The option an opinion opens with, whether a condition follows it ("B, unless the pilot
 * fails": probe 38 M02.2), and where the clause goes on with the speaker's verb for it, that
 * verb's polarity (`topic`: "Option A, I oppose" is -1, "…, I don't support" 0).
 */
export const leadingAnswer = (text: string, after: string): { key: string; conditioned: boolean; topic?: -1 | 0 | 1; length: number } | undefined => {
  const letter = LEADING_ANSWER.exec(text);
  const numbered = letter ? null : LEADING_NUMBERED_ANSWER.exec(text);
  const found = letter ?? numbered;
  if (!found) return undefined;
  const separator = found[0].trimEnd().slice(-1);
  const conditioned = /^[,，、—–*]?$/u.test(separator) && CONDITION_AFTER_ANSWER.test(after.slice(found[0].length, found[0].length + 160));
  const key = letter ? letter[1]! : numbered![1] ?? numbered![2]!;
  const topic = /^[,:：—–]$/u.test(separator) ? topicStance(text.slice(found[0].length)) : undefined;
  return topic === undefined ? { key, conditioned, length: found[0].length } : { key, conditioned, topic, length: found[0].length };
};

/** The polarity of the speaker's verb that is all a clause's rest after its option says (TOPIC_STANCE), or undefined. */
export function topicStance(rest: string): -1 | 0 | 1 | undefined {
  const verb = TOPIC_STANCE.exec(rest);
  if (verb === null) return undefined;
  // Under a condition the speaker backs or opposes it only if: "Option A: I'd oppose it only if B slips" (review 07zc o6), not "once again" nor "if you ask me" (07zd o6–o11).
  const after = rest.slice(verb.index + verb[0].length, verb.index + verb[0].length + 160);
  const conditioned = CONDITION_AFTER_ANSWER.test(after) || WHEN_AFTER_VERB.test(after);
  return verb.groups!['not'] !== undefined || conditioned ? 0 : verb.groups!['neg'] !== undefined ? -1 : 1;
}

/** An option opening its clause, then a separator and the speaker's verb for it ("…; Option B, I support."): that verb's polarity, else 0. */
export const topicPolarity = (before: string, after: string): -1 | 0 | 1 => {
  if (!/^[\s*]*(?:[Oo]ption|[Pp]lan)?[ \t]*$/u.test(before)) return 0;
  const separated = /^(?:\*\*)?[ \t]*[,:：—–]/u.exec(after);
  return separated === null ? 0 : topicStance(after.slice(separated[0].length)) ?? 0;
};
