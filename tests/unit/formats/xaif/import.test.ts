// xAIF as an input format: an OVA export, a mining pipeline's output and a panel
// dialogue (tests/fixtures/xaif, written in the shapes those tools write), what each
// becomes, what is reported, and the variations real files show.
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../../src/lib/archive/processDebate.ts';
import { formatDiagnostic } from '../../../../src/lib/core/diagnostics.ts';
import type { DebateSlug } from '../../../../src/lib/core/ids.ts';
import { interpretSource } from '../../../../src/lib/formats/registry.ts';
import type { DebateGraph } from '../../../../src/lib/graph/types.ts';
import { buildConceptIndex } from '../../../../src/lib/render/conceptCards.ts';
import { inlineHtml, plainText } from '../../../../src/lib/render/inlineMarkdown.ts';
import { fixtureIn, textSource } from '../../fixtureSource.ts';

const xaif = fixtureIn('xaif');
function graphOf(name: string): { graph: DebateGraph; warnings: string[] } {
  const result = processDebate(xaif(name), name.replace('.json', '') as DebateSlug);
  if (!result.ok) throw new Error(result.diagnostics.map(formatDiagnostic).join('\n'));
  expect(result.value.format).toBe('xaif');
  return { graph: result.value.graph, warnings: result.diagnostics.filter((d) => d.code !== 'self-check').map(formatDiagnostic) };
}
const edgeList = (g: DebateGraph) => g.edges.map((e) => `${e.source} ${e.type} ${e.target}${e.reading ? ` (${e.reading})` : ''}`);
const read = (value: unknown) => interpretSource(textSource('v.json', JSON.stringify(value, null, 1)));

describe('an OVA export', () => {
  const { graph, warnings } = graphOf('ova-export.json');

  it('makes claims of I-nodes and personas of participants, named as written', () => {
    expect(graph.nodes.map((n) => [n.id, n.type, n.label])).toEqual([
      ['2_1733050000', 'claim', 'The city should close its centre to private cars'],
      ['5_1733050000', 'claim', 'Air pollution in the centre is making children ill'],
      ['11_1733050000', 'claim', 'Shops in the centre depend on customers who drive'],
      ['1', 'persona', 'Maya Okafor'],
      ['2', 'persona', 'Tomas Lind'],
      ['3', 'persona', 'Ines Alvarez'],
    ]);
    expect(warnings).toEqual([]);
  });

  it('makes every inference and conflict a relation, its scheme kept, and each assertion a stated stance', () => {
    expect(edgeList(graph)).toEqual([
      '5_1733050000 supports 2_1733050000',
      '11_1733050000 opposes 2_1733050000',
      '1 supports 2_1733050000 (stated)',
      '1 supports 5_1733050000 (stated)',
      '2 supports 11_1733050000 (stated)',
    ]);
    expect(graph.edges[0]!.text).toBe('Argument From Consequences (scheme 12)');
    expect(graph.edges[1]!.text).toBe('scheme 71');
    expect(graph.edges[2]!.text).toBe('Asserting');
  });

  it('gives each claim the passage it was mined from, who said it, when and in what order', () => {
    expect(graph.nodes[1]!.source).toEqual({
      line: 7, round: 2, speaker: 'Maya Okafor', time: '2024-05-14 19:02:31',
      quote: 'the air on the ring road is making children ill & the clinics see it',
    });
    expect(graph.edges[1]!.provenance).toMatchObject({ speaker: 'Tomas Lind', round: 3, quote: 'Half my customers come by car.' });
  });

  it('puts the passage on the claim\'s card', () => {
    const card = buildConceptIndex(graph).byId.get(graph.nodes[0]!.id)!;
    expect(card.passage).toEqual({ quote: 'We should close the centre to private cars', speaker: 'Maya Okafor', time: '2024-05-14 19:02:10' });
    expect(buildConceptIndex(graph).byId.get(graph.nodes[3]!.id)!.supports.map((l) => l.id)).toEqual(['2_1733050000', '5_1733050000']);
  });
});

describe('a mining pipeline\'s output', () => {
  const { graph, warnings } = graphOf('mining-pipeline.json');

  it('reads numeric ids, null tables, `text` as { txt }, and the personId spelling', () => {
    expect(graph.nodes.filter((n) => n.type === 'persona').map((n) => [n.id, n.label])).toEqual([['0', 'Speaker 1'], ['1', 'Speaker 2']]);
    expect(edgeList(graph)).toEqual([
      '6 supports 4', '8 opposes 4',
      '0 supports 4 (stated)', '0 supports 6 (stated)', '1 supports 8 (stated)', '1 supports 10 (stated)',
    ]);
    expect(graph.nodes.find((n) => n.id === '8')!.source).toMatchObject({ speaker: 'Speaker 2', quote: 'the toll pays for the repairs', round: 3 });
  });

  it('reports each underspecified relation with its place, and keeps the rest', () => {
    expect(warnings).toEqual([
      'tests/fixtures/xaif/mining-pipeline.json:19:7: warning [not-imported] AIF.nodes[14]: RA node "14" has no conclusion I-node (an underspecified relation); not imported',
      'tests/fixtures/xaif/mining-pipeline.json:20:7: warning [not-imported] AIF.nodes[15]: CA node "15" has no conclusion I-node (an underspecified relation); not imported',
    ]);
  });
});

