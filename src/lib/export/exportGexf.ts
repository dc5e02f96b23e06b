// GEXF 1.2 (analysis spec §B2), Gephi's own format: node label native, the other
// attributes declared once per class, every text XML-escaped. No dates: same input,
// same bytes.
import { escapeXml } from '../core/escape.ts';
import { graphFileRows, type GraphFileRows } from './graphFile.ts';
import type { ExportSubject } from './subject.ts';

export const GEXF_NAMESPACE = 'http://www.gexf.net/1.2draft';

/** `rows`: the subject's rows when the caller has them already (the CLI reports what they leave out). */
export function exportGexf(subject: ExportSubject, rows: GraphFileRows = graphFileRows(subject)): string {
  return [...gexfLines(subject, rows)].join('');
}

/** The file a line at a time, each with its newline (an atlas's file runs to hundreds of megabytes). */
export function* gexfLines(subject: ExportSubject, rows: GraphFileRows = graphFileRows(subject)): Generator<string> {
  const value = (key: string, v: string | undefined) => (v === undefined ? '' : `<attvalue for="${key}" value="${escapeXml(v)}"/>`);
  yield `${[
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<gexf xmlns="${GEXF_NAMESPACE}" version="1.2">`,
    `  <meta><creator>debate-atlas</creator><description>${escapeXml(rows.topic)}</description></meta>`,
    '  <graph mode="static" defaultedgetype="directed">',
    '    <attributes class="node">',
    '      <attribute id="type" title="type" type="string"/>',
    '      <attribute id="text" title="text" type="string"/>',
    '      <attribute id="debate" title="debate" type="string"/>',
    '    </attributes>',
    '    <attributes class="edge">',
    '      <attribute id="type" title="type" type="string"/>',
    '      <attribute id="text" title="text" type="string"/>',
    '      <attribute id="derived" title="derived" type="boolean"><default>false</default></attribute>',
    '    </attributes>',
    '    <nodes>',
  ].join('\n')}\n`;
  for (const n of rows.nodes) {
    yield `      <node id="${escapeXml(n.id)}" label="${escapeXml(n.label)}"><attvalues>${value('type', n.type)}${value('text', n.text)}${value('debate', n.debate)}</attvalues></node>\n`;
  }
  yield '    </nodes>\n    <edges>\n';
  for (const e of rows.edges) {
    yield `      <edge id="${e.id}" source="${escapeXml(e.source)}" target="${escapeXml(e.target)}" label="${escapeXml(e.type)}"><attvalues>${value('type', e.type)}${value('text', e.text)}${value('derived', String(e.derived))}</attvalues></edge>\n`;
  }
  yield '    </edges>\n  </graph>\n</gexf>\n';
}
