// A decision put off, in words the decision round uses: to a time ("defer to next week"), or
// said of the decision itself after a few words ("결정: 다음 주로 보류"), or of the option named.
// decision.ts reads them.
import { squeeze } from '../../parse/frontmatter.ts';
import { EUROPEAN_OPTION_WORDS, optionMentions, type OptionKeys, type OptionMention } from './options.ts';

/** A time a decision is put off to ("defer to next week"); "defer to the CTO" hands the choice over instead. */
export const TIME_WORD = String.raw`(?:next|later|a[ \t]+later|the[ \t]+next|after|tomorrow|monday|tuesday|wednesday|thursday|friday|q[1-4]|[0-9]|january|february|march|april|may|june|july|august|september|october|november|december)(?![\p{L}])`;

/**
 * A hold said of the decision itself after a few words (probe 23 row 31): the first clause
 * ends with the hold word ("결정: 다음 주로 보류", "来週に先送り"), or puts "it" off ("we put it
 * off until Q3"). Not a part of the plan put off ("…, and defer the queue"), a grace period
 * ("2주 유예 기간"), nor a hold denied ("no longer on hold").
 */
export const HOLD_LATER = /(?:보류|유예|保留|搁置|暂缓|延期|先送り|持ち越し|棚上げ)(?:한다|합니다|함|됨|하기로[ \t]*(?:함|했다|한다|합니다)|する|します|とする|とします|とした)?[ \t*_.。]*$|(?<![\p{L}])(?:put(?:ting)?[ \t]+(?:it|this|that|the[ \t]+(?:decision|choice))[ \t]+off|(?:postpone[sd]?|defer(?:s|red)?)[ \t]+(?:it|this|that|the[ \t]+(?:decision|choice))(?![\p{L}]))/iu;
export const HOLD_DENIED = /(?<![\p{L}])(?:not|no[ \t]+longer|never|without)(?![\p{L}])|없이|않/iu;

/** Words that set an option aside, said anywhere in an R7 that names an option alone: "C is dropped", "案Cは見送り". */
export const SET_ASIDE = /(?<![\p{L}])(?:reject(?:ed|s)?|drop(?:ped|s)?|ruled out|set aside|shelved)(?![\p{L}])|기각|제외|보류|미채택|불채택|見送|却下|不採用|非採用|不採択|未採用|否决|放弃|不采用|搁置/iu;

/** Put off or set aside in German, Spanish, French, Portuguese and Italian. */
const EUROPEAN = String.raw`vertagt|verschoben|zurückgestellt|abgelehnt|verworfen|gestrichen|entfällt|entfallen|fällt[ \t]+weg|wegfällt|scheidet[ \t]+aus|ausgeschieden|gekippt|aplazad[oa]s?|aplaza|pospuest[oa]s?|postergad[oa]s?|rechazad[oa]s?|descartad[oa]s?|en[ \t]+espera|report(?:é|ée|és|ées)|ajourn(?:é|ée|és|ées)|rejet(?:é|ée|és|ées)|écart(?:é|ée|és|ées)|en[ \t]+attente|abandonn(?:é|ée|és|ées)|adiad[oa]s?|rejeitad[oa]s?|respint[aoei]|rinviat[aoei]|scartat[aoei]|rimandat[aoei]|accantonat[aoei]`;
/**
 * Words that put an option off or set it aside rather than choose it, in the languages minutes
 * come in ("C is dropped", "Option C is postponed", "wird vertagt", "se aplaza", "est
 * reportée", "adiada", "B안 보류", "案Cは見送り"): in their passive forms only, since an
 * active one takes an object ("Option B drops IE11 support").
 */
const PUT_ASIDE = new RegExp(String.raw`(?<![\p{L}])(?:postponed|deferred|put[ \t]+off|(?:(?:put|placed|kept|left)[ \t]+)?on[ \t]+(?:hold|ice)|tabled|pushed[ \t]+(?:back|out)|pushed(?=[ \t]+to[ \t]+${TIME_WORD})|parked|shelved|rejected|dropped|ruled[ \t]+out|set[ \t]+aside|declined|${EUROPEAN})(?![\p{L}])|보류|기각|제외|미채택|불채택|연기|見送|却下|不採用|非採用|不採択|未採用|不采用|延期|先送り|棚上げ|搁置|否决|暂缓(?:执行|实施|推进)?`, 'iu');
const EUROPEAN_SET_ASIDE = new RegExp(String.raw`(?<![\p{L}])(?:${EUROPEAN})(?![\p{L}])`, 'iu');
const EUROPEAN_OPTION_WORD = new RegExp(`(?:${EUROPEAN_OPTION_WORDS})[ \\t]*$`, 'iu');

