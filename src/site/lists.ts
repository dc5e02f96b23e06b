// The site's long lists (the index, a tag's debates, the question ledger, the cruxes, the
// persona and domain indexes): their page size and their addresses. A build may ask for
// smaller pages (DEBATE_ATLAS_LIST_PAGE_SIZE), as the tests do to page a small archive.
import { FORMAT_LABELS } from '../lib/archive/debateRecord.ts';
import type { DebateRecord } from '../lib/archive/debateRecord.ts';
import { nameIndex, type NameEntry, type YearGroup } from '../lib/archive/browseIndex.ts';
import { cruxListSpec, cruxRow, nameListSpec, nameRow, questionListSpec, questionRow, type CruxRow, type DebateFacts, type FacetRow } from '../lib/archive/listFacets.ts';
import { debateListSpec, LIST_PAGE_SIZE } from '../lib/archive/listing.ts';
import type { ListControlSpec, ListRow } from '../lib/archive/listQuery.ts';
import type { AtlasNodeId, DebateSlug } from '../lib/core/ids.ts';
import { indexAtlas } from '../lib/merge/queries.ts';
import { getAtlasAnalysis } from './analysis.ts';
import { getAtlas } from './atlas.ts';
import { getDebates, requireLoadedArchive } from './debates.ts';
import type { LoadedArchive } from './loadedArchive.ts';
import { debateUrl, withBase, yearPageUrl } from './paths.ts';

export const LIST_PAGE_SIZE_ENV = 'DEBATE_ATLAS_LIST_PAGE_SIZE';

/** Entries per page of every list. */
export function listPageSize(): number {
  const asked = Number(process.env[LIST_PAGE_SIZE_ENV]);
  return Number.isInteger(asked) && asked > 0 ? asked : LIST_PAGE_SIZE;
}

/** Page `page` of a list whose first page is `first` (`atlas/questions/`): `…/page/2/`. */
export const listPageUrl = (first: string, page: number): string => withBase(page <= 1 ? first : `${first}page/${page}/`);

/** The static paths of pages 2… of a list of `total` entries. */
export function laterPages(total: number, size = listPageSize()): Array<{ params: { page: string }; props: { page: number } }> {
  const pages = Math.max(1, Math.ceil(total / size));
  return Array.from({ length: pages - 1 }, (_, i) => ({ params: { page: String(i + 2) }, props: { page: i + 2 } }));
}

