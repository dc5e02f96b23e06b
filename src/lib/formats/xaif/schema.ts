// xAIF (the open argument mining framework's and OVA's JSON): an object whose `AIF` key
// holds AIFdb's tables (nodes, edges, locutions, participants, schemefulfillments), beside
// the analysed `text` (with `<span id="node…">` marks), a `dialog` flag and an `OVA`
// layout block. Real files write ids as strings or numbers, `null` for an empty table or
// time, `personID` or `personId`, and `text` as a string or `{ "txt": … }`; all are read.
// Keys other tools add are allowed and ignored.
import { z } from 'zod';
import type { GraphEdge, GraphNode } from '../../graph/types.ts';
import { AIF_CLAIM_TYPES, AIF_SCHEMES } from '../aif/schema.ts';

const id = z
  .union([z.string().trim().min(1, 'must not be empty').max(200, 'an id is at most 200 characters'), z.number().int()], {
    error: 'expected an id (a string or a whole number)',
  })
  .transform(String);
const optionalText = z.string().nullish().transform((v) => v ?? '');
/** A time as the file writes it ("2021-11-11 21:50:00"), or absent. */
const time = z.union([z.string(), z.number()]).nullish().transform((v) => (v === null || v === undefined || v === '' ? undefined : String(v)));
const table = <T extends z.ZodType>(item: T) => z.array(item).nullish().transform((v) => v ?? []);

export const xaifNodeSchema = z.looseObject({ nodeID: id, text: optionalText, type: z.string({ error: 'is required' }), timestamp: time });
export const xaifEdgeSchema = z.looseObject({ fromID: id, toID: id });
export const xaifLocutionSchema = z.looseObject({
  nodeID: id,
  personID: id.nullish(),
  /** The other spelling some exporters write. */
  personId: id.nullish(),
  start: time,
  end: time,
  timestamp: time,
});
export const xaifParticipantSchema = z.looseObject({ participantID: id, firstname: optionalText, surname: optionalText });
export const xaifSchemeFulfillmentSchema = z.looseObject({ nodeID: id, schemeID: id });

export const xaifAifSchema = z.looseObject({
  nodes: table(xaifNodeSchema),
  edges: table(xaifEdgeSchema),
  locutions: table(xaifLocutionSchema),
  participants: table(xaifParticipantSchema),
  schemefulfillments: table(xaifSchemeFulfillmentSchema),
});

export const xaifSchema = z.looseObject({
  AIF: xaifAifSchema,
  text: z.union([z.string(), z.looseObject({ txt: z.string().nullish() }), z.array(z.unknown())]).nullish()
    .transform((v) => (typeof v === 'string' ? v : v !== null && v !== undefined && !Array.isArray(v) ? (v.txt ?? '') : '')),
  dialog: z.boolean().nullish(),
});

export type XaifFile = z.infer<typeof xaifSchema>;
export type XaifNode = z.infer<typeof xaifNodeSchema>;

/** The key under which debate-atlas writes what AIF cannot say (an intermediate graph); other tools ignore it. */
export const XAIF_EXTENSION_KEY = 'debateAtlas';

/** xAIF by shape: a JSON object with an `AIF` key holding an object. */
export const looksLikeXaif = (value: unknown): boolean => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const aif = (value as Record<string, unknown>)['AIF'];
  return typeof aif === 'object' && aif !== null && !Array.isArray(aif);
};

const kindOf = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v === 'object' ? 'an object' : `a ${typeof v}`);

/** How near a JSON value that is not xAIF comes to it (its keys of xAIF) and why it is not. */
export function xaifNearMiss(value: unknown): { marks: number; reason: string } | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  if (Object.hasOwn(v, 'AIF')) {
    return { marks: 3, reason: `an object with an \`AIF\` key: read as xAIF, but \`AIF\` is ${kindOf(v['AIF'])}, not an object holding AIF's nodes and edges` };
  }
  const marks = ['aif', 'Aif', 'OVA', 'ova', 'dialog'].filter((key) => Object.hasOwn(v, key));
  if (marks.length === 0) return undefined;
  return { marks: marks.length, reason: `has xAIF's ${marks.map((k) => `\`${k}\``).join(', ')} but no \`AIF\` key: xAIF keeps the AIF graph under \`AIF\` (capitals)` };
}

/**
 * Illocutions (YA node texts) anchored on an I-node, and the stance they state. Any other
 * illocution on an I-node (questioning, challenging, analysing) only mentions the claim.
 */
export const ILLOCUTION_STANCES: Readonly<Record<string, 'supports' | 'opposes' | 'concedes'>> = {
  'Asserting': 'supports',
  'Agreeing': 'supports',
  'Restating': 'supports',
  'Default Illocuting': 'supports',
  'Disagreeing': 'opposes',
  'Conceding': 'concedes',
};

/** The illocution the xAIF export writes for a persona's stance. */
export const STANCE_ILLOCUTIONS = { supports: 'Asserting', opposes: 'Disagreeing', concedes: 'Conceding' } as const;

/** Nodes the AIF layer of debate-atlas's xAIF carries: claim-like ones as I-nodes, personas as participants. */
export const xaifCarriesNode = (node: Pick<GraphNode, 'type'>): boolean => AIF_CLAIM_TYPES.has(node.type) || node.type === 'persona';

/**
 * Relations the AIF layer carries: an argument between claim-like nodes as a scheme node,
 * a persona's supports / opposes / concedes of a claim-like node as a locution and its illocution.
 */
export function xaifCarriesEdge(edge: Pick<GraphEdge, 'source' | 'target' | 'type'>, typeOf: (id: string) => string | undefined): boolean {
  const from = typeOf(edge.source), to = typeOf(edge.target);
  if (from === undefined || to === undefined || !AIF_CLAIM_TYPES.has(to)) return false;
  if (AIF_CLAIM_TYPES.has(from)) return AIF_SCHEMES[edge.type] !== undefined;
  return from === 'persona' && edge.type in STANCE_ILLOCUTIONS;
}
