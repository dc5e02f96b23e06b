// The site's one merged atlas: every debate of the content collection plus the aliases
// file, merged and laid out once per build. Every /atlas/ page reads it from here.
import path from 'node:path';
import type { DebateRecord, LaidOutDebate } from '../lib/archive/debateRecord.ts';
import { aliasesPathFor, readAliases } from '../lib/archive/loadArchive.ts';
import { buildAtlasData, type AtlasData } from '../lib/atlas/atlasData.ts';
import { atlasLinker, planAtlasPages, type AtlasLinker, type AtlasPagePlan } from '../lib/atlas/atlasPages.ts';
import { layoutAtlas, type AtlasLayout } from '../lib/layout/layoutAtlas.ts';
import type { AtlasPageKey } from '../lib/atlas/pageKeys.ts';
import type { Diagnostic } from '../lib/core/diagnostics.ts';
import { diagnosticLine } from '../lib/core/terminalText.ts';
import type { DebateSlug } from '../lib/core/ids.ts';
import { mergeDebates, type AliasFile, type MergeResult } from '../lib/merge/mergeDebates.ts';
import { loadedArchive } from './loadedArchive.ts';
import { debatesDirFromEnv } from '../lib/archive/contentPath.ts';
import { getDebates } from './debates.ts';
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
}

export const atlasUrl = (file = ''): string => withBase(`atlas/${file}`);
export const personaUrl = (key: AtlasPageKey): string => atlasUrl(`personas/${encodeURIComponent(key)}/`);
export const claimUrl = (key: AtlasPageKey): string => atlasUrl(`claims/${encodeURIComponent(key)}/`);

let cached: Promise<SiteAtlas> | undefined;

export function getAtlas(): Promise<SiteAtlas> {
  if (import.meta.env.DEV) cached = undefined; // content changes while the dev server runs
  cached ??= makeAtlas();
  return cached;
}

async function makeAtlas(): Promise<SiteAtlas> {
  const records = await getDebates();
  const loaded = loadedArchive();
  const { merge, aliases } = loaded ?? (await mergeAgain(records));
  const errors = merge.diagnostics.filter((d) => d.severity === 'error');
  // The content loader has already refused these; this guards a page built some other way.
  if (errors.length > 0) throw new Error(`the atlas cannot be merged:\n${errors.map((d) => `  ${diagnosticLine(d)}`).join('\n')}`);
  const debates = new Map(records.map((d) => [d.slug, d]));
  const layout = loaded?.atlasLayout ?? layoutAtlas(merge.atlas, new Map(records.map((d) => [d.slug, d.layout])));
  const plan = planAtlasPages(merge.atlas);
  const link = atlasLinker(merge.atlas, plan, { debate: (slug) => debateUrl(slug), persona: personaUrl, claim: claimUrl });
  return {
    merge, layout, plan, link, debates,
    debateTitle: (slug) => debates.get(slug)?.title ?? slug,
    ...(aliases !== undefined ? { aliasesFile: aliases.file } : {}),
  };
}

/** Only when the pages run without the loader in this process (never in `astro build`). */
async function mergeAgain(records: readonly DebateRecord[]): Promise<{ merge: MergeResult; aliases?: AliasFile }> {
  const root = process.cwd();
  const problems: Diagnostic[] = [];
  const aliases = await readAliases(aliasesPathFor(path.resolve(root, debatesDirFromEnv())), root, problems);
  if (problems.some((d) => d.severity === 'error')) throw new Error(problems.map(diagnosticLine).join('\n'));
  return { merge: mergeDebates(records.map((d) => ({ slug: d.slug, file: d.file, graph: d.graph })), aliases), ...(aliases ? { aliases } : {}) };
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

