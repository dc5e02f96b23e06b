// The forms a debate's title may be drawn in on its island: whole (to TITLE_CHARS), then cut
// to each of TITLE_CUTS px with "…". A cut keeps the title's start; where that start is
// shared with another debate's title it keeps, after the "…", what tells them apart: the
// last word ("… Q1", "Debate 941"), or where the end is shared too, the words where the
// title first differs ("Quarterly…2016 Q1:…"). Where none fits, the start alone is drawn
// only while it fits a few titles: "Editori…" of 208 is no landmark (probe 64 row 6a).

/** Widths (px) a title is cut to, in turn, when whole titles leave an island untitled (the full title: the debate list, a node's tooltip). */
export const TITLE_CUTS = [140, 96, 72];
const TITLE_CHARS = 48;
/** A cut title keeps at least this many characters before its "…" (a CJK title's 72 px may hold fewer). */
const TITLE_MIN_CHARS = 4;
/** A title's last word (a number, a quarter, a year) is kept after a cut, up to this many characters. */
const TAIL_CHARS = 12;
/** Where a title differs in its middle, the words kept around the difference: up to this many characters, widest that fits first. */
const WINDOW_CHARS = [24, 16, 8];

/** A debate's title as it may be drawn, widest first, each with its width (px). */
export type IslandTitle = Array<[string, number]>;

const SPACE = /\s/u;
/** A character that belongs to the one before it: a mark, a joiner, a variation selector. */
const JOINS_BEFORE = /\p{M}|\u200c|\u200d|[\ufe00-\ufe0f]/u;
const PLAIN = /^[\p{L}\p{N}]+$/u;
const REGIONAL = /\p{Regional_Indicator}/u;
const WORDLIKE = /[\p{L}\p{N}]/u;

/** Titles that start (or end) as a cut does are read up to this many; past it the cut is taken to fit many. */
const MOST_ALIKE = 256;
/** A cut that tells its title from no other is drawn only while it fits at most this many (a short list under the pointer). */
const MOST_FITTED = 4;

/**
 * For each title, how many code units of its start, and of its end, another title shares at
 * most; the titles in sorted order, and in the order of their ends (each reversed, sorted):
 * made once per atlas.
 */
export interface SharedParts { starts: Int32Array; ends: Int32Array; sorted: readonly string[]; byEnd: readonly string[]; reversedByEnd: readonly string[] }

const reversedText = (text: string): string => text.split('').reverse().join('');

export function sharedParts(titles: readonly string[]): SharedParts {
  const reversed = titles.map(reversedText);
  const order = sortedOrder(titles), endOrder = sortedOrder(reversed);
  return {
    starts: longestCommonPrefixes(titles, order),
    ends: longestCommonPrefixes(reversed, endOrder),
    sorted: Array.from(order, (i) => titles[i]!),
    byEnd: Array.from(endOrder, (i) => titles[i]!),
    reversedByEnd: Array.from(endOrder, (i) => reversed[i]!),
  };
}

const sortedOrder = (texts: readonly string[]): number[] => Array.from(texts.keys()).sort((a, b) => (texts[a]! < texts[b]! ? -1 : texts[a]! > texts[b]! ? 1 : a - b));

/**
 * How many titles a cut form of `title` ("start…words…", "start… end") fits, its own
 * included (identical titles count once): the titles that begin with its start, or those
 * that end with its end where fewer do, are read for its pieces in order; more than
 * MOST_ALIKE of both, and it is taken to fit MOST_ALIKE + 1. The count stops past `most`
 * (a caller asking whether a form fits its title alone stops at the second).
 */
