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
  toGraph: (log) => ({ graph: extractGraph(log), document: { format: 'roundtable-kg' } }),
};
