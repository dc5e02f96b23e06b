// The graph as markup, drawn from the stored layout: a complete static SVG that works
// without JavaScript, which the browser script then enhances (zoom, focus, highlight).
// One renderer serves the debate page and the standalone graph.html. All text is escaped.
import { nodeAnchor } from '../core/ids.ts';
import { nodeRadius } from '../layout/layoutGraph.ts';
import { isKnownNodeType, type DebateGraph, type GraphLayout, type GraphNode, type RelationType } from '../graph/types.ts';
import { escapeHtml, truncateLabel } from './escape.ts';

export const RELATION_LABELS: Record<RelationType, string> = {
  supports: 'supports',
  opposes: 'opposes',
  contested_by: 'contested — see synthesis',
  refines: 'refines',
  illustrates: 'illustrates',
  steelmanned_by: 'is a steelman of',
  belongs_to: 'belongs to',
  alias_of: 'is an alias of',
  used_in: 'is used in',
  related: 'is related to',
};

export const NODE_TYPE_LABELS: Record<string, string> = {
  domain: 'Domain', persona: 'Persona', claim: 'Claim', steelman: 'Steelman',
  synthesis: 'Host synthesis', question: 'Open question',
};
export const nodeTypeLabel = (type: string) => NODE_TYPE_LABELS[type] ?? `Concept (${type})`;

/** Relation types drawn with their own colour, in legend order (seed 000 §8). */
const LEGEND_EDGES: RelationType[] = ['supports', 'opposes', 'contested_by', 'refines', 'illustrates', 'steelmanned_by'];
const MARKER_TYPES: RelationType[] = [...LEGEND_EDGES, 'related'];

export interface GraphFigureOptions {
  /** Unique per page, so two figures never share marker ids. */
  figureId: string;
  /** Accessible name of the figure. */
  title: string;
  /** Link node labels in the relation table to cards on the same page. */
  linkToCards: boolean;
}

export function renderGraphFigure(graph: DebateGraph, layout: GraphLayout, options: GraphFigureOptions): string {
  const { figureId } = options;
  const index = new Map(graph.nodes.map((n, i) => [n.id as string, i]));
  const point = new Map(layout.points.map((p) => [p.id as string, p]));
  const contested = new Set(graph.nodes.filter((n) => n.contested).map((n) => n.id as string));
  const nearContest = new Set<string>(contested);
  const drawn = graph.edges.filter((e) => index.has(e.source) && index.has(e.target) && e.source !== e.target);
  for (const e of drawn) {
    if (contested.has(e.source) || contested.has(e.target)) { nearContest.add(e.source); nearContest.add(e.target); }
  }

  const edgeMarkup = drawn.map((e) => {
    const s = point.get(e.source)!, t = point.get(e.target)!;
    const targetNode = graph.nodes[index.get(e.target)!]!;
    const [x2, y2] = shorten(s, t, nodeRadius(targetNode.type) + 3);
    const inContest = contested.has(e.source) || contested.has(e.target);
    const sourceNode = graph.nodes[index.get(e.source)!]!;
    const tip = `${sourceNode.label} — ${RELATION_LABELS[e.type]} → ${targetNode.label}${e.text ? `: ${e.text}` : ''}`;
    const marker = MARKER_TYPES.includes(e.type) ? e.type : 'related';
    return `<line class="edge edge--${e.type}${inContest ? ' in-contest' : ''}${e.derived ? ' edge--derived' : ''}" data-s="${index.get(e.source)}" data-t="${index.get(e.target)}" x1="${s.x}" y1="${s.y}" x2="${x2}" y2="${y2}" marker-end="url(#${figureId}-arrow-${marker})"><title>${escapeHtml(tip)}</title></line>`;
  });

  const nodeMarkup = graph.nodes.map((n, i) => {
    const p = point.get(n.id) ?? { x: 0, y: 0 };
    const r = nodeRadius(n.type);
    const kind = isKnownNodeType(n.type) ? n.type : 'foreign';
    const classes = ['node', `node--${kind}`, n.contested ? 'is-contested' : '', nearContest.has(n.id) ? 'in-contest' : ''].filter(Boolean).join(' ');
    const by = n.by !== undefined && index.has(n.by) ? ` data-by="${index.get(n.by)}"` : '';
    const name = `${nodeTypeLabel(n.type)}${n.contested ? ' (contested)' : ''}: ${n.label}`;
    const labelled = visibleLabel(n.label, n.type === 'claim' || n.type === 'steelman' || n.type === 'question' ? 22 : 28);
    return `<g class="${classes}" data-i="${i}" data-r="${r}" data-anchor="${escapeHtml(nodeAnchor(n.id))}"${by} transform="translate(${p.x},${p.y})" tabindex="${i === 0 ? 0 : -1}" role="button" aria-pressed="false" aria-label="${escapeHtml(name)}">${nodeShape(n, r)}<text class="node__label" y="${r + 13}" text-anchor="middle">${escapeHtml(labelled)}</text><title>${escapeHtml(name)}</title></g>`;
  });

  const markers = MARKER_TYPES.map(
    (type) => `<marker id="${figureId}-arrow-${type}" class="marker marker--${type}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0L10,5L0,10z"/></marker>`,
  ).join('');

  const counts = `${graph.nodes.length} nodes, ${drawn.length} relations, ${contested.size} contested`;
  return [
    // The controls and legend are the same on every page: keep them out of search excerpts.
    `<figure class="da-graph" id="${figureId}" data-graph>`,
    `<div class="da-graph__toolbar" role="toolbar" aria-label="Graph view" data-pagefind-ignore="all">`,
    `<button type="button" class="da-button" data-action="contested" aria-pressed="false"${contested.size === 0 ? ' disabled' : ''}>Contested only</button>`,
    `<button type="button" class="da-button" data-action="clear" disabled>Clear highlight</button>`,
    `<button type="button" class="da-button" data-action="reset">Reset view</button>`,
    `<span class="da-graph__status" role="status" aria-live="polite"></span>`,
    `</div>`,
    `<div class="da-graph__canvas">`,
    `<svg class="da-graph__svg" viewBox="0 0 ${layout.width} ${layout.height}" width="${layout.width}" height="${layout.height}" role="group" aria-label="${escapeHtml(`${options.title}: ${counts}. Arrow keys move between nodes, N to a neighbour; Enter highlights a node's relations; O opens its card; Escape clears.`)}" preserveAspectRatio="xMidYMid meet">`,
    `<defs>${markers}</defs>`,
    `<g class="da-graph__viewport">`,
    `<g class="da-graph__edges">${edgeMarkup.join('')}</g>`,
    `<g class="da-graph__nodes">${nodeMarkup.join('')}</g>`,
    `</g></svg>`,
    `<div class="da-graph__tooltip" role="tooltip" hidden></div>`,
    `</div>`,
    `<figcaption class="da-graph__legend" data-pagefind-ignore="all">${renderLegend()}<span class="da-graph__counts">${escapeHtml(counts)}</span></figcaption>`,
    `</figure>`,
  ].join('\n');
}

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

