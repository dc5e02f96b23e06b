// What a claim's argument status means (analysis A1: IN, OUT, UNDECIDED under grounded
// semantics, docs/formats.md), in the plain words of STATUS_WORDS (atlasLabels.ts): the
// graph's legend and the badges' explanations. The technical names stay in data
// attributes, graph.json and docs.
import type { ArgumentStatus } from '../analysis/status.ts';
import { truncateLabel } from '../core/escape.ts';
import { plainText } from '../core/plainText.ts';

export const STATUS_EXPLAINED: Readonly<Record<ArgumentStatus, string>> = {
  IN: 'stands: every objection to it is answered',
  OUT: 'falls: an objection to it stands unanswered',
  UNDECIDED: 'open: its objections answer each other in a circle, so it neither stands nor falls',
};

export const STATUS_ORDER: readonly ArgumentStatus[] = ['IN', 'OUT', 'UNDECIDED'];

/**
 * An objection's own words when a later line of the log states it ("Changed my mind again:
 * against B.", line 36) for a node another line wrote (an R2 opinion, line 20): the node's
 * label says something else (probe 54 row 7). Undefined when both come from one line, or the
 * log has no lines (a JSON log).
 */
export function laterStanceWords(edge: { text?: string | undefined; provenance?: { line?: number | undefined } | undefined }, sourceLine: number | undefined, max: number): string | undefined {
  const line = edge.provenance?.line;
  if (edge.text === undefined || line === undefined || sourceLine === undefined || line === sourceLine) return undefined;
  const said = truncateLabel(plainText(edge.text), max);
  return said === '' ? undefined : said;
}
