// The cue lexicon of the stance reader (stanceReading.ts): a few words per language, each
// with its polarity (for or against the option) and its scope (where it stands relative to
// the option's mention). A cue only counts inside the clause of the mention, next to it; a
// cue is never looked for inside an option's title or a quotation (both are masked first).
//
// Scope `before`: the cue ends right before the option ("I prefer B", "支持C", "go with C").
// Scope `after`: the option comes first and the cue follows ("B is the safer choice",
// "B안을 지지한다", "Bが良い", "C更好"). English after-cues follow the option as its
// predicate (a copula, then the cue); Korean, Japanese and Chinese predicates may stand
// anywhere before the next option or the end of the clause.
//
// Stated cues (stanceReading.ts, STATED_*) are the labels and votes: `For:`, `찬성:`, `賛成：`,
// `支持：`, "I vote for C", "C에 한 표", "Cに一票", "投C一票", a ranking "C > A > B".


export type Polarity = 1 | -1;
export type CueScope = 'before' | 'after';

export interface CueGroup {
  lang: 'en' | 'ko' | 'ja' | 'zh';
  polarity: Polarity;
  scope: CueScope;
  words: readonly string[];
}

export const CUES: readonly CueGroup[] = [
  // English: a preference, a choice, "can live with", "the safer choice is C".
  { lang: 'en', polarity: 1, scope: 'before', words: [
    'support', 'supports', 'supporting', 'favour', 'favor', 'favours', 'favors', 'prefer', 'prefers', 'recommend', 'recommends',
    'back', 'backs', 'endorse', 'endorses', 'choose', 'chooses', 'pick', 'picks', 'go with', 'goes with', 'going with',
    'lean toward', 'lean towards', 'leaning toward', 'leaning towards', 'adopt', 'adopts', 'argue for', 'argues for',
    'in favour of', 'in favor of', "I'm for", 'I am for', 'we are for', 'all for', 'live with', 'settle on', 'settle for',
    'my pick is', 'our pick is', 'my choice is', 'our choice is', 'my preference is', 'our preference is',
    'the safer choice is', 'the safest choice is', 'the better choice is', 'the best choice is', 'the right choice is',
    'the safer bet is', 'the better option is', 'the best option is', "I'd take", 'I would take', 'rather have',
    // Preference and choice in other words: "I lean to B", "I'd back C", "count me in for A".
    'lean to', 'leans to', 'leaning to', 'side with', 'sides with', 'siding with', 'stand behind', 'stand with',
    'push for', 'pushes for', 'pushing for', 'advocate', 'advocates', 'advocate for', 'champion', 'opt for', 'opts for',
    'go for', 'goes for', 'going for', "I'm behind", 'I am behind', "we're behind", 'sold on', 'on board with',
    'happy with', 'comfortable with', 'okay with', 'ok with', 'fine with', 'can accept', 'could accept', "I'd accept", 'I would accept', 'I accept', 'we accept', 'my money is on',
    "my money's on", 'my bet is on', 'the right call is', 'the best bet is', 'the way forward is',
    // Keeping a choice: "I stay with B", "I'm sticking with C", "I stand by A".
    'stay with', 'stays with', 'staying with', 'stick with', 'sticks with', 'sticking with', 'stick to', 'sticking to',
    'remain with', 'stand by', 'stands by', 'still with', 'still on',
    // A switch: "I'll move to B", "switching to 2", one the speaker made ("I switched to B", probe 57 row 4; not "we switched to Kafka last year").
    'move to', 'moving to', 'switch to', 'switching to', 'switch over to', 'come over to', 'I switched to', "I've switched to", 'I have switched to', "I've now switched to", 'I have now switched to', 'I now switched to',
    // A chat's vote: "+1 to keeping the template", "+1 for B".
    '+1 to', '+1 for', '+1 on',
  ] },
  { lang: 'en', polarity: -1, scope: 'before', words: [
    'oppose', 'opposes', 'opposing', 'against', 'reject', 'rejects', 'veto', 'vetoes', 'rule out', 'rules out',
    'object to', 'objects to', 'drop', 'drops', 'argue against', 'argues against', 'steer clear of', 'avoid',
    // Rejection in other words: "I'd pass on A", "say no to B", "push back on C".
    '-1 to', '-1 on', '-1 for',
    'pass on', 'say no to', 'no to', 'push back on', 'pushing back on', 'walk away from', 'cannot accept', "can't accept", 'could not accept', "couldn't accept", 'will not accept', "won't accept",
  ] },
  { lang: 'en', polarity: 1, scope: 'after', words: [
    // Round 10: "B is where my money is".
    'where my money is',
    'the best', 'best', 'better', 'the better', 'the right', 'right', 'the safest', 'safest', 'safer', 'the safer choice',
    'the safe choice', 'the safer bet', 'viable', 'fine', 'good', 'good enough', 'enough', 'sufficient', 'sound',
    'preferable', 'ideal', 'the way to go', 'worth it', 'the winner', 'acceptable', 'workable', 'reasonable',
    'the obvious choice', 'the clear choice', 'my pick', 'my choice', 'the pragmatic choice', 'the simplest',
    'wins', 'works', 'should win', 'should be chosen', 'should be adopted', 'makes sense', 'would work', 'will work',
    'the right call', 'the best bet', 'the way forward', 'the realistic choice', 'the most realistic', 'realistic',
    'gets my support', 'has my support', 'my preference', 'fine by me', 'works for me', 'the one to pick',
  ] },
  { lang: 'en', polarity: -1, scope: 'after', words: [
    'too risky', 'too costly', 'too expensive', 'too slow', 'too complex', 'too much', 'risky', 'wrong', 'worse',
    'unworkable', 'unrealistic', 'a mistake', 'a dead end', 'dangerous', 'unacceptable', 'premature', 'a non-starter',
    'non-starter', 'off the table', 'overkill', 'out of the question', 'a trap', 'a bad idea',
    'fails', "won't work", 'will fail', 'would fail', 'cannot work', "can't work", 'should be dropped',
    'should be rejected', 'loses', "doesn't scale", 'does not scale', "won't scale",
    'a no-go', 'no-go', 'a dealbreaker', 'a deal-breaker', 'a deal breaker', "won't fly", "doesn't work", 'does not work',
    'too heavy', 'too fragile', 'too brittle', 'a liability', 'a step backwards', 'a step back',
    'the one I would block', "the one I'd block", 'the one I would veto', "the one I'd veto",
  ] },
  // Korean: the predicate follows the option ("B안을 지지한다", "C가 더 안전한 선택이다").
  { lang: 'ko', polarity: 1, scope: 'after', words: [
    // Round 10: "1안 강추", "B안에 찬동합니다".
    '강추', '찬동',
    '지지', '찬성', '추천', '선택', '채택', '선호', '낫다', '낫고', '나아', '낫겠', '좋다', '좋고', '좋은', '좋겠', '타당',
    '바람직', '적합', '최선', '현실적', '합리적', '효과적', '안전하', '안전한', '무난', '충분', '괜찮', '손을 들', '한 표', '가야 한다',
    // A show of hands, however conjugated: "1안에 손을 든다", "2안에 손 들겠습니다".
    '손을 든', '손 들', '손 든',
    // Backing and choosing in other words: "자체 구축을 밀겠습니다", "B로 가자", "하이브리드 쪽으로 입장을 바꾸겠습니다".
    '밀겠', '밀고 싶', '밀어야', '밀자', '밀어 주', '표를 던지', '편에 서', '쪽에 서', '편을 들', '로 가자', '으로 가자',
    '쪽으로 가', '로 가야', '으로 가야', '입장을 바꾸', '동의', '받아들일 수 있', '수용',
    // A switch: "2안으로 옮기겠다", "B안으로 갈아타겠습니다".
    '로 옮기겠', '으로 옮기겠', '로 갈아타겠', '으로 갈아타겠', '로 바꾸겠', '으로 바꾸겠',
    // Going with one: "2안으로 갈게요", "B로 가겠습니다".
    '로 갈게', '으로 갈게', '로 가겠', '으로 가겠', '로 갑니다', '으로 갑니다', '로 가요', '으로 가요',
  ] },
  { lang: 'ko', polarity: -1, scope: 'after', words: [
    '사치',
    '반대', '불가', '위험', '무리', '부적합', '곤란', '비추천', '비추', '거부', '안 된다', '안된다', '안 돼', '안돼', '어렵', '안 맞',
    '실패한다', '실패할', '받아들일 수 없', '논외', '제외해야', '빼야',
    // Avoidance: "B안은 피하고 싶어요", "B는 피해야 한다".
    '피하고 싶', '피해야', '피하자',
    '안 됩', '안됩', '안 됨', '답이 아니', '말이 안', '동의할 수 없', '동의하기 어렵'
  ] },
  // Japanese: "Bが良い", "B案を支持する", "A案には賛成できない" (a negation after the cue).
  { lang: 'ja', polarity: 1, scope: 'after', words: [
    // Round 10: "甲案に与する", "案Aで腹は決まっている" ("丙案が無難": 無難 was listed).
    '与する', '腹は決まって',
    '良い', 'よい', 'いい', '良さそう', '望まし', '推す', '推し', '推薦', '選ぶ', '選び', '選択', '賛成', '妥当', '最善',
    '安全', '現実的', '無難', '適切', 'ベスト', '一票', '好まし', '支持',
    // "Cで十分", "案1が一番まとも", "Bで行きたい", "Bに乗る", "Aに決めたい", "落としどころ".
    '十分', 'まとも', '行きたい', '行こう', 'いきたい', 'いこう', '行ける', 'いける', '乗る', '乗り', '乗れ', '乗りたい',
    'にしたい', 'にすべき', 'に決めたい', '推奨', 'おすすめ', 'お勧め', '勧め', '受け入れ', '同意', '落としどころ', '賛同', '最適',
  ] },
  { lang: 'ja', polarity: -1, scope: 'after', words: [
    'いただけない', '首を縦に振れない', '筋が悪い',
    '反対', '危険', 'リスクが高', '無理', '難し', '論外', '避け', '不適', '限界', 'ありえない', 'あり得ない', '採れない', '認められない',
  ] },
  // Korean labels before the option: "찬성 — B", "반대 C".
  { lang: 'ko', polarity: 1, scope: 'before', words: ['찬성', '지지'] },
  { lang: 'ko', polarity: -1, scope: 'before', words: ['반대', '비추천'] },
  // Chinese: "我倾向于C", "支持B", "C更好", "A风险太大".
  { lang: 'zh', polarity: 1, scope: 'before', words: [
    '押',
    '支持', '倾向于', '倾向', '赞成', '赞同', '推荐', '选择', '选', '偏好', '更喜欢', '主张',
    '同意', '接受', '认可', '看好', '力挺', '投向', '采用',
    // "我的第一还是B" (my first is still B).
    '我的第一还是', '我的第一是', '我的首选还是', '我的首选是', '我的第一选择还是', '我的第一选择是',
  ] },
  { lang: 'zh', polarity: -1, scope: 'before', words: ['反对', '否决', '排除', '拒绝', '放弃', '不选', '不要'] },
  { lang: 'zh', polarity: 1, scope: 'after', words: [
    // Round 10: "可省心" ("反倒是正路": 正路 was listed).
    '省心',
    '更好', '最好', '更安全', '更稳妥', '稳妥', '可行', '合适', '比较好', '首选', '更合理', '合理', '最佳', '够用', '足够',
    // "方案一就够了" (that is enough).
    '就够了', '就够', '够了',
    // Topic first, then the verdict: "蓝绿部署我不能接受", "取消周报我举双手赞成", "Mermaid 才是正路".
    '赞成', '赞同', '接受', '同意', '正路', '正道', '靠谱', '风险最低', '最稳', '值得', '划算', '没问题',
  ] },
  { lang: 'zh', polarity: -1, scope: 'after', words: [
    '不靠谱', '一票否决',
    '风险太大', '风险大', '太贵', '行不通', '太慢', '太复杂', '不现实', '反对', '太重', '不可取', '没戏', '不行', '否决', '拒绝',
    // "Discord …不用考虑" (not worth considering).
    '不用考虑', '不必考虑', '不值得考虑', '可以不考虑',
  ] },
];

