// Options of a meeting: defined in a list (R0/R1/R3/R6), in the rubric, or first named
// inside an opinion as `후보 A(title)`, `A안(title)`, `Option A: title`, `(A) title`. Each
// is labelled with its title; every later mention of its letter refers to it.
import { MAX_STRUCTURE_LINE, squeeze } from '../../parse/frontmatter.ts';
import { appendAll } from '../../core/arrays.ts';
import type { MinutesOption } from './model.ts';
import { namedMentions, type NamedOption } from './namedOptions.ts';
import type { OptionList } from './optionList.ts';
import { BEFORE_CUE_WORDS } from './stanceCues.ts';
import { CIRCLED, OPTION_DIGITS, OPTION_NUMBER, STEMS, bareStemMentions, isNumberKey, optionKey } from './optionNumber.ts';

/**
 * An option list's keys; a meeting whose options are named by words carries their naming forms,
 * one that defines them by bare stems (`甲：…`) `stems`, since it names them bare too (optionNumber.ts);
 * `titles` the title each keyed option was given (`A: Redis`), for the reader of R7 (optionAlone.ts).
 */
export type OptionKeys = readonly string[] & { readonly named?: readonly NamedOption[]; readonly aliases?: readonly OptionAlias[]; readonly stems?: true; readonly titles?: ReadonlyMap<string, string> };

/** A short name the meeting itself gives a keyed option: `(以下「クラウド版」)`, `ハイライト版（② …）`. */
export interface OptionAlias { key: string; form: string }

export const LETTER = '[A-H]';
/**
 * Letters past H ("案J", "Option K", "J안") name an option only beside an option word: a bare
 * "I" is a pronoun and a bare "J" is nothing. Capitalised "Option" or a CJK word, before or after.
 */
const LATE_WORD = '(?:Option|OPTION|案|方案|选项|選択肢|候補|후보|선택지|대안)';
const LATE_LETTER = '[I-Z]';
/**
 * Case-insensitive words in a pattern that must keep the letter case-sensitive ("plan a
 * meeting" names no option): every lower-case letter of `words` becomes a two-case class
 * ("OPCIÓN", "OPÇÃO": review 07zc e5, e6).
 */
const ci = (words: string): string => `(?:${words.replace(/\p{Ll}/gu, (c) => (c.toUpperCase().length === 1 ? `[${c}${c.toUpperCase()}]` : c))})`;
/** "Option" in Spanish, Portuguese, Italian and German (review 05h F4): one list for every reader of it. */
export const EUROPEAN_OPTION_WORDS = 'opción|opcion|opção|opcao|opzione|variante';
/** Words that mark a letter as an option: "option B", "후보 B", "B안". */
export const OPTION_WORD = `(?:${ci(`option|opt\\.|plan|alternative|candidate|${EUROPEAN_OPTION_WORDS}`)}|후보|선택지|대안|안|案|方案|选项|選択肢|候補)`;

/** Words that mark a number as an option ("Option 1", "案1", "方案一"); a bare number never is one. */
const NUMBER_WORD = `(?:${ci(`option|opt\\.|candidate|${EUROPEAN_OPTION_WORDS}`)}|후보|선택지|대안|案|方案|选项|選択肢|候補)`;
/**
 * A numbered option opening a text: "Option 1", "1안", "1案", "案1", "方案一", "第一案", "(1)";
 * group 1 is the number.
 */
const NUMBERED_OPTION = `(?:${NUMBER_WORD} ?(${OPTION_NUMBER})(?:案)?|(${OPTION_NUMBER}) ?(?:안|案|번(?!째))|[(（](${OPTION_NUMBER})[)）]|第(${OPTION_NUMBER})案)`;
/** The number a match of NUMBERED_OPTION wrote, its groups starting at `from`. */
const writtenNumber = (m: RegExpExecArray, from: number): string => m[from] || m[from + 1] || m[from + 2] || m[from + 3] || '';
const numberOf = (m: RegExpExecArray, from: number): string => optionKey(writtenNumber(m, from));

