// Which option a labelled decision chooses when its round names more than one: two joined
// in its own text ("A and C", "方案A和方案C并行试点"), or another line of the round choosing a
// different one ("Decision reversed — we go with Option B instead", a second "Decision:
// Option C."). The text does not say which one the meeting settled on, so no option is
// shown as decided and a warning names the lines (probe 23 rows 17, 23, 32 and 44).
import type { Block } from '../../parse/markdownBlocks.ts';
import { optionMentions, type OptionKeys } from './options.ts';
import { MAIN_PAST_SOURCE } from '../englishPast.ts';

const OPTION_WORD = String.raw`(?:[Oo]ptions?|[Pp]lans?|方案|案)[ \t]*`;
/** An option as a decision names it first: a letter ("A", "Option A", "A안"), or a number with its word ("Option 1", "1안", "1案", "2번"). */
const FIRST_KEY = `(?:${OPTION_WORD}([A-H1-9])|([A-H])(?:안|案)?|([1-9])(?:안|案|번|号|號))`;
/**
 * The option joined to it: a letter, or a number with its word or suffix; a bare number only
 * where nothing but punctuation or "together" follows ("options 1 and 3."), never a count
 * ("Option 2 and 3 more weeks", "2번과 3명").
 */
const SECOND_KEY = String.raw`(?:${OPTION_WORD}([A-H1-9])|([A-H])(?:안|案)?|([1-9])(?:안|案|번|号|號)|([1-9])(?=[ \t]*(?:$|[.,;:!?。，、；：)）]|(?:together|in[ \t]+parallel|side[ \t]+by[ \t]+side|병행|並行|并行)(?![\p{L}]))))`;
const CHOOSING = String.raw`^[\s*_]*(?:(?:we[ \t]+)?(?:adopt|choose|go[ \t]+with|pick|select|approve|pilot|run|keep)[ \t]+(?:both[ \t]+)?)?`;
/**
 * Two options joined as the decision itself, at its start (after a choosing verb at most):
 * "A and C", "adopt Option A and Option C", "方案A和方案C并行试点", "1안과 3안 병행", "options 1
 * and 3"; or listed with a comma and run together ("1안, 3안 병행", "A, C in parallel"). Not a
 * pair further on ("Option B (A and C rejected)", "B안 채택, A안과 C안은 기각"); a comma alone
 * lists, it does not join.
 */
const JOINED = new RegExp(String.raw`${CHOOSING}${FIRST_KEY}[ \t]*(?:(?:&|\+|and|plus|as well as|및|과|와|和|及|与|と|・)[ \t]*${SECOND_KEY}(?![A-Za-z0-9])|[,，、][ \t]*${SECOND_KEY}(?![A-Za-z0-9])[ \t]*(?:을|를)?[ \t]*(?:병행|동시|並行|并行|同時|together|in[ \t]+parallel|side[ \t]+by[ \t]+side))`, 'iu');

/**
 * Two options each decided for a part of the whole, in the decision's first sentence: "A for
 * web, C for mobile", "adopt Option A for web and Option C for mobile" (probe 52 rows 4, 5).
 */
const SPLIT = new RegExp(String.raw`${CHOOSING}${FIRST_KEY}[ 	]+(?:for|on|in)[ 	]+[^,;.。
]{1,40}?[ 	]*(?:[,;，]|and|&)[ 	]*(?:and[ 	]+)?${SECOND_KEY}(?![A-Za-z0-9])[ 	]+(?:for|on|in)[ 	]`, 'iu');

/**
 * A split decision, unless a part is put off, conditioned or turned down ("B for now, A for web
 * later if budget allows", "B for web, C for mobile was rejected": review 06zc rows 6 and 7).
 */
function splitDecision(sentence: string): RegExpExecArray | null {
  const split = SPLIT.exec(sentence);
  return split === null || NOT_SPLIT.test(sentence) ? null : split;
}
const NOT_SPLIT = /(?<![\p{L}])(?:now|for the moment|for the time being|later|next|eventually|maybe|perhaps|if|unless|when|once|rejected|dropped|declined|not|in Q[1-4])(?![\p{L}])/iu;

