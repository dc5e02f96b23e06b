// The /atlas/ map: one <canvas> for 10,000 nodes and more (no DOM per node). Composed of
// small modules under map/: model (typed arrays and spatial indexes), scene (drawing,
// with level of detail), frame (a drag copies a scene drawn with margins), controls (pan, zoom, pointer, keyboard), hitTest, search,
// filters, panel, urlState, colours. This file loads the data, makes the shared
// context (map/context.ts) and owns the view: what is shown, the zoom to fit, the
// frame loop. Each drawn frame is announced as an `atlas:drawn` event on the map
// element, with its draw time and the label boxes placed (benchmarks and tests read it);
// performance marks time the start (atlas:data, atlas:model, atlas:first-drawing).
import type { AtlasData } from '../../lib/atlas/atlasData.ts';
import type { ZoomTransform } from 'd3-zoom';
import { MAX_ZOOM, computeVisibility, decodeViewState, knownNames, type ViewState, type Visibility } from '../../lib/atlas/atlasView.ts';
import { formatCount } from '../../lib/core/limits.ts';
import { onThemeChange, readColours, type Colours } from './map/colours.ts';
import { plural, required, type MapContext } from './map/context.ts';
import { setUpControls, type ViewControls } from './map/controls.ts';
import { setUpFilters } from './map/filters.ts';
import { edgeGridSteps, modelSteps, type MapModel } from './map/model.ts';
import { setUpPanel } from './map/panel.ts';
import { frameDrawer } from './map/frame.ts';
import { localGeometry } from './map/localView.ts';
import { sceneBuffers, titlesEveryIsland } from './map/scene.ts';
import { measureTitle } from './map/labels.ts';
import { setUpSearch } from './map/search.ts';
import { urlWriter } from './map/urlState.ts';
import { inSlices, runSteps, yieldToBrowser } from '../shared/yieldToBrowser.ts';

/** Zoom a selected node is shown at, at least. */
const FOCUS_ZOOM = 1.1;

export async function enhanceAtlas(root: HTMLElement): Promise<void> {
  if (root.dataset.enhanced) return;
  root.dataset.enhanced = 'true';
  const status = required<HTMLElement>(root, '[data-status]');
  let data: AtlasData;
  try {
    const response = await fetch(root.dataset.src ?? '');
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    data = (await response.json()) as AtlasData;
    performance.mark('atlas:data');
  } catch (error) {
    // Say so where the map would be; everything else on the page works without it.
    for (const part of root.querySelectorAll<HTMLElement>('.atlas-controls, .atlas-layout, .atlas-keys')) part.hidden = true;
    root.hidden = false;
    status.textContent = `The map could not be loaded (${(error as Error).message}); the lists below have everything it shows.`;
    return;
  }
  // In slices (issue 27: no task over 200 ms on a phone at 4× CPU slowdown): the data is
  // parsed in one task, the model made in steps, the map set up in a few tasks.
  await yieldToBrowser();
  const model = await runSteps(modelSteps(data));
  performance.mark('atlas:model');
  await yieldToBrowser();
  await startMap(root, model, status);
}

