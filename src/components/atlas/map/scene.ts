// Draws the atlas map into its canvas every frame, in screen pixels, with level of detail
// from the spatial indexes (docs/decisions/atlas-map-view.md).
import type { Visibility } from '../../../lib/atlas/atlasView.ts';
import { FrameSet, clipSegment, queryGrid, cellRange, type Grid, type Rect } from '../../../lib/atlas/spatialIndex.ts';
import type { LabelBox } from '../../../lib/atlas/labelPlacement.ts';
import { drawLabels, placeLandmarks, type TitleBox } from './labels.ts';
import type { IslandTitle, SharedParts } from './islandTitles.ts';
import { FAINT_RELATIONS, nodeShape } from '../../../lib/render/nodeStyle.ts';
import { MIN_NODE_PX, edgeGrid, type MapModel } from './model.ts';
import type { Colours } from './colours.ts';

/** An island smaller than this radius on screen (px) has its edges bundled. */
const AGGREGATE_PX = 14;
/** Nodes smaller than this radius (px) are squares. */
const SQUARE_PX = 2.5;
/** Shared nodes at least this large (px) are ringed (a smaller ring would be a blur). */
const RING_PX = 3;
/**
 * Edge pixels per drawing (the summed length of the clipped segments): a software
 * rasteriser's cost grows with it. Past the budget the less important edges (model.edgeOrder)
 * are left out: fewer while a gesture is under way, more once the view rests.
 */
const EDGE_PIXELS_MOVING = 120_000;
const EDGE_PIXELS_RESTING = 300_000;
/**
 * Above this share of the grid's cells in view, every item is scanned instead of the
 * grid's cells. Edges are scanned sooner: the scan goes most important first and stops
 * at the budget, and a long edge is listed in many cells.
 */
const SCAN_NODES = 0.5;
const SCAN_EDGES = 0.08;

export interface View { k: number; x: number; y: number; width: number; height: number; dpr: number }

export interface DrawStats {
  /** Milliseconds spent in drawScene (recording; the browser rasterises later). */
  ms: number;
  edges: number;
  /** Summed screen length of the edges drawn (px), and whether the budget left edges out. */
  edgePixels: number;
  edgesThinned: boolean;
  nodes: number;
  /** The box on screen (px) of the nodes drawn, null when none is. */
  extent: Rect | null;
  labels: LabelBox[];
  /** Each titled island's title (labels.ts), placed with the labels: none overlaps another. */
  titles: TitleBox[];
  /** Islands with a node drawn (each is offered a title). */
  drawnIslands: number;
}

/** Scratch memory reused between frames. */
export interface SceneBuffers {
  edgeStamp: Uint32Array;
  nodeStamp: Uint32Array;
  mark: number;
  /** Per relation, clipped segments as x0, y0, x1, y1. */
  segments: Float32Array[];
  counts: Int32Array;
  bundled: FrameSet;
  clip: Float64Array;
  labelWidth: Float32Array;
  inView: Int32Array;
  /** Screen cells (2 px) taken by a tiny node in this pass. */
  pixelStamp: Uint32Array;
  pixelMark: number;
  /** Islands with a node drawn in this pass (labels.ts). */
  islandStamp: Uint32Array;
  islandMark: number;
  /** Per debate, the forms its title may be drawn in, with their widths, measured once. */
  titles: Array<IslandTitle | undefined>;
  /** Per debate, how much of its title's start and end another title shares (islandTitles.ts), made once. */
  sharedParts?: SharedParts;
  /** The debates, largest island first (labels.ts), for the island radii it was made from. */
  titleOrder?: { radii: Float64Array; order: Int32Array };
}

export function sceneBuffers(model: MapModel): SceneBuffers {
  return {
    edgeStamp: new Uint32Array(model.m),
    nodeStamp: new Uint32Array(model.n),
    mark: 0,
    segments: model.edgesByRelation.map((list) => new Float32Array(list.length * 4)),
    counts: new Int32Array(model.edgesByRelation.length),
    bundled: new FrameSet(),
    clip: new Float64Array(4),
    labelWidth: new Float32Array(model.n).fill(-1),
    inView: new Int32Array(model.n),
    pixelStamp: new Uint32Array(0),
    pixelMark: 0,
    islandStamp: new Uint32Array(model.islandR.length),
    islandMark: 0,
    titles: [],
  };
}

