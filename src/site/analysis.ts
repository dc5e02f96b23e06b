// The analysis a debate page shows (spec analysis §A), computed once per debate from
// the stages in src/lib/analysis and the site's merged atlas.
import type { LaidOutDebate } from '../lib/archive/debateRecord.ts';
import { contextualBacklinks, type ContextBacklink } from '../lib/analysis/backlinks.ts';
import { analyseGraph, type GraphAnalysis } from '../lib/analysis/debateAnalysis.ts';
import { analysisRules } from '../lib/analysis/formatRules.ts';
import { convergence, type Convergence } from '../lib/analysis/convergence.ts';
import { pluginOf } from '../lib/formats/registry.ts';
import { atlasStatusByMember } from '../lib/analysis/atlasLabels.ts';
import type { ArgumentStatus } from '../lib/analysis/status.ts';
import { stanceHistories, type StanceHistory } from '../lib/analysis/stanceHistory.ts';
import { atlasNodeId, type DebateSlug, type NodeId } from '../lib/core/ids.ts';
import { buildProvenance, type ProvenanceIndex } from '../lib/render/provenance.ts';
import { getAtlas } from './atlas.ts';

export interface DebatePageAnalysis {
  slug: DebateSlug;
  /** The debate's source file, as the page names it. */
  file: string;
  graph: GraphAnalysis;
  /** The merged atlas's label of each claim-like node of this debate. */
  atlasStatus: ReadonlyMap<NodeId, ArgumentStatus>;
  backlinks: ReadonlyMap<string, ContextBacklink[]>;
  provenance: ProvenanceIndex;
  debateTitle: (slug: string) => string;
  /** Where the format ranks no cruxes (transcripts): what was conceded and what stays live. */
  convergence?: Convergence;
}

const cache = new WeakMap<LaidOutDebate, Promise<DebatePageAnalysis>>();

export function getDebateAnalysis(debate: LaidOutDebate): Promise<DebatePageAnalysis> {
  let cached = cache.get(debate);
  if (cached === undefined) {
    cached = make(debate);
    cache.set(debate, cached);
  }
  return cached;
}

async function make(debate: LaidOutDebate): Promise<DebatePageAnalysis> {
  const { merge, debateTitle, rules } = await getAtlas();
  return debatePageAnalysis(debate, atlasStatusOf(debate, atlasStatusByMember(merge.atlas, rules)), (slug) => debateTitle(slug as DebateSlug));
}

/** The merged atlas's label of each node of `debate` that has one. */
export function atlasStatusOf(
  debate: Pick<LaidOutDebate, 'slug' | 'graph'>,
  byMember: ReturnType<typeof atlasStatusByMember>,
): Map<NodeId, ArgumentStatus> {
  const atlasStatus = new Map<NodeId, ArgumentStatus>();
  for (const n of debate.graph.nodes) {
    const across = byMember.get(atlasNodeId(debate.slug, n.id));
    if (across !== undefined) atlasStatus.set(n.id, across.status);
  }
  return atlasStatus;
}

/** The analysis from the record, given what comes from the atlas (the debate page's way: see debatePage.ts). */
export function debatePageAnalysis(
  debate: LaidOutDebate,
  atlasStatus: ReadonlyMap<NodeId, ArgumentStatus>,
  debateTitle: (slug: string) => string,
): DebatePageAnalysis {
  return {
    slug: debate.slug,
    file: debate.file,
    graph: analyseGraph(debate.graph, analysisRules(debate.format)),
    atlasStatus,
    backlinks: contextualBacklinks(debate.graph, debate.slug),
    provenance: buildProvenance(debate.graph, debate.document),
    debateTitle,
    ...convergenceOf(debate.document, debate.graph),
  };
}

/** Where the format says what was conceded (its `concessions` hook), the panel's content. */
function convergenceOf(document: LaidOutDebate['document'], graph: LaidOutDebate['graph']): { convergence?: Convergence } {
  const read = pluginOf(document.format)?.concessions?.(document, graph);
  return read === undefined ? {} : { convergence: convergence(read.conceded, read.verdict) };
}

export interface AtlasAnalysis {
  graph: GraphAnalysis;
  histories: ReadonlyMap<string, StanceHistory>;
}

let atlasCache: { key: object; value: AtlasAnalysis } | undefined;

/** The merged atlas's labelling, cruxes, coverage and every persona's stance history. */
export async function getAtlasAnalysis(): Promise<AtlasAnalysis> {
  const site = await getAtlas();
  if (atlasCache?.key === site.merge.atlas) return atlasCache.value;
  const dates = [...site.debates.values()].map((d) => ({ slug: d.slug, ...(d.date !== undefined ? { date: d.date } : {}) }));
  const value: AtlasAnalysis = {
    graph: analyseGraph(site.merge.atlas, site.rules),
    histories: new Map(stanceHistories(site.merge.atlas, dates).map((h) => [h.persona, h])),
  };
  atlasCache = { key: site.merge.atlas, value };
  return value;
}
