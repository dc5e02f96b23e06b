// Which options an opinion argues for or against. Only what the text states: a clause
// that names an option together with a cue below. A clause whose cues disagree, or a
// mention without a cue, gives no stance: nothing is inferred from tone or order.
//
// Cues (docs/formats.md lists them too):
// - explicit labels before the option: 찬성/반대, for/against, support/oppose, prefer,
//   recommend, back, endorse, choose, pick, go with, vote for, reject, veto, rule out;
// - a Korean predicate after the option: 지지, 찬성, 추천, 선택, 채택, 선호, 낫다, 좋다,
//   타당, 바람직, 적합 / 반대, 불가, 위험, 무리, 부적합, 곤란, 비추천, 거부, 안 된다;
// - an English predicate right after the option as subject: "B is the best / better /
//   right / safest / viable", "A is too risky / wrong / worse / unworkable / fails";
// - the opinion opens with the option as its answer ("Option A, …", "B안.") or closes
//   with it as a label ("… (Option **A**.)").
// A negation ("not", "don't", "하지 않", "못") turns a positive cue negative; a negated
// negative cue says nothing.
import { squeeze } from '../../parse/frontmatter.ts';
import { optionMentions } from './options.ts';

export interface ClauseStance {
  option: string;
  kind: 'supports' | 'opposes';
  clause: string;
}

