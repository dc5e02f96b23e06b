// The graph's data, read once from the figure's JSON island, and the elements that draw
// it. Positions live here (dragging changes them); the SVG is only ever written to.
import type { GraphScene } from '../../lib/render/graphFigure.ts';
import { edgeShape } from '../../lib/render/edgeGeometry.ts';

export interface Scene {
  figure: HTMLElement;
  svg: SVGSVGElement;
  viewport: SVGGElement;
  data: GraphScene;
  nodeEls: SVGGElement[];
  labelEls: SVGTextElement[];
  edgeEls: SVGGElement[];
  /** Current positions (start at the stored layout). */
  pos: Array<{ x: number; y: number }>;
  /** Edge indexes touching each node, in and out. */
  edgesOf: number[][];
  moveNode: (i: number, x: number, y: number) => void;
}

export function readSceneData(figure: HTMLElement): GraphScene | null {
  const island = figure.querySelector<HTMLScriptElement>('script.da-graph__data');
  if (!island?.textContent) return null;
  try {
    return JSON.parse(island.textContent) as GraphScene;
  } catch {
    return null;
  }
}

export function buildScene(figure: HTMLElement, data: GraphScene): Scene | null {
  const svg = figure.querySelector<SVGSVGElement>('svg.da-graph__svg');
  const viewport = svg?.querySelector<SVGGElement>('.da-graph__viewport');
  if (!svg || !viewport) return null;
  const nodeEls = data.nodes.map((_, i) => svg.querySelector<SVGGElement>(`g.node[data-i="${i}"]`)!);
  const edgeEls = data.edges.map((_, k) => svg.querySelector<SVGGElement>(`g.edge[data-e="${k}"]`)!);
  if (nodeEls.some((n) => !n) || edgeEls.some((e) => !e)) return null;
  const labelEls = nodeEls.map((n) => n.querySelector<SVGTextElement>('text.node__label')!);
  // The script shows its own tooltips: the native ones would repeat them.
  for (const title of svg.querySelectorAll('g.edge > title, g.node > title')) title.remove();
  const pos = data.nodes.map((n) => ({ x: n.x, y: n.y }));
  const edgesOf = data.nodes.map(() => [] as number[]);
  data.edges.forEach((e, k) => { edgesOf[e.s]!.push(k); if (e.t !== e.s) edgesOf[e.t]!.push(k); });

  const drawEdge = (k: number) => {
    const e = data.edges[k]!;
    const s = data.nodes[e.s]!, t = data.nodes[e.t]!;
    const { d } = edgeShape(pos[e.s]!, pos[e.t]!, s.r, t.r, e.bend);
    for (const path of edgeEls[k]!.querySelectorAll('path')) path.setAttribute('d', d);
  };
  const moveNode = (i: number, x: number, y: number) => {
    pos[i] = { x, y };
    nodeEls[i]!.setAttribute('transform', `translate(${x},${y})`);
    for (const k of edgesOf[i]!) drawEdge(k);
  };
  return { figure, svg, viewport, data, nodeEls, labelEls, edgeEls, pos, edgesOf, moveNode };
}
