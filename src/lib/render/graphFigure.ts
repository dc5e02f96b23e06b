// The graph as markup, drawn from the stored layout: a complete static SVG that works
// without JavaScript, which the browser script then enhances (zoom, focus, highlight).
// One renderer serves the debate page and the standalone graph.html. All text is escaped.
import { inlineHtml, labelText, plainText } from './inlineMarkdown.ts';
import { nodeAnchor } from '../core/ids.ts';
import { directionOfText } from '../core/language.ts';
import { nodeRadius } from '../graph/nodeSize.ts';
import { isKnownNodeType, type DebateGraph, type GraphEdge, type GraphLayout, type Reading, type RelationType } from '../graph/types.ts';
import { edgeBends, edgeDrawOrder, edgeShape } from './edgeGeometry.ts';
import { edgeMarkers, edgeStyleSheet } from './edgeStyles.ts';
import type { ArgumentStatus } from '../analysis/status.ts';
import { closedBidi, escapeHtml, jsonForScript, truncateLabel } from '../core/escape.ts';
import { writeIsland } from './graphIsland.ts';
import { LINE_HEIGHT, labelLevels, wrapLabel, type WrappedLabel } from './graphLabels.ts';
import { renderLegend } from './graphLegend.ts';
import { keptFields } from './keptFields.ts';
import { domainMembers, regionPath } from './graphRegions.ts';
import { edgeEvidence, evidenceText, nodeName, nodeTypeLabel, READING_LABELS, RELATION_LABELS } from './graphText.ts';
import { estimateLabelSize, labelPriority, nodeExtent, placeLabels } from './labelPlacement.ts';

// The words for nodes and relations live in graphText.ts, which the browser script shares.
export { NODE_TYPE_LABELS, RELATION_LABELS, nodeTypeLabel } from './graphText.ts';

/** A node's text in the graph (label, tooltip, hover title), in code points: its card shows the rest. */
export const GRAPH_TEXT_MAX = 600;

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
  /** The label as plain text (Markdown marks dropped): what the drawing wraps and shortens per zoom (graphLabels.ts). */
  text: string;
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
  /** Its argument status (analysis A1), drawn in the static SVG; the browser script does not need it. */
  status?: ArgumentStatus;
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