/** Quotes and emphasis around a title: 「…」, “…”, "…", **…**. */
export function cleanTitle(raw: string): string {
  let title = squeeze(raw).replace(/\*\*|__/g, '');
  title = title.replace(/^[\s:：.)\]—–\-]+/, '').replace(/[\s.,;:。、，；：]+$/u, '');
  const quoted = /^[「『“"'‘](.*)[」』”"'’]$/u.exec(title);
  if (quoted) title = quoted[1]!.trim();
  return title.length > 120 ? `${title.slice(0, 119).trimEnd()}…` : title;
}

/** A key written with a Spanish, Portuguese, Italian or German option word ("Opción A", "Variante B"), kept as written (probe 66 row 31). */
const EUROPEAN_KEY = new RegExp(`^(?:${EUROPEAN_OPTION_WORDS})[ \\t]?(?:${LETTER}|${OPTION_NUMBER})$`, 'iu');

/**
 * A line that defines an option: `- A: title`, `- **A** — title`, `- A안: title`,
 * `- Option A — title`, `- (A) title`, `- 후보 A(title)`, `| A | title |` is the rubric's.
 */
export function optionDefinition(line: string): { key: string; title: string; written?: string } | null {
  const found = keyedDefinition(line);
  if (found === null) return null;
  // A circled number is written as it stands: "① 全変更を網羅する一覧形式".
  const circled = new RegExp(`^[\\s\\-*+]*(${CIRCLED})`, 'u').exec(line);
  if (circled) return { ...found, written: circled[1]! };
  // The key as the meeting writes it before the title ("B안", "案2", "方案二", "후보 A"), kept
  // for the label when it is not English ("Option B").
  const text = squeeze(line).replace(/^(?:[-*+]|\d{1,3}[.)])[ \t]+/, '').replace(/\*\*|__/g, '');
  const prefix = text.slice(0, Math.max(0, text.indexOf(found.title))).replace(/[\s:：.。、,，—–\-(（)）「『“"]+$/u, '').replace(/^[\s(（]+/u, '');
  const cjk = /[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
  // A bare letter before a Korean, Japanese or Chinese title ("A: 현행 유지") is kept bare too.
  const native = prefix.length <= 12 && (cjk.test(prefix) || EUROPEAN_KEY.test(prefix) || (cjk.test(found.title) && prefix.toUpperCase() === found.key));
  return native ? { ...found, written: prefix } : found;
}

/** A definition that writes its option word ("选项 1：…", "Option B — …", "B안: …", "案2：…"), never a bare letter or number. */
const WORDED_KEY = new RegExp(`^(?:${OPTION_WORD}[ \\t]?(?:${LETTER}|${OPTION_NUMBER})|(?:${LETTER}|${OPTION_NUMBER})[ \\t]?(?:안|案)|第${OPTION_NUMBER}案)(?![\\p{L}\\p{N}])`, 'u');
export function wordedOptionDefinition(line: string): { key: string; title: string; written?: string } | null {
  const text = squeeze(line).replace(/^(?:[-*+]|\d{1,3}[.)])[ \t]+/, '').replace(/\*\*|__/g, '');
  return WORDED_KEY.test(text) ? optionDefinition(line) : null;
}

function keyedDefinition(line: string): { key: string; title: string } | null {
  if (line.length > 4 * MAX_STRUCTURE_LINE) return null;
  const text = squeeze(line).replace(/^(?:[-*+]|\d{1,3}[.)])[ \t]+/, '').replace(/^\[[ xX]\][ \t]+/, '');
  const patterns: RegExp[] = [
    // "후보 A(제목)", "A안 (제목)", "Option A (title)"
    new RegExp(`^(?:\\*\\*)?(?:${OPTION_WORD} ?)?(${LETTER})(?:안|案)?(?:\\*\\*)? ?[(（]([^()（）]{1,100})[)）](?:\\*\\*)?(?:[ \\t]*[:：—–-].*)?$`, 'u'),
    // "A: title", "**A** — title", "Option A: title", "A안: title", "A. title"
    new RegExp(`^(?:\\*\\*)?(?:${OPTION_WORD} ?)?(${LETTER})(?:안|案)?(?:\\*\\*)?[ \\t]*(?:[:：.—–]|-(?= )|\\*\\*)[ \\t]*(?:\\*\\*)?[ \\t]*(.+)$`, 'u'),
    // "(A) title", "**(A)** title"
    new RegExp(`^(?:\\*\\*)?[(（](${LETTER})[)）](?:\\*\\*)?[ \\t]+(.+)$`, 'u'),
    // "案J：title", "Option K — title", "J안: title": a letter past H with its option word.
    new RegExp(`^(?:\\*\\*)?(?:${LATE_WORD} ?(${LATE_LETTER})|(${LATE_LETTER})(?:안|案))(?:\\*\\*)?[ \\t]*(?:[:：.—–]|-(?= )|\\*\\*)[ \\t]*(?:\\*\\*)?[ \\t]*(.+)$`, 'u'),
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const late = match.length > 3;
    const title = cleanTitle(late ? match[3]! : match[2]!);
    if (title !== '') return { key: (late ? match[1] ?? match[2] : match[1])!.toUpperCase(), title };
  }
  return numberedDefinition(text);
}

