// Small hand-made graphs for the analysis specs: `node('c1')` is a claim, `persona('p')`
// a persona; `edge('a opposes b')` an edge, optionally from a debate.
import type { ArgEdge, ArgGraph, ArgNode } from '../../../src/lib/analysis/argumentGraph.ts';

export const claim = (id: string, extra: Partial<ArgNode> = {}): ArgNode => ({ id, type: 'claim', label: `label of ${id}`, ...extra });
export const persona = (id: string): ArgNode => ({ id, type: 'persona', label: `Persona ${id}` });
export const node = (id: string, type: string, extra: Partial<ArgNode> = {}): ArgNode => ({ id, type, label: `label of ${id}`, ...extra });

export function edge(spec: string, extra: Partial<ArgEdge> = {}): ArgEdge {
  const [source, type, target] = spec.split(' ');
  return { source: source!, type: type!, target: target!, ...extra };
}

export const graph = (nodes: ArgNode[], edges: Array<string | ArgEdge>): ArgGraph => ({
  nodes, edges: edges.map((e) => (typeof e === 'string' ? edge(e) : e)),
});
