// What the /atlas/ map shows, as pure functions of the map data and a view state: the
// filters, the local view around a node, label search, and the view state's URL form.
// Shared by the page script and the unit tests; no DOM, no Node.
import { compareText } from '../core/diagnostics.ts';
import type { AtlasData } from './atlasData.ts';
import { foldText } from '../core/names.ts';

export const MIN_HOPS = 1;
export const MAX_HOPS = 4;
export const MIN_ZOOM = 0.002;
export const MAX_ZOOM = 16;

/** Everything a shared link restores. */
export interface ViewState {
  /** The selected node (atlas id), or null. */
  focus: string | null;
  /** Local view: only nodes within `hops` of the focus. */
  local: boolean;
  hops: number;
  /** Relation types not drawn, sorted. */
  hidden: string[];
  /** Only this debate (slug), or null for all. */
  debate: string | null;
  /** Only this persona (atlas id) and what it is directly related to, or null. */
  persona: string | null;
  /** Map point at the centre of the view and the zoom factor; null = fit everything. */
  at: { x: number; y: number; k: number } | null;
}

export const defaultViewState = (): ViewState => ({ focus: null, local: false, hops: 1, hidden: [], debate: null, persona: null, at: null });

// ---------------------------------------------------------------------------------
// URL form: ?focus=<id>&local=<hops>&hide=<rel,rel>&debate=<slug>&persona=<id>&at=<x,y,k>
// Query, not hash: the page's own "#main" skip link must not wipe the state. Keys in a
// fixed order and defaults left out, so one view has one URL.

export function encodeViewState(state: ViewState): string {
  const params = new URLSearchParams();
  if (state.focus !== null) params.set('focus', state.focus);
  if (state.focus !== null && state.local) params.set('local', String(clampHops(state.hops)));
  if (state.hidden.length > 0) params.set('hide', [...state.hidden].sort(compareText).join(','));
  if (state.debate !== null) params.set('debate', state.debate);
  if (state.persona !== null) params.set('persona', state.persona);
  if (state.at !== null) params.set('at', `${Math.round(state.at.x)},${Math.round(state.at.y)},${Number(state.at.k.toPrecision(4))}`);
  return params.toString();
}

export interface KnownNames {
  isNode: (id: string) => boolean;
  isPersona: (id: string) => boolean;
  relations: readonly string[];
  debates: readonly string[];
}

/** Reads a query string (with or without "?"); anything unknown or malformed is dropped. */
export function decodeViewState(query: string, known: KnownNames): ViewState {
  const params = new URLSearchParams(query);
  const state = defaultViewState();
  const focus = params.get('focus');
  if (focus !== null && known.isNode(focus)) state.focus = focus;
  const local = params.get('local');
  if (local !== null && state.focus !== null && /^\d+$/.test(local)) {
    state.local = true;
    state.hops = clampHops(Number(local));
  }
  const hide = params.get('hide');
  if (hide !== null) {
    const relations = new Set(known.relations);
    state.hidden = [...new Set(hide.split(','))].filter((r) => relations.has(r)).sort(compareText);
  }
  const debate = params.get('debate');
  if (debate !== null && known.debates.includes(debate)) state.debate = debate;
  const persona = params.get('persona');
  if (persona !== null && known.isPersona(persona)) state.persona = persona;
  const at = params.get('at')?.split(',').map(Number);
  if (at !== undefined && at.length === 3 && at.every(Number.isFinite) && at[2]! > 0) {
    state.at = { x: at[0]!, y: at[1]!, k: Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, at[2]!)) };
  }
  return state;
}

export const clampHops = (hops: number): number =>
  Math.min(MAX_HOPS, Math.max(MIN_HOPS, Math.floor(Number.isFinite(hops) ? hops : MIN_HOPS)));

// ---------------------------------------------------------------------------------
// Index over the data: adjacency in compressed rows (both directions), per-node debates.

