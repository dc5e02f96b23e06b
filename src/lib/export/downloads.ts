// The files published beside each debate page: one table, read by the build (which
// writes them), the dev server (which serves them) and the page (which lists them), so a
// download is named, described and made in one place. The atlas has its own table
// (atlas/atlasDownloads.ts).
import type { DebateSlug } from '../core/ids.ts';
import type { DebateGraph, GraphLayout, GraphStats } from '../graph/types.ts';
import type { SelfCheckResult } from '../lint/selfCheck.ts';
import { exportAif } from './exportAif.ts';
import { exporterDownload, JSON_TYPE } from './exporters.ts';
import { exportXaif } from './exportXaif.ts';
import { exportConceptsMd } from './exportConceptsMd.ts';
import { exportGexf } from './exportGexf.ts';
import { exportGraphJson, exportIntermediateJson } from './exportGraphJson.ts';
import { exportGraphMl } from './exportGraphMl.ts';
import { exportObsidianVault, vaultZip } from './exportObsidianVault.ts';
import { exportReadmeMd } from './exportReadmeMd.ts';
import { debateSubject, type ExportSubject } from './subject.ts';

/** A download's bytes: whole (a debate's), or in chunks written one after another (the atlas's). */
export interface Download<Source, Body extends string | Uint8Array | Iterable<string | Uint8Array> = string | Uint8Array> {
  /** The file name, under the page's folder. */
  file: string;
  label: string;
  /** What a reader gets, shown beside the link. */
  description: string;
  contentType: string;
  render: (source: Source) => Body;
}

/** What a debate's downloads are made from: its record, laid out. */
export interface DebateDownloadSource {
  slug: DebateSlug;
  title: string;
  graph: DebateGraph;
  stats: GraphStats;
  selfCheck: SelfCheckResult[];
  layout: GraphLayout;
  /** The debate's format: graph.json's analysis follows its rules (analysis/formatRules.ts). */
  format?: string;
}

export { JSON_TYPE };
const MARKDOWN_TYPE = 'text/markdown; charset=utf-8';
const subjectOf = (d: DebateDownloadSource): ExportSubject => debateSubject(d.graph, d.slug, d.title);

/** In the order the debate page lists them. Each is made from the record alone. */
export const DEBATE_DOWNLOADS: ReadonlyArray<Download<DebateDownloadSource>> = [
  { file: 'graph.json', label: 'graph.json', description: 'nodes with layout, edges, stats and the analysis (status, cruxes, coverage)', contentType: JSON_TYPE, render: (d) => exportGraphJson(d.graph, d.stats, d.layout, d.format) },
  { file: 'intermediate.json', label: 'intermediate graph', description: 'the extracted graph; input for render and merge', contentType: JSON_TYPE, render: (d) => exportIntermediateJson(d.graph) },
  { file: 'concepts.md', label: 'concepts.md', description: 'Obsidian concept cards', contentType: MARKDOWN_TYPE, render: (d) => exportConceptsMd(d.graph) },
  { file: 'README.md', label: 'README.md', description: 'stats and self-check', contentType: MARKDOWN_TYPE, render: (d) => exportReadmeMd(d.graph, d.stats, d.selfCheck) },
  exporterDownload('aif', 'debate.aif.json', (d: DebateDownloadSource) => exportAif(d.graph).text),
  exporterDownload('xaif', 'debate.xaif.json', (d: DebateDownloadSource) => exportXaif(d.graph, d.layout)),
  exporterDownload('graphml', 'graph.graphml', (d: DebateDownloadSource) => exportGraphMl(subjectOf(d))),
  exporterDownload('gexf', 'graph.gexf', (d: DebateDownloadSource) => exportGexf(subjectOf(d))),
  // One folder inside the archive, named after the debate: unzipped, it opens as a vault.
  exporterDownload('obsidian', 'vault.zip', (d: DebateDownloadSource) => vaultZip(exportObsidianVault(subjectOf(d)), d.slug, { compress: false })),
];
