// AIF as an input format (analysis spec §B1): detection ahead of the intermediate graph,
// located errors, what is imported from an AIFdb map, and the round trip
// export → import → export over every debate of the sample archive.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../../src/lib/archive/processDebate.ts';
import { formatDiagnostic } from '../../../../src/lib/core/diagnostics.ts';
import { slugFromContentPath, type DebateSlug } from '../../../../src/lib/core/ids.ts';
import { exportAif } from '../../../../src/lib/export/exportAif.ts';
import { interpretSource } from '../../../../src/lib/formats/registry.ts';
import { decodeSource } from '../../../../src/lib/parse/source.ts';
import { AIF_CLAIM_TYPES } from '../../../../src/lib/formats/aif/schema.ts';
import { fixtureIn, textSource } from '../../fixtureSource.ts';

const aif = fixtureIn('aif');
const read = (file: string, text: string) => processDebate(textSource(file, text), 'x' as DebateSlug);

describe('AIF detection', () => {
  it('reads AIF as AIF and a graph with nodes/edges still as an intermediate graph', () => {
    const map = interpretSource(aif('aifdb-map.json'));
    expect(map.ok && map.value.format).toBe('aif');
    const graph = interpretSource(textSource('g.json', JSON.stringify({ topic: 't', nodes: [{ id: 'a', type: 'claim', label: 'a' }], edges: [] })));
    expect(graph.ok && graph.value.format).toBe('intermediate');
  });
});

describe('AIF errors, located', () => {
  it('names dangling edge and locution ids and unknown node types, all at once', () => {
    const result = interpretSource(aif('broken.json'));
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      'tests/fixtures/aif/broken.json:5:43: error [unknown-node-type] nodes[2].type: unknown node type "XA"; AIF types: I, L, RA, CA, MA, PA, TA, YA',
      'tests/fixtures/aif/broken.json:9:45: error [missing-reference] edges[1].toID: no node has nodeID "nowhere"',
      'tests/fixtures/aif/broken.json:11:46: error [missing-reference] locutions[0].personID: no participant has participantID "p404"',
    ]);
  });

  it('says a file with AIF edges but no nodes array lacks `nodes`', () => {
    const result = read('m.json', '{\n  "edges": [{ "fromID": "a", "toID": "b" }]\n}\n');
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map(formatDiagnostic)).toEqual(['m.json:1:1: error [schema] nodes: is required']);
  });
});

describe('AIF import of an AIFdb map', () => {
  const result = processDebate(aif('aifdb-map.json'), 'aifdb-map' as DebateSlug);
  if (!result.ok) throw new Error(result.diagnostics.map(formatDiagnostic).join('\n'));
  const { graph } = result.value;

  it('makes claims of I-nodes and a persona of a participant, its locution its position', () => {
    expect(graph.topic).toBe('aifdb-map');
    expect(graph.nodes.map((n) => [n.id, n.type, n.label])).toEqual([
      ['101', 'claim', 'Cities should ban private cars downtown'],
      ['7', 'persona', 'Ann Lee'],
      ['103', 'claim', 'Deliveries still need access'],
      ['108', 'claim', 'Less noise'],
    ]);
    expect(graph.nodes[1]!.position).toBe('Air quality improves');
  });

  it('makes one relation per premise and conclusion of each scheme node', () => {
    expect(graph.edges).toEqual([
      { source: '7', target: '101', type: 'supports' },
      { source: '108', target: '101', type: 'supports' },
      { source: '103', target: '101', type: 'opposes' },
    ]);
    expect(graph.nodes[0]!.contested).toBe(true);
  });

  it('reports the dialogue layer it leaves out', () => {
    expect(result.diagnostics.map((d) => `${d.severity} ${d.path}: ${d.message}`)).toEqual([
      'warning nodes[5]: 1 locution (dialogue) nodes (L) and their edges are not imported: debate-atlas keeps the argument layer only',
      'warning nodes[6]: 1 illocution (dialogue) nodes (YA) and their edges are not imported: debate-atlas keeps the argument layer only',
    ]);
  });
});

