// The map's labels: offered largest node first (model.order) and placed only where they
// overlap no other (src/lib/atlas/labelPlacement.ts, as sigma.js culls labels), so the
// largest nodes are labelled where there is room; the selected node's label first, in
// bold, then the six largest nodes', then the title of every island drawn, largest island
// first (whole, else cut to fit: islandTitles.ts; before those six where they leave an
// island untitled), then the other nodes'. Every label lies wholly inside the canvas: one
// that would cross the right edge goes left of its node, else is left out.
import { labelPlacer, type LabelBox, type LabelPlacer } from '../../../lib/atlas/labelPlacement.ts';
import { MIN_NODE_PX } from './model.ts';
import { titlesFitted, sharedParts, titleForms, TITLE_CUTS, type IslandTitle } from './islandTitles.ts';
import type { SceneInput } from './scene.ts';

/** Label candidates: nodes at least this large on screen (px), or the first LABEL_ALWAYS of the order. */
const LABEL_MIN_PX = 3;
const LABEL_ALWAYS = 24;
const MAX_LABELS = 160;
const MAX_LABEL_TRIES = 4000;
export const LABEL_FONT = '12px system-ui, sans-serif';
const FOCUS_FONT = 'bold 13px system-ui, sans-serif';
const LABEL_HEIGHT = 15;
/** Width of the shortest label (px): a label that would not fit even at this width is not measured. */
const MIN_LABEL_WIDTH = 14;
const TITLE_FONT = '600 13px system-ui, sans-serif';
/** Node labels placed before the islands' titles, unless they leave an island untitled: the largest nodes keep theirs where there is room. */
const FIRST_LABELS = 6;

/** A debate's title on its island (`node` is -1 - the debate's index), with its text. */
export type TitleBox = LabelBox & { text: string };


const inside = (box: LabelBox, width: number, height: number) => box.x >= 0 && box.y >= 0 && box.x + box.w <= width && box.y + box.h <= height;

export interface Landmarks {
  placer: LabelPlacer;
  /** Node labels placed so far, the selected node's (bold) first. */
  texts: Array<[LabelBox, boolean]>;
  titles: Array<[LabelBox, string]>;
  /** The islands with a node drawn (up to the first untitled one, in a try that stopped there), and how many of them are titled. */
  drawnIslands: number;
  titledIslands: number;
  /** Where the node labels go on in `order`, and the tries used. */
  next: number;
  tries: number;
}

/**
 * What is placed before the other node labels: the selected node's label, the few
 * largest nodes' labels, then the title of every island with a node drawn, largest island
 * first; where those labels leave an island untitled, the titles before them. The same
 * placement tells the map's first view whether every island in it is titled
 * (atlas-client.ts, readableZoom).
 */
export function placeLandmarks(ctx: CanvasRenderingContext2D, input: SceneInput, shown: Int32Array, focus: number | undefined, probe = false): Landmarks {
  const stamp = input.buffers.nodeStamp;
  // Mark the nodes in view (the stamp of this frame plus one: not used by the node query).
  const inView = (input.buffers.mark + 1) >>> 0 || 1;
  for (let j = 0; j < shown.length; j++) stamp[shown[j]!] = inView;
  // And the islands with a node in view (placeTitles titles those).
  const { island } = input.model, buf = input.buffers;
  const islandMark = (buf.islandMark = (buf.islandMark + 1) >>> 0 || 1);
  for (let j = 0; j < shown.length; j++) {
    const d = island[shown[j]!]!;
    if (d >= 0) buf.islandStamp[d] = islandMark;
  }
  // Whole titles first; where that leaves an island untitled, every title cut, then cut
  // shorter; at each, after the largest nodes' labels, else before them. A try stops at its
  // first untitled island (but the last when drawing, which titles what it can, largest
  // island first): most views settle on the first try, a crowded one fails fast. A probe
  // asks whether the drawing will title every island: the last try (the most room for
  // titles) says so, as the drawing comes to it when no earlier try does.
  if (probe) return placeFirst(ctx, input, { focus, inView, cut: TITLE_CUTS.length, labelsFirst: 0, stopEarly: true });
  let attempt: Landmarks | undefined;
  for (let cut = 0; cut <= TITLE_CUTS.length; cut++) {
    for (const labelsFirst of [FIRST_LABELS, 0]) {
      const last = cut === TITLE_CUTS.length && labelsFirst === 0;
      attempt = placeFirst(ctx, input, { focus, inView, cut, labelsFirst, stopEarly: !last });
      if (attempt.titledIslands === attempt.drawnIslands) return attempt;
    }
  }
  return attempt!;
}

interface Attempt { focus: number | undefined; inView: number; cut: number; labelsFirst: number; stopEarly: boolean }

