// The graph's data, read once from the figure's JSON island, and the elements that draw
// it. Positions live here (dragging changes them); the SVG is only ever written to.
import { readIsland, type GraphIsland, type SceneData } from '../../lib/render/graphIsland.ts';
import { edgeDrawOrder, edgeShape } from '../../lib/render/edgeGeometry.ts';
import { domainMembers, regionPath } from '../../lib/render/graphRegions.ts';

const SVG = 'http://www.w3.org/2000/svg';

export interface Scene {
  figure: HTMLElement;
  svg: SVGSVGElement;
  viewport: SVGGElement;
  data: SceneData;
  nodeEls: SVGGElement[];
  labelEls: SVGTextElement[];
  edgeEls: SVGGElement[];
  /** Current positions (start at the stored layout). */
  pos: Array<{ x: number; y: number }>;
  /** Edge indexes touching each node, in and out. */
  edgesOf: number[][];
  moveNode: (i: number, x: number, y: number) => void;
}

export function readSceneData(figure: HTMLElement): SceneData | null {
  const island = figure.querySelector<HTMLScriptElement>('script.da-graph__data');
  if (!island?.textContent) return null;
  try {
    return readIsland(JSON.parse(island.textContent) as GraphIsland);
  } catch {
    return null;
  }
}

export function buildScene(figure: HTMLElement, data: SceneData): Scene | null {
  const svg = figure.querySelector<SVGSVGElement>('svg.da-graph__svg');
  const viewport = svg?.querySelector<SVGGElement>('.da-graph__viewport');
  if (!svg || !viewport) return null;
  // Nodes are written in index order, edges in edgeDrawOrder; each gets its index here
  // (data-i, data-e), for hit-testing and for copies such as a card's local graph.
  const nodeEls = [...svg.querySelectorAll<SVGGElement>('.da-graph__nodes > g.node')];
  const drawn = [...svg.querySelectorAll<SVGGElement>('.da-graph__edges > g.edge')];
  if (nodeEls.length !== data.nodes.length || drawn.length !== data.edges.length) return null;
  const edgeEls: SVGGElement[] = [];
  edgeDrawOrder(data.edges.map((e) => e.type)).forEach((k, at) => { edgeEls[k] = drawn[at]!; drawn[at]!.dataset.e = String(k); });
  nodeEls.forEach((el, i) => { el.dataset.i = String(i); });
  const labelEls = nodeEls.map((n) => n.querySelector<SVGTextElement>('text.node__label')!);
  // Each node becomes a button, one tab stop for the graph (keyboard.ts moves it), named
  // as its <title> named it; the script shows its own tooltips, so the native ones go.
  nodeEls.forEach((el, i) => {
    el.setAttribute('tabindex', i === 0 ? '0' : '-1');
    el.setAttribute('role', 'button');
    el.setAttribute('aria-pressed', 'false');
    el.setAttribute('aria-label', data.nodes[i]!.name);
    el.querySelector(':scope > title')?.remove();
  });
  // The page draws each edge's line only: a wide invisible path under it makes the arc
  // easy to point at (drawEdge keeps both on the same shape). "Contested only" keeps the
  // nodes and edges marked in-contest: contested claims, and what touches them.
  edgeEls.forEach((g, k) => {
    const line = g.querySelector('path.edge__line');
    const hit = document.createElementNS(SVG, 'path');
    hit.setAttribute('class', 'edge__hit');
    hit.setAttribute('d', line?.getAttribute('d') ?? '');
    g.insertBefore(hit, line);
    const e = data.edges[k]!;
    if (e.inContest) { g.classList.add('in-contest'); nodeEls[e.s]!.classList.add('in-contest'); nodeEls[e.t]!.classList.add('in-contest'); }
  });
  data.nodes.forEach((n, i) => { if (n.contested) nodeEls[i]!.classList.add('in-contest'); });
  const pos = data.nodes.map((n) => ({ x: n.x, y: n.y }));
  const edgesOf = data.nodes.map(() => [] as number[]);
  data.edges.forEach((e, k) => { edgesOf[e.s]!.push(k); if (e.t !== e.s) edgesOf[e.t]!.push(k); });

  const drawEdge = (k: number) => {
    const e = data.edges[k]!;
    const s = data.nodes[e.s]!, t = data.nodes[e.t]!;
    const { d } = edgeShape(pos[e.s]!, pos[e.t]!, s.r, t.r, e.bend);
    for (const path of edgeEls[k]!.querySelectorAll('path')) path.setAttribute('d', d);
  };
  // A domain's region follows its nodes while one is dragged.
  const members = domainMembers(data.edges);
  const regionEls = new Map([...svg.querySelectorAll<SVGPathElement>('.da-graph__regions > path.region')].map((el) => [Number(el.dataset.domain), el]));
  const regionsOf = data.nodes.map(() => [] as number[]);
  for (const [d, list] of members) for (const i of [d, ...list]) regionsOf[i]!.push(d);
  const moveNode = (i: number, x: number, y: number) => {
    pos[i] = { x, y };
    nodeEls[i]!.setAttribute('transform', `translate(${x},${y})`);
    for (const k of edgesOf[i]!) drawEdge(k);
    for (const d of regionsOf[i]!) regionEls.get(d)?.setAttribute('d', regionPath([d, ...members.get(d)!].map((j) => pos[j]!)));
  };
  return { figure, svg, viewport, data, nodeEls, labelEls, edgeEls, pos, edgesOf, moveNode };
}
