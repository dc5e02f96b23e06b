// One page of the atlas's long lists (the cruxes, the open-question ledger) as plain data:
// its component renders the page from this view alone, and a digest of the view is the
// page's cacheKey, so Astro's incremental build restores a page whose view did not change
// (docs/decisions/list-pages-keyed-by-view.md).
import { pageItems } from '../lib/archive/listing.ts';
import { describeReason, sortMergesForReport } from '../lib/atlas/atlasPages.ts';
import type { ListControlSpec } from '../lib/archive/listQuery.ts';
import { digestOf } from '../lib/core/digest.ts';
import { truncateLabel } from '../lib/core/escape.ts';
import { parseCrossReference, type AtlasNodeId, type DebateSlug } from '../lib/core/ids.ts';
import { indexAtlas } from '../lib/merge/queries.ts';
import type { AliasMerge, MergeReasonKind } from '../lib/merge/types.ts';
import { labelText, nameText, plainText } from '../lib/render/inlineMarkdown.ts';
import { getAtlasAnalysis } from './analysis.ts';
import { getAtlas } from './atlas.ts';
import { getCruxList, getNameList, getQuestionList, laterPages, listPageSize, type NameKind } from './lists.ts';
import { debateUrl } from './paths.ts';

export interface Linked { href: string; label: string }
/** The first few of a list, linked, and how many there are in all. */
export interface FirstFew { count: number; shown: Linked[] }

/** One page of a list: where it stands in the list, the list's sort and filter form, its entries. */
export interface ListPageView<Item> {
  page: number;
  size: number;
  total: number;
  /** The list's sort and filter form (none for the alias report's merges). */
  spec?: ListControlSpec;
  items: Item[];
}

export interface CruxItem {
  id: string;
  rank: number;
  link: Linked;
  supporters: FirstFew;
  opponents: FirstFew;
  /** The debates its atlas node is used in (none when the crux has no atlas node). */
  debates?: FirstFew;
}

export interface AskedItem { link: Linked; words: string }
export interface QuestionItem {
  id: string;
  label: string;
  debates: number;
  asked: { count: number; shown: AskedItem[] };
}

export interface NameAppearance { link: Linked; detail?: string }
export interface NameItem {
  name: string;
  /** Its atlas page, when it has one. */
  href?: string;
  appearances: { count: number; shown: NameAppearance[] };
}

export interface AliasMember { link: Linked; id: AtlasNodeId; debate: string }
export interface AliasReason { kind: MergeReasonKind; from: AtlasNodeId; to: AtlasNodeId; why: string }
export interface SuggestionItem { a: Linked & { id: AtlasNodeId }; b: Linked & { id: AtlasNodeId }; why: string }
export interface AliasGroupItem {
  canonical: AtlasNodeId;
  link: Linked;
  type: string;
  members: { count: number; shown: AliasMember[] };
  reasons: { count: number; shown: AliasReason[] };
}

/** Debates named under one persona or domain on its page; the rest are counted. */
const NAME_SHOWN = 4;
/** Names (and debates) shown per side of one crux; the rest are counted. */
const CRUX_SHOWN = 6;
/** Debates named under one question on its page; the rest are counted. */
const ASKED_SHOWN = 4;
/** Members and reasons shown under one merge of the alias report (a persona of 1,000 debates is one merge of 1,000 nodes); the rest are counted. */
const ALIAS_SHOWN = 12;

const firstFew = <T>(all: readonly T[], shown: number, linked: (item: T) => Linked): FirstFew => ({ count: all.length, shown: all.slice(0, shown).map(linked) });

/** Page `page` of the cruxes, sharpest split first. */
export async function cruxPageView(page: number): Promise<ListPageView<CruxItem>> {
  const [{ merge, link, debateTitle }, { graph }, { spec }] = await Promise.all([getAtlas(), getAtlasAnalysis(), getCruxList()]);
  const index = indexAtlas(merge.atlas);
  const named = (id: string): Linked => ({ href: link.node(id as AtlasNodeId), label: ((n) => (n ? labelText(n) : id))(index.node.get(id as AtlasNodeId)) });
  const size = listPageSize();
  const items = pageItems(graph.cruxes, page, size).map((c): CruxItem => {
    const node = index.node.get(c.id as AtlasNodeId);
    return {
      id: c.id, rank: c.rank, link: named(c.id),
      supporters: firstFew(c.supporters, CRUX_SHOWN, named),
      opponents: firstFew(c.opponents, CRUX_SHOWN, named),
      ...(node === undefined ? {} : { debates: firstFew(node.used_in, CRUX_SHOWN, (d: DebateSlug) => ({ href: debateUrl(d), label: debateTitle(d) })) }),
    };
  });
  return { page, size, total: graph.cruxes.length, spec, items };
}

