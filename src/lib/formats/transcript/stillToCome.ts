// A concession still to come: its cue said as a future with a time after it ("I'll grant the SDK
// point once I see the benchmark"), or right after "before/until" ("… before I grant it"). Each
// pattern looks at a bounded stretch of one clause: linear.
import { PAST } from '../englishPast.ts';

/**
 * A concession still to come: right before its verb ("… before I grant it", "before I'm ready to
 * grant it", "until we accept", probe 56 row 1, review 07f c1) or after it ("I'll grant the SDK
 * point once I see the benchmark", "… after I see B's numbers", 07f c2, c4).
 */
const NOT_YET_BEFORE = /\b(?:before|until|till|once)[ \t]+(?:I|we)(?:['’](?:ll|m|re|d)|[ \t]+(?:can|could|will|would|do|might|may|shall|am|are))?(?:[ \t]+(?:ready|able|prepared|willing)[ \t]+to)?[ \t]*$/iu;
const NOT_YET_AFTER = /^[^.;:!?]{0,80}?\b(?:once|until|till|as soon as)[ \t]+(?:I|we)(?:['’]ve|[ \t]+have)?[ \t]+(?:see|seen|get|got|have|had|receive|received|review|reviewed|read|check|checked|hear|heard|verify|verified)\b/iu;
/** "when/after I see …" is still to come only after a cue said as a future ("I'll grant … when I've seen"), not "I accept X — when we review PRs, …" (review 07i c5, c6). */
const NOT_YET_AFTER_WHEN = /^[^.;:!?—–]{0,80}?\b(?:after|when)[ \t]+(?:I|we)(?:['’]ve|[ \t]+have)?[ \t]+(?:see|seen|get|got|have|had|receive|received|review|reviewed|check|checked|hear|heard|verify|verified)\b/iu;
const FUTURE_BEFORE = /(?:['’](?:ll|d)|\b(?:will|would|could|can|shall|might|may)|\b(?:happy|ready|willing|prepared|glad)[ \t]+to)[ \t]+$/iu;
/** After a cue said as a future, any "once/when/after/until …" clause: "I'll accept the SDK point once the benchmark is published" (review 07k c1). */
const FUTURE_TIME_AFTER = /^[^.;:!?—–]{0,80}?\b(?:once|until|till|as soon as)[ \t]+(?!(?:I|we)\b)\p{L}/iu;
/**
 * A past in what is granted: was/were/had/did, a past form after a name or a pronoun ("Redis
 * outperformed", review 07v c2, c3) or before its object ("replay saved us", "the outage broke the
 * trail"), not one before a noun, which is an adjective ("a managed cluster",
 * "the proposed SLA", review 07t c3–c5).
 */
const GRANTED_PAST = new RegExp(String.raw`\b(?:was|were|had|did)\b|(?:${PAST.source})(?=[ \t]+(?:us|them|it|him|her|me|the|a|an|our|their|its|this|that|these|those|everything|nothing)\b)`, 'iu');
/**
 * After a cue said as a future, "when/after" and a clause that is no past is the time it waits for,
 * also inside what is granted: "I'll grant that the cache is simpler when traffic is low" may wait
 * for low traffic, and a reader cannot tell, so it is drawn as not yet (the reading that draws less,
 * reviews 07m–07r). "after all" as an idiom ("… after all.", "… after all and …") is no time.
 */
/** A past form after a name or a pronoun with no present verb right after its object (one or two words, no conjunction between): "Redis outperformed Kafka", "`Redis` exceeded expectations", "they handled bursts better"; not "Confluent managed Kafka is simpler", where the form is an adjective (reviews 07w, 07x c1–c4). Case as written (under the i flag \p{Lu} would take any letter). */
const SUBJECT_PAST = new RegExp(String.raw`(?<=(?:\p{Lu}[\p{L}\p{N}]*|\b(?:[Ii]t|[Tt]hey|[Ww]e|[Hh]e|[Ss]he))[\x60*_]{0,3}[ \t]+)(?:${PAST.source})(?![ \t]+(?!(?:the|a|an|our|their|its|my|your|his|her|this|that|these|those)\b)(?:(?!(?:and|or|but|as|so|while|because|though|since|yet|where|which|that|when|if)\b)[\p{L}\p{N}\x60*_'’-]+[ \t]+){1,2}?(?:is|are|am|seems?|looks?|feels?|gets?|stays?|remains?|becomes?|costs?|runs?|will|would|can|could|should|may|might|must)\b)`, 'u');
const FUTURE_WHEN_AFTER = /^([^.;:!?—–]{0,80}?)\b(?:when|after(?![ \t]+all(?=[ \t]*(?:[.,;:!?)—–]|$|(?:and|but|so|then)\b))))[ \t]+(?!(?:I|we)\b)([^.;:!?,]{0,60})/iu;
const futureWhenAfter = (after: string): boolean => {
  const match = FUTURE_WHEN_AFTER.exec(after);
  // A past in what is granted concedes it as said: "I'll admit that Redis was faster when the data fit in memory" (review 07s c5).
  return match !== null && /^\p{L}/u.test(match[2]!) && !PAST.test(match[2]!) && !GRANTED_PAST.test(match[1]!.replace(/^\S+/u, '')) && !SUBJECT_PAST.test(match[1]!.replace(/^\S+/u, ''));
};
/** "… only after/when/once we see …" is still to come whatever the tense (review 07j c1). */
const ONLY_AFTER = /^[^.;:!?—–]{0,80}?\bonly[ \t]+(?:after|when|once|if)[ \t]+/iu;
const CUE = /(?:concede|grant|accept|acknowledge|admit|fair point|認め|譲歩|その通り|同意|인정|양보|수긍|承认|认同|接受|让步)/giu;
/** Every cue of the clause a concession still to come: "Once we accept …, and I accept that it is bursty." concedes (07f c3). */
export function notYet(clause: string): boolean {
  const cues = [...clause.matchAll(CUE)].slice(0, 8);
  return cues.length > 0 && cues.every((m) => {
    const before = clause.slice(0, m.index), after = clause.slice(m.index);
    const future = FUTURE_BEFORE.test(before) && (NOT_YET_AFTER_WHEN.test(after) || FUTURE_TIME_AFTER.test(after) || futureWhenAfter(after));
    return NOT_YET_BEFORE.test(before) || NOT_YET_AFTER.test(after) || ONLY_AFTER.test(after) || future;
  });
}