async function startMap(root: HTMLElement, model: MapModel, status: HTMLElement): Promise<void> {
  const canvas = required<HTMLCanvasElement>(root, 'canvas[data-canvas]');
  const frames = frameDrawer(canvas);
  const buffers = sceneBuffers(model);
  let colours: Colours = readColours(root, model.data);
  const size = { width: 0, height: 0 };
  let frame = 0, drawnOnce = false, restored = false;
  const view: { controls?: ViewControls } = {};
  const controls = () => view.controls!;

  function draw(): void {
    frame = 0;
    if (!restored) return; // nothing to show before the view is
    const t = controls().transform();
    // The first drawing takes a gesture's smaller edge budget and the next frame the full
    // one, so that the first frame's task stays short on a slow phone.
    const first = !drawnOnce;
    const stats = frames.draw({
      model: ctx.geometry, vis: ctx.vis, islands: ctx.islands, focus: ctx.focusIndex(), hover: ctx.hover, moving: ctx.moving || first, colours, buffers,
      view: { k: t.k, x: t.x, y: t.y, width: size.width, height: size.height, dpr: window.devicePixelRatio || 1 },
    });
    ctx.titles = stats.titles;
    if (first) { drawnOnce = true; performance.mark('atlas:first-drawing'); ctx.redraw(); }
    root.dispatchEvent(new CustomEvent('atlas:drawn', { detail: stats, bubbles: true }));
  }
  const ctx = mapContext(root, canvas, model, status, size, controls, () => {
    if (frame === 0) frame = requestAnimationFrame(draw);
  }, (x, y, k) => titlesEveryIsland(canvas.getContext('2d')!, {
    model: ctx.geometry, vis: ctx.vis, islands: ctx.islands, focus: ctx.focusIndex(), hover: -1, moving: false, colours, buffers,
    view: { k, x: size.width / 2 - x * k, y: size.height / 2 - y * k, width: size.width, height: size.height, dpr: window.devicePixelRatio || 1 },
  }));

  function resize(): void {
    const box = canvas.getBoundingClientRect();
    if (Math.round(box.width) === size.width && Math.round(box.height) === size.height) return;
    const first = size.width === 0;
    size.width = Math.round(box.width);
    size.height = Math.round(box.height);
    const dpr = window.devicePixelRatio || 1;
    canvas.width = Math.max(1, Math.round(size.width * dpr));
    canvas.height = Math.max(1, Math.round(size.height * dpr));
    if (!first && controls().fitted) ctx.fitVisible();
    ctx.redraw();
  }

  view.controls = setUpControls(ctx);
  setUpFilters(ctx);
  setUpSearch(ctx);
  setUpPanel(ctx);
  // Each in a task of its own: the page laid out with the map shown, then the view.
  await yieldToBrowser();
  root.hidden = false;
  resize();
  new ResizeObserver(resize).observe(required(root, '.atlas-stage'));
  onThemeChange(() => { colours = readColours(root, model.data); ctx.redraw(); });
  // The islands' titles measured in slices: choosing the first view places them (readableZoom).
  const measuring = canvas.getContext('2d')!;
  await inSlices(model.islandR.length, (d) => measureTitle(measuring, { model, buffers }, d));
  await yieldToBrowser();
  restored = true;
  restoreView(ctx);
  // Ready once the long option lists are in (filters.ts fills them in a timer set before this one).
  setTimeout(() => { root.dataset.ready = 'true'; }, 0);
  // The edge index is needed once the view zooms in: made in slices after the first drawing.
  setTimeout(() => void runSteps(edgeGridSteps(model)), 50);
}

/** The shared context: the state, what it shows, and the actions on the view. */
function mapContext(
  root: HTMLElement, canvas: HTMLCanvasElement, model: MapModel, status: HTMLElement,
  size: { width: number; height: number }, view: () => ViewControls, redraw: () => void,
  titledAt: (x: number, y: number, k: number) => boolean,
): MapContext {
  const state: ViewState = decodeViewState(location.search, knownNames(model.index));
  const local = localSwitch(model, view);
  const ctx: MapContext = {
    root, canvas, model, geometry: model, state,
    vis: { nodes: new Uint8Array(model.n), edges: new Uint8Array(model.m), nodeCount: 0, edgeCount: 0 }, // applyFilters fills it
    islands: new Uint8Array(model.islandR.length),
    hover: -1,
    titles: [],
    moving: false,
    focusIndex: () => (state.focus === null ? undefined : model.index.idIndex.get(state.focus)),
    applyFilters: () => {
      ctx.vis = computeVisibility(model.index, state);
      ctx.islands = shownIslands(model, ctx.vis);
      const { geometry, back } = local(ctx.vis);
      ctx.geometry = geometry;
      if (back === 'fit') ctx.fitVisible();
      else if (back !== undefined) view().restore(back);
      status.textContent = statusText(model, state, ctx.vis);
      root.dataset.nodesShown = String(ctx.vis.nodeCount);
      root.dataset.edgesShown = String(ctx.vis.edgeCount);
      root.dataset.view = ctx.geometry === model ? 'atlas' : 'local';
      for (const hook of ctx.onFilter) hook();
      ctx.redraw();
      ctx.saveUrl();
    },
    selectNode: (i, options = {}) => {
      state.focus = i === undefined ? null : model.data.nodes.id[i]!;
      if (i === undefined) state.local = false;
      // A node hidden by the debate or persona filter is shown by lifting that filter.
      if (i !== undefined && !ctx.vis.nodes[i] && !state.local) {
        state.debate = null;
        state.persona = null;
      }
      ctx.applyFilters();
      if (i !== undefined && state.local) ctx.fitVisible();
      else if (i !== undefined && options.centre) ctx.centreOn(ctx.geometry.X[i]!, ctx.geometry.Y[i]!, Math.max(view().transform().k, FOCUS_ZOOM));
      for (const hook of ctx.onSelect) hook();
    },
    centreOn: (x, y, k) => {
      view().fitted = false;
      view().centreOn(x, y, k, size.width, size.height);
    },
    fitVisible: () => {
      const [minX, minY, maxX, maxY] = shownBounds(ctx.geometry, ctx.vis);
      const pad = 40;
      const fit = Math.min(FOCUS_ZOOM * 1.5, (size.width - 2 * pad) / Math.max(1, maxX - minX), (size.height - 2 * pad) / Math.max(1, maxY - minY));
      const x = (minX + maxX) / 2, y = (minY + maxY) / 2;
      const started = performance.now();
      const k = readableZoom(fit, (zoom) => titledAt(x, y, zoom));
      performance.measure('atlas:readable-zoom', { start: started }); // benchmarks and tests read it
      view().centreOn(x, y, k, size.width, size.height);
      view().fitted = state.focus === null && state.debate === null && state.persona === null;
    },
    redraw,
    saveUrl: urlWriter(() => {
      const t = view().transform();
      state.at = view().fitted ? null : { x: (size.width / 2 - t.x) / t.k, y: (size.height / 2 - t.y) / t.k, k: t.k };
      return state;
    }),
    onSelect: [],
    onFilter: [],
  };
  return ctx;
}