function placeFirst(ctx: CanvasRenderingContext2D, input: SceneInput, attempt: Attempt): Landmarks {
  const { focus, inView, cut, labelsFirst, stopEarly } = attempt;
  const { model, view, buffers: buf } = input;
  const { k, x: tx, y: ty, width, height } = view;
  const { X, Y, R, order, shortLabel } = model;
  const stamp = buf.nodeStamp;
  const placer = labelPlacer(width, height);
  const texts: Array<[LabelBox, boolean]> = [];
  if (focus !== undefined && stamp[focus] === inView) {
    ctx.font = FOCUS_FONT;
    const w = ctx.measureText(shortLabel[focus]!).width;
    // Beside the node, else under it (on a narrow canvas, as a phone's, neither side may fit).
    const under = { node: focus, x: Math.max(0, Math.min(X[focus]! * k + tx - w / 2, width - w)), y: Y[focus]! * k + ty + Math.max(R[focus]! * k, MIN_NODE_PX) + 3, w, h: LABEL_HEIGHT };
    const box = [labelBox(input, focus, w), under].find((b) => inside(b, width, height) && placer.fits(b));
    if (box !== undefined && placer.place(box)) texts.push([box, true]);
  }
  ctx.font = LABEL_FONT;
  let j = 0, tries = 0;
  for (; j < order.length && texts.length < labelsFirst && tries < MAX_LABEL_TRIES; j++) {
    const i = order[j]!;
    if (stamp[i] !== inView || i === focus) continue;
    if (j >= LABEL_ALWAYS && R[i]! * k < LABEL_MIN_PX) { j = order.length; break; }
    tries++;
    const box = nodeLabel(ctx, input, placer, i);
    if (box !== undefined) texts.push([box, false]);
  }
  const { titles, drawnIslands } = placeTitles(ctx, input, placer, cut, stopEarly);
  return { placer, texts, titles, drawnIslands, titledIslands: titles.length, next: labelsFirst === 0 ? 0 : j, tries };
}

export function drawLabels(ctx: CanvasRenderingContext2D, input: SceneInput, shown: Int32Array, focus: number | undefined): { labels: LabelBox[]; titles: TitleBox[]; drawnIslands: number } {
  const { model, view, colours, buffers: buf } = input;
  const { k } = view;
  const { R, order, shortLabel } = model;
  const { placer, texts, titles, drawnIslands, next, tries: tried } = placeLandmarks(ctx, input, shown, focus);
  const stamp = buf.nodeStamp;
  const inView = (buf.mark + 1) >>> 0 || 1;
  ctx.font = LABEL_FONT;
  let tries = tried;
  for (let j = next; j < order.length && placer.boxes.length < MAX_LABELS && tries < MAX_LABEL_TRIES; j++) {
    const i = order[j]!;
    if (stamp[i] !== inView || i === focus) continue;
    if (j >= LABEL_ALWAYS && R[i]! * k < LABEL_MIN_PX) break; // the order is by size: the rest are smaller
    tries++;
    const box = nodeLabel(ctx, input, placer, i);
    if (box !== undefined) texts.push([box, false]);
  }
  // The stamp slot is shared with the node query: move past this frame's marks.
  buf.mark = inView;
  // A plate behind each label instead of a stroked halo: stroking glyph outlines is the
  // slowest thing a software rasteriser does, one translucent fill of all plates is cheap.
  ctx.beginPath();
  for (const [box] of [...texts, ...titles]) ctx.rect(box.x - 2, box.y, box.w + 4, box.h);
  ctx.fillStyle = colours.halo;
  ctx.globalAlpha = 0.78;
  ctx.fill();
  ctx.globalAlpha = 1;
  ctx.textBaseline = 'middle';
  ctx.fillStyle = colours.label;
  for (const [box, bold] of texts) {
    ctx.font = bold ? FOCUS_FONT : LABEL_FONT;
    ctx.fillText(shortLabel[box.node]!, box.x, box.y + LABEL_HEIGHT / 2);
  }
  ctx.font = TITLE_FONT;
  for (const [box, text] of titles) ctx.fillText(text, box.x, box.y + box.h / 2);
  return { labels: placer.boxes.filter((b) => b.node >= 0), titles: titles.map(([box, text]) => ({ ...box, text })), drawnIslands };
}

/** A node label's box: right of the node, or left of it where the right would cross the canvas's edge. */
function labelBox(input: SceneInput, i: number, w: number): LabelBox {
  const { model: { X, Y, R }, view: { k, x: tx, y: ty, width } } = input;
  const r = Math.max(R[i]! * k, MIN_NODE_PX);
  const cx = X[i]! * k + tx;
  const x = cx + r + 4 + w <= width ? cx + r + 4 : cx - r - 4 - w;
  return { node: i, x, y: Y[i]! * k + ty - LABEL_HEIGHT / 2, w, h: LABEL_HEIGHT };
}

