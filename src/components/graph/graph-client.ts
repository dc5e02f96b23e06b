// Enhances a server-rendered graph figure. Its data comes from the figure's JSON island
// (a GraphScene less what it derives: graphIsland.ts), never read back from the SVG; the small modules beside this
// file each own one concern: scene (data and elements), labels (semantic zoom), tooltip,
// hitTest, selection, controls, zoom (activation, drag), keyboard, urlState.
import { buildScene, readSceneData } from './scene.ts';
import { hitTest } from './hitTest.ts';
import { createLabelPlacer } from './labels.ts';
import { createTooltip } from './tooltip.ts';
import { createSelection } from './selection.ts';
import { installControls } from './controls.ts';
import { installZoom } from './zoom.ts';
import { installKeyboard } from './keyboard.ts';
import { installUrlState } from './urlState.ts';
import { yieldToBrowser } from '../shared/yieldToBrowser.ts';
import { whenNeeded } from '../shared/whenNeeded.ts';

/**
 * Takes over one figure in steps, yielding between them (reading the data, the zoom, the
 * labels' text measured a slice at a time, the rest), so that no step is a long task on a
 * slow phone; the figure says data-enhanced="true" once every step is done.
 */
export async function enhanceGraph(figure: HTMLElement): Promise<void> {
  if (figure.dataset.enhanced || figure.dataset.enhancing) return;
  figure.dataset.enhancing = 'true';
  const data = readSceneData(figure);
  const scene = data && buildScene(figure, data);
  if (!scene) return;
  const status = figure.querySelector<HTMLElement>('.da-graph__status')!;
  const clearButton = figure.querySelector<HTMLButtonElement>('[data-action="clear"]')!;
  await yieldToBrowser();

  const tooltip = createTooltip(scene);
  const labels = createLabelPlacer(scene);
  const view = installZoom(scene, () => tooltip.hide(), (t) => labels.place(t));
  await yieldToBrowser();
  await labels.prepare(view.transform());
  // The observer reports the drawing's size once at the start too: the first placement.
  new ResizeObserver(([entry]) => {
    if (!entry) return;
    labels.resize({ width: entry.contentRect.width, height: entry.contentRect.height });
    labels.place(view.transform());
  }).observe(scene.svg);

  const selection = createSelection(scene, status, clearButton, () => tooltip.hide());
  installControls(scene, status, view.reset);
  const { openCard } = installUrlState(scene, selection);
  installKeyboard(scene, selection, openCard);

  let pointerType = 'mouse';
  scene.svg.addEventListener('pointerdown', (event) => { pointerType = event.pointerType; });
  scene.svg.addEventListener('click', (event) => {
    const hit = hitTest(event.target);
    if (hit?.kind === 'node') {
      if (!event.defaultPrevented) selection.toggle(hit.i);
      // A tap has no hover: it shows the node's full text.
      if (pointerType !== 'mouse' && selection.get() === hit.i) tooltip.showNode(hit.i, event.clientX, event.clientY);
    } else if (event.target === scene.svg) selection.select(null);
  });
  scene.svg.addEventListener('dblclick', (event) => {
    const hit = hitTest(event.target);
    if (hit?.kind === 'node') openCard(hit.i);
  });
  scene.svg.addEventListener('pointerover', (event) => {
    if (event.pointerType !== 'mouse') return;
    const hit = hitTest(event.target);
    if (hit?.kind === 'node') tooltip.showNode(hit.i, event.clientX, event.clientY);
    else if (hit?.kind === 'edge') tooltip.showEdge(hit.k, event.clientX, event.clientY);
  });
  scene.svg.addEventListener('pointerout', (event) => { if (event.pointerType === 'mouse' && hitTest(event.target)) tooltip.hide(); });
  scene.svg.addEventListener('pointerleave', () => tooltip.hide());
  // A tooltip never outlives what it points at: the page scrolled, the pointer left.
  window.addEventListener('scroll', () => { if (!figure.contains(document.activeElement)) tooltip.hide(); }, { passive: true });
  scene.nodeEls.forEach((el, i) => {
    el.addEventListener('focus', () => { const box = el.getBoundingClientRect(); tooltip.showNode(i, box.right, box.bottom); });
    el.addEventListener('blur', () => tooltip.hide());
  });
  delete figure.dataset.enhancing;
  figure.dataset.enhanced = 'true';
}

/** Takes over each figure once it nears the viewport or the loaded page is idle (whenNeeded.ts). */
export async function enhanceAllGraphs(root: ParentNode = document): Promise<void> {
  await Promise.all([...root.querySelectorAll<HTMLElement>('[data-graph]')].map(async (figure) => {
    await whenNeeded(figure);
    await enhanceGraph(figure);
  }));
}