/**
 * An R7 that names its option alone with a Spanish, Portuguese, Italian or German option word
 * ("Decisión: opción C, rechazada por el comité") and a put-off word anywhere in its first
 * sentence decides nothing (review 05h F3): the reader has no cue words in those languages to
 * tell what the word is said of. Lines written with "Option" keep SET_ASIDE's narrower test.
 */
export function europeanSetAside(head: string, optionStart: number): boolean {
  return EUROPEAN_OPTION_WORD.test(head.slice(Math.max(0, optionStart - 24), optionStart)) && EUROPEAN_SET_ASIDE.test(head.split(/[.。!！?？\n]/u, 1)[0] ?? '');
}

/** A decision label in French, Spanish, Portuguese, Italian or German: "Décision :", "Decisión:", "Entscheidung:". */
export const EUROPEAN_DECISION_LABEL = String.raw`décision(?:[ \t]+finale)?|décidée?|decisión|decisão|decisione|entscheidung|beschluss|beschlossen`;
const EUROPEAN_LABEL_WHOLE = new RegExp(`^(?:${EUROPEAN_DECISION_LABEL})$`, 'iu');
export const isEuropeanDecisionLabel = (label: string): boolean => EUROPEAN_LABEL_WHOLE.test(label.trim());
/** What may stand before the option a European label's value names first: an article and the option's word ("l'option B", "die Option A"). */
const BEFORE_NAMED_OPTION = new RegExp(String.raw`^[\s*_]*(?:(?:l['’]|la|le|el|a|o|die|der|das)[ \t]*)?(?:(?:option|${EUROPEAN_OPTION_WORDS})[ \t]*)?$`, 'iu');

/** A status label in those languages: "Statut :", "Estado:", "Stand:". */
export const EUROPEAN_STATUS_LABEL = 'statut|état|estado|situación|situação|stato|stand';

/** What may follow a hold word of those languages: the end, a sign, or a time or a reason ("reporté à lundi", "en attente de l'audit"), never an option ("posponer C"). */
const HOLD_ENDS_HERE = String.raw`(?=[ \t]*(?:$|[,.;:!?。()（）—–-]|(?:à|au|aux|jusqu|en|de|des|du|faute|pour|par|a|al|hasta|hacia|para|por|bis|auf|zum|zur|nach|wegen|até|per|fino|alla|entro|di|da|sine)(?![\p{L}])))`;
/** A hold said in French, German, Spanish, Portuguese or Italian, opening the decision: accented French forms only (the English "reporter" is a person). */
export const EUROPEAN_HOLD = String.raw`(?:report(?:é|ée|és|ées)|ajourn(?:é|ée|és|ées)|ajourner|en[ \t]+attente|suspendue?s?|vertagt|vertagen|zurückgestellt|zurückstellen|aufgeschoben|aufschieben|aplazad[oa]s?|aplazar|pospuest[oa]s?|posponer|en[ \t]+espera|adiad[oa]s?|adiar|rinviat[oa]|rinviare|sospes[oa])(?![\p{L}])${HOLD_ENDS_HERE}`;

/** A negation, a condition or an alternative in those languages: "n'est pas retenue", "sous réserve de", "A oder B". */
const EUROPEAN_UNCLEAR = /(?<![\p{L}])(?:n['’]|ne|pas|non(?![ \t]+négociable)|no|ni|nicht|kein\p{L}*|não|nem|nessun\p{L}*|jamais|nunca|nie|si[ \t]+(?:le|la|les|l['’]|on|nous|vous|il|elle|ils|elles|el|los|las|hay)|sinon|sauf|selon|sous[ \t]+réserve|à[ \t]+condition|(?:bajo|con)[ \t]+(?:la[ \t]+)?condición|a[ \t]+condición|unter[ \t]+(?:dem[ \t]+)?vorbehalt|unter[ \t]+der[ \t]+bedingung|(?:sob|com)[ \t]+(?:a[ \t]+)?condição|a[ \t]+condizione|con[ \t]+riserva|en[ \t]+attente|en[ \t]+espera|em[ \t]+espera|in[ \t]+attesa|ausstehend|pendiente|salvo|según|siempre[ \t]+que|vorbehaltlich|falls|wenn|sofern|je[ \t]+nach|caso|a[ \t]+menos|desde[ \t]+que|purché|ou|oder|oppure)(?![\p{L}])/iu;

/**
 * A European label's value decides only an option it names first, said plainly: no negation,
 * condition or other option in its first sentence (review 05m F2: "l'option A n'est pas
 * retenue ; on garde B", "la opción A o la B", "die Option A — vorbehaltlich der Freigabe",
 * "opción B, bajo condición de que …", "Option C unter Vorbehalt …", probe 54).
 */