/** Places node i's label if it fits (in LABEL_FONT, already set); its box, or undefined. */
function nodeLabel(ctx: CanvasRenderingContext2D, input: SceneInput, placer: LabelPlacer, i: number): LabelBox | undefined {
  const { view: { width, height }, buffers: buf } = input;
  let w = buf.labelWidth[i]!;
  if (w < 0) {
    // Measuring text is the costly part: first see whether even a short label would fit.
    if (!placer.fits(labelBox(input, i, MIN_LABEL_WIDTH))) return undefined;
    w = buf.labelWidth[i] = ctx.measureText(input.model.shortLabel[i]!).width;
  }
  const box = labelBox(input, i, w);
  return inside(box, width, height) && placer.place(box) ? box : undefined;
}

/**
 * Each island with a node drawn titled, largest island first (so where not every title
 * fits, at a far zoom, the largest islands keep theirs): its title (cut at 48
 * characters), or from the `cut`th form on, the title cut to TITLE_CUTS px with "…"; at
 * the first free spot inside the canvas of: above the island, at its centre, below it,
 * right of it, left of it, just above or below its centre, or at the canvas's edge nearest
 * its centre (an island reaching in from outside). `stopEarly`: stop at the first island
 * left untitled.
 */
function placeTitles(ctx: CanvasRenderingContext2D, input: SceneInput, placer: LabelPlacer, cut: number, stopEarly: boolean): { titles: Array<[LabelBox, string]>; drawnIslands: number } {
  const { model, view, buffers: buf } = input;
  const { k, x: tx, y: ty, width, height } = view;
  const { islandX, islandY, islandR } = model;
  const titles: Array<[LabelBox, string]> = [];
  if (islandX.length === 0) return { titles, drawnIslands: 0 };
  ctx.font = TITLE_FONT;
  let drawnIslands = 0;
  const h = LABEL_HEIGHT + 2;
  const order = largestFirst(buf, islandR);
  for (let o = 0; o < order.length; o++) {
    const d = order[o]!;
    if (buf.islandStamp[d] !== buf.islandMark || !input.islands[d]) continue;
    const forms = islandTitle(ctx, input, d);
    if (forms.length === 0) continue; // no title to draw
    drawnIslands++;
    const cx = islandX[d]! * k + tx, cy = islandY[d]! * k + ty, r = islandR[d]! * k;
    let placed = false;
    for (let f = Math.min(cut, forms.length - 1); f < forms.length && !placed; f++) {
      const [text, w] = forms[f]!;
      const across = Math.min(Math.max(cx - w / 2, 0), width - w);
      const spots = [
        [across, cy - r - h - 2], [across, cy - h / 2], [across, cy + r + 2],
        [cx + r + 4, cy - h / 2], [cx - r - 4 - w, cy - h / 2],
        [across, cy - h * 1.5], [across, cy + h / 2],
        [across, Math.min(Math.max(cy - h / 2, 0), height - h)],
      ] as const;
      for (let s = 0; s < spots.length && !placed; s++) {
        const box = { node: -1 - d, x: spots[s]![0], y: spots[s]![1], w, h };
        if (inside(box, width, height) && placer.place(box)) { titles.push([box, text]); placed = true; }
      }
    }
    if (!placed && stopEarly) break;
  }
  return { titles, drawnIslands };
}

/** The debates, largest island first (ties in debate order): made once per layout. */
function largestFirst(buf: SceneInput['buffers'], islandR: Float64Array): Int32Array {
  if (buf.titleOrder?.radii !== islandR) {
    const order = Int32Array.from(islandR.keys()).sort((a, b) => islandR[b]! - islandR[a]! || a - b);
    buf.titleOrder = { radii: islandR, order };
  }
  return buf.titleOrder.order;
}

/** Debate d's title forms (islandTitles.ts), measured once per debate. */
function islandTitle(ctx: CanvasRenderingContext2D, input: Pick<SceneInput, 'model' | 'buffers'>, d: number): IslandTitle {
  const buf = input.buffers;
  let forms = buf.titles[d];
  if (forms === undefined) {
    const titles = input.model.data.debates.title;
    const parts = (buf.sharedParts ??= sharedParts(titles)), title = titles[d] ?? '';
    const shared = { start: parts.starts[d] ?? 0, end: parts.ends[d] ?? 0 };
    forms = buf.titles[d] = titleForms(title, shared, (text) => ctx.measureText(text).width, (form, most) => titlesFitted(parts, title, form, most));
  }
  return forms;
}

/** Measures debate d's title forms ahead of need (the page does every debate in slices before the first view). */
export function measureTitle(ctx: CanvasRenderingContext2D, input: Pick<SceneInput, 'model' | 'buffers'>, d: number): void {
  if (input.buffers.titles[d] !== undefined) return;
  ctx.font = TITLE_FONT;
  islandTitle(ctx, input, d);
}
