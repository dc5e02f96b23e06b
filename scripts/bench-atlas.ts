// Atlas benchmark. Run: node scripts/bench-atlas.ts [merge] [layout] [titles] [build] [frames]
// (default: all five). Figures go in docs/benchmarks.md.
//  merge  — mergeDebates over 1,000 and 10,000 synthetic debates (median of 5 runs);
//  layout — layoutAtlas + map data for a ~10,000-node atlas (and the 1,000-debate one);
//  titles — the map's island title forms (every debate's, as the page makes them before its
//           first view) for 1,000 and 10,000 synthetic titles, 7 px a character;
//  build  — `npm run build` of N=1,000 synthetic logs with the atlas pages, and the share
//           of the build spent rendering /atlas/ pages;
//  frames — frame times (rAF) and the map's draw times in headless Chromium with the frame
//           rate unlocked and a software canvas, while dragging and wheel-zooming /atlas/
//           with ~10,000 nodes / 30,000 edges and ~25,000 nodes (the built page, fed a
//           synthetic atlas); prints the table for docs/benchmarks.md.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { buildAtlasData } from '../src/lib/atlas/atlasData.ts';
import { layoutAtlas } from '../src/lib/layout/layoutAtlas.ts';
import type { DebateSlug } from '../src/lib/core/ids.ts';
import { layoutGraph } from '../src/lib/layout/layoutGraph.ts';
import type { GraphLayout } from '../src/lib/graph/types.ts';
import { mergeDebates, type MergeInput } from '../src/lib/merge/mergeDebates.ts';
import { launchChromium } from './support/chromium.ts';
import { serveDirectory } from './support/staticServer.ts';
import { syntheticDebates } from './support/syntheticGraphs.ts';
import { measureSiteBuild } from './bench/measure.ts';
import { syntheticLog } from './syntheticDebates.ts';
import { sharedParts, titleForms, titlesFitted } from '../src/components/atlas/map/islandTitles.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const parts = new Set(process.argv.slice(2));
const run = (part: string) => parts.size === 0 || parts.has(part);
const RUNS = 5;
const BUILD_DEBATES = 1_000;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const ms = (x: number) => `${x.toFixed(x < 10 ? 1 : 0)} ms`;
function timed<T>(f: () => T): { value: T; times: number[] } {
  let value!: T;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    value = f();
    times.push(performance.now() - start);
  }
  return { value, times };
}

/** Merge inputs with stored per-debate layouts, as the site has them. */
function withLayouts(inputs: MergeInput[]): Map<DebateSlug, GraphLayout> {
  return new Map(inputs.map((input) => [input.slug, layoutGraph(input.graph, input.slug)]));
}

/** The synthetic atlas closest to `nodes` nodes (the generator gives ~25 atlas nodes per debate). */
function atlasOfSize(nodes: number) {
  const inputs = syntheticDebates({ debates: Math.round(nodes / 25), seed: 3 });
  const layouts = withLayouts(inputs);
  return { inputs, layouts, merged: mergeDebates(inputs) };
}

