// The one mark table: what a table cell, a column's header or an option's slot on a labelled
// line says of an option by itself (a tick, a thumb, a vote word), and the labels of votes.
import { placeHeader } from './placeRanking.ts';
import { alternation, type Polarity } from './stanceCues.ts';

// Marks: what a table cell, or an option's slot on a labelled line (markSequence.ts), says
// of that option by itself. One table for both, nine languages and the language-free signs:
// a yes/no mark, a thumb, a tick or cross, Confluence's `(/)`/`(x)`, a vote word. Polarity 0
// is a mark that only mentions the option (abstain, a dash). `cell` marks are read only as a
// whole cell: a bare `+`, `-` or `?` on a line of prose is punctuation, not a mark.
export interface MarkGroup {
  lang: 'any' | 'en' | 'ko' | 'ja' | 'zh' | 'eu';
  polarity: Polarity | 0;
  words: readonly string[];
  cellOnly?: true;
}

export const MARKS: readonly MarkGroup[] = [
  { lang: 'any', polarity: 1, words: ['○', '◯', '〇', '◎', '⭕', '✓', '✔', '✔️', '☑', '☑️', '✅', '👍', '👍🏻', '(/)', '(y)', '+1', '＋1'] },
  { lang: 'any', polarity: -1, words: ['✗', '✘', '✕', '✖', '✖️', '×', '❌', '❎', '👎', '👎🏻', '(x)', '(n)', '-1', '−1'] },
  { lang: 'any', polarity: 1, cellOnly: true, words: ['+'] },
  { lang: 'any', polarity: 0, cellOnly: true, words: ['—', '–', '-', '−', '~', '?', '0', '△', '±0'] },
  { lang: 'en', polarity: 1, words: [
    'for', 'pro', 'yes', 'y', 'aye', 'up', 'thumbs up', 'support', 'supports', 'agree', 'approve', 'in favour', 'in favor',
    'favour', 'favor', 'favours', 'favors', 'favoured', 'favored', 'prefer', 'prefers', 'preferred', 'back', 'backs', 'backed', 'pick', 'picks',
  ] },
  { lang: 'en', polarity: -1, words: [
    'against', 'con', 'no', 'n', 'nay', 'down', 'thumbs down', 'oppose', 'opposes', 'disagree', 'reject', 'rejects', 'rejected',
    'veto', 'vetoes', 'rule out', 'rules out',
  ] },
  { lang: 'en', polarity: 0, words: ['n/a', 'na', 'none', 'abstain', 'abstains', 'abstained', 'neutral', 'undecided', 'either'] },
  { lang: 'ko', polarity: 1, words: ['찬성', '추천', '선호', '지지', '동의', '예', '좋음', '가(可)'] },
  { lang: 'ko', polarity: -1, words: ['반대', '거부', '기각', '비추천', '비동의', '아니오', '부(否)'] },
  { lang: 'ko', polarity: 0, words: ['기권', '중립', '보류', '없음'] },
  { lang: 'ja', polarity: 1, words: ['賛成', '推す', '推し', '支持', '同意'] },
  { lang: 'ja', polarity: -1, words: ['反対', '退ける', '却下', '不支持'] },
  { lang: 'ja', polarity: 0, words: ['棄権', '中立', '保留', 'なし'] },
  { lang: 'zh', polarity: 1, words: ['支持', '同意', '赞成', '赞同', '推荐', '是', '可'] },
  { lang: 'zh', polarity: -1, words: ['反对', '否决', '否', '不可', '不支持', '不赞成', '不赞同', '不同意'] },
  { lang: 'zh', polarity: 0, words: ['弃权', '无'] },
  // German, French, Spanish, Portuguese, Italian, as a whole cell or a column's header (`| Name | Für | Gegen |`, probe 59 m04).
  { lang: 'eu', polarity: 1, cellOnly: true, words: ['für', 'dafür', 'pour', 'a favor', 'a favore', 'favorevole'] },
  { lang: 'eu', polarity: -1, cellOnly: true, words: ['gegen', 'dagegen', 'contre', 'en contra', 'contra', 'contro', 'contrario'] },
  { lang: 'eu', polarity: 0, cellOnly: true, words: ['enthaltung', 'abstention', 'abstención', 'abstenção', 'astensione'] },
];

const markWords = (polarity: Polarity | 0, cell: boolean): string[] =>
  MARKS.filter((g) => g.polarity === polarity && (cell || !g.cellOnly)).flatMap((g) => g.words);
