// A stance restated in so few words that no cue carries it (docs/formats.md, "How stances are
// read"): the option as the whole predicate of a first-person subject ("그래도 나는 나안이다",
// "私はやはり案Bです", "我还是方案二。"), or as the speaker's first place kept ("내 1위는
// 「…」 그대로다", "私の1位は案Bのまま", "My first choice is still B.", "My vote is still A", "My vote still goes to A", "Mi voto sigue siendo A"). Stated, since the speaker
// says which option is theirs. A negation, a condition or another's words around it leave
// the option only mentioned.
import { AFTER_CJK, type Polarity } from './stanceCues.ts';

/** The option's own word between the cue and its letter: "案B", "option B". */
const OPTION_WORD = '(?:(?:option|plan|案|方案|选项|候補)[ \\t]*)?$';
const endingInOption = (alternatives: readonly string[], flags: string) => new RegExp(`(?:${alternatives.join('|')})${OPTION_WORD}`, flags);

/** A first-person subject right before the option, with an adverb of persistence at most. */
const OWN_SUBJECT = endingInOption([
  '(?:^|[\\s,，、])(?:나는|저는|난|전)[ \\t]*(?:(?:여전히|역시|아직도?|그래도|끝까지|계속|지금도)[ \\t]*)?',
  '(?:^|[\\s,，、。])(?:私|僕|俺|わたし|自分)は[ \\t、]*(?:(?:やはり|やっぱり|それでも|今も|引き続き|変わらず)[ \\t、]*)?',
  '(?:^|[\\s,，、。])我[ \\t]*(?:还是|仍然是|依然是|仍是|始终是)[ \\t]*',
], 'u');
/** Nothing after the option but a copula and the sentence's end: "…이다.", "…です。", "…。". */
const BARE_COPULA = /^[\s*」』”"]*(?:이다|다|입니다|이에요|예요|이야|야|임|です|だ|ですね|だね)?[\s*]*(?:[.!。！]|$)/u;

/** The speaker's first place: "내 1위는", "私の1位は", "my first choice is (still)". */
const OWN_FIRST = endingInOption([
  '(?:내|제|나의|저의|우리의?)[ \\t]*(?:1위|1순위|표|첫 ?번째(?:[ \\t]*선택)?)[ \\t]*(?:는|은)[ \\t]*(?:(?:여전히|역시|아직도?|그래도)[ \\t]*)?',
  '(?:私|僕|自分|わたし)の[ \\t]*(?:1位|一位|第一候補|一押し|イチ押し|票)[ \\t]*は[ \\t、]*(?:(?:やはり|今も|引き続き)[ \\t、]*)?',
  // Opening its sentence: not "Lee asked whether my vote is still C" (review 05i F4).
  '(?:^|[.!?;:—–])[\\s*_]*(?:(?:and|but|so|well)[ \\t,]+)?(?:my|our)[ \\t]+(?:first[ \\t]+(?:choice|pick|place)|top[ \\t]+(?:pick|choice)|number[ \\t]+one|#1|favou?rite|vote)[ \\t]+(?:(?:is|remains|stays)[ \\t]+(?:still[ \\t]+)?(?:for[ \\t]+|with[ \\t]+)?|(?:still[ \\t]+)?goes[ \\t]+to[ \\t]+)',
], 'iu');
/**
 * A Spanish kept vote opening its sentence and ending it: "Mi voto sigue siendo A.", "Mi primera
 * opción sigue siendo la opción A." Not after a report ("Lee dijo: mi voto…") nor before a
 * condition ("…, salvo que baje el coste"), which the readers know no Spanish words for (review 05m F5).
 */
const KEPT_VOTE_ES = endingInOption([
  '(?:^|[.!?;])[\\s*_]*(?:(?:y|pero|así que|bueno)[ \\t,]+)?(?:mi|nuestro|nuestra)[ \\t]+(?:voto|primera[ \\t]+opción|opción[ \\t]+preferida|favorita)[ \\t]+(?:sigue[ \\t]+siendo|es[ \\t]+(?:todavía|aún)|sigue[ \\t]+con|va[ \\t]+para)[ \\t]+(?:(?:la|el)[ \\t]+)?(?:opción[ \\t]+)?',
], 'iu');
const SENTENCE_END = /^[\s*]*(?:[.!]|$)/u;
/** What keeps a first place: "그대로다", "변함없다", "のまま", "で変わらない", or a copula and the end. */
const KEPT_AFTER = /^[\s*」』”"]*(?:[ \t]*[(（][^()（）\n]{0,60}[)）])?(?:(?:이|가)?[ \t]*(?:그대로|변함(?:이)?[ \t]*없)[\p{L}]{0,4}|のまま(?:です|だ)?|(?:で|から)変わら(?:ない|ず)|이다|다|입니다|예요|이에요|です|だ)?[\s*]*(?:[.!。！,，、;]|$)/u;

/** A condition or a report earlier in the clause: the restatement is not the speaker's own. */
const FRAMED = /(?:면|なら|ならば|たら|れば|如果|要是|假如|的话)[ \t,，、]|(?<![\p{L}])(?:if|unless|provided|assuming)(?![\p{L}])|(?:라고|다고|と)[ \t]*(?:했|言|말)/iu;
/** A negation after the option: "나안이 아니다", "案Bではない", "不是". */
const NEGATED_AFTER = /^[\s*」』”"]*(?:이|가)?[ \t]*아니|^[\s*」』”"]*(?:では|じゃ)(?:な|あり)/u;

/** True when the option right after `before` (and before `after`) is the speaker's restated choice. */
export function restatedOwn(before: string, after: string): boolean {
  const tail = before.length > 80 ? before.slice(-80) : before;
  if (FRAMED.test(tail) || NEGATED_AFTER.test(after)) return false;
  return (OWN_SUBJECT.test(tail) && BARE_COPULA.test(after)) || (OWN_FIRST.test(tail) && KEPT_AFTER.test(after)) || (KEPT_VOTE_ES.test(tail) && SENTENCE_END.test(after));
}

/** "However" rather than "though": 다만, ただし, 不过, 只是 open a caveat, not a concession of the point. */
export const HOWEVER = /^(?:다만|ただし|不过|只是)$/u;
/** An option singled out in a caveat: "다만 「X」만은 피하고 싶다", "ただし案Bだけは避けたい", "不过唯独B不行". */
const SINGLED_OUT_AFTER = /^[\s*」』”"]*(?:만은|만큼은|だけは|だけ[ \t]*は)/u;
const SINGLED_OUT_BEFORE = /(?:唯独|只有)[\s*]*$/u;

/** A conditioned caveat ("다만 예산이 늘면 「X」만은…") stays a mention. */
export const singledOut = (before: string, after: string): boolean => !FRAMED.test(before) && (SINGLED_OUT_AFTER.test(after) || SINGLED_OUT_BEFORE.test(before));

/**
 * A cleft that puts the verdict first and the option last: "가장 현실적인 건 2안이다",
 * "一番まともなのは案Bだ", "最稳妥的是方案二。" The phrase before 건/のは/的是 is read with the
 * Korean, Japanese and Chinese cues; a negation in it ("현실적이지 않은 건") says nothing.
 */
const CLEFT = /(?:^|[\s,，、。])([^\s,，、。.]{1,12}(?:[ \t][^\s,，、。.]{1,12})?)[ \t]*(?:건|것은|거는|なのは|のは|的是)[ \t]*(?:(?:option|案|方案|选项)[ \t]*)?$/u;
const CLEFT_NEGATED = /(?:않|아닌|없는|ない|なく|不|没)/u;

/** An English pseudo-cleft, the verdict first: "What I can't accept is Option 2: …", "What I want is B." (probe 74 row 26). */
const CLEFT_EN = /(?:^|[.;:!?,][ \t]*)(?:what|the[ \t]+(?:one|option))[ \t]+(?:I|we)[ \t]+(?:(?:really|just|simply|still)[ \t]+)?(?:(?<neg>can['’]?t|cannot|won['’]t|wouldn['’]t|couldn['’]t|don['’]t|do[ \t]+not|will[ \t]+not|could[ \t]+not|would[ \t]+not)[ \t]+)?(?:(?<pos>want|prefer|support|favou?r|like|back|recommend|choose|pick|accept|live[ \t]+with)|(?<con>oppose|reject|object[ \t]+to|fear|rule[ \t]+out))[ \t]+(?:is|would[ \t]+be|remains)[ \t]+(?:(?:option|plan)[ \t]+)?$/iu;
const CLEFT_EN_AFTER = /^[\s*]*(?:[.!:;—–,]|$)/u;
/** A condition after the option leaves it no side: "What I want is Option B, provided the pilot passes." (review 07zp w11, w12). */
const CONDITION_AFTER_EN = /^[\s*]*[,—–]?[ \t]*(?:but[ \t]+)?(?:only[ \t]+)?(?:if|unless|provided|providing|assuming|as[ \t]+long[ \t]+as|so[ \t]+long[ \t]+as|once|until)(?![\p{L}])/iu;

function englishCleft(tail: string, after: string): Polarity | 0 {
  const cleft = CLEFT_EN.exec(tail);
  if (cleft?.groups === undefined || FRAMED.test(tail) || !CLEFT_EN_AFTER.test(after) || CONDITION_AFTER_EN.test(after)) return 0;
  const negated = cleft.groups.neg !== undefined;
  return cleft.groups.pos !== undefined ? (negated ? -1 : 1) : negated ? 0 : -1;
}

export function cleftPolarity(before: string, after: string): Polarity | 0 {
  const tail = before.length > 60 ? before.slice(-60) : before;
  const english = englishCleft(tail, after);
  if (english !== 0) return english;
  const cleft = CLEFT.exec(tail);
  if (!cleft || FRAMED.test(tail) || NEGATED_AFTER.test(after) || !BARE_COPULA.test(after) || CLEFT_NEGATED.test(cleft[1]!)) return 0;
  const pos = AFTER_CJK.positive.test(cleft[1]!);
  const neg = AFTER_CJK.negative.test(cleft[1]!);
  return pos === neg ? 0 : pos ? 1 : -1;
}
