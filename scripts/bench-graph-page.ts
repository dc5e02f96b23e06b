// The debate page and the atlas on a slow phone (issue 27): a 390×844 touch viewport with
// the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), the long tasks (> 50 ms) while
// the page loads, while it is scrolled to the graph or map, and while that is zoomed in
// three steps and out three (the +/− buttons). Each phase is traced
// (scripts/bench/mainThread.ts): besides wall times, which a loaded machine inflates
// several-fold, it prints what does not depend on the
// load: each long task's CPU time, the CPU time of layout, style and script, the most
// layout objects one layout laid out, and the label measurements (canvas measureText
// calls) per zoom step. Timing depends on the machine: these are measurements for
// docs/benchmarks.md, never test assertions.
//
//   node scripts/bench-graph-page.ts [--network] <built site folder> [slug …]
//   node scripts/bench-graph-page.ts [--network] <built site folder> --atlas [nodes]
//
// --network also slows the network as Lighthouse's mobile preset does (150 ms round trip,
// 1.6 Mbit/s down, 750 kbit/s up): the page then arrives in parts, as on a phone, instead of
// whole at once from the local server (whose whole-page first layout is the load's longest
// task when the style sheets arrive after the parser has ended; docs/benchmarks.md).
//
// --atlas opens the site's /atlas/ page fed a synthetic atlas of about `nodes` nodes
// (default 6,000; the generator of `node scripts/bench-atlas.ts`), served in place of the
// site's atlas-data.json: the built site is not changed.
import os from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { buildAtlasData } from '../src/lib/atlas/atlasData.ts';
import type { DebateSlug } from '../src/lib/core/ids.ts';
import { layoutAtlas } from '../src/lib/layout/layoutAtlas.ts';
import { layoutGraph } from '../src/lib/layout/layoutGraph.ts';
import { mergeDebates } from '../src/lib/merge/mergeDebates.ts';
import { launchChromium } from './support/chromium.ts';
import { syntheticDebates } from './support/syntheticGraphs.ts';
import { serveDirectory } from './support/staticServer.ts';
import { describePhase, traced, tracedSizes } from './bench/mainThread.ts';

/** Tries of the fresh layout (fullRelayout). */
const RELAYOUTS = 15;
const args = process.argv.slice(2);
const slowNetwork = args[0] === '--network';
const [site, ...rest] = slowNetwork ? args.slice(1) : args;
if (!site) {
  console.error('usage: node scripts/bench-graph-page.ts [--network] <built site folder> [slug …] | --atlas [nodes]');
  process.exit(2);
}
const atlasNodes = rest[0] === '--atlas' ? Number(rest[1] ?? 6_000) : undefined;
const slugs = atlasNodes === undefined ? (rest.length ? rest : ['2026/four-day-week']) : [];
console.log(`${new Date().toISOString()} load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}${slowNetwork ? '; network slowed (150 ms, 1.6 Mbit/s)' : ''}`);
const server = await serveDirectory(site);
const browser = await launchChromium();
try {
  for (const slug of slugs) await measure(browser, `debates/${slug}/`, slug, '[data-graph][data-enhanced="true"]', '.da-graph__svg');
  if (atlasNodes !== undefined) await measure(browser, 'atlas/', `atlas, ${atlasNodes} nodes asked`, '[data-atlas-map][data-ready="true"]', 'canvas[data-canvas]', syntheticAtlas(atlasNodes));
  console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
} finally {
  await browser.close();
  await server.close();
}

