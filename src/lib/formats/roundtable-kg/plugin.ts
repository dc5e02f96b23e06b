// roundtable-kg's debate_log.json (spec §1.1). Read last among the JSON formats: any
// JSON object that is no other format is checked as a log, so its errors say what a log lacks.
import { extractGraph } from '../../extract/extractGraph.ts';
import type { DebateLog } from '../../schemas/roundtableLog.ts';
import type { FormatPlugin } from '../types.ts';
import { validateRoundtableLog } from './validate.ts';

export interface RoundtableDocument { format: 'roundtable-kg' }

export const roundtableKgFormat: FormatPlugin<'roundtable-kg', DebateLog, RoundtableDocument> = {
  id: 'roundtable-kg',
  label: 'Roundtable',
  kind: 'json',
  extension: '.json',
  detect: () => true,
  parse: (input) => {
    const json = input.json();
    return json.ok ? validateRoundtableLog(json.value) : json;
  },
  // `meta.created` may be a timestamp; the archive dates a debate by its day.
  toGraph: (log) => ({
    graph: extractGraph(log), document: { format: 'roundtable-kg' },
    ...(log.meta.created !== undefined ? { date: log.meta.created.slice(0, 10) } : {}),
  }),
};
