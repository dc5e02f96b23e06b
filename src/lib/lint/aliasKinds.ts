// An alias_of inside one debate between nodes of two kinds (a persona and a claim; claim
// and steelman count as one) can never join: the merge refuses it as alias-kind-conflict
// when the archive is checked, so the file checked alone must say so too (probe 20 row 29).
import type { Diagnostic } from '../core/diagnostics.ts';
import type { DebateGraph } from '../graph/types.ts';

/** A problem about one relation, and that relation, to be located in its file. */
export interface RelationProblem { problem: Diagnostic; relation: { type: string; source: string; target: string } }

const family = (type: string): string => (type === 'steelman' ? 'claim' : type);

/** `slug`: the debate's own, with which a log may qualify its own ids (`x:p1` in debate `x`), as the merge resolves them. */
export function aliasKindProblems(graph: DebateGraph, file: string, slug: string): RelationProblem[] {
  const typeOf = new Map<string, string>();
  for (const node of graph.nodes) typeOf.set(node.id, node.type);
  const own = `${slug}:`;
  const local = (ref: string): string => (ref.startsWith(own) ? ref.slice(own.length) : ref);
  const problems: RelationProblem[] = [];
  for (const edge of graph.edges) {
    if (edge.type !== 'alias_of') continue;
    const [from, to] = [typeOf.get(local(edge.source)), typeOf.get(local(edge.target))];
    if (from === undefined || to === undefined || family(from) === family(to)) continue;
    const message = `alias_of ${JSON.stringify(edge.source)} → ${JSON.stringify(edge.target)}: ${JSON.stringify(edge.source)} is a ${from} and ${JSON.stringify(edge.target)} is a ${to}; only nodes of one type (claim and steelman count as one) can be aliases`;
    problems.push({ problem: { severity: 'error', code: 'alias-kind-conflict', file, message }, relation: { type: edge.type, source: edge.source, target: edge.target } });
  }
  return problems;
}
