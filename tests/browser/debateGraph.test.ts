// The interactive graph in a real Chromium, on the built reading fixture: what is drawn,
// measured from the rendered boxes (labels never overlap or clip, parallel edges are
// separate arcs), the legend, tooltips, highlighting and the keyboard path.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fixtureSite } from '../support/fixtureSites.ts';
import { readSiteFile } from '../../scripts/support/siteFiles.ts';
import { GRAPH_READY } from '../support/pageOpener.ts';
import { servedSite } from '../support/servedSite.ts';
import { LABEL_TEXTS, wordSampleTexts } from '../support/wordSamples.ts';
import { segmentsByRules } from '../../src/lib/render/wordSegments.ts';

const served = servedSite('reading');

const SLUG = '2026/four-day-week';
const PARALLEL = '2026/parallel-edges';
const { pageErrors } = served;

interface GraphJson {
  nodes: Array<{ id: string; type: string; label: string; text?: string; contested?: boolean; by?: string; position?: string; argument?: string }>;
  edges: Array<{ source: string; target: string; type: string; text?: string }>;
}
const graphOf = (slug: string): GraphJson => JSON.parse(readSiteFile(fixtureSite('reading').outDir, `debates/${slug}/graph.json`));
/** Edges drawn in the figure: both ends in this debate, not a loop. */
const drawable = (g: GraphJson) => {
  const ids = new Set(g.nodes.map((n) => n.id));
  return g.edges.filter((e) => ids.has(e.source) && ids.has(e.target) && e.source !== e.target);
};

const open = (slug: string, viewport = { width: 1280, height: 900 }): Promise<Page> => served.open(`debates/${slug}/`, { viewport, waitFor: GRAPH_READY });

interface Rect { left: number; top: number; right: number; bottom: number }
interface Measured { labels: Array<Rect & { i: number; fontPx: number }>; nodes: Array<{ i: number; cx: number; cy: number; r: number }>; frame: Rect; hidden: number }

/** The rendered boxes of every shown label and every node shape, and the figure's drawing area. */
async function measure(page: Page): Promise<Measured> {
  await drawn(page);
  return page.evaluate(() => {
    const svg = document.querySelector<SVGSVGElement>('.da-graph__svg')!;
    const box = (r: DOMRect) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
    const scale = svg.getScreenCTM()!.a;
    const labels = [...svg.querySelectorAll<SVGTextElement>('g.node text.node__label')]
      .filter((t) => getComputedStyle(t).visibility !== 'hidden')
      .map((t) => ({ i: Number((t.parentNode as SVGGElement).dataset.i), fontPx: parseFloat(getComputedStyle(t).fontSize) * scale, ...box(t.getBoundingClientRect()) }));
    const nodes = [...svg.querySelectorAll<SVGGElement>('g.node')].map((g) => {
      const shape = g.querySelector('.node__shape')!;
      const r = shape.getBoundingClientRect();
      // Circles and diamonds: half the width; rectangles reach to their corners.
      const radius = shape.tagName === 'rect' ? Math.hypot(r.width, r.height) / 2 : r.width / 2;
      return { i: Number(g.dataset.i), cx: r.left + r.width / 2, cy: r.top + r.height / 2, r: radius };
    });
    // What is shown: the SVG's whole box (with preserveAspectRatio="meet" a letterboxed drawing's margin is shown too).
    const frame = box(svg.getBoundingClientRect());
    const canvas = svg.parentElement!.getBoundingClientRect();
    return {
      labels, nodes, hidden: svg.querySelectorAll('text.node__label.is-hidden').length,
      frame: { left: Math.max(frame.left, canvas.left), top: Math.max(frame.top, canvas.top), right: Math.min(frame.right, canvas.right), bottom: Math.min(frame.bottom, canvas.bottom) },
    };
  });
}

/**
 * Waits until the drawing is drawn: off screen it is skipped (content-visibility), and
 * the boxes read inside it before it is drawn are not the ones shown.
 */
