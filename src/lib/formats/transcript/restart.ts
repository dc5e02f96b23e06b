// A log whose run restarted: both sides back at round 1 after the debate had reached round 2
// or later (a harness that timed out and began the debate again). The last run is the
// debate; the turns before it are kept as written and reported, never read into it. One side
// alone back at round 1 (a re-sent opening, a misnumbered header, a header quoted in a turn)
// is no restart: the turns are read as they come.
import type { LineLedger } from '../../parse/lineAccount.ts';
import type { AgentKey } from './model.ts';
import type { TurnBlock } from './house.ts';

type Warn = (code: string, message: string, line?: number) => void;

/**
 * The turns from the last restart on; those before it reported, with one warning. A restart
 * after a verdict (`verdictLine`) is none: a run that reached its verdict did not crash, and
 * the file holds more than one debate, whose turns are read as they come.
 */
export function fromLastRestart(blocks: TurnBlock[], ledger: LineLedger, warn: Warn, verdictLine = Number.POSITIVE_INFINITY): TurnBlock[] {
  const start = lastRestart(blocks);
  if (start === 0 || blocks[start]!.line > verdictLine) return blocks;
  for (const b of blocks.slice(0, start)) {
    ledger.report([{ line: b.line, text: b.headerText }, ...b.lines], `Agent ${b.header.agent} — Round ${b.header.round}`, 'a turn of a run the log restarts after');
  }
  const first = blocks[start]!.line;
  warn('transcript-restart', `the debate restarts at round 1 on line ${first}: the ${start} turn(s) before it (lines ${blocks[0]!.line}–${first - 1}) are kept as written and not read`, first);
  return blocks.slice(start);
}

/**
 * Where the last run begins: at a side's round 1 after the debate reached round 2 or later,
 * when the other side's next turn is its round 1 too and a turn after both is round 1 or 2
 * (both sides re-sending their openings, then round 3, is no new run). One pass.
 */
function lastRestart(blocks: readonly TurnBlock[]): number {
  let start = 0;
  let reached = 0;
  // A side back at round 1, waiting for the other side's next turn to say whether it restarts.
  let pending: { at: number; agent: AgentKey } | undefined;
  for (const [i, block] of blocks.entries()) {
    const { agent, round } = block.header;
    if (pending !== undefined && agent !== pending.agent) {
      if (round === 1 && (blocks[i + 1]?.header.round ?? 3) <= 2) {
        start = pending.at;
        reached = 1;
      }
      pending = undefined;
    }
    if (round === 1 && reached >= 2 && pending === undefined) pending = { at: i, agent };
    reached = Math.max(reached, round);
  }
  return start;
}
