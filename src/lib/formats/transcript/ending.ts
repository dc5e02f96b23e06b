// How a debate ended (mutual DONE, the 6-round cap, an asymmetric stop, a verdict
// without DONE, or unfinished), DONE→CONTINUE flips, and the round checks: missing
// rounds (one warning per gap, located), a paste that starts mid-debate, rounds pasted out
// of order, the cap.
import { ROUND_CAP, type AgentKey, type Ending, type Flip, type Round, type Verdict } from './model.ts';

type Warn = (code: string, message: string, line?: number, path?: string) => void;

/** Rounds before the first one (a paste from mid-debate) and gaps between rounds, one warning each. */
export function checkRounds(rounds: Round[], warn: Warn): void {
  const lineOf = (round: Round) => round.turns.A?.line ?? round.turns.B?.line;
  const first = rounds[0]!;
  if (first.number > 1) {
    warn('transcript-round', `the transcript starts at round ${first.number}: a paste from mid-debate; rounds 1–${first.number - 1} are not in the file`, lineOf(first), `Round ${first.number}`);
  }
  for (let i = 1; i < rounds.length; i++) {
    const before = rounds[i - 1]!.number;
    const after = rounds[i]!.number;
    if (after - before <= 1) continue;
    const gap = after - before === 2 ? `round ${before + 1} is missing` : `rounds ${before + 1}–${after - 1} are missing`;
    warn('transcript-round', `${gap} (between round ${before} and round ${after})`, lineOf(rounds[i]!), `Round ${before + 1}`);
  }
  outOfOrder(rounds, warn);
  const last = rounds[rounds.length - 1]!;
  if (last.number > ROUND_CAP) {
    warn('transcript-round', `the debate runs to round ${last.number}, past the ${ROUND_CAP}-round cap`, lineOf(last), `Round ${last.number}`);
  }
}

/**
 * A round pasted before a round it follows (round 3, then round 2): one warning where the file
 * goes back, naming both lines (probe 53 row 7). The rounds are read in their numbers' order.
 */
function outOfOrder(rounds: readonly Round[], warn: Warn): void {
  const firstLine = (round: Round): number => Math.min(round.turns.A?.line ?? Infinity, round.turns.B?.line ?? Infinity);
  const inFile = rounds.filter((r) => firstLine(r) !== Infinity).sort((a, b) => firstLine(a) - firstLine(b));
  for (let i = 1; i < inFile.length; i++) {
    const [before, round] = [inFile[i - 1]!, inFile[i]!];
    if (round.number > before.number) continue;
    warn('transcript-round', `round ${round.number} (line ${firstLine(round)}) comes after round ${before.number} (line ${firstLine(before)}) in the file: the rounds are out of order; they are read in their numbers' order`, firstLine(round), `Round ${round.number}`);
  }
}

export function decideEnding(rounds: Round[], verdict: Verdict | null, warn: Warn, sides?: readonly [string, string]): Ending {
  // A side the log names is named as it does (probe 71 row 53): "GPT-4.1 (Agent B)".
  const named = (agent: AgentKey) => {
    const name = sides?.[agent === 'A' ? 0 : 1];
    return name === undefined || name === `Agent ${agent}` ? `Agent ${agent}` : `${name} (Agent ${agent})`;
  };
  const last = rounds[rounds.length - 1]!;
  const statusOf = (round: Round, agent: AgentKey) => round.turns[agent]?.status?.kind;
  const mutualDone = (round: Round) => statusOf(round, 'A') === 'DONE' && statusOf(round, 'B') === 'DONE';
  const lastLine = last.turns.A?.line ?? last.turns.B?.line;

  for (const round of rounds) {
    if (round !== last && mutualDone(round)) {
      warn('transcript-round', `both agents said DONE in round ${round.number}, but the debate went on to round ${last.number}`, round.turns.A?.line, `Round ${round.number}`);
    }
  }
  const a = statusOf(last, 'A');
  const b = statusOf(last, 'B');
  const asymmetric = (a === 'DONE') !== (b === 'DONE') && (a !== undefined || b !== undefined);
  if (asymmetric) {
    const done = a === 'DONE' ? 'A' : 'B';
    const other = done === 'A' ? 'B' : 'A';
    warn('transcript-asymmetric', `asymmetric stop: ${named(done)} said DONE in the final round ${last.number}, ${named(other)} did not; that is not convergence`, lastLine, `Round ${last.number}`);
  }

  if (verdict === null) {
    warn('transcript-unfinished', 'no verdict; the debate is kept and marked unfinished', lastLine, 'Verdict');
    return { kind: 'unfinished', round: last.number, note: `No verdict after round ${last.number}; the debate is unfinished.` };
  }
  const saysCap = verdictSaysCap(verdict);
  if (verdict.rounds?.count != null && verdict.rounds.count !== last.number) {
    warn('transcript-verdict', `the verdict says ${verdict.rounds.count} rounds, the transcript has ${last.number}`, verdict.line, 'Verdict');
  }
  if (mutualDone(last)) {
    if (saysCap) warn('transcript-verdict', `the verdict says the cap was hit, but both agents said DONE in round ${last.number}`, verdict.line, 'Verdict');
    return { kind: 'mutual-done', round: last.number, note: `Both agents said DONE in round ${last.number}: natural convergence.` };
  }
  if (last.number >= ROUND_CAP) {
    if (!saysCap) warn('transcript-cap', `the debate reached round ${last.number} without mutual DONE, but the verdict does not say "hit ${ROUND_CAP}-round cap"`, verdict.line, 'Verdict');
    return { kind: 'cap', round: last.number, note: `Stopped at the ${ROUND_CAP}-round cap without mutual DONE.` };
  }
  if (asymmetric) {
    return { kind: 'asymmetric', round: last.number, note: `Only one agent said DONE in the final round ${last.number}; asymmetric stop is not convergence.` };
  }
  warn('transcript-verdict', `a verdict was written after round ${last.number}, before the cap, while neither agent said DONE`, verdict.line, 'Verdict');
  return { kind: 'stopped-early', round: last.number, note: `Verdict written after round ${last.number} with neither agent DONE.` };
}
export function findFlips(rounds: Round[]): Flip[] {
  const flips: Flip[] = [];
  const byNumber = new Map(rounds.map((round) => [round.number, round]));
  for (const round of rounds) {
    const next = byNumber.get(round.number + 1);
    if (!next) continue;
    for (const agent of ['A', 'B'] as const) {
      if (round.turns[agent]?.status?.kind === 'DONE' && next.turns[agent]?.status?.kind === 'CONTINUE') {
        flips.push({ agent, doneRound: round.number, continueRound: next.number });
      }
    }
  }
  return flips;
}

/** Whether the verdict's Rounds field says the cap was hit, in any language: "hit 6-round cap", "límite de 6 rondas", "Obergrenze", "plafond", "上限", "상한" (not "time-limited", not "최대": at most, review 06o F10). */
export const verdictSaysCap = (verdict: Verdict): boolean => /\bcap\b|\bcapped\b|(?<![\p{L}-])(?:l[ií]mite|obergrenze|h[öo]chstzahl|plafond|tetto)(?![\p{L}-])|上限|상한/iu.test(verdict.rounds?.ending ?? '');
