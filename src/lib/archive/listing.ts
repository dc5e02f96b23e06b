// Lists of debates at 10,000 debates: numbered static pages (/page/2/, …) that work
// without JavaScript, and a small per-archive index (one short row per debate) that the
// list script loads on demand to sort and filter. Pure: the pages and the index endpoint
// pass the URLs in.
import type { DebateRecord } from './debateRecord.ts';
import { tagKey } from './browseIndex.ts';
import { debateOutcome, type DebateOutcome } from '../render/debateOutcome.ts';
import { plainText } from '../render/inlineMarkdown.ts';
import { truncateLabel } from '../core/escape.ts';

/** Debates per list page: under four desktop screens of entries. */
export const LIST_PAGE_SIZE = 24;
/** Persona names kept per debate in the index: enough to filter by, bounded. */
const INDEX_PERSONAS = 12;
/** The outcome line in the index, in code points. */
const INDEX_LINE = 140;

export const pageCount = (total: number, size = LIST_PAGE_SIZE): number => Math.max(1, Math.ceil(total / size));

/** Items of page `page` (1-based). */
export const pageItems = <T>(items: readonly T[], page: number, size = LIST_PAGE_SIZE): T[] => items.slice((page - 1) * size, page * size);

/** The pages a pager links: first, last and a window around the current one; null is a gap. */
export function pagerPages(current: number, total: number, around = 2): Array<number | null> {
  const out: Array<number | null> = [];
  let last = 0;
  for (let p = 1; p <= total; p++) {
    if (p !== 1 && p !== total && Math.abs(p - current) > around) continue;
    if (p - last > 1) out.push(null);
    out.push(p);
    last = p;
  }
  return out;
}

export type OutcomeKind = 'synthesis' | 'recommendation' | 'decided' | 'on-hold' | 'none';

export const OUTCOME_KIND_LABELS: Record<OutcomeKind, string> = {
  synthesis: 'Host synthesis',
  recommendation: 'Recommendation',
  decided: 'Decided',
  'on-hold': 'On hold',
  none: 'No outcome recorded',
};

export function outcomeKind(outcome: DebateOutcome): OutcomeKind {
  if (outcome.kind === 'roundtable') return outcome.synthesis.length > 0 ? 'synthesis' : 'none';
  if (outcome.kind === 'transcript') return outcome.recommendation !== undefined ? 'recommendation' : 'none';
  return outcome.decision ? 'decided' : outcome.hold ? 'on-hold' : 'none';
}

/** One row of the list index: short keys, every text plain. */
export interface ListIndexRow {
  /** The debate page. */
  u: string;
  /** Title. */
  t: string;
  /** Date (YYYY-MM-DD) the list sorts by, "" when undated. */
  d: string;
  /** Format. */
  f: string;
  /** Tags, by key (browseIndex.tagKey). */
  g: string[];
  /** Persona names (the first few). */
  p: string[];
  /** Outcome kind. */
  o: OutcomeKind;
  /** Contested claims. */
  c: number;
  /** The one-line outcome. */
  l: string;
}

export interface ListIndex {
  version: 1;
  /** Format id → label. */
  formats: Record<string, string>;
  outcomes: Record<OutcomeKind, string>;
  rows: ListIndexRow[];
}

export function listIndexRow(d: DebateRecord, url: string): ListIndexRow {
  const outcome = debateOutcome(d.document, d.graph);
  const personas = d.graph.nodes.filter((n) => n.type === 'persona').slice(0, INDEX_PERSONAS).map((n) => plainText(n.label));
  return {
    u: url, t: d.title, d: d.date ?? d.committed ?? '', f: d.format, g: [...new Set(d.tags.map(tagKey))], p: personas,
    o: outcomeKind(outcome), c: d.counts.contested, l: truncateLabel(outcome.line, INDEX_LINE),
  };
}

export function buildListIndex(debates: readonly DebateRecord[], url: (d: DebateRecord) => string, formats: Record<string, string>): ListIndex {
  return { version: 1, formats, outcomes: OUTCOME_KIND_LABELS, rows: debates.map((d) => listIndexRow(d, url(d))) };
}
