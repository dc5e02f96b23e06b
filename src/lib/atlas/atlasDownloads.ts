// The files published beside the atlas map, in the shape of the debate downloads
// (export/downloads.ts): the build writes them, the dev server serves them, the atlas
// page lists them.
import type { AtlasGraphFields } from '../merge/mergeDebates.ts';
import type { AtlasLayout } from '../layout/layoutAtlas.ts';
import { aifDocument } from '../export/exportAif.ts';
import { gexfLines } from '../export/exportGexf.ts';
import { graphMlLines } from '../export/exportGraphMl.ts';
import { vaultFolder, vaultNotes } from '../export/exportObsidianVault.ts';
import type { Download } from '../export/downloads.ts';
import { exporterDownload, JSON_TYPE } from '../export/exporters.ts';
import { jsonChunks } from '../export/jsonChunks.ts';
import { atlasSubject, type ExportSubject } from '../export/subject.ts';
import type { DebateSlug } from '../core/ids.ts';
import { zipChunks, type DeflatedEntries } from '../export/zipFiles.ts';
import { mergedGraphChunks, mergedTopic } from './exportMergedGraph.ts';
import { atlasRules, type AnalysisRules } from '../analysis/formatRules.ts';

/** What graph.json is made from: the merge, the map's positions, and how the analysis reads each debate's edges (by its format). */
export interface MergedGraphSource {
  atlas: AtlasGraphFields;
  layout: AtlasLayout;
  rules?: AnalysisRules | undefined;
}

/** What the atlas downloads are made from: the merge with its layout (graph.json), and the subject the interchange exporters read. */
export interface AtlasDownloadSource {
  /**
   * Unset once graph.json is written (`publishAtlasDownloads`): no other file reads it, and
   * with it goes the analysis graph.json cached on the atlas (150 MB at 10,000 debates).
   */
  merged: MergedGraphSource | undefined;
  subject: ExportSubject;
  /** The vault's notes deflated in an earlier build, if the build keeps them. */
  deflated?: DeflatedEntries | undefined;
}

/** What graph.json reads, while it is there. */
function mergedOf(source: AtlasDownloadSource): MergedGraphSource {
  if (source.merged === undefined) throw new Error('graph.json: the merged atlas was let go of before it was written');
  return source.merged;
}

/**
 * In the order the atlas page lists them. Each is made in chunks, written as they come:
 * at 10,000 debates the files are 130–360 MB each, more than one string should hold.
 */
export const ATLAS_DOWNLOADS: ReadonlyArray<Download<AtlasDownloadSource, Iterable<string | Uint8Array>>> = [
  { file: 'graph.json', label: 'graph.json', description: 'the merged graph as an intermediate graph (the CLI’s render draws it, its merge reads it)', contentType: JSON_TYPE, render: (a) => { const { atlas, layout, rules } = mergedOf(a); return mergedGraphChunks(atlas, layout, rules); } },
  exporterDownload('aif', 'atlas.aif.json', (a: AtlasDownloadSource) => jsonChunks(aifDocument(a.subject.graph).document)),
  exporterDownload('graphml', 'atlas.graphml', (a: AtlasDownloadSource) => graphMlLines(a.subject)),
  exporterDownload('gexf', 'atlas.gexf', (a: AtlasDownloadSource) => gexfLines(a.subject)),
  exporterDownload('obsidian', 'vault.zip', (a: AtlasDownloadSource) => zipChunks(vaultNotes(a.subject), vaultFolder(undefined), { deflated: a.deflated }), 'a note per concept and per debate, as a .zip'),
];

/** The atlas as its downloads read it; debates' titles name them in the interchange files. */
export function atlasDownloadSource(atlas: AtlasGraphFields, layout: AtlasLayout, debates: ReadonlyArray<{ slug: DebateSlug; title: string; format?: string }>, deflated?: DeflatedEntries): AtlasDownloadSource {
  const titles = new Map(debates.map((d) => [d.slug, d.title]));
  const formats = new Map<string, string | undefined>(debates.map((d) => [d.slug, d.format]));
  const rules = atlasRules(atlas, (slug) => formats.get(slug));
  return { merged: { atlas, layout, rules }, subject: atlasSubject(atlas, mergedTopic(atlas.debates.length), (slug) => titles.get(slug) ?? slug), deflated };
}
