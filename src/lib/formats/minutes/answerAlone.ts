// An opinion whose answer is the option alone: opening it ("Option A, the table.") or closing
// it ("… (Option **B**.)"); stanceReading.ts states it.
import { OPTION_DIGITS } from './optionNumber.ts';

// "… (Option **B**.)", or a last sentence that is the answer alone: "… mattered more than any page. C."
export const TRAILING_ANSWER = /^(?:[(（](?:→ ?)?(?:[Oo]ption |[Pp]lan |후보 ?|선택지 ?)?(?:\*\*)?([A-H])(?:\*\*)?(?:안|案)?\.?[)）]\.?|(?:\*\*)?(?:[Oo]ption |[Pp]lan |후보 ?|선택지 ?|方案 ?|案 ?)?(?:\*\*)?([A-H])(?:\*\*)?(?:안|案)?(?:\*\*)?[.。!！])$/u;
const LEADING_ANSWER = /^(?:\*\*)?(?:[Oo]ption |[Pp]lan |후보 ?|선택지 ?|方案 ?)?([A-H])(?:안|案)?(?:\*\*)?[ \t]*(?:[,.:：—–。、，]|\*\*|$)/u;
/** A numbered answer needs its option word: "2안.", "Option 2.", "案2。" (a bare "2." is a list number). */
const LEADING_NUMBERED_ANSWER = new RegExp(`^(?:\\*\\*)?(?:(?:[Oo]ption |후보 ?|선택지 ?|方案 ?|案 ?)(${OPTION_DIGITS})|(${OPTION_DIGITS}) ?(?:안|案))(?:\\*\\*)?[ \t]*(?:[,.:：—–。、，]|\\*\\*|$)`, 'u');
/** A condition word opening what follows ("unless the pilot fails", "only if legal agrees", "on condition that …", "wenn …"). */
const CONDITION_START = /^[ \t]*(?:only[ \t]+(?:until|till|['’]til)|(?:only[ \t]+)?(?:if|when|whenever|once|unless|provided|providing|assuming|pending|subject[ \t]+to|conditional[ \t]+(?:on|upon)|on[ \t]+(?:the[ \t]+)?condition|(?:as|so)[ \t]+long[ \t]+as|as[ \t]+soon[ \t]+as|siempre[ \t]+que|a[ \t]+menos[ \t]+que|con[ \t]+tal[ \t]+de[ \t]+que|si|sofern|falls|wenn))(?![\p{L}])/iu;
/**
 * What opens a stretch without making it a condition, taken off before one is looked for: a
 * conjunction, and the idioms "once again", "when all's said and done", "if you ask me", "if
 * I'm (we're) being completely honest", "if anything", "if nothing else", "if only for …",
 * "when it comes down to it", "when you think about it", "wenn du mich fragst" (review 05i F3,
 * 07ze o1–o4, 07zf o3, o4, o8, o15).
 */
const NOT_A_CONDITION = /^[ \t]*(?:(?:but|and|yet|though|or|then)(?![\p{L}])|(?:once|when)[ \t]+(?:again|more|and[ \t]+for[ \t]+all|all(?:[ \t]+is|['’]s)[ \t]+said(?:[ \t]+and[ \t]+done)?|it[ \t]+comes[ \t]+(?:down[ \t]+)?to[ \t]+it|push[ \t]+comes[ \t]+to[ \t]+shove|you[ \t]+think[ \t]+about[ \t]+it)(?![\p{L}])|if[ \t]+(?:you[ \t]+ask[ \t]+me|(?:I(?:['’]m|[ \t]+am)|we(?:['’]re|[ \t]+are))[ \t]+(?:being[ \t]+)?(?:\p{L}+ly[ \t]+)?(?:honest|frank|candid)|anything|nothing[ \t]+else(?=[ \t]*(?:[,.;!?—–]|$)|[ \t]+(?:for|then)(?![\p{L}]))|any|only|that[ \t]+matters)(?![\p{L}])|wenn[ \t]+(?:du|Sie|ihr)[ \t]+mich[ \t]+frag(?:st|en|t)(?![\p{L}]))/iu;
/** Where the clause of the answer or the speaker's verb ends: a sentence mark, or a reason ("because", "since"). */
const CLAUSE_END = /[.;!?。！？]|(?<![\p{L}])(?:because|since|given|(?<!(?:long|soon)[ \t]+)as(?![ \t]+(?:long|soon)[ \t]+as|[ \t]+(?:I|we|you)[ \t]+(?:said|say|mentioned|noted|wrote|put[ \t]+it|agreed)(?![\p{L}])))(?![\p{L}])/iu;
/** A stretch with a subject of its own: a condition before it is that clause's ("if the audit fails, I'd reconsider"). */
const OWN_SUBJECT = /^[ \t]*(?:I|we|you|they|he|she|it)(?:['’](?:d|ll|m|re|ve|s))?(?![\p{L}])/iu;
const SUBJECT_VERB = 'will|would|can|could|should|must|may|might|shall|owns|takes|gets|has|is|are|needs|fixes|handles|decides';
/**
 * A clause of its own after a condition: a pronoun, "so be it", or a noun's subject and its verb ("Ben owns the fix", "the team
 * will revisit": review 07zj o5–o8), not a relative ("which is likely", "that is": 07zl o5–o7). After "this"/"that" a noun,
 * its verb and a word after it ("that team will own the fix", "this team takes over": 07zm o1, o2, 07zo o2–o5), not a
 * relative with its object gone ("…, that finance has approved", "…, that legal needs.": 07zn o3, 07zp o1–o3).
 */
const NEXT_CLAUSE = new RegExp(`${OWN_SUBJECT.source}|^[ \\t]*(?:so[ \\t]+be[ \\t]+it|(?:that|this)[ \\t]+\\p{L}+(?:['’]s[ \\t]+\\p{L}+)?[ \\t]+(?!(?:has|have|had)[ \\t]+\\p{L}+ed(?![\\p{L}]))(?:(?:will|would|can|could|should|must|may|might|shall)|(?!(?:was|has|is|does)(?![\\p{L}]))\\p{L}{2,}s)[ \\t]+\\p{L}|(?!(?:which|who|what|as|that|this)(?![\\p{L}]))(?:the[ \\t]+|our[ \\t]+)?\\p{L}+(?:[ \\t]+\\p{L}+)?[ \\t]+(?:${SUBJECT_VERB})(?![\\p{L}]))`, 'iu');
/** A speaker's aside ending the clause, no clause of its own: "…, unless the pilot fails, I think." (review 07zj o9). */
const ASIDE = /^[ \t]*(?:I|we)(?:['’]d)?[ \t]+(?:think|guess|believe|suppose|reckon|feel|say|would[ \t]+say)[ \t]*$/iu;
/** A condition in Chinese, Korean or Japanese after the answer: 如果…, …れば, …다면, …的话. */
const CJK_CONDITION = /^[ \t]*[,，、]?[ \t]*(?:如果|假如|要是|只要|만약|もし)|^[ \t]*[,，、]?[^。.!?！？\n]{0,40}(?:れば|ならば|なら|たら|다면|라면|으면|的话)[ \t]*[。.!！]?[ \t]*$/u;

/**
 * A condition follows in the answer's clause: one of its stretches (between commas or dashes)
 * opens with a condition once conjunctions and idioms are taken off ("B, unless the pilot
 * fails", "I support it once again, as long as legal signs off", "…, and only if legal signs
 * off"); a stretch with a subject of its own ("and Ben would too if asked") does not, nor a
 * condition of the clause after it ("…, then again, if the audit fails, I'd reconsider").
 */
function conditionFollows(after: string, verbRead = true): boolean {
  if (CJK_CONDITION.test(after)) return true;
  const end = CLAUSE_END.exec(after);
  const stretches = after.slice(0, end === null ? after.length : end.index).split(/[,，—–]/u);
  // "…, and if it slips, I'll say so": the condition is the next clause's (review 07zf o12–o14). Before the speaker's verb,
  // "Option A, if legal signs off, I support it", the clause after it is the stance's own (07zh o1–o4); past the stance's
  // clause, "Option A, it's my pick, unless …", the rest is read as after a verb (07zi o13).
  let afterVerb = verbRead;
  for (const [i, stretch] of stretches.entries()) {
    if (OWN_SUBJECT.test(stretch)) afterVerb = true;
    let rest = stretch;
    for (let opener = NOT_A_CONDITION.exec(rest); opener !== null && opener[0].length > 0; opener = NOT_A_CONDITION.exec(rest)) rest = rest.slice(opener[0].length);
    const next = stretches[i + 1] ?? '';
    if (CONDITION_START.test(rest) && !(afterVerb && NEXT_CLAUSE.test(next) && !ASIDE.test(next))) return true;
  }
  return false;
}

/**
 * The rest of the clause after an opening option, where the option is the object of the
 * speaker's stance verb: "Option A, I oppose", "Option B: we would not support" (review 07r
 * s12), the verb then ending its phrase: "Option A, I oppose it strongly because …", "…, I
 * oppose, and so does Ben" (review 07z s3).
 */
const TOPIC_STANCE = /^[ \t]*(?:I|we)(?:['’](?:d|ll|m|re))?(?:[ \t]+(?:would|will|wo|ca|can|could|do|does|did|should|shall|am|are|still|firmly|strongly|really|also))*(?:[ \t]*(?<not>not|n['’]t|never|cannot)|(?<=[ \t]can)not)?[ \t]+(?:(?<neg>oppose|reject|veto|object|vote[ \t]+against|against)|(?<pos>support|back|favou?r|prefer|endorse|vote[ \t]+for|for))(?:[ \t]+(?:it|this|that|one))?(?:[ \t]+(?:outright|entirely|completely|strongly|fully|firmly|too|now|still|again|as[ \t]+well))?(?=[ \t]*(?:[.;!。,，—–]|$)|[ \t]+(?:because|since|as|so|given|though|although|and|but|for|only|if|unless|when|whenever|once|until|provided|providing|assuming|subject|pending|conditional|on(?=[ \t]+(?:the[ \t]+)?condition))(?![\p{L}]))/iu;

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
  const conditioned = /^[,，、—–*]?$/u.test(separator) && conditionFollows(after.slice(found[0].length, found[0].length + 160), false);
  const key = letter ? letter[1]! : numbered![1] ?? numbered![2]!;
  const topic = /^[,:：—–]$/u.test(separator) ? topicStance(text.slice(found[0].length)) : undefined;
  return topic === undefined ? { key, conditioned, length: found[0].length } : { key, conditioned, topic, length: found[0].length };
};

/** The polarity of the speaker's verb that is all a clause's rest after its option says (TOPIC_STANCE), or undefined. */
export function topicStance(rest: string): -1 | 0 | 1 | undefined {
  const verb = TOPIC_STANCE.exec(rest);
  if (verb === null) return undefined;
  // Under a condition the speaker backs or opposes it only if: "Option A: I'd oppose it only if B slips" (review 07zc o6), not "once again" nor "if you ask me" (07zd o6–o11).
  const conditioned = conditionFollows(rest.slice(verb.index + verb[0].length, verb.index + verb[0].length + 160));
  return verb.groups!['not'] !== undefined || conditioned ? 0 : verb.groups!['neg'] !== undefined ? -1 : 1;
}

/** An option opening its clause, then a separator and the speaker's verb for it ("…; Option B, I support."): that verb's polarity, else 0. */
export const topicPolarity = (before: string, after: string): -1 | 0 | 1 => {
  if (!/^[\s*]*(?:[Oo]ption|[Pp]lan)?[ \t]*$/u.test(before)) return 0;
  const separated = /^(?:\*\*)?[ \t]*[,:：—–]/u.exec(after);
  return separated === null ? 0 : topicStance(after.slice(separated[0].length)) ?? 0;
};
