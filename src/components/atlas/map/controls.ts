// Pan, zoom and pinch (d3-zoom), the pointer (click or tap selects and shows the node's
// full label, hover shows it too; over a cut island title, its whole title) and the
// keyboard (arrows pan, + and − zoom, 0 fits, Escape clears). The map never takes the
// page's scroll (shared/scrollGuard.ts): the wheel and touch move it only once it is
// activated or with Ctrl/⌘; +/− buttons zoom.
import { select, type Selection } from 'd3-selection';
import { zoom, zoomIdentity, type ZoomBehavior, type ZoomTransform } from 'd3-zoom';
import { MAX_ZOOM, MIN_ZOOM } from '../../../lib/atlas/atlasView.ts';
import { required, type MapContext } from './context.ts';
import { installActivation, zoomFilter } from '../../shared/scrollGuard.ts';
import { hitTester } from './hitTest.ts';
import { setUpTooltip, type Tooltip } from './tooltip.ts';

export interface ViewControls {
  transform: () => ZoomTransform;
  /** Moves the view so map point (x, y) is at the centre, at zoom k. */
  centreOn: (x: number, y: number, k: number, width: number, height: number) => void;
  /** Puts back a transform taken earlier with transform(). */
  restore: (t: ZoomTransform) => void;
  /** True while the view is "fit everything" (then the URL carries no position). */
  fitted: boolean;
}

/** One step of the +/− buttons and keys. */
const ZOOM_STEP = 1.4;

interface Zoomed {
  controls: ViewControls;
  selection: Selection<HTMLCanvasElement, unknown, null, undefined>;
  zoomer: ZoomBehavior<HTMLCanvasElement, unknown>;
}

export function setUpControls(ctx: MapContext): ViewControls {
  const tooltip = setUpTooltip(ctx);
  const zoomed = setUpZoom(ctx, tooltip);
  setUpPointer(ctx, zoomed.controls, tooltip);
  setUpKeys(ctx, zoomed);
  return zoomed.controls;
}

function setUpZoom(ctx: MapContext, tooltip: Tooltip): Zoomed {
  const { canvas, root } = ctx;
  const selection = select(canvas);
  let transform: ZoomTransform = zoomIdentity;
  const zoomer = zoom<HTMLCanvasElement, unknown>()
    .scaleExtent([MIN_ZOOM, MAX_ZOOM])
    .filter(zoomFilter(installActivation(required<HTMLElement>(root, '.atlas-stage'))))
    .clickDistance(4)
    .on('zoom', (event: { transform: ZoomTransform; sourceEvent: Event | null }) => {
      transform = event.transform;
      if (event.sourceEvent !== null) controls.fitted = false;
      root.dataset.transform = `${round(transform.x)},${round(transform.y)},${transform.k.toPrecision(4)}`;
      ctx.redraw();
    })
    .on('start', () => {
      ctx.moving = true;
      tooltip.clear(); // it described the node where it was
    })
    .on('end', () => {
      ctx.moving = false;
      ctx.redraw(); // at full detail
      ctx.saveUrl();
    });
  const controls: ViewControls = {
    transform: () => transform,
    centreOn: (x, y, k, width, height) => {
      const scale = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, k));
      selection.call(zoomer.transform, zoomIdentity.translate(width / 2 - x * scale, height / 2 - y * scale).scale(scale));
    },
    restore: (t) => selection.call(zoomer.transform, t),
    fitted: true,
  };
  selection.call(zoomer).on('dblclick.zoom', null);
  required(root, '[data-action="zoom-in"]').addEventListener('click', () => { controls.fitted = false; selection.call(zoomer.scaleBy, ZOOM_STEP); });
  required(root, '[data-action="zoom-out"]').addEventListener('click', () => { controls.fitted = false; selection.call(zoomer.scaleBy, 1 / ZOOM_STEP); });
  return { controls, selection, zoomer };
}