const escape = (word: string): string => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[ \\t]+');
export const alternation = (words: readonly string[]): string => [...words].sort((a, b) => b.length - a.length).map(escape).join('|');
const wordsOf = (lang: CueGroup['lang'][], polarity: Polarity, scope: CueScope) =>
  CUES.filter((g) => lang.includes(g.lang) && g.polarity === polarity && g.scope === scope).flatMap((g) => g.words);

/** What may stand between a before-cue and the option: a colon or dash, "the", "option", 方案. */
const FILLER = `[\\s*]*[:：—–-]?[\\s*]*(?:(?:the|option|plan|alternative|candidate|方案|选项|候选|候補|案|후보)[\\s*]*)?$`;

/**
 * Every before-cue (English, Korean, Chinese; either side), for a bare number right after one
 * ("Switching to 2.", "我支持 2"), which names a numbered option only there (options.ts).
 */
export const BEFORE_CUE_WORDS = {
  en: alternation([...wordsOf(['en'], 1, 'before'), ...wordsOf(['en'], -1, 'before')]),
  cjk: alternation([...wordsOf(['ko', 'zh'], 1, 'before'), ...wordsOf(['ko', 'zh'], -1, 'before')]),
};

export const BEFORE_EN = {
  positive: new RegExp(`(?<![\\p{L}])(?:${alternation(wordsOf(['en'], 1, 'before'))})${FILLER}`, 'iu'),
  negative: new RegExp(`(?<![\\p{L}])(?:${alternation(wordsOf(['en'], -1, 'before'))})${FILLER}`, 'iu'),
};
export const BEFORE_CJK = {
  positive: new RegExp(`(?:${alternation(wordsOf(['ko', 'zh'], 1, 'before'))})${FILLER}`, 'u'),
  negative: new RegExp(`(?:${alternation(wordsOf(['ko', 'zh'], -1, 'before'))})${FILLER}`, 'u'),
};

