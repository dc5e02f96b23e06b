// A graph or map never takes the page's scroll (docs/decisions/graph-never-takes-the-scroll.md):
// the wheel and touch scroll the page until the drawing is activated (a click or a tap in
// it, or focus inside it), or while Ctrl/⌘ is held, as map embeds do; +/− buttons zoom at
// any time. Shared by the debate graph (graph/zoom.ts) and the atlas map (atlas/map/controls.ts);
// their CSS turns `touch-action` to `none` only under [data-active='true'].

/**
 * Marks `area` active (data-active) from a press (a tap on a touch screen) inside it or
 * focus within it until a press or focus elsewhere. Returns whether it is active now.
 */
export function installActivation(area: HTMLElement): () => boolean {
  const set = (on: boolean) => { if (on) area.dataset.active = 'true'; else delete area.dataset.active; };
  // A mouse press activates at once (so it can drag); a finger only with a tap (a click), for
  // a finger put down to swipe would otherwise switch the drawing on (pointerdown comes
  // before touchstart) and the swipe would pan it instead of scrolling the page.
  let touchedAt: { x: number; y: number } | null = null;
  area.addEventListener('pointerdown', (event) => {
    if (event.pointerType !== 'touch') set(true);
    else touchedAt = { x: event.clientX, y: event.clientY };
  });
  // A tap: a finger lifted where it was put down (a click may never follow it when the
  // drawing handles the touch itself).
  area.addEventListener('pointerup', (event) => {
    if (event.pointerType === 'touch' && touchedAt && Math.hypot(event.clientX - touchedAt.x, event.clientY - touchedAt.y) < 10) set(true);
    touchedAt = null;
  });
  area.addEventListener('pointercancel', () => { touchedAt = null; });
  area.addEventListener('click', () => set(true));
  area.addEventListener('focusin', () => set(true));
  document.addEventListener('pointerdown', (event) => { if (!area.contains(event.target as Node)) set(false); });
  // Focus moving out (Tab); a press on the canvas blurs a node with no new target and keeps it active.
  area.addEventListener('focusout', (event) => { if (event.relatedTarget instanceof Node && !area.contains(event.relatedTarget)) set(false); });
  return () => area.dataset.active === 'true';
}

/**
 * A d3-zoom filter: the wheel zooms only while active or with Ctrl/⌘ held, touch only
 * while active; a drag with the main button pans as d3's default does.
 */
export function zoomFilter(active: () => boolean): (event: Event) => boolean {
  return (event) => {
    if (event.type === 'wheel') return active() || (event as WheelEvent).ctrlKey || (event as WheelEvent).metaKey;
    if (event.type.startsWith('touch')) return active();
    return !(event as MouseEvent).ctrlKey && !(event as MouseEvent).button;
  };
}
