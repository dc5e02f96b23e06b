// An option named by a pronoun (docs/formats.md, "How stances are read"): "Manual export is
// how we got here; I'm against keeping it", "…, I'd take the plug-in. At today's price it's a
// hard no from me", "B안은 비싸다. 그건 반대다", "案Bは重い。それには反対だ". The pronoun is read as
// the option only when the speaker's previous clause names exactly one option, and only in a
// few shapes (the object of a stance verb, the subject of "a no from me", a CJK demonstrative
// before a cue). Negated, conditioned, reported or denied, it stays unread: a pronoun is the
// reading most easily wrong, so it is drawn less, never inverted.
import {
  AFTER_CJK, CONDITION_AFTER, CONDITION_BEFORE_CJK, CONDITION_OPENING_EN, DISCLAIMER_AFTER_CJK, DISCLAIMER_BEFORE, HEARSAY_AFTER_CJK,
  HEARSAY_REPORT, HEARSAY_SUBJECT, NEGATION_AFTER_CJK, NEGATION_BEFORE_EN, type Polarity,
} from './stanceCues.ts';

/** "against keeping it", "I'm for it", "I oppose that one": the pronoun as a stance verb's object. */
const EN_OBJECT = /(?<![\p{L}])(?:(?<neg>against|oppose|reject|veto)|(?<pos>for|support|back|prefer))[ \t]+(?:(?:keeping|adopting|choosing|picking|using)[ \t]+)?(?:it|that one|this one)(?![\p{L}])/iu;
/** "it's a hard no from me", "that one is a yes from me". */
const EN_VERDICT = /(?<![\p{L}])(?:it|that one|this one)(?:'s|’s|[ \t]+is)[ \t]+(?:a[ \t]+)?(?:(?:hard|firm|clear|definite|big)[ \t]+)?(?:(?<neg>no)|(?<pos>yes))[ \t]+from[ \t]+me(?![\p{L}])/iu;
/** A demonstrative standing for the option, then its predicate: "그건 반대다", "それには反対", "这个我反对". */
const CJK_PRONOUN = /(?:^|[\s,，、])(?:그건|그것은|그거는|그 안은|それは|それには|それに|その案は|その案には|这个方案|那个方案)/u;

/** The polarity a clause gives the option its pronoun stands for, or 0. */
export function pronounPolarity(clause: string): Polarity | 0 {
  const text = clause.length > 300 ? clause.slice(0, 300) : clause;
  const en = EN_OBJECT.exec(text) ?? EN_VERDICT.exec(text);
  if (en) {
    const lead = text.slice(0, en.index);
    const tail = text.slice(en.index + en[0].length);
    if (NEGATION_BEFORE_EN.test(lead) || /(?:not|n't|never)[ \t]+$/iu.test(lead) || HEARSAY_SUBJECT.test(lead) || HEARSAY_REPORT.test(lead) || DISCLAIMER_BEFORE.test(lead)) return 0;
    if (CONDITION_OPENING_EN.test(lead) || CONDITION_AFTER.test(tail)) return 0;
    return en.groups!.neg !== undefined ? -1 : 1;
  }
  const cjk = CJK_PRONOUN.exec(text);
  if (!cjk) return 0;
  const lead = text.slice(0, cjk.index);
  const after = text.slice(cjk.index + cjk[0].length);
  if (CONDITION_BEFORE_CJK.test(lead) || HEARSAY_SUBJECT.test(lead) || HEARSAY_REPORT.test(lead)) return 0;
  const pos = AFTER_CJK.positive.exec(after);
  const neg = AFTER_CJK.negative.exec(after);
  if ((pos === null) === (neg === null)) return 0;
  const cue = (pos ?? neg)!;
  const rest = after.slice(cue.index + cue[0].length);
  if ([NEGATION_AFTER_CJK, CONDITION_AFTER, HEARSAY_AFTER_CJK, DISCLAIMER_AFTER_CJK].some((r) => r.test(rest))) return 0;
  return pos !== null ? 1 : -1;
}
