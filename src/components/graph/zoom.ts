// Zoom and pan on the whole canvas (pinch too), and dragging a node. The graph never
// takes the page's scroll: the wheel and touch scroll the page until the graph is
// activated (a click or a tap in it, or focus inside the figure), or while Ctrl/⌘ is
// held, as map embeds do; the +/− buttons zoom at any time. After a zoom or a pan
// settles the labels are placed again for what is in view.
import { drag } from 'd3-drag';
import { select } from 'd3-selection';
import { zoom, zoomIdentity, type ZoomBehavior, type ZoomTransform } from 'd3-zoom';
import { installActivation, zoomFilter } from '../shared/scrollGuard.ts';
import type { Scene } from './scene.ts';

export interface ZoomView {
  reset: () => void;
  /** The current transform (k, x, y) of the drawing. */
  transform: () => ZoomTransform;
}

/** Zoom steps of the +/− buttons. */
const STEP = 1.5;

export function installZoom(scene: Scene, onMove: () => void, onSettled: (t: ZoomTransform) => void): ZoomView {
  const { svg, viewport, figure } = scene;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: ZoomTransform = zoomIdentity;
  const behaviour: ZoomBehavior<SVGSVGElement, unknown> = zoom<SVGSVGElement, unknown>()
    .scaleExtent([0.2, 8])
    .filter(zoomFilter(installActivation(figure)))
    .on('zoom', (event: { transform: ZoomTransform }) => {
      current = event.transform;
      viewport.setAttribute('transform', current.toString());
      onMove();
      clearTimeout(timer);
      timer = setTimeout(() => onSettled(current), 80);
    });
  select(svg).call(behaviour).on('dblclick.zoom', null);
  scene.nodeEls.forEach((el, i) => {
    select<SVGGElement, unknown>(el).call(
      drag<SVGGElement, unknown>()
        .on('start', () => el.classList.add('is-dragging'))
        .on('drag', (event: { x: number; y: number }) => scene.moveNode(i, event.x, event.y))
        .on('end', () => el.classList.remove('is-dragging')),
    );
  });
  figure.querySelector('[data-action="zoom-in"]')?.addEventListener('click', () => select(svg).call(behaviour.scaleBy, STEP));
  figure.querySelector('[data-action="zoom-out"]')?.addEventListener('click', () => select(svg).call(behaviour.scaleBy, 1 / STEP));
  return { reset: () => select(svg).call(behaviour.transform, zoomIdentity), transform: () => current };
}