export interface SceneInput {
  model: MapModel;
  view: View;
  vis: Visibility;
  /** Per debate, whether its island has a node shown (only those are titled). */
  islands: Uint8Array;
  focus: number | undefined;
  hover: number;
  /** A pan or zoom gesture is under way: a smaller edge budget. */
  moving: boolean;
  colours: Colours;
  buffers: SceneBuffers;
}

/** The view in map units, grown by the largest radius so a node reaching in is found. */
function worldOf(model: MapModel, view: View): Rect {
  const { k, x: tx, y: ty, width, height } = view;
  const pad = model.maxRadius + 2 / k;
  return { x0: -tx / k - pad, y0: -ty / k - pad, x1: (width - tx) / k + pad, y1: (height - ty) / k + pad };
}

export function drawScene(ctx: CanvasRenderingContext2D, input: SceneInput): DrawStats {
  const started = performance.now();
  const { model, view, vis, buffers: buf } = input;
  const { width, height, dpr } = view;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  const screen: Rect = { x0: -2, y0: -2, x1: width + 2, y1: height + 2 };
  const world = worldOf(model, view);
  buf.mark = (buf.mark + 1) >>> 0 || 1;

  const { drawn: edges, pixels: edgePixels, thinned: edgesThinned } = drawEdges(ctx, input, screen, world);
  const focus = input.focus !== undefined && vis.nodes[input.focus] ? input.focus : undefined;
  if (focus !== undefined) drawFocusEdges(ctx, input, focus);
  const { shown, extent } = visibleNodes(input, world);
  drawNodes(ctx, input, shown);
  const { labels, titles, drawnIslands } = drawLabels(ctx, input, shown, focus);
  drawHover(ctx, input);
  return { ms: performance.now() - started, edges, edgePixels, edgesThinned, nodes: shown.length, extent, labels, titles, drawnIslands };
}

/**
 * Whether a drawing of this view would title every island drawn, without drawing: the
 * nodes in view, the labels placed before the titles, then the titles, as drawScene
 * places them, each try stopping at its first untitled island (the map's first view is
 * chosen with it: atlas-client.ts, readableZoom).
 */
export function titlesEveryIsland(ctx: CanvasRenderingContext2D, input: SceneInput): boolean {
  const { vis, buffers: buf } = input;
  buf.mark = (buf.mark + 1) >>> 0 || 1;
  const { shown } = visibleNodes(input, worldOf(input.model, input.view));
  const focus = input.focus !== undefined && vis.nodes[input.focus] ? input.focus : undefined;
  const { drawnIslands, titledIslands } = placeLandmarks(ctx, input, shown, focus, true);
  buf.mark = (buf.mark + 1) >>> 0 || 1; // past placeLandmarks's marks, as drawLabels does
  return drawnIslands === titledIslands;
}

/** A ring around the node under the pointer. */
export function drawHover(ctx: CanvasRenderingContext2D, input: Pick<SceneInput, 'model' | 'view' | 'vis' | 'hover' | 'colours'>): void {
  const { model, view, vis, hover: i, colours } = input;
  if (i < 0 || !vis.nodes[i]) return;
  ctx.setTransform(view.dpr, 0, 0, view.dpr, 0, 0);
  ctx.beginPath();
  ctx.arc(model.X[i]! * view.k + view.x, model.Y[i]! * view.k + view.y, Math.max(model.R[i]! * view.k, MIN_NODE_PX) + 4, 0, 2 * Math.PI);
  ctx.strokeStyle = colours.focus;
  ctx.lineWidth = 2;
  ctx.stroke();
}

/**
 * Calls `visit` for every item of `grid()` in view, or for every item when more than
 * `scanShare` of the map is in view (1: always) (then scanning is cheaper than the grid, and the grid need not exist:
 * both grids cover the map's bounds with the same cells, so the node grid tells).
 */
function forCandidates(
  model: MapModel, grid: () => Grid, total: number, world: Rect, stamp: Uint32Array, mark: number,
  visit: (item: number) => boolean | void, scanShare: number, order?: Int32Array,
): void {
  const cells = model.nodeGrid;
  if (scanShare >= 1 || cellRange(cells, world).count > scanShare * cells.cols * cells.rows) {
    if (order) { for (let j = 0; j < total; j++) if (visit(order[j]!) === false) return; }
    else for (let i = 0; i < total; i++) if (visit(i) === false) return;
  } else {
    queryGrid(grid(), world, stamp, mark, visit);
  }
}

