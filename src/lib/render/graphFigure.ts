// The graph as markup, drawn from the stored layout: a complete static SVG that works
// without JavaScript, which the browser script then enhances (zoom, focus, highlight).
// One renderer serves the debate page and the standalone graph.html. All text is escaped.
import { inlineHtml, plainText } from './inlineMarkdown.ts';
import { nodeAnchor } from '../core/ids.ts';
import { nodeRadius } from '../graph/nodeSize.ts';
import { isKnownNodeType, type DebateGraph, type GraphEdge, type GraphLayout, type Reading, type RelationType } from '../graph/types.ts';
import { edgeBends, edgeDrawOrder, edgeShape } from './edgeGeometry.ts';
import { edgeLineAttributes, edgeMarkers, edgeStyleSheet, LEGEND_RELATIONS } from './edgeStyles.ts';
import { escapeHtml, jsonForScript, truncateLabel } from './escape.ts';
import { writeIsland } from './graphIsland.ts';
import { edgeEvidence, evidenceText, nodeName, nodeTypeLabel, READING_LABELS, RELATION_LABELS } from './graphText.ts';
import { estimateLabelSize, labelPriority, nodeExtent, placeLabels } from './labelPlacement.ts';

// The words for nodes and relations live in graphText.ts, which the browser script shares.
export { NODE_TYPE_LABELS, RELATION_LABELS, nodeTypeLabel } from './graphText.ts';

export interface GraphFigureOptions {
  /** Unique per page, so two figures never share marker ids. */
  figureId: string;
  /** Accessible name of the figure. */
  title: string;
  /** Link node labels in the relation table to cards on the same page. */
  linkToCards: boolean;
}

/** Label font size in CSS pixels as drawn; a phone gets the same size on screen (see labels.ts). */
export const LABEL_FONT_SIZE = 11;

/**
 * The graph as one data object: the SVG is drawn from it, and the browser script reads it
 * back from the figure's JSON island (graphIsland.ts: the same data less what it derives),
 * never from the SVG.
 */
export interface GraphScene {
  width: number;
  height: number;
  fontSize: number;
  nodes: SceneNode[];
  edges: SceneEdge[];
}
export interface SceneNode {
  id: string;
  type: string;
  /** The CSS kind: a known type, or "foreign". */
  kind: string;
  /** The visible label (shortened); `name` is the full accessible name. */
  label: string;
  /** The node's whole label, as the debate wrote it. */
  fullLabel: string;
  name: string;
  anchor: string;
  x: number;
  y: number;
  r: number;
  /** A steelman's author, as a node index. */
  by: number | null;
  contested: boolean;
  /** Relations in and out: the label-placement priority. */
  degree: number;
  /** What the tooltip shows beyond the name: [field, text]. */
  details: Array<[string, string]>;
}
export interface SceneEdge {
  s: number;
  t: number;
  type: RelationType;
  text?: string;
  derived?: true;
  bend: number;
  /** How a relation read from prose was obtained (graph.json's `reading`). */
  reading?: Reading;
  /** Its source line(s), reading and quoted clause, as one line of text (graphText.evidenceText). */
  evidence?: string;
}

export function buildGraphScene(graph: DebateGraph, layout: GraphLayout): GraphScene {
  const index = new Map(graph.nodes.map((n, i) => [n.id as string, i]));
  const point = new Map(layout.points.map((p) => [p.id as string, p]));
  const drawn = graph.edges.filter((e) => index.has(e.source) && index.has(e.target) && e.source !== e.target);
  const ends = drawn.map((e) => ({ s: index.get(e.source)!, t: index.get(e.target)! }));
  const bends = edgeBends(ends);
  const degree = graph.nodes.map(() => 0);
  for (const { s, t } of ends) { degree[s]!++; degree[t]!++; }
  const nodes: SceneNode[] = graph.nodes.map((n, i) => {
    const p = point.get(n.id) ?? { x: 0, y: 0 };
    // Labels, names and tooltips are plain text: the log's Markdown markers stripped.
    const label = plainText(n.label);
    const details: Array<[string, string]> = [];
    if (n.position) details.push(['Position', plainText(n.position)]);
    if (n.argument) details.push(['Argument', plainText(n.argument)]);
    if (n.text && plainText(n.text) !== label) details.push(['Text', plainText(n.text)]);
    return {
      id: n.id, type: n.type, kind: isKnownNodeType(n.type) ? n.type : 'foreign',
      label: visibleLabel(label, n.type === 'claim' || n.type === 'steelman' || n.type === 'question' ? 22 : 28),
      fullLabel: label,
      name: nodeName(n.type, n.contested === true, label),
      anchor: nodeAnchor(n.id), x: p.x, y: p.y, r: nodeRadius(n.type),
      by: n.by !== undefined && index.has(n.by) ? index.get(n.by)! : null,
      contested: n.contested === true, degree: degree[i]!, details,
    };
  });
  const edges: SceneEdge[] = drawn.map((e, k) => {
    const { s, t } = ends[k]!;
    const evidence = edgeEvidence(e);
    return {
      s, t, type: e.type, ...(e.text ? { text: plainText(e.text) } : {}), ...(e.derived ? { derived: true as const } : {}),
      bend: bends[k]!, ...(e.reading ? { reading: e.reading } : {}), ...(evidence ? { evidence: evidenceText(evidence) } : {}),
    };
  });
  return { width: layout.width, height: layout.height, fontSize: LABEL_FONT_SIZE, nodes, edges };
}

