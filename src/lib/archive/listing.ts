// Lists of debates at 10,000 debates: numbered static pages (/page/2/, …) that work
// without JavaScript, and a small per-archive index (one short row per debate) that the
// list script loads on demand to sort and filter. Pure: the pages and the index endpoint
// pass the URLs in.
import { DEBATE_FORMATS, type DebateRecord } from './debateRecord.ts';
import { listedTags, tagGroups, tagKey, yearGroups } from './browseIndex.ts';
import type { ListControlSpec, ListMeta, ListRow, ListRows } from './listQuery.ts';
import { contestedBadge, coverageBadge, selfCheckBadge, warningsBadge } from '../render/badges.ts';
import { debateOutcome, type DebateOutcome } from '../render/debateOutcome.ts';
import { nameText } from '../render/inlineMarkdown.ts';
import { truncateLabel } from '../core/escape.ts';
import type { OutcomeFacet } from '../formats/hookTypes.ts';
import { pluginOf } from '../formats/registry.ts';

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

export type OutcomeKind = OutcomeFacet;

export const OUTCOME_KIND_LABELS: Record<OutcomeKind, string> = {
  synthesis: 'Host synthesis',
  recommendation: 'Recommendation',
  decided: 'Decided',
  'on-hold': 'On hold',
  escalated: 'Escalated to a person',
  unclear: 'Outcome not recognised',
  none: 'No outcome recorded',
};

export function outcomeKind(outcome: DebateOutcome): OutcomeKind {
  if (outcome.kind === 'roundtable') return outcome.synthesis.length > 0 ? 'synthesis' : 'none';
  return pluginOf(outcome.kind)?.outcomeFacet?.(outcome) ?? 'none';
}

/** One row of the list index: short keys, every text plain (listQuery.ts: u, t, l, m). */
export type ListIndexRow = ListRow & {
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
};

export type ListIndex = ListRows<ListIndexRow>;

export function listIndexRow(d: DebateRecord, url: string, formats: Record<string, string>, tagUrl: (key: string) => string): ListIndexRow {
  const outcome = debateOutcome(d.document, d.graph);
  const personas = firstOf(d.graph.nodes, (n) => n.type === 'persona', INDEX_PERSONAS).map((n) => nameText(n.label));
  const date = d.date ?? d.committed ?? '';
  return {
    u: url, t: d.title, l: truncateLabel(outcome.line, INDEX_LINE), m: debateMeta(d, formats, tagUrl),
    d: date, f: d.format, g: [...new Set(d.tags.map(tagKey))], p: personas, o: outcomeKind(outcome), c: d.counts.contested,
  };
}

export function buildListIndex(
  debates: readonly DebateRecord[], url: (d: DebateRecord) => string, formats: Record<string, string>, tagUrl: (key: string) => string,
): ListIndex {
  return { version: 1, rows: debates.map((d) => listIndexRow(d, url(d), formats, tagUrl)) };
}

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** A debate's facts as its entry on a list page shows them: date, format, counts, badges, tags. */
export function debateMeta(d: DebateRecord, formats: Record<string, string>, tagUrl: (key: string) => string): ListMeta[] {
  const date = d.date ?? (d.committed ? `undated; committed ${d.committed}` : 'undated');
  const tags = listedTags(d.tags);
  const badges = [contestedBadge(d.counts.contested), selfCheckBadge(d.selfCheck), coverageBadge(d.graph, d.format), warningsBadge(d.warnings.length)];
  return [
    date, formats[d.format] ?? d.format, `${plural(d.counts.personas, 'persona', 'personas')} · ${plural(d.counts.claims, 'claim', 'claims')}`,
    ...badges.filter((b) => b !== null).map(({ text, tone, title }) => ({ x: text, h: title, ...(tone ? { k: tone } : {}) })),
    ...tags.shown.map((t) => ({ x: t, k: 'tag' as const, a: tagUrl(tagKey(t)) })),
    ...(tags.more > 0 ? [{ x: `+${tags.more} more`, k: 'tag' as const }] : []),
  ];
}

/** A tag of a row's facts (a link), or the count of the tags not shown (no link). */
export const isTag = (part: ListMeta): part is Exclude<ListMeta, string> => typeof part !== 'string' && part.k === 'tag';

/** The first `n` items that pass `keep`, without walking the rest. */
export function firstOf<T>(items: readonly T[], keep: (item: T) => boolean, n: number): T[] {
  const out: T[] = [];
  for (const item of items) {
    if (out.length >= n) break;
    if (keep(item)) out.push(item);
  }
  return out;
}

/** Tags the index's tag field suggests: the most used; the rest are on the tags pages. */
export const TAGS_IN_FILTER = 30;

/** The index's (and a list of debates') sort and filter controls. */
export function debateListSpec(debates: readonly DebateRecord[], urls: { index: string; allTags: string }, formats: Record<string, string>): ListControlSpec {
  const tags = tagGroups(debates);
  const shownFormats = DEBATE_FORMATS.filter((f) => debates.some((d) => d.format === f));
  return {
    label: 'Sort and filter debates', index: urls.index, noun: ['debate', 'debates'], heading: 'h2',
    filters: [
      { name: 'q', label: 'Search titles and outcomes', fields: ['t', 'l'], match: 'words' },
      {
        name: 'tag', label: 'Tag', fields: ['g'], match: 'slug', suggest: true,
        options: tags.slice(0, TAGS_IN_FILTER).map((t) => ({ value: t.key, label: `${t.label} (${t.debates.length})` })),
        ...(tags.length > TAGS_IN_FILTER ? { more: { href: urls.allTags, label: `All ${tags.length} tags` } } : {}),
      },
      { name: 'year', label: 'Year', fields: ['d'], match: 'prefix', any: 'Any year', options: yearGroups(debates).map((y) => ({ value: y.year, label: `${y.year} (${y.count})` })) },
      { name: 'persona', label: 'Persona', fields: ['p'], match: 'contains' },
      { name: 'format', label: 'Format', fields: ['f'], match: 'exact', any: 'Any format', options: shownFormats.map((f) => ({ value: f, label: formats[f] ?? f })) },
      { name: 'outcome', label: 'Outcome', fields: ['o'], match: 'exact', any: 'Any outcome', options: Object.entries(OUTCOME_KIND_LABELS).map(([value, label]) => ({ value, label })) },
    ],
    sorts: [
      { value: 'newest', label: 'Newest first', order: 'asc' },
      { value: 'contested', label: 'Most contested', field: 'c', order: 'desc' },
      { value: 'title', label: 'Title', field: 't', order: 'asc' },
    ],
  };
}
