// The small badges of a debate's entry in a list (self-check, steelmen, warnings, contested),
// made once for the static list pages and for the rows the list script redraws from the
// list index, so a filtered row says what the page's row says.
import { formatCoverage, showsCoverage, steelmanCoverage } from '../analysis/coverage.ts';
import type { ArgGraph } from '../analysis/argumentGraph.ts';
import type { SelfCheckResult } from '../lint/selfCheck.ts';
import { truncateLabel } from '../core/escape.ts';

export interface Badge {
  text: string;
  /** Its look: `ok`, `warn`, `contested`, or none. */
  tone?: 'ok' | 'warn' | 'contested';
  /** What it means, shown on hover. */
  title: string;
}

/** A badge's hover text at most this long (a failed check list can be long). */
const TITLE_MAX = 240;

export function selfCheckBadge(checks: readonly SelfCheckResult[]): Badge {
  const failed = checks.filter((c) => !c.passed).map((c) => c.title);
  const text = `self-check ${checks.length - failed.length}/${checks.length}`;
  return failed.length === 0
    ? { text, tone: 'ok', title: 'All self-checks passed' }
    : { text, tone: 'warn', title: truncateLabel(`Failed: ${failed.join('; ')}`, TITLE_MAX) };
}

/** The share of contested claims with a steelman, where the format writes steelmen. */
export function coverageBadge(graph: ArgGraph, format: string): (Badge & { ratio: number | null }) | null {
  if (!showsCoverage(graph, format)) return null;
  const c = steelmanCoverage(graph);
  return {
    text: `steelmen ${formatCoverage(c)}`, ratio: c.ratio,
    title: `${c.covered} of ${c.contested} contested claims have a steelman; ${c.byOpponent} of ${c.steelmen} steelmen are by an opponent`,
  };
}

export const warningsBadge = (count: number): Badge | null =>
  count === 0 ? null : { text: `${count} warning${count === 1 ? '' : 's'}`, tone: 'warn', title: 'Warnings from reading the log: see the debate page' };

export const contestedBadge = (count: number): Badge | null =>
  count === 0 ? null : { text: `${count} contested`, tone: 'contested', title: 'Claims that one persona supports and another opposes' };
