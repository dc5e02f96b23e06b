// What the archive knows about one debate after the pipeline has run over its file.
import type { Diagnostic } from '../core/diagnostics.ts';
import type { DebateSlug } from '../core/ids.ts';
import type { SelfCheckResult } from '../lint/selfCheck.ts';
import type { DebateGraph, GraphLayout, GraphStats } from '../graph/types.ts';
import type { DebateFormat, FormatDocument } from '../formats/registry.ts';

export { DEBATE_FORMATS, FORMAT_LABELS, type DebateFormat, type FormatDocument } from '../formats/registry.ts';

export interface DebateRecord {
  slug: DebateSlug;
  /** The source file, relative to the project root, with "/" separators. */
  file: string;
  /** Hash of the file's bytes, name and the pipeline that read it (archive/contentDigest.ts). */
  digest?: string;
  format: DebateFormat;
  title: string;
  /** YYYY-MM-DD, when the file says. */
  date?: string;
  /**
   * YYYY-MM-DD of the git commit that first added the file, for a debate the file does not
   * date (shown "undated; committed …" and sorted by it); absent outside a git repository.
   */
  committed?: string;
  tags: string[];
  lang?: string;
  document: FormatDocument;
  graph: DebateGraph;
  stats: GraphStats;
  selfCheck: SelfCheckResult[];
  /** Non-fatal problems (an unfinished transcript, a minutes file missing sections). */
  warnings: Diagnostic[];
  counts: { personas: number; claims: number; contested: number };
  /** The file holds a bidi embedding, override or isolate (or its JSON escape): its pages are closed against one left open (src/middleware.ts). */
  bidiControls?: true;
}

/** A debate ready to draw: the layout stage has run (the site only; checking never lays out). */
export interface LaidOutDebate extends DebateRecord {
  layout: GraphLayout;
}

/**
 * Newest first, by the file's date or else the date it was first committed; debates with
 * neither last; ties by slug, so the order never depends on the file system.
 */
export function compareDebatesNewestFirst(a: Pick<DebateRecord, 'date' | 'committed' | 'slug'>, b: Pick<DebateRecord, 'date' | 'committed' | 'slug'>): number {
  const da = a.date ?? a.committed;
  const db = b.date ?? b.committed;
  if (da !== db) {
    if (da === undefined) return 1;
    if (db === undefined) return -1;
    return da < db ? 1 : -1;
  }
  return a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0;
}
