// Who changed their mind in the meeting (probe 20 row 10): a speaker's later reply or vote
// that withdraws their own stance on an option ("I withdraw my objection to B", "B안 반대를
// 철회합니다", "撤回对 B 的否决") or takes the opposite one ("I now support B" after R2's
// "Against: B"). The earlier stance is kept, as the minutes wrote it, and marked changed,
// with the line and the words that change it; it no longer stands as the person's view.
import { CHANGED_STANCE_KEY } from '../../graph/types.ts';
import type { OptionKeys } from './options.ts';
import { optionMentions } from './options.ts';
import type { Opinion, Stance, Withdrawal } from './model.ts';
import { WITHDRAWN_AFTER, WITHDRAWN_BEFORE } from './stanceCues.ts';

/** The kept field of a relation whose stance a later round changed (toLog.ts); the analysis does not count it. */
export const CHANGED_KEY = CHANGED_STANCE_KEY;

/** The stance an English withdrawal names before the option: "my objection to", "my vote against" (Chinese names it after). */
const OPPOSING_NOUN = /(?:(?:veto|objection|opposition)[ \t]+(?:of|to|on|for|against)|vote[ \t]+against)[ \t]+(?:option[ \t]+|plan[ \t]+)?$/iu;
/**
 * What makes a withdrawal no withdrawal, before its verb in the sentence: a negation or refusal
 * ("I will not withdraw", "I refuse to withdraw", "我不会撤回"), a condition ("If the test
 * passes, I withdraw"), someone else's request ("Ravi asked me to withdraw"), or a question.
 */
const NOT_DONE_BEFORE = /(?<![\p{L}])(?:not|never|n't|no longer|refuse[sd]?|refusing|decline[sd]?|won't|cannot|can't|if|unless|once|when|until|should|would|could|asked|asks|ask|wants?|urged?|told|suggest(?:s|ed)?)(?![\p{L}])|不|没|別|别|拒绝|如果|要是|만약|만일|もし/iu;
/** A negated or conditional ending after a Korean, Japanese or Chinese withdrawal verb: "철회하지 않겠습니다", "取り下げません", "撤回的话". */
const NOT_DONE_AFTER = /^[\p{L}\s]{0,8}?(?:지[ \t]*않|지[ \t]*못|ません|ない|ず|면|다면|라면|なら|れば|たら|的话|吗|か[?？。]?$)/u;
/** The stance a withdrawal names after the option: "的否决", "안 반대를", "への反対は". */
const NOUN_AFTER = /^[ \t*]*(?:안|案)?[ \t]*(?:에[ \t]*대한|への|に対する|的)?[ \t]*(?:(반대|反対|反对|否决|否決|异议|異議|이의|거부)|(지지|찬성|支持|賛成|赞成|一票))[ \t]*(?:를|을|은|는|は|を|의)?[ \t]*/u;

/** Each withdrawal in a reply's text, at its line (`lineOf`: an offset's line). */
export function withdrawalsIn(text: string, keys: OptionKeys, lineOf: (offset: number) => number): Withdrawal[] {
  const found: Withdrawal[] = [];
  for (const mention of optionMentions(text, keys)) {
    const before = text.slice(Math.max(0, mention.start - 80), mention.start);
    const after = text.slice(mention.end, mention.end + 40);
    const noun = NOUN_AFTER.exec(after);
    let kind: Withdrawal['kind'] | undefined;
    let verbEnd = mention.end;
    if (WITHDRAWN_BEFORE.test(before)) kind = OPPOSING_NOUN.test(before) || (noun?.[1] !== undefined) ? 'opposes' : 'supports';
    else if (noun) {
      const verb = WITHDRAWN_AFTER.exec(after.slice(noun[0].length));
      if (verb) {
        kind = noun[1] !== undefined ? 'opposes' : 'supports';
        verbEnd = mention.end + noun[0].length + verb[0].length;
      }
    }
    if (kind === undefined) continue;
    const { start, end } = sentenceAround(text, mention.start);
    const sentence = text.slice(start, end).trim();
    // Only a withdrawal the speaker makes, now and for certain, changes a stance (probe 21 rows 12 and 16).
    if (NOT_DONE_BEFORE.test(text.slice(start, mention.start)) || NOT_DONE_AFTER.test(text.slice(verbEnd, verbEnd + 24)) || /[?？]\s*$/u.test(sentence)) continue;
    found.push({ option: mention.key, kind, line: lineOf(mention.start), text: sentence });
  }
  return found;
}

/** The sentence an offset stands in, bounded (offsets into `text`): the withdrawal's own words. */
function sentenceAround(text: string, at: number): { start: number; end: number } {
  const from = Math.max(0, at - 200);
  const head = text.slice(from, at);
  const start = from + Math.max(head.search(/[^.!?。！？\n]*$/u), 0);
  const tail = text.slice(at, at + 200);
  const end = at + (/[.!?。！？\n]/u.exec(tail)?.index ?? tail.length) + 1;
  return { start, end: Math.min(end, text.length) };
}

/**
 * Marks each stance a later round changes: a withdrawal of that stance, or the opposite
 * stance on the same option given after the opinion's own text (an R4 reply, an R6 vote).
 * The first change after a stance is its change; a stance inside the opinion's own text is
 * never changed by another inside it (cues that disagree there only mention, as before).
 */
export function markChangesOfMind(opinions: readonly Opinion[]): void {
  for (const opinion of opinions) {
    const ownEnd = opinion.line + opinion.markdown.split('\n').length;
    const later = opinion.stances.filter((s) => s.kind !== 'mentions' && s.line >= ownEnd);
    for (const stance of opinion.stances) {
      if (stance.kind === 'mentions') continue;
      const change = firstChange(stance, later, opinion.withdrawals ?? []);
      if (change !== undefined) stance.changed = change;
    }
  }
}

function firstChange(stance: Stance, later: readonly Stance[], withdrawals: readonly Withdrawal[]): Stance['changed'] {
  const after = (line: number) => line > (stance.endLine ?? stance.line);
  // A stance read from a cue never retires one the minutes state (a misread would drop a real objection).
  const reversal = later.find((s) => s.option === stance.option && s.kind !== stance.kind && after(s.line) && (s.reading === 'stated' || stance.reading !== 'stated'));
  const withdrawal = withdrawals.find((w) => w.option === stance.option && w.kind === stance.kind && after(w.line));
  if (withdrawal !== undefined && (reversal === undefined || withdrawal.line <= reversal.line)) {
    return { how: 'withdrawn', line: withdrawal.line, text: withdrawal.text, reading: 'stated' };
  }
  if (reversal === undefined) return undefined;
  return { how: 'reversed', line: reversal.line, text: reversal.text, reading: reversal.reading === 'stated' ? 'stated' : 'read' };
}
