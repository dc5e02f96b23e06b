// Reactions under an option's own post: a GitHub Discussion or a chat posts each option as a
// message and the people who agree react (`👍 ana · 👎 ben`, `✅ ana, ben | ❌ cy`). Read by
// shape, never by words: a line made only of marks each followed by names, right under a
// line that defines one option, states each named participant's stance on that option. A
// mark is a symbol (a table cell's label: 👍/✅/✓/+1 for, 👎/❌/✗/-1 against, anything else
// states nothing); a name must be a participant already known, or the group says nothing.
import type { NumberedLine } from '../../parse/markdownLines.ts';
import { participantName } from './participants.ts';
import { cellStance } from './marks.ts';

/** One mark and the names after it: `👍 ana, ben`, `+1 cy`. */
const GROUP = /^([^\p{L}\p{N}\s][^\s]{0,7}|[+\-−]1)[ \t]+([^\n]{1,400})$/u;

export interface Reaction { participant: string; kind: 'supports' | 'opposes'; text: string }

/** The stances of a reaction line, or null when the line is not one (a mark without known names, prose). */
export function reactionStances(text: string, personOf: (name: string) => string | undefined): Reaction[] | null {
  if (text.length > 600 || /^[ \t]*(?:[-*+>#][ \t]|\|)/u.test(text)) return null;
  const groups = text.trim().split(/[ \t]+[·•|｜][ \t]+|[ \t]{2,}/u);
  const found: Reaction[] = [];
  for (const group of groups.slice(0, 20)) {
    const match = GROUP.exec(group.trim());
    if (!match) return null;
    // A mark that is no label (👀, 🎉) states nothing, but its names must still be people.
    const kind = cellStance(match[1]!) ?? 'mentions';
    const names = match[2]!.split(/[,，、;；]|[ \t]+and[ \t]+/u).map((n) => participantName(n.replace(/^@/u, '')));
    const known = names.map((n) => (n === '' ? undefined : personOf(n)));
    if (names.length === 0 || known.some((n) => n === undefined)) return null;
    if (kind === 'mentions') continue;
    for (const participant of known) found.push({ participant: participant!, kind, text: `${match[1]} ${participant}` });
  }
  return found.length > 0 ? found : null;
}

export interface ReactionVote extends Reaction { option: string; line: number }

/**
 * Reaction lines right under an option's defining line (a blank line or any other line ends
 * the post's reactions): each reaction is a stated stance of that participant on the option,
 * at the reaction line. `personOf` gives a known person's name, or undefined.
 */
export function readReactions(lines: readonly NumberedLine[], optionLines: ReadonlyArray<{ line: number; key: string }>, personOf: (name: string) => string | undefined): { votes: ReactionVote[]; read: NumberedLine[] } {
  const defined = new Map(optionLines.map((o) => [o.line, o.key] as const));
  const votes: ReactionVote[] = [];
  const read: NumberedLine[] = [];
  let option: string | undefined;
  for (const entry of lines) {
    const key = defined.get(entry.line);
    if (key !== undefined) {
      option = key;
      continue;
    }
    const reactions = option === undefined || entry.text.trim() === '' ? null : reactionStances(entry.text, personOf);
    if (reactions === null) {
      option = undefined;
      continue;
    }
    read.push(entry);
    for (const reaction of reactions) votes.push({ ...reaction, option: option!, line: entry.line });
  }
  return { votes, read };
}