async function drawn(page: Page): Promise<void> {
  await expect.poll(() => page.locator('.da-graph__svg g.node').first().evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
}

const overlaps = (a: Rect, b: Rect) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
function circleHitsRect(c: { cx: number; cy: number; r: number }, b: Rect): boolean {
  const x = Math.max(b.left, Math.min(c.cx, b.right)), y = Math.max(b.top, Math.min(c.cy, b.bottom));
  return (c.cx - x) ** 2 + (c.cy - y) ** 2 < (c.r - 0.5) ** 2;
}

describe.each([
  ['1280×900', { width: 1280, height: 900 }],
  ['390×844 (phone)', { width: 390, height: 844 }],
  ['360×640 (small phone)', { width: 360, height: 640 }],
])('labels at %s', (_, viewport) => {
  it.each([SLUG, PARALLEL, '2026/ai-creativity'])('on %s overlap no label and no node, and none is clipped', async (slug) => {
    const page = await open(slug, viewport);
    await page.locator('.da-graph__svg').scrollIntoViewIfNeeded();
    const m = await measure(page);
    expect(m.labels.length).toBeGreaterThan(0);
    for (const [k, a] of m.labels.entries()) {
      for (const b of m.labels.slice(k + 1)) expect(overlaps(a, b), `label ${a.i} overlaps label ${b.i}`).toBe(false);
      for (const n of m.nodes) expect(circleHitsRect(n, a), `label ${a.i} overlaps node ${n.i}`).toBe(false);
      expect(a.left, `label ${a.i} clipped left`).toBeGreaterThanOrEqual(m.frame.left - 0.5);
      expect(a.right, `label ${a.i} clipped right`).toBeLessThanOrEqual(m.frame.right + 0.5);
      expect(a.top, `label ${a.i} clipped top`).toBeGreaterThanOrEqual(m.frame.top - 0.5);
      expect(a.bottom, `label ${a.i} clipped bottom`).toBeLessThanOrEqual(m.frame.bottom + 0.5);
      // Readable on a phone too: at least 11 CSS pixels on screen.
      expect(a.fontPx, `label ${a.i} font size`).toBeGreaterThanOrEqual(10.99);
    }
    // A label left out for lack of room still names its node in the tooltip.
    expect(m.labels.length + m.hidden).toBe(graphOf(slug).nodes.length);
  });
});

describe('the debate graph', () => {
  let page: Page;
  beforeAll(async () => { page = await open(PARALLEL); });

  it('reads its data from the JSON island and draws every node and drawable edge', async () => {
    const g = graphOf(PARALLEL);
    const island = JSON.parse((await page.locator('script.da-graph__data').textContent())!);
    expect(island.nodes.id).toEqual(g.nodes.map((n) => n.id));
    expect(island.edges.s.length).toBe(drawable(g).length);
    expect(await page.locator('.da-graph g.node[data-i]').count()).toBe(g.nodes.length);
    expect(await page.locator('.da-graph g.edge[data-e] path.edge__line').count()).toBe(drawable(g).length);
    expect(pageErrors).toEqual([]);
  });

  it('cuts a label into words as Chromium’s segmenter does wherever the rules take its text', async () => {
    const texts = [...wordSampleTexts(20_000, 11), ...LABEL_TEXTS].filter((text) => segmentsByRules(text) !== undefined);
    const chromium = await page.evaluate((all) => {
      const words = new Intl.Segmenter('en', { granularity: 'word' });
      return all.map((text) => Array.from(words.segment(text), (s) => s.segment).join('|'));
    }, texts);
    expect(texts.length).toBeGreaterThan(15_000);
    expect(texts.filter((text, i) => segmentsByRules(text)!.join('|') !== chromium[i])).toEqual([]);
  });

  it('draws parallel and opposite edges as separate arcs, each hoverable with its own text', async () => {
    const g = graphOf(PARALLEL);
    const ids = g.nodes.map((n) => n.id);
    // The page names an edge by its index in the island; its ends are the island's.
    const island = JSON.parse((await page.locator('script.da-graph__data').textContent())!) as { edges: { s: number[]; t: number[] } };
    const between = (a: string, b: string) => page.locator(island.edges.s.flatMap((s, k) => (s === ids.indexOf(a) && island.edges.t[k] === ids.indexOf(b) ? [`.da-graph g.edge[data-e="${k}"]`] : [])).join(', ') || 'nothing');
    const parallel = between('p_labour', 'c1');
    expect(await parallel.count()).toBe(6);
    const shapes = await parallel.locator('path.edge__line').evaluateAll((paths) => paths.map((p) => p.getAttribute('d')));
    expect(new Set(shapes).size).toBe(6);
    const there = await between('c1', 'c4').locator('path.edge__line').getAttribute('d');
    const back = await between('c4', 'c1').locator('path.edge__line').getAttribute('d');
    expect(there).not.toBe(back);

    await page.locator('.da-graph__svg').scrollIntoViewIfNeeded();
    // Scrolled to, the drawing is drawn in the next frame (content-visibility); until then nothing in it is hit.
    await drawn(page);
    const texts = g.edges.filter((e) => e.source === 'p_labour' && e.target === 'c1').map((e) => e.text!);
    for (const [k, edge] of (await parallel.all()).entries()) {
      // A point of the drawn arc where this edge is the topmost thing under the pointer.
      const point = await edge.evaluate((g: SVGGElement) => {
        const path = g.querySelector<SVGPathElement>('path.edge__line')!;
        const m = path.getScreenCTM()!;
        for (let f = 0.5; f > 0.1; f -= 0.05) {
          for (const at of [path.getPointAtLength(path.getTotalLength() * f), path.getPointAtLength(path.getTotalLength() * (1 - f))]) {
            const x = m.a * at.x + m.c * at.y + m.e, y = m.b * at.x + m.d * at.y + m.f;
            if (document.elementFromPoint(x, y)?.closest('g.edge') === g) return { x, y };
          }
        }
        return null;
      });
      expect(point, `edge ${k} can be hovered somewhere`).not.toBeNull();
      await page.mouse.move(point!.x, point!.y);
      await expect.poll(() => page.locator('.da-graph__tooltip').textContent()).toContain(texts[k]!);
      expect(await page.locator('.da-graph__tooltip').textContent()).toContain('Labour economist — ');
    }
    await page.mouse.move(0, 0);
  });

  it('lists every relation type in the legend, each with its own dash pattern and arrowhead', async () => {
    const swatches = await page.locator('.da-legend .da-swatch').evaluateAll((lines) => lines.map((l) => ({
      type: [...l.classList].find((c) => c.startsWith('da-swatch--'))!.slice(11),
      dash: l.getAttribute('stroke-dasharray') ?? '',
      marker: (() => {
        const ref = /#([^)]+)/.exec(l.getAttribute('marker-end') ?? '')?.[1];
        return ref ? document.getElementById(ref)?.querySelector('path')?.getAttribute('d') ?? 'missing' : 'none';
      })(),
    })));
    expect(swatches.map((s) => s.type).sort()).toEqual(['alias_of', 'belongs_to', 'concedes', 'contested_by', 'illustrates', 'mentions', 'opposes', 'refines', 'related', 'steelmanned_by', 'supports', 'used_in']);
    expect(swatches.every((s) => s.marker !== 'missing')).toBe(true);
    expect(new Set(swatches.map((s) => s.dash)).size + 1).toBeGreaterThanOrEqual(swatches.length); // solid twice: supports, opposes
    expect(new Set(swatches.map((s) => s.marker)).size).toBe(swatches.length);
    expect(new Set(swatches.map((s) => `${s.dash}|${s.marker}`)).size).toBe(swatches.length);
  });

  it('never dims the legend: not with "Contested only", not with a highlighted persona', async () => {
    const legendOpacity = () => page.locator('.da-graph__legend').evaluate((legend) =>
      [legend, ...legend.querySelectorAll('li, svg, .da-swatch, .da-swatch-node')].map((el) => {
        let opacity = 1;
        for (let e: Element | null = el; e; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
        return getComputedStyle(el).display === 'none' ? 0 : opacity;
      }));
    expect(Math.min(...(await legendOpacity()))).toBe(1);
    await page.getByRole('button', { name: 'Contested only' }).click();
    expect(Math.min(...(await legendOpacity()))).toBe(1);
    await page.locator('.da-graph g.node--persona').first().click();
    expect(await page.locator('.da-graph').getAttribute('class')).toContain('has-selection');
    expect(Math.min(...(await legendOpacity()))).toBe(1);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Contested only' }).click();
  });

  it('shows a node’s text in its tooltip: a persona’s position and argument', async () => {
    const g = graphOf(PARALLEL);
    const i = g.nodes.findIndex((n) => n.id === 'p_sre');
    const persona = g.nodes[i]!;
    await page.locator(`.da-graph g.node[data-i="${i}"]`).hover();
    const tooltip = page.locator('.da-graph__tooltip');
    await expect.poll(() => tooltip.isVisible()).toBe(true);
    const text = (await tooltip.textContent())!;
    expect(text).toContain(persona.label);
    expect(text).toContain(`Position: ${persona.position}`);
    expect(text).toContain(`Argument: ${persona.argument}`);
    await page.mouse.move(0, 0);
  });

  it('counts incoming relations: a claim several personas argue about', async () => {
    const g = graphOf(PARALLEL);
    const i = g.nodes.findIndex((n) => n.id === 'c1');
    const into = (type: string) => g.edges.filter((e) => e.target === 'c1' && e.type === type).length;
    // The shape, not the group: the group's box includes its label, and its centre can fall on
    // the circle's dashed outline (an OUT claim), between two dashes.
    await page.locator(`.da-graph g.node[data-i="${i}"] .node__shape`).click();
    const status = page.locator('.da-graph__status');
    await expect.poll(() => status.textContent()).toContain(`supported by ${into('supports')}`);
    expect(into('opposes')).toBeGreaterThan(5);
    expect(await status.textContent()).toContain(`opposed by ${into('opposes')}`);
    await page.keyboard.press('Escape');
  });
});

describe('highlight, focus and keyboard (four-day week)', () => {
  let page: Page;
  beforeAll(async () => { page = await open(SLUG); });

  it('"Contested only" hides every edge not touching a contested claim', async () => {
    const g = graphOf(SLUG);
    const contested = new Set(g.nodes.flatMap((n, i) => (n.contested ? [i] : [])));
    expect(contested.size).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Contested only' }).click();
    const island = JSON.parse((await page.locator('script.da-graph__data').textContent())!) as { edges: { s: number[]; t: number[] } };
    // Domain membership is drawn as regions; its edges stay hidden unless asked for.
    const visibility = (await page.locator('.da-graph g.edge[data-e]:not(.edge--belongs_to)').evaluateAll((edges) =>
      edges.map((l) => ({ k: Number((l as SVGElement).dataset.e), shown: getComputedStyle(l).display !== 'none' }))))
      .map(({ k, shown }) => ({ s: island.edges.s[k]!, t: island.edges.t[k]!, shown }));
    expect(visibility.length).toBe(g.edges.filter((e) => e.type !== 'belongs_to').length);
    for (const edge of visibility) expect(edge.shown).toBe(contested.has(edge.s) || contested.has(edge.t));
    expect(visibility.filter((e) => e.shown).length).toBeGreaterThan(0);
    expect(visibility.filter((e) => !e.shown).length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Contested only' }).click();
    expect(await page.locator('.da-graph g.edge[data-e]:not(.edge--belongs_to)').evaluateAll((ls) => ls.every((l) => getComputedStyle(l).display !== 'none'))).toBe(true);
  });

  it('draws domains as regions, their membership edges hidden until "Domain edges" is pressed', async () => {
    const g = graphOf(SLUG);
    const domains = new Set(g.edges.filter((e) => e.type === 'belongs_to').map((e) => e.target));
    expect(domains.size).toBeGreaterThan(0);
    expect(await page.locator('.da-graph .da-graph__regions path.region').count()).toBe(domains.size);
    const shown = () => page.locator('.da-graph g.edge--belongs_to').evaluateAll((ls) => ls.filter((l) => getComputedStyle(l).display !== 'none').length);
    expect(await shown()).toBe(0);
    await page.getByRole('button', { name: 'Domain edges' }).click();
    expect(await shown()).toBe(g.edges.filter((e) => e.type === 'belongs_to').length);
    await page.getByRole('button', { name: 'Domain edges' }).click();
    expect(await shown()).toBe(0);
  });

  it('clicking a persona lights up every relation it has and its steelmen; again or Escape clears', async () => {
    const g = graphOf(SLUG);
    const edges = drawable(g);
    const author = g.nodes.find((n) => n.type === 'persona' && g.nodes.some((s) => s.by === n.id))!;
    const i = g.nodes.indexOf(author);
    const steelmen = g.nodes.filter((n) => n.by === author.id).map((n) => n.id);
    const expected = edges.filter((e) => [author.id, ...steelmen].includes(e.source) || [author.id, ...steelmen].includes(e.target)).length;
    const node = page.locator(`.da-graph g.node[data-i="${i}"]`);
    await node.click();
    expect(await page.locator('.da-graph g.edge.is-lit').count()).toBe(expected);
    for (const id of steelmen) expect(await page.locator(`.da-graph g.node[data-i="${g.nodes.findIndex((n) => n.id === id)}"]`).getAttribute('class')).toContain('is-lit');
    expect(await node.getAttribute('aria-pressed')).toBe('true');
    await node.click();
    expect(await page.locator('.da-graph g.edge.is-lit').count()).toBe(0);
    await node.click();
    await page.keyboard.press('Escape');
    expect(await page.locator('.da-graph g.edge.is-lit').count()).toBe(0);
    expect(await page.locator('.da-graph').getAttribute('class')).not.toContain('has-selection');
  });

  it('is reachable by keyboard: one tab stop, arrows move, Enter highlights, O opens the card', async () => {
    await page.locator('.da-graph g.node[data-i="0"]').focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => (document.activeElement as SVGElement | null)?.dataset.i)).toBe('1');
    expect(await page.locator('.da-graph g.node[tabindex="0"]').count()).toBe(1);
    // Focus shows the node's tooltip too.
    await expect.poll(() => page.locator('.da-graph__tooltip').isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.locator('.da-graph g.node[data-i="1"]').getAttribute('aria-pressed')).toBe('true');
    const anchor = await page.locator('.da-graph g.node[data-i="1"]').getAttribute('data-anchor');
    await page.keyboard.press('o');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(anchor);
    expect(new URL(page.url()).hash).toBe(`#${anchor}`);
  });

  it('zooms with the wheel once activated by a click, and with the +/− buttons', async () => {
    const canvas = page.locator('.da-graph__svg');
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    // A corner of the canvas: no node there.
    await page.mouse.click(box.x + 3, box.y + 3);
    expect(await page.locator('.da-graph').getAttribute('data-active')).toBe('true');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -400);
    await expect.poll(() => page.locator('.da-graph__viewport').getAttribute('transform')).toMatch(/scale\(/);
    await page.getByRole('button', { name: 'Reset view' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(() => page.locator('.da-graph__viewport').getAttribute('transform')).toMatch(/scale\(1\.5\)/);
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(() => page.locator('.da-graph__viewport').getAttribute('transform')).toMatch(/scale\(1\)/);
    await page.getByRole('button', { name: 'Reset view' }).click();
    expect(pageErrors).toEqual([]);
  });
});

describe('concept cards', () => {
  let page: Page;
  beforeAll(async () => { page = await open(PARALLEL); });

  it('a card permalink selects its node in the graph', async () => {
    const g = graphOf(SLUG);
    const other = await open(SLUG);
    await other.goto(`${served.server.url}debates/${SLUG}/#n-c3`);
    await other.reload();
    await other.waitForSelector(GRAPH_READY);
    const i = g.nodes.findIndex((n) => n.id === 'c3');
    expect(await other.locator(`.da-graph g.node[data-i="${i}"]`).getAttribute('aria-pressed')).toBe('true');
    expect(await other.locator('#n-c3').evaluate((el) => el.matches(':target'))).toBe(true);
  });

  it('a persona\'s name links to its atlas page, and previews the persona\'s card one field a line', async () => {
    const link = page.locator('#n-c1 dd a[data-card="n-p_sre"]').first();
    expect(await link.getAttribute('href')).toMatch(/^\/atlas\/personas\//);
    await link.focus();
    const preview = page.locator('#card-preview');
    await expect.poll(() => preview.isVisible()).toBe(true);
    const fields = await preview.locator('.card-preview__field').allTextContents();
    expect(fields[0]).toBe('Position: One engineer a week is enough with good runbooks');
    expect(fields[1]).toBe('Argument: Pages per week fell by half after the runbook rewrite');
    expect(await link.getAttribute('aria-describedby')).toBe('card-preview');
    await page.keyboard.press('Escape');
    await expect.poll(() => preview.isVisible()).toBe(false);
  });

  it('a steelman card prints its text once, and names its original and author', async () => {
    const g = graphOf(PARALLEL);
    const steelman = g.nodes.find((n) => n.id === 'sm1')!;
    const text = (await page.locator('#n-sm1').innerText());
    expect(steelman.text).toBeDefined();
    expect(text.split(steelman.text!).length - 1, text).toBe(1);
    expect(await page.locator('#n-sm1 dt:text-is("Steelman of") + dd a[href="#n-c1"]').count()).toBe(1);
    expect(await page.locator('#n-sm1 dt:text-is("Written by") + dd a[data-card="n-p_labour"][href^="/atlas/personas/"]').count()).toBe(1);
  });

  it('a domain card lists its members', async () => {
    const g = graphOf(PARALLEL);
    const members = g.edges.filter((e) => e.type === 'belongs_to' && e.target === 'd_load').map((e) => e.source);
    expect(members.length).toBeGreaterThan(3);
    // Each links to its card, a persona to its atlas page standing for its card.
    const cards = await page.locator('#n-d_load dd a').evaluateAll((as) => as.map((a) => a.getAttribute('data-card') ?? a.getAttribute('href')!.slice(1)));
    expect(cards).toEqual(members.map((id) => `n-${id}`));
  });

  it('shows a local graph of a card’s neighbours with a depth control', async () => {
    const g = graphOf(PARALLEL);
    const neighbours = new Set<string>();
    for (const e of drawable(g)) {
      if (e.type === 'belongs_to') continue;
      if (e.source === 'c3') neighbours.add(e.target);
      if (e.target === 'c3') neighbours.add(e.source);
    }
    const details = page.locator('#n-c3 details.local-graph');
    await details.locator('summary').click();
    await expect.poll(() => details.locator('svg g.node').count()).toBe(neighbours.size + 1);
    await details.locator('select').selectOption('2');
    await expect.poll(() => details.locator('svg g.node').count()).toBeGreaterThan(neighbours.size + 1);
  });
});

describe('links out of a debate', () => {
  let page: Page;
  beforeAll(async () => { page = await open(PARALLEL); });

  it('a cross-debate reference is a link to the card in the other debate', async () => {
    const link = page.locator('#n-c3 a.cross-ref');
    expect(await link.getAttribute('href')).toBe('/debates/2026/four-day-week/#n-c3');
    expect(await page.locator('.da-relations a.cross-ref[href="/debates/2026/four-day-week/#n-c3"]').count()).toBe(1);
    await link.click();
    await page.waitForURL('**/debates/2026/four-day-week/#n-c3');
    expect(await page.locator('#n-c3').evaluate((el) => el.matches(':target'))).toBe(true);
    await page.goBack();
  });

  it('a persona in two debates says so, linking to its atlas page, which lists both', async () => {
    const note = page.locator('#n-p_labour .card__elsewhere');
    const otherTitle = (await page.evaluate(async (url) => (await (await fetch(url)).json()).topic as string, '/debates/2026/four-day-week/graph.json'));
    expect(await note.innerText()).toBe(`Also in 1 debate: ${otherTitle}`);
    const atlasLink = note.locator('a').first();
    const href = (await atlasLink.getAttribute('href'))!;
    expect(href).toMatch(/^\/atlas\/personas\/[^/]+\/$/);
    expect(await note.locator('a[href="/debates/2026/four-day-week/#n-p_labour"]').count()).toBe(1);
    await atlasLink.click();
    await page.waitForURL(`**${href}`);
    expect(await page.locator('main').innerText()).toContain('Should the on-call rota be cut to one engineer a week?');
    await page.goBack();
  });

  it('a persona in one debate still links to its persona page', async () => {
    const link = page.locator('#n-p_sre .card__elsewhere a');
    expect(await link.getAttribute('href')).toMatch(/^\/atlas\/personas\/[^/]+\/$/);
  });

  it('the page links to its place on the atlas map, which opens filtered to it', async () => {
    const link = page.locator('.outcome__atlas a');
    expect(await link.getAttribute('href')).toBe(`/atlas/?debate=${encodeURIComponent(PARALLEL)}`);
    await link.click();
    await page.waitForURL('**/atlas/?debate=*');
    await expect.poll(() => page.locator('select[data-debate]').inputValue()).toBe(PARALLEL);
    await page.goBack();
  });
});

describe('the outcome comes first', () => {
  it.each([
    [PARALLEL, 'roundtable', 'Cut to one engineer only with a reachable secondary'],
    ['2026/transcripts/postgres-vs-dynamo', 'transcript', 'Recommendation'],
    ['2026/minutes/2026-06-03-14-30-next-essay-topic', 'minutes', 'Decided — option A'],
  ])('on %s (%s), above the graph and in the first screen', async (slug, kind, words) => {
    const page = await open(slug);
    const outcome = page.locator('section.outcome');
    expect(await outcome.getAttribute('data-outcome-kind')).toBe(kind);
    expect(await outcome.innerText()).toContain(words);
    const top = (await outcome.boundingBox())!.y;
    expect(top).toBeLessThan(900);
    expect(top).toBeLessThan((await page.locator('#graph-heading').boundingBox())!.y);
  });

  it('the index says each debate’s outcome in one line', async () => {
    const page = await served.open('');
    const items = page.locator('.debate-item');
    expect(await items.locator('.debate-item__outcome').count()).toBe(await items.count());
    const line = await page.locator(`.debate-item:has(a[href="/debates/${PARALLEL}/"]) .debate-item__outcome`).innerText();
    expect(line).toBe('Host synthesis: Cut to one engineer only with a reachable secondary and a paging budget; revisit after a quarter of data. · 2 contested claims · 2 open questions');
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