describe('a dialogue with several participants', () => {
  const { graph, warnings } = graphOf('panel-dialogue.json');

  it('reads every illocution: asserting and agreeing support, conceding concedes, a question only mentions', () => {
    expect(warnings).toEqual([]);
    expect(edgeList(graph).slice(4)).toEqual([
      'p1 mentions I1 (mentioned)',
      'p2 supports I2 (stated)',
      'p2 supports I1 (stated)',
      'p2 supports I3 (stated)',
      'p3 supports I4 (stated)',
      'p2 supports I5 (stated)',
      'p3 concedes I3 (stated)',
    ]);
  });

  it('keeps a two-premise inference one argument and a rephrase a refinement', () => {
    expect(graph.edges.slice(0, 4).map((e) => `${e.source} ${e.type} ${e.target}: ${e.text ?? ''}`)).toEqual([
      'I2 supports I1: one argument of 2 linked premises',
      'I3 supports I1: one argument of 2 linked premises',
      'I4 opposes I1: ',
      'I5 refines I4: ',
    ]);
  });

  it('orders locutions by their transitions, quoting a locution\'s words without its speaker when `text` is empty', () => {
    expect(graph.nodes.filter((n) => n.type === 'claim').map((n) => `${n.source?.round} ${n.source?.quote}`)).toEqual([
      '1 Should the library open on Sundays?',
      '2 Yes, Sunday is when families are free',
      '3 and students need the quiet rooms before Monday exams',
      '4 Staff would have no weekend at all',
      '5 in other words, the staff would burn out',
    ]);
  });
});

describe('variations real files show', () => {
  it('reads a bare AIF object: no edges, locutions or participants, no text, no OVA', () => {
    const result = read({ AIF: { nodes: [{ nodeID: 1, text: 'Only claim', type: 'I' }] } });
    expect(result.ok && result.value.graph.nodes).toEqual([{ id: '1', type: 'claim', label: 'Only claim', text: 'Only claim', contested: false }]);
  });

  it('reports a dangling edge, a locution of an unknown participant and a duplicate id, and reads on', () => {
    const result = read({
      AIF: {
        nodes: [{ nodeID: 'a', text: 'A', type: 'I' }, { nodeID: 'a', text: 'again', type: 'I' }, { nodeID: 'l', text: 'x', type: 'L' }],
        edges: [{ fromID: 'a', toID: 'gone' }],
        locutions: [{ nodeID: 'l', personID: 9 }],
        participants: null,
        schemefulfillments: null,
      },
      text: null,
    });
    expect(result.ok).toBe(true);
    expect(result.diagnostics.map((d) => `${d.severity} ${d.path}: ${d.message}`)).toEqual([
      'warning AIF.nodes[1].nodeID: nodeID "a" is used by an earlier node; this one is not imported',
      'warning AIF.edges[0]: no node has nodeID "gone"; this edge is not imported',
      'warning AIF.locutions[0].personID: no participant has participantID "9"; its locution has no speaker',
    ]);
  });

  it('says where a wrong shape is, in AIF\'s terms', () => {
    const result = read({ AIF: { nodes: [{ text: 'no id', type: 'I' }] } });
    expect(result.diagnostics.map((d) => `${d.path}: ${d.message}`)).toEqual(['AIF.nodes[0].nodeID: expected an id (a string or a whole number)']);
  });
});