export function buildGraphScene(graph: DebateGraph, layout: GraphLayout, status?: ReadonlyMap<string, ArgumentStatus>): GraphScene {
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
    // The graph names a node; its card holds its whole text: a tooltip shows GRAPH_TEXT_MAX.
    const whole = labelText(n);
    // Closed where a log's bidi control is left open: the browser script draws it again beside the site's words (probe 64 row 13).
    const label = closedBidi(truncateLabel(whole, GRAPH_TEXT_MAX));
    const details: Array<[string, string]> = [];
    if (n.position) details.push(['Position', truncateLabel(plainText(n.position), GRAPH_TEXT_MAX)]);
    if (n.argument) details.push(['Argument', truncateLabel(plainText(n.argument), GRAPH_TEXT_MAX)]);
    if (n.text && plainText(n.text) !== whole) details.push(['Text', truncateLabel(plainText(n.text), GRAPH_TEXT_MAX)]);
    return {
      id: n.id, type: n.type, kind: isKnownNodeType(n.type) ? n.type : 'foreign',
      text: label,
      fullLabel: label,
      name: nodeName(n.type, n.contested === true, label),
      anchor: nodeAnchor(n.id), x: p.x, y: p.y, r: nodeRadius(n.type),
      by: n.by !== undefined && index.has(n.by) ? index.get(n.by)! : null,
      contested: n.contested === true, degree: degree[i]!, details,
      ...(status?.has(n.id) ? { status: status.get(n.id)! } : {}),
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

export function renderGraphFigure(graph: DebateGraph, layout: GraphLayout, options: GraphFigureOptions, status?: ReadonlyMap<string, ArgumentStatus>): string {
  return renderSceneFigure(buildGraphScene(graph, layout, status), options);
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

  const labels = staticLabels(scene);
  const nodeMarkup = scene.nodes.map((n, i) => {
    const status = n.status ? ` status-${n.status.toLowerCase()}` : '';
    const classes = `node node--${n.kind}${n.contested ? ' is-contested' : ''}${status}`;
    const by = n.by !== null ? ` data-by="${n.by}"` : '';
    const statusAttr = n.status ? ` data-status="${n.status}"` : '';
    // Its <title> names it, and shows its full name on hover without the script; the script
    // makes it a button (role, tab stop, aria-pressed, aria-label from the same name) and
    // shows its own tooltip instead (scene.ts).
    return `<g class="${classes}" data-anchor="${escapeHtml(n.anchor)}"${by}${statusAttr} transform="translate(${n.x},${n.y})">${nodeShape(n, n.r)}${labels[i]}<title>${escapeHtml(n.name)}</title></g>`;
  });
  const members = domainMembers(scene.edges);
  const regions = [...members].map(([d, list]) =>
    `<path class="region" data-domain="${d}" d="${regionPath([d, ...list].map((i) => scene.nodes[i]!))}"/>`).join('');

  const contestedCount = scene.nodes.filter((n) => n.contested).length;
  const readCount = scene.edges.filter((e) => e.reading === 'read').length;
  const counts = `${scene.nodes.length} nodes, ${scene.edges.length} relations, ${contestedCount} contested`;
  return [
    // The controls and legend are the same on every page: keep them out of search excerpts.
    `<figure class="da-graph" id="${figureId}" data-graph>`,
    `<script type="application/json" class="da-graph__data">${jsonForScript(writeIsland(scene))}</script>`,
    `<div class="da-graph__toolbar js-only" role="toolbar" aria-label="Graph view" data-pagefind-ignore="all">`,
    `<button type="button" class="da-button" data-action="contested" aria-pressed="false"${contestedCount === 0 ? ' disabled' : ''}>Contested only</button>`,
    `<button type="button" class="da-button" data-action="clear" disabled>Clear highlight</button>`,
    members.size > 0 ? `<button type="button" class="da-button" data-action="membership" aria-pressed="false">Domain edges</button>` : '',
    `<button type="button" class="da-button da-graph__zoom" data-action="zoom-out" aria-label="Zoom out">−</button>`,
    `<button type="button" class="da-button da-graph__zoom" data-action="zoom-in" aria-label="Zoom in">+</button>`,
    // Last: Tab goes on from it into the drawing.
    `<button type="button" class="da-button" data-action="reset">Reset view</button>`,
    // Shown by the script only (controls.ts): without it there is nothing to toggle.
    ...(readCount > 0 ? [`<button type="button" class="da-button" data-action="hide-read" aria-pressed="false" hidden>Hide read stances (${readCount})</button>`] : []),
    `<span class="da-graph__hint">Ctrl + scroll to zoom, or click the graph</span>`,
    `</div>`,
    `<div class="da-graph__canvas">`,
    `<svg class="da-graph__svg" viewBox="0 0 ${scene.width} ${scene.height}" width="${scene.width}" height="${scene.height}" role="group" aria-label="${escapeHtml(`${options.title}: ${counts}. Arrow keys move between nodes, N to a neighbour; Enter highlights a node's relations; O opens its card; Escape clears.`)}" preserveAspectRatio="xMidYMid meet" data-edge-style="${figureId}">`,
    `<defs><style>${edgeStyleSheet(figureId)}.da-graph__svg[data-edge-style="${figureId}"]{aspect-ratio:auto ${scene.width} / ${scene.height}}</style>${edgeMarkers(figureId)}</defs>`,
    `<g class="da-graph__viewport">`,
    `<g class="da-graph__regions" aria-hidden="true">${regions}</g>`,
    `<g class="da-graph__edges">${edgeOrder.map((k) => edgeMarkup[k]).join('')}</g>`,
    `<g class="da-graph__nodes">${nodeMarkup.join('')}</g>`,
    `</g></svg>`,
    `<div class="da-graph__tooltip" role="tooltip" hidden></div>`,
    `</div>`,
    // Below the canvas, its height reserved: a selection's line never moves the drawing.
    `<p class="da-graph__status" role="status" aria-live="polite" data-pagefind-ignore="all"></p>`,
    `<figcaption class="da-graph__legend" data-pagefind-ignore="all">${renderLegend(figureId, { status: scene.nodes.some((n) => n.status !== undefined), regions: members.size > 0, read: readCount > 0 })}<span class="da-graph__counts">${escapeHtml(counts)}</span></figcaption>`,
    `</figure>`,
  ].join('\n');
}

const round = (v: number) => Math.round(v * 10) / 10;

/**
 * Every node's label as the page draws it before the script runs: the zoom-1 levels of
 * graphLabels.ts (three lines, else two, else one), placed with estimated text sizes.
 */
function staticLabels(scene: GraphScene): string[] {
  const font = scene.fontSize;
  const levels = labelLevels(1);
  const options = scene.nodes.map((n) => levels.flatMap((level) => {
    const label = wrapLabel(n.text, level);
    if (!label) return [];
    const w = label.lines.reduce((m, l) => Math.max(m, estimateLabelSize(l, font).w), 0);
    return [{ label, w, h: Math.ceil(label.lines.length * font * LINE_HEIGHT) }];
  }));
  const placements = placeLabels(
    scene.nodes.map((n, i) => {
      const [first, ...rest] = options[i]!;
      return { x: n.x, y: n.y, r: nodeExtent(n.type, n.r), w: first?.w ?? 0, h: first?.h ?? 0, priority: labelPriority(n), alternatives: rest };
    }),
    { x: 0, y: 0, w: scene.width, h: scene.height },
  );
  return scene.nodes.map((n, i) => {
    const p = placements[i]!;
    const chosen = options[i]![p.variant];
    // A label without a free spot is hidden (its node's name and tooltip have the text).
    if (!p.box || !chosen) return `<text class="node__label is-hidden" aria-hidden="true" x="0" y="${n.r + font}">${escapeHtml(n.text)}</text>`;
    // A right-to-left label starts at its box's right edge, so its lines read from there (and its full stop ends them on the left).
    if (directionOfText(n.text) === 'rtl') return `<text class="node__label" aria-hidden="true" direction="rtl">${labelLines(chosen.label, round(p.box.x + p.box.w - n.x - 1), p.box.y - n.y, font)}</text>`;
    return `<text class="node__label" aria-hidden="true">${labelLines(chosen.label, round(p.box.x - n.x + 1), p.box.y - n.y, font)}</text>`;
  });
}

function labelLines(label: WrappedLabel, x: number, top: number, font: number): string {
  return label.lines.map((line, k) => `<tspan x="${x}" y="${round(top + font * (LINE_HEIGHT * k + 0.95 + (LINE_HEIGHT - 1) / 2))}">${escapeHtml(line)}</tspan>`).join('');
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

/** A relation's kept fields (a log's extra keys) after its note: ` <small>(round: 2, strength: 0.8)</small>`. */
function keptFieldsAside(e: GraphEdge): string {
  const fields = keptFields(e.attributes);
  if (fields.length === 0) return '';
  return ` <small class="kept-fields">(${fields.map((f) => `${escapeHtml(f.key)}: ${escapeHtml(f.value)}`).join(', ')})</small>`;
}

/**
 * The same relations as an accessible table: the graph's text alternative. Plain rows (no
 * per-row classes or spans nothing styles), asides such as "(claim)" in <small> (muted by
 * graph.css): it holds every relation of the debate.
 */
export function renderRelationTable(
  graph: DebateGraph,
  options: {
    linkToCards: boolean;
    caption: string;
    resolveForeign?: (ref: string) => { href: string; label: string } | undefined;
    /** Where a node's link goes when not to its card (a persona's atlas page). */
    pageOf?: (id: string) => string | undefined;
    /** Resolves a [[wikilink]] in a relation's note, as the page's cards do (none: not found). */
    resolveWikilink?: (name: string) => string | undefined;
  },
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
    const label = `${escapeHtml(truncateLabel(labelText(node), 90))} <small>(${escapeHtml(nodeTypeLabel(node.type).toLowerCase())})</small>`;
    const anchor = nodeAnchor(node.id);
    const page = options.pageOf?.(node.id);
    // A link that leaves the page names the card it stands for (hovering it previews the card).
    const link = page === undefined || page === `#${anchor}` ? `href="#${escapeHtml(anchor)}"` : `href="${escapeHtml(page)}" data-card="${escapeHtml(anchor)}"`;
    return `<td>${options.linkToCards ? `<a ${link}>${label}</a>` : label}</td>`;
  };
  // The evidence column only where some relation has evidence (a transcript or minutes).
  const withEvidence = graph.edges.some((e) => e.provenance !== undefined || e.reading !== undefined);
  const rows = graph.edges.map(
    (e) => `<tr>${cell(e.source)}<td>${escapeHtml(RELATION_LABELS[e.type])}${e.derived ? ' <small>(derived)</small>' : ''}</td>${cell(e.target)}<td>${inlineHtml(e.text ?? '', options.resolveWikilink ? { resolveWikilink: options.resolveWikilink } : {})}${keptFieldsAside(e)}</td>${withEvidence ? evidenceCell(e) : ''}</tr>`,
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