export function renderGraphFigure(graph: DebateGraph, layout: GraphLayout, options: GraphFigureOptions): string {
  return renderSceneFigure(buildGraphScene(graph, layout), options);
}

/** The figure of one scene: everything it draws comes from that one data object (also its JSON island). */
export function renderSceneFigure(scene: GraphScene, options: GraphFigureOptions): string {
  const { figureId } = options;
  // Only the drawn line: the browser script adds the wide hit path under it and the
  // tooltip (graph-client.ts), which is all that hovering an edge is for. Its text is the
  // relation table's row, so a no-script reader loses nothing: the per-edge <title>
  // (both full labels again) and the hit path (the same `d` again) were a third of the
  // figure's bytes. Which edges touch a contested claim ("Contested only") is the
  // script's to mark too, and so are the indexes (data-e, data-i): edges are written in
  // edgeDrawOrder, nodes in index order, and the script knows both.
  const edgeMarkup = scene.edges.map((e) => {
    const s = scene.nodes[e.s]!, t = scene.nodes[e.t]!;
    const { d } = edgeShape(s, t, s.r, t.r, e.bend);
    // Its dash and arrowhead come from the figure's <style> (edgeStyleSheet), once per type.
    return `<g class="edge edge--${e.type}${e.reading === 'read' ? ' is-read' : ''}"><path class="edge__line" d="${d}"/></g>`;
  });

  const edgeOrder = edgeDrawOrder(scene.edges.map((e) => e.type));

  const font = scene.fontSize;
  const sizes = scene.nodes.map((n) => estimateLabelSize(n.label, font));
  const placements = placeLabels(
    scene.nodes.map((n, i) => ({ x: n.x, y: n.y, r: nodeExtent(n.type, n.r), w: sizes[i]!.w, h: sizes[i]!.h, priority: labelPriority(n) })),
    { x: 0, y: 0, w: scene.width, h: scene.height },
  );
  const nodeMarkup = scene.nodes.map((n, i) => {
    const classes = `node node--${n.kind}${n.contested ? ' is-contested' : ''}`;
    const by = n.by !== null ? ` data-by="${n.by}"` : '';
    const box = placements[i]!.box;
    // Text positions are relative to the node; a label without a free spot is hidden.
    const label = box
      ? `<text class="node__label" x="${round(box.x - n.x)}" y="${round(box.y - n.y + font * 0.95)}">${escapeHtml(n.label)}</text>`
      : `<text class="node__label is-hidden" x="0" y="${n.r + font}">${escapeHtml(n.label)}</text>`;
    // Its <title> names it, and shows its full name on hover without the script; the script
    // makes it a button (role, tab stop, aria-pressed, aria-label from the same name) and
    // shows its own tooltip instead (scene.ts).
    return `<g class="${classes}" data-anchor="${escapeHtml(n.anchor)}"${by} transform="translate(${n.x},${n.y})">${nodeShape(n, n.r)}${label}<title>${escapeHtml(n.name)}</title></g>`;
  });

  const contestedCount = scene.nodes.filter((n) => n.contested).length;
  const readCount = scene.edges.filter((e) => e.reading === 'read').length;
  const counts = `${scene.nodes.length} nodes, ${scene.edges.length} relations, ${contestedCount} contested`;
  return [
    // The controls and legend are the same on every page: keep them out of search excerpts.
    `<figure class="da-graph" id="${figureId}" data-graph>`,
    `<script type="application/json" class="da-graph__data">${jsonForScript(writeIsland(scene))}</script>`,
    `<div class="da-graph__toolbar" role="toolbar" aria-label="Graph view" data-pagefind-ignore="all">`,
    `<button type="button" class="da-button" data-action="contested" aria-pressed="false"${contestedCount === 0 ? ' disabled' : ''}>Contested only</button>`,
    `<button type="button" class="da-button" data-action="clear" disabled>Clear highlight</button>`,
    `<button type="button" class="da-button" data-action="reset">Reset view</button>`,
    // Shown by the script only (controls.ts): without it there is nothing to toggle.
    ...(readCount > 0 ? [`<button type="button" class="da-button" data-action="hide-read" aria-pressed="false" hidden>Hide read stances (${readCount})</button>`] : []),
    `<span class="da-graph__status" role="status" aria-live="polite"></span>`,
    `</div>`,
    `<div class="da-graph__canvas">`,
    `<svg class="da-graph__svg" viewBox="0 0 ${scene.width} ${scene.height}" width="${scene.width}" height="${scene.height}" role="group" aria-label="${escapeHtml(`${options.title}: ${counts}. Arrow keys move between nodes, N to a neighbour; Enter highlights a node's relations; O opens its card; Escape clears.`)}" preserveAspectRatio="xMidYMid meet" data-edge-style="${figureId}">`,
    `<defs><style>${edgeStyleSheet(figureId)}</style>${edgeMarkers(figureId)}</defs>`,
    `<g class="da-graph__viewport">`,
    `<g class="da-graph__edges">${edgeOrder.map((k) => edgeMarkup[k]).join('')}</g>`,
    `<g class="da-graph__nodes">${nodeMarkup.join('')}</g>`,
    `</g></svg>`,
    `<div class="da-graph__tooltip" role="tooltip" hidden></div>`,
    `</div>`,
    `<figcaption class="da-graph__legend" data-pagefind-ignore="all">${renderLegend(figureId, readCount > 0)}<span class="da-graph__counts">${escapeHtml(counts)}</span></figcaption>`,
    `</figure>`,
  ].join('\n');
}

