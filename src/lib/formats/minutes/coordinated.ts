// Options named together in one clause (`1안도 2안도 괜찮다`, "Both A and B are fine",
// `A도 B도 반대한다`, "I support A and C."): the clause's one cue is about all of them, or,
// when it only finds them acceptable or leaves the choice open ("either A or B"), about none.
import type { OptionMention } from './options.ts';
import type { Polarity } from './stanceCues.ts';

/** What joins two options and nothing else: "and", a comma, 과/와/랑/하고, 도, と, も, 和, 及. */
const AND = /^[\s*]*(?:(?:,|，|、|&|\/|・)[\s*]*)?(?:and|e|et|y|und|및|과|와|랑|이랑|하고|도|と|も|和|跟|及|与|與)?[\s*]*(?:(?:option|plan|方案|案)[ \t]*)?$/iu;
const OR = /^[\s*]*(?:or|또는|이나|나|か|或|或者|还是)[\s*]*(?:(?:option|plan|方案|案)[ \t]*)?$/iu;
/** Before the first: "both", "either". */
const EITHER_BEFORE = /(?<![\p{L}])(?:both|either)[\s*]*(?:(?:option|plan)s?[ \t]+)?$/iu;
/** After the last: only finds them acceptable ("are fine", `도 괜찮다`, `も悪くない`, `모두 좋다`). */
const ACCEPTABLE_AFTER = /^[\s*]*(?:도|も)?[\s*]*(?:모두|다|둘 ?다|どちらも|いずれも|ともに)?[\s*]*(?:(?:are|is|would be|seem|seems|both)[ \t]+)*(?:fine|ok|okay|acceptable|workable|work|works|would work|good enough|괜찮|좋|상관없|무방|いい|良い|よい|悪くない|構わない|かまわない|問題ない|可以|行)/iu;
/** A clause end after the last (looked for in a short window, the text's end counting): the cue before the first is about each. */
const CLAUSE_END = /^[\s*]*[.。!！;；]/u;
/** Where the text's last letter or mark ends: past it only spaces and `*` (a loop, linear on a long run of them). */
function contentEnd(masked: string): number {
  let end = masked.length;
  while (end > 0 && /[\s*]/u.test(masked[end - 1]!)) end--;
  return end;
}
/** A negation right after "acceptable" (`괜찮지 않다`, `いいとは思わない`, "not fine"): that is no indifference (review). */
const NEGATED_AFTER = /지[ \t]*않|않[다아습]|아니|ない|なく|ません|とは(?:思わ|言え)|不|没|(?<![\p{L}])(?:not|never)(?![\p{L}])|n['’]t/iu;
/** Options named as the two ends of a choice ("between A and B", `在A和B之间`, `A와 B 중에서`): never joined. */
const BETWEEN_BEFORE = /(?<![\p{L}])between[\s*]*$|在[\s*]*$/iu;
const BETWEEN_AFTER = /^[\s*]*(?:之间|之間|中间|中|사이|중|の間|のどちら|間で)/u;

interface Shared {
  polarity: Polarity | 0;
  stated: boolean;
}

/** Whether mentions i and i+1 are joined by `join` alone: a short gap (a long one is no conjunction, and the test stays linear). */
function joined(masked: string, mentions: readonly OptionMention[], i: number, join: RegExp): boolean {
  if (i + 1 >= mentions.length || mentions[i + 1]!.start - mentions[i]!.end > 24) return false;
  const before = masked.slice(Math.max(0, mentions[i]!.start - 12), mentions[i]!.start);
  return join.test(masked.slice(mentions[i]!.end, mentions[i + 1]!.start)) && !BETWEEN_BEFORE.test(before) && !BETWEEN_AFTER.test(masked.slice(mentions[i + 1]!.end, mentions[i + 1]!.end + 8));
}

/** Whether the clause names two options or more together and only finds them acceptable, or leaves the choice between them. */
export function acceptsEach(masked: string, mentions: readonly OptionMention[]): boolean {
  if (mentions.length < 2) return false;
  const last = mentions.length - 1;
  const all = (join: RegExp) => mentions.every((_, i) => i === last || joined(masked, mentions, i, join));
  const after = masked.slice(mentions[last]!.end, mentions[last]!.end + 40);
  if (all(OR)) return true;
  const acceptable = ACCEPTABLE_AFTER.exec(after);
  const finds = acceptable !== null && !NEGATED_AFTER.test(after.slice(acceptable.index + acceptable[0].length, acceptable.index + acceptable[0].length + 16));
  return all(AND) && (finds || EITHER_BEFORE.test(masked.slice(Math.max(0, mentions[0]!.start - 20), mentions[0]!.start)));
}

/**
 * Options joined by "and" (or 도…도, 과, と…) share the one cue read: the last's cue after
 * them (`A도 B도 반대한다`), or the first's before them when the clause ends after the last
 * ("I support A and C."). A stated reading is never changed.
 */
export function shareCoordinated<T extends Shared>(masked: string, mentions: readonly OptionMention[], votes: T[]): T[] {
  for (let i = votes.length - 2; i >= 0; i--) {
    const [here, next] = [votes[i]!, votes[i + 1]!];
    if (!here.stated && !next.stated && here.polarity === 0 && next.polarity !== 0 && joined(masked, mentions, i, AND)) here.polarity = next.polarity;
  }
  // Whether the run of joined options from each one ends its clause: from the last, once.
  const closes: boolean[] = [];
  const end = contentEnd(masked);
  for (let i = mentions.length - 1; i >= 0; i--) closes[i] = joined(masked, mentions, i, AND) ? closes[i + 1]! : mentions[i]!.end >= end || CLAUSE_END.test(masked.slice(mentions[i]!.end, mentions[i]!.end + 16));
  for (let i = 0; i + 1 < votes.length; i++) {
    const [here, next] = [votes[i]!, votes[i + 1]!];
    if (!here.stated && !next.stated && here.polarity !== 0 && next.polarity === 0 && closes[i] && joined(masked, mentions, i, AND)) next.polarity = here.polarity;
  }
  return votes;
}