/**
 * The geometry for a visibility: the local view's own layout, else the atlas. Entering
 * the local view keeps the atlas's view; leaving it says what to put back (`back`): that
 * view, or a fit when the atlas was fitted (or not yet shown, as when a shared address
 * opens on a local view).
 */
function localSwitch(model: MapModel, view: () => ViewControls): (vis: Visibility) => { geometry: MapModel; back?: ZoomTransform | 'fit' } {
  let current: MapModel = model;
  let key = '';
  let atlasView: ZoomTransform | 'fit' = 'fit';
  return (vis) => {
    const nextKey = vis.ring === undefined ? '' : ringKey(vis);
    const next = nextKey === '' ? model : nextKey === key ? current : (localGeometry(model, vis) ?? model);
    if (next !== model && current === model) atlasView = view().fitted ? 'fit' : view().transform();
    const back = next === model && current !== model ? atlasView : undefined;
    key = next === model ? '' : nextKey;
    current = next;
    return back === undefined ? { geometry: current } : { geometry: current, back };
  };
}

/** Same shown nodes and relations, same layout: the shown nodes and a checksum of the shown relations. */
function ringKey(vis: Visibility): string {
  let sum = 0;
  for (let e = 0; e < vis.edges.length; e++) if (vis.edges[e]) sum = (Math.imul(sum, 31) + e) | 0;
  return `${[...vis.ring!.keys()].sort((a, b) => a - b).join(',')}|${vis.edgeCount}|${sum}`;
}

function statusText(model: MapModel, state: ViewState, vis: Visibility): string {
  const { nodeCount, edgeCount } = vis;
  return `Showing ${formatCount(nodeCount)} of ${plural(model.n, 'node')} and ${formatCount(edgeCount)} of ${plural(model.m, 'relation')}` +
    (state.local && state.focus !== null ? ` within ${plural(state.hops, 'hop')} of the selected node.` : '.');
}

/** Which debates' islands have a node shown (only those are titled). */
function shownIslands(model: MapModel, vis: Visibility): Uint8Array {
  const shown = new Uint8Array(model.islandR.length);
  for (let i = 0; i < model.n; i++) if (vis.nodes[i] && model.island[i]! >= 0) shown[model.island[i]!] = 1;
  return shown;
}

/** The box of the shown nodes' discs, in map units (the map's bounds when none is shown). */
function shownBounds(model: MapModel, vis: Visibility): [number, number, number, number] {
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (let i = 0; i < model.n; i++) {
    if (!vis.nodes[i]) continue;
    const x = model.X[i]!, y = model.Y[i]!, r = model.R[i]!;
    if (x - r < minX) minX = x - r;
    if (x + r > maxX) maxX = x + r;
    if (y - r < minY) minY = y - r;
    if (y + r > maxY) maxY = y + r;
  }
  return minX === Infinity ? model.data.bounds : [minX, minY, maxX, maxY];
}

/** Zoom steps tried from the whole map inwards for the first view: every island drawn titled. */
const READABLE_STEP = 1.25;

/**
 * The zoom of the map's first view (and of "Fit to view"): the whole of what is shown
 * when every island drawn there can be titled, else the first step in towards its centre
 * at which every island still drawn is (the rest one pan or "−" away); failing that, the
 * whole. docs/decisions/atlas-island-titles.md.
 */
function readableZoom(fit: number, titledAt: (k: number) => boolean): number {
  for (let k = fit; k <= MAX_ZOOM; k *= READABLE_STEP) if (titledAt(k)) return k;
  return fit;
}

/** Restores the shared view: its position, else the selected node, else everything. */
function restoreView(ctx: MapContext): void {
  const { state } = ctx;
  ctx.applyFilters();
  const focus = ctx.focusIndex();
  if (state.at !== null) ctx.centreOn(state.at.x, state.at.y, state.at.k);
  else if (state.local) ctx.fitVisible();
  else if (focus !== undefined) ctx.centreOn(ctx.geometry.X[focus]!, ctx.geometry.Y[focus]!, FOCUS_ZOOM);
  else ctx.fitVisible();
  for (const hook of ctx.onSelect) hook();
}

export function enhanceAllAtlases(root: ParentNode = document): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-atlas-map]')) void enhanceAtlas(el);
}
