// A transcript exported as a diff of each side's position document, round by round: a
// ```diff fence per turn, opened by `@@ <side> v1 → v2 @@`, whose `+` lines are new in this
// version, `-` lines removed and indented lines carried over. Rewritten line for line as an
// ordinary house-style transcript (same line numbers): the `@@` line opens the side's turn of
// round v2, a `+` line is read as written (a position added after round 1 is the changed,
// refined position), a carried-over status still ends the turn, and the rest (removed or
// carried-over text, the fences) is reported as what it is, never read as a new claim.
import { sectionHeading, statusLine } from './headers.ts';
import { RECORD_END } from './records.ts';
import { classifyEngagement } from './turns.ts';

const DIFF_FENCE = /^[ \t]*(?:```|~~~)[ \t]*diff[ \t]*$/iu;
const FENCE_END = /^[ \t]*(?:```|~~~)[ \t]*$/u;
const HUNK = /^@@[ \t]*(.{1,40}?)[ \t]+v?(\d{1,4})[ \t]*(?:→|->|⇒|=>)[ \t]*v?(\d{1,4})[ \t]*@@[ \t]*$/u;
/** What a carried-over or removed line becomes: text under no label, reported as such. */
export const CARRIED = '⟪carried over⟫';
export const REMOVED = '⟪removed⟫';

function diffLine(line: string, round: number): string {
  const added = /^\+[ \t]?(.*)$/u.exec(line);
  if (added) {
    const text = added[1]!;
    const section = sectionHeading(text);
    if (round > 1 && section?.kind === 'position') return `Refined position: ${section.inline}`;
    // An attack, a defence or a concession is a bullet of the turn's engagement, as a turn writes one.
    return classifyEngagement(text).kind !== 'other' ? `- ${text}` : text;
  }
  const removed = /^-[ \t]?(.*)$/u.exec(line);
  if (removed) return `${REMOVED} ${removed[1]}`;
  const kept = line.replace(/^[ \t]{1,2}/u, '');
  if (kept.trim() === '') return line;
  // The status a version keeps still ends its turn; other kept text was said before.
  return statusLine(kept) !== null ? kept : `${CARRIED} ${kept}`;
}

/** The diff log rewritten line for line as a transcript, or null when it has fewer than two turns. */
export function undiffed(text: string): string | null {
  const lines = text.split('\n');
  let turns = 0;
  for (let i = 0; i < lines.length; i++) {
    if (!DIFF_FENCE.test(lines[i]!)) continue;
    const hunk = HUNK.exec(lines[i + 1] ?? '');
    let end = i + 1;
    while (end < lines.length && !FENCE_END.test(lines[end]!)) end++;
    if (!hunk || end >= lines.length) {
      i = end;
      continue;
    }
    const round = Number(hunk[3]);
    lines[i] = RECORD_END;
    lines[i + 1] = `【${hunk[1]!.trim()} · Round ${round}】`;
    for (let k = i + 2; k < end; k++) lines[k] = diffLine(lines[k]!, round);
    lines[end] = RECORD_END;
    turns++;
    i = end;
  }
  return turns >= 2 ? lines.join('\n') : null;
}
