// A stance label and the option it names: `For: B`, `찬성: B안`, `Sign-off: B ✔`, `Nod: 3`,
// `【赞】甲`, `Veto: C`. The label is a word of the side (VOTE_LABELS and the plain words
// below), before a colon or inside brackets; what it labels is the option right after it,
// written as the meeting writes options or bare (a letter, a number, a stem) as long as a
// mark, a separator or the end follows it ("Nod: 3 ·", not "For: 3 of us"). A second label in
// the same clause labels its own option ("Sign-off: B ✔ · Veto: C"). Never a guess: a label
// word anywhere else (in a sentence, without its colon) is prose for the cue reader.
import { EUROPEAN_OPTION_WORDS, type OptionMention } from './options.ts';
import { STEMS, optionKey } from './optionNumber.ts';
import { VOTE_LABELS } from './marks.ts';
import type { Polarity } from './stanceCues.ts';

const WORDS = `${VOTE_LABELS.for}|${VOTE_LABELS.against}|for|against|pro|con|stance|position|vote|my vote|pick|my pick|choice|my choice|preferred|prefer|favou?red|favou?rite|support|reject|rejected|unacceptable|not acceptable|我的选择|私の選択|내 선택|찬성|반대|지지|입장|투표|표결|선택|추천|賛成|反対|支持|立場|投票|推す|推奨|反对|赞成|立场|选择|推荐|否决`;
/** A modifier before the label word: "Final pick:", "My choice:", `최종 선택:`, `最终选择：`, `私の立場：`. */
const MODIFIER = String.raw`(?:(?:final|my|our|personal)[ \t]+|(?:최종|본인|제|나의|내)[ \t]*|(?:最终|最終|我的|私の)[ \t]*)?`;
/** The label itself: its word before a colon, or in brackets with or without one (`【赞】`, `[For]`). */
// The bracket's optional colon and the spaces after it are disjoint steps (no two quantifiers
// over the same characters side by side: linear on a run of spaces or stars).
const LABEL = String.raw`[【\[]?${MODIFIER}(?<label>${WORDS})(?:[】\]](?:[\s*]*[:：])?|[\s*]*[:：])[\s*]*`;
/** A thumb as a label (`👍 B 👎 C`), its skin tone allowed. */
const THUMB = String.raw`(?<thumb>👍|👎)(?:\u{1F3FB}|\u{1F3FC}|\u{1F3FD}|\u{1F3FE}|\u{1F3FF})?[\s*:：]*`;

/** `For: B`, `찬성: B`, `【踩】丁`, a thumb `👍 B` / `👎 B` opening a bullet; and a bare `for 3` / `against B` that opens a field and ends it ("for 3 · against 2 — …"), or `For Option 2.` / `For Opção 2.` alone before its full stop or an adverb of conviction that ends it ("For Option 2, obviously.", not "…, originally."; review 07zc e2, e3, 07ze e1, 07zf e1; "Against option A, though, is …" is prose). */
export const STATED_LABEL = new RegExp(String.raw`^[\s*>-]*(?:${LABEL}|(?<bare>for|against|(?:für|gegen)(?=[ \t]+(?:(?:option|variante|plan)[ \t]+)?[1-9A-H][ \t]*(?:[.。!！](?:[ \t]|$)|$|[—–;]|,[ \t]*(?:ganz[ \t]+klar|klar|eindeutig|definitiv|natürlich|selbstverständlich|auf[ \t]+jeden[ \t]+fall)[ \t]*(?:[.。!](?:[ \t]|$)|$))))[ \t]+(?=[1-9A-H][ \t]*(?:[·/|;—–]|,(?![ \t]*(?:no|not|yes)(?![\p{L}]))|[.。!！](?:[ \t]|$)|$)|(?:option|plan|${EUROPEAN_OPTION_WORDS})[ \t]+[1-9A-H][ \t]*(?:[·/|;—–]|[.。](?:[ \t]|$)|$|,[ \t]*(?:obviously|clearly|definitely|certainly|naturally|absolutely|honestly|frankly|personally|firmly|strongly|still|wholeheartedly|emphatically|unreservedly|unequivocally|decidedly|resolutely|categorically|fully|completely|entirely|of[ \t]+course)[ \t]*(?:[.。!](?:[ \t]|$)|$)))|${THUMB})`, 'iu');
export const LABEL_AGAINST = new RegExp(`^(?:${VOTE_LABELS.against}|against|con|reject|rejected|unacceptable|not acceptable|반대|反対|反对|否决|👎)$`, 'iu');
/** What may stand between a label and its option: "Stance: against option A", "입장: B안". */
export const LABEL_FILLER = new RegExp(String.raw`^[\s*]*(?:(?:(?<against>against|oppose|opposes|반대|反対|反对)|for|support|supports|찬성|지지|賛成|支持)[\s*:：—–-]*)?(?:(?:the|option|plan|candidate|${EUROPEAN_OPTION_WORDS}|후보|선택지|方案|选项|案|候補)[\s*]*)?$`, 'iu');