const round = (v: number) => Math.round(v * 10) / 10;

// A node's visible label is cut at a word boundary, and before an unclosed "(", so every
// visible word is also a word of its accessible name (WCAG 2.5.3 Label in Name; axe's
// label-content-name-mismatch). A first word longer than the limit is cut mid-word.
// A fixed locale: the same labels on every machine.
const WORDS = new Intl.Segmenter('en', { granularity: 'word' });
function visibleLabel(text: string, max: number): string {
  const full = text.replace(/\s+/g, ' ').trim();
  if (Array.from(full).length <= max) return full;
  let cut = '';
  for (const { segment } of WORDS.segment(full)) {
    if (Array.from(cut + segment).length > max - 1) break;
    cut += segment;
  }
  if (cut.lastIndexOf('(') > cut.lastIndexOf(')')) {
    // Drop the parenthesis and a word glued to it: "로그(…)가" reads "로그가" without it.
    cut = cut.slice(0, cut.lastIndexOf('('));
    if (!/\s$/.test(cut)) cut = cut.replace(/\S+$/, '');
  }
  cut = cut.replace(/[^\p{L}\p{N})\]]+$/u, '');
  return cut ? `${cut}…` : truncateLabel(full, max);
}

function nodeShape(n: { type: string }, r: number): string {
  switch (n.type) {
    case 'steelman':
      return `<path class="node__shape" d="M0,${-r - 3}L${r + 3},0L0,${r + 3}L${-r - 3},0Z"/>`;
    case 'synthesis':
      return `<rect class="node__shape" x="${-r}" y="${-r}" width="${2 * r}" height="${2 * r}" rx="4"/>`;
    case 'domain':
      return `<rect class="node__shape" x="${-r}" y="${-r * 0.75}" width="${2 * r}" height="${1.5 * r}" rx="${r * 0.75}"/>`;
    case 'question':
      return `<circle class="node__shape" r="${r}"/><text class="node__glyph" text-anchor="middle" dy="4">?</text>`;
    default:
      return `<circle class="node__shape" r="${r}"/>`;
  }
}

