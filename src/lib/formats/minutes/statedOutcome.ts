// An outcome stated by hand for a meeting (types.ts `statedOutcome`): a decided option
// must be one of the meeting's; the meeting is then read into a graph again with that
// outcome, so the synthesis, the chosen option's support, the rubric's choice and the
// goal check show it, marked as corrected by hand.
import type { Diagnostic } from '../../core/diagnostics.ts';
import type { StatedOutcome } from '../hookTypes.ts';
import type { FormatPlugin } from '../types.ts';
import { minutesGoalCheck, type Minutes } from './parse.ts';
import type { MinutesDocument } from './plugin.ts';

type Hook = NonNullable<FormatPlugin<'minutes', Minutes, MinutesDocument>['statedOutcome']>;

/** The option a correction names: its id ("option-b"), its key ("B", "2"), or "Option B". */
export function optionNamed(minutes: Minutes, name: string): string | undefined {
  const key = name.trim().replace(/^option[- ]?/i, '').toUpperCase();
  return minutes.options.find((o) => o.key.toUpperCase() === key)?.key;
}

const check: Hook['check'] = ({ minutes }, outcome) => {
  if (outcome.kind !== 'decided') return { ok: true };
  const chosen = optionNamed(minutes, outcome.option);
  if (chosen !== undefined) return { ok: true, chosen };
  const ids = minutes.options.map((o) => `option-${o.key.toLowerCase()}`);
  return { ok: false, path: ['outcome', 'option'], message: `the meeting has no option ${JSON.stringify(outcome.option)}; ${ids.length === 0 ? 'it names no options' : `options: ${ids.join(', ')}`}` };
};

export function correctedMinutes(m: Minutes, outcome: StatedOutcome, chosen: string | undefined, file: string): Minutes {
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

/** The reader's outcome warnings go, and the goal check's decision-or-hold is told again. */
const warnings: Hook['warnings'] = (all, { minutes }, logFile) => {
  const kept: Diagnostic[] = all.filter((d) => d.code !== 'minutes-outcome' && !(d.code === 'minutes-goal' && d.path === 'decision-or-hold'));
  const goal = minutesGoalCheck(minutes).find((c) => c.id === 'decision-or-hold');
  if (goal && !goal.passed) kept.push({ severity: 'warning', code: 'minutes-goal', file: logFile, message: `${goal.detail} (outcome corrected by hand in ${minutes.outcomeCorrection?.file ?? 'the correction file'})`, line: goal.line ?? 1, path: goal.id });
  return kept;
};

/** The hook, given the plugin's own reading (plugin.ts passes its toGraph). */
export const minutesStatedOutcome = (toGraph: (minutes: Minutes) => ReturnType<Hook['apply']>): Hook => ({
  check,
  apply: ({ minutes }, outcome, chosen, file) => toGraph(correctedMinutes(minutes, outcome, chosen, file)),
  warnings,
});
