// The per-debate graph of spec §2: what extraction produces, what every format maps
// to, and what the site, the exporters and the merge read.
import type { NodeId } from '../core/ids.ts';

export const RELATION_TYPES = [
  'supports',
  'opposes',
  'contested_by',
  'refines',
  'illustrates',
  'steelmanned_by',
  'concedes',
  'mentions',
  'belongs_to',
  'alias_of',
  'used_in',
  'related',
] as const;
export type RelationType = (typeof RELATION_TYPES)[number];

/** Relations that may point into another debate with a `<slug>:<id>` endpoint (spec §1.1). */
export const CROSS_DEBATE_RELATIONS: ReadonlySet<RelationType> = new Set(['alias_of', 'related']);

export const KNOWN_NODE_TYPES = ['domain', 'persona', 'claim', 'steelman', 'synthesis', 'question'] as const;
export type KnownNodeType = (typeof KNOWN_NODE_TYPES)[number];
/** Known types, or a foreign kg-gen type such as `concept`, kept and drawn neutrally. */
export type NodeType = KnownNodeType | (string & {});

export const isKnownNodeType = (type: string): type is KnownNodeType =>
  (KNOWN_NODE_TYPES as readonly string[]).includes(type);

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * Where a node or edge came from in a transcript or minutes file (spec A6): the 1-based
 * line, and the round and speaker when the document says them.
 */
export interface SourceRef {
  line: number;
  /** The last line of a passage that spans several (inclusive). */
  endLine?: number;
  round?: number;
  speaker?: string;
  /** The words read, as written in the log (a clause or a short passage, bounded). */
  quote?: string;
  /** When the words were said, as the source writes it (an xAIF locution's start). */
  time?: string;
}

/**
 * How a relation read from prose was obtained: `stated` where the text labels it (a stance
 * column, For/Against, a vote), `read` where a cue stands next to the mention in the same
 * clause, `mentioned` where the text only names it (a `mentions` edge, never counted by the
 * analysis), `corrected` where a correction file beside the log says so.
 */
export const READINGS = ['stated', 'read', 'mentioned', 'corrected'] as const;
export type Reading = (typeof READINGS)[number];

export interface GraphNode {
  id: NodeId;
  type: NodeType;
  /** Short text to draw and list: a persona's name, a claim's text. */
  label: string;
  /** Full text of a claim, steelman, synthesis or question. */
  text?: string;
  /** Persona fields. */
  position?: string;
  argument?: string;
  anchor?: string;
  /** Claim and steelman fields. */
  domain?: NodeId;
  steelman_of?: NodeId;
  by?: NodeId;
  /** Supported and opposed by someone (spec §2 rule 3). */
  contested?: boolean;
  /** Set on the synthesis node: it is the host's synthesis, never a conclusion. */
  non_conclusion?: true;
  /** Fields the format does not know (a log's extra keys, a foreign node type's fields), kept as they came. */
  attributes?: { [key: string]: JsonValue };
  /** The line (and round, speaker) of the transcript or minutes the node was read from. */
  source?: SourceRef;
  /** A persona who runs or records the debate rather than arguing in it (set by a correction file). */
  role?: PersonaRole;
}

export const PERSONA_ROLES = ['moderator', 'host', 'recorder'] as const;
export type PersonaRole = (typeof PERSONA_ROLES)[number];

/** What a correction file beside the log changed (src/lib/corrections), shown on the page. */
export interface AppliedCorrections {
  /** The correction file, as diagnostics name it. */
  file: string;
  stances: Array<{ persona: string; target: string; stance: 'for' | 'against' | 'none'; note?: string }>;
  roles: Array<{ persona: string; role: PersonaRole; note?: string }>;
  /** Claims the file says are none: removed from the graph, listed as not interpreted. */
  notInterpreted: Array<{ id: string; text: string; line?: number; note?: string }>;
  /** The meeting's outcome as the file states it (minutes only). */
  outcome?: { kind: 'decided' | 'hold' | 'escalated' | 'none'; option?: string; note?: string };
}

/**
 * The kept field of a relation whose stance its author later withdrew or reversed (a minutes
 * change of mind): the relation stays as written; the analysis does not count it, in its
 * debate or on the atlas, which keeps this field alone of an edge's kept fields.
 */
export const CHANGED_STANCE_KEY = 'stance_changed';

export interface GraphEdge {
  /** A node id of this debate, or `<slug>:<id>` for alias_of / related across debates. */
  source: string;
  target: string;
  type: RelationType;
  text?: string;
  /** Made by the extractor rather than written in the log. */
  derived?: true;
  /**
   * The line (and round, speaker) of the transcript or minutes the edge was read from
   * (spec A6; named so because `source` is the edge's first endpoint).
   */
  provenance?: SourceRef;
  /** How a relation read from prose was obtained; absent where a structured log wrote it. */
  reading?: Reading;
  /** Fields the format does not know (a log relation's extra keys: `round`, `strength`), kept as they came. */
  attributes?: { [key: string]: JsonValue };
}

/** The host's summary of one round (roundtable-kg seed §5), kept as data and shown as a timeline. */
export interface RoundSummary {
  /** The round as the log names it: "1", "R2", or its place in the list. */
  round: string;
  title?: string;
  text: string;
  /** The contested points the host marked in that round (claim ids or text). */
  contested?: string[];
  /** Other fields of the summary, kept as they came. */
  attributes?: { [key: string]: JsonValue };
}

export interface DebateMeta {
  created?: string;
  host?: string;
  tags: string[];
  lang?: string;
}

/** The intermediate graph (spec §1.2): a valid input to the archive as well as an output. */
export interface DebateGraph {
  topic: string;
  meta: DebateMeta;
  nodes: GraphNode[];
  edges: GraphEdge[];
  /** The host's per-round summaries, when the log has them. */
  rounds?: RoundSummary[];
  /** Debate-level keys the format does not know (a log's unknown meta keys under `meta`), kept as they came. */
  attributes?: { [key: string]: JsonValue };
  /** What the correction file beside the log changed, when there is one. */
  corrections?: AppliedCorrections;
}

export interface GraphStats {
  nodes: number;
  edges: number;
  nodesByType: Record<string, number>;
  edgesByType: Record<string, number>;
  /** Ids of nodes with no edge at all. */
  isolated: NodeId[];
  isolatedRatio: number;
  contestedClaims: number;
}

/**
 * A stored force layout: one point per node, in node order, in a width × height box.
 * A graph too large to read as a force drawing gets points on a grid (layout/gridLayout.ts)
 * and `overview` says why: its page shows a summary and a searchable list instead of
 * thousands of SVG elements; graph.json and the atlas still place every node apart.
 */
export interface GraphLayout {
  width: number;
  height: number;
  points: Array<{ id: NodeId; x: number; y: number }>;
  overview?: { reason: string };
}