export interface DecisionChoice {
  chosenOption?: string;
  /** Why no option is shown as decided, at the line that makes it so. */
  conflict?: { message: string; line: number };
}

/**
 * The option a labelled decision on `line` chooses (`chosen`, read from its own text), unless
 * its first sentence joins two options or another block of the round chooses another one
 * (`chooses` reads a block's choice: a decision label's value or a choosing verb's option).
 */
export function settledChoice(decision: { text: string; line: number; chosen: string | undefined }, blocks: readonly Block[], keys: OptionKeys, chooses: (text: string) => string | undefined): DecisionChoice {
  const first = (decision.text.length > 400 ? decision.text.slice(0, 400) : decision.text).split(/[.;。；\n]/u)[0] ?? '';
  const joined = JOINED.exec(first) ?? splitDecision(first);
  const one = joined?.[1] ?? joined?.[2] ?? joined?.[3];
  const other = joined?.[4] ?? joined?.[5] ?? joined?.[6] ?? joined?.[7] ?? joined?.[8] ?? joined?.[9] ?? joined?.[10] ?? joined?.[11];
  if (one !== undefined && other !== undefined && one !== other && keys.includes(one) && keys.includes(other)) {
    return { conflict: { line: decision.line, message: `the decision on line ${decision.line} names options ${one} and ${other} together; no single option is shown as decided` } };
  }
  if (decision.chosen === undefined) return {};
  for (const block of blocks) {
    if (block.line === decision.line) continue;
    const other = chooses(block.text);
    if (other !== undefined && other !== decision.chosen) {
      return { conflict: { line: block.line, message: `line ${block.line} chooses option ${other}, the decision on line ${decision.line} option ${decision.chosen}; no option is shown as decided` } };
    }
  }
  return { chosenOption: decision.chosen };
}

/**
 * A later line that says today's decision overrides an earlier one ("…; today's decision
 * supersedes it", review 06ze row 12): it tells of the past, and chooses nothing now. Only
 * today's decision superseding: a line that supersedes with a choice of its own ("Decision:
 * Option C (supersedes the decision of …)", "…, we go with C instead; this supersedes …",
 * review 07a rows 6, 7) is a new decision, and one that names the past and reverses ("Last
 * week's decision is reversed — we go with C instead") a reversal (review 06zh rows 9, 10).
 */
export const LOOKS_BACK = /(?<![\p{L}])(?:(?:today['’]s|this[ \t]+meeting['’]s|the[ \t]+(?:above|present|current|new))[ \t]+decision[ \t]+supersede[sd]|superseded[ \t]+by[ \t]+(?:today['’]s|this[ \t]+meeting['’]s|the[ \t]+(?:above|present|current|new))[ \t]+decision)(?![\p{L}])/iu;

/** What a decision says becomes of the option it opens with, when it keeps or takes it. */
const KEEPS = /継続|続行|維持|採用|選択|に決定|で行く|にする|계속|유지|채택|선택|(?:으로|로)[ \t]*(?:간다|결정)|继续|保持|维持|采用|选择|(?<![\p{L}])(?:stays|remains|continues|is kept|is adopted|is chosen|wins|goes ahead)(?![\p{L}])/iu;
/** Any word that turns it down, puts it off, keeps it under review or denies it: such a line chooses nothing. */
const DENIES = /しない|せず|ない|見送|却下|不採用|保留|先送|持ち越|審議|検討|協議|議論|観察|기각|보류|중단|않|아니|안 함|검토|논의|否决|否決|不|放弃|暂缓|搁置|观察|讨论|研究|审议|评估|(?<![\p{L}])(?:not|no|never|rejected|declined|dropped|off|deferred|parked|withdrawn|postponed|on hold|review|reviewed|discussion|discussed|considered|consideration|evaluation|revisited)(?![\p{L}])/iu;

/**
 * The option a decision label's value opens with when the value says it is kept or taken
 * (`決定：案Aを継続する。`, `Decision: Option A stays`), as that label alone would decide it;
 * never with another option named, a word that turns it down, or a condition.
 */
