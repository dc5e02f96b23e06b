// Names of concept cards, as in seed 000 §9: a persona by its name, a claim by its id
// and the start of its text. The same names link cards in concepts.md and on the site.
import type { NodeId } from '../core/ids.ts';
import { truncateLabel, wikilinkTarget } from '../core/escape.ts';
import { plainText } from '../core/plainText.ts';
import type { DebateGraph, GraphNode } from './types.ts';

export function conceptName(node: GraphNode): string {
  switch (node.type) {
    case 'persona':
    case 'domain':
      return wikilinkTarget(node.label);
    case 'synthesis':
      return wikilinkTarget(`${node.id} host synthesis`);
    default:
      // Cut the text as read, not its markup: a cut inside `**…**` would leave the `**` in the name (probe 27).
      return wikilinkTarget(`${node.id} ${truncateLabel(plainText(node.text ?? node.label), 24)}`);
  }
}

/**
 * One unique name per node; a clash (two personas named alike) gets the id appended, and
 * where that clashes too (ids that differ only in characters a name drops), a number. The
 * next number of each name is kept: thousands of nodes of one name take linear time (probe 25, K20).
 */
export function conceptNames(graph: DebateGraph): Map<NodeId, string> {
  const names = new Map<NodeId, string>();
  const used = new Set<string>();
  const nextNumber = new Map<string, number>();
  for (const node of graph.nodes) {
    const base = conceptName(node);
    let name = base || wikilinkTarget(node.id) || 'untitled';
    if (used.has(name.toLowerCase())) name = `${name} (${wikilinkTarget(node.id)})`;
    const key = base.toLowerCase();
    for (let n = nextNumber.get(key) ?? 2; used.has(name.toLowerCase()); n++) {
      name = `${base} (${n})`;
      nextNumber.set(key, n + 1);
    }
    used.add(name.toLowerCase());
    names.set(node.id, name);
  }
  return names;
}
