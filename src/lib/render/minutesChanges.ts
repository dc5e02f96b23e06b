// The minutes page's "Changes of mind": each stance a later round withdrew or reversed, and the
// same person's next stance on the option after it, if any.
import type { Minutes } from '../formats/minutes/model.ts';

/** One person's stance on an option and the later words that change it, each at its line. */
export interface ChangeOfMindView {
  participant: string;
  option: { key: string; label?: string };
  from: { kind: 'supports' | 'opposes'; line: number; text: string; reading: 'stated' | 'read' | 'mentioned' };
  to: { how: 'reversed' | 'withdrawn'; line: number; text: string; reading: 'stated' | 'read' };
  /** The same person's next stance on the option after the change, if any: a stance taken up again (probe 65 row 16). */
  afterwards?: { kind: 'supports' | 'opposes'; line: number; text: string; reading: 'stated' | 'read' | 'mentioned' };
}

export function changesOfMindView(minutes: Minutes, optionRef: (key: string) => ChangeOfMindView['option']): ChangeOfMindView[] {
  const changes: ChangeOfMindView[] = [];
  const opinions = minutes.opinions ?? [];
  const held = stancesByHolder(opinions);
  for (const opinion of opinions) {
    for (const stance of opinion.stances) {
      if (stance.changed === undefined || stance.kind === 'mentions') continue;
      const own = held.get(`${opinion.participant}\u0000${stance.option}`);
      // After a reversal the person holds the other side: a later stance on that side only says it again (probe 69 row 19).
      const then = nextChange(own, stance.changed.line, stance.changed.how === 'reversed' ? (stance.kind === 'supports' ? 'opposes' : 'supports') : undefined);
      changes.push({
        participant: opinion.participant,
        option: optionRef(stance.option),
        from: { kind: stance.kind, line: stance.line, text: stance.text, reading: stance.reading },
        to: { ...stance.changed },
        ...(then === undefined ? {} : { afterwards: { kind: then.kind as 'supports' | 'opposes', line: then.line, text: then.text, reading: then.reading } }),
      });
    }
  }
  return withoutRepeats(changes.sort((a, b) => a.to.line - b.to.line || a.from.line - b.from.line));
}

/**
 * A change already told as the end of one before it ("supported 3 (23), came to oppose it (26),
 * and later came to support it (28)") is not listed again as "opposed 3 (26) … came to support it
 * (28)", nor from a vote in between that repeats the side taken ("Against: Option 3" at 27), unless
 * it goes on past that (probe 67 row 31, review 07zh m2).
 */
function withoutRepeats(changes: readonly ChangeOfMindView[]): ChangeOfMindView[] {
  const key = (c: ChangeOfMindView, line: number) => `${c.participant}\u0000${c.option.key}\u0000${line}`;
  // For each later stance told as an "afterwards", the line of the earliest change that tells it.
  const toldFrom = new Map<string, number>();
  for (const c of changes) {
    if (c.afterwards === undefined) continue;
    const told = key(c, c.afterwards.line);
    toldFrom.set(told, Math.min(toldFrom.get(told) ?? Infinity, c.to.line));
  }
  // A stance said again before the same change is one stance changed once: told from its first line (review 07zk m2, m4).
  const seen = new Set<string>();
  return changes.filter((c) => c.afterwards !== undefined || !((toldFrom.get(key(c, c.to.line)) ?? Infinity) <= c.from.line)).filter((c) => {
    const one = `${key(c, c.to.line)}\u0000${c.from.kind}`;
    if (seen.has(one)) return false;
    seen.add(one);
    return true;
  });
}

type OpinionStance = NonNullable<Minutes['opinions']>[number]['stances'][number];
/** One person's stances on one option by line, and for each the index of the next one on the other side. */
interface HeldStances { list: OpinionStance[]; otherSide: Int32Array }

/** The first of the person's stances after `line` that is not on the side they already hold (`holding`), if any. */
function nextChange(held: HeldStances | undefined, line: number, holding: string | undefined): OpinionStance | undefined {
  if (held === undefined) return undefined;
  const i = firstAfter(held.list, line);
  const at = i < held.list.length && held.list[i]!.kind === holding ? held.otherSide[i]! : i;
  return held.list[at];
}

/** Each person's stances on each option (no mentions), by line: built once, so finding the next one is a binary search. */
function stancesByHolder(opinions: NonNullable<Minutes['opinions']>): Map<string, HeldStances> {
  const by = new Map<string, OpinionStance[]>();
  for (const opinion of opinions) {
    for (const stance of opinion.stances) {
      if (stance.kind === 'mentions') continue;
      const key = `${opinion.participant}\u0000${stance.option}`;
      const list = by.get(key);
      if (list === undefined) by.set(key, [stance]);
      else list.push(stance);
    }
  }
  const held = new Map<string, HeldStances>();
  for (const [key, list] of by) {
    list.sort((a, b) => a.line - b.line);
    const otherSide = new Int32Array(list.length);
    for (let i = list.length - 1; i >= 0; i--) otherSide[i] = i + 1 < list.length && list[i + 1]!.kind === list[i]!.kind ? otherSide[i + 1]! : i + 1;
    held.set(key, { list, otherSide });
  }
  return held;
}
/** The index of the first of `list` (sorted by line) after `line` (its length if none). */
function firstAfter(list: readonly OpinionStance[], line: number): number {
  let [low, high] = [0, list.length];
  while (low < high) {
    const mid = (low + high) >> 1;
    if (list[mid]!.line > line) high = mid;
    else low = mid + 1;
  }
  return low;
}