export function optionOpeningLabel(value: string, keys: OptionKeys, putAside: (text: string) => boolean): string | undefined {
  const head = squeezeHead(value.replace(/^[\s*_`]+/u, ''));
  const mentions = optionMentions(head, keys);
  const first = mentions[0];
  if (first === undefined || mentions.some((m) => m.key !== first.key)) return undefined;
  const opens = new RegExp(String.raw`^(?:${OPTION_WORD}|후보[ \t]*|대안[ \t]*)?$`, 'u').test(head.slice(0, first.start));
  const said = head.slice(first.end);
  return opens && KEEPS.test(said) && !DENIES.test(said) && !NOT_A_CHOICE.test(head) && !putAside(head) ? first.key : undefined;
}

const squeezeHead = (text: string): string => (text.length > 400 ? text.slice(0, 400) : text);

/** A line that overturns what was decided: "Decision reversed — we go with B instead", "B안으로 번복". */
export const REVERSAL = /(?<![\p{L}])(?:revers(?:ed|es|ing)|overturn(?:ed|s)?|instead|revised|changed[ \t]+to)(?![\p{L}])|번복|변경|改为|改成|撤回|覆す|変更/iu;
/** A choice under a condition or one not made: a fallback, "if B fails … we go with C", "had we adopted C". */
export const NOT_A_CHOICE = /(?<![\p{L}])(?:if|unless|should|had|would|fallback|otherwise|proposed|suggested)(?![\p{L}])|如果|もし|만약/iu;

/**
 * A paragraph whose later line decides again (`Decision: Option B.` then `Decision reversed —
 * we go with Option A instead.` on the next line): each line a block of its own, so the later
 * line is another choice of the round (probe 28, m06) and the decision's text is its own line.
 */
export function choiceLines(blocks: readonly Block[], decidesAgain: (text: string) => boolean): Block[] {
  const lineBlock = (l: Block['lines'][number]): Block => ({ kind: 'paragraph', text: l.text.trim(), line: l.line, lines: [l] });
  return blocks.flatMap((b) => {
    if (b.kind === 'item') return itemThenChoice(b, decidesAgain, lineBlock);
    const again = b.kind === 'paragraph' && b.lines.length > 1 && b.lines.slice(1).some((l) => l.text.length <= 400 && decidesAgain(l.text.trim()));
    return again ? b.lines.filter((l) => l.text.trim() !== '').map(lineBlock) : [b];
  });
}

/**
 * A list item whose unindented next line is a decision's label (`- A: abgelehnt (zu teuer).` /
 * `Beschluss: Option B (Kafka).`, review 06zf row 15): Markdown reads that line on as the item's,
 * a reader sees the decision; the item ends before it and each line after is a block of its own.
 */
function itemThenChoice(item: Block, decidesAgain: (text: string) => boolean, lineBlock: (l: Block['lines'][number]) => Block): Block[] {
  const at = item.lines.findIndex((l, i) => i > 0 && !/^[ \t]/u.test(l.text) && l.text.length <= 400 && decidesAgain(l.text.trim()));
  if (at === -1) return [item];
  const own = item.lines.slice(0, at);
  const text = item.text.split('\n').slice(0, own.length).join('\n').trim();
  return [{ ...item, text, lines: own }, ...item.lines.slice(at).filter((l) => l.text.trim() !== '').map(lineBlock)];
}

/**
 * An unlabelled decision's option (`chosen`): another of its blocks choosing another one
 * (`- Adopt Option A …` / `- Adopt Option B …`, probe 29) unsettles it, as for a label.
 */
export function settledAmong(chosen: string | undefined, blocks: readonly Block[], keys: OptionKeys, chooses: (text: string) => string | undefined): DecisionChoice {
  const first = chosen === undefined ? undefined : blocks.find((b) => chooses(b.text) === chosen);
  if (first === undefined) return chosen === undefined ? {} : { chosenOption: chosen };
  return settledChoice({ text: first.text, line: first.line, chosen }, blocks, keys, chooses);
}

/**
 * A line that opens by going back to an option, the meeting's own act ("Reverted to Option C after
 * the load test", "We go back to Option C"); not a person's ("Cy reverted to Option C's config",
 * review 07b row 8). A reversal: withoutEntryDate first.
 */
export const BACK_TO = /^[ \t]*(?:[-*+][ \t]+)?(?:we[ \t]+)?(?:go(?:es|ing)?[ \t]+back|revert(?:ed|s)?)[ \t]+to(?![\p{L}])/iu;

/** A date opening a dated log entry (`- 2027-12-12: Decision: Option C.`): what follows is read as the line. */
const DATED_ENTRY = /^([ \t]*(?:[-*+][ \t]+)?)(?:\*\*)?\d{4}-\d{2}-\d{2}(?:[ T]\d{1,2}:\d{2})?(?:\*\*)?[ \t]*(?:[:：]|[—–]|-(?=[ \t]))[ \t]*/u;
export const withoutEntryDate = (text: string): string => text.replace(DATED_ENTRY, '$1');

/**
 * The one option a later decision label's value opens with, or a reversal names right after its
 * word ("Decision: Option C (supersedes …)", "Decision reversed — Option C instead.", "we go back
 * to Option C", "Reverted to Option C after the load test"), when nothing after it turns it down
 * and nothing makes it a condition ("Resolved: revisit Option C next quarter" names no choice).
 * A later choice only unsettles the decision (settledChoice): reading it draws less, never more.
 */
export function soleOptionNamed(text: string, keys: OptionKeys, after: 'opening' | 'reversal'): string | undefined {
  const head = squeezeHead(text.replace(/^[\s*_`]+/u, ''));
  const mentions = optionMentions(head, keys);
  const first = mentions[0];
  if (first === undefined || mentions.some((m) => m.key !== first.key)) return undefined;
  const reversal = after === 'reversal' ? (BACK_TO.exec(head) ?? REVERSAL.exec(head)) : null;
  const from = reversal === null ? 0 : reversal.index + reversal[0].length;
  if ((after === 'reversal' && reversal === null) || first.start < from || !BEFORE_SOLE_OPTION.test(head.slice(from, first.start))) return undefined;
  return deniedAfter(head, first.end) ? undefined : first.key;
}

