// A log whose run restarted: a side back at round 1 after it had reached round 2 or later
// (a harness that timed out and began the debate again). The last run is the debate; the
// turns before it are kept as written and reported, never read into it.
import type { LineLedger } from '../../parse/lineAccount.ts';
import type { TurnBlock } from './house.ts';

type Warn = (code: string, message: string, line?: number) => void;

/** The turns from the last restart on; those before it reported, with one warning. */
export function fromLastRestart(blocks: TurnBlock[], ledger: LineLedger, warn: Warn): TurnBlock[] {
  const highest = { A: 0, B: 0 };
  let lastLater = -1;
  let start = 0;
  for (const [i, block] of blocks.entries()) {
    const { agent, round } = block.header;
    if (round === 1 && highest[agent] >= 2) {
      // The run begins after the last turn of round 2 or later: a round 1 of either side before this one is the new run's.
      start = lastLater + 1;
      highest.A = 0;
      highest.B = 0;
      for (const kept of blocks.slice(start, i)) highest[kept.header.agent] = Math.max(highest[kept.header.agent], kept.header.round);
    }
    if (round >= 2) lastLater = i;
    highest[agent] = Math.max(highest[agent], round);
  }
  if (start === 0) return blocks;
  for (const b of blocks.slice(0, start)) {
    ledger.report([{ line: b.line, text: b.headerText }, ...b.lines], `Agent ${b.header.agent} — Round ${b.header.round}`, 'a turn of a run the log restarts after');
  }
  const first = blocks[start]!.line;
  warn('transcript-restart', `the debate restarts at round 1 on line ${first}: the ${start} turn(s) before it (lines ${blocks[0]!.line}–${first - 1}) are kept as written and not read`, first);
  return blocks.slice(start);
}
