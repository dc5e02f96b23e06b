// A concession still to come: its cue said as a future with a time after it ("I'll grant the SDK
// point once I see the benchmark"), or right after "before/until" ("… before I grant it"). Each
// pattern looks at a bounded stretch of one clause: linear.
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
/** "when/after" and a clause in the present ("when the invoice arrives"), not "after all" nor a past ("when it launched", "when traffic was low"). */
/** A past: was/were/had/did or an -ed form, not a passive ("is published") nor a word that merely ends so ("need", "speed", review 07p c4, c5). */
const PAST = /\b(?:was|were|had|did)\b|(?<!\b(?:is|are|be|been|being|gets?|get)[ \t]+)\b(?!(?:need|speed|feed|seed|proceed|exceed|succeed|indeed|bleed|breed|embed|shed|bed|red|led|wed|fled|bred|fed|sped|shred)\b)\p{L}+ed\b|\b(?:came|went|broke|took|made|gave|got|ran|fell|left|saw|found|began|brought|held|kept|lost|paid|sent|spent|stood|told|thought|won|wrote|rose|grew|knew|became|chose|drove|flew|froze|spoke|threw|sold|bought|caught|taught|felt|built|ate|shot|struck|shook|hung|stuck|sat|met)\b/iu;
const FUTURE_WHEN_AFTER = /^[^.;:!?—–]{0,80}?\b(?:when|after)[ \t]+(?!(?:I|we)\b)(?!all(?![ \t]+(?:the|of|these|those|our|their|its|my|your)\b))([^.;:!?,]{0,60})/iu;
const futureWhenAfter = (after: string): boolean => {
  const match = FUTURE_WHEN_AFTER.exec(after);
  return match !== null && /^\p{L}/u.test(match[1]!) && !PAST.test(match[1]!);
};
/**
 * Inside a that-clause "when …" may be part of what is granted, "after <a present>" is read as the
 * time to come ("I'll concede that replay matters after the benchmark is published", review 07n c2),
 * unless the clause speaks of a past ("that replay mattered after the outage") or of any such
 * event ("that replay matters after an outage", review 07m c2). A passive ("is published") is no past.
 */
const AFTER_IN_THAT = /^([^.;:!?—–]{0,80}?)\bafter[ \t]+(?!(?:I|we|an?|any|every|each|some)\b)(?!all(?![ \t]+(?:the|of|these|those|our|their|its|my|your)\b))([^.;:!?,]{0,60})/iu;

/** "grant (you) that <a clause>", not "that" as a determiner ("grant you that point when …", review 07p c7). */
const THAT_CLAUSE = /^\S+(?:[ \t]+(?:you|them|him|her|[AB]))?[ \t]+that(?![ \t]+(?:point|argument|one|claim|part|issue|concern|objection|much|bit|last|concession|case|premise)[ \t]+(?:when|after|once|until|till|as[ \t]+soon[ \t]+as)\b)\b/iu;
function afterInThatClause(after: string): boolean {
  const match = AFTER_IN_THAT.exec(after);
  return match !== null && PRESENT_EVENT.test(match[2]!) && !PAST.test(match[1]!.replace(/^\S+/u, '')) && !PAST.test(match[2]!);
}
/** An event told by a clause with a present verb ("the benchmark is published", "the tests pass"), not a noun alone ("the migration", review 07q c5). */
const PRESENT_EVENT = /^(?:[\p{L}\p{N}'’-]+[ \t]+){1,4}?(?:is|are|gets|get|has|have|lands?|ships?|arrives?|comes?|pass(?:es)?|goes|go|finish(?:es)?|ends?|happens?|runs?|completes?|starts?|closes?|opens?|settles?|reports?|returns?)(?![\p{L}])/iu;
/** "… only after/when/once we see …" is still to come whatever the tense (review 07j c1). */
const ONLY_AFTER = /^[^.;:!?—–]{0,80}?\bonly[ \t]+(?:after|when|once|if)[ \t]+/iu;
const CUE = /(?:concede|grant|accept|acknowledge|admit|fair point|認め|譲歩|その通り|同意|인정|양보|수긍|承认|认同|接受|让步)/giu;
/** Every cue of the clause a concession still to come: "Once we accept …, and I accept that it is bursty." concedes (07f c3). */
export function notYet(clause: string): boolean {
  const cues = [...clause.matchAll(CUE)].slice(0, 8);
  return cues.length > 0 && cues.every((m) => {
    const before = clause.slice(0, m.index), after = clause.slice(m.index);
    // After a future cue, "when/after …" is still to come unless it is inside what is granted ("I'll grant that X is simpler when …", review 07m c1).
    const future = FUTURE_BEFORE.test(before) && (NOT_YET_AFTER_WHEN.test(after) || FUTURE_TIME_AFTER.test(after) || (THAT_CLAUSE.test(after) ? afterInThatClause(after) : futureWhenAfter(after)));
    return NOT_YET_BEFORE.test(before) || NOT_YET_AFTER.test(after) || ONLY_AFTER.test(after) || future;
  });
}
