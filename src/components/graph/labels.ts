// Places the labels again with their measured sizes, at a font size that draws them at
// least LABEL_FONT_SIZE CSS pixels on screen whatever the figure's scale (a phone shows
// the graph at a third of its size) and zoom. A label with no free spot is hidden; its
// node's tooltip and accessible name keep the full text.
import { labelPriority, nodeExtent, placeLabels } from '../../lib/render/labelPlacement.ts';
import type { Scene } from './scene.ts';

/** CSS pixels per user unit of the drawing, zoom included. */
export function screenScale(scene: Scene, zoom = 1): number {
  const box = scene.svg.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return 1;
  return Math.min(box.width / scene.data.width, box.height / scene.data.height) * zoom;
}

export function placeSceneLabels(scene: Scene, zoom = 1): void {
  const { data, labelEls, pos } = scene;
  const scale = screenScale(scene, zoom);
  if (scale === 0) return;
  const font = data.fontSize / Math.min(1, scale);
  const boxes = labelEls.map((text) => {
    text.style.fontSize = `${font}px`;
    text.setAttribute('x', '0');
    text.setAttribute('y', '0');
    text.classList.remove('is-hidden');
    return text.getBBox();
  });
  const frame = { x: 0, y: 0, w: data.width, h: data.height };
  const placements = placeLabels(
    data.nodes.map((n, i) => ({ x: pos[i]!.x, y: pos[i]!.y, r: nodeExtent(n.type, n.r), w: boxes[i]!.width, h: boxes[i]!.height, priority: labelPriority(n) })),
    frame,
  );
  placements.forEach((p, i) => {
    const text = labelEls[i]!, b = boxes[i]!;
    if (!p.box) { text.classList.add('is-hidden'); return; }
    // The text was measured at (0,0): shift its box onto the chosen spot, relative to the node.
    text.setAttribute('x', String(p.box.x - pos[i]!.x - b.x));
    text.setAttribute('y', String(p.box.y - pos[i]!.y - b.y));
  });
  scene.figure.dataset.labelsHidden = String(placements.filter((p) => !p.box).length);
}