function nodeShape(n: GraphNode, r: number): string {
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

function renderLegend(): string {
  const edge = (type: RelationType) =>
    `<li><svg width="28" height="10" aria-hidden="true"><line class="edge edge--${type}" x1="1" y1="5" x2="27" y2="5"/></svg>${escapeHtml(type)}</li>`;
  const node = (type: string, label: string) =>
    `<li><svg width="18" height="18" viewBox="-9 -9 18 18" aria-hidden="true"><g class="node node--${type}">${type === 'steelman' ? '<path class="node__shape" d="M0,-7L7,0L0,7L-7,0Z"/>' : type === 'synthesis' ? '<rect class="node__shape" x="-6" y="-6" width="12" height="12" rx="2"/>' : '<circle class="node__shape" r="6"/>'}</g></svg>${escapeHtml(label)}</li>`;
  return `<ul class="da-legend" aria-label="Legend">${node('persona', 'persona')}${node('claim', 'claim')}<li><svg width="18" height="18" viewBox="-9 -9 18 18" aria-hidden="true"><g class="node node--claim is-contested"><circle class="node__shape" r="6"/></g></svg>contested claim</li>${node('steelman', 'steelman')}${node('synthesis', 'host synthesis')}${LEGEND_EDGES.map(edge).join('')}</ul>`;
}

function shorten(s: { x: number; y: number }, t: { x: number; y: number }, by: number): [number, number] {
  const dx = t.x - s.x, dy = t.y - s.y;
  const length = Math.hypot(dx, dy) || 1;
  const k = Math.max(0, (length - by) / length);
  return [Math.round((s.x + dx * k) * 10) / 10, Math.round((s.y + dy * k) * 10) / 10];
}

/** The same relations as an accessible table: the graph's text alternative. */
export function renderRelationTable(graph: DebateGraph, options: { linkToCards: boolean; caption: string }): string {
  const byId = new Map(graph.nodes.map((n) => [n.id as string, n]));
  const cell = (ref: string) => {
    const node = byId.get(ref);
    if (!node) return `<td>${escapeHtml(ref)} <span class="da-muted">(another debate)</span></td>`;
    const label = `${escapeHtml(truncateLabel(node.label, 90))} <span class="da-muted">(${escapeHtml(nodeTypeLabel(node.type).toLowerCase())})</span>`;
    return `<td>${options.linkToCards ? `<a href="#${escapeHtml(nodeAnchor(node.id))}">${label}</a>` : label}</td>`;
  };
  const rows = graph.edges.map(
    (e) => `<tr class="rel rel--${e.type}">${cell(e.source)}<td><span class="rel__type">${escapeHtml(RELATION_LABELS[e.type])}</span>${e.derived ? ' <span class="da-muted">(derived)</span>' : ''}</td>${cell(e.target)}<td>${escapeHtml(e.text ?? '')}</td></tr>`,
  );
  return `<table class="da-relations"><caption>${escapeHtml(options.caption)}</caption><thead><tr><th scope="col">From</th><th scope="col">Relation</th><th scope="col">To</th><th scope="col">Note</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}