// "Option 1 — title", "1안: title", "案1：title", "方案一（title）", "(1) title".
const NUMBERED_DEFINITIONS: readonly RegExp[] = [
  new RegExp(`^(?:\\*\\*)?${NUMBERED_OPTION}(?:\\*\\*)? ?[(（]([^()（）]{1,100})[)）](?:\\*\\*)?(?:[ \\t]*[:：—–-].*)?$`, 'u'),
  // "案2：title", "甲案　title" (a full-width space sets the title off, as in a memo)
  new RegExp(`^(?:\\*\\*)?${NUMBERED_OPTION}(?:\\*\\*)?[ \\t]*(?:[:：.—–　]|-(?= )|\\*\\*)[ \\t]*(?:\\*\\*)?[ \\t]*(.+)$`, 'u'),
];

const BARE_STEM_DEFINITION = new RegExp(`^(?:\\*\\*)?([${STEMS}])(?:\\*\\*)?[ \\t]*[:：][ \\t]*(.+)$`, 'u');
function numberedDefinition(text: string): { key: string; title: string } | null {
  for (const pattern of NUMBERED_DEFINITIONS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const title = cleanTitle(match[5]!);
    if (title !== '') return { key: numberOf(match, 1), title };
  }
  // A bare stem with its colon, `甲：title`: the stems number options only so (a bare 乙 in prose is no option).
  const stem = BARE_STEM_DEFINITION.exec(text);
  const stemTitle = stem ? cleanTitle(stem[2]!) : '';
  if (stemTitle !== '') return { key: optionKey(stem![1]!), title: stemTitle };
  const circled = new RegExp(`^(${CIRCLED})[ \\t　]*(?:[:：.、][ \\t　]*)?(.+)$`, 'u').exec(text);
  const circledTitle = circled ? cleanTitle(circled[2]!) : '';
  if (circledTitle !== '') return { key: optionKey(circled![1]!), title: circledTitle };
  const parenthesised = new RegExp(`^(?:\\*\\*)?[(（](${OPTION_NUMBER})[)）](?:\\*\\*)?[ \\t]+(.+)$`, 'u').exec(text);
  const title = parenthesised ? cleanTitle(parenthesised[2]!) : '';
  return title === '' ? null : { key: optionKey(parenthesised![1]!), title };
}

