// An R7 that decides by naming its option alone, with no label or choosing verb: "- Option B,
// because …", "Buy: option B.", "A: Redis." (its title). An option key used as a label over
// words the reader does not know ("- A: afgewezen (te duur).") decides nothing: the words may
// reject it (probe 53 row 1). decision.ts asks it.
import { EUROPEAN_OPTION_WORDS, optionMentions, type OptionKeys, type OptionMention } from './options.ts';
import { SET_ASIDE, europeanSetAside, firstOptionAsideDenies, firstOptionPutAside } from './putOff.ts';

/** Before the option an R7 names alone: at most a short label and an option word ("- Buy: option B"). */
const OPENS_WITH_OPTION = new RegExp(String.raw`^[\s*_>#-]*(?:[\p{L}]{1,20}[ \t]*[:：][\s*_]*)?(?:(?:option|${EUROPEAN_OPTION_WORDS}|plan|方案|选项|候補)[ \t]*)?$`, 'iu');

/** An option key used as a label: a colon, an equals sign or a dash right after it (`A: …`, `**B**: …`, `Option B — …`). */
const KEY_AS_LABEL = /^(?:\*\*|__)?[ \t]*(?:[:：=]|[—–]|-(?=[ \t]))[ \t]*/u;
/** Between the option and a clause after it: a comma, a colon or a dash. */
const CLAUSE_OPENS = String.raw`^[ \t*_]*(?:[,，:：]|[—–]|-(?=[ \t]))[ \t*_]*`;
/** A refusal that is its clause by itself: "B, no.", "B, not now.", "B, no — too costly", "Option B, nein.", "B안, 불가." (not "B, no doubt", "B, out of the three"). */
const REFUSAL = String.raw`(?:no|nope|never|out|not[ \t]+(?:now|yet)|nein|non|niet|불가|반대|不可|否|却下)(?:[ \t]+(?:now|again|for[ \t]+now))?(?=[ \t]*(?:[.!;,，—–。]|-[ \t]|$))`;
/** Words against the option: "too expensive", "rejected", "not viable". */
const AGAINST_WORDS = String.raw`(?:too|rejected|dropped|ruled[ \t]+out|over[ \t]+budget|unaffordable|vetoed|not[ \t]+(?:viable|an[ \t]+option|possible|feasible|acceptable|affordable|workable))(?![\p{L}])`;
/** In a list item that names the option alone, any clause the words open is against it ("- B, too expensive for us.", review 07a row 10). */
const AGAINST_AFTER = new RegExp(`${CLAUSE_OPENS}(?:${AGAINST_WORDS}|${REFUSAL})`, 'iu');
/**
 * Words against the option stand unless the sentence goes on to accept it: "over budget but approved
 * by the CFO", "which the CFO rejected in June, then approved today", "over budget although the
 * reserve covers it", "too expensive in year one but cheaper by year three"; not a contrast alone
 * ("too risky for Q1, though the pilot went well", "…, but we will revisit it", review 07i d4–d6).
 */
const ACCEPTED_LATER = String.raw`(?![^.;。]*?(?:(?<![\p{L}])(?<!(?:(?<![\p{L}])(?:not|never)|n['’]t)(?![ \t]+only(?![\p{L}]))[ \t]+(?:(?!(?:and|but|then)[ \t])[\p{L}]+[ \t]+){0,2})(?<!(?<![\p{L}])no[ \t]+)(?:approved|accepted|adopted|chosen|agreed|signed(?:[ \t]+(?:it|this|that))?[ \t]+off|green-?lit|okayed|cleared|(?<!too[ \t]+[\p{L}-]+[ \t]+to[ \t]+)cover|covers|covered|funded|absorbs?|absorbed|paid[ \t]+for|budgeted|justified|offset|cheaper|affordable|(?:better|safer)(?![ \t]+to(?![\p{L}]))|worth[ \t]+it)(?![\p{L}])|(?<![\p{L}])no[ \t]+(?:cheaper|safer|better)[ \t]+(?:way|option|alternative|path|route|choice)(?![\p{L}])(?![^.;。]{0,40}?(?<![\p{L}])than(?![\p{L}]))))`;
/**
 * After a decision label, the words against the option as a clause about it (review 07f t1–t4):
 * "too risky for Q1", "over budget" with no contrast after them; "rejected", "dropped", "vetoed"
 * as what befell it ("rejected by the CFO"), not before their own object ("rejected alternatives
 * are listed in R3", "dropped the in-memory cache idea"); "not viable …" but not "not possible to
 * postpone"; "no longer on the table" (review 07e n01–n04, n12).
 */
