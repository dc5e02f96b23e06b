// GraphML (analysis spec §B2) for yEd, Gephi, networkx and igraph: every attribute is
// declared as a <key> before the graph, every text is XML-escaped.
import { escapeXml } from '../core/escape.ts';
import { graphFileRows, type GraphFileRows } from './graphFile.ts';
import type { ExportSubject } from './subject.ts';

export const GRAPHML_NAMESPACE = 'http://graphml.graphdrawing.org/xmlns';

const KEYS = [
  ['node_type', 'node', 'type', 'string'],
  ['node_label', 'node', 'label', 'string'],
  ['node_text', 'node', 'text', 'string'],
  ['node_debate', 'node', 'debate', 'string'],
  ['edge_type', 'edge', 'type', 'string'],
  ['edge_text', 'edge', 'text', 'string'],
  ['edge_derived', 'edge', 'derived', 'boolean'],
] as const;

/** `rows`: the subject's rows when the caller has them already (the CLI reports what they leave out). */
export function exportGraphMl(subject: ExportSubject, rows: GraphFileRows = graphFileRows(subject)): string {
  return [...graphMlLines(subject, rows)].join('');
}

/** The file a line at a time, each with its newline (an atlas's file runs to hundreds of megabytes). */
export function* graphMlLines(subject: ExportSubject, rows: GraphFileRows = graphFileRows(subject)): Generator<string> {
  const data = (key: string, value: string | undefined) => (value === undefined ? '' : `<data key="${key}">${escapeXml(value)}</data>`);
  yield '<?xml version="1.0" encoding="UTF-8"?>\n';
  yield `<graphml xmlns="${GRAPHML_NAMESPACE}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${GRAPHML_NAMESPACE} ${GRAPHML_NAMESPACE}/1.0/graphml.xsd">\n`;
  for (const [id, domain, name, type] of KEYS) {
    yield type === 'boolean'
      ? `  <key id="${id}" for="${domain}" attr.name="${name}" attr.type="${type}"><default>false</default></key>\n`
      : `  <key id="${id}" for="${domain}" attr.name="${name}" attr.type="${type}"/>\n`;
  }
  yield `  <graph id="G" edgedefault="directed">\n`;
  yield `    <desc>${escapeXml(rows.topic)}</desc>\n`;
  for (const n of rows.nodes) {
    yield `    <node id="${escapeXml(n.id)}">${data('node_type', n.type)}${data('node_label', n.label)}${data('node_text', n.text)}${data('node_debate', n.debate)}</node>\n`;
  }
  for (const e of rows.edges) {
    yield `    <edge id="${e.id}" source="${escapeXml(e.source)}" target="${escapeXml(e.target)}">${data('edge_type', e.type)}${data('edge_text', e.text)}${data('edge_derived', String(e.derived))}</edge>\n`;
  }
  yield '  </graph>\n';
  yield '</graphml>\n';
}
