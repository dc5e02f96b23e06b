// What each line of a minutes file became, for the line account (parse/lineAccount.ts):
// rounds are kept whole (the page shows them as written), and each line says what it was
// read into (a heading, an option, an opinion, the rubric, the decision, an action item…);
// named sections keep what their readers took; the rest is reported as not interpreted,
// with the reason. Nodes and relations are placed by their own source lines.
import type { LineLedger } from '../../parse/lineAccount.ts';
import type { NumberedLine } from '../../parse/markdownLines.ts';
import { ROUND_KEYS, type ActionItem, type Minutes, type RoundKey, type SectionKey } from './model.ts';
import type { RawOpinion } from './opinions.ts';
import type { Section } from './sections.ts';
import { isAttendanceHeading } from './participants.ts';

export interface MinutesParts {
  sections: readonly Section[];
  titleSection: Section | undefined;
  /** Lines each named-section reader took. */
  used: ReadonlyArray<[SectionKey, readonly NumberedLine[]]>;
  rawOpinions: readonly RawOpinion[];
  optionLines: ReadonlyArray<{ line: number; key: string }>;
  actions: readonly ActionItem[];
  /** The lines of R7 the outcome was read from. */
  outcomeUsed: readonly NumberedLine[];
  minutes: Pick<Minutes, 'decision' | 'hold' | 'escalation' | 'outcomeLines' | 'risks' | 'rubric'>;
}

const ROUND_NAMES: Record<RoundKey, string> = {
  R0: 'R0 opening', R1: 'R1 problem', R2: 'R2 opinions', R3: 'R3 divergence', R4: 'R4 cross-questions', R5: 'R5 pre-mortem', R6: 'R6 convergence', R7: 'R7 decision',
};
const isRound = (key: SectionKey | null): key is RoundKey => key !== null && ROUND_KEYS.includes(key as RoundKey);

export function accountMinutes(ledger: LineLedger, parts: MinutesParts): void {
  const { sections, titleSection, minutes } = parts;
  if (titleSection) ledger.note(titleSection.line, 'title');
  const unrecognised = new Set(minutes.outcomeLines.map((l) => l.line));
  // Fallbacks: the first one given for a line is kept, so the specific ones come first.
  const ending = minutes.escalation ? `outcome: escalated${minutes.escalation.to ? ` to ${minutes.escalation.to}` : ''}` : minutes.decision ? 'outcome: decided' : minutes.hold ? 'outcome: on hold (reason, resume condition)' : undefined;
  if (ending !== undefined) ledger.noteFallback(parts.outcomeUsed, ending);
  for (const section of sections) {
    if (section.hasHeading && section.key !== null) ledger.note(section.line, `heading: ${isRound(section.key) ? ROUND_NAMES[section.key] : section.key}`);
    if (!isRound(section.key)) continue;
    const kept = section.lines.filter((l) => !unrecognised.has(l.line));
    if (section.key === 'R6' && minutes.rubric) ledger.noteAll(kept.filter((l) => /^\s*\|/.test(l.text)), 'R6 rubric');
    ledger.noteFallback(kept, `${ROUND_NAMES[section.key]} text, shown as written`);
  }
  for (const opinion of parts.rawOpinions) ledger.noteAll(opinion.lines, `opinion of ${opinion.participant}`);
  for (const { line, key } of parts.optionLines) ledger.note(line, `option ${key} defined`);
  if (minutes.decision) ledger.note(minutes.decision.line, 'outcome: decided');
  if (minutes.hold) ledger.note(minutes.hold.line, 'outcome: on hold (reason, resume condition)');
  if (minutes.escalation) ledger.note(minutes.escalation.line, ending!);
  for (const risk of minutes.risks) for (const line of risk.alsoAt ?? []) ledger.note(line, `the same risk as line ${risk.line}`);
  for (const item of parts.actions) ledger.note(item.line, `action item: ${(['who', 'what', 'when', 'done'] as const).filter((f) => item[f] !== undefined).join(', ') || 'no field'}`);
  ledger.report(minutes.outcomeLines.map((l) => ({ line: l.line, text: l.text })), 'R7', 'outcome not recognised: no decision, hold or escalation marker');

  for (const [key, used] of parts.used) {
    ledger.noteFallback(used, key === 'risks' ? 'risks section' : key === 'unknowns' ? 'open unknowns' : key);
    for (const section of sections.filter((s) => s.key === key)) {
      ledger.report(section.lines, section.heading, `${key} section text that is not an item`);
    }
  }
  for (const section of sections) {
    if (section.key === 'hold' || section.key === 'escalation') ledger.noteFallback(section.lines, section.key === 'hold' ? 'hold' : 'escalation');
    if (section.key !== null) continue;
    if (section.unread !== undefined) ledger.report(section.lines, section.heading, section.unread);
    else if (isAttendanceHeading(section.heading)) {
      ledger.note(section.line, 'heading: participants');
      ledger.report(section.lines, section.heading, 'text under the participants heading that is not a roster');
    } else if (section === titleSection || !section.hasHeading) ledger.report(section.lines, section.hasHeading ? section.heading : 'before the first heading', section.hasHeading ? 'text under the title, outside any section' : 'text before the first heading');
    else ledger.report([{ text: section.raw, line: section.line }, ...section.lines], section.heading, 'unknown section');
  }
}
