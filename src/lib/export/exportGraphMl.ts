// GraphML (analysis spec §B2) for yEd, Gephi, networkx and igraph: every attribute is
// declared as a <key> before the graph, every text is XML-escaped.
import { escapeXml } from '../render/escape.ts';
import { graphFileRows } from './graphFile.ts';
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

export function exportGraphMl(subject: ExportSubject): string {
  const rows = graphFileRows(subject);
  const data = (key: string, value: string | undefined) => (value === undefined ? '' : `<data key="${key}">${escapeXml(value)}</data>`);
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<graphml xmlns="${GRAPHML_NAMESPACE}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${GRAPHML_NAMESPACE} ${GRAPHML_NAMESPACE}/1.0/graphml.xsd">`,
    ...KEYS.map(([id, domain, name, type]) =>
      type === 'boolean'
        ? `  <key id="${id}" for="${domain}" attr.name="${name}" attr.type="${type}"><default>false</default></key>`
        : `  <key id="${id}" for="${domain}" attr.name="${name}" attr.type="${type}"/>`),
    `  <graph id="G" edgedefault="directed">`,
    `    <desc>${escapeXml(rows.topic)}</desc>`,
    ...rows.nodes.map((n) =>
      `    <node id="${escapeXml(n.id)}">${data('node_type', n.type)}${data('node_label', n.label)}${data('node_text', n.text)}${data('node_debate', n.debate)}</node>`),
    ...rows.edges.map((e) =>
      `    <edge id="${e.id}" source="${escapeXml(e.source)}" target="${escapeXml(e.target)}">${data('edge_type', e.type)}${data('edge_text', e.text)}${data('edge_derived', String(e.derived))}</edge>`),
    '  </graph>',
    '</graphml>',
  ];
  return out.join('\n') + '\n';
}
