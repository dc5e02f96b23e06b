// The roundtable-kg debate_log.json (spec §1.1), one zod schema per part. The JSON
// Schema published for editors is generated from these, so the two never drift.
import { z } from 'zod';
import { isLanguageTag } from '../core/language.ts';
import { RELATION_TYPES, type JsonValue, type Reading, type RelationType, type RoundSummary, type SourceRef } from '../graph/types.ts';
import { parseLooseDate } from '../parse/frontmatter.ts';
import { normaliseRoundSummaries, roundSummariesSchema } from './roundSummaries.ts';

const nonEmpty = (what: string) => z.string({ error: `${what} must be a string` }).trim().min(1, `${what} must not be empty`);
const id = nonEmpty('id').max(200, 'an id is at most 200 characters').describe('Unique within the log. A relation may also name `<slug>:<id>` of another debate (alias_of and related only).');

/** A date or an ISO timestamp (the seed writes 2026-09-03; hosts also write 2026-09-03T10:15:00+09:00). */
const isoDate = z
  .string()
  .refine((s) => parseLooseDate(s) !== null, 'expected a date as YYYY-MM-DD or an ISO timestamp such as 2026-09-03T10:15:00+09:00')
  .describe('YYYY-MM-DD, or an ISO 8601 timestamp.');

const languageTag = z.string().refine(isLanguageTag, 'expected a BCP 47 language tag such as "en", "ja" or "zh-Hans"');

/** Known keys are checked; any other key is kept as it came (shown, never dropped). */
export const metaSchema = z.looseObject({
  created: isoDate.optional(),
  host: z.string().optional(),
  tags: z.array(nonEmpty('a tag')).optional(),
  lang: languageTag.optional(),
});

export const domainSchema = z.looseObject({ id, name: nonEmpty('name') });
/** A domain as the seed writes it ({id, name}) or by its name alone (the name is its id). */
const domainEntry = z.union([domainSchema, nonEmpty('a domain name').max(200, 'a domain name used as an id is at most 200 characters')]);

export const personaSchema = z.looseObject({
  id,
  name: nonEmpty('name'),
  position: nonEmpty('position').describe('The stance in one sentence.'),
  argument: nonEmpty('argument').describe('The core argument.'),
  anchor: z.string().optional().describe('A real thinker this stance is anchored to.'),
});

export const claimSchema = z.looseObject({
  id,
  text: nonEmpty('text'),
  domain: id.optional().describe('Id of the domain (sub-proposition) the claim belongs to.'),
  steelman_of: id.optional().describe('For a steelman: the id of the claim it rewrites in its strongest form.'),
  by: id.optional().describe('The id of the persona who wrote the claim (required on a steelman; on any claim the author is drawn as supporting it).'),
});

export const relationSchema = z.looseObject({
  source: id,
  target: id,
  type: z.enum(RELATION_TYPES, {
    error: (issue) =>
      `unknown relation type ${JSON.stringify(issue.input)}; allowed: ${RELATION_TYPES.join(', ')}`,
  }),
  text: z.string().optional(),
});

export const synthesisSchema = z.looseObject({ id, text: nonEmpty('text') });

/** An open question: a string, or an object with its text (other fields kept). */
const openQuestionSchema = z.union([nonEmpty('an open question'), z.looseObject({ text: nonEmpty('text'), id: id.optional() })]);

export const roundtableLogSchema = z
  .looseObject({
    $schema: z.string().optional(),
    topic: nonEmpty('topic'),
    meta: metaSchema.optional(),
    domain: z
      .union([domainEntry, z.array(domainEntry).min(1, 'give at least one domain').max(3, 'at most 3 domains')])
      .optional()
      .describe('One domain, or a list of 1–3 (as "domains"); a domain is {id, name} or its name.'),
    domains: z.array(domainEntry).min(1, 'give at least one domain').max(3, 'at most 3 domains').optional(),
    personas: z.array(personaSchema),
    claims: z.array(claimSchema),
    relations: z.array(relationSchema).default([]),
    synthesis: synthesisSchema.optional(),
    open_questions: z.array(openQuestionSchema).optional(),
    // The host's per-round summaries (seed §5), under whichever key the host chose.
    rounds: roundSummariesSchema.optional(),
    round_summaries: roundSummariesSchema.optional(),
    round_reviews: roundSummariesSchema.optional(),
    host_summaries: roundSummariesSchema.optional(),
    summaries: roundSummariesSchema.optional(),
  })
  .describe('A roundtable-kg debate_log.json, as kept by the host of a multi-persona roundtable.');

export type RoundtableLogInput = z.input<typeof roundtableLogSchema>;
type RawLog = z.output<typeof roundtableLogSchema>;

/** Keys a log's author added beyond the format's: kept as they came, shown on the page. */
export interface Attributes {
  attributes?: { [key: string]: JsonValue };
}
export interface Domain extends Attributes { id: string; name: string }
export interface Persona extends Attributes { id: string; name: string; position: string; argument: string; anchor?: string }
export interface Claim extends Attributes { id: string; text: string; domain?: string; steelman_of?: string; by?: string }
export interface Relation extends Attributes { source: string; target: string; type: RelationType; text?: string }
export type OpenQuestion = { text: string; id?: string } & Attributes & Provenance;