console.log(`node ${process.version}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);

if (run('merge')) {
  mergeDebates(syntheticDebates({ debates: 200, seed: 2 })); // warm the JIT
  for (const n of [1_000, 10_000]) {
    const inputs = syntheticDebates({ debates: n, seed: 1 });
    const { value, times } = timed(() => mergeDebates(inputs));
    const s = value.atlas.stats;
    console.log(`merge N=${n} debates: ${s.inputNodes} → ${s.nodes} nodes, ${s.edges} edges; median ${ms(median(times))}, best ${ms(Math.min(...times))} (${RUNS} runs)`);
  }
}

if (run('layout')) {
  for (const size of [10_000, 25_000]) {
    const { inputs, layouts, merged } = atlasOfSize(size);
    const { value: layout, times } = timed(() => layoutAtlas(merged.atlas, layouts));
    const links = { debateTitle: (s: DebateSlug) => s, debateUrl: (s: DebateSlug) => `/debates/${s}/`, pageUrl: () => undefined };
    const data = timed(() => JSON.stringify(buildAtlasData(merged.atlas, layout, links)));
    console.log(
      `layout ${inputs.length} debates → ${merged.atlas.stats.nodes} nodes, ${merged.atlas.stats.edges} edges: layoutAtlas median ${ms(median(times))}; ` +
        `map data median ${ms(median(data.times))}, ${(data.value.length / 1024 / 1024).toFixed(1)} MB`,
    );
  }
}

if (run('build')) {
  const work = path.join(root, 'bench-out', `atlas-n${BUILD_DEBATES}`);
  rmSync(work, { recursive: true, force: true });
  const content = path.join(work, 'debates');
  for (let i = 0; i < BUILD_DEBATES; i++) {
    const file = path.join(content, String(2020 + (i % 7)), `debate-${String(i).padStart(5, '0')}.json`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(syntheticLog(i), null, 2));
  }
  const result = await measureSiteBuild(content, work);
  if (result.status !== 0) {
    console.error(result.stdout.slice(-4000), result.stderr.slice(-4000));
    throw new Error(`build of ${BUILD_DEBATES} debates failed`);
  }
  // Astro prints each page with the time it took to render: sum the /atlas/ ones.
  let atlasPages = 0, atlasMs = 0;
  for (const m of result.stdout.matchAll(/ \/atlas\/\S* \(\+(\d+)ms\)/g)) {
    atlasPages++;
    atlasMs += Number(m[1]);
  }
  const pages = /(\d+) page\(s\) built/.exec(result.stdout)?.[1];
  console.log(
    `build N=${BUILD_DEBATES}: ${result.seconds.toFixed(1)} s, peak memory of all its processes ${result.peakMB.toFixed(0)} MB, ${pages} pages, ` +
      `of which ${atlasPages} atlas pages and files rendered in ${(atlasMs / 1000).toFixed(1)} s (merge, layout and map data included)`,
  );
}

if (run('titles')) {
  for (const n of [1_000, 10_000]) {
    const titles = Array.from({ length: n }, (_, i) => syntheticLog(i).topic);
    const measure = (text: string) => Array.from(text).length * 7;
    const { times } = timed(() => {
      const parts = sharedParts(titles);
      titles.forEach((title, d) => titleForms(title, { start: parts.starts[d]!, end: parts.ends[d]! }, measure, (form, most) => titlesFitted(parts, title, form, most)));
    });
    console.log(`titles N=${n}: every island's title forms in ${ms(median(times))} (median of ${RUNS}; ${times.map(ms).join(', ')})`);
  }
}

type Gesture = 'drag' | 'wheel-zoom' | 'drag-zoomed' | 'wheel-deep';
const GESTURES: Gesture[] = ['drag', 'wheel-zoom', 'drag-zoomed', 'wheel-deep'];
const GESTURE_LABEL: Record<Gesture, string> = {
  drag: 'drag, whole map in view',
  'wheel-zoom': 'wheel zoom ×20 in and out',
  'drag-zoomed': 'drag, zoomed ×8 (labels)',
  'wheel-deep': 'wheel zoom to the closest zoom and out',
};

