// The graph's JSON island carries only what the browser cannot derive; what the browser
// rebuilds from it (names, tooltip heads, radii, degrees, anchors, contest marks) is
// exactly the scene the page was drawn from.
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../src/lib/archive/processDebate.ts';
import type { DebateSlug } from '../../../src/lib/core/ids.ts';
import { layoutGraph } from '../../../src/lib/layout/layoutGraph.ts';
import { edgeDrawOrder } from '../../../src/lib/render/edgeGeometry.ts';
import { buildGraphScene, RELATION_LABELS, renderSceneFigure, type GraphScene } from '../../../src/lib/render/graphFigure.ts';
import { readIsland, writeIsland } from '../../../src/lib/render/graphIsland.ts';
import { fixtureSource } from '../fixtureSource.ts';

function sceneOf(name: string): GraphScene {
  const result = processDebate(fixtureSource(name), 'test' as DebateSlug);
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return buildGraphScene(result.value.graph, layoutGraph(result.value.graph, result.value.slug));
}

/** The scene as the browser needs it: without the raw labels and the status, which the SVG draws. */
const withoutDrawnLabels = (scene: GraphScene) => ({
  ...scene,
  nodes: scene.nodes.map(({ fullLabel: _full, status: _status, ...rest }) => rest),
});

describe('the graph island', () => {
  it.each(['logs/valid-minimal.json', 'logs/hostile-ids.json', 'sites/reading/debates/2026/parallel-edges.json', 'sites/reading/debates/2026/four-day-week.json'])(
    'gives the browser back the scene of %s, through JSON', (name) => {
      const scene = sceneOf(name);
      const read = readIsland(JSON.parse(JSON.stringify(writeIsland(scene))));
      const { edges: readEdges, ...readRest } = read;
      const { edges: sceneEdges, ...sceneRest } = withoutDrawnLabels(scene);
      expect(readRest).toEqual(sceneRest);
      expect(readEdges.map(({ tip: _tip, inContest: _inContest, ...edge }) => edge)).toEqual(sceneEdges);
      // What only the script uses of an edge: its tooltip head names both ends in full,
      // and it is in a contest when either end is contested.
      for (const e of readEdges) {
        expect(e.tip).toBe(`${scene.nodes[e.s]!.fullLabel} — ${RELATION_LABELS[e.type]} → ${scene.nodes[e.t]!.fullLabel}`);
        expect(e.inContest).toBe(scene.nodes[e.s]!.contested || scene.nodes[e.t]!.contested);
      }
    },
  );

  it('leaves out what the browser derives, one column per field', () => {
    const island = writeIsland(sceneOf('sites/reading/debates/2026/parallel-edges.json'));
    expect(Object.keys(island.nodes).sort()).toEqual(['by', 'contested', 'details', 'id', 'label', 'type', 'x', 'y']);
    expect(Object.keys(island.edges).sort()).toEqual(['bend', 'derived', 's', 't', 'text', 'type']);
    expect(island.nodes.id.length).toBe(island.nodes.label.length);
    expect(island.edges.s.length).toBe(island.edges.text.length);
  });

  it('gives back a hostile id’s anchor, which is not n-<id>, without writing it', () => {
    const scene = sceneOf('logs/hostile-ids.json');
    const island = writeIsland(scene);
    expect(island.nodes).not.toHaveProperty('anchor');
    const anchors = readIsland(island).nodes.map((n) => n.anchor);
    expect(anchors).toEqual(scene.nodes.map((n) => n.anchor));
    expect(anchors.some((a) => a.startsWith('x-'))).toBe(true);
  });

  it('draws each edge once, without a hit path or title, its dash and arrowhead from the figure’s style', () => {
    const scene = sceneOf('sites/reading/debates/2026/parallel-edges.json');
    const html = renderSceneFigure(scene, { figureId: 'fig', title: 'T', linkToCards: true });
    expect(html.match(/<path class="edge__line" d="[^"]+"\/>/g)?.length).toBe(scene.edges.length);
    expect(html).not.toContain('edge__hit');
    // Indexes are the script's to write: nodes come in index order, edges in edgeDrawOrder.
    expect(html).not.toMatch(/data-[ie]=/);
    const drawnTypes = [...html.matchAll(/<g class="edge edge--([a-z_]+)">/g)].map((m) => m[1]);
    expect(drawnTypes).toEqual(edgeDrawOrder(scene.edges.map((e) => e.type)).map((k) => scene.edges[k]!.type));
    expect(drawnTypes.indexOf('supports')).toBeGreaterThan(drawnTypes.lastIndexOf('belongs_to'));
    expect(html).toContain('data-edge-style="fig"');
    expect(html).toContain('[data-edge-style="fig"] .edge--supports .edge__line{marker-end:url(#fig-arrow-supports)}');
    // Nodes keep their <title> (the name without the script); the script makes them buttons.
    expect(html.match(/<title>/g)?.length).toBe(scene.nodes.length);
    // Same input, same bytes.
    expect(renderSceneFigure(sceneOf('sites/reading/debates/2026/parallel-edges.json'), { figureId: 'fig', title: 'T', linkToCards: true })).toBe(html);
  });
});

describe('a label cut inside a parenthesis', () => {
  it('closes it, so its words stay part of the node\'s name', async () => {
    const { wrapLabel, labelLevels } = await import('../../../src/lib/render/graphLabels.ts');
    const text = 'Verification evidence (cocotb testbench, specification coverage, gate-level simulation) is graded for every team.';
    for (const level of labelLevels(1)) {
      const wrapped = wrapLabel(text, level);
      if (wrapped === null) continue;
      const shown = wrapped.lines.join('');
      expect((shown.match(/\(/g) ?? []).length, shown).toBe((shown.match(/\)/g) ?? []).length);
    }
  });
});

