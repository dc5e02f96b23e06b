// A ranking written with its places beside the options, on one line: `Podium: 1st C, 2nd A,
// 3rd B`, `1등 C안, 꼴찌 A안`, `首选乙，次选丙，末选甲`, `本命は案3、対抗が案1、案2は消し`. The place
// words are one table (PLACES), in four languages; the README's rule is the ranking rule
// everywhere: the first place is stated for, the last (a "last" word, or the highest of three
// places or more) stated against, a middle place only a mention, an option not placed nothing.
//
// Never a guess: two options placed at least, one of them first, every option named between
// the first and the last placed one placed too. Linear: one pass over the line's mentions.
import type { OptionMention } from './options.ts';
import type { MarkedOption } from './markSequence.ts';
import { STEMS, optionKey } from './optionNumber.ts';

// Not 第一/第二/第三: in prose they enumerate points ("firstly"), not places.
const PLACES: ReadonlyArray<{ place: number; words: readonly string[] }> = [
  { place: 1, words: ['1st', 'top pick', 'first pick', 'top choice', 'first choice', '1등', '1위', '1位', '1순위', '首选', '第一选择', '第一選択', '第一希望', '本命'] },
  // 其次 ("next") is a place only in a line that also writes a first place (placeRanking).
  { place: 2, words: ['2nd', '2등', '2위', '2位', '2순위', '次选', '其次', '第二选择', '第二希望', '対抗'] },
  { place: 3, words: ['3rd', '3등', '3위', '3位'] },
  { place: 4, words: ['4th', '4등', '4위', '4位'] },
  // The last place, however many there are.
  // 最后 ("finally") likewise, and only right before the option it places (`最后丙`).
  { place: Number.POSITIVE_INFINITY, words: ['last', 'last pick', 'last choice', '꼴찌', '꼴등', '末选', '最后', '消し', '最下位', '최하위'] },
];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const WORDS = PLACES.flatMap((p) => p.words).sort((a, b) => b.length - a.length).map(escape).join('|');
/** Any place word in a line: only such a line is tried as a ranking. */
export const PLACE_WORD = new RegExp(`(?<![\\p{L}\\p{N}])(?:${WORDS})`, 'iu');
const placeOf = (word: string): number => PLACES.find((p) => p.words.includes(word.toLowerCase()))?.place ?? 0;
/** A place right before the option: `1st C`, `本命は案3`, `対抗が案1`, `首选乙`, `1등: C안`. */
const BEFORE = new RegExp(`(?<![\\p{L}\\p{N}])(${WORDS})[\\s*]*(?:[:：]|は|が|은|는|是)?[\\s*]*(?:(?:option|plan|案|方案|选项)[\\s*]*)?$`, 'iu');
/** A place right after it: `案2は消し`, `A안 꼴찌`. */
const AFTER = new RegExp(`^[\\s*]*(?:は|が|은|는|이|가)?[\\s*]*(${WORDS})(?![\\p{L}\\p{N}])`, 'iu');

export interface PlacedRanking { marks: MarkedOption[]; start: number; end: number }

/** The ranking a line writes with place words, or null. `mentions` are the line's, in order. */
export function placeRanking(line: string, mentions: readonly OptionMention[]): PlacedRanking | null {
  if (line.length > 400 || mentions.length < 2) return null;
  const placed: Array<{ mention: OptionMention; at: number; place: number; start: number; end: number }> = [];
  let previousEnd = 0;
  for (const [i, mention] of mentions.entries()) {
    const before = BEFORE.exec(line.slice(Math.max(previousEnd, mention.start - 16), mention.start));
    const nextStart = mentions[i + 1]?.start ?? line.length;
    const after = before ? null : AFTER.exec(line.slice(mention.end, Math.min(nextStart, mention.end + 16)));
    previousEnd = mention.end;
    const word = before?.[1] ?? after?.[1];
    if (word === undefined) continue;
    const start = before ? mention.start - before[0].length : mention.start;
    placed.push({ mention, at: i, place: placeOf(word), start, end: after ? mention.end + after[0].length : mention.end });
  }
  // Two places at least, one of them first, and no option named between them without a place.
  if (placed.length < 2 || !placed.some((p) => p.place === 1) || placed.some((p, k) => p.at !== placed[0]!.at + k)) return null;
  const lowest = placed.reduce((max, p) => Math.max(max, p.place), 0);
  const marks = placed.map((p): MarkedOption => ({
    option: p.mention.key,
    polarity: p.place === 1 ? 1 : p.place === Number.POSITIVE_INFINITY || (placed.length >= 3 && p.place === lowest) ? -1 : 0,
    start: p.mention.start,
  }));
  return { marks, start: placed[0]!.start, end: placed[placed.length - 1]!.end };
}

