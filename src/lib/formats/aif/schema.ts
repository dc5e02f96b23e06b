// AIF as AIFdb writes it (JSON): nodes, edges, locutions, participants. Ids may be
// strings or numbers (AIFdb writes both); both are read as strings. Keys other readers
// add (OVA's layout, AIFdb's `formEdgeID`, `start`, `end`) are allowed and ignored.
import { z } from 'zod';
import type { DebateMeta, RelationType } from '../../graph/types.ts';
import { metaSchema } from '../../schemas/roundtableLog.ts';

const aifId = z
  .union([z.string().trim().min(1, 'must not be empty').max(200, 'an id is at most 200 characters'), z.number().int()], {
    error: 'expected an id (a string or a whole number)',
  })
  .transform(String);

/** Every node type of AIF; anything else is an error. */
export const AIF_NODE_TYPES = ['I', 'L', 'RA', 'CA', 'MA', 'PA', 'TA', 'YA'] as const;

export const aifNodeSchema = z.looseObject({
  nodeID: aifId,
  text: z.string().default(''),
  type: z.string({ error: 'is required' }),
  timestamp: z.string().optional(),
});

export const aifEdgeSchema = z.looseObject({
  edgeID: aifId.optional(),
  fromID: aifId,
  toID: aifId,
});

export const aifLocutionSchema = z.looseObject({ nodeID: aifId, personID: aifId });

export const aifParticipantSchema = z.looseObject({
  participantID: aifId,
  firstname: z.string().default(''),
  surname: z.string().default(''),
});

export const aifSchema = z.looseObject({
  nodes: z.array(aifNodeSchema),
  edges: z.array(aifEdgeSchema).default([]),
  locutions: z.array(aifLocutionSchema).default([]),
  participants: z.array(aifParticipantSchema).default([]),
  /** debate-atlas writes these beside AIFdb's tables; other files simply lack them. */
  topic: z.string().trim().min(1, 'must not be empty').optional(),
  meta: metaSchema.optional(),
});

export type AifFile = z.infer<typeof aifSchema>;

// The vocabulary export and import share (analysis spec §B1).

/** Claim-like nodes (spec §A): what AIF calls information nodes. */
export const AIF_CLAIM_TYPES: ReadonlySet<string> = new Set(['claim', 'steelman', 'synthesis']);

export type AifSchemeType = 'RA' | 'CA' | 'MA';

/**
 * Each argument relation, its scheme node type and the scheme's name (the S-node's
 * text). The name tells relations of one scheme type apart, so import restores them.
 */
export const AIF_SCHEMES: Readonly<Partial<Record<RelationType, { type: AifSchemeType; text: string }>>> = {
  supports: { type: 'RA', text: 'Default Inference' },
  illustrates: { type: 'RA', text: 'Argument From Example' },
  opposes: { type: 'CA', text: 'Default Conflict' },
  refines: { type: 'MA', text: 'Default Rephrase' },
  steelmanned_by: { type: 'MA', text: 'Steelman' },
};

/** The AIF timestamp of a debate dated YYYY-MM-DD (AIFdb's "YYYY-MM-DD HH:MM:SS"), else "". */
export const aifTimestamp = (created: string | undefined): string =>
  created !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(created) ? `${created} 00:00:00` : '';

/** The id minted for a persona's position I-node. */
export const positionNodeId = (personaId: string): string => `${personaId}:position`;

/** Meta with its keys in one order, whatever order the input wrote them in. */
export function orderedMeta(meta: DebateMeta): DebateMeta {
  return {
    ...(meta.created !== undefined ? { created: meta.created } : {}),
    ...(meta.host !== undefined ? { host: meta.host } : {}),
    tags: [...meta.tags],
    ...(meta.lang !== undefined ? { lang: meta.lang } : {}),
  };
}

