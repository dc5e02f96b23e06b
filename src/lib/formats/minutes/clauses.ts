// An opinion cut into clauses (stanceReading.ts, step 1): sentences, `;`, "but", "하지만",
// "但是", "しかし"; a clause opened by "though", "다만", "ただし", "虽然" … or closed by "…지만",
// "…けど" is a concession, its cues never read. One opened by "however" (다만, ただし, 不过, 只是)
// is marked, so a caveat that singles out one option can still be read (restated.ts).
import { HOWEVER } from './restated.ts';
import { WHEN_ONCE_CLAUSE } from './noSide.ts';

export interface Clause {
  text: string;
  start: number;
  end: number;
  /** The conceded half: its cues are never read as a stance. */
  concession: boolean;
  /** Opened by "however" (다만, ただし, 不过, 只是), not "though": a caveat that may single out an option. */
  however?: true;
}

const MAX_TEXT = 6000;
/** A concession that opens its sentence and ends at its comma: "Although it is cheap, I oppose B", "即便有境内节点，我仍然反对方案二" (probe 66 row 3). */
const FRONTED = /^(?:even though|even if|although|though|albeit|despite|虽然|尽管|即使|即便)$/iu;
/** A speaker's own subject in a stretch after a fronted concession's comma. */
const FIRST_PERSON = /(?<![\p{L}'’])(?:I|we|We)(?![\p{L}'’])/u;
/** The fronted concession's comma, before the sentence ends. */
const COMMA_BEFORE_END = /[,，]|[.!?。！？;；\n]/gu;
/** After an English comma, the main clause's subject ("Although A is cheaper, faster, and I would back A …, I vote for B", review 07z f1–f4; other main clauses: commaAfter, 07za f1–f3). */
const MAIN_CLAUSE_START = /^[ \t]*(?:I|we|We|my|My|our|Our|they|They|he|He|she|She|it|It|this|This|that|That|there|There|[Oo]ption[ \t]|[Pp]lan[ \t]|[A-H](?=[ \t]+(?:is|are|was|wins|stays)(?![\p{L}])))(?![\p{L}])/u;

const BOUNDARY = new RegExp(
  [
    // "1. B, 2. A" numbers a list, it does not end a sentence; "Against Option 2. For Option 3." does (review 07zd e9).
    '(?<end>(?:(?<!(?:^|[\\s,，、:：(])\\d{1,2})|(?<=(?:option|plan|opci[oó]n|op[cç][aã]o|opzione)[ \\t]+\\d{1,2}))[.!?]+(?=\\s|$)|[。！？]+)',
    '(?<semi>[;；])',
    // A separator before a second label on one line ("찬성: 3안 / 반대: 2안", "賛成：案B／反対：案C") starts a clause.
    '(?<field>(?:[ \\t]+[/|·][ \\t]+|[ \\t]*[／｜][ \\t]*)(?=(?:\\*\\*)?[\\p{L}]{1,16}(?:\\*\\*)?[ \\t]*[:：]|(?:for|against)[ \\t]+[1-9A-H](?![\\p{L}\\p{N}])))',
    // A new line that opens with a list marker or a label ("賛成: 案A\n反対: 案C") starts a clause.
    '(?<line>\\n(?=[ \\t]*(?:[-*+][ \\t]|\\d{1,3}[.)][ \\t]|(?:\\*\\*)?[\\p{L}/ ]{1,16}(?:\\*\\*)?[ \\t]*[:：])))',
    // "but" after a quantifier is "except" ("anything but C"), no contrast: stanceReading's EXCEPTED reads it.
    // "but only if …" restricts the clause before it, no contrast: noSide.ts reads the condition there.
    `(?<contrast>(?<![\\p{L}])(?:(?<!(?:anything|everything|all|any|whatever|them|these|those|options)[ \\t]+)but(?![ \\t]+only[ \\t]+(?:if|until|till|['’]til|provided|as[ \\t]+long[ \\t]+as|on[ \\t]+condition|${WHEN_ONCE_CLAUSE})(?![\\p{L}]))|however|whereas)(?![\\p{L}])|하지만|그러나|반면|しかし|但是|然而|可是)`,
    '(?<open>(?<![\\p{L}])(?:even though|even if|although|though|albeit|despite|granted|admittedly|that said)(?![\\p{L}])|다만|비록|물론|(?<![\\p{L}])단(?=,)|인정(?:한다|합니다|해요|하지만)(?=[ \\t]*[,，])|ただし|もっとも|とはいえ|虽然|尽管|不过|只是|即使|即便)',
    '(?<close>(?<=\\p{Script=Hangul})지만(?![\\p{L}])|けれども|けれど|けど|ものの)',
  ].join('|'),
  'giu',
);

