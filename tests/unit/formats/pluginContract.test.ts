// The plugin contract (src/lib/formats/types.ts): a format registered through the registry
// alone, with no other file changed, is read, and its own hooks give the debate's outcome,
// the page places its nodes link back to, the per-line account, the list filter's word
// and the analysis rules. A format without the hooks gets what a plain graph gets.
import { afterEach, describe, expect, it } from 'vitest';
import { analysisRules, FULL_RULES } from '../../../src/lib/analysis/formatRules.ts';
import { lineReportOf } from '../../../src/lib/archive/lineReport.ts';
import { outcomeKind } from '../../../src/lib/archive/listing.ts';
import type { NodeId } from '../../../src/lib/core/ids.ts';
import { interpretSource, registerFormat, type FormatDocument } from '../../../src/lib/formats/registry.ts';
import type { FormatPlugin } from '../../../src/lib/formats/types.ts';
import type { GraphNode } from '../../../src/lib/graph/types.ts';
import type { NotInterpretedLine } from '../../../src/lib/parse/lineAccount.ts';
import { debateOutcome, outcomeView } from '../../../src/lib/render/debateOutcome.ts';
import { buildProvenance } from '../../../src/lib/render/provenance.ts';
import { textSource } from '../fixtureSource.ts';

/** A sketch: "%sketch <title>", then "- <claim>" lines; any other non-blank line is not read. */
interface Sketch { title: string; claims: Array<{ line: number; text: string }>; skipped: NotInterpretedLine[] }
interface SketchDocument { format: 'sketch'; sketch: Sketch }
interface SketchOutcome { kind: 'sketch'; line: string; claims: number }

const sketchFormat: FormatPlugin<'sketch', Sketch, SketchDocument, SketchOutcome> = {
  id: 'sketch',
  label: 'Sketch',
  kind: 'markdown',
  extension: '.md',
  shape: 'a sketch (.md starting with "%sketch")',
  detect: (input) => input.source.text.startsWith('%sketch'),
  parse: (input) => {
    const lines = input.source.text.split('\n');
    const sketch: Sketch = { title: lines[0]!.slice('%sketch'.length).trim(), claims: [], skipped: [] };
    lines.forEach((text, i) => {
      if (i === 0 || text.trim() === '') return;
      if (text.startsWith('- ')) sketch.claims.push({ line: i + 1, text: text.slice(2) });
      else sketch.skipped.push({ line: i + 1, text, section: 'sketch', reason: 'not a claim' });
    });
    return { ok: true, diagnostics: [], value: sketch };
  },
  toGraph: (sketch) => ({
    graph: {
      topic: sketch.title,
      meta: { tags: [] },
      nodes: sketch.claims.map((c, i): GraphNode => ({ id: `c${i + 1}` as NodeId, type: 'claim', label: c.text, source: { line: c.line } })),
      edges: [],
    },
    document: { format: 'sketch', sketch },
    title: sketch.title,
  }),
  outcome: ({ sketch }) => ({ kind: 'sketch', claims: sketch.claims.length, line: `Sketched ${sketch.claims.length} claims` }),
  outcomeFacet: (outcome) => (outcome.claims > 0 ? 'synthesis' : 'none'),
  outcomeView: (outcome) => ({ blocks: [{ name: 'sketched', headline: { strong: `${outcome.claims} claims sketched` } }] }),
  sourcePlaces: () => [{ anchor: 'sketch-body', label: 'The sketch', line: 2 }],
  lineReport: ({ sketch }) => ({
    account: { read: [1, ...sketch.claims.map((c) => c.line)], notInterpreted: sketch.skipped.map((s) => s.line), missed: [] },
    notes: [],
    notInterpreted: sketch.skipped,
  }),
  analysis: { status: false, cruxes: false, steelmen: false },
};

const TEXT = '%sketch Tabs or spaces\n- Tabs let each reader choose\n\n- Spaces look the same everywhere\nan aside\n';

/** The sketch read through the registry, as every stage receives it. */
function readSketch(): { document: FormatDocument; graph: Parameters<typeof debateOutcome>[1] } {
  const read = interpretSource(textSource('tabs.md', TEXT));
  if (!read.ok) throw new Error(read.diagnostics.map((d) => d.message).join('\n'));
  expect(read.value.format).toBe('sketch');
  return { document: read.value.document, graph: read.value.graph };
}

describe('a format registered through the registry alone', () => {
  let unregister: (() => void) | undefined;
  afterEach(() => unregister?.());

  it('gives its own outcome, its line in the list filter and its analysis rules', () => {
    unregister = registerFormat(sketchFormat);
    const { document, graph } = readSketch();
    const outcome = debateOutcome(document, graph);
    expect(outcome).toEqual({ kind: 'sketch', claims: 2, line: 'Sketched 2 claims' });
    expect(outcomeKind(outcome)).toBe('synthesis');
    // The page shows the outcome as the plugin describes it (DebateOutcome.astro names no format).
    expect(outcomeView(outcome)).toEqual({ blocks: [{ name: 'sketched', headline: { strong: '2 claims sketched' } }] });
    expect(analysisRules('sketch')).toMatchObject({ status: false, cruxes: false, steelmen: false });
  });

  it('links each node to the page place its hook names, and accounts for every line', () => {
    unregister = registerFormat(sketchFormat);
    const { document, graph } = readSketch();
    const provenance = buildProvenance(graph, document);
    expect(provenance.ofNode.get('c2' as NodeId)).toEqual({ anchor: 'sketch-body', label: 'The sketch', line: 2, sourceLine: 4 });
    expect(provenance.nodesAt.get('sketch-body')?.map((n) => n.label)).toEqual(['Tabs let each reader choose', 'Spaces look the same everywhere']);
    const report = lineReportOf(document);
    expect(report?.account).toEqual({ read: [1, 2, 4], notInterpreted: [5], missed: [] });
    expect(report?.notInterpreted).toEqual([{ line: 5, text: 'an aside', section: 'sketch', reason: 'not a claim' }]);
  });

  it('without hooks, gets what a plain graph gets: the graph\'s outcome, no places, no line report, every rule', () => {
    const { outcome: _o, outcomeFacet: _f, outcomeView: _v, sourcePlaces: _s, lineReport: _l, analysis: _a, ...bare } = sketchFormat;
    unregister = registerFormat(bare);
    const { document, graph } = readSketch();
    expect(debateOutcome(document, graph)).toMatchObject({ kind: 'roundtable', line: 'No host synthesis · 0 contested claims · 0 open questions' });
    expect(outcomeView(debateOutcome(document, graph))).toBeUndefined();
    expect(buildProvenance(graph, document).ofNode.get('c1' as NodeId)).toEqual({ sourceLine: 2 });
    expect(lineReportOf(document)).toBeUndefined();
    expect(analysisRules('sketch')).toBe(FULL_RULES);
  });

  it('is read no more once removed: the file matches no format', () => {
    registerFormat(sketchFormat)();
    const read = interpretSource(textSource('tabs.md', TEXT));
    expect(read.ok).toBe(false);
    expect(read.diagnostics[0]?.code).toBe('unknown-format');
  });
});
