// Names (a persona's, a domain's) are plain text as written, never
// read as Markdown: `__proto__` is not "proto" in bold (probe 2026-12-08 row 21). Claims
// keep their Markdown markers stripped where only text fits.
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../src/lib/archive/processDebate.ts';
import { listIndexRow } from '../../../src/lib/archive/listing.ts';
import { buildAtlasData } from '../../../src/lib/atlas/atlasData.ts';
import type { DebateSlug } from '../../../src/lib/core/ids.ts';
import { layoutAtlas } from '../../../src/lib/layout/layoutAtlas.ts';
import { layoutGraph } from '../../../src/lib/layout/layoutGraph.ts';
import { mergeDebates } from '../../../src/lib/merge/mergeDebates.ts';
import { buildGraphScene, renderRelationTable } from '../../../src/lib/render/graphFigure.ts';
import { readIsland, writeIsland } from '../../../src/lib/render/graphIsland.ts';
import { buildGraphOverview } from '../../../src/lib/render/graphOverview.ts';
import { labelText, nameText } from '../../../src/lib/render/inlineMarkdown.ts';
import { textSource } from '../fixtureSource.ts';

const log = {
  topic: '__init__ or *nix?',
  personas: [
    { id: 'p1', name: '__proto__', position: 'x', argument: 'y' },
    { id: 'p2', name: '*nix_user*', position: 'x', argument: 'y' },
  ],
  domains: [{ id: 'd1', name: '__dunder__' }],
  claims: [{ id: 'c1', text: 'A **bold** claim', domain: 'd1' }],
  relations: [{ source: 'p1', target: 'c1', type: 'supports' }, { source: 'p2', target: 'c1', type: 'opposes' }],
};
const slug = 'names' as DebateSlug;

function record() {
  const read = processDebate(textSource('names.json', JSON.stringify(log)), slug);
  if (!read.ok) throw new Error(JSON.stringify(read.diagnostics));
  return read.value;
}

describe('names are shown as written (probe 2026-12-08 row 21)', () => {
  it('the helpers: a name keeps its underscores and stars; other text is stripped', () => {
    expect(nameText(' __proto__\n')).toBe('__proto__');
    expect(labelText({ type: 'persona', label: '__proto__' })).toBe('__proto__');
    expect(labelText({ type: 'domain', label: '**x**' })).toBe('**x**');
    expect(labelText({ type: 'claim', label: 'A **bold** claim' })).toBe('A bold claim');
  });

  it('a JSON log’s topic is prose (its Markdown stripped); a persona in the list index as written', () => {
    const r = record();
    expect(r.title).toBe('init or *nix?');
    const row = listIndexRow(r, '/debates/names/', {}, (key) => `/tags/${key}/`);
    expect(JSON.stringify(row)).toContain('__proto__');
    expect(JSON.stringify(row)).toContain('*nix_user*');
  });

  it('label data: the graph scene, its island, the overview, the relation table', () => {
    const r = record();
    const scene = buildGraphScene(r.graph, layoutGraph(r.graph, slug));
    const label = (id: string) => scene.nodes.find((n) => n.id === id)!.text;
    expect([label('p1'), label('p2'), label('d1'), label('c1')]).toEqual(['__proto__', '*nix_user*', '__dunder__', 'A bold claim']);
    const island = readIsland(JSON.parse(JSON.stringify(writeIsland(scene))));
    expect(island.nodes.filter((n) => n.type !== 'claim').map((n) => n.text).sort()).toEqual(['*nix_user*', '__dunder__', '__proto__']);
    const overview = buildGraphOverview(r.graph, 'test');
    expect(JSON.stringify(overview)).toContain('"label":"__proto__"');
    const table = renderRelationTable(r.graph, { linkToCards: true, caption: 'x' });
    expect(table).toContain('__proto__ <small>(persona)</small>');
    expect(table).toContain('A bold claim <small>');
  });

  it('label data: the atlas map', () => {
    const r = record();
    const { atlas } = mergeDebates([{ slug, file: r.file, graph: r.graph }]);
    const data = buildAtlasData(atlas, layoutAtlas(atlas, new Map([[slug, layoutGraph(r.graph, slug)]])), {
      debateTitle: () => r.title, debateUrl: () => '/d/', pageUrl: () => undefined,
    });
    expect(data.nodes.label).toEqual(expect.arrayContaining(['__proto__', '*nix_user*', '__dunder__', 'A bold claim']));
  });
});
