// The interchange exporters (analysis spec §B) against hand-worked output: AIF, GraphML,
// GEXF and the Obsidian vault, with hostile labels in the XML.
import { unzipSync, strFromU8 } from 'fflate';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { asNodeId, type DebateSlug } from '../../../src/lib/core/ids.ts';
import { exportAif, formatAifReport } from '../../../src/lib/export/exportAif.ts';
import { exportGexf } from '../../../src/lib/export/exportGexf.ts';
import { exportGraphMl, GRAPHML_NAMESPACE } from '../../../src/lib/export/exportGraphMl.ts';
import { exportObsidianVault, fileSafeName } from '../../../src/lib/export/exportObsidianVault.ts';
import { atlasSubject, debateSubject } from '../../../src/lib/export/subject.ts';
import { zipFiles } from '../../../src/lib/export/zipFiles.ts';
import type { DebateGraph } from '../../../src/lib/graph/types.ts';
import { mergeDebates } from '../../../src/lib/merge/mergeDebates.ts';
import { escapeXml } from '../../../src/lib/core/escape.ts';
import { elements, parseXmlStrict } from '../../support/xml.ts';

const slug = 'd' as DebateSlug;
/** The hand-worked graph of the GraphML and GEXF whole-document specs: escapes, a derived edge, an edge to another debate. */
const small: DebateGraph = { topic: 'T & U', meta: { tags: [] }, nodes: [
  { id: asNodeId('p'), type: 'persona', label: 'A "quoted" name' },
  { id: asNodeId('c'), type: 'claim', label: 'c', text: 'x < y' },
], edges: [{ source: 'p', target: 'c', type: 'supports', derived: true }, { source: 'c', target: 'x/y:z', type: 'related' }] };
const HOSTILE = `<b a="1">&amp; 'x' ]]> \u0001 </graphml>`;

/** A small debate: a persona with a stance, an objection, a steelman, a domain. */
const graph: DebateGraph = {
  topic: 'Is a hot dog a sandwich?',
  meta: { created: '2026-05-01', tags: ['food'] },
  nodes: [
    { id: asNodeId('d1'), type: 'domain', label: 'Taxonomy' },
    { id: asNodeId('p1'), type: 'persona', label: 'Structuralist', position: 'Bread around filling is a sandwich', argument: 'Form defines' },
    { id: asNodeId('c1'), type: 'claim', label: 'A hot dog is a sandwich', text: 'A hot dog is a sandwich' },
    { id: asNodeId('c2'), type: 'claim', label: HOSTILE, text: HOSTILE },
    { id: asNodeId('sm1'), type: 'steelman', label: 'Steelman of c2', text: 'Steelman of c2', steelman_of: asNodeId('c2'), by: asNodeId('p1') },
  ],
  edges: [
    { source: 'p1', target: 'c1', type: 'supports', text: 'form' },
    { source: 'c2', target: 'c1', type: 'opposes' },
    { source: 'sm1', target: 'c2', type: 'steelmanned_by', derived: true },
    { source: 'c1', target: 'd1', type: 'belongs_to', derived: true },
    { source: 'c1', target: 'other/debate:c9', type: 'related' },
  ],
};