function renderLegend(figureId: string, withRead: boolean): string {
  const edge = (type: RelationType) =>
    `<li><svg width="40" height="12" viewBox="0 0 40 12" aria-hidden="true"><line class="da-swatch da-swatch--${type}" x1="2" y1="6" x2="36" y2="6"${edgeLineAttributes(figureId, type)}/></svg>${escapeHtml(RELATION_LABELS[type])}</li>`;
  const node = (type: string, label: string, shape: string, extra = '') =>
    `<li><svg width="18" height="18" viewBox="-9 -9 18 18" aria-hidden="true"><g class="da-swatch-node node--${type}${extra}">${shape}</g></svg>${escapeHtml(label)}</li>`;
  const circle = '<circle class="node__shape" r="6"/>';
  return `<ul class="da-legend" aria-label="Legend">${[
    node('persona', 'persona', circle),
    node('claim', 'claim', circle),
    node('claim', 'contested claim', circle, ' is-contested'),
    node('steelman', 'steelman', '<path class="node__shape" d="M0,-7L7,0L0,7L-7,0Z"/>'),
    node('synthesis', 'host synthesis', '<rect class="node__shape" x="-6" y="-6" width="12" height="12" rx="2"/>'),
    node('domain', 'domain', '<rect class="node__shape" x="-7" y="-5" width="14" height="10" rx="5"/>'),
    node('question', 'open question', circle),
    ...LEGEND_RELATIONS.map(edge),
    ...(withRead ? ['<li><svg width="40" height="12" viewBox="0 0 40 12" aria-hidden="true"><line class="da-swatch da-swatch--read" x1="2" y1="6" x2="36" y2="6"/></svg>faded: read from prose, not stated</li>'] : []),
  ].join('')}</ul>`;
}


/**
 * The same relations as an accessible table: the graph's text alternative. Plain rows (no
 * per-row classes or spans nothing styles), asides such as "(claim)" in <small> (muted by
 * graph.css): it holds every relation of the debate.
 */
export function renderRelationTable(
  graph: DebateGraph,
  options: { linkToCards: boolean; caption: string; resolveForeign?: (ref: string) => { href: string; label: string } | undefined },
): string {
  const byId = new Map(graph.nodes.map((n) => [n.id as string, n]));
  const cell = (ref: string) => {
    const node = byId.get(ref);
    if (!node) {
      const foreign = options.resolveForeign?.(ref);
      return foreign
        ? `<td><a class="cross-ref" href="${escapeHtml(foreign.href)}">${escapeHtml(truncateLabel(plainText(foreign.label), 90))}</a> <small>(another debate)</small></td>`
        : `<td>${escapeHtml(ref)} <small>(another debate)</small></td>`;
    }
    const label = `${escapeHtml(truncateLabel(plainText(node.label), 90))} <small>(${escapeHtml(nodeTypeLabel(node.type).toLowerCase())})</small>`;
    return `<td>${options.linkToCards ? `<a href="#${escapeHtml(nodeAnchor(node.id))}">${label}</a>` : label}</td>`;
  };
  // The evidence column only where some relation has evidence (a transcript or minutes).
  const withEvidence = graph.edges.some((e) => e.provenance !== undefined || e.reading !== undefined);
  const rows = graph.edges.map(
    (e) => `<tr>${cell(e.source)}<td>${escapeHtml(RELATION_LABELS[e.type])}${e.derived ? ' <small>(derived)</small>' : ''}</td>${cell(e.target)}<td>${inlineHtml(e.text ?? '')}</td>${withEvidence ? evidenceCell(e) : ''}</tr>`,
  );
  const evidenceHead = withEvidence ? '<th scope="col">Evidence</th>' : '';
  return `<table class="da-relations"><caption>${escapeHtml(options.caption)}</caption><thead><tr><th scope="col">From</th><th scope="col">Relation</th><th scope="col">To</th><th scope="col">Note</th>${evidenceHead}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** A relation's source line(s), how it was read and the clause quoted; every part escaped. */
function evidenceCell(e: GraphEdge): string {
  const ev = edgeEvidence(e);
  if (!ev) return '<td></td>';
  const parts = [
    ev.place !== '' ? escapeHtml(ev.place) : '',
    ev.reading ? `<span class="reading reading--${ev.reading}">${escapeHtml(READING_LABELS[ev.reading])}</span>` : '',
    ev.quote ? `<q>${escapeHtml(ev.quote)}</q>` : '',
  ].filter((part) => part !== '');
  return `<td data-reading="${ev.reading ?? ''}">${parts.join(' · ')}</td>`;
}
