// Semantic zoom: after every zoom or pan the labels of the nodes in view are placed
// again. A label keeps its on-screen size (its font is counter-scaled by the drawing's
// scale), so zooming in leaves more room: more labels show, and more of each text
// (graphLabels.ts: at least 60 characters or all of it from FULL_LABEL_ZOOM on). No
// label overlaps another or a node or crosses the canvas edge (labelPlacement.ts); one
// with no free spot is hidden, and its node's tooltip and accessible name keep the full
// text. Text is measured on a 2D canvas (no layout), so a step costs no reflow.
import { labelPriority, nodeExtent, placeLabels, type Box, type LabelRequest } from '../../lib/render/labelPlacement.ts';
import { LINE_HEIGHT, labelLevels, wrapLabel, type WrappedLabel } from '../../lib/render/graphLabels.ts';
import type { Scene } from './scene.ts';
import { inSlices } from '../shared/yieldToBrowser.ts';
import { directionOfText } from '../../lib/core/language.ts';

const SVG = 'http://www.w3.org/2000/svg';

export interface ViewTransform { k: number; x: number; y: number }

/** CSS pixels per user unit of the drawing at zoom 1 (a phone shows the graph at a third of its size). */
export function fitScale(scene: Scene, box: { width: number; height: number }): number {
  if (box.width === 0 || box.height === 0) return 0;
  return Math.min(box.width / scene.data.width, box.height / scene.data.height);
}

export interface LabelPlacer {
  place: (t: ViewTransform) => void;
  /** Measures every label's text for the zoom of `t` ahead of its placement, a slice at a time (yielding between slices). */
  prepare: (t: ViewTransform) => Promise<void>;
  /** The drawing's size on screen changed (a ResizeObserver's entry): no layout is read per zoom step. */
  resize: (box: { width: number; height: number }) => void;
}

export function createLabelPlacer(scene: Scene): LabelPlacer {
  const { data, labelEls, pos } = scene;
  const context = document.createElement('canvas').getContext('2d');
  // One computed style per node kind (personas and syntheses are bold), not per label.
  const fontOf = new Map<string, string>();
  const fonts = labelEls.map((el, i) => {
    const kind = data.nodes[i]!.kind;
    if (!fontOf.has(kind)) { const s = getComputedStyle(el); fontOf.set(kind, `${s.fontWeight} ${data.fontSize}px ${s.fontFamily}`); }
    return fontOf.get(kind)!;
  });
  let size = { width: 0, height: 0 };
  const measured = new Map<string, { label: WrappedLabel; w: number; h: number } | null>();
  const shown: string[] = labelEls.map(() => '');
  // A label's direction is its whole text's, as the page drew it (graphFigure.ts), not its first line's.
  const rightToLeft = data.nodes.map((n) => directionOfText(n.text) === 'rtl');
  /** A node's text at one level, measured in CSS pixels at the on-screen font size. */
  const variant = (i: number, level: ReturnType<typeof labelLevels>[number]) => {
    const key = `${i}|${level.chars}|${level.lines}|${level.minChars}`;
    if (!measured.has(key)) {
      const label = wrapLabel(data.nodes[i]!.text, level);
      if (label && context) context.font = fonts[i]!;
      // Measured as drawn: a wrapped line keeps the space before the next line's word (so the text reads whole), and the space takes room.
      const w = label ? Math.max(...label.lines.map((l) => context?.measureText(l).width ?? l.length * data.fontSize * 0.6)) : 0;
      measured.set(key, label && { label, w: Math.ceil(w) + 2, h: Math.ceil(label.lines.length * data.fontSize * LINE_HEIGHT) });
    }
    return measured.get(key)!;
  };

  const place = (t: ViewTransform) => {
    const s = fitScale(scene, size) * t.k;
    if (s === 0) return;
    const frame = visibleFrame(data, size, t);
    const levels = labelLevels(t.k);
    const near = (i: number) => {
      const p = pos[i]!, r = data.nodes[i]!.r;
      return p.x + r >= frame.x && p.x - r <= frame.x + frame.w && p.y + r >= frame.y && p.y - r <= frame.y + frame.h;
    };
    const inView = data.nodes.flatMap((_, i) => (near(i) ? [i] : []));
    const options = inView.map((i) => levels.map((level) => variant(i, level)).filter((v) => v !== null));
    const requests: LabelRequest[] = inView.map((i, at) => {
      const n = data.nodes[i]!, p = pos[i]!;
      const sizes = options[at]!.map((v) => ({ w: v.w / s, h: v.h / s }));
      const centred = p.x >= frame.x && p.x <= frame.x + frame.w && p.y >= frame.y && p.y <= frame.y + frame.h;
      const first = centred ? sizes[0] : undefined;
      return { x: p.x, y: p.y, r: nodeExtent(n.type, n.r), w: first?.w ?? 0, h: first?.h ?? 0, priority: labelPriority(n), alternatives: sizes.slice(1) };
    });
    const placements = placeLabels(requests, frame);
    const hidden = new Set(labelEls.keys());
    const font = data.fontSize / s;
    placements.forEach((p, at) => {
      if (!p.box) return;
      const i = inView[at]!;
      hidden.delete(i);
      write(labelEls[i]!, options[at]![p.variant]!.label, p.box, pos[i]!, font, shown, i, rightToLeft[i]!);
    });
    for (const i of hidden) labelEls[i]!.classList.add('is-hidden');
    scene.figure.dataset.labelsHidden = String(hidden.size);
    // The zoom the labels were last placed for (a test waits for it).
    scene.figure.dataset.labelZoom = String(Math.round(t.k * 1000) / 1000);
  };
  const prepare = (t: ViewTransform) => {
    const levels = labelLevels(t.k);
    return inSlices(data.nodes.length, (i) => { for (const level of levels) variant(i, level); });
  };
  return { place, prepare, resize: (box) => { size = box; } };
}

