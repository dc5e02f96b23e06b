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
      const then = firstAfter(held.get(`${opinion.participant}\u0000${stance.option}`), stance.changed.line);
      changes.push({
        participant: opinion.participant,
        option: optionRef(stance.option),
        from: { kind: stance.kind, line: stance.line, text: stance.text, reading: stance.reading },
        to: { ...stance.changed },
        ...(then === undefined ? {} : { afterwards: { kind: then.kind as 'supports' | 'opposes', line: then.line, text: then.text, reading: then.reading } }),
      });
    }
  }
  return changes.sort((a, b) => a.to.line - b.to.line || a.from.line - b.from.line);
}

type OpinionStance = NonNullable<Minutes['opinions']>[number]['stances'][number];
/** Each person's stances on each option (no mentions), by line: built once, so finding the next one is a binary search. */
function stancesByHolder(opinions: NonNullable<Minutes['opinions']>): Map<string, OpinionStance[]> {
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
  for (const list of by.values()) list.sort((a, b) => a.line - b.line);
  return by;
}
/** The first of `list` (sorted by line) after `line`. */
function firstAfter(list: readonly OpinionStance[] | undefined, line: number): OpinionStance | undefined {
  if (list === undefined) return undefined;
  let [low, high] = [0, list.length];
  while (low < high) {
    const mid = (low + high) >> 1;
    if (list[mid]!.line > line) high = mid;
    else low = mid + 1;
  }
  return list[low];
}