const ORDERED_ITEM = new RegExp(`^[ \\t]*(${OPTION_DIGITS})[.)][ \\t]+(.+)$`, 'u');
/** A plain ordered-list item `1. title` / `2) title`: a numbered option only where a section lists the options. */
export function orderedItemOption(line: string): { key: string; title: string } | null {
  if (line.length > 4 * MAX_STRUCTURE_LINE) return null;
  const match = ORDERED_ITEM.exec(line);
  if (!match) return null;
  const title = cleanTitle(match[2]!);
  return title === '' ? null : { key: match[1]!, title };
}

/** Options first named inside running text: `후보 A(title)`, `A안(title)`, `Option A: title`, `(A) title` at the start. */
export function inlineOptionTitles(text: string): Array<{ key: string; title: string }> {
  const sample = squeeze(text.slice(0, 4000));
  const found: Array<{ key: string; title: string; at: number }> = [];
  const patterns: RegExp[] = [
    new RegExp(`(?:${ci('option|plan')}|후보|선택지|대안) ?(${LETTER})(?:안)? ?[(（]([^()（）]{1,80})[)）]`, 'gu'),
    new RegExp(`(?<![A-Za-z0-9])(${LETTER})안 ?[(（]([^()（）]{1,80})[)）]`, 'gu'),
    new RegExp(`(?:${ci('option')}|후보|선택지) (${LETTER})(?:\\*\\*)? ?[:：] ?(?:\\*\\*)?([^.;:。\\n()]{1,80})`, 'gu'),
    new RegExp(`^(?:\\*\\*)?[(（](${LETTER})[)）](?:\\*\\*)? ([^.;:。\\n]{1,80})`, 'gu'),
  ];
  for (const pattern of patterns) {
    pattern.lastIndex = 0;
    let guard = 0;
    for (let m = pattern.exec(sample); m !== null && guard < 50; m = pattern.exec(sample), guard++) {
      const title = cleanTitle(m[2]!.split(/[,，](?= )/u)[0]!);
      if (title !== '') found.push({ key: m[1]!.toUpperCase(), title, at: m.index });
    }
  }
  return found.sort((a, b) => a.at - b.at).map(({ key, title }) => ({ key, title }));
}

export interface OptionMention {
  key: string;
  /** Where the mention starts and ends in the (squeezed) text. */
  start: number;
  end: number;
}

