// A stance label and the option it names: `For: B`, `찬성: B안`, `Sign-off: B ✔`, `Nod: 3`,
// `【赞】甲`, `Veto: C`. The label is a word of the side (VOTE_LABELS and the plain words
// below), before a colon or inside brackets; what it labels is the option right after it,
// written as the meeting writes options or bare (a letter, a number, a stem) as long as a
// mark, a separator or the end follows it ("Nod: 3 ·", not "For: 3 of us"). A second label in
// the same clause labels its own option ("Sign-off: B ✔ · Veto: C"). Never a guess: a label
// word anywhere else (in a sentence, without its colon) is prose for the cue reader.
import type { OptionMention } from './options.ts';
import { STEMS, optionKey } from './optionNumber.ts';
import { VOTE_LABELS, type Polarity } from './stanceCues.ts';

const WORDS = `${VOTE_LABELS.for}|${VOTE_LABELS.against}|for|against|pro|con|stance|position|vote|my vote|pick|my pick|choice|my choice|我的选择|私の選択|내 선택|찬성|반대|지지|입장|투표|표결|선택|賛成|反対|支持|立場|投票|反对|赞成|立场|选择`;
/** The label itself: its word before a colon, or in brackets with or without one (`【赞】`, `[For]`). */
const LABEL = String.raw`[【\[]?(?<label>${WORDS})(?:[】\]][\s*:：]*|[\s*]*[:：])[\s*]*`;

/** `For: B`, `찬성: B`, `【踩】丁`, a thumb `👍 B` / `👎 B` opening a bullet; and a bare `for 3` / `against B` that opens a field and ends it ("for 3 · against 2 — …"). */
export const STATED_LABEL = new RegExp(String.raw`^[\s*>-]*(?:${LABEL}|(?<bare>for|against)[ \t]+(?=[1-9A-H][ \t]*(?:[·/|;—–]|,(?![ \t]*(?:no|not|yes)(?![\p{L}]))|[.。](?:[ \t]|$)|$))|(?<thumb>👍|👎)(?:\u{1F3FB})?[\s*:：]*)`, 'iu');
export const LABEL_AGAINST = new RegExp(`^(?:${VOTE_LABELS.against}|against|con|반대|反対|反对|👎)$`, 'iu');
/** What may stand between a label and its option: "Stance: against option A", "입장: B안". */
export const LABEL_FILLER = /^[\s*]*(?:(?:(?<against>against|oppose|opposes|반대|反対|反对)|for|support|supports|찬성|지지|賛成|支持)[\s*:：—–-]*)?(?:(?:the|option|plan|candidate|후보|선택지|方案|选项|案|候補)[\s*]*)?$/iu;

/** A label between two options of one clause, after the first one's mark or separator: ` ✔ · Veto: `, ` 【踩】`. */
const INNER_LABEL = new RegExp(String.raw`^[^\p{L}\p{N}\n]{0,8}${LABEL}`, 'iu');

/** The side a label that stands right before an option (and after another) gives it, or null. */
export function innerLabel(before: string): Polarity | null {
  if (before.length > 60) return null;
  const label = INNER_LABEL.exec(before);
  const filler = label ? LABEL_FILLER.exec(before.slice(label[0].length)) : null;
  if (!label || !filler) return null;
  return LABEL_AGAINST.test(label.groups!.label!) || filler.groups?.against !== undefined ? -1 : 1;
}

/** A bare key right after a label, followed by a mark, a separator or the end, never by a word (`C-level`, `B's`). */
const LABELLED_KEY = new RegExp(String.raw`(?<![\p{L}\p{N}])${LABEL}([A-H]|[1-9][0-9]?|[${STEMS}]|[一二三四五六七八九])(?=[ \t]*(?:$|[^\p{L}\p{N}\s'’-]))`, 'giu');

/** The bare keys labels name (`Sign-off: B ✔`, `Nod: 3 ·`, `【赞】甲 `) added to the mentions, when the meeting defines them. */
export function withLabelledKeys(text: string, mentions: readonly OptionMention[], keys: readonly string[]): OptionMention[] {
  if (text.length > 2000) return [...mentions];
  const added: OptionMention[] = [];
  for (const m of text.matchAll(LABELLED_KEY)) {
    const raw = m[2]!;
    const start = m.index + m[0].length - raw.length;
    const key = optionKey(raw);
    if (keys.includes(key) && !mentions.some((o) => start < o.end && o.start < start + raw.length)) added.push({ key, start, end: start + raw.length });
  }
  return added.length === 0 ? [...mentions] : [...mentions, ...added].sort((a, b) => a.start - b.start);
}
