// The roundtable-kg debate_log.json (spec §1.1), one zod schema per part. The JSON
// Schema published for editors is generated from these, so the two never drift.
import { z } from 'zod';
import { isLanguageTag } from '../core/language.ts';
import { RELATION_TYPES, type Reading, type SourceRef } from '../graph/types.ts';

const nonEmpty = (what: string) => z.string({ error: `${what} must be a string` }).trim().min(1, `${what} must not be empty`);
const id = nonEmpty('id').max(200, 'an id is at most 200 characters').describe('Unique within the log. A relation may also name `<slug>:<id>` of another debate (alias_of and related only).');

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'not a calendar date');

const languageTag = z.string().refine(isLanguageTag, 'expected a BCP 47 language tag such as "en", "ja" or "zh-Hans"');

export const metaSchema = z.object({
  created: isoDate.optional(),
  host: z.string().optional(),
  tags: z.array(nonEmpty('a tag')).optional(),
  lang: languageTag.optional(),
});

export const domainSchema = z.object({ id, name: nonEmpty('name') });

export const personaSchema = z.object({
  id,
  name: nonEmpty('name'),
  position: nonEmpty('position').describe('The stance in one sentence.'),
  argument: nonEmpty('argument').describe('The core argument.'),
  anchor: z.string().optional().describe('A real thinker this stance is anchored to.'),
});

export const claimSchema = z.object({
  id,
  text: nonEmpty('text'),
  domain: id.optional().describe('Id of the domain (sub-proposition) the claim belongs to.'),
  steelman_of: id.optional().describe('For a steelman: the id of the claim it rewrites in its strongest form.'),
  by: id.optional().describe('For a steelman: the id of the persona who wrote it.'),
});

export const relationSchema = z.object({
  source: id,
  target: id,
  type: z.enum(RELATION_TYPES, {
    error: (issue) =>
      `unknown relation type ${JSON.stringify(issue.input)}; allowed: ${RELATION_TYPES.join(', ')}`,
  }),
  text: z.string().optional(),
});

export const synthesisSchema = z.object({ id, text: nonEmpty('text') });

export const roundtableLogSchema = z
  .object({
    $schema: z.string().optional(),
    topic: nonEmpty('topic'),
    meta: metaSchema.optional(),
    domain: domainSchema.optional(),
    domains: z.array(domainSchema).min(1, 'give at least one domain').max(3, 'at most 3 domains').optional(),
    personas: z.array(personaSchema),
    claims: z.array(claimSchema),
    relations: z.array(relationSchema).default([]),
    synthesis: synthesisSchema.optional(),
    open_questions: z.array(nonEmpty('an open question')).optional(),
  })
  .describe('A roundtable-kg debate_log.json, as kept by the host of a multi-persona roundtable.');

export type RoundtableLogInput = z.input<typeof roundtableLogSchema>;
type RawLog = z.output<typeof roundtableLogSchema>;
export type Domain = z.output<typeof domainSchema>;
export type Persona = z.output<typeof personaSchema>;
export type Claim = z.output<typeof claimSchema>;
export type Relation = z.output<typeof relationSchema>;

/**
 * Where a part of a log made from a transcript or minutes was read (spec A6). Never part
 * of the published JSON Schema: a hand-written debate_log.json has no lines to point to.
 */
export interface Provenance {
  source?: SourceRef;
}

/** A validated log, normalised: one list of domains, defaults filled in. */
export interface DebateLog {
  topic: string;
  meta: { created?: string; host?: string; tags: string[]; lang?: string };
  domains: Domain[];
  personas: Array<Persona & Provenance>;
  claims: Array<Claim & Provenance>;
  /** `provenance`, not `source`: a relation's `source` is its first endpoint. */
  relations: Array<Relation & { provenance?: SourceRef; reading?: Reading }>;
  synthesis?: { id: string; text: string } & Provenance;
  /** Strings, or (from the Markdown formats) strings with the line they came from. */
  open_questions: Array<string | ({ text: string } & Provenance)>;
}

export function normaliseLog(raw: RawLog): DebateLog {
  const { meta = {}, domain, domains, synthesis, open_questions = [] } = raw;
  return {
    topic: raw.topic,
    meta: { ...meta, tags: meta.tags ?? [] },
    domains: domains ?? (domain ? [domain] : []),
    personas: raw.personas,
    claims: raw.claims,
    relations: raw.relations,
    ...(synthesis ? { synthesis } : {}),
    open_questions,
  };
}

/** The JSON Schema published at /schema/debate-log.json for editors. */
export function debateLogJsonSchema(publicUrl: string): Record<string, unknown> {
  const schema = z.toJSONSchema(roundtableLogSchema, { io: 'input', target: 'draft-2020-12' }) as Record<string, unknown>;
  return { ...schema, $id: publicUrl, title: 'debate-atlas roundtable-kg debate log' };
}