describe('character references in the analysed text (HTML): decoded once, when read', () => {
  const withText = (text: string, lNodeText = 'Ann Lee: hello') => read({
    AIF: {
      nodes: [{ nodeID: '1', text: 'Claim one', type: 'I' }, { nodeID: '2', text: lNodeText, type: 'L' }, { nodeID: '3', text: 'Asserting', type: 'YA' }],
      edges: [{ fromID: '2', toID: '3' }, { fromID: '3', toID: '1' }],
      locutions: [{ nodeID: '2', personID: 1 }], participants: [{ participantID: 1, firstname: 'Ann', surname: 'Lee' }],
    },
    text,
  });

  it('decodes numeric and named references once: the quote is the text, and the card shows it as it is', () => {
    const result = withText('<span id="node2">don&#8217;t caf&#233; &#x1F600; a&nbsp;b &eacute;&hellip; &amp;lt;b&amp;gt; AT&T &bogus; &lt;i&gt;</span>');
    if (!result.ok) throw new Error(result.diagnostics.map(formatDiagnostic).join('\n'));
    const graph = result.value.graph;
    const quote = graph.nodes[0]!.source?.quote;
    // Log text is Markdown: the `&` of the text `&lt;b&gt;` is escaped so Markdown shows it as is.
    expect(quote).toBe('don\u2019t caf\u00e9 \u{1F600} a b \u00e9\u2026 \\&lt;b\\&gt; AT&T &bogus; <i>');
    expect(plainText(quote!)).toBe('don\u2019t caf\u00e9 \u{1F600} a b \u00e9\u2026 &lt;b&gt; AT&T &bogus; <i>');
    const card = buildConceptIndex(graph).byId.get(graph.nodes[0]!.id)!;
    expect(card.passage?.quote).toBe(quote);
    // The card's HTML shows the same characters: nothing decoded a second time.
    expect(inlineHtml(card.passage!.quote)).toBe('don\u2019t caf\u00e9 \u{1F600} a b \u00e9\u2026 &amp;lt;b&amp;gt; AT&amp;T &amp;bogus; &lt;i&gt;');
  });

  it('lists 20 refused references of a field, then counts the rest', () => {
    const result = withText(`<span id="node2">${Array.from({ length: 30 }, (_, i) => `&#${i + 1};`).join(' ')}</span>`);
    const messages = result.diagnostics.map((d) => d.message);
    expect(messages).toHaveLength(21);
    expect(messages[20]).toBe('7 more refused character references in this field'); // &#9;, &#10; and &#13; are text
  });

  it('refuses a reference to a control character or to no character, located, every one at once', () => {
    const result = withText('<span id="node2">esc &#27;[31m nul &#0; csi &#x9b; sur &#xD800; nonchar &#xFFFF; big &#1114112; huge &#99999999999999999999; again &#27;</span>', 'Ann Lee: bell &#7;');
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.path}: ${d.message}`)).toEqual([
      ...['&#27; names a control character U+001B (ESC)', '&#0; names a control character U+0000 (NUL)', '&#x9b; names a control character U+009B',
        '&#xD800; names a lone surrogate U+D800', '&#xFFFF; names the noncharacter U+FFFF', '&#1114112; names no character (past U+10FFFF)',
        '&#99999999999999999999; names no character (past U+10FFFF)']
        .map((what) => `44:10 control-character text: the character reference ${what}, which is not allowed in a debate (pages and the feed cannot carry it); remove it`),
      '11:13 control-character AIF.nodes[1].text: the character reference &#7; names a control character U+0007 (BEL), which is not allowed in a debate (pages and the feed cannot carry it); remove it',
    ]);
  });
});

// Probe 36 X3: only the references inside a locution's span were checked; the rest of the
// text, which formats.md says is checked too, let `&#0;` and `&#x0000001b;` through.
it('refuses a refused reference outside every span as well', () => {
  const result = read({
    AIF: { nodes: [{ nodeID: '1', text: 'Claim one', type: 'I' }], edges: [] },
    text: 'before &#0; <span id="node2">fine</span> after &#x0000001b; and &#xD800;',
  });
  expect(result.ok).toBe(false);
  expect(result.diagnostics.map((d) => d.message.split(',')[0])).toEqual([
    'the character reference &#0; names a control character U+0000 (NUL)',
    'the character reference &#x0000001b; names a control character U+001B (ESC)',
    'the character reference &#xD800; names a lone surrogate U+D800',
  ]);
});

describe('budgets of the AIF argument layer, shared by AIF and xAIF', () => {
  const fan = (premises: number, conclusions: number) => {
    const nodes = [{ nodeID: 's', text: 'Default Inference', type: 'RA' }];
    const edges: Array<{ fromID: string; toID: string }> = [];
    for (let i = 0; i < premises; i++) { nodes.push({ nodeID: `p${i}`, text: `P${i}`, type: 'I' }); edges.push({ fromID: `p${i}`, toID: 's' }); }
    for (let i = 0; i < conclusions; i++) { nodes.push({ nodeID: `c${i}`, text: `C${i}`, type: 'I' }); edges.push({ fromID: 's', toID: `c${i}` }); }
    return { nodes, edges };
  };

  it('refuses a scheme node past the fan-in limit, naming the limit, in both formats', () => {
    const plain = read(fan(300, 1));
    expect(plain.ok).toBe(false);
    expect(plain.diagnostics.map((d) => `${d.path}: ${d.message}`)).toEqual(['nodes[0]: RA node "s" has 300 premises; at most 256 per scheme node (the AIF fan-in limit)']);
    const wrapped = read({ AIF: fan(300, 1) });
    expect(wrapped.diagnostics.map((d) => `${d.path}: ${d.message}`)).toEqual(['AIF.nodes[0]: RA node "s" has 300 premises; at most 256 per scheme node (the AIF fan-in limit)']);
  });

  it('refuses a scheme node past the fan-out limit', () => {
    expect(read({ AIF: fan(2, 17) }).diagnostics.map((d) => d.message)).toEqual(['RA node "s" has 17 conclusions; at most 16 per scheme node (the AIF fan-out limit)']);
  });

  it('refuses a debate whose scheme nodes make more than 200,000 relations, at the node past the budget', () => {
    const nodes = [...fan(256, 16).nodes.slice(1)];
    const edges: Array<{ fromID: string; toID: string }> = [];
    for (let k = 0; k < 50; k++) {
      nodes.push({ nodeID: `s${k}`, text: 'Default Inference', type: 'RA' });
      for (let i = 0; i < 256; i++) edges.push({ fromID: `p${i}`, toID: `s${k}` });
      for (let i = 0; i < 16; i++) edges.push({ fromID: `s${k}`, toID: `c${i}` });
    }
    expect(read({ nodes, edges }).diagnostics.map((d) => `${d.path}: ${d.message}`)).toEqual([
      'nodes[320]: the scheme nodes make more than 200000 relations; at most 200000 per debate (the AIF relation budget)',
    ]);
  });

  it('refuses a map of one scheme node with 4,000 premises and 4,000 conclusions at once (once 16 million relations)', () => {
    const result = read(fan(4_000, 4_000));
    expect(result.diagnostics.map((d) => d.code)).toEqual(['aif-budget']);
  });

  it('reads a wide but allowed scheme node as one relation per premise and conclusion', () => {
    const result = read(fan(256, 2));
    expect(result.ok && result.value.graph.edges).toHaveLength(512);
  });
});

describe('debate-atlas\'s own xAIF edited in another tool', () => {
  const graph: DebateGraph = {
    topic: 'T', meta: { tags: [] },
    nodes: [
      { id: 'c1' as never, type: 'claim', label: 'One', text: 'One' },
      { id: 'c2' as never, type: 'claim', label: 'Two', text: 'Two' },
      { id: 'd' as never, type: 'domain', label: 'D' },
    ],
    edges: [{ source: 'c2', target: 'c1', type: 'supports' }, { source: 'c1', target: 'd', type: 'belongs_to' }],
  };
  const doc = {
    AIF: {
      nodes: [{ nodeID: 'c1', text: 'One, reworded in OVA', type: 'I' }, { nodeID: 'c3', text: 'Added in OVA', type: 'I' }],
      edges: [], locutions: [], participants: [],
    },
    debateAtlas: graph,
  };

  it('keeps the AIF layer\'s text and additions, and reports what it no longer has', () => {
    const result = read(doc);
    expect(result.ok && result.value.graph.nodes.map((n) => [n.id, n.text ?? n.label])).toEqual([['c1', 'One, reworded in OVA'], ['d', 'D'], ['c3', 'Added in OVA']]);
    expect(result.ok && edgeList(result.value.graph)).toEqual(['c1 belongs_to d']);
    expect(result.diagnostics.map((d) => `${d.path}: ${d.message}`)).toEqual([
      'debateAtlas.nodes[1]: node "c2" is not in the AIF layer (removed in another tool?); left out',
      'debateAtlas.edges[0]: relation "c2" supports "c1" has an end the AIF layer no longer has; left out',
    ]);
  });
});

describe('locutions no participant is tied to', () => {
  it('keep the claim\'s passage and are reported once, counted', () => {
    const result = read({
      AIF: {
        nodes: [{ nodeID: 1, text: 'Ann: tea is better', type: 'L' }, { nodeID: 2, text: 'Asserting', type: 'YA' }, { nodeID: 3, text: 'Tea is better', type: 'I' }],
        edges: [{ fromID: 1, toID: 2 }, { fromID: 2, toID: 3 }],
      },
    });
    expect(result.ok && result.value.graph.nodes[0]!.source).toEqual({ line: 4, round: 1, quote: 'Ann: tea is better' });
    expect(result.ok && result.value.graph.edges).toEqual([]);
    expect(result.diagnostics.map((d) => `${d.path}: ${d.message}`)).toEqual(['AIF.nodes[0]: 1 locution has no participant in `locutions`: what they anchor is no one\'s stance']);
  });
});
