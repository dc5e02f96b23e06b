// The corrections sidecar (docs/formats.md, "Corrections"): a JSON file beside a log,
// `<log name without extension>.corrections.json`, that corrects how the log was read
// without editing the record. One zod schema; the JSON Schema published for editors at
// /schema/corrections.json is generated from it.
import { z } from 'zod';

export const CORRECTIONS_SUFFIX = '.corrections.json';

const ref = (what: string) => z.string({ error: `${what} must be a string` }).trim().min(1, `${what} must not be empty`).max(200, `${what} is at most 200 characters`);
const note = z.string().max(2000, 'a note is at most 2000 characters').optional().describe('Why the reading was corrected; shown on the page.');

export const STANCES = ['for', 'against', 'none'] as const;
export const ROLES = ['moderator', 'host', 'recorder'] as const;

export const stanceCorrectionSchema = z.strictObject({
  persona: ref('persona').describe('The persona: its id in the graph, or its name.'),
  target: ref('target').describe('The claim or option: its id in the graph (minutes options are "option-a", "option-b", …).'),
  stance: z.enum(STANCES, { error: `stance must be one of ${STANCES.join(', ')}` }).describe('for: supports; against: opposes; none: no stance (any read one is removed).'),
  note,
});

export const roleCorrectionSchema = z.strictObject({
  persona: ref('persona').describe('The persona: its id in the graph, or its name.'),
  role: z.enum(ROLES, { error: `role must be one of ${ROLES.join(', ')}` }).describe('Not a debater: never flagged silent by the self-check.'),
  note,
});

export const notClaimSchema = z.strictObject({
  node: ref('node').describe('The id of a claim that is not one (a status line, a heading): removed and listed as not interpreted.'),
  note,
});

const outcomeText = (what: string) => z.string({ error: `${what} must be a string` }).trim().min(1, `${what} must not be empty`).max(2000, `${what} is at most 2000 characters`).optional();
export const OUTCOME_KINDS = ['decided', 'hold', 'escalated', 'none'] as const;

/** A meeting's outcome, stated or overridden by hand (minutes only: transcripts quote their verdict). */
export const outcomeCorrectionSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('decided'),
    option: ref('option').describe('The option chosen: its id ("option-b") or its letter or number ("B", "2").'),
    text: outcomeText('text').describe('The decision in words; default: the log\'s own decision text, or "Option B".'),
    note,
  }),
  z.strictObject({ kind: z.literal('hold'), reason: outcomeText('reason'), resume: outcomeText('resume').describe('The resume condition.'), note }),
  z.strictObject({ kind: z.literal('escalated'), to: outcomeText('to').describe('The person it goes to.'), why: outcomeText('why'), note }),
  z.strictObject({ kind: z.literal('none'), note }),
], { error: `outcome.kind must be one of ${OUTCOME_KINDS.join(', ')}` }).describe('What the meeting came to, as a person reads it: replaces the outcome read from the log.');

export type OutcomeCorrection = z.output<typeof outcomeCorrectionSchema>;

export const correctionsSchema = z
  .strictObject({
    $schema: z.string().optional(),
    stances: z.array(stanceCorrectionSchema).optional(),
    roles: z.array(roleCorrectionSchema).optional(),
    not_claims: z.array(notClaimSchema).optional(),
    outcome: outcomeCorrectionSchema.optional(),
  })
  .describe('Corrections to how a debate log was read, kept beside the log (<name>.corrections.json); the log itself is never edited.');

export type Corrections = z.output<typeof correctionsSchema>;

/** The JSON Schema published at /schema/corrections.json. */
export function correctionsJsonSchema(publicUrl: string): Record<string, unknown> {
  const schema = z.toJSONSchema(correctionsSchema, { io: 'input', target: 'draft-2020-12' }) as Record<string, unknown>;
  return { ...schema, $id: publicUrl, title: 'debate-atlas corrections file' };
}

/** `meeting.md` → `meeting.corrections.json` (same folder); works on "/" paths. */
export function correctionsPathFor(logPath: string): string {
  const slash = logPath.lastIndexOf('/');
  const dot = logPath.lastIndexOf('.');
  return (dot > slash ? logPath.slice(0, dot) : logPath) + CORRECTIONS_SUFFIX;
}

export const isCorrectionsFile = (path: string): boolean => path.toLowerCase().endsWith(CORRECTIONS_SUFFIX);

/**
 * What pairs a correction file with its log: the name the log gives it, composed (NFC). A
 * name typed on one system and saved decomposed (NFD) by another reads the same and is the
 * same name; case and spelling still count (docs/decisions/every-problem-at-once.md).
 */
export const sidecarKey = (correctionsPath: string): string => correctionsPath.normalize('NFC');
