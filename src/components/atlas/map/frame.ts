// One frame of the map. Zooming and resting views are drawn straight into the canvas.
// A drag (a pan at one zoom) draws the scene once into an offscreen canvas reaching
// PAN_MARGIN of the view beyond each side, then each frame of the drag only copies it
// at the new offset, until the drag leaves the margin or ends (then the view is drawn
// again at full detail). A copy costs the same whatever the number of nodes.
import { drawHover, drawScene, type DrawStats, type SceneInput, type View } from './scene.ts';

const PAN_MARGIN = 0.3;

export interface FrameDrawer {
  draw: (input: SceneInput) => DrawStats & { copied: boolean };
}

export function frameDrawer(canvas: HTMLCanvasElement): FrameDrawer {
  const screen = canvas.getContext('2d', { alpha: true })!;
  const offscreen = document.createElement('canvas');
  const cache = offscreen.getContext('2d', { alpha: true })!;
  /** The view the offscreen scene was drawn for (with its margins), when valid. */
  let cached: { view: View; mx: number; my: number; stats: DrawStats; input: SceneInput } | null = null;
  let lastK = NaN;

  const copy = (view: View, input: SceneInput): DrawStats & { copied: boolean } => {
    const started = performance.now();
    const c = cached!;
    // Offscreen pixel (0, 0) is where the screen's (−mx, −my) was when it was drawn.
    const dx = view.x - c.view.x - c.mx, dy = view.y - c.view.y - c.my;
    screen.setTransform(1, 0, 0, 1, 0, 0);
    screen.clearRect(0, 0, canvas.width, canvas.height);
    screen.drawImage(offscreen, Math.round(dx * view.dpr), Math.round(dy * view.dpr));
    drawHover(screen, input);
    // Labels where they now are on screen.
    const labels = c.stats.labels.map((b) => ({ ...b, x: b.x + dx, y: b.y + dy }));
    const titles = c.stats.titles.map((b) => ({ ...b, x: b.x + dx, y: b.y + dy }));
    const e = c.stats.extent;
    const extent = e === null ? null : { x0: e.x0 + dx, y0: e.y0 + dy, x1: e.x1 + dx, y1: e.y1 + dy };
    return { ...c.stats, labels, titles, extent, ms: performance.now() - started, copied: true };
  };

  return {
    draw(input) {
      const { view } = input;
      const panning = input.moving && view.k === lastK;
      lastK = view.k;
      if (!panning) {
        cached = null;
        return { ...drawScene(screen, input), copied: false };
      }
      const c = cached;
      // Same zoom and size, same things shown, and the pan still inside the margins.
      if (c !== null && c.input.vis === input.vis && c.input.focus === input.focus && c.input.colours === input.colours && c.view.k === view.k && c.view.width === view.width && c.view.height === view.height && c.view.dpr === view.dpr &&
        Math.abs(view.x - c.view.x) <= c.mx && Math.abs(view.y - c.view.y) <= c.my) {
        return copy(view, input);
      }
      // Draw the scene with margins offscreen, then copy it.
      const mx = Math.round(view.width * PAN_MARGIN), my = Math.round(view.height * PAN_MARGIN);
      const wide: View = { ...view, x: view.x + mx, y: view.y + my, width: view.width + 2 * mx, height: view.height + 2 * my };
      const w = Math.round(wide.width * view.dpr), h = Math.round(wide.height * view.dpr);
      if (offscreen.width !== w || offscreen.height !== h) { offscreen.width = w; offscreen.height = h; }
      const started = performance.now();
      const stats = drawScene(cache, { ...input, view: wide, hover: -1 });
      cached = { view, mx, my, stats, input };
      const shown = copy(view, input);
      return { ...shown, ms: performance.now() - started, copied: false };
    },
  };
}
