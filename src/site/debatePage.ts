// What a debate page shows from outside its own record, in one place, so its cacheKey
// covers every byte the page writes (docs/decisions/debate-page-cache-key.md).
import type { LaidOutDebate } from '../lib/archive/debateRecord.ts';
import type { HistoryEntry } from '../lib/archive/gitHistory.ts';
import { atlasStatusByMember } from '../lib/analysis/atlasLabels.ts';
import type { ArgumentStatus } from '../lib/analysis/status.ts';
import { nodesElsewhere, resolveCrossRef, type CrossRef, type NodeElsewhere } from '../lib/atlas/crossLinks.ts';
import { appendAll } from '../lib/core/arrays.ts';
import type { DebateSlug, NodeId } from '../lib/core/ids.ts';
import { wikilinkTargets } from '../lib/graph/wikilinks.ts';
import { atlasStatusOf } from './analysis.ts';
import { pageCacheKey } from './cacheKey.ts';
import { getAtlas } from './atlas.ts';
import { getDebateHrefs, getDebates } from './debates.ts';
import { debateHistory } from './history.ts';
import { notesDiscussing } from './notes.ts';
import { debateUrl } from './paths.ts';

export interface DebateOutside {
  /** Where else each node appears, and its atlas page. */
  elsewhere: ReadonlyMap<NodeId, NodeElsewhere>;
  /** The merged atlas's label of each claim-like node. */
  atlasStatus: ReadonlyMap<NodeId, ArgumentStatus>;
  /** Every `<slug>:<id>` endpoint of this debate's relations that names a node of another debate. */
  crossRefs: ReadonlyMap<string, CrossRef>;
  /** [[wikilinks]] in this debate's text that name another debate (by slug or title, case folded). */
  debateLinks: ReadonlyMap<string, string>;
  /** Titles of the debates this page names (its own, and those its relations come from). */
  titles: ReadonlyMap<string, string>;
  /** Notes that embed a node of this debate. */
  discussedIn: ReadonlyMap<NodeId, ReadonlyArray<{ title: string; href: string }>>;
  /** Committed versions of the file, newest first (empty outside git). */
  history: readonly HistoryEntry[];
}

export interface DebatePageProps { debate: LaidOutDebate; outside: DebateOutside }

export async function debatePagePaths() {
  const [debates, atlas, hrefs] = await Promise.all([getDebates(), getAtlas(), getDebateHrefs()]);
  const byMember = atlasStatusByMember(atlas.merge.atlas, atlas.rules);
  const paths = [];
  for (const debate of debates) {
    const outside = await debateOutside(debate, atlas, byMember, hrefs);
    paths.push({ params: { slug: debate.slug }, props: { debate, outside } satisfies DebatePageProps, cacheKey: pageCacheKey(debate, outside) });
  }
  return paths;
}

async function debateOutside(
  debate: LaidOutDebate,
  atlas: Awaited<ReturnType<typeof getAtlas>>,
  byMember: ReturnType<typeof atlasStatusByMember>,
  hrefs: ReadonlyMap<string, string>,
): Promise<DebateOutside> {
  const { graph, slug } = debate;
  const own = new Set<string>(graph.nodes.map((n) => n.id));

  const crossRefs = new Map<string, CrossRef>();
  const titles = new Map<string, string>([[slug, debate.title]]);
  for (const e of graph.edges as ReadonlyArray<{ source: string; target: string; debate?: string }>) {
    if (e.debate !== undefined) titles.set(e.debate, atlas.debateTitle(e.debate as DebateSlug));
    for (const end of [e.source, e.target]) {
      if (own.has(end) || crossRefs.has(end)) continue;
      const ref = resolveCrossRef(end, atlas.debates, (s) => debateUrl(s));
      if (ref !== undefined) crossRefs.set(end, ref);
    }
  }

  // Names are looked up as the page resolves them: in the document (transcript, minutes)
  // and in the graph's text (the outcome quotes a roundtable's synthesis).
  const debateLinks = new Map<string, string>();
  forEachString([debate.document, debate.graph], (text) => {
    if (!text.includes('[[')) return;
    for (const name of wikilinkTargets(text)) {
      const folded = name.trim().toLowerCase();
      const href = hrefs.get(folded);
      if (href !== undefined) debateLinks.set(folded, href);
    }
  });

  return {
    elsewhere: nodesElsewhere(atlas.merge.atlas, atlas.link, slug, { debate: (s) => debateUrl(s), title: atlas.debateTitle }),
    atlasStatus: atlasStatusOf(debate, byMember),
    crossRefs,
    debateLinks,
    titles,
    discussedIn: await notesDiscussing(slug),
    history: debateHistory(debate),
  };
}

/** Every string inside a value (a parsed document, a graph), depth first. */
function forEachString(value: unknown, visit: (text: string) => void): void {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') visit(item);
    else if (Array.isArray(item)) appendAll(stack, item);
    else if (item !== null && typeof item === 'object') appendAll(stack, Object.values(item));
  }
}

