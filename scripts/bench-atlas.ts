// Atlas benchmark. Run: node scripts/bench-atlas.ts [merge] [layout] [build] [frames]
// (default: all four). Figures go in docs/benchmarks.md.
//  merge  — mergeDebates over 1,000 and 10,000 synthetic debates (median of 5 runs);
//  layout — layoutAtlas + map data for a ~10,000-node atlas (and the 1,000-debate one);
//  build  — `astro build` of N=1,000 synthetic logs with the atlas pages, and the share
//           of the build spent rendering /atlas/ pages;
//  frames — rAF frame times in headless Chromium while panning and zooming /atlas/ with
//           ~10,000 nodes and ~20,000 edges (the built page, fed a synthetic atlas).
import { spawnSync } from 'node:child_process';
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
import { launchChromium } from '../tests/support/chromium.ts';
import { serveDirectory } from '../tests/support/staticServer.ts';
import { syntheticDebates } from '../tests/fixtures/merge/synthetic.ts';
import { syntheticLog } from './syntheticDebates.ts';

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

function astroBuild(content: string, work: string) {
  return spawnSync('/usr/bin/time', ['-f', 'BENCH %e s %M KB', path.join(root, 'node_modules/.bin/astro'), 'build', '--outDir', path.join(work, 'dist')], {
    cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024,
    env: {
      ...process.env, ASTRO_TELEMETRY_DISABLED: '1', DEBATE_ATLAS_CONTENT: content, DEBATE_ATLAS_CACHE_DIR: path.join(work, 'cache'),
      PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
    },
  });
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

console.log(`node ${process.version}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB`);

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
  const result = astroBuild(content, work);
  const figures = /BENCH ([\d.]+) s (\d+) KB/.exec(result.stderr);
  if (result.status !== 0 || !figures) {
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
    `build N=${BUILD_DEBATES}: ${figures[1]} s, peak RSS ${(Number(figures[2]) / 1024).toFixed(0)} MB, ${pages} pages, ` +
      `of which ${atlasPages} atlas pages and files rendered in ${(atlasMs / 1000).toFixed(1)} s (merge, layout and map data included)`,
  );
}

if (run('frames')) {
  // The built /atlas/ page (of the small atlas fixture), fed a synthetic atlas of ~10,000 nodes.
  const work = path.join(root, 'bench-out', 'atlas-frames');
  rmSync(work, { recursive: true, force: true });
  const built = astroBuild(path.join(root, 'tests/fixtures/sites/atlas/debates'), work);
  if (built.status !== 0) throw new Error(`build for the frame benchmark failed:\n${built.stdout.slice(-3000)}${built.stderr.slice(-3000)}`);
  const builtSite = path.join(work, 'dist');
  const { inputs, layouts, merged } = atlasOfSize(10_000);
  const layout = layoutAtlas(merged.atlas, layouts);
  const links = { debateTitle: (s: DebateSlug) => `Debate ${s}`, debateUrl: (s: DebateSlug) => `/debates/${s}/`, pageUrl: () => undefined };
  writeFileSync(path.join(builtSite, 'atlas/atlas-data.json'), JSON.stringify(buildAtlasData(merged.atlas, layout, links)));
  const server = await serveDirectory(builtSite);
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const loadStart = performance.now();
    await page.goto(`${server.url}atlas/`);
    await page.waitForSelector('[data-atlas-map][data-ready="true"]', { timeout: 120_000 });
    const loadMs = performance.now() - loadStart;
    await page.locator('canvas[data-canvas]').scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    // Scripted in the page, one input event per animation frame, as a dragging hand or a
    // wheel would send them: d3-zoom handles each, the map redraws in the next frame.
    const measure = (kind: 'pan' | 'zoom' | 'pan-zoomed') => page.evaluate(async (kind) => {
      const canvas = document.querySelector('canvas[data-canvas]') as HTMLCanvasElement;
      const box = canvas.getBoundingClientRect();
      const cx = box.left + box.width / 2, cy = box.top + box.height / 2;
      const FRAMES = 180;
      const stamps: number[] = [];
      if (kind === 'pan-zoomed') {
        // Zoom in to label level first: labels are drawn, most nodes are culled.
        for (let i = 0; i < 25; i++) canvas.dispatchEvent(new WheelEvent('wheel', { deltaY: -120, clientX: cx, clientY: cy, bubbles: true, cancelable: true }));
        await new Promise((r) => setTimeout(r, 300));
      }
      if (kind !== 'zoom') canvas.dispatchEvent(new MouseEvent('mousedown', { clientX: cx, clientY: cy, button: 0, bubbles: true, view: window }));
      await new Promise<void>((resolve) => {
        let n = 0;
        const step = (t: number) => {
          stamps.push(t);
          if (n === FRAMES) { resolve(); return; }
          const phase = n / FRAMES;
          if (kind === 'zoom') {
            canvas.dispatchEvent(new WheelEvent('wheel', { deltaY: phase < 0.5 ? -40 : 40, clientX: cx, clientY: cy, bubbles: true, cancelable: true }));
          } else {
            const dx = 200 * Math.sin(phase * 2 * Math.PI), dy = 120 * Math.sin(phase * 4 * Math.PI);
            window.dispatchEvent(new MouseEvent('mousemove', { clientX: cx + dx, clientY: cy + dy, buttons: 1, bubbles: true, view: window }));
          }
          n++;
          requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      });
      if (kind !== 'zoom') window.dispatchEvent(new MouseEvent('mouseup', { clientX: cx, clientY: cy, button: 0, bubbles: true, view: window }));
      return stamps.slice(1).map((t, i) => t - stamps[i]!);
    }, kind);
    const shown = await page.locator('[data-atlas-map]').getAttribute('data-nodes-shown');
    console.log(`frames: ${merged.atlas.stats.nodes} nodes, ${merged.atlas.stats.edges} edges (${inputs.length} synthetic debates), ${shown} shown; page ready in ${ms(loadMs)}`);
    // One unmeasured round first: the first labels drawn make the browser load and shape
    // fonts (a one-off of up to a few seconds here), which is not a frame rate.
    for (const kind of ['pan', 'zoom', 'pan-zoomed'] as const) await measure(kind);
    await page.reload();
    await page.waitForSelector('[data-atlas-map][data-ready="true"]', { timeout: 120_000 });
    for (const kind of ['pan', 'zoom', 'pan-zoomed'] as const) {
      const deltas = await measure(kind);
      console.log(`  ${kind.padEnd(10)} ${deltas.length} frames: median ${ms(median(deltas))}, p95 ${ms(percentile(deltas, 0.95))}, max ${ms(Math.max(...deltas))}`);
    }
    // A filter change recomputes what is shown and redraws the whole scene once.
    const redraws = await page.evaluate(async () => {
      const box = document.querySelector<HTMLInputElement>('[data-relations] input[value="belongs_to"]')!;
      const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
      const times: number[] = [];
      for (let i = 0; i < 10; i++) {
        await frame();
        const start = performance.now();
        box.click();
        await frame();
        await frame();
        times.push(performance.now() - start);
      }
      return times;
    });
    console.log(`  filter change to the second frame after it (10 toggles): median ${ms(median(redraws))}, max ${ms(Math.max(...redraws))}`);
    if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
  } finally {
    await browser.close();
    await server.close();
  }
}