// Ways a sentence names an option; group 1 is the letter. Linear, no nested quantifiers.
// A bare capital letter counts only with a Korean particle, as a subject before an
// English verb, or after "for/against/→"; so the article "A" of "A vendor" never does.
const MENTION_PATTERNS: readonly RegExp[] = [
  new RegExp(`(?<![A-Za-z0-9])(${LETTER})안`, 'gu'),
  new RegExp(`(?:${ci(`option|opt\\.|plan|alternative|candidate|target|threatens|threat to|${EUROPEAN_OPTION_WORDS}`)}|후보|선택지|대안|위협 ?대상|대상)[ \\t]*[:：]?[ \\t]*(?:\\*\\*)?[ \\t]*(${LETTER})(?![\\p{L}\\p{N}])`, 'gu'),
  new RegExp(`[(（](?:\\*\\*)?(${LETTER})(?:\\*\\*)?[)）]`, 'gu'),
  new RegExp(`\\*\\*(${LETTER})\\*\\*`, 'gu'),
  new RegExp(`(?<![A-Za-z0-9])(${LETTER})(?=가|는|은|의|를|을|에|와|과|로|도|보다|이|만)`, 'gu'),
  // Before a Korean stance noun that ends its clause: "B 찬성, 팀이 익숙함.", "A 반대." (not "B 찬성 쪽 논리", review 07f k1); 입장 only said as one's own ("B 찬성 입장입니다", not "…입장이 아닙니다", "…입장은 이해하지만", review 07i k1, k3).
  new RegExp(`(?<![\\p{L}\\p{N}])(${LETTER})(?=[ \\t]?(?:(?:찬성|반대|지지)[ \\t]?입장(?:입니다|이다|이에요|이고|이며|이지만|임|이(?=[ \\t]*$)|을[ \\t]?유지|(?=[ \\t]*(?:[.,;:!?。、]|$)))|(?:찬성|반대|지지|선호|추천)(?:합니다|한다|함|해요|입니다|이다|이에요|하지[ \\t]?않(?:는다|습니다|음|아요))?[ \\t]*(?:[.,;:!?。、]|$)))`, 'gu'),
  new RegExp(`(?:→|->|⇒|(?<![\\p{L}])(?:${ci('against|for|für|gegen|over|than|versus|vs\\.?|support|supports|oppose|opposes|reject|rejects|prefer|prefers|back|backs|choose|chooses|pick|picks|favour|favours|favor|favors|recommend|recommends|endorse|endorses|veto|vetoes|adopt|adopts|with')}|(?<!(?:was|were|had[ \\t]+been)[ \\t]+)${ci('lean|leans|leaning')}[ \\t]+${ci('towards|toward|to')}|찬성|반대))[ \\t]*[:：—–]?[ \\t]*(${LETTER})(?![\\p{L}\\p{N}+#]|-\\p{L}|[–-][A-Z](?![\\p{L}]))`, 'gu'),
  new RegExp(`(?<![\\p{L}\\p{N}])(${LETTER})(?= (?:is|are|was|would|will|wins|has|looks|seems|costs|fails|breaks|could|might|should|can|needs|locks|risks|gives|works|remains|stays|sounds|gets)\\b)`, 'gu'),
  // A leaning that still holds: "I was leaning towards B and still am" (review 07g v1).
  new RegExp(`(?<=(?:was|were)[ \\t]+leaning[ \\t]+towards?[ \\t]+(?:${ci('option')}[ \\t]+)?)(${LETTER})(?=[ \\t]+and[ \\t]+still(?![\\p{L}]))`, 'giu'),
  // The first of two letters joined by "and" in four languages (English has its own shapes): "Per: A e B", "Pour : A et B" (review 06ze row 17).
  new RegExp(`(?<![\\p{L}\\p{N}'’])(${LETTER})(?=[ \\t]+(?:e|et|y|und)[ \\t]+(?:${ci('option')}[ \\t]+)?[A-H](?![\\p{L}\\p{N}]))`, 'gu'),
  // A switch between two letters: "A → B", "from C to B" (both letters, each only beside the other).
  new RegExp(`(?<![\\p{L}\\p{N}])(${LETTER})(?=[ \\t]*(?:→|->|⇒)[ \\t]*(?:\\*\\*)?[A-H](?![\\p{L}\\p{N}]))`, 'gu'),
  new RegExp(`(?<![\\p{L}])${ci('from')}[ \\t]+(${LETTER})(?=[ \\t]+to[ \\t]+[A-H](?![\\p{L}\\p{N}]))`, 'gu'),
  new RegExp(`(?<=(?<![\\p{L}])${ci('from')}[ \\t]+[A-H][ \\t]+)to[ \\t]+(${LETTER})(?![\\p{L}\\p{N}])`, 'gu'),
  // Japanese and Chinese: "B案", "方案C", "Cが良い", "支持C", "C更好".
  new RegExp(`(?<![A-Za-z0-9])(${LETTER})(?:案|方案)`, 'gu'),
  new RegExp(`(?:方案|选项|候选|候補|選択肢)[ \\t]*(${LETTER})(?![A-Za-z0-9])`, 'gu'),
  new RegExp(`(?<![A-Za-z0-9])(${LETTER})(?=[ \\t]?[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}])`, 'gu'),
  new RegExp(`(?<=[\\p{Script=Han}\\p{Script=Hiragana}])[ \\t]?(${LETTER})(?![A-Za-z0-9])`, 'gu'),
  // A letter past H, only with its option word: "案J", "Option K", "J안".
  new RegExp(`(?:${LATE_WORD})[ \\t]*(${LATE_LETTER})(?![A-Za-z0-9])|(?<![A-Za-z0-9])(${LATE_LETTER})(?=안|案|方案)`, 'gu'),
  // A letter standing alone before punctuation or the end of its line: "the safer choice is C.",
  // "I vote for C", a field's value `- Vote: B` with more lines after it.
  new RegExp(`(?<![\\p{L}\\p{N}'’])(${LETTER})(?=[ \\t]*(?:[.,;:!?)）。、，>＞≫\\n]|$))`, 'gu'),
  // The option a stance noun names, whatever follows it: "my objection to B today", "the veto on C for now".
  new RegExp(`(?<![\\p{L}])${ci('objections?|opposition|veto')}[ \\t]+${ci('to|of|on')}[ \\t]+(?:${ci('option|plan')}[ \\t]+)?(${LETTER})(?![\\p{L}\\p{N}]|-[\\p{L}\\p{N}])`, 'gu'),
  // The same in French, Spanish, Portuguese and Italian: "mon opposition à B quand même" (review 06ze row 7).
  new RegExp(`(?<![\\p{L}])${ci('opposition|objection|soutien|appui|oposición|objeción|apoyo|oposição|objeção|apoio|opposizione|obiezione|sostegno|appoggio')}[ \\t]+(?:à|au|contre|a|al|contra|ao|alla|contro)[ \\t]+(?:(?:la|l['’]|le|el|o)[ \\t]*)?(?:(?:option|opción|opção|opzione)[ \\t]+)?(${LETTER})(?![\\p{L}\\p{N}]|-[\\p{L}\\p{N}])`, 'gu'),
];