/** The month a debate of a year's pages is listed under: its heading and anchor. */
export function monthSection(debate: DebateRecord): { id: string; heading: string } {
  const month = (debate.date ?? '').slice(0, 7);
  return { id: `m-${month}`, heading: new Date(`${month}-01T00:00:00Z`).toLocaleString('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }) };
}

/** A month of a year: the page of the year's list its first debate is on, at its heading. */
export const monthUrl = (group: YearGroup, month: YearGroup['months'][number]): string =>
  `${yearPageUrl(group.year, Math.floor(month.offset / listPageSize()) + 1)}#m-${month.month}`;

/** The facts of each debate a list row names, from the loaded archive. */
async function debateFactsOf(): Promise<(slug: DebateSlug) => DebateFacts> {
  const bySlug = new Map((await getDebates()).map((d) => [d.slug, { title: d.title, date: d.date ?? d.committed ?? '', format: d.format }]));
  return (slug) => bySlug.get(slug) ?? { title: slug, date: '', format: '' };
}

export interface SiteList<R extends ListRow> { rows: R[]; spec: ListControlSpec }

/** Each list once per loaded archive: every page of it reads the same rows (never rows × pages). */
const made = new Map<string, { from: LoadedArchive; list: Promise<SiteList<ListRow>> }>();
function once<R extends ListRow>(name: string, make: () => Promise<SiteList<R>>): Promise<SiteList<R>> {
  const from = requireLoadedArchive();
  const cached = made.get(name);
  if (cached?.from === from) return cached.list as Promise<SiteList<R>>;
  const list = make();
  made.set(name, { from, list: list as Promise<SiteList<ListRow>> });
  return list;
}

/** The sort and filter form of the index's pages, over every debate. */
export const debateIndexSpec = (debates: readonly DebateRecord[]): ListControlSpec =>
  debateListSpec(debates, { index: withBase('debates-index.json'), allTags: withBase('browse/tags/') }, FORMAT_LABELS);

export const questionsIndexUrl = (): string => withBase('atlas/questions/index.json');
export const cruxesIndexUrl = (): string => withBase('atlas/cruxes/index.json');
export const namesIndexUrl = (kind: NameKind): string => withBase(`browse/${kind}s/index.json`);

/** The question ledger: one row per merged question, most asked first. */
export const getQuestionList = (): Promise<SiteList<FacetRow>> => once('questions', async () => {
  const [{ plan, link }, facts] = await Promise.all([getAtlas(), debateFactsOf()]);
  const rows = plan.questions.map((q) => questionRow(q.asked[0] === undefined ? '#' : link.inDebate(q.asked[0]), q.question.label, q.debates, facts));
  return { rows, spec: questionListSpec(questionsIndexUrl(), rows, FORMAT_LABELS) };
});

/** The cruxes of the merged atlas, sharpest split first. */
export const getCruxList = (): Promise<SiteList<CruxRow>> => once('cruxes', async () => {
  const [{ merge, link }, { graph }, facts] = await Promise.all([getAtlas(), getAtlasAnalysis(), debateFactsOf()]);
  const index = indexAtlas(merge.atlas);
  const label = (id: string) => index.node.get(id as AtlasNodeId)?.label ?? id;
  const rows = graph.cruxes.map((c) => cruxRow(link.node(c.id as AtlasNodeId), label(c.id), c.rank,
    { for: c.supporters.map(label), against: c.opponents.map(label) }, index.node.get(c.id as AtlasNodeId)?.used_in ?? [], facts));
  return { rows, spec: cruxListSpec(cruxesIndexUrl(), rows, FORMAT_LABELS) };
});

export type NameKind = 'persona' | 'domain';

/** Personas (or domains) by name with the debates they appear in; a persona links to its atlas page. */
export const getNameList = (kind: NameKind): Promise<SiteList<FacetRow> & { entries: NameEntry[]; pageOf: (entry: NameEntry) => string | undefined }> =>
  once(kind, async () => {
    const [debates, { merge, link }, facts] = await Promise.all([getDebates(), getAtlas(), debateFactsOf()]);
    const entries = nameIndex(debates, kind);
    const atlasIdOf = new Map<string, AtlasNodeId>();
    for (const n of merge.atlas.nodes) if (n.type === kind) for (const p of n.perDebate) atlasIdOf.set(`${p.debate}\u0000${p.id}`, n.id);
    const pageOf = (entry: NameEntry) => {
      const first = entry.appearances[0];
      const id = first === undefined ? undefined : atlasIdOf.get(`${first.slug}\u0000${first.id}`);
      return id === undefined ? undefined : link.page(id);
    };
    const rows = entries.map((e) => {
      const first = e.appearances[0];
      const fallback = first === undefined ? '#' : `${debateUrl(first.slug)}#${first.anchor}`;
      return nameRow(pageOf(e) ?? fallback, e.name, e.appearances.map((a) => a.slug), facts);
    });
    return { rows, entries, pageOf, spec: nameListSpec(kind, namesIndexUrl(kind), rows, FORMAT_LABELS) };
  }) as Promise<SiteList<FacetRow> & { entries: NameEntry[]; pageOf: (entry: NameEntry) => string | undefined }>;

/** Tags per page of /browse/tags/ (a tag is a word, not an entry). */
export const tagsPerPage = (): number => listPageSize() * 10;

/** Names and tags the browse page shows of each kind: the most used; the rest are on their pages. */
export const BROWSE_SHOWN = 30;
