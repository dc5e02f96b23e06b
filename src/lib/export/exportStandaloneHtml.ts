// graph.html: one self-contained file that works opened from disk: the static SVG, the
// relation table, and the same stylesheet and browser script as the site, inlined.
import type { SelfCheckResult } from '../lint/selfCheck.ts';
import type { DebateGraph, GraphLayout, GraphStats } from '../graph/types.ts';
import { escapeHtml } from '../core/escape.ts';
import { renderGraphFigure, renderRelationTable } from '../render/graphFigure.ts';
import { buildGraphOverview, renderGraphOverview, renderOverviewRows } from '../render/graphOverview.ts';

export interface StandaloneAssets {
  /** The graph stylesheet (src/components/graph/graph.css). */
  css: string;
  /** The browser script bundled as one classic script that enhances `[data-graph]`. */
  script: string;
}

/** A graph too large to draw: its overview and every node, with graph.json (written beside it) for the rest. */
function overviewHtml(graph: DebateGraph, reason: string): string {
  const overview = buildGraphOverview(graph, reason);
  return `${renderGraphOverview(overview, [{ href: 'graph.json', label: 'graph.json' }])}\n<h2>All nodes</h2>\n<ul>${renderOverviewRows(overview.rows)}</ul>`;
}

export function exportStandaloneHtml(
  graph: DebateGraph, stats: GraphStats, layout: GraphLayout, checks: readonly SelfCheckResult[], assets: StandaloneAssets,
): string {
  const title = graph.topic;
  // A script body cannot contain "</script" however it is escaped; the bundler never emits one
  // from our source, and this guard keeps it that way.
  const script = assets.script.replace(/<\/(script)/gi, '<\\/$1');
  const css = assets.css.replace(/<\/(style)/gi, '<\\/$1');
  return `<!doctype html>
<html lang="${escapeHtml(graph.meta.lang ?? 'und')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
<title>${escapeHtml(title)} — debate graph</title>
<script>document.documentElement.classList.add('js')</script>
<style>
html:not(.js) .js-only { display: none !important; }
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 72rem; padding: 1rem; color: #212529; }
.da-button { font: inherit; padding: 0.25rem 0.75rem; border-radius: 6px; border: 1px solid #868e96; background: #fff; cursor: pointer; }
.da-button[aria-pressed='true'] { background: #fff4e6; border-color: #e8590c; }
.da-muted { color: #5c636a; }
table { border-collapse: collapse; width: 100%; font-size: 0.875rem; }
th, td { border-bottom: 1px solid #dee2e6; padding: 0.3rem 0.5rem; text-align: left; vertical-align: top; }
caption { text-align: left; font-weight: 600; padding: 0.5rem 0; }
a { color: #0b5cad; }
@media (prefers-color-scheme: dark) {
  body { background: #0d1117; color: #e6edf3; }
  .da-button { background: #151b23; color: #e6edf3; border-color: #6e7681; }
  .da-button[aria-pressed='true'] { background: #3b2300; border-color: #f76707; }
  .da-muted { color: #9198a1; }
  th, td { border-bottom-color: #3d444d; }
  a { color: #4dabf7; }
}
${css}
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p class="da-muted">${stats.nodes} nodes · ${stats.edges} relations · ${stats.contestedClaims} contested claims · self-check ${checks.filter((c) => c.passed).length}/${checks.length} passed</p>
${layout.overview ? overviewHtml(graph, layout.overview.reason) : `${renderGraphFigure(graph, layout, { figureId: 'graph', title: `Argument graph of “${title}”`, linkToCards: false })}
<details>
<summary>All relations as a table</summary>
${renderRelationTable(graph, { linkToCards: false, caption: 'Relations' })}
</details>
<script>${script}</script>`}
</body>
</html>
`;
}
