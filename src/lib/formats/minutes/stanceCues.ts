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
  ] },
  { lang: 'en', polarity: -1, scope: 'before', words: [
    'oppose', 'opposes', 'opposing', 'against', 'reject', 'rejects', 'veto', 'vetoes', 'rule out', 'rules out',
    'object to', 'objects to', 'drop', 'drops', 'argue against', 'argues against', 'steer clear of', 'avoid',
  ] },
  { lang: 'en', polarity: 1, scope: 'after', words: [
    'the best', 'best', 'better', 'the better', 'the right', 'right', 'the safest', 'safest', 'safer', 'the safer choice',
    'the safe choice', 'the safer bet', 'viable', 'fine', 'good', 'good enough', 'enough', 'sufficient', 'sound',
    'preferable', 'ideal', 'the way to go', 'worth it', 'the winner', 'acceptable', 'workable', 'reasonable',
    'the obvious choice', 'the clear choice', 'my pick', 'my choice', 'the pragmatic choice', 'the simplest',
    'wins', 'works', 'should win', 'should be chosen', 'should be adopted', 'makes sense', 'would work', 'will work',
  ] },
  { lang: 'en', polarity: -1, scope: 'after', words: [
    'too risky', 'too costly', 'too expensive', 'too slow', 'too complex', 'too much', 'risky', 'wrong', 'worse',
    'unworkable', 'unrealistic', 'a mistake', 'a dead end', 'dangerous', 'unacceptable', 'premature', 'a non-starter',
    'non-starter', 'off the table', 'overkill', 'out of the question', 'a trap', 'a bad idea',
    'fails', "won't work", 'will fail', 'would fail', 'cannot work', "can't work", 'should be dropped',
    'should be rejected', 'loses', "doesn't scale", 'does not scale', "won't scale",
  ] },
  // Korean: the predicate follows the option ("B안을 지지한다", "C가 더 안전한 선택이다").
  { lang: 'ko', polarity: 1, scope: 'after', words: [
    '지지', '찬성', '추천', '선택', '채택', '선호', '낫다', '낫고', '나아', '낫겠', '좋다', '좋고', '좋은', '좋겠', '타당',
    '바람직', '적합', '최선', '현실적', '합리적', '효과적', '안전하', '안전한', '무난', '충분', '괜찮', '손을 들', '한 표', '가야 한다',
  ] },
  { lang: 'ko', polarity: -1, scope: 'after', words: [
    '반대', '불가', '위험', '무리', '부적합', '곤란', '비추천', '거부', '안 된다', '안된다', '안 돼', '안돼', '어렵', '안 맞',
    '실패한다', '실패할', '받아들일 수 없', '논외', '제외해야', '빼야',
  ] },
  // Japanese: "Bが良い", "B案を支持する", "A案には賛成できない" (a negation after the cue).
  { lang: 'ja', polarity: 1, scope: 'after', words: [
    '良い', 'よい', 'いい', '良さそう', '望まし', '推す', '推し', '推薦', '選ぶ', '選び', '選択', '賛成', '妥当', '最善',
    '安全', '現実的', '無難', '適切', 'ベスト', '一票', '好まし', '支持',
  ] },
  { lang: 'ja', polarity: -1, scope: 'after', words: ['反対', '危険', 'リスクが高', '無理', '難し', '論外', '避け', '不適'] },
  // Korean labels before the option: "찬성 — B", "반대 C".
  { lang: 'ko', polarity: 1, scope: 'before', words: ['찬성', '지지'] },
  { lang: 'ko', polarity: -1, scope: 'before', words: ['반대', '비추천'] },
  // Chinese: "我倾向于C", "支持B", "C更好", "A风险太大".
  { lang: 'zh', polarity: 1, scope: 'before', words: ['支持', '倾向于', '倾向', '赞成', '赞同', '推荐', '选择', '选', '偏好', '更喜欢', '主张'] },
  { lang: 'zh', polarity: -1, scope: 'before', words: ['反对', '否决', '排除', '拒绝'] },
  { lang: 'zh', polarity: 1, scope: 'after', words: ['更好', '最好', '更安全', '更稳妥', '稳妥', '可行', '合适', '比较好', '首选', '更合理', '合理', '最佳', '够用', '足够'] },
  { lang: 'zh', polarity: -1, scope: 'after', words: ['风险太大', '风险大', '太贵', '行不通', '太慢', '太复杂', '不现实', '反对'] },
];

