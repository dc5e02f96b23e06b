// Review 05j (tests/fixtures/review-2026-12-05j/FINDINGS.md), written by the reviewer: the readings
// expected of 9125f051's character references, strikethrough, footnotes and <br>; each failed
// on 9125f051 and passes since the fixes after it. F3 (owners) is in tests/build/markdownText.test.ts.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { processDebate } from '../../../src/lib/archive/processDebate.ts';
import { exportXaif } from '../../../src/lib/export/exportXaif.ts';
import { layoutGraph } from '../../../src/lib/layout/layoutGraph.ts';
import { buildGraphScene } from '../../../src/lib/render/graphFigure.ts';
import { readIsland, writeIsland } from '../../../src/lib/render/graphIsland.ts';
import { inlineHtml, plainText } from '../../../src/lib/render/inlineMarkdown.ts';
import { renderMarkdown } from '../../../src/lib/render/renderMarkdown.ts';

const caseFile = (name: string): string => readFileSync(fileURLToPath(new URL(`../../fixtures/review-2026-12-05j/cases/${name}`, import.meta.url)), 'utf8');
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const read = (file: string, text: string): any => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const r = processDebate({ file, text } as any, 'x/y' as any);
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.value;
};

describe('F1 [regression]: a decoded `&lt;br&gt;` is the text <br>, never a line break (reference rule + line_breaks)', () => {
  it.each(['Type A&lt;br&gt;B to show the tag', '&lt;br&gt; in text', 'cell: &lt;br&gt;'])('%s', (text: string) => {
    expect(inlineHtml(text)).not.toContain('<br>');
  });
  it.each([
    ['Type A&lt;br&gt;B to show the tag', 'Type A&lt;br&gt;B to show the tag'],
    ['&lt;br&gt; in text', '&lt;br&gt; in text'],
  ])('[expected reading, fails on both] %s', (text: string, html: string) => {
    expect(inlineHtml(text)).toBe(html);
  });
  it('in a table cell too', () => {
    expect(renderMarkdown('| a |\n|---|\n| x&lt;br&gt;y |')).not.toContain('<br>');
  });
});

describe('F2 [regression]: the graph island carries the label the SVG shows (labelText once, graphIsland.ts writeIsland)', () => {
  const log = {
    topic: 'Island labels',
    personas: [{ id: 'p1', name: 'Ann', position: 'x', argument: 'y' }],
    claims: [
      { id: 'c1', text: 'Use &amp;lt;b&amp;gt; for bold, `a &amp; b` in code' },
      { id: 'c2', text: 'Type A&lt;br&gt;B to show the tag' },
      { id: 'c3', text: 'See &#42;not bold&#42; and 4\\\\\\*4' },
    ],
    relations: [{ source: 'p1', target: 'c1', type: 'supports' }, { source: 'p1', target: 'c2', type: 'supports' }, { source: 'p1', target: 'c3', type: 'supports' }],
  };
  it('tooltip text and aria-label source equal the drawn label', () => {
    const r = read('island.json', JSON.stringify(log));
    const scene = buildGraphScene(r.graph, layoutGraph(r.graph, 'x/y' as never));
    const island = readIsland(JSON.parse(JSON.stringify(writeIsland(scene))));
    for (const id of ['c1', 'c2', 'c3']) {
      const drawn = scene.nodes.find((n) => n.id === id)!.text;
      expect(island.nodes.find((n) => n.id === id)!.text).toBe(drawn);
    }
  });
});

describe('F5 [regression]: code spans keep `<br>` and `[^…]` in plain text (plainText.ts replaces before the backtick split)', () => {
  it.each([
    ['use `[^a-z]+` to match', 'use [^a-z]+ to match'],
    ['use `a<br>b` in code', 'use a<br>b in code'],
    ['line `x<br/>y` and text', 'line x<br/>y and text'],
  ])('%s', (text: string, plain: string) => {
    expect(plainText(text)).toBe(plain);
  });
});

describe('F4 [regression]: `[^x](url)` is a link, and `[^0-9]` with no definition is text (footnote_ref)', () => {
  it('a link whose text starts with ^', () => {
    expect(inlineHtml('see [^x](https://x.example) here')).toContain('<a href="https://x.example"');
    expect(plainText('see [^x](https://x.example) here')).toBe('see ^x here');
    expect(plainText('a [^1](#fn) b')).toBe('a ^1 b');
  });
  it('a regex class is not a footnote', () => {
    expect(inlineHtml('the regex [^0-9] rejects digits')).toBe('the regex [^0-9] rejects digits');
    expect(plainText('the regex [^0-9] rejects digits')).toBe('the regex [^0-9] rejects digits');
  });
});

describe('F6 [regression]: plain text drops no word the page shows (STRUCK without flanking or escapes)', () => {
  it.each([
    ["Tom &amp; Jerry~~'s~~ plan", /Jerry~~'s~~ plan/],
    ['keep \\~~a~~ here', /~~a~~ here/],
  ])('%s keeps its words', (text: string, kept: RegExp) => {
    // the page: markdown-it strikes neither
    expect(inlineHtml(text)).not.toContain('<s>');
    expect(plainText(text)).toMatch(kept);
  });
  it.each([
    ["Tom &amp; Jerry~~'s~~ plan", "Tom & Jerry~~'s~~ plan"],
    ['keep \\~~a~~ here', 'keep ~~a~~ here'],
  ])('[expected reading, fails on both] %s', (text: string, plain: string) => {
    expect(plainText(text)).toBe(plain);
  });
});

describe('F7: xAIF text is exported without the Markdown escape the reader added (sourceText.ts `\\&`)', () => {
  it('the quote and the exported xAIF say `&lt;b&gt;`, with no backslash', () => {
    const r = read('roundtrip.xaif.json', caseFile('roundtrip.xaif.json'));
    const quote: string = r.graph.nodes.find((n: { source?: { quote?: string } }) => n.source?.quote !== undefined).source.quote;
    expect(plainText(quote)).toBe('use &lt;b&gt; for bold, R&amp;D');
    // The AIF part is what other tools read: no backslash there. The `debateAtlas` key keeps
    // the graph itself, Markdown, escape and all, for a lossless import back.
    const out = exportXaif(r.graph, layoutGraph(r.graph, 'x/y' as never));
    const doc = JSON.parse(out) as { AIF: { nodes: Array<{ text: string }> }; text: string };
    expect(JSON.stringify(doc.AIF.nodes)).not.toContain('\\\\&');
    expect(doc.text).not.toContain('\\&');
    expect(doc.text).toContain('use &amp;lt;b&amp;gt; for bold, R&amp;amp;D');
  });
});

describe('F8 [regression]: a wikilink shows its text as plain text does (references decoded in both or neither)', () => {
  it('[[R&amp;D]]', () => {
    const shown = inlineHtml('See [[R&amp;D]] team').replace(/<[^>]*>/g, '').replace(/&amp;/g, '&');
    expect(shown).toBe(plainText('See [[R&amp;D]] team'));
  });
});

describe('G1 [gap]: a strike across a soft line break is struck on the page and left out of plain text', () => {
  it('keep ~~a\\n b~~ here', () => {
    expect(inlineHtml('keep ~~a\n b~~ here')).toContain('<s>');
    expect(plainText('keep ~~a\n b~~ here')).toBe('keep here');
  });
});