async function measure(browser: Browser, address: string, name: string, ready: string, canvas: string, atlas?: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  // A loaded machine takes minutes where an idle one takes seconds.
  context.setDefaultTimeout(300_000);
  context.setDefaultNavigationTimeout(300_000);
  const page = await context.newPage();
  if (atlas) await page.route('**/atlas/atlas-data.json', (route) => route.fulfill({ contentType: 'application/json', body: atlas }));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (slowNetwork) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  }
  await page.addInitScript(() => {
    // Long tasks as the page sees them, and every text measurement on a canvas (label placement).
    const w = window as unknown as { __tasks: number[]; __measured: number };
    w.__tasks = [];
    w.__measured = 0;
    new PerformanceObserver((list) => { for (const e of list.getEntries()) w.__tasks.push(e.duration); }).observe({ type: 'longtask', buffered: true });
    const measureText = CanvasRenderingContext2D.prototype.measureText;
    CanvasRenderingContext2D.prototype.measureText = function (text: string) { w.__measured++; return measureText.call(this, text); };
  });
  // `attached`, not `visible`: a visibility check would lay the page out from here.
  const load = await traced(browser, page, async () => {
    const response = await page.goto(`${server.url}${address}`, { waitUntil: 'load' });
    // A mistyped slug is a 404: say so now, not after the selector's five-minute wait.
    if (!response?.ok()) throw new Error(`${address}: HTTP ${response?.status() ?? 'no response'}`);
    await page.waitForSelector(ready, { state: 'attached' });
    await page.waitForTimeout(1000);
  });
  const measuredOnLoad = await counter(page);
  const relayout = await fullRelayout(browser, page, cdp);
  // The drawing is skipped off screen (content-visibility): scrolled to, it is styled, laid out and painted.
  const scroll = await traced(browser, page, async () => {
    await page.locator(canvas).scrollIntoViewIfNeeded();
    await page.waitForTimeout(1000);
  });
  await counter(page);
  const steps: number[] = [];
  const zoom = await traced(browser, page, async () => {
    for (const action of ['zoom-in', 'zoom-in', 'zoom-in', 'zoom-out', 'zoom-out', 'zoom-out']) {
      await page.locator(`[data-action="${action}"]`).first().tap();
      await page.waitForTimeout(600);
      steps.push(await counter(page));
    }
  });
  console.log(`${name}: load: ${describePhase(load)}; ${measuredOnLoad} text measurements`);
  console.log(`${name}: the loaded page laid out and styled afresh, CPU not slowed, best of ${RELAYOUTS}: ${relayout.ms} ms; ${relayout.rendered} of ${relayout.elements} elements rendered at the top of the page; ${relayout.layoutObjects.toLocaleString('en')} layout objects, ${relayout.styledElements.toLocaleString('en')} elements styled`);
  console.log(`${name}: scrolled to the drawing: ${describePhase(scroll)}`);
  console.log(`${name}: zoom (6 steps): ${describePhase(zoom)}; text measurements per step ${steps.join(', ')}`);
  await context.close();
}



/**
 * The page's first style and layout without the parser's timing: the loaded page (at its
 * top) taken out of the rendering (body display: none) and put back, then styled and laid
 * out from scratch, with the CPU not slowed, the best of RELAYOUTS tries (the best is the
 * one another process interrupted least); how many of the page's elements are rendered
 * at all (not in a part the browser skips: checkVisibility); and the layout objects and
 * styled elements of that whole-page relayout (the trace's counts), which no load and no
 * race between the parser and the style sheets changes.
 */
async function fullRelayout(browser: Browser, page: Page, cdp: import('playwright-core').CDPSession): Promise<{ ms: number; rendered: number; elements: number; layoutObjects: number; styledElements: number }> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  let result = { ms: 0, rendered: 0, elements: 0 };
  const sizes = await tracedSizes(browser, page, async () => { result = await page.evaluate((tries) => {
    window.scrollTo(0, 0);
    const body = document.body;
    let best = Infinity;
    for (let i = 0; i < tries; i++) {
      body.style.display = 'none';
      void body.offsetHeight;
      body.style.removeProperty('display');
      const t = performance.now();
      void body.offsetHeight;
      best = Math.min(best, performance.now() - t);
    }
    const all = [...document.querySelectorAll('body *')];
    const rendered = all.filter((el) => el.checkVisibility({ contentVisibilityAuto: true })).length;
    return { ms: Math.round(best * 10) / 10, rendered, elements: all.length };
  }, RELAYOUTS); });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { ...result, ...sizes };
}

/** Text measurements since the last call. */
function counter(page: Page): Promise<number> {
  return page.evaluate(() => { const w = window as unknown as { __measured: number }; const n = w.__measured; w.__measured = 0; return n; });
}

/** The atlas data of a synthetic archive of about `nodes` nodes (~25 atlas nodes a debate), as JSON. */
function syntheticAtlas(nodes: number): string {
  const inputs = syntheticDebates({ debates: Math.max(1, Math.round(nodes / 25)), seed: 3 });
  const merged = mergeDebates(inputs);
  const layout = layoutAtlas(merged.atlas, new Map(inputs.map((input) => [input.slug, layoutGraph(input.graph, input.slug)])));
  const links = { debateTitle: (s: DebateSlug) => `Debate ${s}`, debateUrl: (s: DebateSlug) => `/debates/${s}/`, pageUrl: () => undefined };
  const data = buildAtlasData(merged.atlas, layout, links);
  console.log(`synthetic atlas: ${inputs.length} debates, ${data.nodes.id.length} nodes, ${data.edges.source.length} edges`);
  return JSON.stringify(data);
}
