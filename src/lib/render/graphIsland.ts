// The graph's JSON data island: what the browser script needs of a GraphScene and cannot
// derive, written once per page. Everything derivable is left out and rebuilt by
// `readIsland` in the browser: a node's CSS kind, accessible name, radius (nodeRadius),
// degree and anchor (nodeAnchor); an edge's tooltip head (both nodes' full labels and the
// relation's words) and whether it touches a contested claim; defaults (no bend, no
// author, not contested, no details). A debate page is rendered thousands of times per build, so
// every repeated byte here is paid on every page.
import { nodeAnchor, type NodeId } from '../core/ids.ts';
import { nodeRadius } from '../graph/nodeSize.ts';
import { isKnownNodeType, type Reading, type RelationType } from '../graph/types.ts';
import type { GraphScene, SceneEdge, SceneNode } from './graphFigure.ts';
import { edgeTip, nodeName } from './graphText.ts';

/**
 * Column per field, not an object per node or edge: the field names once per page instead
 * of once per item (a third of the island's bytes). A field most items leave at its
 * default is a map from index to value, or a list of the indexes where it holds.
 */
export interface GraphIsland {
  width: number;
  height: number;
  fontSize: number;
  nodes: {
    id: string[];
    type: string[];
    /** Full labels as plain text (the drawing shows shortened ones). */
    label: string[];
    x: number[];
    y: number[];
    /** A steelman's author, as a node index. */
    by?: Record<number, number>;
    /** Indexes of contested nodes. */
    contested?: number[];
    details?: Record<number, Array<[string, string]>>;
  };
  edges: {
    s: number[];
    t: number[];
    type: RelationType[];
    /** The relation's own text, '' for none. */
    text: string[];
    /** Indexes of derived edges. */
    derived?: number[];
    /** Where the edge is bent (not straight). */
    bend?: Record<number, number>;
    /** How each relation read from prose was obtained. */
    reading?: Record<number, Reading>;
    /** Each relation's source line(s), reading and quoted clause, as one line. */
    evidence?: Record<number, string>;
  };
}

/** What the browser works with: the scene less the raw label and the status, which the SVG draws… */
export type SceneDataNode = Omit<SceneNode, 'fullLabel' | 'status'>;
/** …and with what only the script uses of an edge. */
export interface SceneDataEdge extends SceneEdge {
  /** It touches a contested node ("Contested only" keeps it). */
  inContest: boolean;
  /** "Source — relation → Target": the tooltip's head; the edge's own text follows. */
  tip: string;
}
export interface SceneData {
  width: number;
  height: number;
  fontSize: number;
  nodes: SceneDataNode[];
  edges: SceneDataEdge[];
}

/** The entries of `items` where `value` is not undefined, as an index map, or nothing when none. */
function sparse<T, V>(items: readonly T[], value: (item: T) => V | undefined): { [i: number]: V } | undefined {
  const out: { [i: number]: V } = {};
  let any = false;
  items.forEach((item, i) => { const v = value(item); if (v !== undefined) { out[i] = v; any = true; } });
  return any ? out : undefined;
}
function where<T>(items: readonly T[], test: (item: T) => boolean): number[] | undefined {
  const out = items.flatMap((item, i) => (test(item) ? [i] : []));
  return out.length ? out : undefined;
}
/** Only the fields that hold something: an absent field is its default. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

export function writeIsland(scene: GraphScene): GraphIsland {
  const { nodes, edges } = scene;
  return {
    width: scene.width,
    height: scene.height,
    fontSize: scene.fontSize,
    nodes: defined({
      // Labels are plain text already (graphFigure.ts): the browser script shows them as they come.
      id: nodes.map((n) => n.id), type: nodes.map((n) => n.type), label: nodes.map((n) => n.fullLabel),
      x: nodes.map((n) => n.x), y: nodes.map((n) => n.y),
      by: sparse(nodes, (n) => n.by ?? undefined),
      contested: where(nodes, (n) => n.contested),
      details: sparse(nodes, (n) => (n.details.length ? n.details : undefined)),
    }),
    edges: defined({
      s: edges.map((e) => e.s), t: edges.map((e) => e.t), type: edges.map((e) => e.type), text: edges.map((e) => e.text ?? ''),
      derived: where(edges, (e) => e.derived === true),
      bend: sparse(edges, (e) => (e.bend !== 0 ? e.bend : undefined)),
      reading: sparse(edges, (e) => e.reading),
      evidence: sparse(edges, (e) => e.evidence),
    }),
  };
}

export function readIsland(island: GraphIsland): SceneData {
  const n = island.nodes, e = island.edges;
  const contested = new Set(n.contested ?? []), derived = new Set(e.derived ?? []);
  const degree = n.id.map(() => 0);
  e.s.forEach((s, k) => { degree[s]!++; degree[e.t[k]!]!++; });
  const nodes: SceneDataNode[] = n.id.map((id, i) => {
    const type = n.type[i]!;
    return {
      id, type, kind: isKnownNodeType(type) ? type : 'foreign', text: n.label[i]!,
      name: nodeName(type, contested.has(i), n.label[i]!),
      anchor: nodeAnchor(id as NodeId), x: n.x[i]!, y: n.y[i]!, r: nodeRadius(type),
      by: n.by?.[i] ?? null, contested: contested.has(i), degree: degree[i]!, details: n.details?.[i] ?? [],
    };
  });
  const edges: SceneDataEdge[] = e.s.map((s, k) => {
    const t = e.t[k]!, type = e.type[k]!, text = e.text[k];
    return {
      s, t, type,
      ...(text ? { text } : {}),
      ...(derived.has(k) ? { derived: true as const } : {}),
      bend: e.bend?.[k] ?? 0,
      ...(e.reading?.[k] ? { reading: e.reading[k] } : {}),
      ...(e.evidence?.[k] ? { evidence: e.evidence[k] } : {}),
      inContest: nodes[s]!.contested || nodes[t]!.contested,
      tip: edgeTip(n.label[s]!, type, n.label[t]!),
    };
  });
  return { width: island.width, height: island.height, fontSize: island.fontSize, nodes, edges };
}
