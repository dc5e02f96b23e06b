// Pan, zoom and pinch (d3-zoom), the pointer (click selects, hover shows a tooltip) and
// the keyboard (arrows pan, + and − zoom, 0 fits, Escape clears).
import { select } from 'd3-selection';
import { zoom, zoomIdentity, type ZoomTransform } from 'd3-zoom';
import { MAX_ZOOM, MIN_ZOOM } from '../../../lib/atlas/atlasView.ts';
import { plural, required, type MapContext } from './context.ts';
import { hitTester } from './hitTest.ts';

export interface ViewControls {
  transform: () => ZoomTransform;
  /** Moves the view so map point (x, y) is at the centre, at zoom k. */
  centreOn: (x: number, y: number, k: number, width: number, height: number) => void;
  /** True while the view is "fit everything" (then the URL carries no position). */
  fitted: boolean;
}

export function setUpControls(ctx: MapContext): ViewControls {
  const { canvas, root } = ctx;
  const selection = select(canvas);
  let transform: ZoomTransform = zoomIdentity;
  const controls: ViewControls = {
    transform: () => transform,
    centreOn: (x, y, k, width, height) => {
      const scale = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, k));
      selection.call(zoomer.transform, zoomIdentity.translate(width / 2 - x * scale, height / 2 - y * scale).scale(scale));
    },
    fitted: true,
  };
  const zoomer = zoom<HTMLCanvasElement, unknown>()
    .scaleExtent([MIN_ZOOM, MAX_ZOOM])
    .clickDistance(4)
    .on('zoom', (event: { transform: ZoomTransform; sourceEvent: Event | null }) => {
      transform = event.transform;
      if (event.sourceEvent !== null) controls.fitted = false;
      root.dataset.transform = `${round(transform.x)},${round(transform.y)},${transform.k.toPrecision(4)}`;
      ctx.redraw();
    })
    .on('start', () => { ctx.moving = true; })
    .on('end', () => {
      ctx.moving = false;
      ctx.redraw(); // at full detail
      ctx.saveUrl();
    });
  selection.call(zoomer).on('dblclick.zoom', null);

  // Pointer: click selects, hover rings the node and shows what it is.
  const hit = hitTester(ctx.model);
  const nodeAt = (clientX: number, clientY: number) => {
    const box = canvas.getBoundingClientRect();
    const [x, y] = transform.invert([clientX - box.left, clientY - box.top]);
    return hit(ctx.vis, x, y, transform.k);
  };
  const tooltip = required<HTMLElement>(root, '[data-tooltip]');
  canvas.addEventListener('click', (event) => {
    const i = nodeAt(event.clientX, event.clientY);
    if (i !== undefined) ctx.selectNode(i);
    else if (!ctx.state.local) ctx.selectNode(undefined);
  });
  canvas.addEventListener('pointermove', (event) => {
    if (event.buttons !== 0) return; // panning
    const i = nodeAt(event.clientX, event.clientY) ?? -1;
    if (i === ctx.hover) return;
    ctx.hover = i;
    canvas.style.cursor = i >= 0 ? 'pointer' : '';
    if (i < 0) tooltip.hidden = true;
    else {
      const { model } = ctx;
      const d = model.data;
      tooltip.textContent = `${d.nodes.label[i]} (${model.typeName[i]}, ${model.debates[i]! > 1 ? plural(model.debates[i]!, 'debate') : (d.debates.title[d.nodes.debate[i]![0]!] ?? '')})`;
      const box = canvas.getBoundingClientRect();
      tooltip.style.left = `${Math.min(event.clientX - box.left + 14, Math.max(0, box.width - 280))}px`;
      tooltip.style.top = `${event.clientY - box.top + 14}px`;
      tooltip.hidden = false;
    }
    ctx.redraw();
  });
  const clearTooltip = () => {
    tooltip.hidden = true;
    ctx.hover = -1;
    ctx.redraw();
  };
  canvas.addEventListener('pointerleave', clearTooltip);
  // A filter or search changes what is drawn: a tooltip about the old drawing goes.
  for (const type of ['change', 'input', 'click']) root.querySelector('[data-controls]')?.addEventListener(type, clearTooltip);

  canvas.addEventListener('keydown', (event) => {
    const step = 80 / transform.k;
    const pan = (dx: number, dy: number) => selection.call(zoomer.translateBy, dx, dy);
    const scale = (f: number) => selection.call(zoomer.scaleBy, f);
    switch (event.key) {
      case 'ArrowLeft': pan(step, 0); break;
      case 'ArrowRight': pan(-step, 0); break;
      case 'ArrowUp': pan(0, step); break;
      case 'ArrowDown': pan(0, -step); break;
      case '+': case '=': scale(1.4); break;
      case '-': case '_': scale(1 / 1.4); break;
      case '0': ctx.fitVisible(); ctx.saveUrl(); break;
      case 'Escape': ctx.selectNode(undefined); break;
      default: return;
    }
    if (event.key.startsWith('Arrow') || '+=-_'.includes(event.key)) controls.fitted = false;
    event.preventDefault();
  });
  return controls;
}

const round = (v: number) => Math.round(v * 10) / 10;
