// The graph's JSON data island: what the browser script needs of a GraphScene and cannot
// derive, written once per page. Everything derivable is left out and rebuilt by
// `readIsland` in the browser: a node's CSS kind, accessible name, radius, degree and
// default anchor; an edge's tooltip head (both nodes' full labels and the relation's
// words) and whether it touches a contested claim; defaults (no bend, no author, not
// contested, no details). A debate page is rendered thousands of times per build, so
// every repeated byte here is paid on every page.
import { nodeRadius } from '../graph/nodeSize.ts';
import { isKnownNodeType, type RelationType } from '../graph/types.ts';
import type { GraphScene, SceneEdge, SceneNode } from './graphFigure.ts';
import { edgeTip, nodeName } from './graphText.ts';

export interface IslandNode {
  id: string;
  type: string;
  /** The full label (the drawing shows a shortened one). */
  label: string;
  x: number;
  y: number;
  /** Only when it is not the type's radius. */
  r?: number;
  /** Only when it is not `n-<id>`. */
  anchor?: string;
  by?: number;
  contested?: true;
  details?: Array<[string, string]>;
}
export interface IslandEdge {
  s: number;
  t: number;
  type: RelationType;
  text?: string;
  derived?: true;
  /** Only when not 0 (a straight edge). */
  bend?: number;
}
export interface GraphIsland {
  width: number;
  height: number;
  fontSize: number;
  nodes: IslandNode[];
  edges: IslandEdge[];
}

/** What the browser works with: the scene without the drawn (shortened) labels, which live in the SVG. */
export type SceneDataNode = Omit<SceneNode, 'label' | 'fullLabel'>;
export interface SceneData {
  width: number;
  height: number;
  fontSize: number;
  nodes: SceneDataNode[];
  edges: SceneEdge[];
}

export function writeIsland(scene: GraphScene): GraphIsland {
  return {
    width: scene.width,
    height: scene.height,
    fontSize: scene.fontSize,
    nodes: scene.nodes.map((n) => ({
      id: n.id, type: n.type, label: n.fullLabel, x: n.x, y: n.y,
      ...(n.r !== nodeRadius(n.type) ? { r: n.r } : {}),
      ...(n.anchor !== `n-${n.id}` ? { anchor: n.anchor } : {}),
      ...(n.by !== null ? { by: n.by } : {}),
      ...(n.contested ? { contested: true as const } : {}),
      ...(n.details.length ? { details: n.details } : {}),
    })),
    edges: scene.edges.map((e) => ({
      s: e.s, t: e.t, type: e.type,
      ...(e.text ? { text: e.text } : {}),
      ...(e.derived ? { derived: true as const } : {}),
      ...(e.bend !== 0 ? { bend: e.bend } : {}),
    })),
  };
}

export function readIsland(island: GraphIsland): SceneData {
  const degree = island.nodes.map(() => 0);
  for (const e of island.edges) { degree[e.s]!++; degree[e.t]!++; }
  const nodes: SceneDataNode[] = island.nodes.map((n, i) => ({
    id: n.id, type: n.type, kind: isKnownNodeType(n.type) ? n.type : 'foreign',
    name: nodeName(n.type, n.contested === true, n.label),
    anchor: n.anchor ?? `n-${n.id}`, x: n.x, y: n.y, r: n.r ?? nodeRadius(n.type),
    by: n.by ?? null, contested: n.contested === true, degree: degree[i]!, details: n.details ?? [],
  }));
  const edges: SceneEdge[] = island.edges.map((e) => ({
    s: e.s, t: e.t, type: e.type,
    ...(e.text ? { text: e.text } : {}),
    ...(e.derived ? { derived: true as const } : {}),
    bend: e.bend ?? 0,
    inContest: nodes[e.s]!.contested || nodes[e.t]!.contested,
    tip: edgeTip(island.nodes[e.s]!.label, e.type, island.nodes[e.t]!.label),
  }));
  return { width: island.width, height: island.height, fontSize: island.fontSize, nodes, edges };
}