/** Click or tap selects the node under it and shows its full label (a phone has no hover); hover rings it. */
function setUpPointer(ctx: MapContext, controls: ViewControls, tooltip: Tooltip): void {
  const { canvas } = ctx;
  const hit = hitTester(ctx.model.n);
  const local = (clientX: number, clientY: number): [number, number] => {
    const box = canvas.getBoundingClientRect();
    return [clientX - box.left, clientY - box.top];
  };
  const nodeAt = (x: number, y: number) => {
    const t = controls.transform();
    const [mx, my] = t.invert([x, y]);
    return hit(ctx.geometry, ctx.vis, mx, my, t.k);
  };
  // A cut title under the point: its debate's whole title (a title has no node to hit).
  const titleAt = (x: number, y: number): string | undefined => {
    const box = ctx.titles.find((b) => x >= b.x && x <= b.x + b.w && y >= b.y && y <= b.y + b.h);
    const whole = box === undefined ? undefined : ctx.model.data.debates.title[-1 - box.node];
    return whole !== undefined && whole !== box!.text ? whole : undefined;
  };
  let overTitle = false;
  canvas.addEventListener('click', (event) => {
    const [px, py] = local(event.clientX, event.clientY);
    // A cut title is drawn over what is under it: it answers first.
    const title = titleAt(px, py);
    const i = title === undefined ? nodeAt(px, py) : undefined;
    if (i === undefined) {
      if (!ctx.state.local) ctx.selectNode(undefined);
      if (title !== undefined) tooltip.showText(title, px, py);
      return;
    }
    ctx.selectNode(i);
    // Where the node now is (a local view lays itself out again around it).
    const [x, y] = controls.transform().apply([ctx.geometry.X[i]!, ctx.geometry.Y[i]!]);
    tooltip.show(i, x, y);
  });
  canvas.addEventListener('pointermove', (event) => {
    if (event.buttons !== 0 || event.pointerType === 'touch') return; // panning, or a finger (a tap shows the label)
    const [x, y] = local(event.clientX, event.clientY);
    const title = titleAt(x, y);
    if (title !== undefined) { tooltip.showText(title, x, y); overTitle = true; return; }
    const i = nodeAt(x, y) ?? -1;
    if (overTitle) { overTitle = false; tooltip.clear(); } // off the title: its tooltip goes
    if (i === ctx.hover) return;
    if (i < 0) { tooltip.clear(); return; }
    ctx.hover = i;
    canvas.style.cursor = 'pointer';
    tooltip.show(i, x, y);
    ctx.redraw();
  });
  // A filter or search changes what is drawn: a tooltip about the old drawing goes.
  for (const type of ['change', 'input', 'click', 'toggle']) ctx.root.querySelector('[data-controls]')?.addEventListener(type, tooltip.clear, true);
}

function setUpKeys(ctx: MapContext, { controls, selection, zoomer }: Zoomed): void {
  ctx.canvas.addEventListener('keydown', (event) => {
    const step = 80 / controls.transform().k;
    const pan = (dx: number, dy: number) => selection.call(zoomer.translateBy, dx, dy);
    const scale = (f: number) => selection.call(zoomer.scaleBy, f);
    switch (event.key) {
      case 'ArrowLeft': pan(step, 0); break;
      case 'ArrowRight': pan(-step, 0); break;
      case 'ArrowUp': pan(0, step); break;
      case 'ArrowDown': pan(0, -step); break;
      case '+': case '=': scale(ZOOM_STEP); break;
      case '-': case '_': scale(1 / ZOOM_STEP); break;
      case '0': ctx.fitVisible(); ctx.saveUrl(); break;
      case 'Escape': ctx.selectNode(undefined); break;
      default: return;
    }
    if (event.key.startsWith('Arrow') || '+=-_'.includes(event.key)) controls.fitted = false;
    event.preventDefault();
  });
}

const round = (v: number) => Math.round(v * 10) / 10;
