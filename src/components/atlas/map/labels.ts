// The map's labels: offered largest node first (model.order) and placed only where they
// overlap no other (src/lib/atlas/labelPlacement.ts, as sigma.js culls labels), so the
// largest nodes are labelled at every zoom; the selected node's label first, in bold,
// then each debate's island titled at its centre. Every label lies wholly inside the
// canvas: one that would cross the right edge goes left of its node, else is left out.
import { labelPlacer, type LabelBox } from '../../../lib/atlas/labelPlacement.ts';
import { MIN_NODE_PX } from './model.ts';
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
const TITLE_CHARS = 48;
/** Islands smaller than this on screen (px across) are not titled, unless few islands are shown (a debate chosen). */
const TITLE_MIN_PX = 24;
const FEW_ISLANDS = 12;
/** Node labels placed before the islands' titles: the largest nodes keep theirs. */
const FIRST_LABELS = 6;

/** A debate's title on its island (`node` is -1 - the debate's index), with its text. */
export type TitleBox = LabelBox & { text: string };

const inside = (box: LabelBox, width: number, height: number) => box.x >= 0 && box.y >= 0 && box.x + box.w <= width && box.y + box.h <= height;

function shortTitle(title: string): string {
  const chars = Array.from(title);
  return chars.length <= TITLE_CHARS ? title : `${chars.slice(0, TITLE_CHARS - 1).join('').trimEnd()}…`;
}

export function drawLabels(ctx: CanvasRenderingContext2D, input: SceneInput, shown: Int32Array, focus: number | undefined): { labels: LabelBox[]; titles: TitleBox[] } {
  const { model, view, colours, buffers: buf } = input;
  const { k, x: tx, y: ty, width, height } = view;
  const { X, Y, R, order, shortLabel } = model;
  const placer = labelPlacer(width, height);
  const stamp = buf.nodeStamp;
  // Mark the nodes in view (the stamp of this frame plus one: not used by the node query).
  const inView = (buf.mark + 1) >>> 0 || 1;
  for (let j = 0; j < shown.length; j++) stamp[shown[j]!] = inView;
  const boxAt = (i: number, w: number): { node: number; x: number; y: number; w: number; h: number } => {
    const r = Math.max(R[i]! * k, MIN_NODE_PX);
    const cx = X[i]! * k + tx;
    // Right of the node, or left of it where the right would cross the canvas's edge.
    const x = cx + r + 4 + w <= width ? cx + r + 4 : cx - r - 4 - w;
    return { node: i, x, y: Y[i]! * k + ty - LABEL_HEIGHT / 2, w, h: LABEL_HEIGHT };
  };
  let titles: Array<[LabelBox, string]> | undefined;
  const texts: Array<[LabelBox, boolean]> = [];
  if (focus !== undefined && stamp[focus] === inView) {
    ctx.font = FOCUS_FONT;
    const w = ctx.measureText(shortLabel[focus]!).width;
    // Beside the node, else under it (on a narrow canvas, as a phone's, neither side may fit).
    const under = { node: focus, x: Math.max(0, Math.min(X[focus]! * k + tx - w / 2, width - w)), y: Y[focus]! * k + ty + Math.max(R[focus]! * k, MIN_NODE_PX) + 3, w, h: LABEL_HEIGHT };
    const box = [boxAt(focus, w), under].find((b) => inside(b, width, height) && placer.fits(b));
    if (box !== undefined && placer.place(box)) texts.push([box, true]);
  }
  ctx.font = LABEL_FONT;
  let tries = 0;
  for (let j = 0; j < order.length && placer.boxes.length < MAX_LABELS && tries < MAX_LABEL_TRIES; j++) {
    // The few largest nodes first, then each island's title (the landmarks), then the rest.
    if (titles === undefined && texts.length >= FIRST_LABELS) { titles = placeTitles(ctx, input, placer); ctx.font = LABEL_FONT; }
    const i = order[j]!;
    if (stamp[i] !== inView || i === focus) continue;
    if (j >= LABEL_ALWAYS && R[i]! * k < LABEL_MIN_PX) break; // the order is by size: the rest are smaller
    tries++;
    let w = buf.labelWidth[i]!;
    if (w < 0) {
      // Measuring text is the costly part: first see whether even a short label would fit.
      if (!placer.fits(boxAt(i, MIN_LABEL_WIDTH))) continue;
      w = buf.labelWidth[i] = ctx.measureText(shortLabel[i]!).width;
    }
    const box = boxAt(i, w);
    if (!inside(box, width, height)) continue;
    if (placer.place(box)) texts.push([box, false]);
  }
  titles ??= placeTitles(ctx, input, placer);
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
  return { labels: placer.boxes.filter((b) => b.node >= 0), titles: titles.map(([box, text]) => ({ ...box, text })) };
}

/** Each debate's island titled above it, else at its centre, else below it: the first free spot inside the canvas. */
function placeTitles(ctx: CanvasRenderingContext2D, input: SceneInput, placer: ReturnType<typeof labelPlacer>): Array<[LabelBox, string]> {
  const { model, view } = input;
  const { k, x: tx, y: ty, width, height } = view;
  const { islandX, islandY, islandR } = model;
  const titles: Array<[LabelBox, string]> = [];
  ctx.font = TITLE_FONT;
  let shown = 0;
  for (let d = 0; d < islandX.length && shown <= FEW_ISLANDS; d++) shown += input.islands[d]!;
  const minPx = shown <= FEW_ISLANDS ? 0 : TITLE_MIN_PX;
  for (let d = 0; d < islandX.length; d++) {
    if (!input.islands[d] || islandR[d]! * k * 2 < minPx) continue;
    const text = shortTitle(model.data.debates.title[d] ?? '');
    if (text === '') continue;
    const w = ctx.measureText(text).width;
    const cx = islandX[d]! * k + tx, cy = islandY[d]! * k + ty, r = islandR[d]! * k, h = LABEL_HEIGHT + 2;
    for (const y of [cy - r - h - 2, cy - h / 2, cy + r + 2]) {
      const box = { node: -1 - d, x: Math.min(Math.max(cx - w / 2, 0), width - w), y, w, h };
      if (inside(box, width, height) && placer.place(box)) { titles.push([box, text]); break; }
    }
  }
  return titles;
}