/** Between a reversal's word (or a label) and the option it names: signs and a few small words ("— ", " to ", "— we go with "). */
const BEFORE_SOLE_OPTION = new RegExp(String.raw`^[\s*_—–:,;-]*(?:(?:we|to|with|go|going|back|now|it[ \t]+is|is)[ \t]+){0,4}(?:${OPTION_WORD})?$`, 'iu');

/**
 * What follows an option named in a later line keeps it from being a choice: a word that turns it
 * down, puts it off or keeps it under review, a condition or a fallback anywhere in the line, or
 * the option's own part ("Option C's pilot is postponed", "Option C remains the fallback").
 */
export function deniedAfter(head: string, optionEnd: number): boolean {
  return /^['’]s(?![\p{L}])/u.test(head.slice(optionEnd)) || DENIES.test(head.slice(optionEnd)) || NOT_A_CHOICE.test(head);
}

/** "Decision on Option A reversed", "reversed the decision for Option A": the decision itself, named so, around the option. */
const DECISION_BEFORE = /(?<![\p{L}])decision[ \t]+(?:on|for|of|to[ \t]+(?:adopt|choose|take))[ \t]+(?:option[ \t]+|plan[ \t]+)?$/iu;
/** The decision itself reversed, never something it acts on: not "reversed the trend" (review 07d r01), but "reversed in the steering meeting", "… due to costs", "… unanimously" (review 07e). */
const REVERSED_AFTER = /^[ \t]+(?:(?:was|is|has[ \t]+been|had[ \t]+been|got|now)[ \t]+)?(?:reversed|overturned|rescinded|revoked)(?![\p{L}])(?![ \t]+(?:the|a|an|its|their|our|his|her|this|that|these|those|it|them)(?![\p{L}]))/iu;
const REVERSED_BEFORE = /(?<![\p{L}])(?:reversed|overturned|rescinded|revoked)[ \t]+(?:the[ \t]+|our[ \t]+|its[ \t]+)?decision[ \t]+(?:on|for|of|to[ \t]+(?:adopt|choose|take))[ \t]+(?:option[ \t]+|plan[ \t]+)?$/iu;
const NEGATED_REVERSAL = /(?<![\p{L}])(?:not|no|never|without|nobody|none|neither|nor|asked|ask|asks|wants?|proposed|suggested)(?![\p{L}])|n['’]t(?![\p{L}])|[?？]|^(?:\*\*)?risks?(?:\*\*)?[ \t]*[:：—–-]|(?<![\p{L}])(?:reports?|rumou?rs?|claims?)[ \t]+that(?![\p{L}])|(?<![\p{L}])(?:is|are)[ \t]+(?:wrong|false|untrue|incorrect)(?![\p{L}])|(?<![\p{L}])(?:then|later|since|but|and[ \t]+then)[ \t]+(?:(?:was|been)[ \t]+)?(?:reinstated|restored|reaffirmed|re-?adopted)(?![\p{L}])|(?<![\p{L}])(?:it|decision|option[ \t]+[\p{L}\p{N}]{1,3})[ \t]+(?:was|has[ \t]+been|got)[ \t]+(?:reinstated|restored|reaffirmed)(?![\p{L}])|(?<![\p{L}])(?:reinstated|reinstates|restored|restores|reaffirmed|reaffirms|re-?adopted)[ \t]+(?:the[ \t]+(?:original[ \t]+|earlier[ \t]+|previous[ \t]+)?(?:decision|choice)|it)(?![\p{L}])|소문|사실이[ \t]*아니|아니다|않았|wieder[ \t]+in[ \t]+kraft|rétablie|restablecida/iu;
/** A reversal still to come, in the reversal's own clause: "… is reversed by the board next quarter", "may be reversed" (review 07d r06); not "the team will move back" in another (review 07e r03). */
const REVERSAL_TO_COME = /(?<![\p{L}])(?:may|might|could|would|will|shall|going[ \t]+to|risks?[ \t]+(?:that|of|being))(?![\p{L}])|(?<![\p{L}])next[ \t]+(?:week|month|quarter|year|meeting|sprint|time|review)(?![\p{L}])/iu;
/** ", but only if/when/after …": the clause after it says when the reversal takes effect (review 07w r1–r4, 07x r1–r6). */
const REVERSAL_WAITS_AFTER_BUT = new RegExp(String.raw`[,，][ \t]*but(?![\p{L}])(?![ \t]+only[ \t]+(?:if|when|once|from|starting|as[ \t]+of|after(?![^.;,]{0,80}?(?:${MAIN_PAST_SOURCE}))[ \t]+(?:(?:that|which|who)[ \t]+[\p{L}'’-]+[ \t]+|(?!(?:that|which|who)[ \t])[\p{L}\p{N}'’-]+[ \t]+){0,9}?(?:is|are|has|have|ends|signs|closes|lands|ships|finishes|passes|completes|arrives|comes|goes|opens|starts|expires|lifts|agrees|approves|returns))(?![\p{L}]))`, 'u');
/** The clause of `head` around `at`, between the sentence marks or semicolons before and after it (or a ", but" after it). */
function clauseAround(head: string, at: number): string {
  const before = Math.max(head.lastIndexOf(';', at), head.lastIndexOf('. ', at), head.lastIndexOf('；', at));
  // A clause after "but" is another's: "Decision reversed, but should prices fall we will look again" (review 07n r3).
  const ends = [head.indexOf(';', at), head.indexOf('. ', at), head.indexOf('；', at), head.slice(at).search(REVERSAL_WAITS_AFTER_BUT)].map((i, n) => (n === 3 && i !== -1 ? i + at : i)).filter((i) => i !== -1);
  return head.slice(before + 1, ends.length === 0 ? head.length : Math.min(...ends));
}

/** "Decision reversed — …", "The decision was overturned.", "Decision revoked:" opening a later line (after its date). */
const DECISION_REVERSED_OPENING = new RegExp(String.raw`^[ \t]*(?:[-*+][ \t]+)?(?:\*\*)?(?:the[ \t]+|our[ \t]+|today['’]s[ \t]+|this[ \t]+)?decision(?:\*\*)?[ \t]+(?:(?:was|is|has[ \t]+been|got)[ \t]+)?(?:reversed|overturned|rescinded|revoked)(?![\p{L}])(?![ \t]+(?:the|a|an|its|their|our|this|that|it|them|on|for|regarding|about|as[ \t]+to)(?![\p{L}]))(?![ \t]*,?[ \t]*(?:(?:but[ \t]+)?only[ \t]+(?:if|when|once|from|starting|as[ \t]+of|after(?![^.;,]{0,80}?(?:${MAIN_PAST_SOURCE}))[ \t]+(?:(?:that|which|who)[ \t]+[\p{L}'’-]+[ \t]+|(?!(?:that|which|who)[ \t])[\p{L}\p{N}'’-]+[ \t]+){0,9}?(?:is|are|has|have|ends|signs|closes|lands|ships|finishes|passes|completes|arrives|comes|goes|opens|starts|expires|lifts|agrees|approves|returns))|in[ \t]+part|partly|partially|if|unless|in[ \t]+case|provided|should)(?![\p{L}]))|^[ \t]*(?:[-*+][ \t]+)?(?:\*\*)?(?:die[ \t]+)?(?:entscheidung|beschluss)(?:\*\*)?[ \t]+(?:(?:wurde|ist)[ \t]+)?(?:revidiert|aufgehoben|rückgängig[ \t]+gemacht|gekippt)(?![\p{L}])(?![ \t]*,?[ \t]*(?:aber[ \t]+)?(?:erst|nur)[ \t]*,?[ \t]+(?:wenn|sobald|falls|ab|nachdem(?![^.;,]{0,80}(?:wurde|war|waren|hatte|hatten)(?![\p{L}]))))`, 'iu');
/**
 * The decision said to stand after all ("Decision reversed on the cache TTL only; Option A stands",
 * review 07g r2): the decision, "it" or the decided option, not another ("Option B remains the
 * fallback"); "remains" only said alone or as in force ("it remains to be seen" keeps nothing, 07i r4, r5).
 */
const STILL_STANDS = /(?<![\p{L}])(?:option[ \t]+([\p{L}\p{N}]{1,3})|([A-H])|decision|it)[ \t]+(?:still[ \t]+)?(?:stands|holds|stays|is[ \t]+unchanged|remains|bleibt|gilt)(?![\p{L}])(?![ \t]+to[ \t]+be(?![\p{L}]))(?![ \t]+(?:(?:as|only|on)[ \t]+)*(?:the[ \t]+|a[ \t]+|an[ \t]+|our[ \t]+)?(?:fallback|backup|alternative|reserve|plan[ \t]+b)(?![\p{L}]))/iu;
const stillStands = (head: string, chosen: string): boolean => {
  const stands = STILL_STANDS.exec(head);
  const named = stands?.[1] ?? stands?.[2];
  if (stands !== null && (named === undefined || named.toUpperCase() === chosen.toUpperCase())) return true;
  // "Decision reversed — we go with Option B after all": back to the option decided (review 06zc c19).
  return new RegExp(String.raw`(?<![\p{L}\p{N}])(?:option[ \t]+)?${chosen.replace(/[^\p{L}\p{N}]/gu, '')}[ \t]+(?:after[ \t]+all|anyway|regardless)(?![\p{L}])`, 'iu').test(head);
};
/** The decision's own name for a choice, after the option's possessive: "the decision on Option A's adoption was reversed" (review 07e r07). */
const OWN_ACT = /^['’]s[ \t]+(?:adoption|selection|choice|approval)(?![\p{L}])/iu;
/** "Die Entscheidung für Option A wurde rückgängig gemacht" (review 07e r10), "la décision pour l'option A a été annulée". */
const DECISION_BEFORE_EU = /(?<![\p{L}])(?:entscheidung|beschluss|décision|decisión|decisão|decisione)[ \t]+(?:für|über|zur?|zum|bezüglich|pour|sur|de|concernant|sobre|por|per|su|relativa[ \t]+a|riguardo[ \t]+a)[ \t]+(?:die[ \t]+|l['’]|la[ \t]+|el[ \t]+|a[ \t]+)?(?:option[ \t]+|variante[ \t]+|opción[ \t]+|opção[ \t]+|opzione[ \t]+)?$/iu;
const REVERSED_AFTER_EU = /^[ \t]+(?:wurde|ist|war|a[ \t]+été|est|fue|ha[ \t]+sido|foi|è[ \t]+stata)[ \t]+(?:[\p{L}]+[ \t]+){0,3}(?:rückgängig[ \t]+gemacht|aufgehoben|revidiert|zurückgenommen|gekippt|annulée|renversée|révoquée|revocada|anulada|revertida|annullata|revocata)(?![\p{L}])/iu;
/** "A안 결정은 번복되었다", "A안 채택이 철회됐다" (review 07e r09). */
const REVERSED_AFTER_KO = /^[ \t]*(?:(?:채택|선택)[ \t]*)?(?:결정|채택|선택)(?:은|는|이|을)?[ \t]*(?:번복|철회|취소)(?:되었|됐|했|함|됨)/u;

/** Whether the words around an option say the decision on it was reversed. */
function reversalAround(before: string, after: string): boolean {
  if (REVERSED_AFTER_KO.test(after) || (DECISION_BEFORE_EU.test(before) && REVERSED_AFTER_EU.test(after))) return true;
  // Of the option itself, not one of its parts ("the decision on Option A's pricing tier", review 07d r05).
  const own = OWN_ACT.exec(after);
  if (own === null && /^['’]s(?![\p{L}])/u.test(after)) return false;
  const rest = own === null ? after : after.slice(own[0].length);
  // "Option A's adoption was reversed" names the decision by its act (review 07f d4).
  return ((DECISION_BEFORE.test(before) || own !== null) && REVERSED_AFTER.test(rest)) || REVERSED_BEFORE.test(before);
}

/**
 * A line after the decision round that reverses the decision on the decided option, saying so
 * ("Decision on Option A reversed.", "The board reversed the decision on Option A.", review 07b
 * row m18): no option is shown as decided. Only with the word "decision" at the option: a line
 * that reverses something of it or something else ("Reversed the order: Option A first", "Option
 * A's cost curve reversed", "Nobody reversed Option A", review 07c) leaves it decided.
 */
export function withLaterReversal(choice: DecisionChoice, later: readonly Block[], keys: OptionKeys, decisionLine: number): DecisionChoice {
  const chosen = choice.chosenOption;
  if (chosen === undefined) return choice;
  for (const block of later) {
    const head = squeezeHead(withoutEntryDate(block.text));
    if (NEGATED_REVERSAL.test(head) || reinstatesChosen(head, chosen)) continue;
    if (EARLIER_DECISION.test(head)) {
      // Told of an earlier decision, the line may still go with another option in a clause of its own ("… is reversed — we go
      // with Option C": review 07zl v5); the earlier decision's own choice is told of ("The 2025 decision adopted Option B": 07zn d17–d20).
      const clauses = head.split(/[—–;:.。；]+|,?[ \t]+and[ \t]+(?=(?:we|I)[ \t])/u).filter((clause) => !EARLIER_DECISION.test(clause));
      const other = keys.find((key) => key !== chosen && clauses.some((clause) => choosesByName(clause, key)));
      if (other === undefined) continue;
      return { conflict: { line: block.line, message: `line ${block.line} goes with option ${other} after the decision on option ${chosen} (line ${decisionLine}); no option is shown as decided` } };
    }
    // Sentences at their marks, not after an abbreviation ("… Option A vs.\nOption B rollout order", review 07y p2).
    // A line that opens by saying the decision was reversed, whatever it then says of the options (review 06zh row 10; "…: Option B remains the fallback", 07i r5).
    const opening = DECISION_REVERSED_OPENING.exec(head);
    if (opening !== null && !stillStands(head, chosen) && !REVERSAL_TO_COME.test(clauseAround(head, opening[0].length - 1))) return { conflict: { line: block.line, message: `line ${block.line} says the decision was reversed (the decision on line ${decisionLine}: option ${chosen}); no option is shown as decided` } };
    if (NOT_A_CHOICE.test(head)) continue;
    // Sentence by sentence: "B안 결정은 번복되었다. A안 유지로 돌아간다." reverses B in its first (probe 59 m05).
    if (head.split(/(?<=(?<!(?<![\p{L}])(?:vs|cf|approx|incl|e\.g|i\.e|z\.B|bzw|ca|Nr|No))[.!?。！？])\s+/iu).some((sentence) => reversesChosen(sentence, chosen, keys))) return { conflict: { line: block.line, message: `line ${block.line} reverses the decision on option ${chosen} (line ${decisionLine}); no option is shown as decided` } };
  }
  return choice;
}

/** Another, earlier decision told of: "the 2025 decision on Option A was reversed after the outage" (review 07zk v3). */
const EARLIER_DECISION = /(?<![\p{L}\p{N}])(?:(?:19|20)\d{2}|previous|earlier|prior|former|last[ \t]+(?:year|quarter|month)['’]s)[ \t]+decision(?![\p{L}])/iu;

/** A clause that tells an earlier decision's choice, the decision named before the option: "The 2025 decision adopted Option B" (not "We adopt C in line with the prior decision": review 07zo d7). */
export const toldOfEarlier = (clause: string, keys: OptionKeys): boolean => {
  const earlier = EARLIER_DECISION.exec(clause);
  // Or the decision as the agent of the choice: "Option B was adopted by the 2025 decision" (review 07zp d1).
  return earlier !== null && (earlier.index < (optionMentions(clause, keys)[0]?.start ?? clause.length) || /(?<![\p{L}])by[ \t]+(?:the[ \t]+|our[ \t]+)?$/iu.test(clause.slice(0, earlier.index)));
};

/** A sentence that names only the chosen option and says its decision was reversed, not still to come. */
function reversesChosen(sentence: string, chosen: string, keys: OptionKeys): boolean {
  const mentions = optionMentions(sentence, keys);
  if (mentions.length === 0 || mentions.some((m) => m.key !== chosen)) return false;
  return mentions.some((m) => reversalAround(sentence.slice(0, m.start), sentence.slice(m.end))) && !REVERSAL_TO_COME.test(clauseAround(sentence, mentions[0]!.start));
}

/** A clause choosing `key` by name, the verb before it or after it: "we adopt Option B", "we're adopting B", "Option B is adopted" (review 07i d3); not "Option B's retry policy" (07g a1). */
export const choosesByName = (text: string, key: string): boolean =>
  new RegExp(String.raw`(?:adopt(?:s|ed|ing)?|cho(?:ose|oses|osing|se|sen)|go(?:es|ing)?[ \t]+with|pick(?:s|ed|ing)?|select(?:s|ed|ing)?|approv(?:e|es|ed|ing)|settled[ \t]+on|take|taking|in[ \t]+favou?r[ \t]+of)[ \t]+(?:option[ \t]+)?${key}(?!['’]s)(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?:option[ \t]+)?${key}[ \t]+(?:is|was|has[ \t]+been|gets)[ \t]+(?:adopted|chosen|selected|picked|approved)(?![\p{L}])`, 'iu').test(text);

/** The decided option itself reinstated after a reversal: "On Friday the board reinstated Option A" (review 07j r3; not another option, 07k r2). */
const REINSTATED = /(?<![\p{L}])(?:reinstated|reinstates|restored|restores|reaffirmed|reaffirms|re-?adopted)[ \t]+option[ \t]+([\p{L}\p{N}]{1,3})(?![\p{L}\p{N}])/iu;
const reinstatesChosen = (head: string, chosen: string): boolean => REINSTATED.exec(head)?.[1]?.toUpperCase() === chosen.toUpperCase();