// Numbered options, only in the explicit forms (a bare number is a number): "Option 1",
// "1안", "案1", "方案一", "第一案", "(1)"; after a vote ("我投 2", "投票：1", "vote: 3"); and after a
// stance label when the number ends its field ("for 3 · against 2 — …").
const NUMBERED_MENTIONS: readonly RegExp[] = [
  new RegExp(`(?<![A-Za-z0-9])${NUMBERED_OPTION}`, 'gu'),
  new RegExp(`(?:投票?|表决|${ci('vot(?:e|es|ed|ing)')}|투표)[ \\t]*(?:${ci('for')})?[ \\t]*[:：]?[ \\t]*(?:\\*\\*)?()()()(${OPTION_DIGITS}|[${STEMS}])(?![0-9])`, 'gu'),
  // A bare number right after a stance verb that ends its sentence: "Switching to 2.", "我支持 2".
  new RegExp(`(?:(?<![\\p{L}])(?:${BEFORE_CUE_WORDS.en})|${BEFORE_CUE_WORDS.cjk})[ \\t]*()()()(${OPTION_DIGITS})(?![0-9])(?=[ \\t]*(?:[.。!！;；,，)）]|$))`, 'giu'),
  // A stance label before a bare number that ends its field: "for 3 · against 2 — …".
  new RegExp(`(?<![\\p{L}])(?:${ci('for|against')}|찬성|반대)[ \\t]*[:：]?[ \\t]*(?:\\*\\*)?()()()(${OPTION_DIGITS})(?![0-9])(?:\\*\\*)?(?=[ \\t]*(?:[·/|;,—–)]|$))`, 'gmu'),
  // …or its sentence, opening the line: "For 2. Self-hosting …", "For 2. 3 is too slow", "Gegen 2." at the line's end or before a
  // sentence's first word, "Für 2. Das …" (review 07zl f4, 07zo f2, f6); not "For 2. and 3. …", nor "Für 2. Quartal …" (an ordinal: 07zn f6, f15).
  new RegExp(`^[ \\t*>-]*(?:${ci('for|against')}(?=[ \\t]+${OPTION_DIGITS}[ \\t]*[.。](?:[ \\t]+(?:\\*\\*)?(?:\\p{Lu}|[0-9])|[ \\t]*$))|${ci('für|gegen')}(?=[ \\t]+${OPTION_DIGITS}[ \\t]*[.。](?:[ \\t]+(?:Das|Der|Die|Den|Dem|Ein|Eine|Einen|Ich|Wir|Es|Er|Sie|Man|Dies|Diese|Dieser|Denn|Weil|Aber|Und|So|Da|Damit)(?![\\p{L}])|[ \\t]*$)))[ \\t]+()()()(${OPTION_DIGITS})(?![0-9])`, 'gmu'),
  // A circled number names its option by itself: "①に賛成", "③には反対".
  new RegExp(`()()()(${CIRCLED})`, 'gu'),
];

