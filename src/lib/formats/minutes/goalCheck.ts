// The goal check the archive shows (seed 003 end conditions, spec §1.4): a decision or
// an explicit hold with reason and resume condition; every action item complete; at
// least one risk; the unknowns list present.
import { firstSentence } from '../../parse/frontmatter.ts';
import { plainText } from '../../core/plainText.ts';
import { ACTION_FIELD_NAMES, describeAction } from './items.ts';
import type { Minutes } from './model.ts';

export type GoalCheckId = 'decision-or-hold' | 'action-items-complete' | 'risk' | 'unknowns';

export interface GoalCheck {
  id: GoalCheckId;
  passed: boolean;
  detail: string;
  /** Where the check looked: the decision, the hold, the first incomplete item; 1 when the part is absent. */
  line?: number;
}

/** Incomplete action items a goal check names; the rest are counted. */
const NAMED_INCOMPLETE = 5;

export function minutesGoalCheck(m: Minutes): GoalCheck[] {
  const checks: GoalCheck[] = [];
  const roundLine = (key: string) => m.rounds.find((r) => r.key === key)?.line;

  if (m.escalation) {
    const to = m.escalation.to ? ` to ${m.escalation.to}` : '';
    checks.push({ id: 'decision-or-hold', passed: false, detail: `no decision: escalated${to}${m.escalation.why ? ` (${firstSentence(plainText(m.escalation.why), 100)})` : ''}; a person decides`, line: m.escalation.line });
  } else if (m.outcome === 'not-recognised') {
    checks.push({ id: 'decision-or-hold', passed: false, detail: `no decision recognised: line${m.outcomeLines.length === 1 ? '' : 's'} ${m.outcomeLines.map((l) => l.line).join(', ')} state${m.outcomeLines.length === 1 ? 's' : ''} no decision, hold or escalation`, line: m.outcomeLines[0]?.line ?? 1 });
  } else if (m.decision) {
    checks.push({ id: 'decision-or-hold', passed: true, detail: `decision: ${firstSentence(plainText(m.decision.text), 100)}`, line: m.decision.line });
  } else if (m.hold) {
    const missing = [m.hold.reason ? null : 'a reason (사유)', m.hold.resumeCondition ? null : 'a resume condition (재개 조건)'].filter((x) => x !== null);
    checks.push(missing.length === 0
      ? { id: 'decision-or-hold', passed: true, detail: 'explicit hold with reason and resume condition', line: m.hold.line }
      : { id: 'decision-or-hold', passed: false, detail: `no decision, and the hold lacks ${missing.join(' and ')}`, line: m.hold.line });
  } else if (m.undecided) {
    checks.push({ id: 'decision-or-hold', passed: false, detail: `no decision: line ${m.undecided.line} says none was made ("${firstSentence(plainText(m.undecided.text), 60)}"), and no explicit hold (보류 / Hold) with reason and resume condition`, line: m.undecided.line });
  } else {
    checks.push({ id: 'decision-or-hold', passed: false, detail: 'no decision (R7 결정 / Decision) and no explicit hold (보류 / Hold) with reason and resume condition', line: roundLine('R7') ?? 1 });
  }

  const incomplete = m.actionItems.filter((item) => item.missing.length > 0);
  if (m.actionItems.length === 0) {
    checks.push({ id: 'action-items-complete', passed: false, detail: 'no action items (액션아이템 / Action items with who, what, when, done criteria)', line: 1 });
  } else if (incomplete.length === 0) {
    checks.push({ id: 'action-items-complete', passed: true, detail: `all ${m.actionItems.length} action items have who, what, when and done criteria`, line: m.actionItems[0]!.line });
  } else {
    // The first few named; the rest counted, so the detail stays a line however many items there are.
    const list = incomplete.slice(0, NAMED_INCOMPLETE).map((item) => `${describeAction(item)} lacks ${item.missing.map((f) => ACTION_FIELD_NAMES[f]).join(', ')}`);
    const more = incomplete.length > NAMED_INCOMPLETE ? `; and ${incomplete.length - NAMED_INCOMPLETE} more` : '';
    checks.push({ id: 'action-items-complete', passed: false, detail: `${incomplete.length} of ${m.actionItems.length} action items are incomplete: ${list.join('; ')}${more}`, line: incomplete[0]!.line });
  }

  checks.push(m.risks.length > 0
    ? { id: 'risk', passed: true, detail: `${m.risks.length} risk${m.risks.length === 1 ? '' : 's'}`, line: m.risks[0]!.line }
    : { id: 'risk', passed: false, detail: 'no risks (리스크 / Risks, or R5 pre-mortem items)', line: roundLine('R5') ?? 1 });

  checks.push(m.unknowns !== null
    ? { id: 'unknowns', passed: true, detail: `${m.unknowns.length} open unknown${m.unknowns.length === 1 ? '' : 's'} listed`, ...(m.unknowns[0] ? { line: m.unknowns[0].line } : {}) }
    : { id: 'unknowns', passed: false, detail: 'no unknowns section (미해결 unknown / Open unknowns)', line: 1 });
  return checks;
}
