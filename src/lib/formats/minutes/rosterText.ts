// A roster's text cut into its names: where its sentence ends, and its list split at commas
// outside brackets (participants.ts reads each name). Linear: one pass over the text each.

/**
 * Where a roster's sentence ends before more text: a full stop after two letters (not an
 * initial, "J.", nor a title, "Dr.") or an ideographic one. Fixed-width look-behinds: linear.
 */
const ROSTER_SENTENCE_END = /(?<=\p{L}\p{L})(?<!(?<![\p{L}])(?:Dr|Mr|Mrs|Ms|Mx|Prof|St|Jr|Sr|Mt|vs))[.!?](?=[ \t]+\S)|(?<=[)）])[.!?](?=[ \t]+\p{Lu}[\p{L} -]{0,30}[:：])|[。！？](?=[ \t]*\S)/gu;

/** The offset where a roster's list ends: its first sentence end outside parentheses, else its length. */
export function rosterSentenceEnd(text: string): number {
  let depth = 0, from = 0;
  for (const end of text.matchAll(ROSTER_SENTENCE_END)) {
    for (const ch of text.slice(from, end.index)) {
      if (ch === '(' || ch === '（') depth++;
      else if ((ch === ')' || ch === '）') && depth > 0) depth--;
    }
    from = end.index;
    if (depth === 0) return end.index;
  }
  return text.length;
}

/** "a, b (즉석), c" → names; commas inside parentheses do not split. */
export function splitNames(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '(' || ch === '（') depth++;
    if ((ch === ')' || ch === '）') && depth > 0) depth--;
    if (depth === 0 && (ch === ',' || ch === '、' || ch === '·' || ch === ';' || ch === '；' || ch === '，')) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

/**
 * Where a roster separates its people with semicolons (`Ana Lima, Staff Engineer; Ben Ortiz`),
 * the indexes (in splitNames' parts) of the parts after a comma within one person's group: the
 * places a job title may stand. None in a roster without a semicolon.
 */
export function titlePlaces(text: string): Set<number> {
  const places = new Set<number>();
  let depth = 0;
  let index = 0;
  let afterComma = false;
  let current = '';
  for (const ch of text) {
    if (ch === '(' || ch === '（') depth++;
    if ((ch === ')' || ch === '）') && depth > 0) depth--;
    const separator = depth === 0 && (ch === ',' || ch === '、' || ch === '·' || ch === ';' || ch === '；' || ch === '，');
    if (!separator) current += ch;
    else if (current.trim() !== '') {
      if (afterComma) places.add(index);
      index++;
      current = '';
    }
    if (separator) afterComma = ch === ',' || ch === '，';
  }
  if (current.trim() !== '' && afterComma) places.add(index);
  return /[;；]/u.test(text) ? places : new Set();
}

/** A name and words that are no role: `Dora as well`, `Ana as usual` are Dora and Ana (review 06v V1). */
export const NAME_AS_FILLER = /^(\p{Lu}[\p{L}'’.-]*(?:[ \t]\p{Lu}[\p{L}'’.-]*){0,3})[ \t]+as[ \t]+(?:well|usual|before|above|below|always|needed|required|agreed)$/u;

/** A roster's group of people who watch, after a sentence end or alone on a line: `… Cy Tran. Observers: Kofi Mensah.` */
const OBSERVER_GROUP = /(?:^|(?<=[\p{L}\p{N})）])[.;][ \t]+)(?:\*\*)?(?:(?:silent[ \t]+|non-voting[ \t]+)?observers?|observing|guests?|listeners?|auditors?|beobachter(?:innen)?|gäste|observateurs?|observatrices?|invités?|observadores?|observadoras?|invitados?|osservatori|ospiti)(?:[ \t]*[(（][^()（）\n]{1,30}[)）])?(?:\*\*)?[ \t]*:(?:\*\*)?[ \t]*([^.;:\n]{1,300})[.;]?/giu;

/**
 * A roster's text with its observers' group read as roles: `A, B. Observers: K, L.` →
 * `A, B, K (observer), L (observer)` (review 07g o1: a late speaker the roster lists as an
 * observer gives no opinion); a name's own note stays after the role (`K (observer, finance)`).
 */
export function observersAsRoles(text: string): string {
  return text.replace(OBSERVER_GROUP, (group: string, names: string) => {
    const listed = splitNames(names.replace(/[ \t]+and[ \t]+/gu, ', ')).map((name) => name.trim().replace(NAME_AS_FILLER, '$1')).filter((name) => name !== '');
    // Only people's names: not `Guests: Finance and Legal teams.`, `Observers: none.`, `Guests: welcome, …` (review 07j o2, o3, o6);
    // `Kofi Mensah, Lena Vogel and the Finance team` lists two people (07k o1).
    // Beside teams named in the plural, a single word may be another team's name (`Finance and Legal teams`): only full names
    // then; beside one team, a single word is a person (`Kofi and the Finance team`, review 07m o1).
    const teams = listed.some((name) => /^(?!the[ \t])\S+[ \t]+(?:teams|departments|groups|offices|boards|committees|vendors|partners)$/iu.test(name.trim()));
    const people = listed.filter((name) => namesAPerson(name) && !((teams || DEPARTMENT.test(name.trim())) && !/\s/u.test(name.trim())));
    if (people.length === 0) return group;
    return `${people.map((name) => (/[)）]$/u.test(name) ? name.replace(/[(（](?=[^()（）]*[)）]$)/u, '(observer, ') : `${name} (observer)`)).map((n) => `, ${n}`).join('')}`;
  }).replace(/^,[ \t]*/u, '');
}

/** A roster entry that reads as one person's name: capitalised words (a name's particles aside) or a CJK name, its own note in brackets aside. */
const namesAPerson = (entry: string): boolean => {
  const name = entry.replace(/[ \t]*[(（][^()（）]*[)）][ \t]*$/u, '').trim();
  return /^(?:\p{Lu}[\p{L}'’.-]*(?:[ \t](?:\p{Lu}[\p{L}'’.-]*|de|da|van|von|der|den|del|di|du|le|la|bin|binti|ibn|(?:al|el|ad|ar|as|ash|at|az)-\p{L}[\p{L}'’.-]*)){0,4}|[\p{Script=Hangul}\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]{2,8})$/u.test(name) && !GROUP_WORD.test(name);
};
/** A department's one-word name (`Observers: Legal and the Finance team`, review 07s o2): no person. */
const DEPARTMENT = /^(?:legal|finance|security|ops|operations|hr|marketing|sales|engineering|product|design|support|it|compliance|procurement|platform|infra|infrastructure|qa|data|research|management|leadership|accounting|audit|risk|facilities|admin|devops|sre|privacy|treasury|payroll|recruiting)$/iu;
const GROUP_WORD = /(?<![\p{L}])(?:teams?|departments?|dept|groups?|office|board|committee|staff|vendors?|partners?|customers?|clients?|everyone|all|none|TBD|N\/A)(?![\p{L}])/iu;
