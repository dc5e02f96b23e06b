// An English past, for readers that must tell a time still to come from one that happened
// ("only after the contract is signed" waits, "only after legal said …" happened).

/**
 * A past: was/were/had/did, an -ed form or a common irregular past, none after is/are/be/get (a
 * passive, "is published", "is paid", review 07r c3, c4) or has/have (a perfect), nor a word that
 * merely ends so ("need", "red").
 */
export const PAST_SOURCE = String.raw`\b(?:was|were|had|did)\b|(?<!\b(?:is|are|be|been|being|gets?|has|have)(?:[ \t]+\p{L}+ly)?(?:[ \t]+\p{L}+ed,?[ \t]+(?:and|or))?[ \t]+)\b(?:(?!(?:need|speed|feed|seed|proceed|exceed|succeed|indeed|bleed|breed|embed|shed|bed|red|led|wed|fled|bred|fed|sped|shred)\b)\p{L}+ed|came|went|broke|took|made|gave|got|ran|fell|left|saw|found|began|brought|held|kept|lost|paid|sent|spent|stood|told|thought|won|wrote|rose|grew|knew|became|chose|drove|flew|froze|spoke|threw|sold|bought|caught|taught|felt|built|ate|shot|struck|shook|hung|stuck|sat|met|said|heard|understood|forgot|forgave|withdrew|overtook|undertook)\b`;
export const PAST = new RegExp(PAST_SOURCE, 'iu');

/**
 * A past that is its clause's own verb: not in a relative clause ("the lawyer who wrote the
 * clause signs", "the vendor we chose signs", "… we chose in March signs": a present verb right
 * after it, or after a time it names: "last March", "in early March", "in March 2027", "on 12
 * March", "back in mid-March", "two weeks ago", "earlier this year", "in the spring of 2026", an adverb
 * between), reviews 07y r1, r2, 07za r1, 07zd r3–r5, 07ze r2–r7, 07zf r1, r2, r6.
 */
export const MAIN_PAST_SOURCE = String.raw`(?<!\b(?:who|that|which|whom)[ \t]+(?:\p{L}+[ \t]+)?)(?<!\b(?:the|a|an|our|their|its|this|that|these|those|my|your)[ \t]+)(?:${PAST_SOURCE})(?![ \t]+(?:(?:last|this|next)[ \t]+\p{L}+[ \t]+|(?:yesterday|earlier|recently|before|today)[ \t]+|(?:back[ \t]+)?(?:in|on|during|at)[ \t]+(?:(?:the|early|late|mid)[ \t]+)?[\p{L}\d-]+(?:[ \t]+(?:\d{1,4}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\p{L}{0,6}))?[ \t]+|(?:a[ \t]+few|a|an|one|two|three|four|five|six|few|several|many|some|\d{1,2})[ \t]+(?:days?|weeks?|months?|years?)[ \t]+ago[ \t]+|earlier[ \t]+(?:(?:this|last)|in[ \t]+the)[ \t]+(?:week|month|quarter|year)[ \t]+|in[ \t]+the[ \t]+(?:spring|summer|autumn|fall|winter)[ \t]+of[ \t]+\d{4}[ \t]+)?(?:\p{L}+ly[ \t]+)?(?:is|are|signs?|ends?|closes?|lands?|ships?|finishes|passes|completes?|arrives?|comes?|goes|opens?|starts?|expires?|lifts?|agrees?|approves?|returns?)\b)`;
