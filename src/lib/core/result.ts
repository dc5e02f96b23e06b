import type { Diagnostic } from './diagnostics.ts';

/**
 * The outcome of a stage over one file: a value when nothing was fatal, always with
 * every diagnostic found (warnings travel with the value; errors replace it).
 */
export type Parsed<T> =
  | { ok: true; value: T; diagnostics: Diagnostic[] }
  | { ok: false; diagnostics: Diagnostic[] };

/**
 * A stage's failure that still hands its valid parts on: the value with every part that
 * failed left out, so the next stage checks the rest and lists its own problems with these
 * (docs/decisions/every-problem-at-once.md). Never published: the file stays failed.
 */
export type Checked<T, Partial = T> = Parsed<T> | { ok: false; diagnostics: Diagnostic[]; partial: Partial };

/** The valid parts a failed result hands on, if any. */
export const partialOf = <T, P>(result: Checked<T, P>): P | undefined => (!result.ok && 'partial' in result ? result.partial : undefined);