/**
 * Where a part of a log made from a transcript or minutes was read (spec A6). Never part
 * of the published JSON Schema: a hand-written debate_log.json has no lines to point to.
 */
export interface Provenance {
  source?: SourceRef;
}

/** A validated log, normalised: one list of domains, defaults filled in. */
export interface DebateLog extends Attributes {
  topic: string;
  meta: { created?: string; host?: string; tags: string[]; lang?: string };
  domains: Domain[];
  /** `role` marks a persona who runs the meeting (graph/personaRole.ts): not a debater. */
  personas: Array<Persona & Provenance & { role?: string }>;
  claims: Array<Claim & Provenance>;
  /** `provenance`, not `source`: a relation's `source` is its first endpoint. */
  relations: Array<Relation & { provenance?: SourceRef; reading?: Reading }>;
  synthesis?: { id: string; text: string } & Attributes & Provenance;
  /** Strings, or objects with their text (and, from the Markdown formats, the line they came from). */
  open_questions: Array<string | OpenQuestion>;
  /** The host's per-round summaries (seed §5), in the order written. */
  rounds?: RoundSummary[];
}

/** The keys of `value` its schema does not know, or nothing. */
function unknownKeys(value: object, known: ReadonlySet<string>): Attributes {
  const attributes: { [key: string]: JsonValue } = {};
  let any = false;
  for (const [key, v] of Object.entries(value)) {
    if (known.has(key)) continue;
    attributes[key] = v as JsonValue;
    any = true;
  }
  return any ? { attributes } : {};
}
const keysOf = (schema: { shape: object }): ReadonlySet<string> => new Set(Object.keys(schema.shape));
const KNOWN = {
  log: keysOf(roundtableLogSchema), meta: keysOf(metaSchema), domain: keysOf(domainSchema), persona: keysOf(personaSchema),
  claim: keysOf(claimSchema), synthesis: keysOf(synthesisSchema), question: new Set(['text', 'id']), relation: keysOf(relationSchema),
};

/** Picks the named fields that are present, in the order named (same log, same bytes). */
function pick<T extends object>(value: object, keys: readonly string[]): T {
  const out: Record<string, unknown> = {};
  for (const key of keys) if ((value as Record<string, unknown>)[key] !== undefined) out[key] = (value as Record<string, unknown>)[key];
  return out as T;
}

type DomainEntry = Exclude<NonNullable<RawLog['domains']>[number], undefined>;
const domainOf = (d: DomainEntry): Domain =>
  typeof d === 'string' ? { id: d, name: d } : { ...pick<Domain>(d, ['id', 'name']), ...unknownKeys(d, KNOWN.domain) };

/** The domains as one list: `domain` (one, or a list) or `domains`. */
export function domainEntries(raw: Pick<RawLog, 'domain' | 'domains'>): DomainEntry[] {
  if (raw.domains) return raw.domains;
  if (raw.domain === undefined) return [];
  return Array.isArray(raw.domain) ? raw.domain : [raw.domain];
}

export function normaliseLog(raw: RawLog): DebateLog {
  const { meta = {}, synthesis, open_questions = [] } = raw;
  const metaExtra = unknownKeys(meta, KNOWN.meta).attributes;
  const extra = unknownKeys(raw, KNOWN.log).attributes;
  const attributes = { ...extra, ...(metaExtra ? { meta: metaExtra } : {}) };
  const rounds = normaliseRoundSummaries(raw);
  return {
    topic: raw.topic,
    meta: { ...(Object.fromEntries(Object.entries(meta).filter(([key]) => KNOWN.meta.has(key))) as Partial<DebateLog['meta']>), tags: meta.tags ?? [] },
    domains: domainEntries(raw).map(domainOf),
    personas: raw.personas.map((p) => ({ ...pick<Persona>(p, ['id', 'name', 'position', 'argument', 'anchor']), ...unknownKeys(p, KNOWN.persona) })),
    claims: raw.claims.map((c) => ({ ...pick<Claim>(c, ['id', 'text', 'domain', 'steelman_of', 'by']), ...unknownKeys(c, KNOWN.claim) })),
    relations: raw.relations.map((r) => ({ ...pick<Relation>(r, ['source', 'target', 'type', 'text']), ...unknownKeys(r, KNOWN.relation) })),
    ...(synthesis ? { synthesis: { id: synthesis.id, text: synthesis.text, ...unknownKeys(synthesis, KNOWN.synthesis) } } : {}),
    open_questions: open_questions.map((q) => (typeof q === 'string' ? q : { ...pick<OpenQuestion>(q, ['text', 'id']), ...unknownKeys(q, KNOWN.question) })),
    ...(rounds.length > 0 ? { rounds } : {}),
    ...(Object.keys(attributes).length > 0 ? { attributes } : {}),
  };
}

/** The JSON Schema published at /schema/debate-log.json for editors. */
export function debateLogJsonSchema(publicUrl: string): Record<string, unknown> {
  const schema = z.toJSONSchema(roundtableLogSchema, { io: 'input', target: 'draft-2020-12' }) as Record<string, unknown>;
  return { ...schema, $id: publicUrl, title: 'debate-atlas roundtable-kg debate log' };
}
