// The data the plugin hooks of types.ts hand to the stages, in terms below every stage.

/** A place on the debate page that holds source lines: a transcript's turn, a minutes round. */
export interface SourcePlace {
  /** Element id on the debate page. */
  anchor: string;
  /** "Round 2, Agent B (Skeptic)" or "R5 Pre-mortem". */
  label: string;
  line: number;
  /** Last line the place covers, when it does not run until the next place. */
  end?: number;
}

/** The list filter's word for an outcome (archive/listing.ts). */
export type OutcomeFacet = 'synthesis' | 'recommendation' | 'decided' | 'on-hold' | 'escalated' | 'unclear' | 'none';

/** How the analysis reads a format (docs/formats.md, "How status reads for each format"). */
export interface FormatAnalysis {
  /** Status (grounded labelling) applies: the format has arguments between claims. */
  readonly status: boolean;
  /** Ranked cruxes apply (a transcript shows conceded / still live instead). */
  readonly cruxes: boolean;
  /** The format can write steelmen, so coverage means something. */
  readonly steelmen: boolean;
  /** Whether an `opposes` edge between claim-like nodes attacks; absent: always. */
  attacks?(edge: AttackEdge, index: { readonly node: ReadonlyMap<string, { readonly label: string }> }): boolean;
  /** The persona whose stance a `supports`/`opposes` edge between claim-like nodes is (for the cruxes); absent: none is. */
  stanceHolder?(edge: AttackEdge & { readonly type: string }, index: StanceIndex): string | undefined;
}

/** What a stance holder reads of the graph: each node's incoming edges, and which nodes are personas. */
export interface StanceIndex {
  readonly incoming: ReadonlyMap<string, ReadonlyArray<{ readonly source: string; readonly type: string }>>;
  isPersona(id: string): boolean;
}

export interface AttackEdge {
  readonly source: string;
  readonly text?: string;
  /** The debate that wrote the edge (atlas edges). */
  readonly debate?: string;
  /** The fields the format kept on the relation (a changed minutes stance: `stance_changed`). */
  readonly attributes?: { readonly [key: string]: unknown };
}

export interface Concession {
  /** Who conceded (a persona's name or id as the caller names it). */
  by: string;
  /** The point conceded, as written. */
  text: string;
  round?: number;
  line?: number;
  /** `read` when read from prose, not written under a label. */
  reading?: 'stated' | 'read';
  /** A later turn of the same side took it back. */
  takenBack?: { round: number; line?: number };
}

/** The concessions of a debate and its verdict's words on them, absent ones left out. */
export interface FormatConcessions {
  conceded: Concession[];
  /** Undefined for an unfinished debate (no verdict). */
  /** `liveUnfilled`: the verdict left what stays live as the template's slot. */
  verdict: { convergedOn?: string; live?: string; liveUnfilled?: boolean } | undefined;
}

/** An outcome a person stated in a correction file (corrections/schema.ts `outcome`). */
export type StatedOutcome =
  | { kind: 'decided'; option: string; text?: string | undefined; note?: string | undefined }
  | { kind: 'hold'; reason?: string | undefined; resume?: string | undefined; note?: string | undefined }
  | { kind: 'escalated'; to?: string | undefined; why?: string | undefined; note?: string | undefined }
  | { kind: 'none'; note?: string | undefined };

/** A piece of an outcome headline after its strong words: text, or a label written in inline Markdown. */
export type OutcomePiece = { text: string } | { inlineMarkdown: string };

/** A labelled field of an outcome; without Markdown, a warning badge with `missing` says what is absent. */
export interface OutcomeField { label: string; markdown?: string; missing?: string }

/**
 * One part of what a debate came to, as the debate page shows it (components/debate/
 * DebateOutcome.astro): a headline, the text in Markdown, labelled fields, quoted lines.
 */
export interface OutcomeBlock {
  /** `data-outcome` of the block ("decision", "hold"); absent: its parts stand in the outcome itself. */
  name?: string;
  headline: {
    /** A warning badge before the headline ("not recognised"). */
    badge?: string;
    strong: string;
    after?: OutcomePiece[];
    /** Muted words after the headline ("— not decided"). */
    muted?: string;
    /** `data-ending` of the headline (how a transcript ended). */
    ending?: string;
  };
  markdown?: string;
  fields?: OutcomeField[];
  /** Source lines quoted as written. */
  quote?: string;
}

/** What a format's outcome shows: its blocks, and what it says when it has none. */
export interface OutcomeView {
  /** The outcome was stated in a correction file beside the log. */
  corrected?: { file: string; note?: string };
  blocks: OutcomeBlock[];
  /** Said, with a "missing" badge, when there is no block. */
  none?: string;
}
