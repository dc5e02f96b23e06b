// The map's data file, /atlas/atlas-data.json: what the /atlas/ page script fetches to
// draw 10,000 nodes. Columns (one array per field, in node and edge order) instead of an
// object per node keep it small and fast to parse; strings for types, relations and
// debates are listed once and referred to by index. Links are made at build time (the
// site knows its base path and anchors), so the page script never builds a URL.
import { compareText } from '../core/diagnostics.ts';
import { nodeAnchor, type AtlasNodeId, type DebateSlug } from '../core/ids.ts';
import { closedBidi, truncateLabel } from '../core/escape.ts';
import { displayName } from './displayNames.ts';
import { labelText, plainText } from '../render/inlineMarkdown.ts';
import type { AtlasGraph } from '../merge/mergeDebates.ts';
import type { AtlasLayout } from '../layout/layoutAtlas.ts';

export const ATLAS_DATA_VERSION = 1;
/** Labels on the map are cut to this many characters; the full text is on the pages. */
export const MAP_LABEL_LENGTH = 140;
/**
 * Debate titles are carried whole up to this many characters (the map draws a title cut
 * to fit and shows this one under the pointer), cut at a word with "…" past it: a title of
 * any length costs the data file at most this.
 */
export const MAP_TITLE_LENGTH = 300;

export interface AtlasData {
  version: typeof ATLAS_DATA_VERSION;
  /** Node types, sorted; `nodes.type` holds indexes into it. */
  types: string[];
  /** Relation types, sorted; `edges.relation` holds indexes into it. */
  relations: string[];
  debates: {
    slug: string[];
    /** Whole, to MAP_TITLE_LENGTH characters. */
    title: string[];
    /** The debate page. */
    url: string[];
    /** Island centre and radius in map coordinates. */
    x: number[];
    y: number[];
    r: number[];
  };
  nodes: {
    id: string[];
    /** What a reader sees: a placeholder name ("Agent A") carries its debate. */
    label: string[];
    type: number[];
    x: number[];
    y: number[];
    /** 1 when contested in some debate. */
    contested: number[];
    /** Per node, the debates of its members (indexes into `debates`), parallel to `anchor`. */
    debate: number[][];
    /** Per node, each member's anchor on its debate page. */
    anchor: string[][];
    /** The node's atlas page (persona or shared claim), or "" when it has none. */
    page: string[];
  };
  edges: { source: number[]; target: number[]; relation: number[]; debate: number[] };
  /** minX, minY, maxX, maxY of the nodes. */
  bounds: [number, number, number, number];
}

export interface AtlasDataLinks {
  debateTitle: (slug: DebateSlug) => string;
  debateUrl: (slug: DebateSlug) => string;
  /** The atlas page of a node, or undefined when it has none. */
  pageUrl: (id: AtlasNodeId) => string | undefined;
}

export function buildAtlasData(atlas: AtlasGraph, layout: AtlasLayout, links: AtlasDataLinks): AtlasData {
  const types = [...new Set(atlas.nodes.map((n) => n.type))].sort(compareText);
  const relations = [...new Set(atlas.edges.map((e) => e.type))].sort(compareText);
  const typeIndex = new Map(types.map((t, i) => [t, i]));
  const relationIndex = new Map(relations.map((t, i) => [t, i]));
  const debateIndex = new Map(atlas.debates.map((d, i) => [d, i]));
  const nodeIndex = new Map(atlas.nodes.map((n, i) => [n.id, i]));
  const { bounds } = layout;
  return {
    version: ATLAS_DATA_VERSION,
    types,
    relations,
    debates: {
      slug: [...atlas.debates],
      // Closed where a log leaves a bidi control open: the map's script sets the site's words after them (probe 64 row 13).
      title: atlas.debates.map((d) => closedBidi(truncateLabel(links.debateTitle(d), MAP_TITLE_LENGTH))),
      url: atlas.debates.map((d) => links.debateUrl(d)),
      x: layout.islands.map((i) => i.x),
      y: layout.islands.map((i) => i.y),
      r: layout.islands.map((i) => i.radius),
    },
    nodes: {
      id: atlas.nodes.map((n) => n.id),
      label: atlas.nodes.map((n) => closedBidi(truncateLabel(mapLabel(n, links), MAP_LABEL_LENGTH))),
      type: atlas.nodes.map((n) => typeIndex.get(n.type)!),
      x: layout.x,
      y: layout.y,
      contested: atlas.nodes.map((n) => (n.contested ? 1 : 0)),
      debate: atlas.nodes.map((n) => n.perDebate.map((p) => debateIndex.get(p.debate)!)),
      anchor: atlas.nodes.map((n) => n.perDebate.map((p) => nodeAnchor(p.id))),
      page: atlas.nodes.map((n) => links.pageUrl(n.id) ?? ''),
    },
    edges: {
      source: atlas.edges.map((e) => nodeIndex.get(e.source)!),
      target: atlas.edges.map((e) => nodeIndex.get(e.target)!),
      relation: atlas.edges.map((e) => relationIndex.get(e.type)!),
      debate: atlas.edges.map((e) => debateIndex.get(e.debate)!),
    },
    bounds: [bounds.minX, bounds.minY, bounds.maxX, bounds.maxY],
  };
}

/**
 * A node's words on the map, as plain text. A host synthesis is labelled by what it says
 * (its label is the same "Host synthesis — not a conclusion" in every debate), else by its debate.
 */
function mapLabel(n: AtlasGraph['nodes'][number], links: AtlasDataLinks): string {
  if (n.type !== 'synthesis') return labelText({ type: n.type, label: displayName(n) });
  const text = n.text === undefined ? '' : plainText(n.text);
  return text !== '' ? `Synthesis: ${text}` : `Synthesis of ${n.used_in.map((d) => links.debateTitle(d)).join('; ')}`;
}