const ci = (words: string): string => `(?:${words.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`)})`;

// Before the option: a verb or label that ends right where the option begins.
const PRE_POSITIVE = new RegExp(`(?:${ci("support|supports|supporting|favou?r|favou?rs|prefer|prefers|recommend|recommends|back|backs|endorse|endorses|choose|chooses|pick|picks|go with|vote for|votes for|adopt|adopts|for|in favou?r of|argues for|argue for")}|찬성|지지)[ \\t]*[:：—–-]?[ \\t]*(?:${ci('the|option|plan')}[ \\t]+)?$`, 'u');
const PRE_NEGATIVE = new RegExp(`(?:${ci("oppose|opposes|opposing|against|reject|rejects|veto|vetoes|rule out|rules out|object to|objects to|drop|drops|argue against|argues against")}|반대|비추천)[ \\t]*[:：—–-]?[ \\t]*(?:${ci('the|option|plan')}[ \\t]+)?$`, 'u');
const PRE_NEGATION = new RegExp(`(?:${ci("not|never|n't|cannot|can't|won't")})[ \\t]+(?:[\\p{L}']+[ \\t]+)?$`, 'u');

// After the option.
const POST_POSITIVE_KO = /지지|찬성|추천|선택|채택|선호|낫다|낫고|나아|좋다|좋고|좋은|타당|바람직|적합(?!하지)|최선|현실적|합리적|효과적|안전하/u;
const POST_NEGATIVE_KO = /반대|불가|위험|무리|부적합|곤란|비추천|거부|안 ?된다|안 ?돼|어렵다|안 맞|실패/u;
const POST_NEGATION_KO = /않|못 ?[하한]|없다(?![\p{L}])|아니/u;
const POST_POSITIVE_EN = new RegExp(`^(?:\\*\\*)?[ \\t]*(?:${ci('is|are|would be|will be|looks|seems|remains|stays')})[ \\t]+(?:${ci('clearly|still|simply|really')}[ \\t]+)?(?:${ci('the best|best|better|the better|the right|right|the safest|safest|safer|viable|fine|good|sound|preferable|ideal|the way to go|worth it|the winner')})(?![\\p{L}])`, 'u');
const POST_POSITIVE_EN_VERB = new RegExp(`^(?:\\*\\*)?[ \\t]*(?:${ci('wins|works|should win|should be chosen|should be adopted|deserves|gets my vote|has my vote')})(?![\\p{L}])`, 'u');
const POST_NEGATIVE_EN = new RegExp(`^(?:\\*\\*)?[ \\t]*(?:${ci("is|are|would be|will be|looks|seems")})[ \\t]+(?:${ci('clearly|still|simply|really|far')}[ \\t]+)?(?:${ci("too risky|too costly|too expensive|too slow|risky|wrong|worse|unworkable|not viable|a mistake|a dead end|dangerous|unacceptable|premature|not worth")})(?![\\p{L}])`, 'u');
const POST_NEGATIVE_EN_VERB = new RegExp(`^(?:\\*\\*)?[ \\t]*(?:${ci("fails|won't work|will fail|would fail|cannot work|can't work|should be dropped|should be rejected|loses")})(?![\\p{L}])`, 'u');
const POST_NEGATION_EN = new RegExp(`^(?:\\*\\*)?[ \\t]*(?:${ci("is|are|would be|will be|looks|seems")})[ \\t]+(?:${ci('not|never|hardly|no longer')})(?![\\p{L}])`, 'u');

/** Clauses: sentences, split again at ";", "but", "however", "하지만", "반면", "지만". */
export function clauses(text: string): string[] {
  return squeeze(text.replace(/\n+/g, ' ').slice(0, 6000))
    .split(/(?<=[.!?。！？])[ \t]+|[;；]|(?<![\p{L}])(?:but|however|whereas|although|though|yet)(?![\p{L}])|하지만|그러나|반면|(?<=[\p{Script=Hangul}])지만(?![\p{L}])/iu)
    .map((c) => (c ?? '').trim())
    .filter((c) => c !== '');
}

type Polarity = 'supports' | 'opposes' | 'none';

function combine(positive: boolean, negative: boolean, negated: boolean): Polarity {
  if (positive && negative) return 'none';
  if (positive) return negated ? 'opposes' : 'supports';
  if (negative) return negated ? 'none' : 'opposes';
  return 'none';
}

/** The stances one clause states, one per option at most; an option with mixed cues gets none. */
export function clauseStances(clause: string, keys: readonly string[]): ClauseStance[] {
  const mentions = optionMentions(clause, keys);
  const byOption = new Map<string, Set<Polarity>>();
  mentions.forEach((mention, i) => {
    const previousEnd = i === 0 ? 0 : mentions[i - 1]!.end;
    const nextStart = i + 1 < mentions.length ? mentions[i + 1]!.start : clause.length;
    const before = clause.slice(previousEnd, mention.start);
    const after = clause.slice(mention.end, nextStart);
    let polarity: Polarity = 'none';
    // English and labels: the cue stands right before the option.
    const prePositive = PRE_POSITIVE.test(before);
    const preNegative = PRE_NEGATIVE.test(before);
    if (prePositive || preNegative) {
      const cueAt = before.search(prePositive ? PRE_POSITIVE : PRE_NEGATIVE);
      polarity = combine(prePositive, preNegative, PRE_NEGATION.test(before.slice(0, cueAt)));
    }
    if (polarity === 'none') {
      // The option as subject or object, the predicate after it.
      const enPositive = POST_POSITIVE_EN.test(after) || POST_POSITIVE_EN_VERB.test(after);
      const enNegative = POST_NEGATIVE_EN.test(after) || POST_NEGATIVE_EN_VERB.test(after);
      if (enPositive || enNegative) polarity = combine(enPositive, enNegative, false);
      else if (POST_NEGATION_EN.test(after)) {
        // "A is not the best" reads as against A; "A is not risky" says nothing.
        const rest = after.replace(POST_NEGATION_EN, ' is');
        polarity = POST_POSITIVE_EN.test(rest) ? 'opposes' : 'none';
      } else {
        const koPositive = POST_POSITIVE_KO.test(after);
        const koNegative = POST_NEGATIVE_KO.test(after);
        polarity = combine(koPositive, koNegative, POST_NEGATION_KO.test(after));
      }
    }
    const set = byOption.get(mention.key) ?? new Set<Polarity>();
    set.add(polarity);
    byOption.set(mention.key, set);
  });
  const stances: ClauseStance[] = [];
  for (const [option, polarities] of byOption) {
    polarities.delete('none');
    if (polarities.size !== 1) continue; // no cue, or cues that disagree: nothing is stated
    stances.push({ option, kind: [...polarities][0] as 'supports' | 'opposes', clause });
  }
  return stances;
}

/**
 * The stances a text states, one per option: when clauses disagree about an option (for
 * it in one sentence, against it in another) nothing is drawn for it.
 */
export function statedStances(text: string, keys: readonly string[]): ClauseStance[] {
  const byOption = new Map<string, ClauseStance[]>();
  const all = clauses(text);
  // An opinion that opens with an option as its answer ("Option A, the table." / "B안." /
  // "**C**: …") argues for it, unless its own clause says otherwise.
  let opening = all[0] === undefined ? null : leadingAnswer(all[0], keys);
  let answerClause = all[0];
  // …or closes with it as a label: "… no reweighting fixes a missing axis. (Option **A**.)"
  const closing = all.length > 1 ? TRAILING_ANSWER.exec(all[all.length - 1]!) : null;
  if (opening === null && closing && (keys.length === 0 || keys.includes(closing[1]!))) {
    opening = closing[1]!;
    answerClause = all[all.length - 1];
  }
  if (opening) byOption.set(opening, [{ option: opening, kind: 'supports', clause: answerClause! }]);
  for (const clause of all) {
    for (const stance of clauseStances(clause, keys)) {
      const list = byOption.get(stance.option) ?? [];
      list.push(stance);
      byOption.set(stance.option, list);
    }
  }
  const out: ClauseStance[] = [];
  if (opening) {
    const list = byOption.get(opening)!;
    // The answer line's own clause counted twice when it also had a cue; keep one.
    if (list.length > 1 && list[1]!.clause === list[0]!.clause) list.shift();
  }
  for (const list of byOption.values()) {
    if (new Set(list.map((s) => s.kind)).size === 1) out.push(list[0]!);
  }
  return out;
}

const TRAILING_ANSWER = /^[(（](?:→ ?)?(?:[Oo]ption |[Pp]lan |후보 ?|선택지 ?)?(?:\*\*)?([A-H])(?:\*\*)?(?:안)?\.?[)）]\.?$/u;

const LEADING_ANSWER = /^(?:\*\*)?(?:[Oo]ption |[Pp]lan |후보 ?|선택지 ?)?([A-H])(?:안)?(?:\*\*)?[ \t]*(?:[,.:：—–]|\*\*|$)/u;

/** The option an opinion names first as its answer, when it opens with it. */
function leadingAnswer(clause: string, keys: readonly string[]): string | null {
  const match = LEADING_ANSWER.exec(clause);
  if (!match) return null;
  const key = match[1]!;
  if (keys.length > 0 && !keys.includes(key)) return null;
  // "A is too risky" opens with A but argues against it: the clause's own cue decides.
  const own = clauseStances(clause, keys).find((s) => s.option === key);
  return own && own.kind === 'opposes' ? null : key;
}