const AGAINST_CLAUSE = new RegExp(String.raw`${CLAUSE_OPENS}(?:which[ \t]+[^.;,。]{0,40}?(?:rejected|vetoed|dropped|ruled[ \t]+out)(?![\p{L}])${ACCEPTED_LATER}|(?:(?:still|far|way|much)[ \t]+)?(?:too[ \t]+(?!(?:good|important|valuable|promising|compelling|strong|useful|attractive|cheap|easy)(?![\p{L}]))[\p{L}-]+|over[ \t]+budget|unaffordable)${ACCEPTED_LATER}|(?:rejected|dropped|vetoed|ruled[ \t]+out)(?=[ \t]*(?:[.!;,。—–]|$|(?:by|for|as|at|in|on|due|because|given|after|outright|unanimously)(?![\p{L}])))${ACCEPTED_LATER}|not[ \t]+(?:viable|an[ \t]+option|possible|feasible|acceptable|affordable|workable)(?![ \t]+to(?![\p{L}]))${ACCEPTED_LATER}|no[ \t]+longer[ \t]+(?:on[ \t]+the[ \t]+table|an[ \t]+option|viable|considered|possible)|${REFUSAL})`, 'iu');
const againstAfterOption = (head: string, first: OptionMention): boolean => AGAINST_AFTER.test(head.slice(first.end));

