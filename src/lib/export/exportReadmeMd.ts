// README.md beside the exported files: what the debate is and its numbers at a glance.
import type { SelfCheckResult } from '../lint/selfCheck.ts';
import type { DebateGraph, GraphStats } from '../graph/types.ts';
import { exportInline } from '../render/markdownLinks.ts';

export function exportReadmeMd(graph: DebateGraph, stats: GraphStats, checks: readonly SelfCheckResult[]): string {
  const table = (counts: Record<string, number>) =>
    Object.entries(counts).map(([type, n]) => `| ${exportInline(type)} | ${n} |`).join('\n');
  const lines = [
    `# ${exportInline(graph.topic)}`,
    '',
    ...(graph.meta.created ? [`- Date: ${exportInline(graph.meta.created)}`] : []),
    ...(graph.meta.host ? [`- Host: ${exportInline(graph.meta.host)}`] : []),
    ...(graph.meta.tags.length ? [`- Tags: ${graph.meta.tags.map(exportInline).join(', ')}`] : []),
    `- Nodes: ${stats.nodes}, edges: ${stats.edges}, contested claims: ${stats.contestedClaims}`,
    `- Isolated nodes: ${stats.isolated.length} (${(stats.isolatedRatio * 100).toFixed(1)}%)`,
    '',
    '## Nodes by type', '', '| type | count |', '| --- | --- |', table(stats.nodesByType), '',
    '## Edges by type', '', '| type | count |', '| --- | --- |', table(stats.edgesByType), '',
    '## Self-check', '',
    ...checks.map((c) => `- [${c.passed ? 'x' : ' '}] ${c.title} — ${exportInline(c.detail)}`),
    '',
    '## Files', '',
    '- `graph.json`: nodes (with layout positions), edges and stats',
    '- `intermediate.json`: the extracted graph, valid input for `debate-atlas render` and `merge`',
    '- `concepts.md`: persona and claim cards with Obsidian [[wikilinks]]',
    '- `graph.html`: the interactive graph, one self-contained file',
    '',
  ];
  return lines.join('\n');
}