/** Page `page` of the open-question ledger, most asked first. */
export async function questionPageView(page: number): Promise<ListPageView<QuestionItem>> {
  const [{ plan, link, debateTitle }, { spec }] = await Promise.all([getAtlas(), getQuestionList()]);
  const size = listPageSize();
  const items = pageItems(plan.questions, page, size).map((q): QuestionItem => ({
    id: q.question.id,
    label: q.question.label,
    debates: q.debates.length,
    asked: {
      count: q.asked.length,
      shown: q.asked.slice(0, ASKED_SHOWN).map((a) => ({ link: { href: link.inDebate(a), label: debateTitle(a.debate) }, words: a.text ?? a.label })),
    },
  }));
  return { page, size, total: plan.questions.length, spec, items };
}

/** Page `page` of the persona (or domain) index, by name. */
export async function namePageView(kind: NameKind, page: number): Promise<ListPageView<NameItem>> {
  const { entries, pageOf, spec } = await getNameList(kind);
  const size = listPageSize();
  const items = pageItems(entries, page, size).map((e): NameItem => {
    const href = pageOf(e);
    return {
      name: nameText(e.name),
      ...(href === undefined ? {} : { href }),
      appearances: {
        count: e.appearances.length,
        shown: e.appearances.slice(0, NAME_SHOWN).map((a) => ({
          link: { href: `${debateUrl(a.slug)}#${a.anchor}`, label: a.title },
          ...(a.detail ? { detail: truncateLabel(plainText(a.detail), 140) } : {}),
        })),
      },
    };
  });
  return { page, size, total: entries.length, spec, items };
}

/** The merges of each atlas, most members first, sorted once (not once a page). */
const sortedMerges = new WeakMap<readonly AliasMerge[], AliasMerge[]>();
export async function aliasMerges(): Promise<AliasMerge[]> {
  const { merges } = (await getAtlas()).merge.report;
  const sorted = sortedMerges.get(merges) ?? sortMergesForReport(merges);
  sortedMerges.set(merges, sorted);
  return sorted;
}

/** Page `page` of the alias report's merges, most members first. */
export async function aliasPageView(page: number): Promise<ListPageView<AliasGroupItem>> {
  const [{ merge, link, debateTitle }, merges] = await Promise.all([getAtlas(), aliasMerges()]);
  const index = indexAtlas(merge.atlas);
  const size = listPageSize();
  const items = pageItems(merges, page, size).map((m): AliasGroupItem => {
    const node = index.node.get(m.canonical);
    // A member's own label in its debate (the merged node shows the canonical label).
    const member = (id: AtlasNodeId): AliasMember => {
      const ref = parseCrossReference(id);
      const own = ref === null ? undefined : node?.perDebate.find((p) => p.debate === ref.slug && p.id === ref.id);
      return { id, link: { href: ref === null ? '#' : link.inDebate({ debate: ref.slug, id: ref.id }), label: own === undefined ? id : labelText({ type: node?.type ?? '', label: own.label }) }, debate: ref === null ? id : debateTitle(ref.slug) };
    };
    return {
      canonical: m.canonical,
      link: { href: link.node(m.canonical), label: node ? labelText(node) : m.canonical },
      type: node?.type ?? '',
      members: { count: m.members.length, shown: m.members.slice(0, ALIAS_SHOWN).map(member) },
      reasons: { count: m.reasons.length, shown: m.reasons.slice(0, ALIAS_SHOWN).map((r) => ({ kind: r.kind, from: r.from, to: r.to, why: describeReason(r) })) },
    };
  });
  return { page, size, total: merges.length, items };
}

/** Page `page` of the alias report's suggestions not applied, in the order the search found them. */
export async function suggestionPageView(page: number): Promise<ListPageView<SuggestionItem>> {
  const { merge, link } = await getAtlas();
  const { suggestions } = merge.report;
  const size = listPageSize();
  const named = (id: AtlasNodeId, label: string) => ({ id, href: link.node(id), label });
  const items = pageItems(suggestions, page, size).map((s): SuggestionItem => ({ a: named(s.a, s.labelA), b: named(s.b, s.labelB), why: s.why }));
  return { page, size, total: suggestions.length, items };
}

/** The static paths of pages 2… of a list: each page's view in its props, and its digest as its cacheKey. */
export async function laterListPages<Item>(list: string, total: number, view: (page: number) => Promise<ListPageView<Item>>) {
  return Promise.all(laterPages(total).map(async ({ params, props: { page } }) => {
    const shown = await view(page);
    return { params, props: { view: shown }, cacheKey: digestOf([list, shown]) };
  }));
}