/** Where the comma after a fronted concession is (within 200 characters, before the sentence ends), or -1. */
function commaAfter(text: string, from: number): number {
  const stretch = text.slice(from, from + 200);
  for (const m of stretch.matchAll(COMMA_BEFORE_END)) {
    if (m[0] === '，') return from + m.index;
    if (m[0] !== ',') return -1;
    const next = stretch.slice(m.index + 1);
    if (MAIN_CLAUSE_START.test(next)) return from + m.index;
    // A list inside the concession goes on: "…, and for C in May, …", "…, the vendor's pitch, …" (a few words up to the next comma).
    if (/^[ \t]*(?:and|or|nor)(?![\p{L}])/iu.test(next)) continue;
    const segment = /^[^,.;!?。！？；\n]*/u.exec(next)![0];
    // "…, Ana and I oppose B, frankly": a first person in it makes it the main clause (review 07zb f5–f8).
    if (FIRST_PERSON.test(segment)) return from + m.index;
    // A few words, or a longer aside before a comma that opens the main clause ("…, a reason many teams support A, I vote for B", 07zb f12).
    if (next[segment.length] === ',' && (segment.trim().split(/\s+/u).length <= 6 || MAIN_CLAUSE_START.test(next.slice(segment.length + 1)))) continue;
    return from + m.index;
  }
  return -1;
}

/** Clauses of a text with their offsets; concessions marked. */
export function segmentClauses(input: string): Clause[] {
  const text = input.length > MAX_TEXT ? input.slice(0, MAX_TEXT) : input;
  const clauses: Clause[] = [];
  let cursor = 0;
  let nextIsConcession = false;
  let however = false;
  const push = (start: number, end: number, concession: boolean) => {
    const raw = text.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed !== '' && /[\p{L}\p{N}]/u.test(trimmed)) clauses.push({ text: trimmed, start: start + lead, end: start + lead + trimmed.length, concession, ...(concession && however ? { however: true as const } : {}) });
    however = false;
  };
  BOUNDARY.lastIndex = 0;
  for (let m = BOUNDARY.exec(text); m !== null; m = BOUNDARY.exec(text)) {
    const groups = m.groups ?? {};
    if (groups.close !== undefined) {
      push(cursor, m.index, true);
      nextIsConcession = false;
    } else if (groups.end !== undefined) {
      // A sentence keeps its full stop.
      push(cursor, m.index + m[0].length, nextIsConcession);
      nextIsConcession = false;
    } else {
      push(cursor, m.index, nextIsConcession);
      nextIsConcession = groups.open !== undefined;
      however = nextIsConcession && HOWEVER.test(m[0]);
      const comma = nextIsConcession && FRONTED.test(m[0]) && /^[\s*>_"“「-]*$/u.test(text.slice(cursor, m.index)) ? commaAfter(text, m.index + m[0].length) : -1;
      if (comma >= 0) {
        push(m.index + m[0].length, comma, true);
        [nextIsConcession, cursor] = [false, comma + 1];
        BOUNDARY.lastIndex = comma + 1;
        continue;
      }
    }
    cursor = m.index + m[0].length;
    if (m[0].length === 0) BOUNDARY.lastIndex++;
  }
  push(cursor, text.length, nextIsConcession);
  return clauses;
}
