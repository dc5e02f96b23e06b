// The atlas map keeps what a reader asked for in view, on the grown atlas fixture (seven
// debates) and on a generated atlas of 1,000 debates: a searched node lands inside the
// window with its label (desktop and phone), the 1-hop view is laid out on its own and
// fits the map, leaving it puts the atlas back, a tooltip never outlives a change, a tap
// shows a node's full label, the page never scrolls sideways on a phone, every island's
// title is shown when its debate is chosen, and the map never takes the page's scroll
// (the wheel and a swipe scroll the page until a click or a tap activates it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { buildAtlasData, type AtlasData } from '../../src/lib/atlas/atlasData.ts';
import type { DebateSlug } from '../../src/lib/core/ids.ts';
import { layoutAtlas } from '../../src/lib/layout/layoutAtlas.ts';
import { layoutGraph } from '../../src/lib/layout/layoutGraph.ts';
import { mergeDebates } from '../../src/lib/merge/mergeDebates.ts';
import { syntheticDebates } from '../../scripts/support/syntheticGraphs.ts';
import { fixtureSite } from '../support/fixtureSites.ts';
import { readSiteFile } from '../../scripts/support/siteFiles.ts';
import { servedSite } from '../support/servedSite.ts';
import { scrollSettled, swipeUp } from '../support/touch.ts';

const served = servedSite('atlas-grown');
const data = (): AtlasData => JSON.parse(readSiteFile(fixtureSite('atlas-grown').outDir, 'atlas/atlas-data.json'));

interface Box { node: number; x: number; y: number; w: number; h: number }
interface Drawn { nodes: number; extent: { x0: number; y0: number; x1: number; y1: number } | null; labels: Box[]; titles: Array<Box & { text: string }> }

const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 720 } };
const PHONE: BrowserContextOptions = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

async function openMap(options: BrowserContextOptions, errors: string[], atlas?: AtlasData): Promise<Page> {
  const page = await (await served.browser.newContext(options)).newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('atlas:drawn', (event) => { (window as unknown as { lastDraw: unknown }).lastDraw = (event as CustomEvent).detail; });
  });
  if (atlas) await page.route('**/atlas/atlas-data.json', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(atlas) }));
  await page.goto(`${served.server.url}atlas/`);
  await page.waitForSelector('[data-atlas-map][data-ready="true"]');
  return page;
}

/** The drawing after the current one settles. */
async function settledDraw(page: Page): Promise<Drawn> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { lastDraw: Drawn }).lastDraw);
}

/** Where node `i` is drawn, in the window's pixels (the map's own transform and the canvas's box). */
async function onScreen(page: Page, d: AtlasData, i: number): Promise<{ x: number; y: number; canvas: { x: number; y: number; width: number; height: number } }> {
  const [tx, ty, k] = (await page.locator('[data-atlas-map]').getAttribute('data-transform'))!.split(',').map(Number) as [number, number, number];
  const canvas = (await page.locator('canvas[data-canvas]').boundingBox())!;
  return { x: canvas.x + d.nodes.x[i]! * k + tx, y: canvas.y + d.nodes.y[i]! * k + ty, canvas };
}

async function searchFor(page: Page, text: string, id: string): Promise<void> {
  const search = page.getByLabel('Find a node');
  await search.fill(text);
  await expect.poll(() => page.locator('.atlas-result').count()).toBeGreaterThan(0);
  await search.press('Enter');
  await expect.poll(() => page.locator('[data-atlas-map]').getAttribute('data-focus')).toBe(id);
}

const within = (p: { x: number; y: number }, width: number, height: number) => p.x >= 0 && p.y >= 0 && p.x <= width && p.y <= height;

