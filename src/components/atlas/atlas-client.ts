// The /atlas/ map: one <canvas> for 10,000 nodes (no DOM per node), d3-zoom for pan,
// zoom and pinch, a d3-quadtree for hit-testing, and the filters, search and local
// view of src/lib/atlas/atlasView.ts. The view state lives in the query string
// (history.replaceState). Text reaches the canvas through fillText and the DOM through
// textContent only.
import { quadtree, type Quadtree } from 'd3-quadtree';
import { select, type Selection } from 'd3-selection';
import { zoom, zoomIdentity, type ZoomBehavior, type ZoomTransform } from 'd3-zoom';
import type { AtlasData } from '../../lib/atlas/atlasData.ts';
import {
  MAX_HOPS, MAX_ZOOM, MIN_HOPS, MIN_ZOOM, clampHops, computeVisibility, decodeViewState, encodeViewState, indexAtlasData,
  knownNames, searchNodes, type AtlasDataIndex, type ViewState, type Visibility,
} from '../../lib/atlas/atlasView.ts';

/** Zoom from which labels are drawn (1 = the per-debate layouts' own scale). */
const LABEL_ZOOM = 0.55;
/** Zoom a search result is shown at, at least. */
const FOCUS_ZOOM = 1.1;
const MAX_LABELS = 400;
const LABEL_CHARS = 42;
const URL_DELAY = 250;
/** The scene bitmap reaches this fraction of the view beyond each edge. */
const SCENE_MARGIN = 0.5;
/** Above this many edges shown, edges are drawn the cheap way (see renderScene). */
const FAST_EDGES = 3000;

const RADIUS: Record<string, number> = { persona: 14, synthesis: 16, domain: 12, steelman: 11 };
const radiusOf = (type: string) => RADIUS[type] ?? 9;
const NODE_COLOUR_VARS: Record<string, string> = {
  persona: '--g-persona', claim: '--g-claim', steelman: '--g-steelman', synthesis: '--g-synthesis', domain: '--g-domain', question: '--g-question',
};
const EDGE_COLOUR_VARS: Record<string, string> = {
  supports: '--g-supports', opposes: '--g-opposes', contested_by: '--g-contested', refines: '--g-refines', illustrates: '--g-illustrates', steelmanned_by: '--g-steelman',
};
const FAINT_RELATIONS = new Set(['belongs_to', 'used_in', 'alias_of', 'related']);

interface Colours { nodes: string[]; edges: string[]; contested: string; focus: string; label: string; halo: string }

const required = <T extends Element>(root: ParentNode, selector: string): T => {
  const el = root.querySelector<T>(selector);
  if (el === null) throw new Error(`atlas map: ${selector} is missing`);
  return el;
};

export async function enhanceAtlas(root: HTMLElement): Promise<void> {
  if (root.dataset.enhanced) return;
  root.dataset.enhanced = 'true';
  const status = required<HTMLElement>(root, '[data-status]');
  let data: AtlasData;
  try {
    const response = await fetch(root.dataset.src ?? '');
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    data = (await response.json()) as AtlasData;
  } catch (error) {
    // Say so where the map would be; everything else on the page works without it.
    for (const part of root.querySelectorAll<HTMLElement>('.atlas-controls, .atlas-layout, .atlas-keys')) part.hidden = true;
    root.hidden = false;
    status.textContent = `The map could not be loaded (${(error as Error).message}); the lists below have everything it shows.`;
    return;
  }
  root.hidden = false;
  new AtlasMap(root, data, status);
}

class AtlasMap {
  private readonly index: AtlasDataIndex;
  private readonly canvas: HTMLCanvasElement;
  private readonly ctx: CanvasRenderingContext2D;
  private readonly zoomer: ZoomBehavior<HTMLCanvasElement, unknown>;
  private readonly canvasSelection: Selection<HTMLCanvasElement, unknown, null, undefined>;
  private readonly X: Float64Array;
  private readonly Y: Float64Array;
  private readonly typeName: string[];
  private readonly edgesByRelation: Int32Array[];
  private readonly nodesByType: Int32Array[];
  private shortLabels: string[] = [];
  private colours!: Colours;
  private state: ViewState;
  private visibility!: Visibility;
  private tree!: Quadtree<number>;
  private transform: ZoomTransform = zoomIdentity;
  /** True while the view is "fit everything": then the URL carries no position. */
  private fitted = true;
  private width = 0;
  private height = 0;
  private frame = 0;
  private urlTimer = 0;
  private hover = -1;
  private readonly scene = document.createElement('canvas');
  private readonly sceneCtx: CanvasRenderingContext2D;
  /** The transform the scene was drawn at; null before the first drawing. */
  private sceneTransform: ZoomTransform | null = null;
  private sceneDirty = true;
  /** A pan or zoom gesture is under way (between d3-zoom's start and end). */
  private interacting = false;