/**
 * Every mention of a known option in a text, in order. With no options known, only the
 * explicit forms ("option B", "B안", "후보 B", "(B)") count.
 */
export function optionMentions(text: string, keys: OptionKeys): OptionMention[] {
  const sample = text.length > 4000 ? text.slice(0, 4000) : text;
  const mentions: OptionMention[] = keys.named ? namedMentions(sample, keys.named) : [];
  if (keys.aliases) appendAll(mentions, aliasMentions(sample, keys.aliases));
  if (keys.stems) appendAll(mentions, bareStemMentions(sample, keys));
  const explicitOnly = keys.length === 0;
  MENTION_PATTERNS.forEach((pattern, index) => {
    if (explicitOnly && index > 2) return;
    pattern.lastIndex = 0;
    let guard = 0;
    for (let m = pattern.exec(sample); m !== null && guard < 100; m = pattern.exec(sample), guard++) {
      const letter = m[1] ?? m[2]!;
      const key = letter.toUpperCase();
      if (!/^[A-Z]$/.test(key) || (!explicitOnly && !keys.includes(key))) continue;
      // The letter itself is where the mention is; the words before it ("for", "→") stay outside.
      const letterAt = m.index + m[0].lastIndexOf(letter);
      mentions.push({ key, start: letterAt, end: m.index + m[0].length });
    }
  });
  // Numbers name options only in a meeting whose options are numbered.
  if (keys.some(isNumberKey)) {
    for (const pattern of NUMBERED_MENTIONS) {
      pattern.lastIndex = 0;
      let guard = 0;
      for (let m = pattern.exec(sample); m !== null && guard < 100; m = pattern.exec(sample), guard++) {
        const key = numberOf(m, 1);
        if (!keys.includes(key)) continue;
        // The whole "Option 1" / "1안" is the mention: its number is not a cue's neighbour.
        const written = writtenNumber(m, 1);
        const start = pattern === NUMBERED_MENTIONS[0] ? m.index : m.index + m[0].lastIndexOf(written);
        mentions.push({ key, start, end: m.index + m[0].length });
      }
    }
  }
  mentions.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: OptionMention[] = [];
  for (const m of mentions) {
    const last = merged[merged.length - 1];
    if (last && m.start < last.end) continue;
    merged.push(m);
  }
  return merged;
}

/** Where a text writes an option's alias; a Latin alias stands as a word. Linear: indexOf per alias. */
function aliasMentions(text: string, aliases: readonly OptionAlias[]): OptionMention[] {
  const lower = text.toLowerCase();
  if (lower.length !== text.length) return [];
  const found: OptionMention[] = [];
  for (const { key, form } of aliases.slice(0, 40)) {
    const latin = /^[\p{Script=Latin}\p{N}]/u.test(form);
    for (let at = lower.indexOf(form), guard = 0; at !== -1 && guard < 100; at = lower.indexOf(form, at + form.length), guard++) {
      if (latin && (/[\p{L}\p{N}]/u.test(lower.charAt(at - 1)) || /[\p{L}\p{N}]/u.test(lower.charAt(at + form.length)))) continue;
      found.push({ key, start: at, end: at + form.length });
    }
  }
  return found;
}

