// roundtable-kg's debate_log.json (spec §1.1). Read last among the JSON formats: a JSON
// object with any key of a log (topic, personas, claims…) that is no other format is
// checked as a log, so its errors say what a log lacks. An object with none of them is no
// log: the registry says which formats it tried, rather than a log's schema errors.
import { extractGraph } from '../../extract/extractGraph.ts';
import type { DebateLog } from '../../schemas/roundtableLog.ts';
import type { FormatPlugin } from '../types.ts';
import { validateRoundtableLog } from './validate.ts';

const LOG_KEYS = ['$schema', 'topic', 'meta', 'personas', 'claims', 'relations', 'domain', 'domains', 'synthesis', 'open_questions'];

/** A JSON object with at least one key of a log. */
const looksLikeLog = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && LOG_KEYS.some((key) => Object.hasOwn(value, key));

export interface RoundtableDocument { format: 'roundtable-kg' }

export const roundtableKgFormat: FormatPlugin<'roundtable-kg', DebateLog, RoundtableDocument> = {
  id: 'roundtable-kg',
  label: 'Roundtable',
  kind: 'json',
  extension: '.json',
  shape: 'a roundtable-kg debate_log.json (topic, personas, claims, relations)',
  detect: (input) => {
    const json = input.json();
    return json.ok && looksLikeLog(json.value.value);
  },
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