/** A stem right after a place word (`首选乙`, `末选甲`), which prose never reads as a mention: the option it numbers. */
export function withPlacedStems(line: string, mentions: readonly OptionMention[], keys: readonly string[]): OptionMention[] {
  const added: OptionMention[] = [];
  for (const m of line.matchAll(PLACED_STEM)) {
    const start = m.index + m[0].length - 1;
    const key = optionKey(m[1]!);
    if (keys.includes(key) && !mentions.some((o) => start < o.end && o.start <= start)) added.push({ key, start, end: start + 1 });
  }
  return added.length === 0 ? [...mentions] : [...mentions, ...added].sort((a, b) => a.start - b.start);
}
const PLACED_STEM = new RegExp(`(?<![\\p{L}\\p{N}])(?:${WORDS})[\\s*:：]*([${STEMS}])(?![\\p{L}\\p{N}])`, 'giu');

/**
 * A table column headed by a place names each row's option at that place (`| 专家 | 首选 | 最不认可 |`,
 * `| Name | First choice | Last choice |`): the first place is for, the last against (the
 * ranking rule), any other place no side. `最不` with a verb of choosing or approving
 * (最不认可/最不推荐/最不想选) is the last place; `最不担心` (least worried), `最不了解` (least
 * familiar) and a bare `Last` (the last round's pick?) are no place.
 */
