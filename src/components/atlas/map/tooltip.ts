// The tooltip: a node's full label, its type and its debate(s), beside the pointer or
// the tapped node, kept inside the map's stage. Cleared by anything that changes what
// is drawn or where (a filter, a selection, a zoom or pan), so it never describes an
// old drawing.
import { plural, required, type MapContext } from './context.ts';

export interface Tooltip {
  /** Shows node `i`'s tooltip at (x, y) px of the canvas. */
  show: (i: number, x: number, y: number) => void;
  /** Shows a text (a debate's whole title, under its cut one) at (x, y) px of the canvas. */
  showText: (text: string, x: number, y: number) => void;
  clear: () => void;
}

const OFFSET = 14;

export function setUpTooltip(ctx: MapContext): Tooltip {
  const { canvas, root } = ctx;
  const tip = required<HTMLElement>(root, '[data-tooltip]');
  const clear = () => {
    const had = !tip.hidden || ctx.hover >= 0;
    tip.hidden = true;
    ctx.hover = -1;
    canvas.style.cursor = '';
    if (had) ctx.redraw();
  };
  const showText = (text: string, x: number, y: number) => {
    tip.textContent = text;
    tip.hidden = false;
    // Measured once shown: right of and below the point, else moved back inside the stage.
    const width = canvas.clientWidth, height = canvas.clientHeight;
    const w = tip.offsetWidth, h = tip.offsetHeight;
    tip.style.left = `${Math.max(0, Math.min(x + OFFSET, width - w))}px`;
    tip.style.top = `${y + OFFSET + h <= height ? y + OFFSET : Math.max(0, y - OFFSET - h)}px`;
  };
  const show = (i: number, x: number, y: number) => {
    const { model } = ctx;
    const d = model.data;
    const where = model.debates[i]! > 1 ? plural(model.debates[i]!, 'debate') : (d.debates.title[d.nodes.debate[i]![0]!] ?? '');
    showText(`${d.nodes.label[i]} (${model.typeName[i]}, ${where})`, x, y);
  };
  ctx.onFilter.push(clear);
  canvas.addEventListener('pointerleave', clear);
  return { show, showText, clear };
}
