import type { Diagnostic } from './diagnostics.ts';

/**
 * The outcome of a stage over one file: a value when nothing was fatal, always with
 * every diagnostic found (warnings travel with the value; errors replace it).
 */
export type Parsed<T> =
  | { ok: true; value: T; diagnostics: Diagnostic[] }
  | { ok: false; diagnostics: Diagnostic[] };
