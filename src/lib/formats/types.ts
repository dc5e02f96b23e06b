// One interface every input format implements; the registry (registry.ts) loops over
// the plugins, so adding a format is adding a folder, never another branch in a caller.
import type { Diagnostic } from '../core/diagnostics.ts';
import type { Parsed } from '../core/result.ts';
import type { DebateGraph } from '../graph/types.ts';
import type { JsonDocument } from '../parse/jsonDocument.ts';
import type { SourceText } from '../parse/source.ts';

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

export interface FormatPlugin<Id extends string = string, Record = unknown, Document = unknown> {
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
  /** Every problem at once; a value whenever none is fatal. */
  parse: (input: FormatInput) => Parsed<Record>;
  toGraph: (record: Record) => FormatReading<Document>;
}