export interface AtlasDataIndex {
  data: AtlasData;
  nodeCount: number;
  edgeCount: number;
  idIndex: ReadonlyMap<string, number>;
  debateIndex: ReadonlyMap<string, number>;
  /** Edges of node i are `adjEdge[adjStart[i] .. adjStart[i + 1])`. */
  adjStart: Int32Array;
  adjEdge: Int32Array;
  personaType: number;
  /** Labels normalised for search, made on first search. */
  searchText?: string[];
}

export function indexAtlasData(data: AtlasData): AtlasDataIndex {
  const nodeCount = data.nodes.id.length;
  const edgeCount = data.edges.source.length;
  const degree = new Int32Array(nodeCount + 1);
  for (let e = 0; e < edgeCount; e++) {
    const s = data.edges.source[e]!, t = data.edges.target[e]!;
    degree[s]!++;
    if (t !== s) degree[t]!++; // a self-loop is listed once
  }
  const adjStart = new Int32Array(nodeCount + 1);
  for (let i = 0; i < nodeCount; i++) adjStart[i + 1] = adjStart[i]! + degree[i]!;
  const fill = adjStart.slice(0, nodeCount);
  const adjEdge = new Int32Array(adjStart[nodeCount]!);
  for (let e = 0; e < edgeCount; e++) {
    adjEdge[fill[data.edges.source[e]!]!++] = e;
    const t = data.edges.target[e]!;
    if (t !== data.edges.source[e]) adjEdge[fill[t]!++] = e;
  }
  return {
    data, nodeCount, edgeCount, adjStart, adjEdge,
    idIndex: new Map(data.nodes.id.map((id, i) => [id, i])),
    debateIndex: new Map(data.debates.slug.map((slug, i) => [slug, i])),
    personaType: data.types.indexOf('persona'),
  };
}

export const knownNames = (index: AtlasDataIndex): KnownNames => ({
  isNode: (id) => index.idIndex.has(id),
  isPersona: (id) => {
    const i = index.idIndex.get(id);
    return i !== undefined && index.data.nodes.type[i] === index.personaType;
  },
  relations: index.data.relations,
  debates: index.data.debates.slug,
});

/** The other end of edge `e` seen from node `i`. */
export const otherEnd = (index: AtlasDataIndex, e: number, i: number): number => {
  const s = index.data.edges.source[e]!;
  return s === i ? index.data.edges.target[e]! : s;
};

// ---------------------------------------------------------------------------------
// Visibility

export interface Visibility {
  nodes: Uint8Array;
  edges: Uint8Array;
  nodeCount: number;
  edgeCount: number;
  /** Present in local view: the distance of each shown node from the focus. */
  ring?: Map<number, number>;
}

/**
 * Which nodes and edges the view shows. The filters combine:
 * - an edge is drawn when its relation is not hidden, it belongs to the chosen debate
 *   (if any), and both its ends are shown;
 * - a node is shown when it is used in the chosen debate (if any) and, with a persona
 *   chosen, is that persona or one end of a drawable edge of it;
 * - local view keeps, of those, the nodes within `hops` drawable edges of the focus
 *   (the focus itself always).
 */