export function europeanChoiceUnclear(text: string, keys: OptionKeys): boolean {
  if (namesNoOptionFirst(text, keys)) return true;
  const sentence = (text.length > 400 ? text.slice(0, 400) : text).split(/[.;。!?\n]/u, 1)[0] ?? '';
  return EUROPEAN_UNCLEAR.test(sentence) || new Set(optionMentions(sentence, keys).map((m) => m.key)).size > 1;
}

/**
 * A European label's value decides only an option it names first ("Décision : l'option B est
 * retenue", "Entscheidung: Option A ab Februar"): with no choosing verbs read in those
 * languages, a value naming no option ("aplazar hasta enero") or one further in ("a moderadora
 * recomenda B e o cliente decide") is not read as a decision.
 */
function namesNoOptionFirst(text: string, keys: OptionKeys): boolean {
  const head = text.length > 400 ? text.slice(0, 400) : text;
  const first = optionMentions(head, keys)[0];
  return first === undefined || !BEFORE_NAMED_OPTION.test(head.slice(0, first.start));
}

/** Words between an option and what is said of it: "is", "wird", "est", "se", "は" ("Option C is postponed", "案Cは見送り"). */
const COPULA = String.raw`(?:is|was|are|were|ha(?:s|ve)[ \t]+been|(?:will|should|must|shall|(?:is|are|has|have|needs?)[ \t]+to)[ \t]+be|(?:is|are)[ \t]+(?:being|going[ \t]+to[ \t]+be|to[ \t]+remain)|stays|remains|gets|got|now|wird|ist|wurde|bleibt|est|a[ \t]+été|sera|es|está|fue|será|se|queda|é|foi|fica|ficou|은|는|이|가|は|が|を)`;
/** What undoes the word after it: "연기 없이", "연기하지 않는다", "延期せず" (review 05h F2). */
const NEGATED = String.raw`(?![ \t]*(?:없이|하지|않|せず|しない|なし|不))`;
/**
 * Without a copula the word, after a comma or a dash at most, must end what is said ("Option
 * C dropped.", "Option C, rejected.", "… postponed until Q3"), never take an object ("Option B
 * dropped IE11 support", "Option B, rejected alternatives A and C").
 */
const ENDS_HERE = String.raw`(?=[ \t]*(?:$|[,.;:!?。，；：、()（）—–-]|(?:until|till|to|for|pending|due|because|indefinitely|bis|hasta|jusqu|até)(?![\p{L}])))`;
/** After a put-off word of another language, what may follow it: the end, a sign, or a time, a reason or an agent ("option C reportée au prochain comité", "vertagt auf nächste Woche", "rejetée par le comité"). */
const EUROPEAN_ENDS_HERE = String.raw`(?=[ \t]*(?:$|[,.;:!?。()（）—–-]|(?:à|au|aux|jusqu|par|pour|en|faute|a|al|alla|hasta|hacia|para|por|bis|auf|zum|zur|nach|wegen|durch|vom|von|até|pelo|pela|per|fino|entro|dal|dalla|sine)(?![\p{L}])))`;
/** "for now" said between the copula and the word: "Option C is, for now, postponed" (review 05h F5). */
const FOR_NOW = String.raw`(?:,?[ \t]*(?:for[ \t]+now|for[ \t]+the[ \t]+time[ \t]+being|once[ \t]+(?:again|more)|again|temporarily|provisionally|一旦|いったん|일단|暂时|暫時)[ \t]*,?[ \t]*)?`;
/** Said of the option right after it: "Option C is postponed", not "Option B — rollout postponed" (review 05g F1). */
const PUT_ASIDE_AFTER = new RegExp(String.raw`^[ \t]*[はを][ \t]*(?:一旦|いったん|ひとまず)?[ \t]*保留|^[ \t*_]*${FOR_NOW}(?:${COPULA}${FOR_NOW}[ \t]*(?:${COPULA}[ \t]*)?(?:${PUT_ASIDE.source})${NEGATED}|(?:[,—–:-][ \t]*)?(?:(?:${PUT_ASIDE.source})${NEGATED}${ENDS_HERE}|(?:${EUROPEAN})(?![\p{L}])${EUROPEAN_ENDS_HERE}))`, 'iu');

/**
 * The first option named is put off or set aside right where it is named (`Decision: Option
 * C is postponed until …`, `Option C wird vertagt`, `B안 보류`): a decision label with no
 * choosing verb then chooses nothing (probe 37). What the line says of anything else ("Option
 * B — rollout postponed", "Option B, the migration deferred") leaves the choice as it is.
 */
