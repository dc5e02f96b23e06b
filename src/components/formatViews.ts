// The one table the debate page picks a format's own view from (the rounds of a transcript,
// the meeting of minutes), keyed by format id; a format without a view has no row.
import type { DebateFormat, FormatDocument } from '../lib/formats/registry.ts';
import type { ProvenanceIndex } from '../lib/render/provenance.ts';
import type { LineRole } from '../lib/parse/lineExplanation.ts';
// Import order is the order of the views' styles in the page's stylesheet: keep it.
import TranscriptView from './transcript/TranscriptView.astro';
import MinutesView from './minutes/MinutesView.astro';

export interface ViewContext {
  resolveWikilink: (name: string) => string | undefined;
  /** A persona's name (a speaker's bold label, who changed their mind) → its page. */
  resolvePersona: (name: string) => string | undefined;
  provenance: ProvenanceIndex;
  /** What the log's lines became, counted as `validate --explain` counts them. */
  lineCounts: Record<LineRole, number> | undefined;
}

interface FormatView<Document> {
  /** The view's heading, for "On this page". */
  heading: { id: string; label: string };
  Component: (props: never) => unknown;
  props: (document: Document, context: ViewContext) => Record<string, unknown>;
}

type DocumentOf<Id extends DebateFormat> = Extract<FormatDocument, { format: Id }>;

const FORMAT_VIEWS: { [Id in DebateFormat]?: FormatView<DocumentOf<Id>> } = {
  transcript: {
    heading: { id: 'tx-heading', label: 'The debate, round by round' },
    Component: TranscriptView,
    props: (document, context) => ({ transcript: document.transcript, ...context }),
  },
  minutes: {
    heading: { id: 'mn-facts-heading', label: 'The meeting' },
    Component: MinutesView,
    props: (document, context) => ({ minutes: document.minutes, goalCheck: document.goalCheck, ...context }),
  },
};

/** The view of this document's format, with its props, or undefined when the format has none. */
export function formatView(document: FormatDocument, context: ViewContext): { heading: FormatView<never>['heading']; Component: (props: Record<string, unknown>) => unknown; props: Record<string, unknown> } | undefined {
  const view = FORMAT_VIEWS[document.format] as FormatView<FormatDocument> | undefined;
  if (view === undefined) return undefined;
  return { heading: view.heading, Component: view.Component as (props: Record<string, unknown>) => unknown, props: view.props(document, context) };
}
