// What a claim's argument status means (analysis A1: IN, OUT, UNDECIDED under grounded
// semantics, docs/formats.md), in the plain words of STATUS_WORDS (atlasLabels.ts): the
// graph's legend and the badges' explanations. The technical names stay in data
// attributes, graph.json and docs.
import type { ArgumentStatus } from '../analysis/status.ts';

export const STATUS_EXPLAINED: Readonly<Record<ArgumentStatus, string>> = {
  IN: 'stands: every objection to it is answered',
  OUT: 'falls: an objection to it stands unanswered',
  UNDECIDED: 'open: its objections answer each other in a circle, so it neither stands nor falls',
};

export const STATUS_ORDER: readonly ArgumentStatus[] = ['IN', 'OUT', 'UNDECIDED'];
