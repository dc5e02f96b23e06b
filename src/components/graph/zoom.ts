// Zoom and pan on the whole canvas (pinch too), and dragging a node. After a zoom the
// labels are placed again so they keep their on-screen size.
import { drag } from 'd3-drag';
import { select } from 'd3-selection';
import { zoom, zoomIdentity, type ZoomBehavior } from 'd3-zoom';
import type { Scene } from './scene.ts';

export function installZoom(scene: Scene, onSettled: (k: number) => void): { reset: () => void } {
  const { svg, viewport } = scene;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const behaviour: ZoomBehavior<SVGSVGElement, unknown> = zoom<SVGSVGElement, unknown>()
    .scaleExtent([0.2, 8])
    .on('zoom', (event) => {
      viewport.setAttribute('transform', event.transform.toString());
      clearTimeout(timer);
      const k = event.transform.k as number;
      timer = setTimeout(() => onSettled(k), 80);
    });
  select(svg).call(behaviour).on('dblclick.zoom', null);
  scene.nodeEls.forEach((el, i) => {
    select<SVGGElement, unknown>(el).call(
      drag<SVGGElement, unknown>()
        .on('start', () => el.classList.add('is-dragging'))
        .on('drag', (event) => scene.moveNode(i, event.x, event.y))
        .on('end', () => el.classList.remove('is-dragging')),
    );
  });
  return { reset: () => select(svg).call(behaviour.transform, zoomIdentity) };
}