describe('the atlas map on a desktop', () => {
  const errors: string[] = [];
  let page: Page;
  beforeAll(async () => { page = await openMap(DESKTOP, errors); });
  // Its context closed with the describe, not left open (and drawing) beside the next one's.
  afterAll(async () => { await page?.context().close(); });

  it('puts the controls above the map and a searched node inside the window, labelled', async () => {
    const search = (await page.getByLabel('Find a node').boundingBox())!;
    const canvas = (await page.locator('canvas[data-canvas]').boundingBox())!;
    expect(search.y + search.height).toBeLessThanOrEqual(canvas.y);
    const d = data();
    const bruno = d.nodes.label.indexOf('Bruno Costa');
    const id = d.nodes.id[bruno]!;
    await searchFor(page, 'bruno', id);
    const at = await onScreen(page, d, bruno);
    expect(within(at, 1280, 720), `Bruno Costa at ${at.x}, ${at.y}`).toBe(true);
    expect(at.x).toBeGreaterThan(at.canvas.x);
    expect(at.y).toBeGreaterThan(at.canvas.y);
    expect((await settledDraw(page)).labels.map((b) => b.node)).toContain(bruno);
    // The result list hung over the map and is gone: nothing covers it.
    expect(await page.locator('.atlas-result').count()).toBe(0);
  });

  it('lays out the 1-hop view as its own graph that fits the map, and leaving it puts the atlas back', async () => {
    const d = data();
    const bruno = d.nodes.label.indexOf('Bruno Costa');
    const near = new Set([bruno]);
    d.edges.source.forEach((s, e) => { const t = d.edges.target[e]!; if (s === bruno) near.add(t); if (t === bruno) near.add(s); });
    const before = await page.locator('[data-atlas-map]').getAttribute('data-transform');
    await page.getByLabel('Only nodes near the selected one').check();
    await expect.poll(() => page.locator('[data-atlas-map]').getAttribute('data-view')).toBe('local');
    await page.locator('canvas[data-canvas]').scrollIntoViewIfNeeded();
    const drawn = await settledDraw(page);
    const canvas = (await page.locator('canvas[data-canvas]').boundingBox())!;
    expect(drawn.nodes).toBe(near.size);
    const e = drawn.extent!;
    expect(e.x0).toBeGreaterThanOrEqual(0);
    expect(e.y0).toBeGreaterThanOrEqual(0);
    expect(e.x1).toBeLessThanOrEqual(canvas.width);
    expect(e.y1).toBeLessThanOrEqual(canvas.height);
    // And inside the window.
    expect(canvas.y + e.y0).toBeGreaterThanOrEqual(0);
    expect(canvas.y + e.y1).toBeLessThanOrEqual(720);
    // Fitted: the neighbourhood spans most of the map one way or the other.
    expect(Math.max((e.x1 - e.x0) / canvas.width, (e.y1 - e.y0) / canvas.height)).toBeGreaterThan(0.5);
    // Its own layout: most of its nodes carry their label.
    expect(drawn.labels.length).toBeGreaterThanOrEqual(Math.ceil(near.size / 2));
    await page.getByLabel('Only nodes near the selected one').uncheck();
    await expect.poll(() => page.locator('[data-atlas-map]').getAttribute('data-view')).toBe('atlas');
    expect(await page.locator('[data-atlas-map]').getAttribute('data-transform')).toBe(before);
  });

  it('opened on a shared local view, leaving it fits the atlas', async () => {
    const d = data();
    const bruno = d.nodes.label.indexOf('Bruno Costa');
    await page.goto(`${served.server.url}atlas/?focus=${encodeURIComponent(d.nodes.id[bruno]!)}&local=1`);
    await page.waitForSelector('[data-atlas-map][data-ready="true"]');
    expect(await page.locator('[data-atlas-map]').getAttribute('data-view')).toBe('local');
    await page.getByLabel('Only nodes near the selected one').uncheck();
    await expect.poll(() => page.locator('[data-atlas-map]').getAttribute('data-view')).toBe('atlas');
    const back = await page.locator('[data-atlas-map]').getAttribute('data-transform');
    await page.getByRole('button', { name: 'Fit to view' }).click();
    expect(await page.locator('[data-atlas-map]').getAttribute('data-transform')).toBe(back);
  });

  it('clears a tooltip when the view changes', async () => {
    const d = data();
    const bruno = d.nodes.label.indexOf('Bruno Costa');
    const tooltip = page.locator('[data-tooltip]');
    await page.locator('canvas[data-canvas]').evaluate((canvas) => canvas.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const at = await onScreen(page, d, bruno);
    expect(within(at, 1280, 720)).toBe(true);
    await page.mouse.move(at.x, at.y);
    await expect.poll(() => tooltip.isVisible()).toBe(true);
    expect(await tooltip.textContent()).toMatch(/^Bruno Costa/);
    await page.getByRole('button', { name: 'Fit to view' }).click();
    await expect.poll(() => tooltip.isVisible()).toBe(false);
    await page.mouse.move(at.x, at.y);
    await page.locator('canvas[data-canvas]').focus();
    await page.keyboard.press('+');
    await expect.poll(() => tooltip.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });
});

describe('the atlas map on a phone (375 × 812)', () => {
  const errors: string[] = [];
  let page: Page;
  beforeAll(async () => { page = await openMap(PHONE, errors); });
  afterAll(async () => { await page?.context().close(); });

  it('never scrolls sideways, and its controls sit above the map without covering it', async () => {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const controls = (await page.locator('[data-controls]').boundingBox())!;
    const canvas = (await page.locator('canvas[data-canvas]').boundingBox())!;
    expect(controls.y + controls.height).toBeLessThanOrEqual(canvas.y);
    // The filters are folded, one tap away.
    expect(await page.getByLabel('Persona', { exact: true }).isVisible()).toBe(false);
    await page.getByText('Filters', { exact: true }).tap();
    expect(await page.getByLabel('Persona', { exact: true }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByText('Filters', { exact: true }).tap();
  });

  it('shows a searched node inside the window, and a tap shows its full label', async () => {
    const d = data();
    const bruno = d.nodes.label.indexOf('Bruno Costa');
    await searchFor(page, 'bruno', d.nodes.id[bruno]!);
    const at = await onScreen(page, d, bruno);
    expect(within(at, 375, 812), `Bruno Costa at ${at.x}, ${at.y}`).toBe(true);
    expect((await settledDraw(page)).labels.map((b) => b.node)).toContain(bruno);
    // The longest label of the map, tapped: the tooltip holds all of it, inside the map.
    const longest = d.nodes.label.reduce((best, label, i) => (label.length > d.nodes.label[best]!.length ? i : best), 0);
    await searchFor(page, d.nodes.label[longest]!.slice(0, 30), d.nodes.id[longest]!);
    const tapAt = await onScreen(page, d, longest);
    await page.touchscreen.tap(tapAt.x, tapAt.y);
    const tooltip = page.locator('[data-tooltip]');
    await expect.poll(() => tooltip.isVisible()).toBe(true);
    expect(await tooltip.textContent()).toContain(d.nodes.label[longest]!);
    const tip = (await tooltip.boundingBox())!;
    expect(tip.x).toBeGreaterThanOrEqual(tapAt.canvas.x);
    expect(tip.x + tip.width).toBeLessThanOrEqual(tapAt.canvas.x + tapAt.canvas.width + 0.5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
  });

  it('shows the 1-hop view chosen in the filters inside the window, without a scroll by hand (probe 40)', async () => {
    const d = data();
    const bruno = d.nodes.label.indexOf('Bruno Costa');
    await searchFor(page, 'bruno', d.nodes.id[bruno]!);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByText('Filters', { exact: true }).tap();
    await page.getByLabel('Only nodes near the selected one').tap();
    await expect.poll(() => page.locator('[data-atlas-map]').getAttribute('data-view')).toBe('local');
    await scrollSettled(page);
    const drawn = await settledDraw(page);
    const canvas = (await page.locator('canvas[data-canvas]').boundingBox())!;
    const e = drawn.extent!;
    expect(canvas.y + e.y0, 'the view\'s top inside the window').toBeGreaterThanOrEqual(0);
    expect(canvas.y + e.y1, 'the view\'s bottom inside the window').toBeLessThanOrEqual(812);
    await page.getByLabel('Only nodes near the selected one').tap();
    await page.getByText('Filters', { exact: true }).tap();
    expect(errors).toEqual([]);
  });
});

/** The map's zoom, from the transform it reports. */
const scaleOf = async (page: Page): Promise<number> => Number((await page.locator('[data-atlas-map]').getAttribute('data-transform'))!.split(',')[2]);
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Puts the map's top 100 px below the window's top, leaving page to scroll below it. */
async function mapInView(page: Page): Promise<{ x: number; y: number; width: number; height: number }> {
  await page.locator('.atlas-stage').evaluate((el) => { el.scrollIntoView({ block: 'start' }); window.scrollBy(0, -100); });
  return (await page.locator('canvas[data-canvas]').boundingBox())!;
}

describe('the atlas map never takes the page’s scroll', () => {
  it('three wheel notches over the map scroll the page and leave its scale unchanged; once activated the wheel zooms', async () => {
    const errors: string[] = [];
    const page = await openMap(DESKTOP, errors);
    const box = await mapInView(page);
    const scale = await scaleOf(page);
    const before = await scrollY(page);
    await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 300));
    for (let notch = 0; notch < 3; notch++) await page.mouse.wheel(0, 100);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(before + 200);
    expect(await scaleOf(page)).toBe(scale);
    expect(await page.locator('[data-atlas-map] .da-graph__hint').innerText()).toBe('Ctrl + scroll to zoom, or click the map');
    // Activated by a click on the map, the wheel zooms it and the page stays.
    const at = await mapInView(page);
    await page.mouse.click(at.x + 3, at.y + 3);
    expect(await page.locator('.atlas-stage').getAttribute('data-active')).toBe('true');
    const still = await scrollY(page);
    await page.mouse.move(at.x + at.width / 2, at.y + Math.min(at.height / 2, 300));
    await page.mouse.wheel(0, -100);
    await expect.poll(() => scaleOf(page)).toBeGreaterThan(scale);
    expect(await scrollY(page)).toBe(still);
    // The +/− buttons zoom at any time.
    const zoomed = await scaleOf(page);
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(() => scaleOf(page)).toBeLessThan(zoomed);
    expect(errors).toEqual([]);
  });

  it('on a 375 × 812 touch screen a vertical swipe over the map scrolls the page; after a tap it pans the map', async () => {
    const errors: string[] = [];
    const page = await openMap(PHONE, errors);
    const box = await mapInView(page);
    const transform = () => page.locator('[data-atlas-map]').getAttribute('data-transform');
    const before = { y: await scrollY(page), transform: await transform() };
    const swipe = () => swipeUp(page, box.x + box.width / 2, box.y + Math.min(box.height - 20, 500));
    await swipe();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(before.y + 150);
    expect(await transform()).toBe(before.transform);
    expect(await page.locator('.atlas-stage').getAttribute('data-active')).toBeNull();
    // A tap activates the map: the same swipe now pans it and the page stays.
    await scrollSettled(page);
    await mapInView(page);
    // A point where the map itself is under the finger, not a control drawn over it.
    const at = await page.locator('canvas[data-canvas]').evaluate((canvas) => {
      const r = canvas.getBoundingClientRect();
      const bottom = Math.min(r.bottom, window.innerHeight);
      for (const [fx, fy] of [[0.5, 0.5], [0.2, 0.8], [0.8, 0.8], [0.2, 0.3], [0.8, 0.3]] as const) {
        const point = { x: r.left + r.width * fx, y: r.top + (bottom - r.top) * fy };
        if (document.elementFromPoint(point.x, point.y) === canvas) return point;
      }
      return null;
    });
    expect(at, 'a point of the map not covered by a control').not.toBeNull();
    await page.touchscreen.tap(at!.x, at!.y);
    await expect.poll(() => page.locator('.atlas-stage').getAttribute('data-active')).toBe('true');
    await scrollSettled(page);
    const still = { y: await scrollY(page), transform: await transform() };
    // From the point just tapped: the map is under the finger wherever the page now stands.
    await swipeUp(page, at!.x, at!.y);
    await expect.poll(transform).not.toBe(still.transform);
    await scrollSettled(page);
    expect(await scrollY(page)).toBe(still.y);
    expect(errors).toEqual([]);
  });
});

describe('the atlas map at 1,000 debates', () => {
  const errors: string[] = [];
  let page: Page;
  let atlas: AtlasData;
  beforeAll(async () => {
    const inputs = syntheticDebates({ debates: 1_000, seed: 5, claimsPerDebate: 6 });
    const merged = mergeDebates(inputs);
    const layout = layoutAtlas(merged.atlas, new Map(inputs.map((input) => [input.slug, layoutGraph(input.graph, input.slug)])));
    atlas = buildAtlasData(merged.atlas, layout, { debateTitle: (s: DebateSlug) => `Generated debate ${s}`, debateUrl: (s: DebateSlug) => `/debates/${s}/`, pageUrl: () => undefined });
    page = await openMap(DESKTOP, errors, atlas);
  }, 180_000);
  afterAll(async () => { await page?.context().close(); });

  it('titles the islands it can without overlap, and each debate’s island once that debate is chosen', async () => {
    const whole = await settledDraw(page);
    const { width, height } = (await page.locator('canvas[data-canvas]').boundingBox())!;
    for (const box of [...whole.labels, ...whole.titles]) expect(within(box, width, height) && box.x + box.w <= width + 0.5 && box.y + box.h <= height + 0.5).toBe(true);
    const debates = atlas.debates.slug.length;
    expect(debates).toBe(1_000);
    for (const d of [0, 1, 499, 998, 999]) {
      await page.getByLabel('Debate', { exact: true }).selectOption(atlas.debates.slug[d]!);
      await expect.poll(async () => (await settledDraw(page)).titles.map((t) => t.text)).toEqual([atlas.debates.title[d]]);
    }
    await page.getByLabel('Debate', { exact: true }).selectOption('');
    expect(errors).toEqual([]);
  });

  it('fits the 1-hop view of the persona in the most debates to the map', async () => {
    let hub = 0;
    atlas.nodes.debate.forEach((list, i) => { if (list.length > atlas.nodes.debate[hub]!.length) hub = i; });
    const near = new Set([hub]);
    atlas.edges.source.forEach((s, e) => { const t = atlas.edges.target[e]!; if (s === hub) near.add(t); if (t === hub) near.add(s); });
    expect(near.size).toBeGreaterThan(20);
    await page.goto(`${served.server.url}atlas/?focus=${encodeURIComponent(atlas.nodes.id[hub]!)}&local=1`);
    await page.waitForSelector('[data-atlas-map][data-ready="true"]');
    expect(await page.locator('[data-atlas-map]').getAttribute('data-view')).toBe('local');
    const drawn = await settledDraw(page);
    const { width, height } = (await page.locator('canvas[data-canvas]').boundingBox())!;
    expect(drawn.nodes).toBe(near.size);
    const e = drawn.extent!;
    expect(e.x0 >= 0 && e.y0 >= 0 && e.x1 <= width && e.y1 <= height, JSON.stringify(e)).toBe(true);
    const layout = await page.evaluate(() => performance.getEntriesByName('atlas:local-layout').map((m) => m.duration));
    console.log(`1-hop view of a persona in ${atlas.nodes.debate[hub]!.length} debates: ${near.size} nodes, laid out in ${layout.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}`);
    expect(errors).toEqual([]);
  });
});