/**
 * The part of the drawing in view, in the drawing's units: the whole box the SVG takes on
 * screen, not only its viewBox. Where the box is wider or taller than the drawing (a tall
 * graph capped at 75vh is letterboxed, `meet`), what pans into the margin is shown too.
 */
export function visibleFrame(data: { width: number; height: number }, box: { width: number; height: number }, t: ViewTransform): Box {
  const s = Math.min(box.width / data.width, box.height / data.height);
  const marginX = Math.max(0, (box.width / s - data.width) / 2), marginY = Math.max(0, (box.height / s - data.height) / 2);
  return { x: (-marginX - t.x) / t.k, y: (-marginY - t.y) / t.k, w: (data.width + 2 * marginX) / t.k, h: (data.height + 2 * marginY) / t.k };
}

/** Writes a label's lines (one tspan each, textContent only) at its box, relative to its node. */
function write(text: SVGTextElement, label: WrappedLabel, box: Box, at: { x: number; y: number }, font: number, shown: string[], i: number, rtl: boolean): void {
  const key = label.lines.join('\n');
  if (shown[i] !== key) {
    text.replaceChildren(...label.lines.map((line) => {
      const span = document.createElementNS(SVG, 'tspan');
      span.textContent = line;
      return span;
    }));
    shown[i] = key;
  }
  // A right-to-left label starts at its box's right edge (graphFigure.ts does the same).
  const x = round(rtl ? box.x + box.w - at.x - font / 11 : box.x - at.x + font / 11), top = box.y - at.y;
  if (rtl) text.setAttribute('direction', 'rtl');
  else text.removeAttribute('direction');
  text.style.fontSize = `${font}px`;
  text.removeAttribute('x');
  text.removeAttribute('y');
  [...text.children].forEach((span, line) => {
    span.setAttribute('x', String(x));
    span.setAttribute('y', String(round(top + font * (LINE_HEIGHT * line + 0.95 + (LINE_HEIGHT - 1) / 2))));
  });
  text.classList.remove('is-hidden');
}

const round = (v: number) => Math.round(v * 100) / 100;
