import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../src/lib/archive/processDebate.ts';
import { layoutGraph } from '../../../src/lib/layout/layoutGraph.ts';
import type { DebateSlug } from '../../../src/lib/core/ids.ts';
import { exportConceptsMd } from '../../../src/lib/export/exportConceptsMd.ts';
import { exportGraphJson, exportIntermediateJson } from '../../../src/lib/export/exportGraphJson.ts';
import { exportReadmeMd } from '../../../src/lib/export/exportReadmeMd.ts';
import { exportStandaloneHtml } from '../../../src/lib/export/exportStandaloneHtml.ts';
import { parseJsonDocument } from '../../../src/lib/parse/jsonDocument.ts';
import { validateIntermediateGraph } from '../../../src/lib/formats/intermediate/validate.ts';
import { jsonForScript } from '../../../src/lib/core/escape.ts';
import { fixtureSource, textSource } from '../fixtureSource.ts';

function record(name: string) {
  const result = processDebate(fixtureSource(name), 'test' as DebateSlug);
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return { ...result.value, layout: layoutGraph(result.value.graph, result.value.slug) };
}

describe('concepts.md', () => {
  const md = exportConceptsMd(record('logs/valid-minimal.json').graph);

  it('writes persona cards as in seed 000 §9', () => {
    expect(md).toContain([
      '### [[Structuralist]]',
      '- **Position**: Bread around filling is a sandwich',
      '- **Argument**: Form defines the category',
      '- **Supports**: [[c1 A hot dog has bread…]], [[sm1 Steelman: categories…]]',
      '- **Opposes**: [[sm1 Steelman: categories…]]',
    ].join('\n'));
  });

  it('writes claim cards with supporters, opponents and domain as wikilinks', () => {
    expect(md).toContain([
      '### [[c1 A hot dog has bread…]]',
      '- **Claim**: A hot dog has bread around a filling',
      '- **Supporters**: [[Structuralist]]',
      '- **Opponents**: [[Culinary traditionalist]]',
      '- **Contested**: yes — supported and opposed',
      '- **Domain**: [[Taxonomy of sandwiches]]',
    ].join('\n'));
    expect(md).toMatch(/### \[\[sm1 [^\]]+\]\]\n- \*\*Claim\*\*: .+\n- \*\*Steelman of\*\*: \[\[c2 [^\]]+\]\]\n- \*\*Steelmanned by\*\*: \[\[Structuralist\]\]/);
  });

  it('keeps hostile text inert for viewers that render inline HTML', () => {
    const hostile = exportConceptsMd(record('logs/hostile-ids.json').graph);
    expect(hostile).not.toMatch(/<(script|img|svg|iframe|b)\b/);
    expect(hostile).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('graph.json and the intermediate graph', () => {
  it('round-trips: the intermediate graph is itself a valid input', () => {
    const r = record('logs/valid-minimal.json');
    const doc = parseJsonDocument(textSource('intermediate.json', exportIntermediateJson(r.graph)));
    if (!doc.ok) throw new Error('not JSON');
    const again = validateIntermediateGraph(doc.value);
    expect(again.ok && again.value).toEqual(r.graph);
  });

  it('round-trips a foreign kg-gen node and its extra fields without nesting them', () => {
    const foreign = JSON.stringify({
      topic: 'kg-gen import', nodes: [{ id: 'k1', type: 'concept', label: 'Entropy', source_doc: 'book.pdf', weight: 2 }, { id: 'k2', type: 'concept', label: 'A & B' }],
      edges: [{ source: 'k1', target: 'k2', type: 'related' }],
    });
    const first = processDebate(textSource('kg.json', foreign), 'kg' as DebateSlug);
    if (!first.ok) throw new Error(JSON.stringify(first.diagnostics));
    const again = processDebate(textSource('kg2.json', exportIntermediateJson(first.value.graph)), 'kg' as DebateSlug);
    if (!again.ok) throw new Error(JSON.stringify(again.diagnostics));
    expect(again.value.graph).toEqual(first.value.graph);
    expect(again.value.graph.nodes[0]!.attributes).toEqual({ source_doc: 'book.pdf', weight: 2 });
    // Card names are text; only the Markdown writer escapes them, once.
    expect(exportConceptsMd(again.value.graph)).toContain('### [[k2 A &amp; B]]');
  });

  it('gives positions and stats', () => {
    const r = record('logs/valid-minimal.json');
    const json = JSON.parse(exportGraphJson(r.graph, r.stats, r.layout));
    expect(json.stats).toMatchObject({ nodes: r.graph.nodes.length, isolated: [], isolatedRatio: 0 });
    expect(json.nodes[0]).toMatchObject({ id: 't1', x: r.layout.points[0]!.x, y: r.layout.points[0]!.y });
  });

  it('README lists stats and the self-check', () => {
    const r = record('logs/valid-minimal.json');
    const readme = exportReadmeMd(r.graph, r.stats, r.selfCheck);
    expect(readme).toContain('# Is a hot dog a sandwich?');
    expect(readme).toContain('| persona | 2 |');
    expect(readme).toContain('- [x] Every persona takes a stance');
  });
});

describe('standalone graph.html', () => {
  it('is one file: inline style and script, no external references', () => {
    const r = record('logs/valid-minimal.json');
    const html = exportStandaloneHtml(r.graph, r.stats, r.layout, r.selfCheck, { css: '.x{}', script: 'window.ok=1' });
    expect(html).not.toMatch(/<(script|link|img)[^>]+(src|href)=/);
    expect(html).toContain('<script>window.ok=1</script>');
    expect(html).toContain('<svg class="da-graph__svg"');
    // Its toolbar is shown only when the script runs (review: a viewer with scripts off saw dead buttons).
    expect(html).toContain('html:not(.js) .js-only { display: none !important; }');
    expect(html).toContain('<div class="da-graph__toolbar js-only"');
  });

  it('escapes every piece of log text', () => {
    const r = record('logs/hostile-ids.json');
    const html = exportStandaloneHtml(r.graph, r.stats, r.layout, r.selfCheck, { css: '', script: '' });
    const outsideAttributes = html.replace(/="[^"]*"/g, '=""');
    expect(outsideAttributes).not.toMatch(/<(img|svg onload|iframe|b>)|<script>alert/);
    expect(html).toContain('<title>Hostile ids &lt;script&gt;alert(1)&lt;/script&gt; — debate graph</title>');
  });
});

describe('jsonForScript', () => {
  it('cannot close a script element or open a comment', () => {
    const embedded = jsonForScript({ text: '</script><script>alert(1)</script><!-- \u2028' });
    expect(embedded).not.toMatch(/<|>|\u2028/);
    expect(JSON.parse(embedded)).toEqual({ text: '</script><script>alert(1)</script><!-- \u2028' });
  });
});
