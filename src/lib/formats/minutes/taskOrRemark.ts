// Whether a list item beside an action table is a task of its own or a remark on the table
// (`- Cy Tran: fine-ish, but fix bugs flagged by QA.` against `- Cy Tran: happy with the owners above.`).
import { plainText } from '../../core/plainText.ts';
import { TASK_VERB } from './actionOwner.ts';
import type { ActionField } from './model.ts';

/**
 * A list item beside an action table is an action of its own only with an owner and a task: a due
 * date, a task's verb first (`- Cy Tran: audit … by 2027-12-20.`), or an owner before a dash
 * (`- Noah Kim — audit …`); not a remark (`- Cy Tran: happy with the owners above.`, `- Cy Tran: the
 * due date above looks tight to me.`; reviews 07h a4, 07i a1, a3, 07j a1, a2).
 */
export function taskBesideTable(text: string, values: ReadonlyMap<ActionField, string>): boolean {
  const what = plainText(values.get('what') ?? '');
  // Past an adverb ("also update …", "still waiting …"), the first word says which it is (reviews 07n a1–a3, 07o a1–a3, 07p a3–a7).
  const rest = what.replace(/^(?:(?:also|just|still|only|then|now|please|kindly|auch|noch|nur|bitte)[ \t]+)+/iu, '');
  // A remark word, then a task with its date: "good-ish: retrain … by 2027-12-22" (review 07y a2).
  const remarked = REMARK_THEN_TASK.exec(what);
  const [after, next, third] = [remarked?.[2] ?? '', remarked?.[3] ?? '', remarked?.[4] ?? ''];
  // A state goes on remarking ("close to done", "almost there"), unless it is a verb with its object ("close the ticket").
  const goesOn = NOT_A_TASK_WORD.test(after) && !(TASK_VERB.test(after) && OBJECT_WORD.test(next));
  // Without a date, a task's verb opens a task after "but"/"then" or with its object, unless it is a noun whose verb
  // follows ("but test results look mixed", "comments stalled"; not "tests scheduled for …"): reviews 07y–07zi.
  // A participle of planning, or one with its agent, is the object's ("move tests scheduled for Friday", "fix bugs flagged by QA"); any other past is the noun's own verb ("review comments stalled for a week": reviews 07zj a1–a6, 07zl a1).
  // "by" and an amount is no agent ("build times improved by 20%": review 07zm a1, a2).
  const byAgent = /^by$/iu.test(remarked?.[5] ?? '') && !amountAfterBy(what, third);
  const past = /^\p{L}+ed$/u.test(third) && !PLANNED.test(third) && !byAgent && !(/^check$/iu.test(after) && /^(?:for|on|at|until|before|after)$/iu.test(remarked?.[5] ?? ''));
  // "ensure staging is green": a verb whose object is a clause keeps its noun and verb (review 07zi a4); "confirm" before
  // a screen's part names it ("confirm emails are still bouncing", "confirm dialogs were flaky": review 07zm a3, a4, 07zn a9).
  const clauseObject = CLAUSE_VERB.test(after) && !(/^confirm$/iu.test(after) && CONFIRM_NOUN.test(next));
  const subject = FINITE_VERB.test(next) || (!OBJECT_WORD.test(next) && !clauseObject && (FINITE_VERB.test(third) || past));
  const verbWithObject = TASK_VERB.test(after) && !goesOn && !subject && (remarked?.[1] !== undefined || (OBJECT_WORD.test(next) && !TIME_WORD.test(third)));
  const taskAfterRemark = verbWithObject || (values.has('when') && after !== '' && !goesOn && (TASK_VERB.test(after) || !SUBJECT_WORD.test(after)));
  if (!values.has('who') || (!taskAfterRemark && (REMARK.test(what) || REMARK.test(rest)))) return false;
  if (taskAfterRemark) return true;
  const first = /^[\p{L}-]+/u.exec(rest)?.[0] ?? '';
  // A task opens with its verb, in lower case ("load-test …", "coordinate …"); a remark with its subject ("the due date …", "Kafka results …"), a participle or an -ing form ("blocked on …", "waiting …").
  const opensWithVerb = TASK_VERB.test(first) || (/^\p{Ll}/u.test(first) && !SUBJECT_WORD.test(first) && !/^(?!(?:need|speed|feed|seed|embed|shed|proceed|exceed|succeed|bleed|breed)$)\p{L}{3,}(?:ing|ed)$/iu.test(first));
  return values.has('when') || opensWithVerb || /^[^:：\n]{1,60}?[ \t][—–][ \t]/u.test(text);
}