/** Quoted short names inside an option's title: `クラウド型翻訳メモリ(以下「クラウド版」)`, `Trim it (the "short form")`. */
const TITLE_ALIAS = /「([^「」\n]{2,20})」|“([^“”\n]{2,20})”|"([^"\n]{2,20})"|『([^『』\n]{2,20})』/gu;

/**
 * The aliases a meeting gives its keyed options: a quoted name inside an option's title, and
 * a name written right before a bracket that opens with the option's reference
 * (`ハイライト版（② 読者向け…）`, `the short form (Option 2)`). Named options have their own forms.
 */
export function readAliases(options: OptionList, text: string): void {
  const keys = options.keys();
  if (keys.length === 0) return;
  for (const option of options.all()) {
    if (option.named || option.title === undefined) continue;
    for (const m of option.title.matchAll(TITLE_ALIAS)) options.alias(option.key, m[1] ?? m[2] ?? m[3] ?? m[4]!);
  }
  const sample = text.length > 200_000 ? text.slice(0, 200_000) : text;
  const before = /(?:^|[\s、。，,;；:：・「“"(（-])([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]{2,10}|[\p{Script=Latin}][\p{Script=Latin}\p{N} -]{1,28}[\p{Script=Latin}\p{N}])[ \t]?[(（]/gmu;
  let guard = 0;
  for (let m = before.exec(sample); m !== null && guard < 500; m = before.exec(sample), guard++) {
    const inside = sample.slice(m.index + m[0].length, m.index + m[0].length + 40);
    const first = optionMentions(inside, keys)[0];
    // The bracket opens with the reference, or with a circled number written as it stands.
    if (first === undefined || first.start > 1) continue;
    const form = m[1]!.trim();
    if (optionMentions(form, keys).length === 0) options.alias(first.key, form);
  }
}

/** A title at least this long, written out in full, names its option (as in stanceReading.ts). */
export const MIN_NAMING_TITLE = 6;

/**
 * The one option whose whole title (MIN_NAMING_TITLE or more characters, any case) a text
 * writes out: "the self-hosted Unleash cluster" names "Option 3: Self-hosted Unleash".
 * Two titles written, or none, name nothing: a text is never matched on a title's words.
 */
export function optionByTitle(text: string, options: readonly MinutesOption[]): string | undefined {
  const lower = squeeze(text.slice(0, 4000)).toLowerCase();
  const named = options.filter((o) => o.title !== undefined && o.title.trim().length >= MIN_NAMING_TITLE && lower.includes(o.title.trim().toLowerCase()));
  return named.length === 1 ? named[0]!.key : undefined;
}

/**
 * The one named option whose whole name a text writes out ("Paged.js was adopted", "内製を選んだが"),
 * where a Latin name stands as a word; two names written, or none, name nothing. Never a word
 * of a name: "the notify route" or "毎日公開" name no option here.
 */
export function optionByName(text: string, options: readonly MinutesOption[]): string | undefined {
  const lower = squeeze(text.slice(0, 4000)).toLowerCase();
  const named = options.filter((o) => {
    const name = (o.title ?? '').trim().toLowerCase();
    if (name.length < 2) return false;
    const at = lower.indexOf(name);
    const latin = /^[\p{Script=Latin}\p{N}]/u;
    return at !== -1 && !(latin.test(name) && (/[\p{L}\p{N}]/u.test(lower.charAt(at - 1)) || latin.test(lower.charAt(at + name.length))));
  });
  return named.length === 1 ? named[0]!.key : undefined;
}

/** The option a text names first, among `keys`. */
export function firstOptionReference(text: string, keys: OptionKeys): string | undefined {
  return optionMentions(squeeze(text.slice(0, 2000)), keys)[0]?.key;
}
