// The site's one merged atlas: the merge and the atlas layout the content loader computed
// (every debate plus the aliases file), with the pages planned from them once per build.
// Every /atlas/ page reads it from here.
import type { LaidOutDebate } from '../lib/archive/debateRecord.ts';
import { buildAtlasData, type AtlasData } from '../lib/atlas/atlasData.ts';
import { atlasLinker, planAtlasPages, type AtlasLinker, type AtlasPagePlan } from '../lib/atlas/atlasPages.ts';
import type { AtlasLayout } from '../lib/layout/layoutAtlas.ts';
import type { AtlasPageKey } from '../lib/atlas/pageKeys.ts';
import { atlasRules, type AnalysisRules } from '../lib/analysis/formatRules.ts';
import type { DebateSlug } from '../lib/core/ids.ts';
import type { MergeResult } from '../lib/merge/mergeDebates.ts';
import type { LoadedArchive } from './loadedArchive.ts';
import { getDebates, requireLoadedArchive } from './debates.ts';
import { debateUrl, withBase } from './paths.ts';

export interface SiteAtlas {
  merge: MergeResult;
  layout: AtlasLayout;
  plan: AtlasPagePlan;
  link: AtlasLinker;
  debates: ReadonlyMap<DebateSlug, LaidOutDebate>;
  debateTitle: (slug: DebateSlug) => string;
  /** The aliases file as diagnostics name it, when there is one. */
  aliasesFile?: string;
  /** How the analysis reads the merged graph: each edge by its debate's format. */
  rules: AnalysisRules;
}

export const atlasUrl = (file = ''): string => withBase(`atlas/${file}`);
export const personaUrl = (key: AtlasPageKey): string => atlasUrl(`personas/${encodeURIComponent(key)}/`);
export const claimUrl = (key: AtlasPageKey): string => atlasUrl(`claims/${encodeURIComponent(key)}/`);

let cached: { from: LoadedArchive; atlas: Promise<SiteAtlas> } | undefined;

export function getAtlas(): Promise<SiteAtlas> {
  const loaded = requireLoadedArchive();
  // The dev server's loader publishes a new archive whenever a log changes.
  if (cached?.from !== loaded) cached = { from: loaded, atlas: makeAtlas(loaded) };
  return cached.atlas;
}

async function makeAtlas(loaded: LoadedArchive): Promise<SiteAtlas> {
  const records = await getDebates();
  // The loader refused the archive if its merge had errors (they are among its diagnostics).
  const { merge, aliases, atlasLayout: layout } = loaded;
  const debates = new Map(records.map((d) => [d.slug, d]));
  const plan = planAtlasPages(merge.atlas);
  const link = atlasLinker(merge.atlas, plan, { debate: (slug) => debateUrl(slug), persona: personaUrl, claim: claimUrl });
  return {
    merge, layout, plan, link, debates,
    debateTitle: (slug) => debates.get(slug)?.title ?? slug,
    rules: atlasRules(merge.atlas, (slug) => debates.get(slug as DebateSlug)?.format),
    ...(aliases !== undefined ? { aliasesFile: aliases.file } : {}),
  };
}

/** The map's data file (see src/lib/atlas/atlasData.ts). */
export async function getAtlasData(): Promise<AtlasData> {
  const site = await getAtlas();
  return buildAtlasData(site.merge.atlas, site.layout, {
    debateTitle: site.debateTitle,
    debateUrl: (slug) => debateUrl(slug),
    pageUrl: site.link.page,
  });
}

