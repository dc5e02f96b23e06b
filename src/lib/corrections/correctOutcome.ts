// An outcome stated by hand (schema.ts `outcome`): checked against the log by the format's
// `statedOutcome` hook, then the log is read into a graph again with that outcome, so
// every page and command shows it, marked as corrected by hand
// (docs/decisions/corrections-sidecar.md).
import type { Diagnostic } from '../core/diagnostics.ts';
import type { Parsed } from '../core/result.ts';
import { pluginOf, type Interpreted } from '../formats/registry.ts';
import type { JsonPath } from '../parse/jsonDocument.ts';
import type { OutcomeCorrection } from './schema.ts';

type Problem = (path: JsonPath, message: string) => Diagnostic;

const hookOf = (reading: Interpreted) => pluginOf(reading.format)?.statedOutcome;

/** Checks the correction against the log: located errors, or the key of the option chosen. */
export function checkOutcome(reading: Interpreted, outcome: OutcomeCorrection, problem: Problem): Parsed<{ chosen?: string }> {
  const hook = hookOf(reading);
  if (hook === undefined) {
    return { ok: false, diagnostics: [problem(['outcome'], `an outcome can be corrected in meeting minutes only; this log is read as ${reading.format} (a transcript's verdict is quoted as written)`)] };
  }
  const checked = hook.check(reading.document, outcome);
  if (!checked.ok) return { ok: false, diagnostics: [problem(checked.path, checked.message)] };
  return { ok: true, diagnostics: [], value: checked.chosen !== undefined ? { chosen: checked.chosen } : {} };
}

/** The log with the outcome a person stated, read into a graph again. */
export function applyOutcome(reading: Interpreted, outcome: OutcomeCorrection, chosen: string | undefined, file: string): Interpreted {
  const hook = hookOf(reading);
  return hook === undefined ? reading : { ...reading, ...hook.apply(reading.document, outcome, chosen, file), format: reading.format };
}

/** The reader's warnings about the outcome it read give way to the corrected one. */
export function outcomeWarnings(warnings: readonly Diagnostic[], reading: Interpreted, logFile: string): Diagnostic[] {
  const hook = hookOf(reading);
  return hook === undefined ? [...warnings] : hook.warnings(warnings, reading.document, logFile);
}