  private readonly root: HTMLElement;
  private readonly status: HTMLElement;

  constructor(root: HTMLElement, data: AtlasData, status: HTMLElement) {
    this.root = root;
    this.status = status;
    this.index = indexAtlasData(data);
    this.canvas = required(root, 'canvas[data-canvas]');
    this.ctx = this.canvas.getContext('2d', { alpha: true })!;
    this.sceneCtx = this.scene.getContext('2d', { alpha: true })!;
    this.X = Float64Array.from(data.nodes.x);
    this.Y = Float64Array.from(data.nodes.y);
    this.typeName = data.nodes.type.map((t) => data.types[t] ?? '');
    this.edgesByRelation = groupIndexes(data.relations.length, data.edges.relation);
    this.nodesByType = groupIndexes(data.types.length, data.nodes.type);
    this.state = decodeViewState(location.search, knownNames(this.index));
    this.readColours();

    this.zoomer = zoom<HTMLCanvasElement, unknown>()
      .scaleExtent([MIN_ZOOM, MAX_ZOOM])
      .clickDistance(4)
      .on('zoom', (event: { transform: ZoomTransform; sourceEvent: Event | null }) => {
        this.transform = event.transform;
        if (event.sourceEvent !== null) this.fitted = false;
        this.root.dataset.transform = `${round(event.transform.x)},${round(event.transform.y)},${event.transform.k.toPrecision(4)}`;
        this.schedule();
      })
      .on('start', () => { this.interacting = true; })
      .on('end', () => {
        this.interacting = false;
        // Redraw the scene at the new view: sharp after a zoom, margins re-centred after a pan.
        const s = this.sceneTransform, t = this.transform;
        this.schedule(s === null || s.k !== t.k || s.x !== t.x || s.y !== t.y);
        this.scheduleUrl();
      });
    this.canvasSelection = select(this.canvas);
    this.canvasSelection.call(this.zoomer).on('dblclick.zoom', null);

    this.setUpControls();
    this.setUpPointer();
    this.setUpKeyboard();
    this.resize();
    new ResizeObserver(() => this.resize()).observe(required(root, '.atlas-stage'));
    new MutationObserver(() => { this.readColours(); this.schedule(true); }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => { this.readColours(); this.schedule(true); });

    this.applyFilters();
    // Restore the shared view: its position, else the selected node, else everything.
    const focus = this.focusIndex();
    if (this.state.at !== null) this.centreOn(this.state.at.x, this.state.at.y, this.state.at.k);
    else if (this.state.local) this.fitVisible();
    else if (focus !== undefined) this.centreOn(this.X[focus]!, this.Y[focus]!, FOCUS_ZOOM);
    else this.fitVisible();
    this.showPanel();
    root.dataset.ready = 'true';
  }

  // ---- state ---------------------------------------------------------------------

  private focusIndex(): number | undefined {
    return this.state.focus === null ? undefined : this.index.idIndex.get(this.state.focus);
  }

  private applyFilters(): void {
    this.visibility = computeVisibility(this.index, this.state);
    const shown: number[] = [];
    for (let i = 0; i < this.index.nodeCount; i++) if (this.visibility.nodes[i]) shown.push(i);
    this.tree = quadtree<number>().x((i) => this.X[i]!).y((i) => this.Y[i]!).addAll(shown);
    const { nodeCount, edgeCount } = this.visibility;
    this.status.textContent =
      `Showing ${nodeCount.toLocaleString('en')} of ${this.index.nodeCount.toLocaleString('en')} nodes and ` +
      `${edgeCount.toLocaleString('en')} of ${this.index.edgeCount.toLocaleString('en')} relations` +
      (this.state.local && this.state.focus !== null ? ` within ${this.state.hops} hop${this.state.hops === 1 ? '' : 's'} of the selected node.` : '.');
    this.root.dataset.nodesShown = String(nodeCount);
    this.root.dataset.edgesShown = String(edgeCount);
    this.syncControls();
    this.schedule(true);
    this.scheduleUrl();
  }