export function titlesFitted(parts: SharedParts, title: string, form: string, most = MOST_ALIKE): number {
  if (!form.includes('…')) return 1;
  // Read as a reader reads it: each piece a run of words ("… 1" fits "Acme 1" and "Acme 21").
  const pieces = form.split('…').map((piece) => piece.trim());
  if (!fitsPieces(title, pieces)) return MOST_ALIKE + 1;
  const end = pieces[pieces.length - 1]!;
  let [from, to] = prefixRange(parts.sorted, pieces[0]!);
  let read = parts.sorted;
  if (end !== '') {
    const [fromEnd, toEnd] = prefixRange(parts.reversedByEnd, reversedText(end));
    if (toEnd - fromEnd < to - from) [from, to, read] = [fromEnd, toEnd, parts.byEnd];
  }
  if (to - from > MOST_ALIKE) return MOST_ALIKE + 1;
  let fitted = 1;
  // Identical titles sit side by side in either order.
  for (let i = from; i < to && fitted <= most; i++) if (read[i] !== title && read[i] !== read[i - 1] && fitsPieces(read[i]!, pieces)) fitted++;
  return fitted;
}

/** Where the texts that begin with `prefix` lie in `sorted`: [first, past the last). */
function prefixRange(sorted: readonly string[], prefix: string): [number, number] {
  const firstWhere = (before: (text: string) => boolean): number => {
    let lo = 0, hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (before(sorted[mid]!)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return [firstWhere((text) => text < prefix), firstWhere((text) => text < prefix || text.startsWith(prefix))];
}

/** Whether a title begins with the first piece, holds the middle ones in order, and ends with the last (none after a closing "…"). */
function fitsPieces(title: string, pieces: readonly string[]): boolean {
  if (!title.startsWith(pieces[0]!)) return false;
  let at = pieces[0]!.length;
  for (let p = 1; p < pieces.length - 1; p++) {
    const i = title.indexOf(pieces[p]!, at);
    if (i < 0) return false;
    at = i + pieces[p]!.length;
  }
  const end = pieces[pieces.length - 1]!;
  return end === '' || (title.endsWith(end) && title.length - end.length >= at);
}

/** Each text's longest common prefix with any other: the larger of its neighbours' in sorted order. */
function longestCommonPrefixes(texts: readonly string[], order: readonly number[]): Int32Array {
  const shared = new Int32Array(texts.length);
  for (let k = 1; k < order.length; k++) {
    const a = texts[order[k - 1]!]!, b = texts[order[k]!]!;
    // Two titles alike tell each other nothing: each keeps its start (review 05n F10).
    if (a === b) continue;
    let n = 0;
    while (n < a.length && n < b.length && a.charCodeAt(n) === b.charCodeAt(n)) n++;
    shared[order[k - 1]!] = Math.max(shared[order[k - 1]!]!, n);
    shared[order[k]!] = n;
  }
  return shared;
}

/**
 * What a cut title keeps after its "…": `text`, which is the title's characters `from` to
 * `to` (and a "…" where `to` is not its end). `alone`: it may be drawn with no start before
 * it (the words where a title differs, not a last word such as "(15)").
 */
interface Tail { text: string; from: number; to: number; alone: boolean }

/**
 * What tells a title apart where its start is shared: its last word, when the end is not
 * shared as far back; else the words around where it first differs from the title nearest
 * it, "…" after them unless they end the title.
 */
function distinguishing(chars: readonly string[], shared: { start: number; end: number }): Tail[] {
  const last = titleTail(chars);
  if (last !== '' && last.trimStart().length > shared.end) return [{ text: last, from: chars.length - Array.from(last.trimStart()).length, to: chars.length, alone: false }];
  return WINDOW_CHARS.flatMap((most) => differingWords(chars, shared.start, most) ?? []);
}

/**
 * What a cut title may keep after its "…": its last word (with the space before it), or
 * the last three letters of a title written without spaces (CJK); nothing for a title the
 * data already cut ("…"), or where the end is not plain letters (a mark, an emoji).
 */
function titleTail(chars: readonly string[]): string {
  if (chars[chars.length - 1] === '…') return '';
  for (let i = chars.length - 2; i >= Math.max(1, chars.length - TAIL_CHARS - 1); i--) {
    if (SPACE.test(chars[i]!)) return JOINS_BEFORE.test(chars[i + 1] ?? '') ? '' : ` ${chars.slice(i + 1).join('')}`;
  }
  const last = chars.slice(-3).join('');
  return chars.some((c) => SPACE.test(c)) || !PLAIN.test(last) || chars.length < 6 ? '' : last;
}

/** The whole words (up to `most` characters) around the character at code unit `unit`; a few characters where the title has no spaces. */
function differingWords(chars: readonly string[], unit: number, most: number): Tail | undefined {
  let at = 0;
  for (let units = 0; at < chars.length && units + chars[at]!.length <= unit; at++) units += chars[at]!.length;
  if (chars.length === 0 || chars[chars.length - 1] === '…') return undefined;
  // A title that another one continues ("… sidecar 1", "… sidecar 10") differs where it ends.
  at = Math.min(at, chars.length - 1);
  let from = at, to = at + 1;
  if (chars.some((c) => SPACE.test(c))) {
    while (from > 0 && !SPACE.test(chars[from - 1]!)) from--;
    while (to < chars.length && !SPACE.test(chars[to]!)) to++;
    for (let before = wordBefore(chars, from); before !== undefined && to - before <= most; before = wordBefore(chars, from)) from = before;
    for (let after = wordAfter(chars, to); after !== undefined && after - from <= most; after = wordAfter(chars, to)) to = after;
    if (to - from > most) [from, to] = [Math.max(from, at - 3), Math.min(to, Math.max(from, at - 3) + most)];
    from = withoutLeadingSigns(chars, from, at);
  } else [from, to] = [Math.max(0, at - 2), Math.min(chars.length, at - 2 + Math.ceil(most / 2))];
  while (from > 0 && !startsCluster(chars, from)) from--;
  while (to < chars.length && !startsCluster(chars, to)) to++;
  const text = chars.slice(from, to).join('').trim();
  return text === '' || from === 0 ? undefined : { text: to < chars.length ? `${text}…` : text, from, to, alone: true };
}

/** Skips words of signs alone ("—", "-", ":") at the start of a window, up to the word at `at`. */
function withoutLeadingSigns(chars: readonly string[], from: number, at: number): number {
  for (;;) {
    let end = from;
    while (end < at && !SPACE.test(chars[end]!)) end++;
    if (end >= at || chars.slice(from, end).some((c) => WORDLIKE.test(c))) return from;
    from = end;
    while (from < at && SPACE.test(chars[from]!)) from++;
  }
}

const wordBefore = (chars: readonly string[], from: number): number | undefined => {
  let i = from;
  while (i > 0 && SPACE.test(chars[i - 1]!)) i--;
  if (i === 0) return undefined;
  while (i > 0 && !SPACE.test(chars[i - 1]!)) i--;
  return i;
};
const wordAfter = (chars: readonly string[], to: number): number | undefined => {
  let i = to;
  while (i < chars.length && SPACE.test(chars[i]!)) i++;
  if (i === chars.length) return undefined;
  while (i < chars.length && !SPACE.test(chars[i]!)) i++;
  return i;
};

/** Whether a character starts what a reader sees as one: not a mark or joiner, not after a joiner, not a flag's second half. */
function startsCluster(chars: readonly string[], i: number): boolean {
  if (JOINS_BEFORE.test(chars[i]!) || chars[i - 1] === '\u200d') return false;
  let flags = 0;
  while (i - flags > 0 && REGIONAL.test(chars[i - flags - 1]!)) flags++;
  return !REGIONAL.test(chars[i]!) || flags % 2 === 0;
}

/** The title's first `n` characters (fewer where the next one belongs to the one before), "…", and `tail`. */
function cutTitle(chars: readonly string[], n: number, tail: string): string {
  let end = n;
  while (end > 1 && (JOINS_BEFORE.test(chars[end] ?? '') || chars[end - 1] === '\u200d')) end--;
  return `${chars.slice(0, end).join('').trimEnd()}…${tail}`;
}

/** The title cut at `n` characters with the tail after the "…"; where the start reaches the tail, the start alone to the tail's end. */
function withTail(chars: readonly string[], n: number, tail: Tail): string {
  if (n < tail.from) return cutTitle(chars, n, tail.text);
  return tail.to >= chars.length ? chars.join('') : cutTitle(chars, tail.to, '');
}

/** How many code units of the title a cut form keeps before its "…" (the whole title: all). */
const startLength = (form: string): number => (form.includes('…') ? form.slice(0, form.indexOf('…')).length : form.length);

/**
 * The title's forms: whole (to TITLE_CHARS characters), then cut to each of TITLE_CUTS,
 * each with its width. `shared`: how much of its start and of its end another title
 * shares (sharedParts): a start no longer than that tells nothing apart, so what does
 * (distinguishing) is kept after the "…" where it fits.
 */
export function titleForms(title: string, shared: { start: number; end: number }, measure: (text: string) => number, fitted: (form: string, most: number) => number): IslandTitle {
  const alone = (form: string) => fitted(form, 1) === 1;
  const chars = Array.from(title);
  const tails = distinguishing(chars, shared);
  const whole = chars.length <= TITLE_CHARS ? title : cutTitle(chars, TITLE_CHARS - 1, '');
  const first = whole !== title && tails[0] !== undefined && startLength(whole) <= shared.start ? withTail(chars, TITLE_CHARS - 1 - Array.from(tails[0].text).length, tails[0]) : whole;
  const forms: IslandTitle = first === '' ? [] : [[first, measure(first)]];
  for (const most of TITLE_CUTS) {
    const wider = forms[forms.length - 1];
    if (wider === undefined || wider[1] <= most) continue;
    const start = fitTitle(chars, undefined, most, wider, measure);
    const form = startLength(start[0]) > shared.start ? start : (keptApart(chars, tails, most, wider, measure, alone) ?? start);
    if (fitted(form[0], MOST_FITTED) <= MOST_FITTED) forms.push(form);
  }
  return forms;
}

/** The widest tail that fits `most` px and fits no other title (`alone`): after a start of TITLE_MIN_CHARS or more, else (where it may) after a shorter start, down to none. */
function keptApart(chars: readonly string[], tails: readonly Tail[], most: number, wider: [string, number], measure: (text: string) => number, alone: (form: string) => boolean): [string, number] | undefined {
  for (const tail of tails) {
    const withStart = fitTitle(chars, tail, most, wider, measure);
    if (withStart[1] <= most && alone(withStart[0])) return withStart;
    if (!tail.alone) continue;
    // Fewer than TITLE_MIN_CHARS of the start, down to none: "Q…2016 Q1:…" still tells two families apart.
    for (let n = TITLE_MIN_CHARS - 1; n >= 0; n--) {
      const short = cutTitle(chars, n, tail.text), width = measure(short);
      if (width <= most && alone(short)) return [short, width];
    }
  }
  return undefined;
}

/** The title cut before `tail` to fit `most` px (or down to TITLE_MIN_CHARS), from a proportional guess, one character fewer a try. */
function fitTitle(chars: readonly string[], tail: Tail | undefined, most: number, wider: [string, number], measure: (text: string) => number): [string, number] {
  const tailChars = tail === undefined ? 0 : Array.from(tail.text).length;
  const form = (n: number) => (tail === undefined ? cutTitle(chars, n, '') : withTail(chars, n, tail));
  let [text, width] = wider;
  const guess = Math.floor((Array.from(text).length * most) / width) - tailChars;
  for (let n = Math.max(TITLE_MIN_CHARS, Math.min(chars.length - 1 - tailChars, guess)); width > most && n >= TITLE_MIN_CHARS; n--) {
    text = form(n);
    width = measure(text);
  }
  return [text, width];
}