/** English negation right before a before-cue: "I do not support B", "can't live with A". */
export const NEGATION_BEFORE_EN = /(?<![\p{L}])(?:not|never|n't|cannot|no longer)[ \t]+(?:[\p{L}']+[ \t]+){0,2}$|n't[ \t]+$/iu;
/** Chinese negation right before a cue: "不支持B", "不可行". */
export const NEGATION_BEFORE_ZH = /(?:不|没有|没|并非|并不|不能|无法|不会|不愿|不愿意|不想|不要|别|难以|不太|不应|不应该|不该)$/u;

const COPULA = `(?:is|are|'s|would be|will be|looks|seems|remains|stays|sounds|feels)`;
const ADVERB = `(?:clearly|still|simply|really|far|much|probably|definitely|also|just|honestly|certainly|frankly|obviously)`;
/** English predicate after the option: "B is clearly the safer choice", "A is not viable", "C wins". */
export const AFTER_EN = new RegExp(
  `^[\\s*)\\]」”"'’]*(?:${ADVERB}[ \\t]+)?(?:${COPULA}[ \\t]+(?:${ADVERB}[ \\t]+)?(?<neg>not[ \\t]+|never[ \\t]+|hardly[ \\t]+|no longer[ \\t]+)?)?` +
    `(?:(?<pos>${alternation(wordsOf(['en'], 1, 'after'))})|(?<con>${alternation(wordsOf(['en'], -1, 'after'))}))(?![\\p{L}])`,
  'iu',
);