  private selectNode(i: number | undefined, options: { centre?: boolean } = {}): void {
    this.state.focus = i === undefined ? null : this.index.data.nodes.id[i]!;
    if (i === undefined) this.state.local = false;
    // A node hidden by the debate or persona filter is shown by lifting that filter.
    if (i !== undefined && !this.visibility.nodes[i] && !this.state.local) {
      this.state.debate = null;
      this.state.persona = null;
    }
    this.applyFilters();
    if (i !== undefined && this.state.local) this.fitVisible();
    else if (i !== undefined && options.centre) this.centreOn(this.X[i]!, this.Y[i]!, Math.max(this.transform.k, FOCUS_ZOOM));
    this.showPanel();
  }

  private scheduleUrl(): void {
    clearTimeout(this.urlTimer);
    this.urlTimer = window.setTimeout(() => {
      const t = this.transform;
      this.state.at = this.fitted ? null : { x: (this.width / 2 - t.x) / t.k, y: (this.height / 2 - t.y) / t.k, k: t.k };
      const query = encodeViewState(this.state);
      const url = `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
      if (url !== `${location.pathname}${location.search}${location.hash}`) history.replaceState(history.state, '', url);
    }, URL_DELAY);
  }

  // ---- view ----------------------------------------------------------------------

  private centreOn(x: number, y: number, k: number): void {
    this.fitted = false;
    const scale = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, k));
    this.canvasSelection.call(this.zoomer.transform, zoomIdentity.translate(this.width / 2 - x * scale, this.height / 2 - y * scale).scale(scale));
  }

  /** Zooms to the shown nodes (all of them when nothing is shown). */
  private fitVisible(): void {
    let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
    for (let i = 0; i < this.index.nodeCount; i++) {
      if (!this.visibility.nodes[i]) continue;
      minX = Math.min(minX, this.X[i]!); maxX = Math.max(maxX, this.X[i]!);
      minY = Math.min(minY, this.Y[i]!); maxY = Math.max(maxY, this.Y[i]!);
    }
    if (minX === Infinity) [minX, minY, maxX, maxY] = this.index.data.bounds;
    const pad = 40;
    const k = Math.min(FOCUS_ZOOM * 1.5, (this.width - 2 * pad) / Math.max(1, maxX - minX), (this.height - 2 * pad) / Math.max(1, maxY - minY));
    this.centreOn((minX + maxX) / 2, (minY + maxY) / 2, k);
    this.fitted = this.state.focus === null && this.state.debate === null && this.state.persona === null;
  }

  private resize(): void {
    const box = this.canvas.getBoundingClientRect();
    const dpr = window.devicePixelRatio || 1;
    if (Math.round(box.width) === this.width && Math.round(box.height) === this.height) return;
    const first = this.width === 0;
    this.width = Math.round(box.width);
    this.height = Math.round(box.height);
    this.canvas.width = Math.max(1, Math.round(this.width * dpr));
    this.canvas.height = Math.max(1, Math.round(this.height * dpr));
    if (!first && this.fitted) this.fitVisible();
    this.schedule(true);
  }

  private readColours(): void {
    const style = getComputedStyle(this.root);
    const read = (name: string | undefined, fallback: string) => (name ? style.getPropertyValue(name).trim() : '') || fallback;
    const neutral = read('--g-neutral', '#adb5bd');
    this.colours = {
      nodes: this.index.data.types.map((t) => read(NODE_COLOUR_VARS[t], neutral)),
      edges: this.index.data.relations.map((r) => read(EDGE_COLOUR_VARS[r], neutral)),
      contested: read('--g-contested', '#e8590c'),
      focus: read('--g-focus', '#1c7ed6'),
      label: read('--fg', '#1f2328'),
      halo: read('--bg', '#ffffff'),
    };
  }

  /** Redraws in the next frame; `scene` when what is drawn changed, not just the view. */
  private schedule(scene = false): void {
    if (scene) this.sceneDirty = true;
    if (this.frame === 0) this.frame = requestAnimationFrame(() => { this.frame = 0; this.draw(); });
  }

  // ---- drawing -------------------------------------------------------------------
  // The map is drawn into an offscreen "scene" bitmap with a margin of half a viewport
  // on each side; a frame only copies it at the current pan and zoom, so panning costs
  // one image copy whatever the number of nodes. The scene is redrawn when the view
  // state changes, when a pan or zoom ends, or when the copy would no longer cover the
  // part of the map in view (panned past the margin, zoomed by more than ×3 or ×¼ during
  // a gesture).

  private draw(): void {
    if (this.sceneDirty || !this.sceneCovers()) this.renderScene();
    this.present();
  }

  private sceneCovers(): boolean {
    const s = this.sceneTransform;
    if (s === null) return false;
    const t = this.transform;
    if (t.k !== s.k) {
      if (!this.interacting) return false;
      const r = t.k / s.k;
      if (r < 0.25 || r > 3) return false; // beyond that the copy is too blurred or too faint
    }
    // What the view shows of the map (with room for node radii and labels) must be in the scene.
    const mx = this.width * SCENE_MARGIN, my = this.height * SCENE_MARGIN;
    const labels = t.k >= LABEL_ZOOM || this.visibility.nodeCount <= 60;
    const pad = (labels ? 320 : 24) / Math.min(t.k, s.k);
    const [bx0, by0, bx1, by1] = this.index.data.bounds;
    const vx0 = Math.max(-t.x / t.k, bx0 - pad), vx1 = Math.min((this.width - t.x) / t.k, bx1 + pad);
    const vy0 = Math.max(-t.y / t.k, by0 - pad), vy1 = Math.min((this.height - t.y) / t.k, by1 + pad);
    if (vx0 >= vx1 || vy0 >= vy1) return true; // the map is out of view
    return vx0 >= (-mx - s.x) / s.k && vx1 <= (this.width + mx - s.x) / s.k && vy0 >= (-my - s.y) / s.k && vy1 <= (this.height + my - s.y) / s.k;
  }

  /** Copies the scene at the current transform, then the hover ring on top. */
  private present(): void {
    const { ctx, transform: t } = this;
    const s = this.sceneTransform!;
    const dpr = window.devicePixelRatio || 1;
    const mx = this.width * SCENE_MARGIN, my = this.height * SCENE_MARGIN;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
    const r = t.k / s.k;
    const left = (((-mx - s.x) / s.k) * t.k + t.x) * dpr, top = (((-my - s.y) / s.k) * t.k + t.y) * dpr;
    if (r === 1) ctx.drawImage(this.scene, Math.round(left), Math.round(top)); // whole pixels: a plain copy
    else ctx.drawImage(this.scene, left, top, this.scene.width * r, this.scene.height * r);
    const i = this.hover;
    if (i >= 0 && this.visibility.nodes[i]) {
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      ctx.beginPath();
      ctx.arc(this.X[i]! * t.k + t.x, this.Y[i]! * t.k + t.y, Math.max(radiusOf(this.typeName[i]!) * t.k, 1.6) + 4, 0, 2 * Math.PI);
      ctx.strokeStyle = this.colours.focus;
      ctx.lineWidth = 2;
      ctx.stroke();
    }
  }

  private renderScene(): void {
    const { X, Y, transform: t, visibility: vis } = this;
    const data = this.index.data;
    const dpr = window.devicePixelRatio || 1;
    const k = t.k;
    const mx = this.width * SCENE_MARGIN, my = this.height * SCENE_MARGIN;
    const sw = Math.max(1, Math.round((this.width + 2 * mx) * dpr)), sh = Math.max(1, Math.round((this.height + 2 * my) * dpr));
    if (this.scene.width !== sw || this.scene.height !== sh) {
      this.scene.width = sw;
      this.scene.height = sh;
    }
    const ctx = this.sceneCtx;
    this.sceneTransform = t;
    this.sceneDirty = false;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, sw, sh);
    // World → scene pixels: the screen transform shifted by the margin.
    const ox = t.x + mx, oy = t.y + my;
    ctx.setTransform(dpr * k, 0, 0, dpr * k, dpr * ox, dpr * oy);
    const pad = 20 / k + 16; // node radii and labels reach past their centres
    const x0 = -ox / k - pad, y0 = -oy / k - pad;
    const x1 = (sw / dpr - ox) / k + pad, y1 = (sh / dpr - oy) / k + pad;
    const focus = this.focusIndex();

    // Edges: one path per relation type, culled when both ends are off one side. With
    // many edges they are one-pixel lines at full opacity: the cheap path of a software
    // rasteriser (wider or translucent strokes cost ten to forty times as much).
    const { source, target } = data.edges;
    const fast = vis.edgeCount > FAST_EDGES;
    ctx.lineCap = fast ? 'butt' : 'round';
    this.edgesByRelation.forEach((list, r) => {
      const faint = FAINT_RELATIONS.has(data.relations[r]!);
      ctx.beginPath();
      let drawn = 0;
      for (let n = 0; n < list.length; n++) {
        const e = list[n]!;
        if (!vis.edges[e]) continue;
        const sx = X[source[e]!]!, sy = Y[source[e]!]!, tx = X[target[e]!]!, ty = Y[target[e]!]!;
        if ((sx < x0 && tx < x0) || (sx > x1 && tx > x1) || (sy < y0 && ty < y0) || (sy > y1 && ty > y1)) continue;
        ctx.moveTo(sx, sy);
        ctx.lineTo(tx, ty);
        drawn++;
      }
      if (drawn === 0) return;
      ctx.strokeStyle = this.colours.edges[r]!;
      ctx.globalAlpha = faint ? 0.4 : fast ? 0.55 : 0.75; // translucent hairlines cost little more
      ctx.lineWidth = fast ? 1 / (k * dpr) : (faint ? 0.8 : 1.4) / k;
      ctx.stroke();
    });
    ctx.globalAlpha = 1;

    // The selected node's relations on top, wider.
    if (focus !== undefined && vis.nodes[focus]) {
      for (let a = this.index.adjStart[focus]!; a < this.index.adjStart[focus + 1]!; a++) {
        const e = this.index.adjEdge[a]!;
        if (!vis.edges[e]) continue;
        ctx.beginPath();
        ctx.moveTo(X[source[e]!]!, Y[source[e]!]!);
        ctx.lineTo(X[target[e]!]!, Y[target[e]!]!);
        ctx.strokeStyle = this.colours.edges[data.edges.relation[e]!]!;
        ctx.lineWidth = 3 / k;
        ctx.stroke();
      }
    }

    // Nodes, one colour at a time. Below a few pixels a square is as good as a circle
    // and far cheaper; steelmen are diamonds, as on the debate pages.
    const contested: number[] = [];
    this.nodesByType.forEach((list, type) => {
      const name = data.types[type]!;
      const r = Math.max(radiusOf(name), 1.6 / k);
      const tiny = r * k < 2.5;
      ctx.fillStyle = this.colours.nodes[type]!;
      if (!tiny) ctx.beginPath();
      for (let n = 0; n < list.length; n++) {
        const i = list[n]!;
        if (!vis.nodes[i]) continue;
        const x = X[i]!, y = Y[i]!;
        if (x < x0 || x > x1 || y < y0 || y > y1) continue;
        if (tiny) {
          ctx.fillRect(x - r, y - r, 2 * r, 2 * r);
          continue;
        }
        if (name === 'steelman') {
          const d = r * 1.25;
          ctx.moveTo(x, y - d); ctx.lineTo(x + d, y); ctx.lineTo(x, y + d); ctx.lineTo(x - d, y); ctx.closePath();
        } else {
          ctx.moveTo(x + r, y);
          ctx.arc(x, y, r, 0, 2 * Math.PI);
        }
        if (data.nodes.contested[i]) contested.push(i);
      }
      if (!tiny) ctx.fill();
    });
    if (contested.length > 0) {
      ctx.beginPath();
      for (const i of contested) {
        const r = radiusOf(this.typeName[i]!) + 1.5;
        ctx.moveTo(X[i]! + r, Y[i]!);
        ctx.arc(X[i]!, Y[i]!, r, 0, 2 * Math.PI);
      }
      ctx.strokeStyle = this.colours.contested;
      ctx.lineWidth = 2.5 / k;
      ctx.stroke();
    }
    if (focus !== undefined && vis.nodes[focus]) {
      ctx.beginPath();
      ctx.arc(X[focus]!, Y[focus]!, Math.max(radiusOf(this.typeName[focus]!), 1.6 / k) + 4 / k, 0, 2 * Math.PI);
      ctx.strokeStyle = this.colours.focus;
      ctx.lineWidth = 3 / k;
      ctx.stroke();
    }

    // Labels in pixel space, only when zoomed in (or few nodes are shown), plus the focus.
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const labels: number[] = [];
    if (k >= LABEL_ZOOM || vis.nodeCount <= 60) {
      for (let i = 0; i < this.index.nodeCount && labels.length < MAX_LABELS; i++) {
        if (!vis.nodes[i] || i === focus) continue;
        const x = X[i]!, y = Y[i]!;
        if (x >= x0 && x <= x1 && y >= y0 && y <= y1) labels.push(i);
      }
    }
    if (focus !== undefined && vis.nodes[focus]) labels.push(focus);
    if (labels.length === 0) return;
    if (this.shortLabels.length === 0) this.shortLabels = data.nodes.label.map((l) => shorten(l, LABEL_CHARS));
    ctx.font = '12px system-ui, sans-serif';
    ctx.textBaseline = 'middle';
    ctx.lineJoin = 'round';
    ctx.lineWidth = 3;
    ctx.strokeStyle = this.colours.halo;
    ctx.fillStyle = this.colours.label;
    for (const i of labels) {
      const lx = X[i]! * k + ox + Math.max(radiusOf(this.typeName[i]!), 1.6 / k) * k + 4;
      const ly = Y[i]! * k + oy;
      if (i === focus) ctx.font = 'bold 13px system-ui, sans-serif';
      ctx.strokeText(this.shortLabels[i]!, lx, ly);
      ctx.fillText(this.shortLabels[i]!, lx, ly);
    }
  }

  // ---- pointer and keyboard -----------------------------------------------------------

  private nodeAt(clientX: number, clientY: number): number | undefined {
    const box = this.canvas.getBoundingClientRect();
    const [x, y] = this.transform.invert([clientX - box.left, clientY - box.top]);
    const k = this.transform.k;
    const found = this.tree.find(x, y, Math.max(18, 8 / k));
    if (found === undefined) return undefined;
    const reach = Math.max(radiusOf(this.typeName[found]!), 1.6 / k) + 6 / k;
    return Math.hypot(this.X[found]! - x, this.Y[found]! - y) <= reach ? found : undefined;
  }

  private setUpPointer(): void {
    const tooltip = required<HTMLElement>(this.root, '[data-tooltip]');
    this.canvas.addEventListener('click', (event) => {
      const i = this.nodeAt(event.clientX, event.clientY);
      if (i !== undefined) this.selectNode(i);
      else if (!this.state.local) this.selectNode(undefined);
    });
    this.canvas.addEventListener('pointermove', (event) => {
      if (event.buttons !== 0) return; // panning
      const i = this.nodeAt(event.clientX, event.clientY) ?? -1;
      if (i === this.hover) return;
      this.hover = i;
      this.canvas.style.cursor = i >= 0 ? 'pointer' : '';
      if (i < 0) tooltip.hidden = true;
      else {
        const data = this.index.data;
        tooltip.textContent = `${data.nodes.label[i]} (${this.typeName[i]}, ${data.nodes.debate[i]!.length > 1 ? `${new Set(data.nodes.debate[i]).size} debates` : data.debates.title[data.nodes.debate[i]![0]!] ?? ''})`;
        const box = this.canvas.getBoundingClientRect();
        tooltip.style.left = `${Math.min(event.clientX - box.left + 14, Math.max(0, box.width - 280))}px`;
        tooltip.style.top = `${event.clientY - box.top + 14}px`;
        tooltip.hidden = false;
      }
      this.schedule();
    });
    this.canvas.addEventListener('pointerleave', () => {
      tooltip.hidden = true;
      this.hover = -1;
      this.schedule();
    });
  }

  private setUpKeyboard(): void {
    this.canvas.addEventListener('keydown', (event) => {
      const step = 80 / this.transform.k;
      const pan = (dx: number, dy: number) => this.canvasSelection.call(this.zoomer.translateBy, dx, dy);
      const scale = (f: number) => this.canvasSelection.call(this.zoomer.scaleBy, f);
      switch (event.key) {
        case 'ArrowLeft': pan(step, 0); break;
        case 'ArrowRight': pan(-step, 0); break;
        case 'ArrowUp': pan(0, step); break;
        case 'ArrowDown': pan(0, -step); break;
        case '+': case '=': scale(1.4); break;
        case '-': case '_': scale(1 / 1.4); break;
        case '0': this.fitVisible(); this.scheduleUrl(); break;
        case 'Escape': this.selectNode(undefined); break;
        default: return;
      }
      if (event.key.startsWith('Arrow') || '+=-_'.includes(event.key)) this.fitted = false;
      event.preventDefault();
    });
  }

  // ---- controls ------------------------------------------------------------------

  private setUpControls(): void {
    const data = this.index.data;
    const relations = required<HTMLElement>(this.root, '[data-relations]');
    data.relations.forEach((relation, r) => {
      const label = document.createElement('label');
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.value = relation;
      box.checked = true;
      const swatch = document.createElement('span');
      swatch.className = 'atlas-swatch';
      swatch.setAttribute('aria-hidden', 'true');
      swatch.style.setProperty('--swatch', `var(${EDGE_COLOUR_VARS[relation] ?? '--g-neutral'})`);
      label.append(box, swatch, ` ${relation.replace(/_/g, ' ')} (${this.edgesByRelation[r]!.length.toLocaleString('en')})`);
      relations.append(label);
    });
    relations.addEventListener('change', () => {
      this.state.hidden = [...relations.querySelectorAll<HTMLInputElement>('input:not(:checked)')].map((i) => i.value).sort();
      this.applyFilters();
    });

    const debateSelect = required<HTMLSelectElement>(this.root, 'select[data-debate]');
    const debateOrder = data.debates.slug.map((_, d) => d).sort((a, b) => compareLabels(data.debates.title[a]!, data.debates.title[b]!) || a - b);
    for (const d of debateOrder) debateSelect.append(new Option(data.debates.title[d]!, data.debates.slug[d]!));
    debateSelect.addEventListener('change', () => {
      this.state.debate = debateSelect.value || null;
      this.applyFilters();
      this.fitVisible();
    });

    const personaSelect = required<HTMLSelectElement>(this.root, 'select[data-persona]');
    const personas = (this.nodesByType[this.index.personaType] ? [...this.nodesByType[this.index.personaType]!] : [])
      .sort((a, b) => compareLabels(data.nodes.label[a]!, data.nodes.label[b]!) || a - b);
    for (const i of personas) {
      const count = new Set(data.nodes.debate[i]).size;
      personaSelect.append(new Option(count > 1 ? `${data.nodes.label[i]} (${count} debates)` : data.nodes.label[i]!, data.nodes.id[i]!));
    }
    personaSelect.addEventListener('change', () => {
      this.state.persona = personaSelect.value || null;
      this.applyFilters();
      this.fitVisible();
    });

    const local = required<HTMLInputElement>(this.root, 'input[data-local]');
    const hops = required<HTMLInputElement>(this.root, 'input[data-hops]');
    hops.min = String(MIN_HOPS);
    hops.max = String(MAX_HOPS);
    local.addEventListener('change', () => {
      this.state.local = local.checked && this.state.focus !== null;
      this.state.hops = clampHops(Number(hops.value));
      this.applyFilters();
      this.fitVisible();
    });
    hops.addEventListener('change', () => {
      this.state.hops = clampHops(Number(hops.value));
      if (!this.state.local) { this.syncControls(); return; }
      this.applyFilters();
      this.fitVisible();
    });

    required<HTMLButtonElement>(this.root, '[data-action="fit"]').addEventListener('click', () => {
      this.fitVisible();
      this.scheduleUrl();
    });
    required<HTMLButtonElement>(this.root, '[data-action="clear"]').addEventListener('click', () => this.selectNode(undefined));
    this.setUpSearch();
  }

  /** Puts the state into the form controls (after a restore or a change made elsewhere). */
  private syncControls(): void {
    for (const box of this.root.querySelectorAll<HTMLInputElement>('[data-relations] input')) box.checked = !this.state.hidden.includes(box.value);
    required<HTMLSelectElement>(this.root, 'select[data-debate]').value = this.state.debate ?? '';
    required<HTMLSelectElement>(this.root, 'select[data-persona]').value = this.state.persona ?? '';
    const local = required<HTMLInputElement>(this.root, 'input[data-local]');
    local.checked = this.state.local;
    local.disabled = this.state.focus === null;
    required<HTMLInputElement>(this.root, 'input[data-hops]').value = String(this.state.hops);
    required<HTMLButtonElement>(this.root, '[data-action="clear"]').disabled = this.state.focus === null;
  }

  private setUpSearch(): void {
    const input = required<HTMLInputElement>(this.root, 'input[data-search]');
    const list = required<HTMLElement>(this.root, '[data-results]');
    const searchStatus = required<HTMLElement>(this.root, '[data-search-status]');
    const data = this.index.data;
    let results: number[] = [];
    const pick = (i: number) => {
      this.selectNode(i, { centre: true });
      list.replaceChildren();
      searchStatus.textContent = `Selected ${data.nodes.label[i]}.`;
    };
    const update = () => {
      results = searchNodes(this.index, input.value, 12);
      list.replaceChildren(
        ...results.map((i) => {
          const item = document.createElement('li');
          const button = document.createElement('button');
          button.type = 'button';
          button.className = 'atlas-result';
          const kind = document.createElement('span');
          kind.className = 'muted';
          kind.textContent = ` — ${this.typeName[i]}, ${new Set(data.nodes.debate[i]).size} debate(s)`;
          button.append(data.nodes.label[i]!, kind);
          button.addEventListener('click', () => pick(i));
          button.addEventListener('keydown', (event) => {
            const buttons = [...list.querySelectorAll<HTMLButtonElement>('button')];
            const at = buttons.indexOf(button);
            if (event.key === 'ArrowDown') buttons[at + 1]?.focus();
            else if (event.key === 'ArrowUp') (buttons[at - 1] ?? input).focus();
            else if (event.key === 'Escape') input.focus();
            else return;
            event.preventDefault();
          });
          item.append(button);
          return item;
        }),
      );
      searchStatus.textContent = input.value.trim() === '' ? '' : results.length === 0 ? 'No node matches.' : `${results.length === 12 ? '12 or more' : results.length} match${results.length === 1 ? '' : 'es'}; Enter selects the first.`;
    };
    input.addEventListener('input', update);
    input.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        if (results[0] !== undefined) pick(results[0]);
      } else if (event.key === 'ArrowDown') {
        event.preventDefault();
        list.querySelector<HTMLButtonElement>('button')?.focus();
      } else if (event.key === 'Escape') {
        input.value = '';
        update();
      }
    });
  }

  /** The side panel: what the selected node is and where it is used, as links. */
  private showPanel(): void {
    const body = required<HTMLElement>(this.root, '[data-panel-body]');
    const i = this.focusIndex();
    const data = this.index.data;
    if (i === undefined) {
      const hint = document.createElement('p');
      hint.className = 'muted';
      hint.textContent = 'Nothing selected. Click a node on the map or find one by name.';
      body.replaceChildren(hint);
      this.root.dataset.focus = '';
      return;
    }
    this.root.dataset.focus = data.nodes.id[i]!;
    const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string) => {
      const node = document.createElement(tag);
      if (text !== undefined) node.textContent = text;
      if (className !== undefined) node.className = className;
      return node;
    };
    const title = el('p', data.nodes.label[i]!, 'atlas-panel__label');
    const kind = el('p', `${this.typeName[i]}${data.nodes.contested[i] ? ', contested' : ''}`, 'muted');
    const debates = data.nodes.debate[i]!;
    const usedIn = el('p', `Used in ${new Set(debates).size} debate${new Set(debates).size === 1 ? '' : 's'}:`);
    const list = el('ul');
    debates.forEach((d, m) => {
      const link = el('a', data.debates.title[d]!);
      link.href = `${data.debates.url[d]}#${data.nodes.anchor[i]![m]}`;
      const item = el('li');
      item.append(link);
      list.append(item);
    });
    const parts: HTMLElement[] = [title, kind, usedIn, list];
    const page = data.nodes.page[i];
    if (page) {
      const link = el('a', this.typeName[i] === 'persona' ? 'This persona across debates' : 'This claim across debates');
      link.href = page;
      const p = el('p');
      p.append(link);
      parts.push(p);
    }
    // Relations by type (all of them, not only the ones shown).
    const counts = new Map<string, number>();
    for (let a = this.index.adjStart[i]!; a < this.index.adjStart[i + 1]!; a++) {
      const relation = data.relations[data.edges.relation[this.index.adjEdge[a]!]!]!;
      counts.set(relation, (counts.get(relation) ?? 0) + 1);
    }
    if (counts.size > 0) parts.push(el('p', `Relations: ${[...counts].sort((a, b) => compareLabels(a[0], b[0])).map(([r, c]) => `${r.replace(/_/g, ' ')} ${c}`).join(', ')}.`, 'muted'));
    body.replaceChildren(...parts);
  }
}

/** Indexes 0..n-1 grouped by `keys[i]`, in index order. */
function groupIndexes(groups: number, keys: readonly number[]): Int32Array[] {
  const counts = new Int32Array(groups);
  for (const key of keys) counts[key]!++;
  const out = Array.from(counts, (c) => new Int32Array(c));
  const fill = new Int32Array(groups);
  keys.forEach((key, i) => { out[key]![fill[key]!++] = i; });
  return out;
}

const round = (v: number) => Math.round(v * 10) / 10;
const compareLabels = (a: string, b: string) => {
  const x = a.normalize('NFKC').toLowerCase(), y = b.normalize('NFKC').toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};
const shorten = (text: string, max: number) => {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
};

export function enhanceAllAtlases(root: ParentNode = document): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-atlas-map]')) void enhanceAtlas(el);
}