/** A remark compound, its separator, "but" or "then", then four words: a task's verb (TASK_VERB) opens the task the remark leads into (review 07z a1, a2). */
const REMARK_THEN_TASK = /^\p{L}+-ish[ \t]*(?:[,;:：—–]|-(?=[ \t]))[ \t]*(?:(but|then)[ \t]+)?(\p{Ll}[\p{L}-]+)(?:[ \t]+(\p{L}+)(?:[ \t]+([\p{L}'’]+)(?:[ \t]+(\p{L}+))?)?)?/u;
/** A time after "this" or "that": "review this morning went well" names no object (review 07ze a6). */
const TIME_WORD = /^(?:morning|afternoon|evening|night|week|weekend|month|quarter|year)$/iu;
/** A finite verb after a noun: the noun was a subject ("test results look mixed", "review comments came in late"). */
const FINITE_VERB = /^(?:is|are|was|were|look|looks|seem|seems|feel|feels|came|come|comes|went|goes|got|gets|ran|runs|broke|breaks|need|needs|has|have|had|did|does|stay|stays|show|shows|showed|remain|remains)$/iu;
/** Participles that say what is planned for a thing: after a noun they qualify it, they are not its verb. */
const PLANNED = /^(?:scheduled|planned|slated|booked|assigned|queued|reserved|pencilled|penciled|earmarked)$/iu;
/** "by" and an amount after the participle: a change's size, not an agent ("improved by 20%", "by two minutes", "by 12.", "by about half"; not "flagged by 3 reviewers": reviews 07zm a1, a2, 07zn a1, a4, 07zo a1–a3). */
const AMOUNT = String.raw`(?:(?:about|around|roughly|nearly|almost|over|under|just|some)[ \t]+)?(?:(?:[~≈±+-]?[0-9][0-9.,]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|hundred|a|an|a[ \t]+few|several)[ \t]*(?:%|×|x(?![\p{L}])|per[ \t]*cent|percent|pct|points?|pp|ms|milliseconds?|seconds?|secs?|s(?![\p{L}])|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|times|fold|[kmgt]b|k(?![\p{L}])|BARE)|half|twice|double|a[ \t]+(?:third|quarter|half|factor|lot|bit))(?![\p{L}])`;
/** Verbs of change, after which a bare number is an amount ("dropped by 12."; "flagged by 5." counts who flagged: review 07zp a1, a4). */
const CHANGE_VERB = /^(?:dropped|fell|improved|increased|decreased|rose|grew|shrank|shrunk|declined|climbed|jumped|slowed|sped|reduced|cut|lowered|raised|went|regressed|degraded)$/iu;
const amountAfterBy = (what: string, participle: string): boolean =>
  participle !== '' && new RegExp(String.raw`(?<![\p{L}])${participle}[ \t]+by[ \t]+${AMOUNT.replace('BARE', CHANGE_VERB.test(participle) ? String.raw`(?=[ \t]*(?:[.,;!?)]|$))` : '(?!)')}`, 'iu').test(what);
/** Parts of a screen or a mail that "confirm" names ("confirm dialogs", "confirm emails"), not its object. */
const CONFIRM_NOUN = /^(?:emails?|e-mails?|mails?|dialogs?|dialogues?|buttons?|pages?|modals?|screens?|prompts?|popups?|pop-ups?|boxes|box|links?|messages?|steps?)$/iu;
/** Verbs whose object can be a whole clause ("ensure staging is green", "confirm staging is green": review 07zl a3; not "make targets are broken": 07zk a3). */
const CLAUSE_VERB = /^(?:ensure|verify|confirm)$/iu;
/** A verb's object opening after it: "move the load test", "update our runbook". */
const OBJECT_WORD = /^(?:the|a|an|our|their|my|your|this|that|these|those|it|them|all|every|each)$/iu;
/** After a remark word, words that go on remarking, not a task's verb: an adverb (not "apply": review 07zm a6), a state ("probably done", "hard to finish", "almost there": review 07za a1). */
const NOT_A_TASK_WORD = /^(?:(?!(?:apply|reply|supply|rely|comply|multiply|imply)$)\p{L}+ly|hard|easy|tight|done|ready|close|late|early|tough|possible|impossible|doable|feasible|almost|nearly|already|still|there|getting|on|in|at|behind|ahead)$/iu;
/** Words that open a sentence's subject, not a task: articles, pronouns, quantifiers. */
const SUBJECT_WORD = /^(?:the|a|an|this|that|these|those|my|our|your|their|his|her|its|it|they|we|i|he|she|there|here|all|some|no|none|any|each|every|both|either|neither|nothing|everything|someone|everyone|one|not|never|maybe|perhaps|probably|possibly|sure|unsure|unclear|ok|okay|yes|fine|happy|agreed|thanks|thank|same|good|great|lgtm|as|too|so|very|quite|looks|seems|sounds|is|are|was|were)$/iu;

/** What a list item beside an action table says when it is a remark on the table, not a task: a compound of a remark word too (`good-ish:`, `fine-ish —`, `all-good.`), not one of a verb's form (`fine-tuning, then retrain …`: review 07x a1, a2, a4). */
const REMARK = /^(?:(?:very|quite|all|fully|totally)[ \t]+)?(?:happy|fine|ok(?:ay)?|agreed?|agrees|thanks?|thank[ \t]+you|noted|same|good|great|sounds?[ \t]+good|looks?[ \t]+good|lgtm|\+1|nothing|none|n\/a|no[ \t]+(?:objections?|comments?|changes?)|see[ \t]+(?:above|below)|as[ \t]+above|ditto|agree[ \t]+with[ \t]+(?:the|this|that|these|those|it|all|everything|everyone)[ \t]+(?:owners?|above|plan|table|list|rest|items?)|need(?:s)?[ \t]+(?:the|a|an|more|some)|good-to-go|ok-ish|okay-ish|fine-by-me|fine-with-me|all-good|so-so|einverstanden|danke|passt|erledigt|👍|✅)(?:(?![\p{L}])(?!-\p{L})|-ish(?=[ \t]*(?:[,.;!?:：—–]|-(?=[ \t])|$))|(?:-(?!\p{L}*(?:ing|ed)(?![\p{L}]))\p{L}+)+(?=[ \t]*(?:[,.;!?]|$)))|^$/iu;
