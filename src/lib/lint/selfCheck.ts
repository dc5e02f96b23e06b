// lint: the exporter's checklist of seed 000 §7.4 (spec §3). A failed check is shown
// as a warning on the page and by the CLI; it never drops a debate.
import type { NodeId } from '../core/ids.ts';
import { isNonDebater } from '../graph/personaRole.ts';
import type { DebateGraph, GraphStats } from '../graph/types.ts';
import { contestedIds } from '../graph/contested.ts';

export type SelfCheckId =
  | 'claims-have-incoming'
  | 'personas-have-outgoing'
  | 'few-isolated'
  | 'contested-visible'
  | 'synthesis-non-conclusion';

export interface SelfCheckResult {
  id: SelfCheckId;
  title: string;
  passed: boolean;
  detail: string;
  /** The nodes that fail the check, for linking from the report. */
  offenders: NodeId[];
}

export const ISOLATED_RATIO_LIMIT = 0.05;

export function selfCheck(graph: DebateGraph, stats: GraphStats): SelfCheckResult[] {
  const incoming = new Set<string>(), outgoing = new Set<string>(), contestedBy = new Set<string>();
  for (const e of graph.edges) {
    if (e.type === 'supports' || e.type === 'opposes' || e.type === 'refines' || e.type === 'concedes') incoming.add(e.target);
    if (e.type !== 'belongs_to') outgoing.add(e.source);
    if (e.type === 'contested_by') contestedBy.add(e.source);
  }
  const claims = graph.nodes.filter((n) => n.type === 'claim' || n.type === 'steelman');
  // A moderator or recorder takes no stance by design: neither silent nor isolated.
  const personas = graph.nodes.filter((n) => n.type === 'persona' && !isNonDebater(n));
  const exempt = new Set(graph.nodes.filter(isNonDebater).map((n) => n.id));
  const isolated = stats.isolated.filter((id) => !exempt.has(id));
  const isolatedRatio = stats.nodes === 0 ? 0 : isolated.length / stats.nodes;
  const syntheses = graph.nodes.filter((n) => n.type === 'synthesis');

  const floating = claims.filter((c) => !incoming.has(c.id)).map((c) => c.id);
  // A moderator, host or recorder (a correction file says so) runs the debate: never "silent".
  const silent = personas.filter((p) => p.role === undefined && !outgoing.has(p.id)).map((p) => p.id);
  const contested = contestedIds(graph.edges);
  const hidden = claims.filter((c) => contested.has(c.id) && c.contested !== true && !contestedBy.has(c.id)).map((c) => c.id);
  const unmarked = syntheses.filter((s) => s.non_conclusion !== true).map((s) => s.id);
  const percent = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;

  return [
    result('claims-have-incoming', 'Every claim is supported, opposed or refined', floating,
      `${claims.length - floating.length} of ${claims.length} claims have an incoming relation`),
    result('personas-have-outgoing', 'Every persona takes a stance', silent,
      `${personas.length - silent.length} of ${personas.length} personas relate to something`),
    {
      id: 'few-isolated', title: 'Isolated nodes are under 5%',
      passed: isolatedRatio < ISOLATED_RATIO_LIMIT,
      // The offenders are printed after the detail: the isolated count stands last, next to them.
      detail: `${exempt.size > 0 ? `${exempt.size} moderator or recorder not counted; ` : ''}${isolated.length} of ${stats.nodes} nodes isolated (${percent(isolatedRatio)})`,
      offenders: isolated,
    },
    result('contested-visible', 'Every contested claim is marked as contested', hidden,
      `${stats.contestedClaims} contested claims`),
    result('synthesis-non-conclusion', 'The synthesis is marked as not a conclusion', unmarked,
      syntheses.length === 0 ? 'no synthesis in this debate' : 'labelled "host synthesis — not a conclusion"'),
  ];
}

function result(id: SelfCheckId, title: string, offenders: NodeId[], detail: string): SelfCheckResult {
  return { id, title, passed: offenders.length === 0, detail, offenders };
}