function drawEdges(ctx: CanvasRenderingContext2D, input: SceneInput, screen: Rect, world: Rect): { drawn: number; pixels: number; thinned: boolean } {
  const { model, view, vis, colours, buffers: buf } = input;
  const { k, x: tx, y: ty } = view;
  const { X, Y, source, target, relation, island, islandX, islandY, islandR } = model;
  const small = (d: number) => islandR[d]! * k < AGGREGATE_PX;
  buf.counts.fill(0);
  buf.bundled.clear();
  const span = model.n + islandR.length;
  const clip = buf.clip;
  const budget = input.moving ? EDGE_PIXELS_MOVING : EDGE_PIXELS_RESTING;
  let pixels = 0, thinned = false;
  forCandidates(model, () => edgeGrid(model), model.m, world, buf.edgeStamp, buf.mark, (e) => {
    if (!vis.edges[e]) return true;
    if (pixels >= budget) { thinned = true; return false; }
    const s = source[e]!, t = target[e]!;
    const si = island[s]!, ti = island[t]!;
    const sBundled = si >= 0 && small(si), tBundled = ti >= 0 && small(ti);
    let ax = X[s]!, ay = Y[s]!, bx = X[t]!, by = Y[t]!;
    if (sBundled || tBundled) {
      if (si === ti) return true; // inside one small island: its nodes show it
      const a = sBundled ? model.n + si : s, b = tBundled ? model.n + ti : t;
      const key = ((a < b ? a : b) * span + (a < b ? b : a)) * 64 + relation[e]!;
      if (!buf.bundled.add(key)) return true;
      if (sBundled) { ax = islandX[si]!; ay = islandY[si]!; }
      if (tBundled) { bx = islandX[ti]!; by = islandY[ti]!; }
    }
    if (!clipSegment(ax * k + tx, ay * k + ty, bx * k + tx, by * k + ty, screen, clip)) return true;
    const length = Math.abs(clip[2]! - clip[0]!) + Math.abs(clip[3]! - clip[1]!);
    if (length < 0.5) return true; // under a pixel
    pixels += length;
    const r = relation[e]!;
    const out = buf.segments[r]!;
    const at = buf.counts[r]! * 4;
    out[at] = clip[0]!; out[at + 1] = clip[1]!; out[at + 2] = clip[2]!; out[at + 3] = clip[3]!;
    buf.counts[r]!++;
    return true;
    // Until the edge grid is made (after the first drawing, in slices) every edge is
    // scanned: making it at once would be a long task when the map opens zoomed in.
  }, model.edgeGrid === undefined ? 1 : SCAN_EDGES, model.edgeOrder);
  let drawn = 0;
  ctx.lineCap = 'butt';
  ctx.lineWidth = 1;
  model.data.relations.forEach((name, r) => {
    const count = buf.counts[r]!;
    if (count === 0) return;
    const out = buf.segments[r]!;
    ctx.beginPath();
    for (let j = 0; j < count * 4; j += 4) {
      ctx.moveTo(out[j]!, out[j + 1]!);
      ctx.lineTo(out[j + 2]!, out[j + 3]!);
    }
    ctx.strokeStyle = colours.edges[r]!;
    ctx.globalAlpha = FAINT_RELATIONS.has(name) ? 0.35 : 0.6;
    ctx.stroke();
    drawn += count;
  });
  ctx.globalAlpha = 1;
  return { drawn, pixels, thinned };
}

function drawFocusEdges(ctx: CanvasRenderingContext2D, input: SceneInput, focus: number): void {
  const { model, view, vis, colours } = input;
  const { index, X, Y, source, target, relation } = model;
  const { k, x: tx, y: ty } = view;
  const clip = input.buffers.clip;
  const screen: Rect = { x0: -2, y0: -2, x1: view.width + 2, y1: view.height + 2 };
  ctx.lineWidth = 2.5;
  for (let a = index.adjStart[focus]!; a < index.adjStart[focus + 1]!; a++) {
    const e = index.adjEdge[a]!;
    if (!vis.edges[e]) continue;
    const s = source[e]!, t = target[e]!;
    if (!clipSegment(X[s]! * k + tx, Y[s]! * k + ty, X[t]! * k + tx, Y[t]! * k + ty, screen, clip)) continue;
    ctx.beginPath();
    ctx.moveTo(clip[0]!, clip[1]!);
    ctx.lineTo(clip[2]!, clip[3]!);
    ctx.strokeStyle = colours.edges[relation[e]!]!;
    ctx.stroke();
  }
}