export function firstOptionPutAside(text: string, keys: OptionKeys): boolean {
  const head = squeeze(text.length > 400 ? text.slice(0, 400) : text);
  const mentions = optionMentions(head, keys);
  const first = mentions[0];
  if (first === undefined) return false;
  const after = first.end + ownNameLength(head, first, mentions);
  // "Option C (postponed)": the bracket is the put-off word alone, not the option's history ("(deferred until …, now landed)").
  const bracket = OWN_BRACKET.exec(head.slice(first.end, first.end + 90));
  return PUT_ASIDE_AFTER.test(head.slice(after, after + 80)) || (bracket !== null && PUT_ASIDE_ALONE.test(bracket[0].replace(/^[ \t]*[(（]|[)）]$/gu, '')));
}

const PUT_ASIDE_ALONE = new RegExp(String.raw`^[ \t]*(?:${PUT_ASIDE.source})[ \t.]*$`, 'iu');
/** A bracket that says the choice is not made: "(TBD)", "(to be decided)", "(pending)", "(tentative)". */
const NOT_MADE_ALONE = /^[ \t]*(?:tbd|tbc|tba|to[ \t]+be[ \t]+(?:decided|confirmed|agreed)|pending|provisional|tentative|undecided|open|unclear|\?+)[ \t.]*$/iu;
/** Between the option and its bracket: nothing, or a separator and the option's own title ("Option B (TBD)", "B: Kafka (abgelehnt)"). */
const TITLE_SEPARATOR = /^[ \t*_]*(?:[:：—–-][ \t*_]*)?/u;

/**
 * An aside in brackets on the first option named, right after it or its title, that puts it off,
 * sets it aside or says it is not chosen yet ("- Option B (TBD).", "**Decision:** B: Kafka
 * (abgelehnt).", review 07a rows 9, 11): the line chooses nothing.
 */
export function firstOptionAsideDenies(text: string, keys: OptionKeys): boolean {
  const head = text.length > 400 ? text.slice(0, 400) : text;
  const first = optionMentions(head, keys)[0];
  if (first === undefined) return false;
  // Right after the option, or after its title: not after other words ("Option B — cluster size (TBD)", review 07b rows 3, 4).
  const after = head.slice(first.end, first.end + 120);
  const separator = TITLE_SEPARATOR.exec(after)![0].length;
  const title = (keys.titles?.get(first.key) ?? '').replace(/[*_`]/gu, '').trim();
  const plain = after.slice(separator).replace(/[*_`]/gu, '');
  const at = separator > 0 && title !== '' && plain.toLowerCase().startsWith(title.toLowerCase()) ? plain.slice(title.length) : after;
  // A bracket that is no aside of its own (the title, "see R1", "3 brokers"): the aside may be a later one ("- Option B (Kafka) (3 brokers) (TBD).", reviews 07c n07, 07d t01, 07e t01).
  let rest = at;
  for (let i = 0; i < 6; i++) {
    const bracket = OWN_BRACKET.exec(rest.slice(0, 90));
    if (bracket === null) break;
    const inside = bracket[0].trim().slice(1, -1);
    if (PUT_ASIDE_ALONE.test(inside) || NOT_MADE_ALONE.test(inside)) return true;
    rest = rest.slice(bracket[0].length);
  }
  // Or after a dash, to the clause's end: "- Option B (Kafka) — TBD." (review 07e t06).
  const dashed = /^[ \t]*[—–-][ \t]*([^.,;。(（\n]{1,40})/u.exec(rest);
  return dashed !== null && NOT_MADE_ALONE.test(dashed[1]!);
}

/** A bracket, or the option's other name, right after its mention: "Option C (Cassandra)", "Cassandra (Option C)", "Option C: Cassandra". */
const OWN_BRACKET = /^[ \t]*(?:[(（][^()（）\n]{0,80}[)）]|\[[^[\]\n]{0,80}\])/u;
const OWN_SEPARATOR = /^[ \t]*(?:[:(（—–-][ \t]*)?$/u;
const CLOSING = /^[ \t]*[)）]/u;

/** How much of the text after `first` names the same option again (up to two steps), for the put-off word to follow. */
function ownNameLength(head: string, first: OptionMention, mentions: readonly OptionMention[]): number {
  // "Cassandra (Option C) is postponed": the bracket closes after the reference.
  let end = first.end + (/[(（][ \t]*(?:\p{L}+[ \t]*)?$/u.test(head.slice(Math.max(0, first.start - 12), first.start)) ? (CLOSING.exec(head.slice(first.end, first.end + 4))?.[0].length ?? 0) : 0);
  for (let step = 0; step < 2; step++) {
    const bracket = OWN_BRACKET.exec(head.slice(end, end + 90));
    const again = mentions.find((m) => m.start >= end && m.key === first.key);
    if (again !== undefined && OWN_SEPARATOR.test(head.slice(end, again.start))) end = again.end + (CLOSING.exec(head.slice(again.end, again.end + 4))?.[0].length ?? 0);
    else if (bracket !== null) end += bracket[0].length;
    else break;
  }
  return end - first.end;
}
