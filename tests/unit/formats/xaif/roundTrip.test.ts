// The xAIF download of a debate of any format reads back to the same graph: every debate
// of the fixture sites (roundtable logs, intermediate graphs, AIF, transcripts, minutes)
// and the xAIF fixtures themselves, exported and read by the xAIF reader.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../../src/lib/archive/processDebate.ts';
import { formatDiagnostic } from '../../../../src/lib/core/diagnostics.ts';
import { slugFromContentPath, type DebateSlug } from '../../../../src/lib/core/ids.ts';
import { exportIntermediateJson } from '../../../../src/lib/export/exportGraphJson.ts';
import { exportXaif, xaifDocument } from '../../../../src/lib/export/exportXaif.ts';
import { interpretSource } from '../../../../src/lib/formats/registry.ts';
import { layoutGraph } from '../../../../src/lib/layout/layoutGraph.ts';
import { decodeSource } from '../../../../src/lib/parse/source.ts';
import { textSource } from '../../fixtureSource.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
// hostile: script injections, odd ids and control-adjacent text in every field of every format.
const archives = ['reading', 'formats', 'analysis', 'atlas', 'hostile'].map((site) => `tests/fixtures/sites/${site}/debates`);
const files = [
  ...archives.flatMap((dir) => fg.sync(`${dir}/**/*.{json,md}`, { cwd: root, ignore: ['**/_*', '**/_*/**', '**/*.corrections.json'] }).sort()),
  ...fg.sync('tests/fixtures/xaif/*.json', { cwd: root }).sort(),
  'tests/fixtures/aif/aifdb-map.json',
  'tests/fixtures/logs/hostile-ids.json',
];

const readOriginal = (file: string) => {
  const decoded = decodeSource(file, readFileSync(path.join(root, file)));
  if (!decoded.ok) throw new Error(decoded.diagnostic.message);
  const slug = slugFromContentPath(file.replace(/^tests\/fixtures\/(sites\/[^/]+\/debates\/)?/, '').replace(/\//g, '-')) ?? ('x' as DebateSlug);
  const original = processDebate(decoded.source, slug);
  if (!original.ok) throw new Error(original.diagnostics.map(formatDiagnostic).join('\n'));
  return { original: original.value, slug };
};

describe('xAIF export → read gives the same graph', () => {
  it('covers every fixture format (an intermediate graph below)', () => {
    const formats = new Set(files.map((f) => readOriginal(f).original.format));
    expect([...formats].sort()).toEqual(['aif', 'minutes', 'roundtable-kg', 'transcript', 'xaif']);
  });

  it('an intermediate graph (the intermediate.json download of a minutes file, provenance and all)', () => {
    const { original } = readOriginal('tests/fixtures/sites/formats/debates/ci-runner.md');
    const intermediate = interpretSource(textSource('ci-runner.intermediate.json', exportIntermediateJson(original.graph)));
    expect(intermediate.ok && intermediate.value.format).toBe('intermediate');
    if (!intermediate.ok) return;
    const back = interpretSource(textSource('ci-runner.xaif.json', exportXaif(intermediate.value.graph)));
    expect(back.ok && back.diagnostics).toEqual([]);
    expect(back.ok && back.value.graph).toEqual(intermediate.value.graph);
  });

  for (const file of files) {
    it(file, () => {
      const { original, slug } = readOriginal(file);
      const text = exportXaif(original.graph, layoutGraph(original.graph, slug));
      const back = interpretSource(textSource(`${file}.xaif.json`, text));
      expect(back.ok && back.value.format).toBe('xaif');
      if (!back.ok) return;
      expect(back.diagnostics.map(formatDiagnostic)).toEqual([]);
      expect(back.value.graph).toEqual(original.graph);
      // And exported again, the same bytes (probe 34, B2: a node's keys came back in another order).
      expect(exportXaif(back.value.graph, layoutGraph(back.value.graph, slug))).toBe(text);
    });
  }
});

describe('xAIF export for other tools', () => {
  const { original, slug } = readOriginal('tests/fixtures/sites/reading/debates/2026/ai-creativity.json');
  const layout = layoutGraph(original.graph, slug);
  const doc = xaifDocument(original.graph, layout);

  it('puts claims, personas and their stances in the AIF layer, with spans for every locution', () => {
    const claims = original.graph.nodes.filter((n) => n.type === 'claim');
    expect(doc.AIF.nodes.filter((n) => n.type === 'I').map((n) => n.nodeID)).toEqual(expect.arrayContaining(claims.map((c) => c.id)));
    expect(doc.AIF.participants.map((p) => p.firstname)).toEqual(original.graph.nodes.filter((n) => n.type === 'persona').map((n) => n.label));
    const locutions = doc.AIF.nodes.filter((n) => n.type === 'L');
    expect(locutions.length).toBeGreaterThan(0);
    expect(doc.AIF.locutions.map((l) => l.nodeID)).toEqual(locutions.map((l) => l.nodeID));
    for (const l of locutions) expect(doc.text).toContain(`id="node${l.nodeID}"`);
    expect(doc.AIF.nodes.filter((n) => n.type === 'TA')).toHaveLength(locutions.length - 1);
  });

  it('lays the OVA block out from the graph layout, a point per AIF node', () => {
    expect(doc.OVA.nodes.map((n) => n.nodeID)).toEqual(doc.AIF.nodes.map((n) => n.nodeID));
    const first = layout.points.find((p) => p.id === doc.AIF.nodes[0]!.nodeID)!;
    expect(doc.OVA.nodes[0]).toMatchObject({ x: Math.round(first.x * 10) / 10, y: Math.round(first.y * 10) / 10, visible: true });
  });

  it('is the same bytes for the same graph', () => {
    expect(exportXaif(original.graph, layout)).toBe(exportXaif(structuredClone(original.graph), layout));
  });
});
