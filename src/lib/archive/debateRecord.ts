// What the archive knows about one debate after the pipeline has run over its file.
import type { Diagnostic } from '../core/diagnostics.ts';
import type { DebateSlug } from '../core/ids.ts';
import type { SelfCheckResult } from '../lint/selfCheck.ts';
import type { DebateGraph, GraphLayout, GraphStats } from '../graph/types.ts';
import type { GoalCheck, Minutes } from '../formats/minutes/parse.ts';
import type { Transcript } from '../formats/transcript/parse.ts';

export const DEBATE_FORMATS = ['roundtable-kg', 'intermediate', 'transcript', 'minutes'] as const;
export type DebateFormat = (typeof DEBATE_FORMATS)[number];

export const FORMAT_LABELS: Record<DebateFormat, string> = {
  'roundtable-kg': 'Roundtable',
  intermediate: 'Imported graph',
  transcript: '/debate transcript',
  minutes: 'Meeting minutes',
};

/** The format's own reading of the file, for the pages that show more than the graph. */
export type FormatDocument =
  | { format: 'roundtable-kg' }
  | { format: 'intermediate' }
  | { format: 'transcript'; transcript: Transcript }
  | { format: 'minutes'; minutes: Minutes; goalCheck: GoalCheck[] };

export interface DebateRecord {
  slug: DebateSlug;
  /** The source file, relative to the project root, with "/" separators. */
  file: string;
  format: DebateFormat;
  title: string;
  /** YYYY-MM-DD, when the file says. */
  date?: string;
  tags: string[];
  lang?: string;
  document: FormatDocument;
  graph: DebateGraph;
  stats: GraphStats;
  layout: GraphLayout;
  selfCheck: SelfCheckResult[];
  /** Non-fatal problems (an unfinished transcript, a minutes file missing sections). */
  warnings: Diagnostic[];
  counts: { personas: number; claims: number; contested: number };
}

/** Newest first; undated last; ties by slug, so the order never depends on the file system. */
export function compareDebatesNewestFirst(a: Pick<DebateRecord, 'date' | 'slug'>, b: Pick<DebateRecord, 'date' | 'slug'>): number {
  if (a.date !== b.date) {
    if (a.date === undefined) return 1;
    if (b.date === undefined) return -1;
    return a.date < b.date ? 1 : -1;
  }
  return a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0;
}