if (run('frames')) {
  // The built /atlas/ page (of the small atlas fixture), fed synthetic atlases of ~10,000
  // and ~25,000 nodes. 10,000 nodes get extra `related` edges between random nodes of the
  // whole map (to 30,000+ edges): long edges that cross the view with both ends outside it.
  const work = path.join(root, 'bench-out', 'atlas-frames');
  rmSync(work, { recursive: true, force: true });
  const built = await measureSiteBuild(path.join(root, 'tests/fixtures/sites/atlas/debates'), work);
  if (built.status !== 0) throw new Error(`build for the frame benchmark failed:\n${built.stdout.slice(-3000)}${built.stderr.slice(-3000)}`);
  const builtSite = path.join(work, 'dist');
  const server = await serveDirectory(builtSite);
  // Software rendering (no GPU) with the frame rate unlocked: frame times are what drawing costs.
  const browser = await launchChromium(undefined, ['--disable-gpu-vsync', '--disable-frame-rate-limit']);
  const rows: string[] = [];
  try {
    const sizes = (process.env.BENCH_ATLAS_SIZES ?? '10000,25000').split(',').map(Number);
    for (const [size, extraEdges] of ([[10_000, 4_000], [25_000, 0]] as const).filter(([n]) => sizes.includes(n))) {
      const { inputs, layouts, merged } = atlasOfSize(size);
      const layout = layoutAtlas(merged.atlas, layouts);
      const links = { debateTitle: (s: DebateSlug) => `Debate ${s}`, debateUrl: (s: DebateSlug) => `/debates/${s}/`, pageUrl: () => undefined };
      const data = buildAtlasData(merged.atlas, layout, links);
      addRandomEdges(data, extraEdges);
      writeFileSync(path.join(builtSite, 'atlas/atlas-data.json'), JSON.stringify(data));
      const nodes = data.nodes.id.length, edges = data.edges.source.length;
      const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      // The first drawing, in ms since navigation started (the map announces each drawing).
      await page.addInitScript(() => {
        document.addEventListener('atlas:drawn', () => { (window as unknown as { firstDraw?: number }).firstDraw ??= performance.now(); });
      });
      // Four loads: the first in a fresh browser (nothing cached, nothing compiled) is shown
      // apart; the median of the other three is the figure (one load is at the mercy of
      // other processes on the machine).
      const loads: number[] = [];
      for (let n = 0; n < 4; n++) {
        await page.goto(`${server.url}atlas/`);
        await page.waitForSelector('[data-atlas-map][data-ready="true"]', { timeout: 120_000 });
        loads.push(await page.waitForFunction(() => (window as unknown as { firstDraw?: number }).firstDraw).then((h) => h.jsonValue()) as number);
      }
      const cold = loads.shift()!;
      const firstDraw = median(loads);
      await page.locator('canvas[data-canvas]').scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      console.log(`frames: ${nodes} nodes, ${edges} edges (${inputs.length} synthetic debates${extraEdges ? `, ${extraEdges} random long edges` : ''}); first drawing ${ms(firstDraw)} after navigation (median of 3 loads: ${loads.map(ms).join(', ')}; the first load in a fresh browser ${ms(cold)})`);
      rows.push(`| ${nodes.toLocaleString('en')} / ${edges.toLocaleString('en')} | first drawing after navigation (median of 3 loads; first load in a fresh browser ${ms(cold)}) | ${ms(firstDraw)} | | | | | | | | |`);
      // One unmeasured round first: the first labels drawn make the browser load and
      // shape fonts (a one-off), which is not a frame rate.
      for (const gesture of GESTURES) await measureGesture(page, gesture);
      for (const gesture of GESTURES) {
        const { frames, draws } = await measureGesture(page, gesture);
        const f = (xs: number[]) => `${ms(median(xs))} | ${ms(percentile(xs, 0.95))} | ${ms(percentile(xs, 0.99))} | ${ms(Math.max(...xs))}`;
        const over = (xs: number[], limit: number) => xs.filter((x) => x > limit).length;
        const limit = nodes < 20_000 ? 50 : 100;
        console.log(`  ${gesture.padEnd(12)} ${frames.length} frames: frame ${f(frames)}; draw ${f(draws)}; over ${limit} ms: ${over(frames, limit)} frames, ${over(draws, limit)} draws`);
        rows.push(`| ${nodes.toLocaleString('en')} / ${edges.toLocaleString('en')} | ${GESTURE_LABEL[gesture]} | ${f(frames)} | ${f(draws)} | ${over(frames, limit)} / ${over(draws, limit)} (> ${limit} ms) |`);
      }
      if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
      await page.context().close();
    }
    console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    console.log('\n| nodes / edges | gesture | frame median | p95 | p99 | max | draw median | p95 | p99 | max | frames / draws over the limit |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    console.log(rows.join('\n'));
  } finally {
    await browser.close();
    await server.close();
  }
}

/** `count` `related` edges between random nodes (seeded), as if debates referred to each other. */
function addRandomEdges(data: ReturnType<typeof buildAtlasData>, count: number): void {
  if (count === 0) return;
  let seed = 7;
  const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
  let relation = data.relations.indexOf('related');
  if (relation < 0) relation = data.relations.push('related') - 1;
  const n = data.nodes.id.length;
  for (let i = 0; i < count; i++) {
    const s = Math.floor(random() * n), t = Math.floor(random() * n);
    if (s === t) continue;
    data.edges.source.push(s); data.edges.target.push(t); data.edges.relation.push(relation); data.edges.debate.push(data.nodes.debate[s]![0]!);
  }
}

/**
 * One gesture scripted in the page, one input event per animation frame, as a dragging
 * hand or a wheel sends them: d3-zoom handles each, the map draws in the next frame.
 * Returns the time between frames and the map's own drawing time of each drawing.
 */
async function measureGesture(page: import('playwright-core').Page, gesture: Gesture): Promise<{ frames: number[]; draws: number[] }> {
  await page.keyboard.press('Escape');
  await page.locator('[data-action="fit"]').click();
  await page.waitForTimeout(200);
  return page.evaluate(async (gesture) => {
    const root = document.querySelector('[data-atlas-map]') as HTMLElement;
    const canvas = root.querySelector('canvas[data-canvas]') as HTMLCanvasElement;
    // The wheel zooms the map only once it is activated (a press in it), as a reader's click does.
    canvas.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'mouse', bubbles: true }));
    const box = canvas.getBoundingClientRect();
    // Off-centre, so zooming moves the view across the map, not only into its middle.
    const cx = box.left + box.width * 0.4, cy = box.top + box.height * 0.45;
    const wheel = (deltaY: number) => canvas.dispatchEvent(new WheelEvent('wheel', { deltaY, clientX: cx, clientY: cy, bubbles: true, cancelable: true }));
    const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
    if (gesture === 'drag-zoomed') { for (let i = 0; i < 15; i++) { wheel(-100); await frame(); } }
    await new Promise((r) => setTimeout(r, 200));
    // Chromium records canvas calls and rasterises them later, off the measured call: reading
    // one pixel right after each drawing makes it rasterise now, so a draw time is the
    // map's own time (recording) plus the rasteriser's.
    const draws: number[] = [];
    const pixel = canvas.getContext('2d')!;
    const onDraw = (event: Event) => {
      const start = performance.now();
      pixel.getImageData(0, 0, 1, 1);
      draws.push((event as CustomEvent<{ ms: number }>).detail.ms + performance.now() - start);
    };
    root.addEventListener('atlas:drawn', onDraw);
    const FRAMES = gesture === 'wheel-deep' ? 300 : 240;
    const stamps: number[] = [];
    const drag = gesture === 'drag' || gesture === 'drag-zoomed';
    if (drag) canvas.dispatchEvent(new MouseEvent('mousedown', { clientX: cx, clientY: cy, button: 0, bubbles: true, view: window }));
    for (let n = 0; n <= FRAMES; n++) {
      stamps.push(await frame());
      const phase = n / FRAMES;
      // d3-zoom scales by 2^(−deltaY × 0.002) per event: 120 events of 18 make ×20.
      if (gesture === 'wheel-zoom') wheel(phase < 0.5 ? -18 : 18);
      else if (gesture === 'wheel-deep') wheel(phase < 0.5 ? -75 : 75);
      else {
        const dx = 300 * Math.sin(phase * 2 * Math.PI), dy = 180 * Math.sin(phase * 4 * Math.PI);
        window.dispatchEvent(new MouseEvent('mousemove', { clientX: cx + dx, clientY: cy + dy, buttons: 1, bubbles: true, view: window }));
      }
    }
    if (drag) window.dispatchEvent(new MouseEvent('mouseup', { clientX: cx, clientY: cy, button: 0, bubbles: true, view: window }));
    await frame();
    root.removeEventListener('atlas:drawn', onDraw);
    return { frames: stamps.slice(1).map((t, i) => t - stamps[i]!), draws };
  }, gesture);
}