/** Korean, Japanese and Chinese predicates after the option, anywhere before the next mention. */
export const AFTER_CJK = {
  positive: new RegExp(alternation(wordsOf(['ko', 'ja', 'zh'], 1, 'after')), 'u'),
  negative: new RegExp(alternation(wordsOf(['ko', 'ja', 'zh'], -1, 'after')), 'u'),
};
/** A negation after a Korean or Japanese cue: "지지하지 않는다", "賛成できない", "危険ではない". */
// "せざるを得ません", "할 수밖에 없다" (cannot but) affirm: a double negative is no negation,
// unless a later negation denies it ("反対せざるを得ないとは思いません").
export const NEGATION_AFTER_CJK = /^(?![\p{L}\s]{0,3}?(?:ざるを[得え](?:ない|ません|ず)?|수밖에 ?없(?:다|습니다|어요|어|음)?)(?![\p{L}\s]{0,8}?(?:ない|ません|않|아니)))[\p{L}\s]{0,6}?(?:않|못 ?[하한합했]|아니|없다|ない|ません|できず|ではな|しかね|かねる|かねます)/u;

// What keeps a cue from being the speaker's stance, in every language: someone else's view
// (hearsay), a denial that the speaker holds one, a condition. Each gives a mention.

/** Hearsay: a third person is the subject of the cue ("they prefer B", "他们倾向B", "彼らはBが良いと"). */
export const HEARSAY_SUBJECT = /(?<![\p{L}])(?:he|she|they|others|someone|people)[ \t]+(?:[\p{L}'’-]+[ \t]+){0,3}$|(?:(?<!其)他|她|他们|她们|大家|(?<!反)对方(?!案[A-Za-z0-9甲乙丙丁一二三四五六七八九十])|有人|别人|其他人)[^，,。；;：:]{0,6}$|(?:彼|彼女|彼ら|皆さん|みんな|先方)(?:は|が|も)[^、。]{0,12}$|(?:그는|그가|그녀는|그들은|그들이|다들)[^,.]{0,12}$/iu;
/** A stance verb in the third person right before the option: "Mina now supports B", "legal opposes C" (no speaker says "I supports"). */
const THIRD_PERSON_CUE = /(?<![\p{L}])(?:supports|favou?rs|prefers|recommends|backs|endorses|chooses|picks|adopts|advocates|opposes|rejects|vetoes|objects[ \t]+to|argues[ \t]+(?:for|against)|sides[ \t]+with|leans[ \t]+(?:to|toward|towards)|goes[ \t]+(?:with|for)|opts[ \t]+for|pushes[ \t]+for|sticks[ \t]+with|stays[ \t]+with|stands[ \t]+by|rules[ \t]+out)[\s*]*(?:option[ \t]+|plan[ \t]+)?$/iu;
const SUBJECTLESS_WORD = /^(?:strongly|firmly|clearly|fully|really|definitely|certainly|probably|tentatively|reluctantly|wholeheartedly|personally|mostly|now|still|also|just|even|only|already|again|very|much)$/iu;

/**
 * A label that opens by naming where what follows comes from: "Update from legal:", "Quick
 * update from legal:", "Per Mina:", "Legal's position:", "The finance team's view:". Not the
 * speaker's own ("from my side:", "per my notes:", "my view:", "today's position:"), nor a
 * source after other words ("Change from last round:", "Response to Mina's position:").
 */
const SOURCE_LABEL = /^[\s*_]*(?:(?:quick|latest|short|an?|the)[ \t]+)?(?:(?:update|note|word|message|news|feedback|input|reply|answer|summary|forwarded|relayed)[ \t]+)?(?:from|per)[ \t]+(?!(?:me|us|my|our|myself|ourselves)(?![\p{L}]))\p{L}|^[\s*_]*(?:the[ \t]+)?(?:[\p{L}-]+[ \t]+)?(?!(?:my|our|your|today|tonight|yesterday|tomorrow|this|last|next|everyone|everybody)(?:['’]s?)?(?![\p{L}'’]))\p{L}[\p{L}-]*['’]s?[ \t]+(?:[\p{L}-]+[ \t]+)?(?:view|position|stance|take|vote|line|answer|opinion|verdict)[ \t]*$/iu;

/**
 * Such a verb with a subject before it is someone else's stance; with none (a note-taker's
 * "Supports B.", a field's "Position: supports B", "Strongly opposes B") it is the speaker's,
 * unless the label names another source ("Update from legal: supports B"), not the speaker.
 */
export function thirdPersonReport(before: string, speaker?: string): boolean {
  const near = before.length > 120 ? before.slice(-120) : before;
  const verb = THIRD_PERSON_CUE.exec(near);
  if (verb === null) return false;
  const label = /^[^\n]*[:：]/u.exec(near.slice(0, verb.index))?.[0];
  if (label !== undefined && SOURCE_LABEL.test(label.slice(0, -1)) && !namesSpeaker(label, speaker)) return true;
  // Past a label and without an aside set off by commas ("Mina, I think, backs B"): the words left are the subject.
  const lead = near.slice(0, verb.index).replace(/^[^\n]*[:：]/u, '').replace(/,[^,]*,/gu, ' ');
  return (lead.match(/\p{L}[\p{L}'’-]*/gu) ?? []).some((word) => !SUBJECTLESS_WORD.test(word));
}

/** A label that names the speaker ("Lee's view:", "Update from Lee:" under Lee): their first or whole name, case folded. */
function namesSpeaker(label: string, speaker: string | undefined): boolean {
  const words = (text: string) => (text.toLowerCase().match(/\p{L}{2,}/gu) ?? []).filter((word) => !LABEL_WORD.test(word));
  // The first name or the whole name: a shared surname ("Mina Park's view" under Lee Park) is someone else.
  const own = words(speaker ?? '');
  const named = words(label);
  return own.length > 0 && (named.includes(own[0]!) || named.join(' ').includes(own.join(' ')));
}
/** SOURCE_LABEL's own words, never a name: "The finance team's view" does not name "The Chair". */
const LABEL_WORD = /^(?:the|an|quick|latest|short|update|note|word|message|news|feedback|input|reply|answer|summary|forwarded|relayed|from|per|view|position|stance|take|vote|line|opinion|verdict|team)$/u;

/** Hearsay: a verb of reporting whose subject is not the speaker ("legal said …", "据说", "营销部那边说"), before the option. */
export const HEARSAY_REPORT = /(?<![\p{L}\p{N}_-])(?!(?:I|we)[ \t])[\p{L}][\p{L}\p{N}_-]*[ \t]+(?:said|says|told|tells|claims|claimed|argued|argues|reported|wrote|writes|thinks|believes|wants)(?![\p{L}])|(?<![\p{L}])(?:according to|reportedly|apparently|I heard|we heard|rumou?r)(?![\p{L}])|(?<!我|我们|老实|坦白|实话)(?:说|听说|据说|声称|转述)(?!明|服|实话|白了|真的)|によると|によれば|에 따르면/iu;
/** Hearsay after a CJK cue: "Bが良いと言っていた", "B가 낫다고 했다", "B가 좋대요". */
export const HEARSAY_AFTER_CJK = /^[\p{L}\s]{0,8}?(?:と(?:言|いっ|い[うわ]|聞|の こと|のこと)|って(?:言|聞)|らしい|そうだ|そうです|(?:라|다)?고[ \t]*(?:했|하더|하셨|말했|말씀|들었|전했|주장)|래요|대요|더라)/u;
/** A denial that the speaker holds a stance: "this doesn't mean I support B", "这不等于我支持B". */
export const DISCLAIMER_BEFORE = /(?:(?:doesn't|does not|didn't|did not|won't|will not|wouldn't|would not)[ \t]+mean|not[ \t]+saying|not[ \t]+to[ \t]+say|isn't[ \t]+to[ \t]+say)[ \t]+(?:that[ \t]+)?(?:I|we)[ \t]+(?:[\p{L}'’]+[ \t]+){0,2}$|(?:不等于|不代表|不意味着|并不意味着|不是说|不表示|别当成|不要当成|别以为|不要以为|别理解成|不要理解成)[^，,。]{0,6}$/iu;
/** The same denial after a Japanese or Korean cue: "Bを支持するわけではない", "B를 지지하는 건 아니다". */
export const DISCLAIMER_AFTER_CJK = /^[\p{L}\s]{0,6}?(?:(?:わけ|訳)(?:で|じゃ)は?な|(?:건|것은|것이|게)[ \t]*아니)/u;
/**
 * A stance the speaker withdraws is no stance on the option (a concession): before it,
 * "撤回对 B 的否决", "withdraw my objection to B", a chat's "retracting my -1 on B"; after its cue, "B안 반대를 철회합니다",
 * "案Bへの反対は取り下げます", "对B的否决撤回".
 */
/** A French, Spanish, Portuguese or Italian withdrawal before the option: "je retire mon opposition à B", "retiro mi apoyo a la opción B". */
const EUROPEAN_WITHDRAWAL = String.raw`(?:je[ \t]+(?:retire|lève)|nous[ \t]+(?:retirons|levons)|retiro|retiramos|ritiro|ritiriamo)[ \t]+(?:mon|ma|notre|mi|nuestra|nuestro|a[ \t]+minha|o[ \t]+meu|minha|meu|la[ \t]+mia|il[ \t]+mio|la[ \t]+nostra|il[ \t]+nostro)[ \t]+(?:opposition|objection|veto|soutien|appui|oposición|objeción|apoyo|oposição|objeção|apoio|opposizione|obiezione|contrarietà|sostegno|appoggio)[ \t]+(?:à|au|aux|sur|contre|a|al|sobre|contra|ao|à|alla|all['’]|allo|al|su|sull['’]|sulla|contro)[ \t]*(?:(?:la|l['’]|le|el|o)[ \t]*)?(?:option|opción|opção|opzione)?[ \t]*`;
export const WITHDRAWN_BEFORE = new RegExp(String.raw`(?:撤回|收回|撤销|取消)(?:我|我们)?(?:对|對)[ \t]*(?:方案)?$|(?<![\p{L}])(?:withdraw|withdrawing|withdraws|retract|retracting|retracts|drop|dropping|drops|lift|lifting|lifts)[ \t]+(?:my|our)[ \t]+(?:veto|objections?|opposition|support|votes?|[-+−]1)[ \t]+(?:of|to|on|for|against)[ \t]+(?:option[ \t]+|plan[ \t]+)?$|(?<![\p{L}])${EUROPEAN_WITHDRAWAL}$`, 'iu');
export const WITHDRAWN_AFTER = /^[\p{L}\s]{0,6}?(?:철회|번복|거두|거둡|取り下げ|取り消|撤回|收回|撤销)/u;
/** A cue that is part of a longer one ("一票" in "一票否决", a veto) is that cue's. */
export const within = (inner: RegExpExecArray, outer: RegExpExecArray): boolean =>
  inner.index >= outer.index && inner.index + inner[0].length <= outer.index + outer[0].length && inner[0].length < outer[0].length;

/** A condition right after the cue or the option: "Bを選ぶなら", "B를 선택하면", "选B的话", "B is fine if …". */
export const CONDITION_AFTER = /^[\p{L}\s]{0,4}?(?:なら|ならば|たら|れば|場合|としたら|とすれば|다면|라면|하면|되면|면[ \t,]|경우)|^[^，,。；;]{0,8}?的话|^[^.;:]{0,40}?(?<![\p{L}]even[ \t])(?<![\p{L}])(?:if|unless|provided|as long as|assuming)(?![\p{L}])/iu;
/** A condition opening earlier in the sentence: "如果大家坚持，我可以接受B", "预算若不够，方案三…" (probe 56 row 2; 若 before a negation, a copula or a modal: not 王若曦, 泰然自若, 若林, review 07f), "一日で済むなら、Bに…", "予算が通れば案Aに…" (no comma: the option in the same clause), "비용이 맞다면 B로", "예산이 늘면 C안에" (not 측면, 반면 and other nouns in 면, nor 보면, 그러면, 말씀드리면, 덧붙이자면, 보자면, 꼽자면; 정도면 and 담당자면 are). */
export const CONDITION_BEFORE_CJK = /(?:如果|要是|假如|万一|一旦|倘若|若是|若(?=[不没無无是有能需再真未仍还還按以想因]|要(?![说說论論]))|(?<=^|[，,。：:；;\s])若(?![林松山宮菜狭月杉尾竹葉干いくしき手者年返人兰曦楠愚]|要?[说說](?!服)|要?[论論](?![证證])))[^。！？]{0,40}$|(?:なら|ならば|たら|れば|としたら|とすれば)[、,][^。]{0,30}$|(?:(?<!あ)たら(?!い|よ|しい)|(?<!でき|考え|てみ)れば(?!なら|いけ|い|よ)|(?<!それ|これ|あれ|どれ|どうせ)なら(?!な|ず|び|い|では))(?:(?!ので|から|けど|けれど)[^、,。]){0,30}$|(?:다면|라면|하면|되면|으면|(?<=\p{Script=Hangul})(?<!측|반|전|화|표|정|단|국|방|내|외|양|후|평|지|장|서|대|체|안|보|그러|드리|하자|이자|리자|히자|르자|보자|지자|꼽자|말하|따지|(?<![\p{Script=Hangul}])도)면)[ \t,][^.]{0,30}$/u;
/**
 * An English condition opening the sentence, closed by a comma before the option: "If the
 * vendor cuts the price, I'd take B", "Unless legal objects, B is fine". What follows is
 * conditional, not the speaker's stance ("If you ask me, …" is not a condition).
 */
export const CONDITION_OPENING_EN = /(?:^|[.!?;:]\s)[\s*]*(?:only[ \t]+)?(?:if|unless|provided|assuming|as[ \t]+long[ \t]+as|in[ \t]+case|should[ \t]+(?:the|we|they|legal|it))(?![\p{L}])(?![ \t]+(?:you|I)[ \t]+ask[ \t]+me)(?![ \t]+anything)[^,.;:!?\n]{1,120},[^.;:!?\n]{0,120}$/iu;
/**
 * Indifference to every option: "any of the three works for me", "どれでも構いません",
 * "어느 안이든 상관없음", "三个都行". An opinion that says only this takes no side and makes
 * no claim of its own (toLog.ts draws its mentions from the persona).
 */
export const INDIFFERENCE = /(?<![\p{L}])(?:any of (?:the|them|these|those)|either (?:one|option|way) (?:works|is fine)|whichever|no (?:strong )?preference|(?:don't|do not) (?:mind|care) which)(?![\p{L}])|(?:どれ|どちら|いずれ)でも(?:構[わい]|かま[わい]|いい|良い|よい)|어느 (?:안|쪽|것)이든|아무거나|둘 ?다 ?(?:괜찮|좋아|좋습|상관)|(?:都|均)(?:行|可以|可)(?![\p{L}])|无所谓|听大家的|随大流/iu;

/** Deferring to the others ("…我听大家的"): with no option named, no claim of one's own either. */
export const DEFERENCE = /听大家的|随大流/u;

/** "我站在B一边" (I stand on B's side): the cue before the option, its other half after it. */
export const SIDE_BEFORE_ZH = /站在[\s*]*$/u;
export const SIDE_AFTER_ZH = /^[\s*]*(?:的)?(?:一边|这边|这一边|那边|那一边|一方)/u;

/** The option excepted from all the others ("anything but C", "everything except C", "除了C"): its cue is the others'. */
export const EXCEPTED = /(?<![\p{L}])(?:anything|everything|all|any|whatever)(?:[ \t]+of[ \t]+(?:them|these|those|the[ \t]+options))?[ \t]+(?:but|except(?:[ \t]+for)?|other[ \t]+than|apart[ \t]+from|besides)[\s*]*(?:option[ \t]+)?$|除了[\s*]*(?:方案)?$/iu;

/** The option excepted, said after it: "3안 빼고", "3안 말고", "案3以外", "案3を除いて". */
export const EXCEPTED_AFTER = /^[\s*)）」]*(?:[은는을를만]|만은)?[ \t]*(?:빼고|제외하고|말고|以外|を除(?:いて|けば|く))/u;
