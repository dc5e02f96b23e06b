// One interface every input format implements; the registry (registry.ts) loops over
// the plugins, so adding a format is adding a folder, never another branch in a caller.
import type { Diagnostic } from '../core/diagnostics.ts';
import type { Checked, Parsed } from '../core/result.ts';
import type { DebateGraph } from '../graph/types.ts';
import type { JsonDocument, JsonPath } from '../parse/jsonDocument.ts';
import type { LineReport } from '../parse/lineExplanation.ts';
import type { SourceText } from '../parse/source.ts';
import type { FormatAnalysis, FormatConcessions, OutcomeFacet, OutcomeView, SourcePlace, StatedOutcome } from './hookTypes.ts';

/** How a file's text is read before any format looks at it. */
export type SourceKind = 'json' | 'markdown';

/** A decoded file as the plugins see it; `json()` parses once, however many plugins ask. */
export interface FormatInput {
  source: SourceText;
  kind: SourceKind;
  json: () => Parsed<JsonDocument>;
}

/** What a format's record says about the debate, in the archive's terms. */
export interface FormatReading<Document> {
  graph: DebateGraph;
  /** The format's own reading of the file, for pages that show more than the graph. */
  document: Document;
  title?: string;
  /** YYYY-MM-DD or a longer ISO date, when the document says. */
  date?: string;
  /** Problems found while mapping the record to a graph (never fatal). */
  warnings?: Diagnostic[];
}

export interface NearMiss { marks: number; reason: string }

/** What a debate came to, in a format's own terms; `kind` is the format's id. */
export interface FormatOutcomeBase { kind: string; line: string }

export interface FormatPlugin<Id extends string = string, Record = unknown, Document = unknown, Outcome extends FormatOutcomeBase = never> {
  id: Id;
  /** How the site names the format ("Meeting minutes"). */
  label: string;
  kind: SourceKind;
  /** The extension `add` writes this format with. */
  extension: '.json' | '.md';
  /** What a file of this format looks like, for the message when no format reads a file. */
  shape: string;
  /** By content only. The first plugin of the file's kind that says yes reads it. */
  detect: (input: FormatInput) => boolean;
  /**
   * When `detect` says no: how many of the format's marks the file has and why it is still
   * not this format ("an object with an `AIF` key: read as xAIF, but …"). The registry
   * names the nearest in its message.
   */
  nearMiss?: (input: FormatInput) => NearMiss | undefined;
  /**
   * Every problem at once; a value whenever none is fatal. Failed, it may still hand on its
   * valid parts (`partial`), which the merge checks against the other debates.
   */
  parse: (input: FormatInput) => Checked<Record>;
  toGraph: (record: Record) => FormatReading<Document>;
  /**
   * The format decodes the character references in its text itself and refuses those the
   * archive refuses (xAIF's HTML text): the registry's check of references in JSON strings,
   * which Markdown would decode on the page, is then left out.
   */
  readsCharacterReferences?: true;
  // Optional hooks: the stages ask the plugin of a document (registry.ts `pluginOf`), so
  // no stage names a format. Absent, each stage does what it does for a plain graph.
  /** What the debate came to (render/debateOutcome.ts); absent: the graph's synthesis, contested claims and questions. */
  outcome?: (document: Document) => Outcome;
  /** How the debate page shows that outcome (components/debate/DebateOutcome.astro); absent: the graph's outcome is shown. */
  outcomeView?: (outcome: Outcome) => OutcomeView;
  /** The list filter's word for that outcome (archive/listing.ts); absent: none. */
  outcomeFacet?: (outcome: Outcome) => OutcomeFacet;
  /** The places on the debate page that hold source lines (render/provenance.ts); absent: none. */
  sourcePlaces?: (document: Document) => SourcePlace[];
  /** The per-line account of a prose document (archive/lineReport.ts); absent for formats located by path. */
  lineReport?: (document: Document) => LineReport;
  /** How the analysis reads the format (analysis/formatRules.ts); absent: every rule. */
  analysis?: FormatAnalysis;
  /** What was conceded (the graph's `concedes` relations) and what stays live, where the format ranks no cruxes (site/analysis.ts). */
  concessions?: (document: Document, graph: DebateGraph) => FormatConcessions;
  /** Files are named the harness way (`2026-06-03-14-30-title.md`): `add` keeps the name, whose date may be the only one. */
  datedFileNames?: boolean;
  /** An outcome stated by hand in a correction file (corrections/correctOutcome.ts); absent: it cannot be corrected. */
  statedOutcome?: {
    /** The option the statement chooses, or where and why it does not fit the document. */
    check: (document: Document, outcome: StatedOutcome) => { ok: true; chosen?: string } | { ok: false; path: JsonPath; message: string };
    /** The document read again with the stated outcome. */
    apply: (document: Document, outcome: StatedOutcome, chosen: string | undefined, file: string) => FormatReading<Document>;
    /** The reader's warnings, those about the outcome it read replaced. */
    warnings: (warnings: readonly Diagnostic[], document: Document, logFile: string) => Diagnostic[];
  };
}