/** The first option a decision's value names, with a clause against it right after it ("Decision: B, no.", review 07d n04). */
export function optionSaidAgainst(text: string, keys: OptionKeys, chosen?: string): boolean {
  // A full stop ends a sentence before white space or the end, not inside a number ("over budget by 2.5%", review 07t d6).
  const sentence = (text.length > 400 ? text.slice(0, 400) : text).split(/\.(?=\s|$)|[。!！?？;；\n]/u, 1)[0] ?? '';
  const mentions = optionMentions(sentence, keys);
  // Read up to the next other option: "Option B, rejected alternatives A and C" chooses B; what is said of
  // another option keeps nothing ("C, too expensive — Option A covers our needs", review 07j d2, d3, d7).
  const first = mentions[0];
  const other = mentions.find((m) => m.key !== first?.key);
  const said = first === undefined ? '' : text.slice(first.end, other?.start);
  // A reason about the other option keeps this one: "Option B, over budget, as Option A loses data" (review 07k d2).
  // Not after a rejection: "Option B, rejected as Option A is cheaper" (review 07m d2).
  const rejected = /(?<![\p{L}])(?:rejected|dropped|vetoed|ruled[ \t]+out|not[ \t]+viable|no)(?![\p{L}])/iu;
  if (other !== undefined && /(?<![\p{L}])(?:as|because|since|given(?:[ \t]+that)?)[ \t]+(?:the[ \t]+)?(?:option[ \t]+)?$/iu.test(said) && !rejected.test(said)) return false;
  // The same with the other option's bare key, which no mention reads: "Option B, over budget, because A loses data" (review 07m d5).
  const own = first === undefined ? '' : sentence.slice(first.end, other?.start);
  const reason = /(?<![\p{L}])(?:as|because|since|given(?:[ \t]+that)?)[ \t]+(\p{Lu}|\d{1,2})(?![\p{L}\p{N}])/u.exec(own);
  if (first !== undefined && reason !== null && reason[1] !== first.key && keys.includes(reason[1]!) && !rejected.test(own.slice(0, reason.index))) return false;
  if (first === undefined) return false;
  // Said not chosen, the option that would be shown as chosen: "Option A was not adopted; we adopt B" chooses B.
  const notChosen = (chosen === undefined || chosen === first.key) && (NOT_CHOSEN_AFTER.test(said) || NOT_CHOSEN_BEFORE.test(sentence.slice(0, first.start)));
  return AGAINST_CLAUSE.test(said) || notChosen;
}
/** The option said not chosen: "Option B is not approved", "we do not approve Option B", "we won't adopt B". */
const NOT_CHOSEN_AFTER = /^[ \t*_]*(?:is|was|has[ \t]+been|remains)[ \t]+(?:still[ \t]+)?not[ \t]+(?:yet[ \t]+)?(?:approved|adopted|chosen|selected|picked|agreed)(?![\p{L}])(?![^.;。]*?(?<![\p{L}])but(?:(?:[ \t]+(?:it|this|that))?(?:[ \t]+(?:is|was|has|had|got|been|since|now|later|then|finally|eventually|subsequently)){1,4}[ \t]+(?:approved|adopted|chosen|selected)|(?:[ \t]+[\p{L}]+){1,3}[ \t]+(?:approved|adopted|chose|selected)[ \t]+(?:it|this|option)(?![\p{L}]))(?![\p{L}]))/iu;
const NOT_CHOSEN_BEFORE = /(?<!(?:no[ \t]+(?:reason|need)|why)[ \t]+)(?:(?<![\p{L}])(?:not|never)|n['’]t)[ \t]+(?:[\p{L}]+[ \t]+)?(?:approve|adopt|choose|select|pick|go[ \t]+with|accept)[ \t]+(?:the[ \t]+)?(?:option[ \t]+)?[*_]*$/iu;

/** Words the reader knows that keep the option before them: "B: yes", "B: agreed", "B — go.", "B: ✓". */
const KEEPS = /^(?:(?:yes|agreed|accepted|unanimous(?:ly)?|go(?:[ \t]+ahead)?)(?![\p{L}\p{N}])|[✓✔✅])/iu;
/** A reason opening the rest of the value: "B — because …", "B: **Meilisearch**, because …". */
const REASON = /^[ \t]*(?:[,，—–][ \t]*|-[ \t]+)?(?:because|since)(?![\p{L}])/iu;
/** Nothing but the line's end or its punctuation: nothing that could negate or qualify the option. */
const ENDS = /^[ \t.。!！]*(?:\n|$)/u;
/** Whether `value` opens with `words` as whole words (case aside). */
const opensWith = (value: string, words: string): boolean => words !== '' && value.toLowerCase().startsWith(words.toLowerCase()) && !/^[\p{L}\p{N}]/u.test(value.slice(words.length));

/**
 * What follows the option's title or a word of KEEPS keeps the option only when nothing could
 * negate or qualify it: the line ends (punctuation at most), more words of KEEPS do ("B:
 * unanimously agreed."), or a reason opens ("…, because …"). "B: Kafka — too expensive",
 * "C: unanimous no." decide nothing (review 06zf rows 4, 5).
 */
function nothingQualifies(rest: string): boolean {
  let tail = rest;
  for (let i = 0; i < 4; i++) {
    if (ENDS.test(tail) || REASON.test(tail)) return true;
    const word = KEEPS.exec(tail.replace(/^[ \t,，]+/u, ''));
    if (word === null) return false;
    tail = tail.replace(/^[ \t,，]+/u, '').slice(word[0].length);
  }
  return false;
}

/**
 * After an option key used as a label, the value says something the reader knows of that
 * option: nothing, the option's title or another of its names ("A: Redis.", "B: **Meilisearch**,
 * because …"), or a word of KEEPS, with nothing after them that could qualify them. Any other
 * words ("A: afgewezen", "A: too expensive", an aside in brackets: "B: Kafka (on hold)", "B:
 * Kafka (abgelehnt)", review 06zh) may set the option aside: when in doubt, the line decides
 * nothing.
 */
function keyLabelKnown(head: string, first: OptionMention, optionKeys: OptionKeys): boolean {
  const label = KEY_AS_LABEL.exec(head.slice(first.end));
  if (label === null) return true;
  const value = head.slice(first.end + label[0].length).replace(/[*_`]/gu, '').trimStart();
  if ((value.split(/[.。!！?？;；\n]/u, 1)[0] ?? '').trim() === '' || REASON.test(value)) return true;
  if (KEEPS.test(value)) return nothingQualifies(value);
  const again = optionMentions(value, optionKeys)[0];
  if (again?.start === 0 && again.key === first.key) return nothingQualifies(value.slice(again.end));
  const title = (optionKeys.titles?.get(first.key) ?? '').replace(/[*_`]/gu, '').trim();
  if (opensWith(value, title)) return nothingQualifies(value.slice(title.length));
  const clause = (value.split(/[,，(（—–.。;；:：]/u, 1)[0] ?? '').trim();
  return clause.length >= 3 && opensWith(title, clause) && nothingQualifies(value.slice(value.indexOf(clause) + clause.length));
}

/**
 * Without a label or a choosing verb, an R7 decides only when it opens with the option it
 * chooses ("- Option B, because …", "- Buy: option B.") and sets no option aside.
 */
export function namesOptionAlone(text: string, optionKeys: OptionKeys): boolean {
  const head = text.length > 400 ? text.slice(0, 400) : text;
  // Only a letter or a number opening the round is a choice by itself ("- Option B, because …");
  // a named option's name opening it ("Kafka …") is the subject of a sentence, a topic: a
  // named option is decided by a label or a choosing verb.
  const first = optionMentions(head, [...optionKeys])[0];
  if (!first || SET_ASIDE.test(head) || europeanSetAside(head, first.start) || firstOptionPutAside(head, optionKeys) || firstOptionAsideDenies(head, optionKeys)) return false;
  // "- B, too expensive.": a clause after the option alone that speaks against it (review 07a row 10).
  if (againstAfterOption(head, first)) return false;
  // "B 和 C 打平。" (B and C tie), "A or B, …": a sentence naming two options chooses neither.
  const sentence = head.split(/[.。!！?？;；\n]/u, 1)[0] ?? '';
  if (new Set(optionMentions(sentence, [...optionKeys]).map((m) => m.key)).size > 1) return false;
  return OPENS_WITH_OPTION.test(head.slice(0, first.start)) && keyLabelKnown(head, first, optionKeys);
}

/** A value that is only an option's key and a bracket after it: `B (Kafka).`, `**B** (Kafka)`. */
const KEY_AND_BRACKET = /^[\s*_]*([A-Za-z]|[1-9][0-9]{0,2})[\s*_]*[(（]([^()（）\n]{1,80})[)）][\s*_.。!！]*$/u;

/**
 * The option a decision label's value names as its key with the option's own title in brackets
 * and nothing else (`**Decision:** B (Kafka).`, review 06zf row 14); a bracket of other words
 * (`B (Redis)`, `B (not Kafka)`) or any text after it names nothing.
 */
export function keyWithItsTitle(value: string, optionKeys: OptionKeys): string | undefined {
  const match = KEY_AND_BRACKET.exec(value.length > 200 ? '' : value);
  if (match === null) return undefined;
  const key = optionKeys.find((k) => k.toLowerCase() === match[1]!.toLowerCase());
  const title = key === undefined ? '' : (optionKeys.titles?.get(key) ?? '').replace(/[*_`]/gu, '').trim();
  return title !== '' && title.toLowerCase() === match[2]!.replace(/[*_`]/gu, '').trim().toLowerCase() ? key : undefined;
}
