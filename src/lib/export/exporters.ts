// The interchange exporters in one table: each format's name (as `export --format` takes
// it), label, content type and what a reader gets. The debate and atlas downloads, the
// debate page and the CLI read it.

export const JSON_TYPE = 'application/json';

export interface Exporter {
  label: string;
  contentType: string;
  /** What a reader gets, shown beside a download link. */
  description: string;
}

/** In the order `export --format` lists them. */
export const EXPORTERS = {
  aif: { label: 'AIF', contentType: JSON_TYPE, description: 'Argument Interchange Format for AIFdb, OVA, arguebuf' },
  xaif: { label: 'xAIF', contentType: JSON_TYPE, description: 'xAIF for OVA and argument-mining pipelines (oAMF), laid out as on this page; reads back to this graph' },
  graphml: { label: 'GraphML', contentType: 'application/graphml+xml', description: 'for yEd, Gephi, networkx' },
  gexf: { label: 'GEXF', contentType: 'application/xml', description: 'for Gephi' },
  obsidian: { label: 'Obsidian vault', contentType: 'application/zip', description: 'a note per concept, as a .zip' },
} as const satisfies Record<string, Exporter>;

export type ExportFormat = keyof typeof EXPORTERS;

export const EXPORT_FORMATS = Object.keys(EXPORTERS) as ExportFormat[];

/** A download row of an exporter, its fields in the order the download tables write them. */
export function exporterDownload<R>(format: ExportFormat, file: string, render: R, description: string = EXPORTERS[format].description) {
  const { label, contentType } = EXPORTERS[format];
  return { file, label, description, contentType, render };
}
