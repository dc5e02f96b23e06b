// The forms a debate's title may be drawn in on its island: whole (to TITLE_CHARS), then cut
// to each of TITLE_CUTS px with "…". A cut keeps the title's start; where that start is
// shared with another debate's title ("Quarterly review … Q1" / "… Q2", "Debate 941"), it
// keeps the title's last word after the "…" too, when that fits.

/** Widths (px) a title is cut to, in turn, when whole titles leave an island untitled (the full title: the debate list, a node's tooltip). */
export const TITLE_CUTS = [140, 96, 72];
const TITLE_CHARS = 48;
/** A cut title keeps at least this many characters before its "…" (a CJK title's 72 px may hold fewer). */
const TITLE_MIN_CHARS = 4;
/** A title's last word (a number, a quarter, a year) is kept after a cut, up to this many characters. */
const TAIL_CHARS = 12;

/** A debate's title as it may be drawn, widest first, each with its width (px). */
export type IslandTitle = Array<[string, number]>;

const SPACE = /\s/u;
/** A character that belongs to the one before it: a mark, a joiner, a variation selector. */
const JOINS_BEFORE = /\p{M}|\u200c|\u200d|[\ufe00-\ufe0f]/u;
const PLAIN = /^[\p{L}\p{N}]+$/u;

/**
 * For each title, how many of its first code units it shares with another title at most
 * (the longest common prefix with its neighbours in sorted order): made once per atlas.
 */
export function sharedStarts(titles: readonly string[]): Int32Array {
  const order = Array.from(titles.keys()).sort((a, b) => (titles[a]! < titles[b]! ? -1 : titles[a]! > titles[b]! ? 1 : a - b));
  const shared = new Int32Array(titles.length);
  for (let k = 1; k < order.length; k++) {
    const a = titles[order[k - 1]!]!, b = titles[order[k]!]!;
    let n = 0;
    while (n < a.length && n < b.length && a.charCodeAt(n) === b.charCodeAt(n)) n++;
    shared[order[k - 1]!] = Math.max(shared[order[k - 1]!]!, n);
    shared[order[k]!] = n;
  }
  return shared;
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

/** The title's first `n` characters (fewer where the next one belongs to the one before), "…", and `tail`. */
function cutTitle(chars: readonly string[], n: number, tail: string): string {
  let end = n;
  while (end > 1 && (JOINS_BEFORE.test(chars[end] ?? '') || chars[end - 1] === '\u200d')) end--;
  return `${chars.slice(0, end).join('').trimEnd()}…${tail}`;
}

/** How many code units of the title a cut form keeps before its "…" (the whole title: all). */
const startLength = (form: string): number => (form.includes('…') ? form.slice(0, form.indexOf('…')).length : form.length);

/**
 * The title's forms: whole (to TITLE_CHARS characters), then cut to each of TITLE_CUTS,
 * each with its width. `shared`: how much of its start another title shares (sharedStarts):
 * a start no longer than that tells nothing apart, so the last word is kept where it fits.
 */
export function titleForms(title: string, shared: number, measure: (text: string) => number): IslandTitle {
  const chars = Array.from(title);
  const tail = titleTail(chars);
  const whole = chars.length <= TITLE_CHARS ? title : cutTitle(chars, TITLE_CHARS - 1, '');
  const first = whole !== title && tail !== '' && startLength(whole) <= shared ? cutTitle(chars, TITLE_CHARS - 1 - Array.from(tail).length, tail) : whole;
  const forms: IslandTitle = first === '' ? [] : [[first, measure(first)]];
  for (const most of TITLE_CUTS) {
    const wider = forms[forms.length - 1];
    if (wider === undefined || wider[1] <= most) continue;
    const start = fitTitle(chars, '', most, wider, measure);
    const withTail = tail !== '' && startLength(start[0]) <= shared ? fitTitle(chars, tail, most, wider, measure) : undefined;
    forms.push(withTail !== undefined && withTail[1] <= most ? withTail : start);
  }
  return forms;
}

/** The title cut before `tail` to fit `most` px (or down to TITLE_MIN_CHARS), from a proportional guess, one character fewer a try. */
function fitTitle(chars: readonly string[], tail: string, most: number, wider: [string, number], measure: (text: string) => number): [string, number] {
  const tailChars = Array.from(tail).length;
  let [text, width] = wider;
  const guess = Math.floor((Array.from(text).length * most) / width) - tailChars;
  for (let n = Math.max(TITLE_MIN_CHARS, Math.min(chars.length - 1 - tailChars, guess)); width > most && n >= TITLE_MIN_CHARS; n--) {
    text = cutTitle(chars, n, tail);
    width = measure(text);
  }
  return [text, width];
}