export function computeVisibility(index: AtlasDataIndex, state: ViewState): Visibility {
  const { data, nodeCount, edgeCount } = index;
  const hidden = new Set(state.hidden);
  const relationShown = data.relations.map((r) => !hidden.has(r));
  const debate = state.debate === null ? -1 : (index.debateIndex.get(state.debate) ?? -1);
  const edgeOk = new Uint8Array(edgeCount);
  for (let e = 0; e < edgeCount; e++) {
    edgeOk[e] = relationShown[data.edges.relation[e]!] && (debate < 0 || data.edges.debate[e] === debate) ? 1 : 0;
  }
  const nodes = new Uint8Array(nodeCount);
  for (let i = 0; i < nodeCount; i++) nodes[i] = debate < 0 || data.nodes.debate[i]!.includes(debate) ? 1 : 0;
  const persona = state.persona === null ? undefined : index.idIndex.get(state.persona);
  if (persona !== undefined) {
    const keep = new Uint8Array(nodeCount);
    keep[persona] = 1;
    for (let k = index.adjStart[persona]!; k < index.adjStart[persona + 1]!; k++) {
      const e = index.adjEdge[k]!;
      if (edgeOk[e]) keep[otherEnd(index, e, persona)] = 1;
    }
    for (let i = 0; i < nodeCount; i++) nodes[i] = nodes[i]! & keep[i]!;
  }
  let ring: Map<number, number> | undefined;
  const focus = state.focus === null ? undefined : index.idIndex.get(state.focus);
  if (state.local && focus !== undefined) {
    ring = neighbourhood(index, focus, clampHops(state.hops), (e) => edgeOk[e] === 1, (i) => nodes[i] === 1);
    nodes.fill(0);
    for (const i of ring.keys()) nodes[i] = 1;
  }
  const edges = new Uint8Array(edgeCount);
  let nodeTotal = 0, edgeTotal = 0;
  for (let i = 0; i < nodeCount; i++) nodeTotal += nodes[i]!;
  for (let e = 0; e < edgeCount; e++) {
    edges[e] = edgeOk[e]! & nodes[data.edges.source[e]!]! & nodes[data.edges.target[e]!]!;
    edgeTotal += edges[e]!;
  }
  return { nodes, edges, nodeCount: nodeTotal, edgeCount: edgeTotal, ...(ring ? { ring } : {}) };
}

/** Breadth first from `start` over edges `edgeOk` to nodes `nodeOk`: node → distance. */
export function neighbourhood(
  index: AtlasDataIndex, start: number, hops: number,
  edgeOk: (e: number) => boolean = () => true, nodeOk: (i: number) => boolean = () => true,
): Map<number, number> {
  const distance = new Map<number, number>([[start, 0]]);
  let frontier = [start];
  for (let h = 1; h <= hops && frontier.length > 0; h++) {
    const next: number[] = [];
    for (const at of frontier) {
      for (let k = index.adjStart[at]!; k < index.adjStart[at + 1]!; k++) {
        const e = index.adjEdge[k]!;
        if (!edgeOk(e)) continue;
        const other = otherEnd(index, e, at);
        if (distance.has(other) || !nodeOk(other)) continue;
        distance.set(other, h);
        next.push(other);
      }
    }
    frontier = next;
  }
  return distance;
}

// ---------------------------------------------------------------------------------
// Search

/** NFKC, lower case, whitespace collapsed: "ＡＤＡ  Berg" finds "Ada Berg". */
/** Folded, white space collapsed, invisible format characters (bidi controls, zero widths) left out: "Noa Rahimi" finds `Noa\u202e Rahimi` (probe 64 row 6b). */
export const normaliseForSearch = (text: string): string => foldText(text).replace(/[\u00ad\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/gu, '').replace(/\s+/gu, ' ').trim();

/**
 * Nodes whose label contains the query (substring, so CJK needs no word breaks), best
 * first: exact, then prefix, then a word starting with it, then anywhere; shorter
 * labels first, then node order.
 */
export function searchNodes(index: AtlasDataIndex, query: string, limit = 20): number[] {
  const q = normaliseForSearch(query);
  if (q === '') return [];
  index.searchText ??= index.data.nodes.label.map(normaliseForSearch);
  const hits: Array<{ i: number; rank: number; length: number }> = [];
  index.searchText.forEach((text, i) => {
    const at = text.indexOf(q);
    if (at < 0) return;
    const rank = text.length === q.length ? 0 : at === 0 ? 1 : /[\s\p{P}]/u.test(text[at - 1]!) ? 2 : 3;
    hits.push({ i, rank, length: text.length });
  });
  hits.sort((a, b) => a.rank - b.rank || a.length - b.length || a.i - b.i);
  return hits.slice(0, limit).map((h) => h.i);
}
