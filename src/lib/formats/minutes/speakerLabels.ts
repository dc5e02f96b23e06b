// Who speaks in R2, by the shape of a line: a speaker's name alone on a line set off as a
// label, and which list items stand nested under another (part of it, not a speaker's own).
import { MAX_STRUCTURE_LINE } from '../../parse/frontmatter.ts';
import type { Block } from '../../parse/markdownBlocks.ts';
import type { ParticipantList } from './participantList.ts';

/** A chat line's time and an emoji before a speaker's name, each optional (`[14:05] 🧑‍💻 `): one source for the label patterns below. */
const SPEAKER_PREFIX = String.raw`(?:\[[0-9:/ -]{4,20}\][ \t]+|[0-9]{1,2}:[0-9]{2}(?::[0-9]{2})?[ \t]+)?(?:\p{Extended_Pictographic}(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u200d|\ufe0f){0,12}[ \t]+)?`;

/**
 * A line that is only a speaker's name, set off as a label: `**name**`, `**name:**`,
 * `[[name]]:`, `**name** (role)`, or a list item `- **name**` with nested items, after a
 * chat line's time and an emoji if any (`- [14:05] 🧑‍💻 **name** (role)`). Group 1
 * or 2 is the name. Its text follows on the next lines.
 */
const SPEAKER_LABEL = new RegExp(String.raw`^[ \t]*(?:[-*+][ \t]+)?${SPEAKER_PREFIX}(?:\*\*([^*\n]{1,60})\*\*|\[\[([^\[\]\n]{1,60})\]\]|【([^【】\n]{1,60})】|〈([^〈〉\n]{1,60})〉|@([^\s@:：()（）]{1,60})|[—–][ \t]*([^\s—–:：()（）@][^\n—–:：()（）]{0,40}?)|(?:speaker|발언자|発言者|发言人|发言者)[ \t]*[:：][ \t]*([^\n:：()（）]{1,60}?))[ \t]*(?:[(（][^()（）\n]{1,40}[)）][ \t]*)?(?:[:：][ \t]*)?$`, 'iu');
/** A speaker's name alone on a line: `**name**`, `[[name]]:`, `【name】`, `〈name〉`, `@name`, `— name`, `Speaker: name` / `발언자: name`. */
export const speakerLabel = (text: string, known: ParticipantList): string | null => {
  if (text.length > 2 * MAX_STRUCTURE_LINE) return null;
  const match = SPEAKER_LABEL.exec(text);
  // A list item that is a listed participant's name alone, after a time or an emoji if any (`- [14:05] Ravi (backend)`).
  const plain = match ? null : PLAIN_ITEM.exec(text)?.[1]?.trim();
  if (typeof plain === 'string') return known.find(plain) !== undefined ? plain : null;
  const name = match ? (match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[5] ?? match[6] ?? match[7] ?? null) : null;
  // After a time or an emoji only a name the meeting lists: `- ✅ **Pros**`, `- [14:06] ⚠️ **Heads-up**` are no one.
  return name !== null && STAMPED.test(text) && known.find(name) === undefined ? null : name;
};
/** A list item of a name alone (a role in brackets at most), after a chat time and an emoji if any. */
const PLAIN_ITEM = new RegExp(String.raw`^[ \t]*[-*+][ \t]+${SPEAKER_PREFIX}([^\s*[\]()（）:：@—–-][^*[\]()（）:：\n]{0,40}?)[ \t]*(?:[(（][^()（）\n]{1,40}[)）])?[ \t]*$`, 'u');
/** A label line that opens with a chat time or an emoji. */
const STAMPED = /^[ \t]*(?:[-*+][ \t]+)?(?:\[[0-9:/ -]{4,20}\]|[0-9]{1,2}:[0-9]{2}|\p{Extended_Pictographic})/u;

/** Items indented deeper than an item before them in the same list (a run of items). */
export function nestedUnderItems(blocks: readonly Block[]): Set<Block> {
  const nested = new Set<Block>();
  let least = Number.POSITIVE_INFINITY;
  for (const block of blocks) {
    if (block.kind !== 'item') {
      least = Number.POSITIVE_INFINITY;
      continue;
    }
    const indent = /^[ \t]*/u.exec(block.lines[0]!.text)![0].replace(/\t/gu, '    ').length;
    if (indent > least) nested.add(block);
    least = Math.min(least, indent);
  }
  return nested;
}
