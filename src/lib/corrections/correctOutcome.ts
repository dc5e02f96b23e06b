// An outcome stated by hand (schema.ts `outcome`): checked against the log — meeting
// minutes only, and a decided option must be one of the meeting's — then the meeting is
// read into a graph again with that outcome, so the synthesis, the chosen option's
// support, the rubric's choice, the goal check and every page and command show it, each
// marked as corrected by hand. The reader's own outcome warnings give way to it.
import type { Diagnostic } from '../core/diagnostics.ts';
import type { Parsed } from '../core/result.ts';
import { minutesFormat } from '../formats/minutes/plugin.ts';
import { minutesGoalCheck, type Minutes } from '../formats/minutes/parse.ts';
import type { Interpreted } from '../formats/registry.ts';
import type { JsonPath } from '../parse/jsonDocument.ts';
import type { OutcomeCorrection } from './schema.ts';

type Problem = (path: JsonPath, message: string) => Diagnostic;

/** The option a correction names: its id ("option-b"), its key ("B", "2"), or "Option B". */
export function optionNamed(minutes: Minutes, name: string): string | undefined {
  const key = name.trim().replace(/^option[- ]?/i, '').toUpperCase();
  return minutes.options.find((o) => o.key.toUpperCase() === key)?.key;
}

/** Checks the correction against the log: located errors, or the key of the option chosen. */
export function checkOutcome(reading: Interpreted, outcome: OutcomeCorrection, problem: Problem): Parsed<{ chosen?: string }> {
  if (reading.document.format !== 'minutes') {
    return { ok: false, diagnostics: [problem(['outcome'], `an outcome can be corrected in meeting minutes only; this log is read as ${reading.format} (a transcript's verdict is quoted as written)`)] };
  }
  if (outcome.kind !== 'decided') return { ok: true, diagnostics: [], value: {} };
  const { minutes } = reading.document;
  const chosen = optionNamed(minutes, outcome.option);
  if (chosen !== undefined) return { ok: true, diagnostics: [], value: { chosen } };
  const ids = minutes.options.map((o) => `option-${o.key.toLowerCase()}`);
  return { ok: false, diagnostics: [problem(['outcome', 'option'], `the meeting has no option ${JSON.stringify(outcome.option)}; ${ids.length === 0 ? 'it names no options' : `options: ${ids.join(', ')}`}`)] };
}

/** The meeting with the outcome a person stated, read into a graph again. */
export function applyOutcome(reading: Interpreted, outcome: OutcomeCorrection, chosen: string | undefined, file: string): Interpreted {
  if (reading.document.format !== 'minutes') return reading;
  const minutes = correctedMinutes(reading.document.minutes, outcome, chosen, file);
  return { ...reading, ...minutesFormat.toGraph(minutes), format: reading.format };
}

function correctedMinutes(m: Minutes, outcome: OutcomeCorrection, chosen: string | undefined, file: string): Minutes {
  // The line the reader took for the outcome, so the page can still point at it.
  const line = m.decision?.line ?? m.hold?.line ?? m.escalation?.line ?? m.outcomeLines[0]?.line ?? m.rounds.find((r) => r.key === 'R7')?.line ?? 1;
  const base: Minutes = {
    ...m, decision: null, hold: null, escalation: null, outcomeLines: [], outcome: outcome.kind,
    outcomeCorrection: { file, ...(outcome.note ? { note: outcome.note } : {}) },
  };
  switch (outcome.kind) {
    case 'decided': {
      const title = m.options.find((o) => o.key === chosen)?.title;
      // The log's own words when it has some: its decision, or the lines the reader could not place.
      const written = m.decision?.text ?? (m.outcomeLines.length > 0 ? m.outcomeLines.map((l) => l.text).join('\n') : undefined);
      const text = outcome.text ?? written ?? `Option ${chosen}${title ? `: ${title}` : ''}`;
      const rubric = m.rubric ? { ...m.rubric, chosen: chosen! } : m.rubric;
      return { ...base, decision: { text, chosenOption: chosen!, line }, rubric };
    }
    case 'hold':
      return { ...base, hold: { text: 'Hold', ...(outcome.reason ? { reason: outcome.reason } : {}), ...(outcome.resume ? { resumeCondition: outcome.resume } : {}), line } };
    case 'escalated':
      return { ...base, escalation: { text: outcome.note ?? 'Escalated to a person', ...(outcome.to ? { to: outcome.to } : {}), ...(outcome.why ? { why: outcome.why } : {}), line } };
    case 'none':
      return { ...base, rubric: m.rubric ? withoutChoice(m.rubric) : null };
  }
}

function withoutChoice(rubric: NonNullable<Minutes['rubric']>): NonNullable<Minutes['rubric']> {
  const copy = { ...rubric };
  delete copy.chosen;
  return copy;
}

/**
 * The reader's warnings about the outcome it read give way to the corrected one: its
 * outcome warnings go, and the goal check's decision-or-hold is told again.
 */
export function outcomeWarnings(warnings: readonly Diagnostic[], reading: Interpreted, logFile: string): Diagnostic[] {
  if (reading.document.format !== 'minutes') return [...warnings];
  const { minutes } = reading.document;
  const kept = warnings.filter((d) => d.code !== 'minutes-outcome' && !(d.code === 'minutes-goal' && d.path === 'decision-or-hold'));
  const check = minutesGoalCheck(minutes).find((c) => c.id === 'decision-or-hold');
  if (check && !check.passed) kept.push({ severity: 'warning', code: 'minutes-goal', file: logFile, message: `${check.detail} (outcome corrected by hand in ${minutes.outcomeCorrection?.file ?? 'the correction file'})`, line: check.line ?? 1, path: check.id });
  return kept;
}
