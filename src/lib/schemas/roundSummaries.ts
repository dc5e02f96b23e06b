// The host's per-round summaries of a roundtable-kg log (seed 000 §5: at the end of
// each round the host writes a 3–5 sentence review and marks the new contested_by
// points). The seed names no key for them in debate_log.json, so the plausible ones
// are read: `rounds`, `round_summaries`, `round_reviews`, `host_summaries`,
// `summaries`; each a list (strings, or objects with their text) or an object keyed
// by round. Fields other than the round, title, text and contested points are kept.
import { z } from 'zod';
import type { JsonValue, RoundSummary } from '../graph/types.ts';

export const ROUND_SUMMARY_KEYS = ['rounds', 'round_summaries', 'round_reviews', 'host_summaries', 'summaries'] as const;
export type RoundSummaryKey = (typeof ROUND_SUMMARY_KEYS)[number];

const TEXT_KEYS = ['summary', 'text', 'review', 'comment', 'synthesis'] as const;
const TITLE_KEYS = ['title', 'name', 'phase'] as const;
const CONTESTED_KEYS = ['contested', 'contested_by', 'contested_points', 'contradictions'] as const;

const entryObject = z
  .looseObject({
    round: z
      .union([z.number(), z.string()], { error: 'expected the round as a whole number or a label such as "R2"' })
      .refine((round) => typeof round === 'string' || Number.isInteger(round), {
        message: 'a round number is a whole number; quote it ("1.5") to keep it as a label',
      })
      .refine((round) => typeof round !== 'string' || round.trim() !== '', {
        message: 'a round label must not be empty; leave "round" out to number the summary by its place',
      })
      .optional()
      .describe('The round: a whole number or a label such as "R2".'),
    ...Object.fromEntries(TITLE_KEYS.map((k) => [k, z.string().optional()])),
    ...Object.fromEntries(TEXT_KEYS.map((k) => [k, z.string().optional()])),
  })
  .refine((o) => firstString(o as Record<string, unknown>, TEXT_KEYS) !== undefined, {
    message: `a round summary needs its text (${TEXT_KEYS.map((k) => `"${k}"`).join(' or ')})`,
  });

const entry = z.union([z.string().trim().min(1, 'a round summary must not be empty'), entryObject], {
  error: 'expected a round summary: a string, or an object with "summary" (or "text")',
});

export const roundSummariesSchema = z
  .union([z.array(entry), z.record(z.string(), entry)], {
    error: 'expected the round summaries as a list, or as an object keyed by round',
  })
  .describe("The host's summary of each round (seed §5): a list of strings or {round, summary, contested}, or an object keyed by round.");

type Entry = z.output<typeof entry>;
export type RoundSummariesInput = z.output<typeof roundSummariesSchema>;

/** Every summary of every key, in key order then entry order. */
export function normaliseRoundSummaries(raw: Partial<Record<RoundSummaryKey, RoundSummariesInput>>): RoundSummary[] {
  const out: RoundSummary[] = [];
  for (const key of ROUND_SUMMARY_KEYS) {
    const value = raw[key];
    if (value === undefined) continue;
    const entries: Array<[string, Entry]> = Array.isArray(value)
      ? value.map((e, i) => [String(i + 1), e])
      : Object.entries(value);
    for (const [round, e] of entries) out.push(summaryOf(round, e));
  }
  return out;
}

function summaryOf(position: string, e: Entry): RoundSummary {
  if (typeof e === 'string') return { round: position, text: e };
  const record = e as Record<string, unknown>;
  const text = firstString(record, TEXT_KEYS)!;
  const title = firstString(record, TITLE_KEYS);
  const used = new Set<string>(['round', text.key, ...(title ? [title.key] : [])]);
  const contested: string[] = [];
  for (const key of CONTESTED_KEYS) {
    const list = stringList(record[key]);
    if (list === null) continue;
    used.add(key);
    for (const item of list) contested.push(item);
  }
  const attributes: Record<string, JsonValue> = {};
  for (const [key, value] of Object.entries(record)) if (!used.has(key)) attributes[key] = value as JsonValue;
  return {
    round: record['round'] === undefined ? position : String(record['round']),
    ...(title ? { title: title.value } : {}),
    text: text.value,
    ...(contested.length > 0 ? { contested } : {}),
    ...(Object.keys(attributes).length > 0 ? { attributes } : {}),
  };
}

function firstString(record: Record<string, unknown>, keys: readonly string[]): { key: string; value: string } | undefined {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return { key, value };
  }
  return undefined;
}

/** A string or a list of strings (an empty list: no contested point); null for anything else (then it is kept as an attribute). */
function stringList(value: unknown): string[] | null {
  if (typeof value === 'string') return value.trim() === '' ? null : [value];
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value as string[];
  return null;
}