/**
 * A label that ends the text before an option (`Sign-off: B ✔ · Veto: `, `推し：案2、反対：`, ` 【踩】`):
 * set off by a mark or separator before it (not a word: "bad for: A" is prose), or opening
 * with its bracket or thumb. What may stand between it and the option is LABEL_FILLER's.
 */
const FILLER = LABEL_FILLER.source.slice(1, -1);
const TRAILING_LABEL = new RegExp(String.raw`(?:^|[^\p{L}\p{N}\s][ \t]*|[ \t]+(?=[【\[👍👎]))(?:${LABEL}|${THUMB})${FILLER}$`, 'iu');

/** The label that ends `before` (the text between two mentions), its side and where it starts, or null. */
export function trailingLabel(before: string): { polarity: Polarity; at: number } | null {
  const tail = before.length > 80 ? before.slice(-80) : before;
  const m = TRAILING_LABEL.exec(tail);
  if (m === null) return null;
  const word = m.groups!.label ?? m.groups!.thumb!;
  const at = before.length - tail.length + m.index + m[0].search(/[【\[👍👎]|[\p{L}]/u);
  return { polarity: LABEL_AGAINST.test(word) || m.groups!.against !== undefined ? -1 : 1, at };
}

/**
 * A bare key right after a label, followed by a mark, a separator or the end, never by a word (`C-level`, `B's`).
 * A number only before the end, a mark or a field separator: "賛成：3、反対：1（部内集計）", "For: 3 (ana, ben)",
 * "Support: 3/4 of the desk" are counts, not options.
 */
const LABELLED_KEY = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${LABEL}|${THUMB})(?:([A-H]|[${STEMS}]|[一二三四五六七八九])(?=[ \t]*(?:$|[^\p{L}\p{N}\s'’-]))|([1-9][0-9]?)(?=[ \t]*(?:$|[✔✓✗✘☑☒·|;—–]|[.。](?:[ \t]|$))))`, 'giu');

/** The bare keys labels name (`Sign-off: B ✔`, `Nod: 3 ·`, `【赞】甲 `) added to the mentions, when the meeting defines them. */
export function withLabelledKeys(text: string, mentions: readonly OptionMention[], keys: readonly string[]): OptionMention[] {
  if (text.length > 2000) return [...mentions];
  const added: OptionMention[] = [];
  for (const m of text.matchAll(LABELLED_KEY)) {
    const raw = m[3] ?? m[4]!;
    const start = m.index + m[0].length - raw.length;
    const key = optionKey(raw);
    if (keys.includes(key) && !mentions.some((o) => start < o.end && o.start < start + raw.length)) added.push({ key, start, end: start + raw.length });
  }
  return added.length === 0 ? [...mentions] : [...mentions, ...added].sort((a, b) => a.start - b.start);
}

/** The text after a mention up to the next one, without the next option's own label (`推し：案2、反対：案3`). */
export function textAfter(masked: string, mentions: readonly OptionMention[], i: number): string {
  const gap = masked.slice(mentions[i]!.end, mentions[i + 1]?.start ?? masked.length);
  if (i + 1 >= mentions.length) return gap;
  const next = trailingLabel(gap);
  const own = next ? gap.slice(0, next.at) : gap;
  // A short clause leading into the next option is that option's: "方案一风险最大，我支持方案二" (review 07i z2).
  const lead = LEAD_IN.exec(own);
  // Not a cue that a conjunction ties to this option: "方案一，我支持而方案二…", "案Aは、賛成だが案Bは…" (review 07r s5–s8).
  return lead === null || CONJUNCTION_END.test(own) ? own : own.slice(0, lead.index);
}
const CONJUNCTION_END = /(?:而|但|但是|可是|不过|因为|因為|所以|だが|ですが|けど|けれど|けれども|しかし|하지만|지만|는데|(?<![\p{L}])(?:but|because|while|whereas|since|as))[ \t]*(?:案|方案|选项|option|plan)?[ \t]*$/iu;
const LEAD_IN = /[，,；;、][^，,；;、。.!?！？]{1,12}$/u;