describe('AIF export (§B1)', () => {
  const { document, text, report } = exportAif(graph);
  const ts = '2026-05-01 00:00:00';

  it('writes I-nodes, a participant with its position, and one scheme node per argument', () => {
    expect(document.nodes).toEqual([
      { nodeID: 'p1:position', text: 'Bread around filling is a sandwich', type: 'I', timestamp: ts },
      { nodeID: 'c1', text: 'A hot dog is a sandwich', type: 'I', timestamp: ts },
      { nodeID: 'c2', text: HOSTILE, type: 'I', timestamp: ts },
      { nodeID: 'sm1', text: 'Steelman of c2', type: 'I', timestamp: ts },
      { nodeID: 'ra1', text: 'Default Inference', type: 'RA', timestamp: ts },
      { nodeID: 'ca1', text: 'Default Conflict', type: 'CA', timestamp: ts },
      { nodeID: 'ma1', text: 'Steelman', type: 'MA', timestamp: ts },
    ]);
    expect(document.edges).toEqual([
      { edgeID: 'e1', fromID: 'p1:position', toID: 'ra1' },
      { edgeID: 'e2', fromID: 'ra1', toID: 'c1' },
      { edgeID: 'e3', fromID: 'c2', toID: 'ca1' },
      { edgeID: 'e4', fromID: 'ca1', toID: 'c1' },
      { edgeID: 'e5', fromID: 'sm1', toID: 'ma1' },
      { edgeID: 'e6', fromID: 'ma1', toID: 'c2' },
    ]);
    expect(document.locutions).toEqual([{ nodeID: 'p1:position', personID: 'p1' }]);
    expect(document.participants).toEqual([{ participantID: 'p1', firstname: 'Structuralist', surname: '' }]);
    expect(document.topic).toBe(graph.topic);
    expect(document.meta).toEqual({ created: '2026-05-01', tags: ['food'] });
  });

  it('reports what it leaves out', () => {
    expect(report.leftOutEdges).toEqual([
      { source: 'c1', target: 'd1', type: 'belongs_to', reason: 'not-an-argument' },
      { source: 'c1', target: 'other/debate:c9', type: 'related', reason: 'not-an-argument' },
    ]);
    expect(report.leftOutNodes).toEqual([{ id: 'd1', type: 'domain' }]);
    expect(formatAifReport(report)[0]).toBe('left out: "c1" belongs_to "d1" (not an argument in AIF)');
  });

  it('gives minted ids that never collide with the debate’s own', () => {
    const clash: DebateGraph = {
      ...graph,
      nodes: [...graph.nodes, { id: asNodeId('ra1'), type: 'claim', label: 'x' }, { id: asNodeId('p1:position'), type: 'claim', label: 'y' }],
    };
    const ids = exportAif(clash).document.nodes.map((n) => n.nodeID);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('ra1~2');
    expect(ids).toContain('p1:position~2');
  });

  it('is byte-identical for the same graph, and ends with a newline', () => {
    expect(exportAif(structuredClone(graph)).text).toBe(text);
    expect(text.endsWith('}\n')).toBe(true);
  });
});

// Probe 34, A11: an imported map's "Argument From Analogy" came back as "Default Inference".
describe('AIF export of scheme names', () => {
  const schemed: DebateGraph = { ...graph, edges: [
    { source: 'c2', target: 'c1', type: 'supports', text: 'Argument From Analogy' },
    { source: 'c1', target: 'c2', type: 'opposes', text: 'Argument from Expert Opinion (scheme 12)' },
    { source: 'sm1', target: 'c1', type: 'illustrates', text: 'Argument From Analogy' },
    { source: 'p1', target: 'c1', type: 'supports', text: 'Argument from the heart, said Kim' },
  ] };
  it('writes a relation\'s scheme name as its scheme node\'s text; other notes and the typed schemes stay as they were', () => {
    expect(exportAif(schemed).document.nodes.filter((n) => n.type !== 'I').map((n) => n.text)).toEqual([
      'Argument From Analogy', 'Argument from Expert Opinion (scheme 12)', 'Argument From Example', 'Default Inference',
    ]);
  });
});

