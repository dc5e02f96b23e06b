// Roundtable meeting minutes (spec §1.4).
import { extractGraph } from '../../extract/extractGraph.ts';
import type { FormatPlugin, FormatReading } from '../types.ts';
import { MINUTES_ANALYSIS, minutesLineReport, minutesOutcome, minutesPlaces, type MinutesOutcome } from './pageHooks.ts';
import { looksLikeMinutes, minutesGoalCheck, minutesToLog, parseMinutes, type GoalCheck, type Minutes } from './parse.ts';
import { minutesStatedOutcome } from './statedOutcome.ts';
import { minutesOutcomeView } from './outcomeView.ts';

export interface MinutesDocument { format: 'minutes'; minutes: Minutes; goalCheck: GoalCheck[] }

const toGraph = (minutes: Minutes): FormatReading<MinutesDocument> => ({
  graph: extractGraph(minutesToLog(minutes)),
  document: { format: 'minutes', minutes, goalCheck: minutesGoalCheck(minutes) },
  title: minutes.title,
  ...(minutes.facts.date ? { date: minutes.facts.date } : {}),
});

export const minutesFormat: FormatPlugin<'minutes', Minutes, MinutesDocument, MinutesOutcome> = {
  id: 'minutes',
  label: 'Meeting minutes',
  kind: 'markdown',
  extension: '.md',
  shape: 'roundtable meeting minutes (.md with "type: meeting" frontmatter, R0–R7 headings, or lines opening R0–R7 such as **R0 · Opening** or 【R2 …】)',
  detect: (input) => looksLikeMinutes(input.source.text),
  parse: (input) => parseMinutes(input.source),
  toGraph,
  outcome: minutesOutcome,
  outcomeView: minutesOutcomeView,
  outcomeFacet: (outcome) => (outcome.decision ? 'decided' : outcome.hold ? 'on-hold' : outcome.escalated ? 'escalated' : outcome.notRecognised ? 'unclear' : 'none'),
  sourcePlaces: minutesPlaces,
  lineReport: minutesLineReport,
  analysis: MINUTES_ANALYSIS,
  datedFileNames: true,
  statedOutcome: minutesStatedOutcome(toGraph),
};
