// MDX notes: every component tag found with its line (code left alone), each reference
// checked against the archive with a located error.
import { describe, expect, it } from 'vitest';
import type { DebateGraph } from '../../../src/lib/graph/types.ts';
import { formatDiagnostic } from '../../../src/lib/core/diagnostics.ts';
import type { DebateSlug, NodeId } from '../../../src/lib/core/ids.ts';
import { localGraph } from '../../../src/lib/notes/localGraph.ts';
import { checkNoteTags, scanNoteTags, type NoteArchive } from '../../../src/lib/notes/noteReferences.ts';

const note = [
  '---',
  'title: T',
  '---',
  'Text <Claim ref="2026/a:c1" /> inline.',
  '<DebateGraph slug="2026/a" focus="c2" depth={2}/>',
  "<Persona name='Ada  Berg'/>",
  '`<Claim ref="x:code" />`',
  '```mdx',
  '<Claim ref="x:fenced" />',
  '```',
  '<Claim ref="2026/a:c404"/>',
  '<DebateGraph slug="2026/b" />',
  '<DebateGraph slug="2026/a" focus="c1" depth={9} />',
  '<Persona name="Nobody" />',
  '<Claim />',
  '<Claim ref="no-colon" />',
].join('\n');

const archive: NoteArchive = {
  hasDebate: (slug: DebateSlug) => slug === '2026/a',
  hasNode: (slug: DebateSlug, id: NodeId) => slug === '2026/a' && ['c1', 'c2'].includes(id),
  hasPersona: (name) => name === 'ada berg',
};

describe('scanNoteTags', () => {
  it('finds each tag with line, column and attributes, skipping code', () => {
    const tags = scanNoteTags(note);
    expect(tags.slice(0, 3)).toEqual([
      { component: 'Claim', attributes: { ref: '2026/a:c1' }, line: 4, column: 6 },
      { component: 'DebateGraph', attributes: { slug: '2026/a', focus: 'c2', depth: '2' }, line: 5, column: 1 },
      { component: 'Persona', attributes: { name: 'Ada  Berg' }, line: 6, column: 1 },
    ]);
    expect(tags.map((t) => t.attributes['ref'])).not.toContain('x:code');
    expect(tags.map((t) => t.attributes['ref'])).not.toContain('x:fenced');
    expect(tags).toHaveLength(9);
  });
});

describe('checkNoteTags', () => {
  const { references, diagnostics } = checkNoteTags('content/notes/n.mdx', scanNoteTags(note), archive);

  it('resolves good references (persona names normalised as the merge does)', () => {
    expect(references).toEqual([
      { kind: 'claim', debate: '2026/a', node: 'c1', line: 4 },
      { kind: 'graph', debate: '2026/a', focus: 'c2', depth: 2, line: 5 },
      { kind: 'persona', name: 'Ada  Berg', line: 6 },
    ]);
  });

  it('fails every broken one with file, line and what is missing', () => {
    expect(diagnostics.map(formatDiagnostic)).toEqual([
      'content/notes/n.mdx:11:1: error [note-reference] <Claim>: ref "2026/a:c404": debate "2026/a" has no node "c404"',
      'content/notes/n.mdx:12:1: error [note-reference] <DebateGraph>: slug "2026/b": no such debate',
      'content/notes/n.mdx:13:1: error [note-reference] <DebateGraph>: depth "9" must be a whole number from 0 to 3',
      'content/notes/n.mdx:14:1: error [note-reference] <Persona>: name "Nobody": no persona of that name in the archive',
      'content/notes/n.mdx:15:1: error [note-reference] <Claim>: needs ref="<debate slug>:<node id>"',
      'content/notes/n.mdx:16:1: error [note-reference] <Claim>: ref "no-colon" is not "<debate slug>:<node id>"',
    ]);
  });
});

describe('localGraph', () => {
  const id = (s: string) => s as NodeId;
  const graph: DebateGraph = {
    topic: 't', meta: { tags: [] },
    nodes: ['a', 'b', 'c', 'd'].map((n) => ({ id: id(n), type: 'claim', label: n })),
    edges: [{ source: 'a', target: 'b', type: 'supports' }, { source: 'c', target: 'b', type: 'opposes' }, { source: 'd', target: 'c', type: 'supports' }],
  };
  const layout = { width: 1000, height: 1000, points: [{ id: id('a'), x: 100, y: 100 }, { id: id('b'), x: 200, y: 100 }, { id: id('c'), x: 300, y: 300 }, { id: id('d'), x: 900, y: 900 }] };

  it('keeps the focus and its neighbours up to depth, in either direction, with a cropped layout', () => {
    const one = localGraph(graph, layout, id('b'), 1);
    expect(one.graph.nodes.map((n) => n.id)).toEqual(['a', 'b', 'c']);
    expect(one.graph.edges).toHaveLength(2);
    expect(one.layout).toEqual({ width: 320, height: 320, points: [{ id: 'a', x: 60, y: 60 }, { id: 'b', x: 160, y: 60 }, { id: 'c', x: 260, y: 260 }] });
    expect(localGraph(graph, layout, id('b'), 2).graph.nodes).toHaveLength(4);
    expect(localGraph(graph, layout, id('d'), 0).graph.nodes.map((n) => n.id)).toEqual(['d']);
  });
});

describe('degenerate notes (linear scan)', () => {
  it('tags that never close, one after another, are none; a real tag after them is found on its line', () => {
    const text = `${'<Claim '.repeat(20_000)}\n${'<Persona a={ '.repeat(5_000)}\n${'<'.repeat(20_000)}\n<Persona name="Ada"/>`;
    expect(scanNoteTags(text)).toEqual([{ component: 'Persona', attributes: { name: 'Ada' }, line: 4, column: 1 }]);
  });

  it('a long attribute name without "=" and braces full of spaces read as written', () => {
    const text = `<Claim ${'x'.repeat(50_000)} ref={ ${' '.repeat(50_000)}"a:c1"  } />`;
    expect(scanNoteTags(text)).toEqual([{ component: 'Claim', attributes: { ref: 'a:c1' }, line: 1, column: 1 }]);
  });
});