describe('escapeXml', () => {
  it('escapes markup and replaces characters XML cannot carry', () => {
    expect(escapeXml(`<a href="x">&'\u0001\uD800\n`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;\uFFFD\uFFFD&#10;');
  });

  it('keeps a tab as a reference, alone too (an attribute would fold a bare tab into a space)', () => {
    expect(escapeXml('a\tb')).toBe('a&#9;b');
    expect(escapeXml('plain label')).toBe('plain label');
  });
});

describe('GraphML (§B2)', () => {
  const xml = exportGraphMl(debateSubject(graph, slug));

  it('is well-formed XML with the GraphML namespace', () => {
    const doc = parseXmlStrict(xml);
    expect(doc.documentElement!.localName).toBe('graphml');
    expect(doc.documentElement!.namespaceURI).toBe(GRAPHML_NAMESPACE);
    expect(elements(doc, 'node').every((n) => n.namespaceURI === GRAPHML_NAMESPACE)).toBe(true);
  });

  it('declares every key it uses', () => {
    const doc = parseXmlStrict(xml);
    const declared = new Map(elements(doc, 'key').map((k) => [k.getAttribute('id')!, k]));
    expect([...declared.values()].map((k) => `${k.getAttribute('for')}:${k.getAttribute('attr.name')}:${k.getAttribute('attr.type')}`)).toEqual([
      'node:type:string', 'node:label:string', 'node:text:string', 'node:debate:string',
      'edge:type:string', 'edge:text:string', 'edge:derived:boolean',
    ]);
    const used = elements(doc, 'data');
    expect(used.length).toBeGreaterThan(0);
    for (const data of used) {
      const key = declared.get(data.getAttribute('key')!);
      expect(key, data.getAttribute('key')!).toBeDefined();
      expect(key!.getAttribute('for')).toBe((data.parentNode as { localName?: string }).localName);
    }
  });

  it('carries hostile labels as text, control characters replaced', () => {
    const doc = parseXmlStrict(xml);
    const c2 = elements(doc, 'node').find((n) => n.getAttribute('id') === 'c2')!;
    const label = elements(c2, 'data').find((d) => d.getAttribute('key') === 'node_label')!;
    expect(label.textContent).toBe(HOSTILE.replace('\u0001', '\uFFFD'));
    expect(elements(label, 'b')).toHaveLength(0);
    expect(xml).not.toContain(']]>');
  });

  it('writes the hand-worked document', () => {
    expect(exportGraphMl(debateSubject(small, slug))).toBe([
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<graphml xmlns="http://graphml.graphdrawing.org/xmlns" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://graphml.graphdrawing.org/xmlns http://graphml.graphdrawing.org/xmlns/1.0/graphml.xsd">',
      '  <key id="node_type" for="node" attr.name="type" attr.type="string"/>',
      '  <key id="node_label" for="node" attr.name="label" attr.type="string"/>',
      '  <key id="node_text" for="node" attr.name="text" attr.type="string"/>',
      '  <key id="node_debate" for="node" attr.name="debate" attr.type="string"/>',
      '  <key id="edge_type" for="edge" attr.name="type" attr.type="string"/>',
      '  <key id="edge_text" for="edge" attr.name="text" attr.type="string"/>',
      '  <key id="edge_derived" for="edge" attr.name="derived" attr.type="boolean"><default>false</default></key>',
      '  <graph id="G" edgedefault="directed">',
      '    <desc>T &amp; U</desc>',
      '    <node id="p"><data key="node_type">persona</data><data key="node_label">A &quot;quoted&quot; name</data><data key="node_debate">d</data></node>',
      '    <node id="c"><data key="node_type">claim</data><data key="node_label">c</data><data key="node_text">x &lt; y</data><data key="node_debate">d</data></node>',
      '    <edge id="e1" source="p" target="c"><data key="edge_type">supports</data><data key="edge_derived">true</data></edge>',
      '  </graph>',
      '</graphml>',
      '',
    ].join('\n'));
  });
});

describe('GEXF (§B2)', () => {
  const xml = exportGexf(debateSubject(graph, slug));

  it('is well-formed, declares its attributes and keeps hostile labels as text', () => {
    const doc = parseXmlStrict(xml);
    expect(doc.documentElement!.namespaceURI).toBe('http://www.gexf.net/1.2draft');
    const declared = new Set(elements(doc, 'attributes').flatMap((a) => elements(a, 'attribute').map((x) => `${a.getAttribute('class')}:${x.getAttribute('id')}`)));
    expect([...declared]).toEqual(['node:type', 'node:text', 'node:debate', 'edge:type', 'edge:text', 'edge:derived']);
    for (const kind of ['node', 'edge']) {
      for (const el of elements(doc, kind)) for (const v of elements(el, 'attvalue')) expect(declared.has(`${kind}:${v.getAttribute('for')}`)).toBe(true);
    }
    expect(elements(doc, 'node').find((n) => n.getAttribute('id') === 'c2')!.getAttribute('label')).toBe(HOSTILE.replace('\u0001', '\uFFFD'));
    // The edge into another debate has no node here: left out, not dangling.
    expect(elements(doc, 'edge')).toHaveLength(4);
  });

  it('writes the hand-worked document (as the whole-string writer before the line-by-line one wrote it)', () => {
    expect(exportGexf(debateSubject(small, slug))).toBe([
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<gexf xmlns="http://www.gexf.net/1.2draft" version="1.2">',
      '  <meta><creator>debate-atlas</creator><description>T &amp; U</description></meta>',
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
      '      <node id="p" label="A &quot;quoted&quot; name"><attvalues><attvalue for="type" value="persona"/><attvalue for="debate" value="d"/></attvalues></node>',
      '      <node id="c" label="c"><attvalues><attvalue for="type" value="claim"/><attvalue for="text" value="x &lt; y"/><attvalue for="debate" value="d"/></attvalues></node>',
      '    </nodes>',
      '    <edges>',
      '      <edge id="e1" source="p" target="c" label="supports"><attvalues><attvalue for="type" value="supports"/><attvalue for="derived" value="true"/></attvalues></edge>',
      '    </edges>',
      '  </graph>',
      '</gexf>',
      '',
    ].join('\n'));
  });

  it('writes the hand-worked node line', () => {
    expect(xml).toContain('<node id="p1" label="Structuralist"><attvalues><attvalue for="type" value="persona"/><attvalue for="debate" value="d"/></attvalues></node>');
    expect(xml).toContain('<edge id="e1" source="p1" target="c1" label="supports"><attvalues><attvalue for="type" value="supports"/><attvalue for="text" value="form"/><attvalue for="derived" value="false"/></attvalues></edge>');
  });
});

describe('Obsidian vault (§B3)', () => {
  const files = exportObsidianVault(debateSubject(graph, slug, 'Is a hot dog a sandwich?'));
  const byPath = new Map(files.map((f) => [f.path, f.content]));

  it('writes one note per concept and one per debate, with file-safe unique names', () => {
    expect(files.map((f) => f.path)).toEqual([
      'Is a hot dog a sandwich.md',
      'Structuralist.md',
      'Taxonomy.md',
      'c1 A hot dog is a sandwich.md',
      "c2 b a= 1 & 'x' ….md",
      'sm1 Steelman of c2.md',
    ]);
    for (const f of files) expect(f.path).not.toMatch(/[\\/:*?"<>|#^[\]\u0000-\u001f]/);
  });

  it('gives each note YAML frontmatter with type, debates and aliases', () => {
    const note = byPath.get('Structuralist.md')!;
    const [, yaml] = note.split('---\n');
    expect(parseYaml(yaml!)).toEqual({ type: 'persona', debates: ['d'], aliases: [] });
    expect(note).toContain('- **Supports**: [[c1 A hot dog is a sandwich]]');
    expect(note).toContain('- **Debates**: [[Is a hot dog a sandwich]]');
    const c2 = files.find((f) => f.path.startsWith('c2 '))!.content;
    expect(parseYaml(c2.split('---\n')[1]!).aliases).toEqual([HOSTILE.replace(/\s+/g, ' ').trim()]);
  });

  it('links the debate note to every concept', () => {
    expect(byPath.get('Is a hot dog a sandwich.md')).toContain('## Personas\n\n- [[Structuralist]]\n');
  });

  it('resolves every [[link]] to a note of the vault', () => {
    const notes = new Set(files.map((f) => f.path.replace(/\.md$/, '').toLowerCase()));
    for (const f of files) {
      for (const m of f.content.matchAll(/\[\[([^\]|]+)(?:\|[^\]]*)?\]\]/g)) expect(notes.has(m[1]!.toLowerCase()), `${f.path}: [[${m[1]}]]`).toBe(true);
    }
  });

  it('turns a [[link]] in debate text into a link when it names a card, else into text', () => {
    const withLinks: DebateGraph = { ...graph, nodes: graph.nodes.map((n) => (n.id === 'c1' ? { ...n, text: 'see [[Structuralist]] and [[Nobody]]' } : n)) };
    const c1 = exportObsidianVault(debateSubject(withLinks, slug)).find((f) => f.path.startsWith('c1 '))!.content;
    expect(c1).toContain('- **Claim**: see [[Structuralist]] and Nobody');
  });

  it('makes names file-safe', () => {
    expect(fileSafeName('a/b:c*?"<>|#^[x]')).toBe('a b c x');
    expect(fileSafeName('CON')).toBe('CON _');
    // Windows takes a device name with any extension for the device (probe 34, D2): marked before its first dot.
    expect(['aux.txt', 'nul.md', 'prn.tar.gz', 'Con.md', 'COM¹.md', 'LPT².md', 'com1'].map(fileSafeName)).toEqual(['aux _.txt', 'nul _.md', 'prn _.tar.gz', 'Con _.md', 'COM¹ _.md', 'LPT² _.md', 'com1 _']);
    expect(['auxiliary.md', 'con-tract', 'nully'].map(fileSafeName)).toEqual(['auxiliary.md', 'con-tract', 'nully']);
    // Spaces before the dot do not hide one; the console's own names neither (review 2026-12-05f).
    expect(['AUX .md', 'CONIN$', 'conout$.md'].map(fileSafeName)).toEqual(['AUX _.md', 'CONIN$ _', 'conout$ _.md']);
    expect(fileSafeName('...hidden.')).toBe('hidden');
    expect(fileSafeName('??')).toBe('untitled');
    expect(Array.from(fileSafeName('長'.repeat(300))).length).toBe(60);
  });

  it('merges the atlas into one vault with a note per debate', () => {
    const other: DebateGraph = { topic: 'Second', meta: { tags: [] }, nodes: [{ id: asNodeId('p9'), type: 'persona', label: 'structuralist' }], edges: [] };
    const { atlas } = mergeDebates([{ slug, file: 'd.json', graph }, { slug: 'e' as DebateSlug, file: 'e.json', graph: other }]);
    const vault = exportObsidianVault(atlasSubject(atlas, 'Atlas', (s) => (s === 'd' ? 'First' : 'Second')));
    const persona = vault.find((f) => f.path === 'Structuralist.md')!.content;
    expect(parseYaml(persona.split('---\n')[1]!).debates).toEqual(['d', 'e']);
    expect(persona).toContain('- **Debates**: [[First]], [[Second]]');
    expect(vault.map((f) => f.path)).toContain('Second.md');
  });

  it('zips to the same bytes every time', () => {
    const a = zipFiles(files, 'vault'), b = zipFiles(exportObsidianVault(debateSubject(graph, slug, 'Is a hot dog a sandwich?')), 'vault');
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    const unzipped = unzipSync(a);
    expect(strFromU8(unzipped['vault/Structuralist.md']!)).toBe(byPath.get('Structuralist.md'));
  });
});

describe('the strict XML check the tests rely on', () => {
  it('refuses what XML 1.0 forbids', () => {
    for (const bad of ['<a>&</a>', '<a>\u0001</a>', '<a x="<"/>', '<a><b></a>', '<a x="1" x="2"/>', '<p:a/>']) expect(() => parseXmlStrict(bad), bad).toThrow();
    expect(() => parseXmlStrict('<a b="&#10;">&amp;&apos;\uFFFD</a>')).not.toThrow();
  });
});
