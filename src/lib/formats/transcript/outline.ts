// A transcript kept in an outliner: every line a list item, numbered "2", "2.1", "2.1.1" or
// only indented (round, agent, section). Read with the list marks and outline numbers taken
// off (same lines), it is an ordinary transcript: a round line, a speaker line, labelled
// sections; a third-level item that is not a section label stays a bullet ("- 攻撃：…"), as a
// turn writes one. Only a file that is mostly such items, in levels, is read so: numbered
// "2.1", or unnumbered with at least two top-level round lines; a list elsewhere stays a list.
import { sectionHeading, statusLine } from './headers.ts';
import { unfencedRecords, unrecorded } from './records.ts';
import { roundMarker } from './speakers.ts';
import { undiffed } from './diffLog.ts';
import { type RstReading, unsectioned } from './rst.ts';
import { unframed } from './terminal.ts';

const ITEM = /^([ \t]*)[-*+][ \t]+(?:(\d{1,3}(?:\.\d{1,3}){0,5})\.?[ \t]+)?(?=\S)/u;
const MAX_LEVELS = 8;

/** An item's text at its level (0 at the top), its marks off; a deep non-label keeps its bullet. */
function unoutlinedLine(line: string, level: number): string {
  const rest = line.slice(ITEM.exec(line)![0].length);
  return level < 2 || sectionHeading(rest) !== null || statusLine(rest) !== null ? rest : `- ${rest}`;
}

/** The text with the outline's marks taken off, or null when it is not an outline. */
export function unoutlined(text: string): string | null {
  const lines = text.split('\n');
  let items = 0;
  let numbered = 0;
  let rounds = 0;
  let other = 0;
  const indents = new Set<number>();
  for (const line of lines) {
    if (line.trim() === '') continue;
    const item = ITEM.exec(line);
    if (!item) {
      other++;
      continue;
    }
    items++;
    if (indents.size < MAX_LEVELS) indents.add(item[1]!.replace(/\t/g, '  ').length);
    if (item[2]?.includes('.')) numbered++;
    if (item[1] === '' && roundMarker(line.slice(item[0].length)) !== null) rounds++;
  }
  // Mostly items, and in levels ("2.1", or indented under round lines): an outline, not a list.
  if (items < 6 || items < 2 * other || (numbered < 3 && (rounds < 2 || indents.size < 3))) return null;
  const levels = [...indents].sort((a, b) => a - b);
  return lines.map((line) => {
    const item = ITEM.exec(line);
    if (!item) return line;
    const numberLevel = item[2] === undefined ? undefined : item[2].split('.').length - 1;
    return unoutlinedLine(line, numberLevel ?? Math.max(0, levels.indexOf(item[1]!.replace(/\t/g, '  ').length)));
  }).join('\n');
}

type Reshaped = { text: string; shape: 'outline' | 'run log' | 'reStructuredText' | 'terminal session'; notes?: RstReading['notes'] };

/** A terminal log of a session rewritten without its frame, or null. */
export function unframedSession(text: string): Reshaped | null {
  const session = unframed(text);
  return session === null ? null : { text: session.lines.join('\n'), shape: 'terminal session', notes: session.notes };
}

/** A reStructuredText export rewritten as Markdown, or null: also one that keeps the seed's turn headers as its titles (probe 73 t01). */
export function unsectionedExport(text: string): Reshaped | null {
  const rst = unsectioned(text);
  return rst === null ? null : { text: rst.text, shape: 'reStructuredText', notes: rst.notes };
}

/** A transcript in a shape read by rewriting it line for line (an outline, a run log, a reStructuredText export), or null. */
export function reshaped(text: string): Reshaped | null {
  const outline = unoutlined(text);
  if (outline !== null) return { text: outline, shape: 'outline' };
  const rst = unsectionedExport(text);
  if (rst !== null) return rst;
  const log = unrecorded(text) ?? unfencedRecords(text) ?? undiffed(text);
  return log === null ? null : { text: log, shape: 'run log' };
}
