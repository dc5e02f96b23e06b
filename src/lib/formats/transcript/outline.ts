// A transcript kept in an outliner: every line a list item numbered "2", "2.1", "2.1.1"
// (round, agent, section). Read with the list marks and outline numbers taken off (same
// lines), it is an ordinary transcript: a round line, a speaker line, labelled sections;
// a deeper item that is not a section label stays a bullet ("- 攻撃：…"), as a turn writes one.
// Only a file that is mostly such items is read so; a numbered bullet elsewhere stays a bullet.
import { sectionHeading, statusLine } from './headers.ts';
import { unfencedRecords, unrecorded } from './records.ts';

const OUTLINE_ITEM = /^[ \t]*[-*+][ \t]+(\d{1,3}(?:\.\d{1,3}){0,5})\.?[ \t]+(?=\S)/u;

function unoutlinedLine(line: string): string {
  const item = OUTLINE_ITEM.exec(line);
  if (!item) return line;
  const rest = line.slice(item[0].length);
  const deep = item[1]!.split('.').length > 2;
  return !deep || sectionHeading(rest) !== null || statusLine(rest) !== null ? rest : `- ${rest}`;
}

/** The text with the outline's marks taken off, or null when it is not an outline. */
export function unoutlined(text: string): string | null {
  const lines = text.split('\n');
  let items = 0;
  let nested = 0;
  let other = 0;
  for (const line of lines) {
    if (line.trim() === '') continue;
    const item = OUTLINE_ITEM.exec(line);
    if (item) {
      items++;
      if (/\d\.\d/u.test(item[0])) nested++;
    } else other++;
  }
  // Mostly outline items, and numbered in levels ("2.1"): an outline, not a numbered list.
  if (items < 6 || nested < 3 || items < 2 * other) return null;
  return lines.map(unoutlinedLine).join('\n');
}

/** A transcript in a shape read by rewriting it line for line (an outline, a run log), or null. */
export function reshaped(text: string): { text: string; shape: 'outline' | 'run log' } | null {
  const outline = unoutlined(text);
  if (outline !== null) return { text: outline, shape: 'outline' };
  const log = unrecorded(text) ?? unfencedRecords(text);
  return log === null ? null : { text: log, shape: 'run log' };
}