const wholeCell = (polarity: Polarity | 0) => new RegExp(`^(?:${alternation(markWords(polarity, true))})$`, 'iu');
// A table cell: the whole cell is the label, so its stance is stated.
const CELL_FOR = wholeCell(1);
const CELL_AGAINST = wholeCell(-1);
const CELL_NEUTRAL = wholeCell(0);

/**
 * A mark in an option's slot on a labelled line ("B: yes", "2안 ○", "乙：赞同", "A up"),
 * not running on into a word ("B: yesterday"); or a score, `+2`/`−1` for or against, `0`
 * only a mention. Groups: `pos`, `neg`, `zero`.
 */
export const SLOT_MARK = new RegExp(
  `^(?:(?<pos>${alternation(markWords(1, false))}|[+＋][1-9][0-9]?)|(?<neg>${alternation(markWords(-1, false))}|[-−–][1-9][0-9]?)|(?<zero>${alternation(markWords(0, false))}|±?0))(?![\\p{L}\\p{N}])`,
  'iu',
);

/**
 * Vote words that label the options after them (`赞成票：B。反对票：C。`, `消極的賛成：案B`,
 * `찬성표: 2안`): a lukewarm 賛成 is still a labelled 賛成.
 */
export const VOTE_LABELS = {
  for: alternation(['yes votes', 'votes for', 'vote for', 'sign-off', 'signoff', 'sign off', 'nod', 'nods', '赞', '点赞', '推し', '赞成票', '支持票', '消极赞成', '消極的賛成', '賛成票', '찬성표', '찬성 표', 'pour', 'für', 'dafür', 'a favor', 'a favor de', 'per', 'a favore', 'favorevole']),
  against: alternation(['no votes', 'votes against', 'vote against', 'veto', 'vetoes', 'shake', 'shakes', '踩', '反对票', '反対票', '반대표', '반대 표', 'contre', 'gegen', 'dagegen', 'en contra', 'en contra de', 'contra', 'contro', 'contrario', 'contraria']),
};

/**
 * A line's label for a sequence of marked options (markSequence.ts): `Stance →`, `Thumbs:`,
 * `입장 표시:`, `점수로 말하면:`, `【态度】`, `評価：`. Words a label may run on with before its
 * separator are few ("점수를 고칩니다 —").
 */
const MARK_LABELS = [
  'stance', 'stances', 'position', 'positions', 'vote', 'votes', 'my vote', 'my votes', 'thumbs', 'marks', 'my marks', 'score', 'scores', 'scoring', 'verdict', 'verdicts',
  '입장', '입장 표시', '의사 표시', '표시', '점수', '평가', '투표', '의견',
  '立場', '評価', '採点', '点数', '投票', '意思表示', '態度', '判定',
  '态度', '立场', '表态', '投票', '打分', '评分', '评价',
];
/** A reply's answer word before the label: "Yes. Stance → A: yes · C: no." (probe 73 m01), "Yes — …", "Ok: …", "Yes, still. …" (review 07zo y4–y6). */
const ANSWER_WORD = '(?:yes|yeah|yep|sure|ok(?:ay)?|no|はい|いいえ|네|예|아니요|是的?|对|ja|nein|oui|non|sí|si)(?:,?[ \\t]+still)?[ \\t]*[.!,，。！、:：—–][ \\t]*';
export const MARK_LABEL = new RegExp(
  `^[\\s*>-]*(?:${ANSWER_WORD})?(?:[【\\[](?:${alternation(MARK_LABELS)})[】\\]][\\s*:：]*|(?:${alternation(MARK_LABELS)})(?![a-z])[^\\n:：→—–<>]{0,12}?[\\s*]*(?:[:：→—–]|->)[\\s*]*)`,
  'iu',
);

/**
 * A column header that labels a side, with the option or reason it heads: `推す案`/`退ける案`,
 * `Backs`/`Rejects`, `支持理由`/`反对理由`, `찬성 안`, `Preferred option`. The label is a cell label.
 */
const HEADER_TAIL = /[ \t]*(?:案|안|方案|选项|選択肢|선택지|options?|理由|이유|근거|reasons?|side)$/iu;
export function headerStance(header: string): 'supports' | 'opposes' | 'mentions' | null {
  const text = header.replace(/\*\*|__|`/g, '').trim();
  return cellStance(text) ?? (HEADER_TAIL.test(text) ? cellStance(text.replace(HEADER_TAIL, '')) : null) ?? placeHeader(text);
}

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