const FIRST_HEADER = /^(?:1st|1등|1위|1位|1순위|首选|本命|第一选择|第一志望|最推|最优|최선호|(?:first|top)[ \t]+(?:choice|pick|preference)|favou?rite|most[ \t]+preferred)$/iu;
const LAST_HEADER = /^(?:꼴찌|꼴등|최하위|末选|消し|最下位|最差|ワースト|worst|last[ \t]+(?:choice|pick|place|preference)|least[ \t]+(?:favou?red|favou?rite|preferred|wanted|liked)|最不(?:想|愿意|願意)?(?:认可|認可|推荐|推薦|选|選|要|喜欢|喜歡|看好|支持|赞成|贊成|中意))$/iu;
export function placeHeader(header: string): 'supports' | 'opposes' | null {
  const text = header.trim();
  if (text.length > 40) return null;
  return FIRST_HEADER.test(text) ? 'supports' : LAST_HEADER.test(text) ? 'opposes' : null;
}
/** A header that names a place this reader does not take (bare `Last`, `最不担心`): its cells are no one's words either. */
export const unreadPlaceHeader = (header: string): boolean => /^(?:last|最不\p{Script=Han}{1,3})$/iu.test(header.replace(/\*\*|__|`/g, '').trim()) && placeHeader(header) === null;

/** A key written bare: a letter, a number up to 99, a stem, a Han numeral up to nine. */
const BARE_KEY = `(?:[A-H]|[1-9][0-9]?|[${STEMS}]|[一二三四五六七八九])`;
/**
 * Bare keys joined by `>` (`2 > 1 > 3`, `甲 > 乙 > 丙`, `丙＞乙＞甲`). Each repetition needs its
 * join, so the cost is linear; a key inside a word or a decimal (`v2 > 1.5`) is none.
 */
const BARE_CHAIN = new RegExp(`(?<![A-Za-z0-9.])${BARE_KEY}(?:[ \\t]*[>＞≫][ \\t]*${BARE_KEY})+(?![A-Za-z0-9]|\\.[0-9])`, 'gu');
const BARE_KEY_ONE = new RegExp(BARE_KEY, 'gu');
/** After a ranking's label, bare keys listed with commas are its places too: `Ranking: 2, 1, 3`, `順位：2、1、3`. */
const LISTED_RANKING = new RegExp(`(?<![A-Za-z])(?:ranking|order|順位|순위|排序|排名)[ \\t*]*[:：][ \\t*]*(${BARE_KEY}(?:[ \\t]*[,、，][ \\t]*${BARE_KEY})+)(?![A-Za-z0-9]|\\.[0-9])`, 'giu');

/** A measure the chain orders by ("成本从高到低：丙 > 乙 > 甲", "Risk: A > B > C"): a comparison, not the speaker's ranking. */
const MEASURE_BEFORE = /(?<![\p{L}])(?:cost|costs|risk|risks|price|time|effort|headcount|budget|size|load|speed|成本|风险|费用|价格|时间|工期|人力|预算|高到低|低到高|コスト|リスク|費用|価格|期間|工数|予算|비용|위험|가격|기간|예산|공수)[^.。;；!?！？\n]{0,30}$/iu;
/** A unit after the chain ("3 > 2 > 1 weeks"), or a list in the order it was given ("1, 2, 3 as listed"). */
const AFTER_CHAIN = /^[ \t]*(?:(?:weeks?|days?|hours?|months?|%|人|天|周|日|週|時間|주|일|시간)(?![\p{L}])|[(（]?(?:as listed|in (?:the )?order (?:listed|given|proposed)|按提出顺序|按顺序|順不同|提出順|제안 ?순))/iu;
const measuresNotRanks = (line: string, start: number, end: number): boolean => MEASURE_BEFORE.test(line.slice(Math.max(0, start - 40), start)) || AFTER_CHAIN.test(line.slice(end, end + 40));

/**
 * A ranking written as a chain of bare keys is a chain of mentions: the join says each is an
 * option, as a place word does (`首选乙`). Only when every key of the chain is an option the
 * meeting defines, each once; a chain of numbers only with three places or more ("2 > 1"
 * may compare two figures). The keys not yet mentioned are added.
 */
export function withChainedKeys(line: string, mentions: readonly OptionMention[], keys: readonly string[]): OptionMention[] {
  if (line.length > 400) return [...mentions];
  const added: OptionMention[] = [];
  const chains = [...line.matchAll(BARE_CHAIN)].map((m) => ({ text: m[0], at: m.index }));
  for (const m of line.matchAll(LISTED_RANKING)) chains.push({ text: m[1]!, at: m.index + m[0].length - m[1]!.length });
  for (const chain of chains) {
    if (measuresNotRanks(line, chain.at, chain.at + chain.text.length)) continue;
    const elements = [...chain.text.matchAll(BARE_KEY_ONE)].map((m) => ({ key: optionKey(m[0]), start: chain.at + m.index, end: chain.at + m.index + m[0].length }));
    const numbers = elements.every((e) => /^[0-9一二三四五六七八九]+$/u.test(line.slice(e.start, e.end)));
    if (new Set(elements.map((e) => e.key)).size !== elements.length || elements.some((e) => !keys.includes(e.key)) || (numbers && elements.length < 3)) continue;
    for (const e of elements) if (!mentions.some((o) => e.start < o.end && o.start < e.end)) added.push(e);
  }
  return added.length === 0 ? [...mentions] : [...mentions, ...added].sort((a, b) => a.start - b.start);
}

/** What joins two places of a ranking: `B > A`, `B＞A`, `B ≫ A`. */
const RANK_JOIN = /^[\s*)）」]*[>＞≫][\s*(（「]*$/u;

/**
 * A ranking written as a chain of every option the text names, joined by `>` (`B＞A＞C`,
 * "順位をつけるなら B > A > C"): its mentions in order, or null; null too where the chain
 * orders a measure ("Cost: C > B > A"). Linear in the mentions.
 */
export function rankingChain(text: string, mentions: readonly OptionMention[]): OptionMention[] | null {
  if (mentions.length < 2 || measuresNotRanks(text, mentions[0]!.start, mentions.at(-1)!.end)) return null;
  for (let i = 1; i < mentions.length; i++) if (!RANK_JOIN.test(text.slice(mentions[i - 1]!.end, mentions[i]!.start))) return null;
  return new Set(mentions.map((m) => m.key)).size === mentions.length ? [...mentions] : null;
}
