// Roundtable meeting minutes (spec §1.4).
import { extractGraph } from '../../extract/extractGraph.ts';
import type { FormatPlugin } from '../types.ts';
import { looksLikeMinutes, minutesGoalCheck, minutesToLog, parseMinutes, type GoalCheck, type Minutes } from './parse.ts';

export interface MinutesDocument { format: 'minutes'; minutes: Minutes; goalCheck: GoalCheck[] }

export const minutesFormat: FormatPlugin<'minutes', Minutes, MinutesDocument> = {
  id: 'minutes',
  label: 'Meeting minutes',
  kind: 'markdown',
  extension: '.md',
  shape: 'roundtable meeting minutes (.md with "type: meeting" frontmatter or R0–R7 headings)',
  detect: (input) => looksLikeMinutes(input.source.text),
  parse: (input) => parseMinutes(input.source),
  toGraph: (minutes) => ({
    graph: extractGraph(minutesToLog(minutes)),
    document: { format: 'minutes', minutes, goalCheck: minutesGoalCheck(minutes) },
    title: minutes.title,
    ...(minutes.facts.date ? { date: minutes.facts.date } : {}),
  }),
};