describe('AIF round trip over the fixture archives', () => {
  // Every debate of the fixture sites that build (reading is a frozen copy of the sample
  // archive plus graph cases; formats, analysis and atlas add minutes, transcripts and
  // cross-debate links), not content/: a user's own debates must never break npm test.
  const root = path.resolve(import.meta.dirname, '../../../..');
  const archives = ['reading', 'formats', 'analysis', 'atlas'].map((site) => `tests/fixtures/sites/${site}/debates`);
  const files = archives.flatMap((dir) => fg.sync(`${dir}/**/*.{json,md}`, { cwd: root, ignore: ['**/_*', '**/_*/**', '**/*.corrections.json'] }).sort());

  it('finds debates in every fixture archive', () => {
    for (const dir of archives) expect(files.filter((f) => f.startsWith(`${dir}/`)).length, dir).toBeGreaterThan(0);
  });

  for (const file of files) {
    it(`${file}: export → import → export is identical`, () => {
      const decoded = decodeSource(file, readFileSync(path.join(root, file)));
      if (!decoded.ok) throw new Error(decoded.diagnostic.message);
      const original = processDebate(decoded.source, slugFromContentPath(file.replace(/^tests\/fixtures\/sites\/[^/]+\/debates\//, ''))!);
      if (!original.ok) throw new Error(original.diagnostics.map(formatDiagnostic).join('\n'));
      const first = exportAif(original.value.graph);
      const imported = read(`${file}.aif.json`, first.text);
      expect(imported.ok && imported.value.format).toBe('aif');
      if (!imported.ok) return;
      expect(imported.diagnostics).toEqual([]);
      expect(exportAif(imported.value.graph).text).toBe(first.text);

      const { graph } = original.value;
      const claimLike = graph.nodes.filter((n) => AIF_CLAIM_TYPES.has(n.type)).length;
      const personas = graph.nodes.filter((n) => n.type === 'persona').length;
      expect(imported.value.graph.nodes.filter((n) => n.type === 'claim')).toHaveLength(claimLike);
      expect(imported.value.graph.nodes.filter((n) => n.type === 'persona')).toHaveLength(personas);
      expect(imported.value.graph.edges.length + first.report.leftOutEdges.length).toBe(graph.edges.length);
      expect(imported.value.title).toBe(original.value.graph.topic);
    });
  }
});

describe('AIF round trip of odd names and ids', () => {
  it('keeps hostile ids, a full-width space in a name, and a persona without a position', () => {
    const fixture = processDebate(aif('../logs/hostile-ids.json'), 'h' as DebateSlug);
    if (!fixture.ok) throw new Error(fixture.diagnostics.map(formatDiagnostic).join('\n'));
    const graph = structuredClone(fixture.value.graph);
    graph.nodes.push({ id: 'p-wide' as never, type: 'persona', label: 'ＡＤＡ　ＢＥＲＧ' });
    const first = exportAif(graph).text;
    const back = read('h.json', first);
    expect(back.ok).toBe(true);
    if (back.ok) expect(exportAif(back.value.graph).text).toBe(first);
  });
});

describe('AIF edges that repeat or loop (probe 6, AF1 and AF9)', () => {
  const map = (edges: Array<[string, string, string?]>) => JSON.stringify({
    nodes: [{ nodeID: '1', text: 'A claim', type: 'I' }, { nodeID: '2', text: 'Another', type: 'I' }, { nodeID: '9', text: 'Default Inference', type: 'RA' }],
    edges: edges.map(([fromID, toID, edgeID], i) => ({ edgeID: edgeID ?? `e${i}`, fromID, toID })),
  });
  const relations = (text: string) => {
    const result = read('m.json', text);
    if (!result.ok) throw new Error(result.diagnostics.map(formatDiagnostic).join('\n'));
    return { edges: result.value.graph.edges.map((e) => `${e.source} ${e.type} ${e.target}`), warnings: result.diagnostics.map((d) => d.code) };
  };

  it("leaves out a claim's relation to itself, with a located warning, and keeps the others", () => {
    const { edges, warnings } = relations(map([['1', '9'], ['2', '9'], ['9', '1']]));
    expect(edges).toEqual(['2 supports 1']);
    expect(warnings).toContain('self-relation');
  });

  it('draws a repeated edge once, and refuses an edgeID used twice', () => {
    expect(relations(map([['1', '9'], ['1', '9'], ['9', '2']])).edges).toEqual(['1 supports 2']);
    const result = read('m.json', map([['1', '9', 'e1'], ['9', '2', 'e1']]));
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => `${d.code} ${d.path}`)).toEqual(['duplicate-id edges[1].edgeID']);
  });
});

// Probe 34, A1: AIFdb's locutions name L-nodes, never I-nodes, so the first-locution rule
// gave every speaker of a corpus file no position and no stance.
describe('an AIFdb corpus file with its dialogue layer', () => {
  const file = 'tests/fixtures/probe-2026-12-34/cases/a01-aifdb-corpus.json';
  const result = read('a01-aifdb-corpus.json', readFileSync(path.resolve(import.meta.dirname, '../../../..', file), 'utf8'));

  it('reads each illocution to a claim as its speaker\'s stance, with the locution as its source', () => {
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { graph } = result.value;
    expect(result.value.format).toBe('aif');
    const bernie = graph.nodes.find((n) => n.type === 'persona' && n.label === 'Bernie Sanders')!;
    const stance = graph.edges.find((e) => e.source === bernie.id && e.target === '501');
    expect(stance).toMatchObject({ type: 'supports', reading: 'stated', text: 'Asserting' });
    // The claim stays a claim (not folded into the persona as its position), sourced from the locution.
    expect(graph.nodes.find((n) => n.id === '501')).toMatchObject({ type: 'claim', source: { speaker: 'Bernie Sanders' } });
    expect(graph.nodes.filter((n) => n.type === 'persona').map((n) => n.label)).toEqual(['Bernie Sanders', 'Hillary Clinton']);
  });

  it('says nothing of dialogue nodes it read, and keeps the file\'s name as its topic', () => {
    expect(result.diagnostics.map(formatDiagnostic).filter((d) => /\((?:L|YA)\) and their edges are not imported/.test(d))).toEqual([]);
    expect(result.ok && result.value.graph.topic).toBe('a01-aifdb-corpus');
  });
});

// Review 2026-12-05f, #4: a file mixing a locution on an I-node (Ann) with AIFdb's dialogue
// (Bob) went whole through the dialogue reading, which dropped Ann's position unsaid.
describe('an AIF file mixing both kinds of locution', () => {
  it('keeps the first-locution reading, with the dialogue nodes reported as before', () => {
    const file = 'tests/fixtures/review-2026-12-05f/aif/a1-mixed.json';
    const result = read('a1-mixed.json', readFileSync(path.resolve(import.meta.dirname, '../../../..', file), 'utf8'));
    expect(result.ok && result.value.graph.nodes.find((n) => n.label === 'Ann Lee')).toMatchObject({ type: 'persona', position: 'Cities should ban cars downtown' });
    expect(result.diagnostics.map((d) => d.message).filter((m) => /\((?:L|YA)\) and their edges are not imported/.test(m))).toHaveLength(2);
  });
});
