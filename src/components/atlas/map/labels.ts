// The map's labels: offered largest node first (model.order) and placed only where they
// overlap no other (src/lib/atlas/labelPlacement.ts, as sigma.js culls labels), so the
// largest nodes are labelled at every zoom; the selected node's label first, in bold.
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

export function drawLabels(ctx: CanvasRenderingContext2D, input: SceneInput, shown: Int32Array, focus: number | undefined): LabelBox[] {
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
    return { node: i, x: X[i]! * k + tx + r + 4, y: Y[i]! * k + ty - LABEL_HEIGHT / 2, w, h: LABEL_HEIGHT };
  };
  const texts: Array<[LabelBox, boolean]> = [];
  if (focus !== undefined && stamp[focus] === inView) {
    ctx.font = FOCUS_FONT;
    const box = boxAt(focus, ctx.measureText(shortLabel[focus]!).width);
    if (placer.place(box)) texts.push([box, true]);
  }
  ctx.font = LABEL_FONT;
  let tries = 0;
  for (let j = 0; j < order.length && placer.boxes.length < MAX_LABELS && tries < MAX_LABEL_TRIES; j++) {
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
    if (box.x > width || box.x + box.w < 0) continue;
    if (placer.place(box)) texts.push([box, false]);
  }
  // The stamp slot is shared with the node query: move past this frame's marks.
  buf.mark = inView;
  // A plate behind each label instead of a stroked halo: stroking glyph outlines is the
  // slowest thing a software rasteriser does, one translucent fill of all plates is cheap.
  ctx.beginPath();
  for (const [box] of texts) ctx.rect(box.x - 2, box.y, box.w + 4, box.h);
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
  return placer.boxes;
}