/** Shown nodes whose disc reaches into the view, in node order, and the box of their discs. */
function visibleNodes(input: SceneInput, world: Rect): { shown: Int32Array; extent: Rect | null } {
  const { model, view, vis, buffers: buf } = input;
  const { k, x: tx, y: ty, width, height } = view;
  const { X, Y, R } = model;
  const extent: Rect = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  let count = 0;
  forCandidates(model, () => model.nodeGrid, model.n, world, buf.nodeStamp, buf.mark, (i) => {
    if (!vis.nodes[i]) return;
    const r = Math.max(R[i]! * k, MIN_NODE_PX);
    const sx = X[i]! * k + tx, sy = Y[i]! * k + ty;
    if (sx + r < 0 || sx - r > width || sy + r < 0 || sy - r > height) return;
    buf.inView[count++] = i;
    if (sx - r < extent.x0) extent.x0 = sx - r;
    if (sy - r < extent.y0) extent.y0 = sy - r;
    if (sx + r > extent.x1) extent.x1 = sx + r;
    if (sy + r > extent.y1) extent.y1 = sy + r;
  }, SCAN_NODES);
  return { shown: buf.inView.subarray(0, count), extent: count === 0 ? null : extent };
}

function drawNodes(ctx: CanvasRenderingContext2D, input: SceneInput, shown: Int32Array): void {
  const { model, view, colours, buffers: buf } = input;
  const { k, x: tx, y: ty, width } = view;
  const { X, Y, R, type, typeName, debates } = model;
  const contested = model.data.nodes.contested;
  // Tiny nodes are whole-pixel squares (the rasteriser's fastest shape), one per 2-pixel
  // cell and type: at a far zoom thousands of them share a few pixels.
  const cols = Math.ceil(width / 2) + 2;
  const cell = buf.pixelStamp.length >= cols * (Math.ceil(view.height / 2) + 2) ? buf.pixelStamp : (buf.pixelStamp = new Uint32Array(cols * (Math.ceil(view.height / 2) + 2)));
  // One fill per type, single-debate nodes first; shared nodes on top, ringed.
  for (const sharedPass of [false, true]) {
    const ringed: number[] = [], disputed: number[] = [];
    for (let t = 0; t < model.data.types.length; t++) {
      ctx.fillStyle = colours.nodes[t]!;
      buf.pixelMark = (buf.pixelMark + 1) >>> 0 || 1;
      const mark = buf.pixelMark;
      ctx.beginPath();
      let any = false;
      for (let j = 0; j < shown.length; j++) {
        const i = shown[j]!;
        if (type[i] !== t || (debates[i]! > 1) !== sharedPass) continue;
        const r = Math.max(R[i]! * k, MIN_NODE_PX);
        const x = X[i]! * k + tx, y = Y[i]! * k + ty;
        if (r < SQUARE_PX) {
          const c = (((y + 2) / 2) | 0) * cols + (((x + 2) / 2) | 0);
          if (c >= 0 && c < cell.length) {
            if (cell[c] === mark) continue;
            cell[c] = mark;
          }
          const size = Math.max(2, Math.round(2 * r));
          ctx.fillRect(Math.round(x - r), Math.round(y - r), size, size);
          continue;
        }
        if (nodeShape(typeName[i]!) === 'diamond') {
          const d = r * 1.25;
          ctx.moveTo(x, y - d); ctx.lineTo(x + d, y); ctx.lineTo(x, y + d); ctx.lineTo(x - d, y); ctx.closePath();
        } else {
          ctx.moveTo(x + r, y);
          ctx.arc(x, y, r, 0, 2 * Math.PI);
        }
        any = true;
        if (sharedPass && r >= RING_PX) ringed.push(i);
        if (contested[i] && r >= SQUARE_PX) disputed.push(i);
      }
      if (any) ctx.fill();
    }
    ring(ctx, input, disputed, colours.contested, 2, 1.5);
    ring(ctx, input, ringed, colours.shared, 2, disputed.length > 0 ? 4 : 1.5);
  }
}

function ring(ctx: CanvasRenderingContext2D, input: SceneInput, nodes: readonly number[], colour: string, width: number, offset: number): void {
  if (nodes.length === 0) return;
  const { model, view } = input;
  const { k, x: tx, y: ty } = view;
  ctx.beginPath();
  for (const i of nodes) {
    const r = Math.max(model.R[i]! * k, MIN_NODE_PX) + offset;
    const x = model.X[i]! * k + tx, y = model.Y[i]! * k + ty;
    ctx.moveTo(x + r, y);
    ctx.arc(x, y, r, 0, 2 * Math.PI);
  }
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.stroke();
}
