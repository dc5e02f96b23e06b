// How the debate page shows a meeting's outcome (types.ts `outcomeView`): the decision with
// the chosen option and its rubric score, a hold with its reason and resume condition, an
// escalation with who and why, or the lines no outcome marker explains; each missing part
// said to be missing, and an outcome stated in a correction file said to be so.
import type { OutcomeBlock, OutcomeView } from '../hookTypes.ts';
import type { MinutesOutcome } from './pageHooks.ts';

export function minutesOutcomeView(outcome: MinutesOutcome): OutcomeView {
  const blocks: OutcomeBlock[] = [];
  const { decision, hold, escalated, notRecognised, corrected } = outcome;
  if (decision) {
    const chosen = decision.chosen;
    const after = chosen
      ? [
        { text: ` — option ${chosen.key}` },
        ...(chosen.label !== undefined ? [{ text: ' (' }, { inlineMarkdown: chosen.label }, { text: ')' }] : []),
        ...(chosen.score !== null ? [{ text: `, rubric score ${chosen.score}` }] : []),
      ]
      : [];
    const unsettled = decision.unsettled;
    blocks.push({
      name: 'decision',
      headline: { strong: 'Decided', ...(unsettled ? { muted: '— no single option is shown as decided' } : after.length > 0 ? { after } : {}) },
      markdown: decision.text,
      // Why: the minutes decide again, or for two options, at that line (decisionChoices.ts).
      ...(unsettled ? { fields: [{ label: 'Not settled', markdown: `${unsettled.message.charAt(0).toUpperCase()}${unsettled.message.slice(1)}.` }] } : {}),
    });
  }
  if (hold) {
    blocks.push({
      name: 'hold', headline: { strong: 'On hold' }, markdown: hold.text,
      fields: [
        { label: 'Reason', ...(hold.reason !== undefined ? { markdown: hold.reason } : { missing: 'missing' }) },
        { label: 'Resume condition', ...(hold.resumeCondition !== undefined ? { markdown: hold.resumeCondition } : { missing: 'missing' }) },
      ],
    });
  }
  if (escalated) {
    blocks.push({
      name: 'escalated', headline: { strong: `Escalated ${escalated.to !== undefined ? `to ${escalated.to}` : 'to a person'}`, muted: '— not decided' }, markdown: escalated.text,
      fields: [{ label: 'Why', ...(escalated.why !== undefined ? { markdown: escalated.why } : { missing: 'not given' }) }],
    });
  }
  if (notRecognised) {
    blocks.push({
      name: 'not-recognised',
      headline: { badge: 'not recognised', strong: 'Outcome not recognised', muted: '— no decision, hold or escalation marker; not shown as decided' },
      quote: notRecognised.map((l) => `${l.line}: ${l.text}`).join('\n'),
    });
  }
  if (outcome.undecided) {
    const { line, text } = outcome.undecided;
    blocks.push({ name: 'undecided', headline: { badge: 'not decided', strong: 'Not decided', muted: `— line ${line} says no decision was made; no hold with a reason and a resume condition` }, quote: `${line}: ${text}` });
  }
  return { ...(corrected ? { corrected } : {}), blocks, none: 'No decision and no hold recorded.' };
}
