// What a page shows of a graph too large for a force drawing (layout.overview): counts
// by node and relation type, the most connected nodes, and one compact row per node for
// a searchable list, so a 5,000-claim debate is a few hundred KB of HTML, not megabytes.
import { labelText } from './inlineMarkdown.ts';
import { nodeAnchor, type NodeAnchor, type NodeId } from '../core/ids.ts';
import type { DebateGraph, RelationType } from '../graph/types.ts';
import { escapeHtml } from '../core/escape.ts';
import { nodeTypeLabel, RELATION_LABELS } from './graphFigure.ts';

export interface OverviewRow {
  id: NodeId;
  anchor: NodeAnchor;
  type: string;
  label: string;
  /** Personas and claims supporting / opposing it (incoming), and all relations. */
  supportedBy: number;
  opposedBy: number;
  degree: number;
}

export interface GraphOverview {
  reason: string;
  nodeTypes: Array<{ type: string; label: string; count: number }>;
  relationTypes: Array<{ type: string; label: string; count: number }>;
  /** The most connected nodes, most first (ties by graph order). */
  hubs: OverviewRow[];
  rows: OverviewRow[];
}

export const OVERVIEW_HUBS = 20;

export function buildGraphOverview(graph: DebateGraph, reason: string): GraphOverview {
  const rowOf = new Map<string, OverviewRow>();
  const rows = graph.nodes.map((node) => {
    const row: OverviewRow = { id: node.id, anchor: nodeAnchor(node.id), type: node.type, label: labelText(node), supportedBy: 0, opposedBy: 0, degree: 0 };
    rowOf.set(node.id, row);
    return row;
  });
  const relationCounts = new Map<RelationType, number>();
  for (const edge of graph.edges) {
    relationCounts.set(edge.type, (relationCounts.get(edge.type) ?? 0) + 1);
    const source = rowOf.get(edge.source), target = rowOf.get(edge.target);
    if (source) source.degree++;
    if (target) {
      target.degree++;
      if (edge.type === 'supports') target.supportedBy++;
      if (edge.type === 'opposes') target.opposedBy++;
    }
  }
  const nodeCounts = new Map<string, number>();
  for (const node of graph.nodes) nodeCounts.set(node.type, (nodeCounts.get(node.type) ?? 0) + 1);
  const order = new Map(rows.map((row, i) => [row.id, i]));
  const hubs = [...rows].sort((a, b) => b.degree - a.degree || order.get(a.id)! - order.get(b.id)!).slice(0, OVERVIEW_HUBS);
  return {
    reason,
    nodeTypes: [...nodeCounts].map(([type, count]) => ({ type, label: nodeTypeLabel(type), count })),
    relationTypes: [...relationCounts].map(([type, count]) => ({ type, label: RELATION_LABELS[type], count })),
    hubs,
    rows,
  };
}

/**
 * The overview as HTML (every piece of debate text escaped): why there is no drawing,
 * the counts, the hubs linked to their rows. `files` are the full graph's downloads.
 */
export function renderGraphOverview(overview: GraphOverview, files: Array<{ href: string; label: string }>): string {
  const count = (n: number) => n.toLocaleString('en');
  const table = (caption: string, rows: GraphOverview['nodeTypes']) =>
    `<table><caption>${caption}</caption><tbody>${rows.map((r) => `<tr><th scope="row">${escapeHtml(r.label)}</th><td>${count(r.count)}</td></tr>`).join('')}</tbody></table>`;
  const links = files.map((f) => `<a href="${escapeHtml(f.href)}" download>${escapeHtml(f.label)}</a>`).join(', ');
  return [
    '<div class="graph-overview" data-graph-overview>',
    `<p>This graph is shown as an overview: ${escapeHtml(overview.reason)}. Every node is listed below${links ? `; the whole network is in ${links}, which Gephi and yEd open` : ''}.</p>`,
    `<div class="graph-overview__counts">${table('Nodes by type', overview.nodeTypes)}${table('Relations by type', overview.relationTypes)}</div>`,
    '<h3>Most connected</h3>',
    `<ol class="graph-overview__hubs">${overview.hubs.map((row) => `<li><a href="#${escapeHtml(row.anchor)}">${escapeHtml(row.label)}</a> <span class="muted">— ${escapeHtml(row.type)}, ${count(row.degree)} relation${row.degree === 1 ? '' : 's'}</span></li>`).join('')}</ol>`,
    '</div>',
  ].join('\n');
}

/** One compact row per node, carrying the cards' anchors. */
export function renderOverviewRows(rows: readonly OverviewRow[]): string {
  return rows.map((row) => {
    const stances = `${row.supportedBy > 0 ? `▲${row.supportedBy} ` : ''}${row.opposedBy > 0 ? `▼${row.opposedBy} ` : ''}· ${row.degree}`;
    return `<li id="${escapeHtml(row.anchor)}" data-type="${escapeHtml(row.type)}"><span class="node-list__type">${escapeHtml(row.type)}</span> ${escapeHtml(row.label)} <span class="muted">${stances}</span></li>`;
  }).join('');
}