const escape = (word: string): string => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[ \\t]+');
const alternation = (words: readonly string[]): string => [...words].sort((a, b) => b.length - a.length).map(escape).join('|');
const wordsOf = (lang: CueGroup['lang'][], polarity: Polarity, scope: CueScope) =>
  CUES.filter((g) => lang.includes(g.lang) && g.polarity === polarity && g.scope === scope).flatMap((g) => g.words);

/** What may stand between a before-cue and the option: a colon or dash, "the", "option", 方案. */
const FILLER = `[\\s*]*[:：—–-]?[\\s*]*(?:(?:the|option|plan|alternative|candidate|方案|选项|候选|候補|案|후보)[\\s*]*)?$`;

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
export const NEGATION_BEFORE_ZH = /(?:不|没有|没|并非|并不)$/u;

const COPULA = `(?:is|are|'s|would be|will be|looks|seems|remains|stays|sounds|feels)`;
const ADVERB = `(?:clearly|still|simply|really|far|much|probably|definitely|also|just|honestly|certainly|frankly|obviously)`;
/** English predicate after the option: "B is clearly the safer choice", "A is not viable", "C wins". */
export const AFTER_EN = new RegExp(
  `^[\\s*)\\]」”"'’]*(?:${COPULA}[ \\t]+(?:${ADVERB}[ \\t]+)?(?<neg>not[ \\t]+|never[ \\t]+|hardly[ \\t]+|no longer[ \\t]+)?)?` +
    `(?:(?<pos>${alternation(wordsOf(['en'], 1, 'after'))})|(?<con>${alternation(wordsOf(['en'], -1, 'after'))}))(?![\\p{L}])`,
  'iu',
);

/** Korean, Japanese and Chinese predicates after the option, anywhere before the next mention. */
export const AFTER_CJK = {
  positive: new RegExp(alternation(wordsOf(['ko', 'ja', 'zh'], 1, 'after')), 'u'),
  negative: new RegExp(alternation(wordsOf(['ko', 'ja', 'zh'], -1, 'after')), 'u'),
};
/** A negation after a Korean or Japanese cue: "지지하지 않는다", "賛成できない", "危険ではない". */
export const NEGATION_AFTER_CJK = /^[\p{L}\s]{0,6}?(?:않|못 ?[하한]|아니|없다|ない|ません|できず|ではな|しかね|かねる|かねます)/u;

// A cell of a table with one column per option (`| Persona | A | B | C |`), or a vote
// written on its own: the whole cell is the label, so its stance is stated.
const CELL_FOR = /^(?:for|pro|yes|y|aye|support|supports|agree|approve|in favou?r|찬성|지지|동의|예|좋음|賛成|支持|同意|赞成|是|可|○|◯|⭕|✓|✔|✔️|☑|☑️|✅|👍|👍🏻|\+|\+1)$/iu;
const CELL_AGAINST = /^(?:against|con|no|n|nay|oppose|opposes|disagree|reject|veto|반대|비동의|아니오|反対|不支持|反对|否|不可|✗|✘|✕|✖|✖️|×|❌|❎|👎|👎🏻|-1|−1)$/iu;
const CELL_NEUTRAL = /^(?:[—–\-−~?0△]|±0|n\/a|na|none|abstain|abstains|abstained|neutral|undecided|either|기권|중립|보류|없음|棄権|中立|保留|なし|弃权|无)$/iu;

/**
 * The stance one table cell states: `for`/`찬성`/`賛成`/`支持`/✓/👍/+1/yes, `against`/`반대`/
 * `反対`/`反对`/✗/👎/-1/no, or a neutral mark (—, abstain, 기권, 棄権, 弃权) that only
 * mentions the option. Anything else (prose, an empty cell) says nothing.
 */
export function cellStance(cell: string): 'supports' | 'opposes' | 'mentions' | null {
  const text = cell.replace(/\*\*|__|`/g, '').replace(/[\s.。!！]+$/u, '').trim();
  if (text === '' || text.length > 240) return null;
  // The label may carry its reason: `支持("…")`, `賛成（理由）`, `for — cheap`, `✅ (read-only)`.
  const label = text.length <= 24 ? text : '';
  const lead = /^([^\s(（:：—–,，、「“"]{1,12})[ \t]*(?:[(（:：—–,，、「“"]|$)/u.exec(text)?.[1] ?? '';
  for (const candidate of [label, lead]) {
    if (candidate === '') continue;
    if (CELL_FOR.test(candidate)) return 'supports';
    if (CELL_AGAINST.test(candidate)) return 'opposes';
    if (CELL_NEUTRAL.test(candidate)) return 'mentions';
  }
  return null;
}
